"""Slot tile: Ruby Sevens. A gold-trimmed ruby slot machine showing three red sevens on its reels, turned
to show its lever, standing in a spill of gold coins, on a magenta glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, lobby, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.MAGENTA)
top = lobby.coin_heap(seed=16, radius=1.1, height=0.2, count=40)
blank = studio.glossy((0.85, 0.82, 0.8), roughness=0.25, clearcoat=1.0)
symbols = {'gem': blank, 'pearl': blank, 'ruby': studio.glossy((0.6, 0.01, 0.02), roughness=0.1, clearcoat=1.0)}
body = studio.glossy((0.35, 0.005, 0.02), roughness=0.2, clearcoat=1.0)
height = 1.66
machine = props.slot_machine((0, 0.1, top - 0.08), height, body, studio.gold(0.16), studio.glossy((0.003, 0.003, 0.006), roughness=0.05, clearcoat=1.0), symbols, rotation=(0, 0, math.radians(-24)))
lettering.reel_sevens(machine, height, studio.glossy((0.7, 0.005, 0.01), roughness=0.15, clearcoat=1.0), blank)
for x, z, t in ((-0.45, 0.55, 0.9), (0.1, 0.42, 1.6)):
    studio.coin((x, -0.55, z), 0.12, 0.024, rotation=(t, 0.4, t))
lobby.shoot(job, target=(0.05, 0.0, 0.9), height=1.55, seed=16, side=-0.35)
