"""Slot tile: Lucky Koi. Two koi in red enamel ringed with gold, leaping toward each other over a dark teal pond,
a gold coin between them, lily pads and a pink lotus on the water, on a teal glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.TEAL)
water = lobby.pond(hue=tiles.TEAL)
gold = studio.gold(0.18)
red = lobby.enamel((0.75, 0.06, 0.01))
# Side on, the pair leaps toward each other over the water, noses up, the coin between them. forms.fish
# faces left; the left one is mirrored so that it faces right and its eye still faces the camera. Koi
# are longer and slimmer than forms.fish's plump fish.
for x, mirror, lean in ((-0.47, -1, -24), (0.47, 1, 24)):
    koi = forms.fish((x, 0.0, water + 0.85), 0.6, 0, red, bands=gold)
    koi.scale = (mirror * 0.6 * 1.25, 0.6, 0.6 * 0.8)
    koi.rotation_euler = (0, math.radians(lean), 0)
studio.coin((0.0, -0.05, water + 1.2), 0.17, 0.03, rotation=(math.radians(80), 0, 0.2))
lobby.lily_pad((-0.85, -0.35, 0.015), 0.28, rotation=0.6)
lobby.lily_pad((0.95, 0.1, 0.015), 0.24, rotation=2.4)
lobby.lily_pad((0.55, -0.7, 0.015), 0.18, rotation=4.0)
lobby.lotus((-0.5, -0.3, 0.03), 0.4)
studio.sphere((0.3, -0.75, 0.05), 0.06, studio.pearl(), segments=32)
lobby.shoot(job, target=(0.0, 0.0, 0.95), height=1.3, seed=8, side=0.15)
