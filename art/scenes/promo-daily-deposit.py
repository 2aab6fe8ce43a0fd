"""Promotion card, daily deposit bonus: a treasure chest, lid thrown open, brimming with gold coins and pearls."""
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.shapes import promo_set  # noqa: E402

GLOW = (0.05, 0.55, 0.45)
CHEST = (1.2, 0.15, 0.0)
SIZE = (1.2, 0.75, 0.6)

job = studio.Job()
promo_set(job, GLOW, subject_x=CHEST[0])
wood = studio.glossy((0.085, 0.016, 0.008), roughness=0.22, clearcoat=1.0)
props.chest(CHEST, SIZE, wood, studio.gold(0.2), lid_open=62, rotation=(0, 0, math.radians(-24)))
# The hoard: coins heaped above the rim, a few pearls among them, some spilled on the floor.
rng = random.Random(41)
angle = math.radians(-24)
for i in range(44):
    u, v = rng.uniform(-0.45, 0.45), rng.uniform(-0.26, 0.26)
    x = CHEST[0] + u * math.cos(angle) - v * math.sin(angle)
    y = CHEST[1] + u * math.sin(angle) + v * math.cos(angle)
    z = SIZE[2] + 0.04 + 0.24 * (1 - (abs(u) / 0.45) ** 2) * (1 - (abs(v) / 0.26) ** 2) + rng.uniform(0, 0.03)
    studio.coin((x, y, z), radius=0.13, thickness=0.025, rotation=(rng.uniform(-0.6, 0.6), rng.uniform(-0.6, 0.6), rng.uniform(0, math.pi)))
for x, y, z in ((CHEST[0] - 0.15, CHEST[1] - 0.05, SIZE[2] + 0.2), (CHEST[0] + 0.2, CHEST[1] + 0.05, SIZE[2] + 0.18)):
    studio.sphere((x, y, z), 0.07, studio.pearl())
studio.scatter_coins((CHEST[0] - 0.2, -0.55, 0.0), (0.7, 0.25), 6, radius=0.13, seed=42)
studio.product_lights(target=(CHEST[0], CHEST[1], 0.5), key=0.5)
studio.area_light((CHEST[0], CHEST[1], 1.6), (CHEST[0], CHEST[1], 0.5), 200, (1.0, 0.75, 0.4), size=0.6)
studio.sparkles(16, (CHEST[0] + 0.3, 2.5, 1.6), (1.6, 1.0, 1.0), size=(0.015, 0.04), strength=40, seed=43)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
