"""Table tile: Dragon Tiger. A jade-enamel dragon's head and a gold tiger's head face each other over
gold coins, on a crimson glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.CRIMSON, glow=3.5)
tiles.statue(tiles.texture('textures/dragon-head.svg'), 0.0, width=1.15, height=1.2, turn=18, face=tiles.enamel('jade'), x=-0.68, y=0.1)
tiles.statue(tiles.texture('textures/tiger-head.svg'), 0.0, width=1.1, height=1.1, turn=-22, x=0.7, y=0.1)
studio.coin_stack((-0.05, -0.45, -0.1), 4, radius=0.15, thickness=0.04, seed=4)
studio.coin((-1.35, -0.4, 0.2), 0.14, 0.03, rotation=(1.1, 0.4, 0.3))
studio.coin((1.4, -0.3, 0.1), 0.13, 0.028, rotation=(0.9, -0.5, 0.8))
tiles.sparkle(25)
studio.product_lights(target=(0, 0, 0.55), key=0.45)
# A softbox behind the camera, mirrored in the tiger's gold face.
studio.area_light((0.9, -6.5, 2.0), (0.7, 0.0, 0.55), 260, studio.WARM_WHITE, size=4.0, shape='RECTANGLE')
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.55), lens=40, focus=(0.0, 0.0, 0.55), fstop=5.6)
studio.render(job)
