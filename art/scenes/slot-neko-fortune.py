"""Slot tile: Neko Fortune. A cat in ivory enamel and gold on a pearl-ringed marble plinth, on a rose glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.ROSE)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/cat.svg'), top, width=1.68, height=1.4, turn=-12, face=tiles.enamel('ivory'))
tiles.trimmings(seed=12)
tiles.shoot(job)
