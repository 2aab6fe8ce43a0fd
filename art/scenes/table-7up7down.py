"""Table tile: 7up7down. Two ivory dice between a gold arrow pointing up and a ruby-enamel arrow
pointing down, on a blue glow."""
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
tiles.arrow((-1.0, 0.2, 0.82), 0.82, studio.gold(0.26, tint=(1.0, 0.55, 0.12)), up=True, depth=0.16, rotation=(math.radians(-8), 0, math.radians(14)))
tiles.arrow((1.02, 0.2, 0.56), 0.82, tiles.enamel((0.55, 0.006, 0.012), roughness=0.15), up=False, depth=0.16, rotation=(math.radians(-8), 0, math.radians(-14)))
studio.coin_stack((-0.1, -0.7, -0.2), 3, radius=0.15, thickness=0.04, seed=3)
tiles.sparkle(22)
tiles.lights(target=(0, 0, 0.65), key=0.45)
studio.camera((0.0, -3.7, 1.5), (0.0, 0.0, 0.55), lens=40, focus=(0.0, 0.0, 0.55), fstop=5.6)
studio.render(job)
