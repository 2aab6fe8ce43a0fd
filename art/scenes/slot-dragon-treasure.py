"""Slot tile: Dragon Treasure. A jade-enamel and gold dragon's head on a pearl-ringed marble plinth,
on a red glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.RED)
top = tiles.plinth()
tiles.statue(tiles.texture('textures/dragon-head.svg'), top, width=1.46, height=1.46, turn=-18, face=tiles.enamel('jade'))
tiles.trimmings(seed=2)
tiles.shoot(job)
