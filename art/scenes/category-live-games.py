"""Category tile: Live games. Two playing cards standing up out of a gold-banded dealing shoe, stacks
of casino chips on either side, on a crimson glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.CRIMSON)
# The shoe: a black lacquered box banded in gold, the two cards standing up out of it.
gold = studio.gold(0.16)
studio.box((0.0, 0.25, 0.2), (1.3, 0.8, 0.4), studio.glossy((0.02, 0.003, 0.006), roughness=0.2, clearcoat=1.0), bevel=0.04)
studio.box((0.0, 0.25, 0.41), (1.36, 0.86, 0.04), gold, bevel=0.012)
studio.box((0.0, 0.25, 0.02), (1.36, 0.86, 0.04), gold, bevel=0.012)
tiles.playing_card('A', '♥', (-0.32, 0.2, 0.98), (math.radians(80), math.radians(-12), math.radians(12)), scale=0.8)
tiles.playing_card('Q', '♠', (0.32, 0.15, 1.0), (math.radians(80), math.radians(10), math.radians(-10)), scale=0.8)
tiles.chip_stack((-1.2, -0.3, 0.0), 7, (0.5, 0.01, 0.02), seed=1)
tiles.chip_stack((-0.85, -0.6, 0.0), 3, (0.02, 0.05, 0.3), seed=2)
tiles.chip_stack((1.2, -0.3, 0.0), 5, (0.02, 0.22, 0.05), seed=3)
tiles.chip_stack((0.85, -0.62, 0.0), 2, (0.5, 0.01, 0.02), seed=4)
tiles.trimmings(seed=32, coins=2, pearls=2, spread=1.6)
tiles.shoot(job, target=(0.0, 0.0, 0.6), height=1.25, lens=42)
