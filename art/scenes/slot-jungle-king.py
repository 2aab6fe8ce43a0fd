"""Slot tile: Jungle King. A gold lion's head on a pearl-ringed marble plinth, on a jungle-green glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.GREEN)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/lion.svg'), top, width=1.46, height=1.46, turn=-12)
tiles.trimmings(seed=7)
tiles.shoot(job)
