"""Category tile: Sports betting. A gold trophy cup on a pearl-ringed marble plinth between a football
and a basketball, on a blue glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.BLUE)
top = tiles.plinth(0.6)
tiles.statue(tiles.texture('textures/trophy-cup.svg'), top, width=1.1, height=1.2, turn=-8)
tiles.football((-1.25, -0.3, 0.36), 0.36)
tiles.basketball((1.25, -0.2, 0.34), 0.34)
tiles.trimmings(seed=31, coins=2, pearls=2, spread=1.7)
tiles.shoot(job, target=(0.0, 0.0, 0.55), height=1.25, lens=37)
