"""Slot tile: Golden Empire. A gold crown set with pearls on a two-step dais of jade stone edged in gold,
a pearl-tipped sceptre lying before it, on a violet glow (the membership slide's crown sits on a violet
cushion: this one must not look like it)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.VIOLET)
top = lobby.steps((0, 0.1, 0), width=2.2, depth=1.5, rise=0.16, count=2, stone=(0.004, 0.035, 0.02))
props.crown((0, 0.12, top - 0.04), 0.8, studio.gold(0.14), studio.pearl(), rotation=(math.radians(-22), 0, 0.2))
trim = studio.gold(0.14)
rod = studio.cylinder((0, 0, 0), 0.04, 1.3, trim, bevel=0.0, vertices=32)
knob = studio.sphere((0, 0, 0.7), 0.11, studio.pearl())
collar = studio.sphere((0, 0, 0.6), 0.07, trim, segments=32)
lobby.group('sceptre', [rod, knob, collar], (0.05, -0.62, 0.2), (math.radians(92), 0, math.radians(-72)))
lobby.shoot(job, target=(0.0, 0.0, 0.62), distance=4.6, height=1.9, seed=19, side=-0.2)
