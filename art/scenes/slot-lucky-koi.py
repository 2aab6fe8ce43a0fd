"""Slot tile: Lucky Koi. A golden fish, the lucky carp, on a pearl-ringed marble plinth, on a teal glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.TEAL)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/tropical-fish.svg'), top, width=1.51, height=1.46, turn=-14)
tiles.trimmings(seed=8)
tiles.shoot(job)
