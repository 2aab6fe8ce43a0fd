"""Slot tile: Mayan Empire. A gold stepped pyramid on a pearl-ringed marble plinth,
on an olive glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.OLIVE, glow=1.8)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/mayan-pyramid.svg'), top, width=1.57, height=1.4, turn=-12)
tiles.trimmings(seed=10)
tiles.shoot(job)
