"""Why choose: Convenience. A violet leather wallet, its tab fastened with a gold snap, a gold card
and a note of gold foil showing at its top, nothing beside it (a coin and a pearl there read as stray balls)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402

job = studio.Job()
studio.icon_studio(job, target=(0, 0, 0.4))
leather = studio.glossy((0.16, 0.02, 0.26), roughness=0.3, clearcoat=0.8)
flap_leather = studio.glossy((0.3, 0.05, 0.42), roughness=0.35, clearcoat=0.5)
gold = studio.gold(0.18)
tilt = (0, 0, math.radians(-14))
# what shows above the wallet's mouth, behind the flap: a gold card and a note
studio.box((-0.12, 0.12, 0.86), (0.72, 0.03, 0.5), gold, bevel=0.03, rotation=(0, math.radians(-6), math.radians(-14)))
studio.box((0.18, 0.16, 0.82), (0.7, 0.02, 0.42), studio.glossy((0.85, 0.62, 0.18), roughness=0.45, clearcoat=0.2), bevel=0.01, rotation=(0, math.radians(8), math.radians(-14)))
studio.box((0, 0.05, 0.4), (1.4, 0.22, 0.8), leather, bevel=0.08, rotation=tilt)
# the flap's tab over the mouth, fastened by a gold snap
studio.box((0.0, -0.08, 0.66), (0.46, 0.06, 0.42), flap_leather, bevel=0.05, rotation=tilt)
studio.cylinder((0.0, -0.12, 0.58), 0.07, 0.05, gold, bevel=0.012, rotation=(math.pi / 2, 0, math.radians(-14)))
studio.render(job)
