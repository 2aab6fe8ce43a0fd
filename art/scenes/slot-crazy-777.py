"""Slot tile: Crazy 777. A gold-trimmed ruby slot machine showing three red sevens on its reels, on a
pearl-ringed marble plinth, on a magenta glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.MAGENTA)
top = tiles.plinth()
blank = studio.glossy((0.85, 0.82, 0.8), roughness=0.25, clearcoat=1.0)
symbols = {'gem': blank, 'pearl': blank, 'ruby': studio.glossy((0.6, 0.01, 0.02), roughness=0.1, clearcoat=1.0)}
body = studio.glossy((0.35, 0.005, 0.02), roughness=0.2, clearcoat=1.0)
height = 1.55
machine = props.slot_machine((0, 0, top), height, body, studio.gold(0.16), studio.glossy((0.003, 0.003, 0.006), roughness=0.05, clearcoat=1.0), symbols, rotation=(0, 0, math.radians(-12)))
# The reels' own symbols go; a red seven stands on each reel instead.
for child in list(machine.children):
    if child.active_material is blank:
        bpy.data.objects.remove(child)
seven = studio.glossy((0.7, 0.005, 0.01), roughness=0.15, clearcoat=1.0)
w, d = height * 0.62, height * 0.42
for x in (-w * 0.24, 0, w * 0.24):
    curve = bpy.data.curves.new('seven', 'FONT')
    curve.body, curve.font, curve.size, curve.extrude = '7', bpy.data.fonts.load(tiles.FONT, check_existing=True), height * 0.2, 0.008
    curve.align_x, curve.align_y = 'CENTER', 'CENTER'
    glyph = bpy.data.objects.new('seven', curve)
    bpy.context.scene.collection.objects.link(glyph)
    glyph.data.materials.append(seven)
    glyph.parent = machine
    glyph.location = (x, -d / 2 - d * 0.02 - height * 0.14 - 0.01, height * 0.56)
    glyph.rotation_euler = (math.pi / 2, 0, 0)
tiles.trimmings(seed=16)
tiles.shoot(job)
