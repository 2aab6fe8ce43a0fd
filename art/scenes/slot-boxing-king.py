"""Slot tile: Knockout Crown. A red leather boxing glove, its cuff banded in white, standing knuckles up
and crowned in gold, in the corner of a boxing ring: a navy canvas, a gold corner post and three ropes,
on a blue glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, props, studio, tiles  # noqa: E402
from lib.forms import ellipsoid  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.BLUE)
canvas = studio.glossy((0.01, 0.02, 0.08), roughness=0.5, clearcoat=0.2)
studio.box((0, 0.3, -0.04), (3.2, 2.4, 0.08), canvas, bevel=0.02, rotation=(0, 0, math.radians(45)))
trim = studio.gold(0.14)
corner = (-0.05, 1.0)
studio.cylinder((corner[0], corner[1], 0.75), 0.08, 1.5, trim, bevel=0.02, vertices=48)
studio.sphere((corner[0], corner[1], 1.52), 0.11, studio.pearl())
ropes = [studio.glossy(c, roughness=0.3, clearcoat=0.6) for c in ((0.6, 0.01, 0.02), (0.8, 0.78, 0.74), (0.02, 0.08, 0.6))]
for k, z in enumerate((1.32, 0.98, 0.64)):
    for side in (-1, 1):
        a = math.radians(-90 + side * 48)
        length = 2.6
        end = (corner[0] + math.cos(a) * length, corner[1] + math.sin(a) * length, z)
        mid = ((corner[0] + end[0]) / 2, (corner[1] + end[1]) / 2, z)
        rope = studio.cylinder(mid, 0.028, length, ropes[k], bevel=0.0, vertices=16, rotation=(0, math.pi / 2, a))
leather = studio.glossy((0.5, 0.006, 0.012), roughness=0.22, clearcoat=1.0, specular=0.6)
band = studio.glossy((0.8, 0.78, 0.74), roughness=0.3, clearcoat=0.5)
parts = [
    studio.cylinder((0, 0, 0.25), 0.25, 0.44, leather, bevel=0.03, vertices=96),
    studio.cylinder((0, 0, 0.41), 0.265, 0.11, band, bevel=0.02, vertices=96),
    ellipsoid((0, 0, 0.82), 0.38, (1.0, 0.82, 1.0), leather),
    ellipsoid((-0.05, -0.2, 0.96), 0.27, (1.15, 0.7, 0.75), leather),
    ellipsoid((-0.32, -0.11, 0.64), 0.155, (0.7, 0.75, 1.45), leather, rotation=(0, math.radians(-18), 0)),
]
s = 1.18
glove = lobby.group('glove', parts, (0.0, -0.15, 0.0), (0, math.radians(10), math.radians(-28)))
glove.scale = (s, s, s)
props.crown((0.14, -0.15, 1.13 * s), 0.24 * s, studio.gold(0.12), studio.pearl(), rotation=(math.radians(-16), math.radians(10), 0))
lobby.loose(4, coins=2, pearls=2, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.8), height=1.4, seed=4, side=0.3)
