"""Slot tile: Money Coming. Towers of gold coins and bundles of green banknotes in gold bands on a
pearl-ringed marble plinth, on a jade glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.JADE)
top = tiles.plinth()
note, band = studio.glossy((0.05, 0.22, 0.06), roughness=0.45, clearcoat=0.2), studio.gold(0.2)
for i, (x, y, z, turn) in enumerate(((-0.2, 0.18, 0.13, 0.1), (0.24, 0.2, 0.13, -0.15), (0.02, 0.18, 0.39, 0.05), (0.0, 0.2, 0.65, -0.08))):
    studio.box((x, y, top + z), (0.78, 0.38, 0.24), note, bevel=0.012, rotation=(0, 0, turn))
    studio.box((x, y, top + z), (0.12, 0.4, 0.26), band, bevel=0.006, rotation=(0, 0, turn))
for (x, y), n in (((-0.4, -0.3), 14), ((0.42, -0.28), 10), ((0.0, -0.45), 5)):
    studio.coin_stack((x, y, top), n, radius=0.17, thickness=0.045, seed=n)
tiles.trimmings(seed=20)
tiles.shoot(job)
