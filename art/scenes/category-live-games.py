"""Category tile: Live games. A gold studio microphone, the live show's, on a pearl-ringed plinth between
stacks of casino chips, on a crimson glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.CRIMSON)
top = tiles.plinth(0.6)
tiles.statue(tiles.texture('textures/old-microphone.svg'), top, width=1.1, height=1.3, turn=-10)
tiles.chip_stack((-1.2, -0.3, 0.0), 7, (0.5, 0.01, 0.02), seed=1)
tiles.chip_stack((-0.85, -0.6, 0.0), 3, (0.02, 0.05, 0.3), seed=2)
tiles.chip_stack((1.2, -0.3, 0.0), 5, (0.02, 0.22, 0.05), seed=3)
tiles.chip_stack((0.85, -0.62, 0.0), 2, (0.5, 0.01, 0.02), seed=4)
tiles.trimmings(seed=32, coins=2, pearls=2, spread=1.6)
tiles.shoot(job, target=(0.0, 0.0, 0.65), height=1.25, lens=42)
