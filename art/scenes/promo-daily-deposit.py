"""Promotion card, daily deposit bonus: a treasure chest in violet lacquer, bound and capped in gold with a
pearl set in its lock plate, lid thrown open, brimming with gold coins and pearls and lit from inside."""
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.promo import promo_set  # noqa: E402

CHEST = (1.2, 0.15, 0.0)
SIZE = (1.2, 0.75, 0.6)

job = studio.Job()
promo_set(job, 1.6, subject_x=CHEST[0])
# Violet lacquer, not brown wood: a brown chest on the teal glow read as a muddy box.
wood = studio.glossy((0.05, 0.01, 0.17), roughness=0.22, clearcoat=1.0)
trim = studio.gold(0.2)
chest = props.chest(CHEST, SIZE, wood, trim, lid_open=62, rotation=(0, 0, math.radians(-24)))
# Gold caps on the front corners and a lock plate with a pearl, hung on the chest so they turn with it.
w, d, h = SIZE
fittings = [studio.box((x * w * 0.5, -d * 0.5, z), (0.12, 0.12, 0.12), trim, bevel=0.01) for x in (-1, 1) for z in (0.06, h - 0.08)]
fittings.append(studio.box((0, -d * 0.51, h * 0.72), (0.16, 0.03, 0.2), trim, bevel=0.008))
fittings.append(studio.sphere((0, -d * 0.53, h * 0.74), 0.045, studio.pearl()))
for part in fittings:
    part.parent = chest
# The hoard: coins heaped above the rim, a few pearls among them, some spilled on the floor.
rng = random.Random(41)
angle = math.radians(-24)
for i in range(60):
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
# The hoard's own glow, lighting the open lid from inside, and a rim from behind for the chest's edges.
studio.area_light((CHEST[0], CHEST[1] - 0.1, SIZE[2] + 0.5), (CHEST[0] + 0.1, CHEST[1] + 0.5, SIZE[2] + 0.9), 35, (1.0, 0.7, 0.3), size=0.3)
studio.area_light((CHEST[0] - 1.2, 1.8, 1.4), (CHEST[0], CHEST[1], 0.5), 160, studio.SUNSET, size=0.8)
studio.sparkles(16, (CHEST[0] + 0.3, 2.5, 1.6), (1.6, 1.0, 1.0), size=(0.015, 0.04), seed=43)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
