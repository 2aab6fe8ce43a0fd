"""Slot tile: Gold Vault. A round vault door swung open, standing on a stack of gold bullion with
towers of gold coins either side, on a golden glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.GOLDEN, glow=1.6)
top = lobby.gold_bars((0, 0.1, 0), rows=(4, 3), turn=math.radians(-10), metal=studio.gold(0.3, tint=(1.0, 0.58, 0.16)))
navy = studio.glossy((0.01, 0.015, 0.06), roughness=0.2, clearcoat=1.0)
props.vault_door((0.05, 0.2, top + 0.8), 0.78, navy, studio.gold(0.16), studio.pearl(), open_degrees=30, rotation=(0, 0, math.radians(-14)))
for (x, y), n in (((-0.78, -0.45), 9), ((0.8, -0.4), 6)):
    studio.coin_stack((x, y, 0), n, radius=0.15, thickness=0.04, seed=n)
lobby.loose(18, coins=1, pearls=2, y=-0.7)
lobby.shoot(job, target=(0.0, 0.0, 0.9), height=1.0, seed=18, side=0.25)
