"""Category tile: Live games. A live studio's on-air sign, "LIVE" lit red beside a red recording light in
a gold frame, stands on a pearl-ringed plinth; a dealt ace of hearts and a king of spades lie face up at
its foot between stacks of casino chips, on a crimson glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.CRIMSON)
top = tiles.plinth(0.6)
gold, on_air = studio.gold(0.18), studio.emission((1.0, 0.05, 0.03), 3.5)
# The sign: a gold frame round a black glass face, the word and the light set into it, on a short post.
w, h = 1.3, 0.56
sign = [
    studio.box((0, 0, 0), (w, 0.2, h), gold, bevel=0.045),
    studio.box((0, -0.09, 0), (w - 0.12, 0.04, h - 0.12), studio.glossy((0.004, 0.003, 0.006), roughness=0.05, clearcoat=1.0), bevel=0.01),
    lettering.glyphs('LIVE', 0.3, on_air, (0.12, -0.115, -0.005), (math.pi / 2, 0, 0), depth=0.012),
    studio.sphere((-w / 2 + 0.2, -0.11, 0.0), 0.075, on_air, segments=32),
    studio.cylinder((0, 0, -h / 2 - 0.12), 0.06, 0.26, gold, bevel=0.01),
    studio.cylinder((0, 0, -h / 2 - 0.24), 0.22, 0.04, gold, bevel=0.01),
]
lobby.group('sign', sign, (0.0, 0.05, top + h / 2 + 0.26), (0, 0, math.radians(-14)))
# The sign's red light falling on the plinth and the cards in front of it.
studio.area_light((0.0, -0.5, top + 0.7), (0.0, -0.6, 0.0), 12, (1.0, 0.1, 0.06), size=0.8)
tiles.playing_card('A', '♥', (-0.42, -0.6, 0.02), (0.0, 0.0, math.radians(14)), scale=0.5)
tiles.playing_card('K', '♠', (0.4, -0.62, 0.02), (0.0, 0.0, math.radians(-10)), scale=0.5)
tiles.chip_stack((-1.2, -0.3, 0.0), 7, (0.5, 0.01, 0.02), seed=1)
tiles.chip_stack((-0.95, -0.6, 0.0), 3, (0.02, 0.05, 0.3), seed=2)
tiles.chip_stack((1.2, -0.3, 0.0), 5, (0.02, 0.22, 0.05), seed=3)
tiles.chip_stack((0.95, -0.62, 0.0), 2, (0.5, 0.01, 0.02), seed=4)
tiles.trimmings(seed=32, coins=2, pearls=2, spread=1.6)
tiles.shoot(job, target=(0.0, 0.0, 0.6), height=1.25, lens=42)
