"""Slot tile: Boxing King. A red-enamel and gold boxing glove on a pearl-ringed marble plinth, on a
blue glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.BLUE)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/boxing-glove.svg'), top, width=1.4, height=1.46, turn=-16, face=tiles.enamel('red'))
tiles.trimmings(seed=4)
tiles.shoot(job)
