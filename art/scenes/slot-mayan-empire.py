"""Slot tile: Mayan Empire. A stepped pyramid modelled in gold, each terrace banded in jade enamel, a
stair climbing its front to a temple at its top, turned to show two faces, among broad jungle leaves,
on an olive glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.OLIVE, glow=1.8)
gold, jade = studio.gold(0.22), lobby.enamel('jade', roughness=0.25)
dark = studio.glossy((0.01, 0.01, 0.008), roughness=0.5)
parts = []
tiers, rise = 6, 0.2
for i in range(tiers):
    w = 1.75 - i * 0.24
    z = rise * (i + 0.5)
    parts.append(studio.box((0, 0, z), (w, w, rise * 0.98), gold, bevel=0.012))
    parts.append(studio.box((0, 0, z + rise * 0.3), (w * 1.006, w * 1.006, rise * 0.16), jade, bevel=0.004))
top = rise * tiers
# The stair up the front face and the temple at the top with its dark doorway.
stair = studio.box((0, -0.55, top / 2 - 0.06), (0.34, 0.12, top * 1.32), gold, bevel=0.01, rotation=(math.radians(-35), 0, 0))
parts.append(stair)
for k in range(9):
    parts.append(studio.box((0, -0.92 + k * 0.079, 0.07 + k * 0.128), (0.4, 0.03, 0.025), jade, bevel=0.003))
parts.append(studio.box((0, 0, top + 0.17), (0.44, 0.4, 0.34), gold, bevel=0.015))
parts.append(studio.box((0, 0, top + 0.37), (0.5, 0.46, 0.06), jade, bevel=0.006))
parts.append(studio.box((0, -0.2, top + 0.13), (0.15, 0.03, 0.22), dark, bevel=0.004))
lobby.group('pyramid', parts, (0, 0.15, 0), (0, 0, math.radians(-32))).scale = (0.84, 0.84, 0.84)
for x, y, a, length in ((-1.1, -0.2, 200, 1.0), (1.15, -0.1, -20, 0.95), (-0.85, -0.55, 235, 0.8), (0.8, -0.6, 305, 0.8)):
    lobby.leaf((x * 0.75, y, 0.03), length, length * 0.42, (0.12, -0.15, math.radians(a)), colour=(0.02, 0.15, 0.03))
lobby.loose(10, coins=2, pearls=1, y=-0.85)
lobby.shoot(job, target=(0.0, 0.0, 0.66), height=1.65, seed=10, side=-0.3)
