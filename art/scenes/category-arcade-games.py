"""Category tile: Arcade games. An arcade joystick, a violet-enamel box in gold trim with a ruby ball on
its stick and two pearl buttons, beside two dice, on a violet glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.VIOLET)
tiles.joystick((0.0, 0.0, 0.0), 1.0, rotation=(0, 0, math.radians(-14)))
ivory, ink = studio.glossy((0.8, 0.76, 0.7), roughness=0.2, clearcoat=1.0), studio.glossy((0.1, 0.01, 0.3), roughness=0.2, clearcoat=0.8)
props.die((-1.25, -0.25, 0.21), 0.42, ivory, ink, rotation=(0, 0, math.radians(30)))
props.die((1.3, -0.1, 0.21), 0.42, ivory, ink, rotation=(math.radians(90), 0, math.radians(-25)))
tiles.trimmings(seed=34, coins=2, pearls=2, spread=1.7)
tiles.shoot(job, target=(0.0, 0.0, 0.58), height=1.25, lens=37)
