"""Table tile: Fish Hunter. An octopus in coral enamel and gold rising among glass bubbles and gold
coins, on a teal-green glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, (0.02, 0.7, 0.45), glow=3.5)
tiles.statue(tiles.texture('textures/octopus.svg'), -0.05, width=1.5, height=1.4, turn=-10, face=tiles.enamel((0.85, 0.1, 0.05)))
bubble = studio.glass((0.85, 1.0, 1.0))
for x, y, z, r in ((-1.1, 0.0, 1.05, 0.12), (-1.25, -0.2, 0.65, 0.08), (1.05, 0.1, 1.2, 0.1), (1.2, -0.1, 0.85, 0.07), (-0.9, 0.1, 1.45, 0.06)):
    studio.sphere((x, y, z), r, bubble, segments=32)
studio.coin_stack((-1.15, -0.4, -0.1), 4, radius=0.15, thickness=0.04, seed=5)
studio.coin((1.15, -0.45, 0.05), 0.15, 0.03, rotation=(0.25, 0.1, 0.4))
tiles.sparkle(26)
studio.product_lights(target=(0, 0, 0.65), key=0.45)
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.65), lens=40, focus=(0.0, 0.0, 0.65), fstop=5.6)
studio.render(job)
