"""Carousel slide, registering: Perla, the brand's mascot, beside a gold membership card, a raised pearl
emblem and MEMBER printed in violet on it, a lacquered fountain pen with a gold nib across it, ready to sign,
coins and pearls around, on a dark violet ground (the white card alone was the page's dullest
picture, in two reviews)."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, mascot, props, studio  # noqa: E402

CARD = (-0.4, 0.05, 0.02)
PERLA = (0.98, -0.12, 0.34)  # her centre: a radius above the ground, right of the card
CAMERA = (0.0, -2.6, 2.4)
TARGET = (0.05, 0.05, 0.0)
PEN = 0.055  # the barrel's radius

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.35, backdrop=studio.NAVY)
studio.stage(studio.glossy((0.01, 0.003, 0.03), roughness=1.0, clearcoat=0.0, specular=0.0))
gold = studio.gold(0.16)
face = studio.gold(0.24, tint=(1.0, 0.78, 0.4))
card = props.card(CARD, (1.7, 1.07), face, gold, rotation=(0, 0, math.radians(-12)), emblem=studio.pearl())

# The pen, built along x with its nib at +x: barrel, gold bands, tapered grip, nib, rounded end.
lacquer = studio.glossy((0.05, 0.01, 0.12), roughness=0.12, clearcoat=1.0)
# printed, not raised, and matte: raised glossy glyphs at this grazing angle showed their lit sides and read garbled
lettering.glyphs('MEMBER', 0.19, studio.glossy((0.045, 0.01, 0.11), roughness=0.7, clearcoat=0.0, specular=0.1), (0.22, 0.12, 0.0125), depth=0.0004, parent=card)
along = (0, math.pi / 2, 0)
parts = [
    studio.cylinder((-0.1, 0, 0), PEN, 0.9, lacquer, bevel=0.004, rotation=along),
    studio.cylinder((0.36, 0, 0), PEN * 1.08, 0.05, gold, bevel=0.004, rotation=along),
    studio.cylinder((-0.5, 0, 0), PEN * 1.08, 0.04, gold, bevel=0.004, rotation=along),
]
bpy.ops.mesh.primitive_cone_add(vertices=64, radius1=PEN, radius2=PEN * 0.7, depth=0.2, location=(0.48, 0, 0), rotation=along)
parts.append(studio._finish(bpy.context.active_object, lacquer))
bpy.ops.mesh.primitive_cone_add(vertices=64, radius1=PEN * 0.7, radius2=0.004, depth=0.2, location=(0.68, 0, 0), rotation=along)
nib = studio._finish(bpy.context.active_object, gold)
nib.scale = (1.0, 1.0, 0.45)
parts += [nib, studio.sphere((-0.55, 0, 0), PEN, lacquer)]
pen = bpy.data.objects.new('pen', None)
bpy.context.scene.collection.objects.link(pen)
for part in parts:
    part.parent = pen
pen.location, pen.rotation_euler = (-0.3, -0.4, 0.09), (math.radians(8), 0, math.radians(20))

mascot.perla(PERLA, 0.34, studio.pearl(), CAMERA, glance=0.25)
for x, y, turn in ((-1.45, 0.25, 0.4), (0.05, 0.75, 1.9), (1.5, 0.25, 2.8), (0.55, -0.55, 1.2)):  # around the card, none under it
    studio.coin((x, y, 0.015), 0.12, 0.02, rotation=(0, 0, turn))
for x, y, r in ((1.35, 0.5, 0.07), (0.6, 0.45, 0.05), (1.45, -0.35, 0.045)):
    studio.sphere((x, y, r), r, studio.pearl())
studio.sparkles(8, (0.6, 1.2, 1.0), (1.6, 0.4, 0.6), size=(0.008, 0.02), seed=17)
studio.product_lights(target=TARGET, key=0.4)
studio.spot_light((-0.8, -1.2, 3.2), TARGET, 380, studio.WARM_WHITE, angle=45, blend=0.8, radius=0.3)
studio.camera(CAMERA, TARGET, lens=42, focus=(0.3, -0.05, 0.1), fstop=4.0)
studio.vignette(0.8, 0.95, 0.9)
studio.render(job)
