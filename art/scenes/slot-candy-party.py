"""Slot tile: Candy Party. A wrapped sweet in pink enamel and gold on a pearl-ringed marble plinth, on
a lilac glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.LILAC)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/wrapped-sweet.svg'), top, width=1.51, height=1.51, turn=-12, face=tiles.enamel('pink'))
tiles.trimmings(seed=5)
tiles.shoot(job)
