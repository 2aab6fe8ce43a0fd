"""Category tile: Fish games. A deep-sea angler fish modelled in lapis enamel with gold fins, its lure
lit on a gold rod, its jaw full of fangs, hovering over a pearl-ringed plinth between two small clownfish, among glass bubbles,
on an ocean-blue glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, studio, tiles  # noqa: E402

SIZE = 1.3

job = studio.Job()
tiles.stage(job, (0.02, 0.45, 0.9))
top = tiles.plinth(0.6)
angler = forms.fish((0.0, 0.0, top + 0.4 * SIZE), SIZE, -12, tiles.enamel('lapis'))
# The lure: a gold rod arching forward from the head, a lamp at its tip (in the fish's own units).
rod = forms.limb((-0.3, 0.0, 0.36), (-0.62, 0.0, 0.62), 0.018, studio.gold(0.2))
rod.append(forms.limb((-0.62, 0.0, 0.62), (-0.86, 0.0, 0.5), 0.018, studio.gold(0.2))[0])
rod.append(studio.sphere((-0.88, 0.0, 0.46), 0.07, studio.emission((1.0, 0.6, 0.15), 9)))
# The jaw: a dark open mouth low on the head, a row of white fangs along its top.
rod.append(forms.ellipsoid((-0.55, -0.06, -0.1), 1.0, (0.13, 0.16, 0.09), studio.glossy((0.01, 0.0, 0.02), roughness=0.3)))
fang = studio.glossy((0.95, 0.93, 0.88), roughness=0.2, clearcoat=1.0)
for i in range(5):
    bpy.ops.mesh.primitive_cone_add(vertices=16, radius1=0.022, depth=0.07, location=(-0.64 + i * 0.045, -0.19 + abs(i - 2) * 0.012, -0.05), rotation=(math.pi, 0, 0))
    rod.append(studio._finish(bpy.context.active_object, fang))
for part in rod:
    part.parent = angler
orange, white = tiles.enamel((0.9, 0.25, 0.01)), tiles.enamel((0.9, 0.88, 0.85))
forms.fish((-1.3, -0.1, 0.85), 0.42, 14, orange, white)
forms.fish((1.3, 0.1, 1.2), 0.36, -18, orange, white)
bubble = studio.glass((0.85, 1.0, 1.0))
for x, y, z, r in ((-0.45, 0.1, 1.95, 0.1), (-1.0, -0.2, 1.3, 0.07), (0.95, 0.1, 1.85, 0.09), (1.0, -0.1, 0.5, 0.07), (0.75, 0.1, 0.35, 0.05)):
    studio.sphere((x, y, z), r, bubble, segments=32)
tiles.trimmings(seed=33, coins=2, pearls=2, spread=1.4)
tiles.shoot(job, target=(0.0, 0.0, 0.7), height=1.25, lens=38)
