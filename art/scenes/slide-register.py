"""Carousel slide, registering: a pearl-white membership card with a raised gold emblem, a gold key across it, on dark velvet."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

CARD = (0.0, 0.0, 0.02)
CAMERA = (0.0, -2.6, 2.4)
TARGET = (0.05, 0.05, 0.0)

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.35, backdrop=studio.NAVY)
studio.stage(studio.velvet((0.018, 0.005, 0.05)))
gold = studio.gold(0.16)
face = studio.glossy((0.82, 0.8, 0.8), roughness=0.18, clearcoat=1.0)
props.card(CARD, (1.7, 1.07), face, gold, rotation=(0, 0, math.radians(-12)), emblem=studio.pearl())
props.key((0.05, -0.55, 0.08), 1.2, gold, studio.pearl(), rotation=(math.radians(90), 0, math.radians(18)))
studio.scatter_coins((0.0, 0.2, 0.0), (1.4, 0.6), 4, radius=0.12, seed=61)
studio.product_lights(target=TARGET, key=0.4)
studio.spot_light((-0.8, -1.2, 3.2), TARGET, 500, studio.WARM_WHITE, angle=45, blend=0.8, radius=0.3)
studio.camera(CAMERA, TARGET, lens=42, focus=(0.0, -0.2, 0.05), fstop=2.8)
studio.vignette(0.8, 0.95, 0.9)
studio.render(job)
