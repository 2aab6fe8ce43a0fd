"""Promotion card, welcome bonus: a red-lacquered gift box tied with gold ribbon under a full bow, on
warm golden light, gold coins spilled in front."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.promo import promo_set  # noqa: E402

BOX = (1.25, 0.1, 0.0)
SIZE = (0.95, 0.95, 0.85)

job = studio.Job()
target = promo_set(job, 2.5, subject_x=BOX[0])
ribbon = studio.gold(0.3)
lacquer = studio.glossy((0.55, 0.015, 0.025), roughness=0.12, clearcoat=1.0)
gift = props.gift_box(BOX, SIZE, lacquer, ribbon, rotation=(0, 0, math.radians(-38)))
# The box's own bow is two upright rings, which read as spectacles: a bow of wide, flat loops and tails.
for child in list(gift.children):
    if child.data.name.startswith(('Torus', 'Sphere')):
        bpy.data.objects.remove(child)
top = SIZE[2] * 1.02
bow = []
for side in (-1, 1):
    # A torus squashed into a flat band: a ribbon loop, leaning back and swept outward.
    bpy.ops.mesh.primitive_torus_add(major_radius=0.24, minor_radius=0.022, major_segments=64, minor_segments=16, location=(side * 0.25, 0.03, top + 0.12), rotation=(math.radians(28), side * math.radians(-22), side * math.radians(-18)))
    loop = studio._finish(bpy.context.active_object, ribbon)
    loop.scale = (1.2, 0.85, 3.6)
    tail = studio.box((side * 0.09, -0.28, top + 0.004), (0.1, 0.34, 0.01), ribbon, bevel=0.003, rotation=(0, 0, side * math.radians(20)))
    bow += [loop, tail]
bow.append(studio.sphere((0, 0, top + 0.05), 0.085, ribbon, segments=32))
for part in bow:
    part.parent = gift
studio.scatter_coins((BOX[0], -0.65, 0.0), (0.8, 0.3), 6, radius=0.15, seed=31)
studio.product_lights(target=(BOX[0], BOX[1], 0.5), key=0.5)
studio.area_light((BOX[0] + 1.2, 1.2, 2.2), (BOX[0], BOX[1], 0.6), 160, studio.GOLD, size=1.2)
studio.sparkles(18, (BOX[0] + 0.3, 2.5, 1.6), (1.6, 1.0, 1.0), size=(0.015, 0.04), seed=32)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
