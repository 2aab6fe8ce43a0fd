"""Slot tile: Lucky Koi. Two koi circling each other in orange enamel and gold, leaping from a dark
pond rippling round them, among lily pads and a pink lotus, on a teal glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.TEAL)
water = lobby.pond(hue=tiles.TEAL)
lobby.statue(tiles.texture('textures/circling-fish.svg'), water + 0.08, width=1.6, height=1.6, turn=-18, depth=0.26, face=tiles.enamel('orange'))
lobby.lily_pad((-0.85, -0.35, 0.015), 0.28, rotation=0.6)
lobby.lily_pad((0.95, 0.1, 0.015), 0.24, rotation=2.4)
lobby.lily_pad((0.55, -0.7, 0.015), 0.18, rotation=4.0)
lobby.lotus((-0.5, -0.3, 0.03), 0.4)
studio.sphere((0.3, -0.75, 0.05), 0.06, studio.pearl(), segments=32)
lobby.shoot(job, target=(0.0, 0.0, 0.88), height=1.5, seed=8, side=0.15)
