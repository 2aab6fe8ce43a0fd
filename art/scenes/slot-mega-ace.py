"""Slot tile: Mega Ace. A spade in black enamel and gold on a pearl-ringed marble plinth, on a slate glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.SLATE)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/spades.svg'), top, width=1.4, height=1.46, turn=-12, face=tiles.enamel('black'))
tiles.trimmings(seed=11)
tiles.shoot(job)
