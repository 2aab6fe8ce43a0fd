"""Slot tile: Fortune Tiger. A gold tiger's head on a pearl-ringed marble plinth, on an orange glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.ORANGE)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/tiger-head.svg'), top, width=1.46, height=1.46)
tiles.trimmings(seed=1)
tiles.shoot(job)
