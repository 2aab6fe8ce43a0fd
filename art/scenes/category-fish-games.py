"""Category tile: Fish games. A fish in orange enamel and gold on a pearl-ringed plinth between two small
clownfish, among glass bubbles, on an ocean-blue glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, (0.02, 0.45, 0.9))
top = tiles.plinth(0.6)
tiles.statue(tiles.texture('textures/tropical-fish.svg'), top, width=1.3, height=1.2, turn=-12, face=tiles.enamel('orange'))
tiles.statue(tiles.texture('textures/clownfish.svg'), 0.55, width=0.7, height=0.6, turn=14, face=tiles.enamel((0.9, 0.25, 0.01)), x=-1.35, y=-0.1)
tiles.statue(tiles.texture('textures/clownfish.svg'), 0.95, width=0.55, height=0.45, turn=-18, face=tiles.enamel((0.9, 0.25, 0.01)), x=1.35, y=0.1)
bubble = studio.glass((0.85, 1.0, 1.0))
for x, y, z, r in ((-0.8, 0.0, 1.6, 0.1), (-1.0, -0.2, 1.25, 0.07), (0.85, 0.1, 1.75, 0.09), (1.0, -0.1, 0.5, 0.07), (0.7, 0.1, 0.35, 0.05)):
    studio.sphere((x, y, z), r, bubble, segments=32)
tiles.trimmings(seed=33, coins=2, pearls=2, spread=1.6)
tiles.shoot(job, target=(0.0, 0.0, 0.65), height=1.25, lens=42)
