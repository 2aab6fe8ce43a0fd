"""Beside the slot lobby: Perla, the brand's pearl, crowned, sitting on a heap of gold coins in front of
a violet slot machine showing three sevens, with coins and pearls spilled at her feet."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, portrait, props, studio  # noqa: E402

job = studio.Job()
portrait.set_up(job)
lacquer = studio.glossy((0.2, 0.05, 0.55), roughness=0.18, clearcoat=1.0)
blank = studio.glossy((0.75, 0.72, 0.68), roughness=0.25, clearcoat=0.8)
ruby = studio.glossy((0.7, 0.005, 0.02), roughness=0.1, clearcoat=1.0)
machine = props.slot_machine((0.5, 0.75, 0.0), 2.1, lacquer, studio.gold(0.16), studio.glossy((0.003, 0.002, 0.01), roughness=0.05, clearcoat=1.0),
                             {'pearl': blank, 'gem': blank, 'ruby': ruby}, rotation=(0, 0, math.radians(-22)))
lettering.reel_sevens(machine, 2.1, ruby, blank)
coin_gold = studio.gold(0.3)
for base, count in (((-0.25, -0.2), 5), ((-0.62, -0.05), 3), ((0.1, -0.05), 3)):
    for i in range(count):
        studio.coin((base[0] + 0.012 * (i % 3 - 1), base[1], 0.05 * (i + 0.5) * 1.02), 0.26, 0.05, rotation=(0, 0, i * 0.7), material=coin_gold)
portrait.perla((-0.25, -0.22, 0.26 + 0.52), 0.52, glance=-0.12)
for x, y, turn in ((0.55, -0.6, 0.3), (-0.8, -0.7, 1.1), (0.15, -0.95, 0.5)):
    studio.coin((x, y, 0.017), 0.2, 0.034, rotation=(0.0, 0.0, turn), material=coin_gold)
studio.sphere((0.75, -0.95, 0.1), 0.1, studio.pearl())
studio.sphere((-0.45, -1.05, 0.08), 0.08, studio.pearl())
studio.sparkles(12, (0.0, 0.3, 1.6), (1.0, 0.4, 0.7), size=(0.012, 0.03), strength=14, seed=52)
portrait.shoot(job, focus=(-0.25, -0.22, 0.8))
