"""Slot tile: Coin Towers. Towers of gold coins and bundles of green banknotes in gold bands, a fat
money sack tied in gold beside them, on a jade glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402
from lib.forms import ellipsoid  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.JADE)
note, band = studio.glossy((0.05, 0.22, 0.06), roughness=0.45, clearcoat=0.2), studio.gold(0.2)
for i, (x, y, z, turn) in enumerate(((-0.28, 0.25, 0.14, 0.1), (0.3, 0.28, 0.14, -0.15), (0.0, 0.25, 0.42, 0.05), (-0.05, 0.27, 0.7, -0.12))):
    studio.box((x, y, z), (0.9, 0.44, 0.28), note, bevel=0.014, rotation=(0, 0, turn))
    studio.box((x, y, z), (0.13, 0.46, 0.3), band, bevel=0.006, rotation=(0, 0, turn))
sack = studio.velvet((0.16, 0.07, 0.02))
ellipsoid((0.64, -0.15, 0.36), 0.4, (1.0, 0.9, 0.95), sack)
ellipsoid((0.64, -0.15, 0.82), 0.14, (1.0, 1.0, 1.1), sack)
bpy.ops.mesh.primitive_torus_add(major_radius=0.13, minor_radius=0.03, location=(0.64, -0.15, 0.72))
studio._finish(bpy.context.active_object, studio.gold(0.14))
studio.coin((0.58, -0.53, 0.38), 0.14, 0.03, rotation=(math.radians(90), 0, math.radians(-8)))
for (x, y), n in (((-0.62, -0.3), 16), ((-0.15, -0.45), 9), ((0.2, -0.62), 4)):
    studio.coin_stack((x, y, 0), n, radius=0.18, thickness=0.048, seed=n)
lobby.loose(20, coins=2, pearls=2, y=-0.8)
lobby.shoot(job, target=(0.06, 0.0, 0.55), distance=3.4, height=1.25, seed=20, side=-0.3)
