"""Category tile: Slots. A violet slot machine in gold trim showing three red sevens, turned to show its
lever, between two towers of gold coins, with coins and pearls at its foot, on an amber glow and its burst."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.AMBER)
blank = studio.glossy((0.85, 0.82, 0.8), roughness=0.25, clearcoat=1.0)
symbols = {'gem': blank, 'pearl': blank, 'ruby': studio.glossy((0.6, 0.01, 0.02), roughness=0.1, clearcoat=1.0)}
body = studio.glossy((0.12, 0.015, 0.34), roughness=0.2, clearcoat=1.0)
height = 1.5
machine = props.slot_machine((0, 0.05, 0), height, body, studio.gold(0.16), studio.glossy((0.003, 0.003, 0.006), roughness=0.05, clearcoat=1.0), symbols, rotation=(0, 0, math.radians(-20)))
lettering.reel_sevens(machine, height, studio.glossy((0.7, 0.005, 0.01), roughness=0.15, clearcoat=1.0), blank)
for (x, y), n in (((-1.15, -0.1), 9), ((1.2, 0.0), 6), ((1.55, -0.35), 3)):
    studio.coin_stack((x, y, 0), n, radius=0.17, thickness=0.045, seed=n)
tiles.trimmings(seed=21, coins=2, pearls=3, spread=1.5)
tiles.shoot(job, target=(0.0, 0.0, 0.8), height=1.3, lens=46)
