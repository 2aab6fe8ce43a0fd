"""Slot tile: Book of Gold. An open book bound in gold, its parchment pages glowing and edged in gilt,
propped on a carved walnut lectern step edged in gold, coins and a pearl before it, on an amber glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

W, D, T = 0.68, 1.0, 0.16  # a page's width and height, the pages' thickness at their fullest
OPEN, TILT = math.radians(20), math.radians(30)

job = studio.Job()
tiles.stage(job, tiles.AMBER)
top = lobby.steps((0, 0.1, 0), width=2.0, depth=1.5, rise=0.2, count=1, stone=(0.05, 0.012, 0.006))
gilt, cover = studio.gold(0.12), studio.gold(0.22, tint=(1.0, 0.6, 0.16))
parchment = studio.glossy((0.6, 0.32, 0.08), roughness=0.55, clearcoat=0.0, specular=0.2)
bsdf = parchment.node_tree.nodes['Principled BSDF']
bsdf.inputs['Emission'].default_value = (1.0, 0.5, 0.12, 1)
bsdf.inputs['Emission Strength'].default_value = 0.3
book = bpy.data.objects.new('book', None)
bpy.context.scene.collection.objects.link(book)
for side in (-1, 1):
    # Each half: a gold board, and on it the pages' block, which dips into the gutter and rounds
    # over at the fore-edge; its head and tail are gilt.
    outline = [(0.0, 0.0), (W, 0.0)] + [(W * (1 - i / 12), T * (0.35 + 0.65 * math.sin(min(1.0, (1 - i / 12) * 1.4) * math.pi / 2)) * (1 - (1 - i / 12) ** 8 * 0.6)) for i in range(13)]
    pages = tiles.slab([(x * side, y + 0.04) for x, y in outline], D, parchment, bevel=0.02)
    board = tiles.slab([(0, 0), (side * (W + 0.06), 0), (side * (W + 0.06), 0.05), (0, 0.05)], D + 0.1, cover, bevel=0.04)
    hinge = bpy.data.objects.new('hinge', None)
    bpy.context.scene.collection.objects.link(hinge)
    hinge.parent, hinge.rotation_euler = book, (0, -side * OPEN, 0)
    for part in (pages, board):
        bpy.ops.object.select_all(action='DESELECT')
        bpy.context.view_layer.objects.active = part
        part.select_set(True)
        bpy.ops.object.convert(target='MESH')
        part.parent = hinge
    tiles.two_tone(pages, gilt)
studio.cylinder((0, 0, 0.0), 0.05, D + 0.1, cover, bevel=0.0, rotation=(math.pi / 2, 0, 0)).parent = book
book.rotation_euler = (TILT, 0, 0)
book.location = (0, 0.05, top + 0.3)
lobby.loose(3, coins=2, pearls=1, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.7), distance=4.5, height=2.2, seed=3, side=0.35)
