"""Slot tile: Book of Gold. An open book in gold with ivory-enamel pages on a pearl-ringed marble plinth,
on an amber glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.AMBER)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/open-book.svg'), top, width=1.62, height=1.34, turn=-10, face=tiles.enamel('ivory'))
tiles.trimmings(seed=3)
tiles.shoot(job)
