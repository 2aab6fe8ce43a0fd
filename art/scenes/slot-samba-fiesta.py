"""Slot tile: Samba Fiesta. A pair of maracas in scarlet enamel and gold on a pearl-ringed marble plinth,
on a lime glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.LIME)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/maracas.svg'), top, width=1.5, height=1.5, turn=-12, face=tiles.enamel('red'))
tiles.trimmings(seed=14)
tiles.shoot(job)
