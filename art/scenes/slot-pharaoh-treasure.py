"""Slot tile: Pharaoh Treasure. A winged scarab in lapis enamel and gold on a pearl-ringed marble plinth,
on an ochre glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.OCHRE)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/gold-scarab.svg'), top, width=1.5, height=1.45, turn=-10, face=tiles.enamel('lapis'))
tiles.trimmings(seed=13)
tiles.shoot(job)
