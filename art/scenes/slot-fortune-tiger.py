"""Slot tile: Fortune Tiger. A tiger's mask in black lacquer, its stripes and eyes cut through to the
gold behind, rising from a heap of gold coins, two gold ingots and a red envelope at its foot, on an
orange glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.ORANGE)
top = lobby.coin_heap(seed=1)
lobby.statue(tiles.texture('textures/tiger-head.svg'), top - 0.06, width=1.55, height=1.55, turn=-5, tilt=7, y=0.1, bevel=0.016, harden=True, face=lobby.enamel('black'))
lobby.ingot((-0.72, -0.5, 0.2), 0.22, rotation=(0.1, 0, math.radians(20)))
lobby.ingot((0.78, -0.42, 0.18), 0.18, rotation=(0.05, -0.1, math.radians(-25)))
envelope = studio.box((0.55, -0.62, 0.16), (0.3, 0.02, 0.42), studio.glossy((0.55, 0.01, 0.015), roughness=0.25, clearcoat=0.8), bevel=0.006, rotation=(math.radians(-20), 0, math.radians(-30)))
studio.cylinder((0, -0.015, 0.06), 0.07, 0.01, studio.gold(0.15), bevel=0.002, rotation=(math.pi / 2, 0, 0), vertices=32).parent = envelope
lobby.shoot(job, target=(0.0, 0.0, 0.84), height=1.35, seed=1, side=0.3)
