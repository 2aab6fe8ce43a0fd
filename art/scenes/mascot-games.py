"""Beside the popular games: Perla, the brand's pearl, crowned, at the tables, two playing cards (an ace
and a king) fanned behind her, a pair of dice and stacks of chips before her."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import portrait, props, studio, tiles  # noqa: E402

job = studio.Job()
portrait.set_up(job)
tiles.playing_card('A', '♠', (-0.42, 0.75, 0.9), (math.radians(72), math.radians(16), math.radians(10)), scale=0.95)
tiles.playing_card('K', '♥', (0.45, 0.8, 0.9), (math.radians(72), math.radians(-16), math.radians(-14)), scale=0.95)
coin_gold = studio.gold(0.3)
for i in range(4):
    studio.coin((0.0, 0.0, 0.05 * (i + 0.5) * 1.02), 0.34, 0.05, rotation=(0, 0, i * 0.7), material=coin_gold)
portrait.perla((0.0, 0.0, 0.2 + 0.52), 0.52, glance=0.1)
ivory, ink = studio.glossy((0.8, 0.76, 0.7), roughness=0.2, clearcoat=1.0), studio.glossy((0.1, 0.01, 0.3), roughness=0.2, clearcoat=0.8)
props.die((-0.62, -0.75, 0.16), 0.32, ivory, ink, rotation=(0, 0, math.radians(28)))
props.die((0.66, -0.62, 0.16), 0.32, ivory, ink, rotation=(math.radians(90), 0, math.radians(-22)))
tiles.chip_stack((-0.95, -0.1, 0.0), 5, (0.6, 0.02, 0.04), seed=3)
tiles.chip_stack((0.98, -0.05, 0.0), 4, (0.02, 0.12, 0.5), seed=5)
studio.sphere((0.15, -1.0, 0.09), 0.09, studio.pearl())
studio.sparkles(12, (0.0, 0.3, 1.7), (1.0, 0.4, 0.6), size=(0.012, 0.03), strength=14, seed=53)
portrait.shoot(job, focus=(0.0, 0.0, 0.75))
