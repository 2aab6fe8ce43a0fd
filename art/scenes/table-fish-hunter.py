"""Table tile: Fish Hunter. A tropical fish in gold and coral enamel caught in a glowing red targeting
reticle, two smaller fish in lapis and pink swimming off, glass bubbles and gold coins, on a teal glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

FISH = tiles.texture('textures/tropical-fish.svg')

job = studio.Job()
tiles.table(job, tiles.TEAL, glow=3.5)
tiles.statue(FISH, 0.1, width=1.5, height=1.3, depth=0.32, turn=-12, face=tiles.enamel((0.9, 0.16, 0.01)), bevel=0.02)
tiles.statue(FISH, 1.0, width=0.55, height=0.5, depth=0.2, turn=-20, face=tiles.enamel('lapis'), x=-1.3, y=0.3, bevel=0.012)
tiles.statue(FISH, 0.1, width=0.45, height=0.4, depth=0.2, turn=-6, face=tiles.enamel('pink'), x=1.5, y=0.2, bevel=0.012)
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
studio.coin_stack((-1.1, -0.5, -0.05), 4, radius=0.15, thickness=0.04, seed=5)
studio.coin((1.2, -0.55, 0.3), 0.14, 0.03, rotation=(1.1, -0.4, 0.5))
tiles.sparkle(26)
tiles.lights(target=(0, 0, 0.8), key=0.5, hue=(0.3, 1.0, 0.9))
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.75), lens=40, focus=(0.0, 0.0, 0.75), fstop=5.6)
studio.render(job)
