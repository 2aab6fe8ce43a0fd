"""Promotion card, welcome bonus: a pearl-white gift box tied with gold ribbon, its lid lifted on golden light."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.shapes import promo_set  # noqa: E402

GLOW = (0.75, 0.08, 0.45)
BOX = (1.25, 0.1, 0.0)

job = studio.Job()
target = promo_set(job, GLOW, subject_x=BOX[0])
props.gift_box(BOX, (0.95, 0.95, 0.85), studio.glossy((0.8, 0.77, 0.78), roughness=0.22, clearcoat=1.0), studio.gold(0.16), lid_lift=0.3, rotation=(0, 0, math.radians(-38)))
studio.sphere((BOX[0], BOX[1], 0.86), 0.3, studio.emission((1.0, 0.62, 0.2), 12)).scale = (1.3, 1.3, 0.12)
studio.area_light((BOX[0], BOX[1], 0.95), (BOX[0], BOX[1], 3.0), 250, (1.0, 0.7, 0.3), size=0.6)
studio.scatter_coins((BOX[0], -0.6, 0.0), (0.8, 0.3), 5, radius=0.15, seed=31)
studio.product_lights(target=(BOX[0], BOX[1], 0.5), key=0.45)
studio.sparkles(18, (BOX[0] + 0.3, 2.5, 1.6), (1.6, 1.0, 1.0), size=(0.015, 0.04), strength=40, seed=32)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
