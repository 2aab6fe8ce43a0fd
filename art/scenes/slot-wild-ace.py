"""Slot tile: Wild Ace. A jester's hat in red enamel and gold on a pearl-ringed marble plinth, on an
indigo glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.INDIGO)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/jester-hat.svg'), top, width=1.51, height=1.46, turn=-12, face=tiles.enamel('red'))
tiles.trimmings(seed=15)
tiles.shoot(job)
