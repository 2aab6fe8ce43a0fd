"""Category tile: Live games. A gold film camera on its tripod, the live studio's, filming from a
pearl-ringed plinth, its red light on air, a dealt ace of hearts and a king of spades face up at its foot between stacks of
casino chips, on a crimson glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.CRIMSON)
top = tiles.plinth(0.6)
camera = tiles.statue(tiles.texture('textures/film-projector.svg'), top, width=1.35, height=1.25, turn=-18)
# the red light of a camera on air, on the body's front corner
low, high = forms.world_bounds(camera)
studio.sphere((low.x + 0.36 * (high.x - low.x), low.y - 0.02, low.z + 0.58 * (high.z - low.z)), 0.05, studio.emission((1.0, 0.05, 0.03), 10))
tiles.playing_card('A', '♥', (-0.42, -0.6, 0.02), (0.0, 0.0, math.radians(14)), scale=0.5)
tiles.playing_card('K', '♠', (0.4, -0.62, 0.02), (0.0, 0.0, math.radians(-10)), scale=0.5)
tiles.chip_stack((-1.2, -0.3, 0.0), 7, (0.5, 0.01, 0.02), seed=1)
tiles.chip_stack((-0.95, -0.6, 0.0), 3, (0.02, 0.05, 0.3), seed=2)
tiles.chip_stack((1.2, -0.3, 0.0), 5, (0.02, 0.22, 0.05), seed=3)
tiles.chip_stack((0.95, -0.62, 0.0), 2, (0.5, 0.01, 0.02), seed=4)
tiles.trimmings(seed=32, coins=2, pearls=2, spread=1.6)
tiles.shoot(job, target=(0.0, 0.0, 0.65), height=1.25, lens=42)
