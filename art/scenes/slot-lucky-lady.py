"""Slot tile: Lucky Lady. A deep shamrock in green enamel and gold, turned a little, standing in a heap
of gold coins, a pearl-studded gold horseshoe leaning before it, on a magenta glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.MAGENTA)
top = lobby.coin_heap(seed=9, radius=0.95, height=0.24, count=36)
lobby.statue(tiles.texture('textures/shamrock.svg'), top - 0.06, width=1.62, height=1.62, turn=-22, depth=0.28, y=0.12, face=lobby.enamel('green'))
lobby.horseshoe((0.58, -0.5, 0.3), 0.5, rotation=(math.radians(-14), 0, math.radians(-12)))
lobby.loose(9, coins=1, pearls=2, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.88), height=1.1, seed=9, side=0.2)
