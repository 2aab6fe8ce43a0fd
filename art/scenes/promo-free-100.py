"""Promotion card, welcome bonus: a pearl-white gift box tied with gold ribbon and a full bow, its lid
lifted on golden light."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.shapes import promo_set  # noqa: E402

GLOW = (0.75, 0.08, 0.45)
BOX = (1.25, 0.1, 0.0)
SIZE = (0.95, 0.95, 0.85)
LIFT = 0.3

job = studio.Job()
target = promo_set(job, GLOW, subject_x=BOX[0])
ribbon = studio.gold(0.16)
gift = props.gift_box(BOX, SIZE, studio.glossy((0.8, 0.77, 0.78), roughness=0.22, clearcoat=1.0), ribbon, lid_lift=LIFT, rotation=(0, 0, math.radians(-38)))
# The box's own bow is two upright rings, which read as spectacles: a bow of swept loops and tails instead.
for child in list(gift.children):
    if child.data.name.startswith(('Torus', 'Sphere')):
        bpy.data.objects.remove(child)
top = SIZE[2] + LIFT + SIZE[2] * 0.12
bow = []
for side in (-1, 1):
    bpy.ops.mesh.primitive_torus_add(major_radius=0.15, minor_radius=0.038, location=(side * 0.16, -0.02, top + 0.1), rotation=(math.pi / 2, side * math.radians(-28), side * math.radians(22)))
    loop = studio._finish(bpy.context.active_object, ribbon)
    loop.scale = (1.45, 1.0, 0.62)
    tail = studio.box((side * 0.11, -0.2, top - 0.06), (0.09, 0.012, 0.3), ribbon, bevel=0.004, rotation=(math.radians(-62), side * math.radians(24), 0))
    bow += [loop, tail]
bow.append(studio.box((0, -0.02, top + 0.03), (0.13, 0.12, 0.11), ribbon, bevel=0.035))
for part in bow:
    part.parent = gift
studio.sphere((BOX[0], BOX[1], 0.86), 0.3, studio.emission((1.0, 0.62, 0.2), 12)).scale = (1.3, 1.3, 0.12)
studio.area_light((BOX[0], BOX[1], 0.95), (BOX[0], BOX[1], 3.0), 250, (1.0, 0.7, 0.3), size=0.6)
studio.scatter_coins((BOX[0], -0.6, 0.0), (0.8, 0.3), 5, radius=0.15, seed=31)
studio.product_lights(target=(BOX[0], BOX[1], 0.5), key=0.45)
studio.sparkles(18, (BOX[0] + 0.3, 2.5, 1.6), (1.6, 1.0, 1.0), size=(0.015, 0.04), strength=40, seed=32)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
