"""Slot tile: Temple of Gold. A gold temple front: four columns on two gold-edged steps of violet
stone, under an entablature and a pediment set with a ruby and a pearl, coins on the steps, on a
violet glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, props, studio, tiles  # noqa: E402

COLUMNS = (-0.6, -0.2, 0.2, 0.6)
HEIGHT = 0.95
Y = 0.2

job = studio.Job()
tiles.stage(job, tiles.VIOLET)
top = lobby.steps((0, Y, 0), width=2.1, depth=1.2, rise=0.14, count=2, stone=(0.05, 0.02, 0.09))
gold = studio.gold(0.16)
for x in COLUMNS:
    studio.cylinder((x, Y, top + 0.05 + HEIGHT / 2), 0.085, HEIGHT, gold, bevel=0.0, vertices=16)
    for z in (top + 0.025, top + 0.075 + HEIGHT):
        studio.box((x, Y, z), (0.25, 0.25, 0.05), gold, bevel=0.008)
beam = top + 0.1 + HEIGHT
studio.box((0, Y, beam + 0.07), (1.62, 0.42, 0.14), gold, bevel=0.01)
# The pediment: a triangular gable, its edges rounded like the entablature's.
tiles.slab([(-0.85, 0.0), (0.85, 0.0), (0.0, 0.4)], 0.46, gold, location=(0, Y, beam + 0.14), bevel=0.026)
props.gem((0, Y - 0.24, beam + 0.3), 0.075, studio.glossy((0.5, 0.0, 0.02), roughness=0.05, clearcoat=1.0, specular=0.9), rotation=(math.radians(90), 0, 0))
studio.sphere((0, Y, beam + 0.6), 0.07, studio.pearl(), segments=32)
for x, z, t in ((-0.55, 0.16, 0.0), (0.62, 0.16, 1.4)):
    studio.coin((x, Y - 0.55, z), 0.12, 0.024, rotation=(0, 0, t))
lobby.loose(19, coins=2, pearls=1, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.8), distance=4.7, height=1.15, seed=19, side=-0.2)
