"""Table tile: 7up7down. Two ivory dice between a gold arrow pointing up and one pointing down, on a
blue glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.BLUE)
ivory, ink = studio.glossy((0.8, 0.76, 0.7), roughness=0.2, clearcoat=1.0), studio.glossy((0.01, 0.02, 0.12), roughness=0.2, clearcoat=0.8)
props.die((-0.38, 0.0, 0.55), 0.62, ivory, ink, rotation=(math.radians(20), math.radians(-15), math.radians(30)))
props.die((0.4, 0.05, 0.6), 0.62, ivory, ink, rotation=(math.radians(-70), math.radians(20), math.radians(-25)))
gold = studio.gold(0.16)
tiles.arrow((-1.3, 0.25, 0.75), 1.0, gold, up=True, rotation=(0, 0, math.radians(12)))
tiles.arrow((1.32, 0.25, 0.55), 1.0, gold, up=False, rotation=(0, 0, math.radians(-12)))
studio.coin_stack((-0.1, -0.7, -0.2), 3, radius=0.15, thickness=0.04, seed=3)
tiles.sparkle(22)
studio.product_lights(target=(0, 0, 0.6), key=0.4)
studio.camera((0.0, -3.7, 1.5), (0.0, 0.0, 0.55), lens=40, focus=(0.0, 0.0, 0.55), fstop=5.6)
studio.render(job)
