"""Slot tile: Charge Buffalo. A gold bison statuette on a pearl-ringed marble plinth, on an ember glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.EMBER)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/bison.svg'), top, width=1.74, height=1.34, turn=-14)
tiles.trimmings(seed=6)
tiles.shoot(job)
