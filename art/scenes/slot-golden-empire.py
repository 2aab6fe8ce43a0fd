"""Slot tile: Golden Empire. A gold crown set with pearls on a pearl-ringed marble plinth, on a violet glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.VIOLET)
top = tiles.plinth()
props.crown((0, 0.05, top + 0.02), 0.74, studio.gold(0.14), studio.pearl(), rotation=(math.radians(-26), 0, 0))
tiles.trimmings(seed=19)
tiles.shoot(job)
