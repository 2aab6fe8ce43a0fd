"""Slot tile: Lucky Lady. A shamrock in green enamel and gold on a pearl-ringed marble plinth, on a
magenta glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.MAGENTA)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/shamrock.svg'), top, width=1.46, height=1.46, turn=-12, face=tiles.enamel('green'))
tiles.trimmings(seed=9)
tiles.shoot(job)
