"""Download bonus banner: gold coins tumbling down onto a growing heap, pearls among them. The left
half stays dark for the banner's words."""
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402
from lib.shapes import promo_set  # noqa: E402

GLOW = (0.9, 0.45, 0.08)
HEAP = (1.3, 0.2, 0.0)

job = studio.Job()
promo_set(job, GLOW, subject_x=HEAP[0])
rng = random.Random(101)
# The heap: coins lying at random tilts on a low dome.
for i in range(90):
    r = 0.9 * math.sqrt(rng.random())
    a = rng.uniform(0, 2 * math.pi)
    x, y = HEAP[0] + r * math.cos(a), HEAP[1] + 0.6 * r * math.sin(a)
    z = 0.45 * (1 - (r / 0.9) ** 2) + 0.02
    studio.coin((x, y, z), radius=0.12, thickness=0.022, rotation=(rng.uniform(-0.7, 0.7), rng.uniform(-0.7, 0.7), rng.uniform(0, math.pi)))
for i in range(4):
    r, a = rng.uniform(0.1, 0.6), rng.uniform(0, 2 * math.pi)
    studio.sphere((HEAP[0] + r * math.cos(a), HEAP[1] + 0.6 * r * math.sin(a), 0.45 * (1 - (r / 0.9) ** 2) + 0.08), 0.07, studio.pearl())
# The cascade: coins falling from above, spinning.
for i in range(12):
    z = 0.85 + i * 0.16
    studio.coin((HEAP[0] + rng.uniform(-0.35, 0.35), HEAP[1] + rng.uniform(-0.2, 0.2), z), radius=0.12, thickness=0.022, rotation=(rng.uniform(0, math.pi), rng.uniform(0, math.pi), rng.uniform(0, math.pi)))
studio.product_lights(target=(HEAP[0], HEAP[1], 0.6), key=0.6)
studio.spot_light((HEAP[0], -1.0, 4.0), (HEAP[0], HEAP[1], 0.5), 700, studio.WARM_WHITE, angle=30, blend=0.6)
studio.sparkles(16, (HEAP[0] + 0.2, 2.2, 1.6), (1.4, 0.8, 1.0), size=(0.015, 0.04), strength=40, seed=102)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
