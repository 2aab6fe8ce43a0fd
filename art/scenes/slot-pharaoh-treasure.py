"""Slot tile: Lapis Scarab. A deep winged scarab in lapis enamel and gold, turned a little, on a
sandstone temple step edged in gold, a gold ankh standing beside it, on an ochre glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.OCHRE)
top = lobby.steps((0, 0.15, 0), width=2.4, depth=1.3, rise=0.18, count=1, stone=(0.05, 0.025, 0.01))
lobby.statue(tiles.texture('textures/gold-scarab.svg'), top, width=1.75, height=1.6, turn=-18, depth=0.3, y=0.2, face=tiles.enamel('lapis'))
lobby.ankh((0.62, -0.6, 0.0), 0.62, rotation=(0, 0, math.radians(-30)))
lobby.loose(13, coins=2, pearls=1, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.85), height=1.45, seed=13, side=-0.25)
