"""Slot tile: Crazy 777. A gold-trimmed ruby slot machine showing three red sevens on its reels, on a
pearl-ringed marble plinth, on a magenta glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.MAGENTA)
top = tiles.plinth()
blank = studio.glossy((0.85, 0.82, 0.8), roughness=0.25, clearcoat=1.0)
symbols = {'gem': blank, 'pearl': blank, 'ruby': studio.glossy((0.6, 0.01, 0.02), roughness=0.1, clearcoat=1.0)}
body = studio.glossy((0.35, 0.005, 0.02), roughness=0.2, clearcoat=1.0)
height = 1.55
machine = props.slot_machine((0, 0, top), height, body, studio.gold(0.16), studio.glossy((0.003, 0.003, 0.006), roughness=0.05, clearcoat=1.0), symbols, rotation=(0, 0, math.radians(-12)))
lettering.reel_sevens(machine, height, studio.glossy((0.7, 0.005, 0.01), roughness=0.15, clearcoat=1.0), blank)
tiles.trimmings(seed=16)
tiles.shoot(job)
