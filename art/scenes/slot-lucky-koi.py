"""Slot tile: Lucky Koi. Two koi circling each other in orange enamel and gold on a pearl-ringed marble
plinth, on a teal glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.TEAL)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/circling-fish.svg'), top, width=1.5, height=1.5, turn=-12, face=tiles.enamel('orange'))
tiles.trimmings(seed=8)
tiles.shoot(job)
