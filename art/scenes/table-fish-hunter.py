"""Table tile: Fish Hunter. A clownfish modelled in orange and white enamel, caught in a glowing red
targeting reticle, two small blue-and-gold fish swimming off, glass bubbles and gold coins, on a teal glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.TEAL, glow=3.5)
orange, white = tiles.enamel((0.9, 0.16, 0.01)), tiles.enamel((0.9, 0.88, 0.85))
forms.fish((0.0, 0.1, 0.8), 1.15, -14, orange, white)
forms.fish((-1.3, 0.3, 1.25), 0.5, -24, tiles.enamel('lapis'), studio.gold(0.2))
forms.fish((1.5, 0.2, 0.72), 0.42, -8, tiles.enamel('lapis'), studio.gold(0.2))
# The reticle: a glowing ring with four ticks and a centre dot, floating just in front of the fish.
laser = studio.emission((1.0, 0.02, 0.01), 3.5)
centre = (0.08, -0.45, 0.78)
bpy.ops.mesh.primitive_torus_add(major_radius=0.5, minor_radius=0.022, major_segments=96, location=centre, rotation=(math.pi / 2, 0, 0))
studio._finish(bpy.context.active_object, laser)
for a in range(4):
    angle = a * math.pi / 2
    studio.box((centre[0] + 0.5 * math.cos(angle), centre[1], centre[2] + 0.5 * math.sin(angle)), (0.22, 0.03, 0.03), laser, bevel=0.0, rotation=(0, -angle, 0))
studio.sphere(centre, 0.035, laser, segments=16)
bubble = studio.glass((0.85, 1.0, 1.0))
for x, y, z, r in ((-0.95, -0.1, 1.45, 0.09), (-1.1, -0.25, 0.45, 0.07), (1.05, 0.0, 1.55, 0.1), (1.2, -0.2, 1.15, 0.06), (0.75, -0.3, 1.75, 0.05)):
    studio.sphere((x, y, z), r, bubble, segments=32)
studio.coin_stack((-0.85, -0.55, -0.05), 4, radius=0.15, thickness=0.04, seed=5)
studio.coin((0.9, -0.6, 0.3), 0.14, 0.03, rotation=(1.1, -0.4, 0.5))
tiles.sparkle(26)
tiles.lights(target=(0, 0, 0.8), key=0.5, hue=(0.3, 1.0, 0.9))
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.75), lens=40, focus=(0.0, 0.0, 0.75), fstop=5.6)
studio.render(job)
