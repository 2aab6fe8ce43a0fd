"""Slot tile: Crazy 777. A gold-trimmed ruby slot machine, its reels showing pearls and a gem, on a
pearl-ringed marble plinth, on a magenta glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.MAGENTA)
top = tiles.plinth()
symbols = {'gem': studio.glass((0.1, 0.4, 1.0)), 'pearl': studio.pearl(), 'ruby': studio.glossy((0.6, 0.01, 0.02), roughness=0.1, clearcoat=1.0)}
body = studio.glossy((0.35, 0.005, 0.02), roughness=0.2, clearcoat=1.0)
props.slot_machine((0, 0, top), 1.55, body, studio.gold(0.16), studio.glossy((0.003, 0.003, 0.006), roughness=0.05, clearcoat=1.0), symbols, rotation=(0, 0, math.radians(-12)))
tiles.trimmings(seed=16)
tiles.shoot(job)
