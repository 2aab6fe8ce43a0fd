"""Slot tile: Golden Bank. A round vault door swung open over stacks of gold coins on a pearl-ringed
marble plinth, on a golden glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.GOLDEN, glow=1.6)
top = tiles.plinth()
navy = studio.glossy((0.01, 0.015, 0.06), roughness=0.2, clearcoat=1.0)
props.vault_door((0.05, 0.12, top + 0.7), 0.68, navy, studio.gold(0.16), studio.pearl(), open_degrees=28, rotation=(0, 0, math.radians(-8)))
for (x, y), n in (((-0.45, -0.38), 7), ((0.5, -0.35), 5)):
    studio.coin_stack((x, y, top), n, radius=0.14, thickness=0.035, seed=n)
tiles.trimmings(seed=18)
tiles.shoot(job)
