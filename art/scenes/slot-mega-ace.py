"""Slot tile: Mega Ace. A deep spade in black enamel and gold, turned a little, rising from a broad
black casino chip, red and black chips beside it and two aces fanned behind, on a slate glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.SLATE)
tiles.playing_card('A', '♠', (0.62, 0.5, 0.95), (math.radians(82), math.radians(14), math.radians(-22)), scale=0.95)
tiles.playing_card('A', '♥', (-0.6, 0.55, 0.92), (math.radians(82), math.radians(-14), math.radians(18)), scale=0.95)
tiles.chip_stack((0, 0.05, 0), 3, (0.02, 0.02, 0.03), radius=0.55, thickness=0.06, seed=3)
lobby.statue(tiles.texture('textures/spades.svg'), 0.2, width=1.45, height=1.55, turn=-22, depth=0.3, face=tiles.enamel('black'))
tiles.chip_stack((-0.75, -0.35, 0), 6, (0.6, 0.02, 0.03), radius=0.17, seed=4)
tiles.chip_stack((0.72, -0.45, 0), 4, (0.02, 0.02, 0.03), radius=0.17, seed=5)
lobby.shoot(job, target=(0.0, 0.0, 0.88), height=1.3, seed=11, side=0.25)
