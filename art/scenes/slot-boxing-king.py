"""Slot tile: Boxing King. A red leather boxing glove, its cuff banded in white, standing knuckles up
and crowned in gold, on a pearl-ringed marble plinth, on a blue glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402
from lib.forms import ellipsoid  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.BLUE)
top = tiles.plinth()
leather = studio.glossy((0.5, 0.006, 0.012), roughness=0.22, clearcoat=1.0, specular=0.6)
band = studio.glossy((0.8, 0.78, 0.74), roughness=0.3, clearcoat=0.5)
parts = [
    studio.cylinder((0, 0, 0.25), 0.25, 0.44, leather, bevel=0.03, vertices=96),
    studio.cylinder((0, 0, 0.41), 0.265, 0.11, band, bevel=0.02, vertices=96),
    ellipsoid((0, 0, 0.82), 0.38, (1.0, 0.82, 1.0), leather),
    ellipsoid((-0.05, -0.2, 0.96), 0.27, (1.15, 0.7, 0.75), leather),
    ellipsoid((-0.32, -0.11, 0.64), 0.155, (0.7, 0.75, 1.45), leather, rotation=(0, math.radians(-18), 0)),
]
glove = bpy.data.objects.new('glove', None)
bpy.context.scene.collection.objects.link(glove)
for part in parts:
    part.parent = glove
glove.location = (0, 0, top)
glove.rotation_euler = (0, math.radians(10), math.radians(-20))
props.crown((0.1, 0.0, top + 1.13), 0.24, studio.gold(0.12), studio.pearl(), rotation=(math.radians(-16), math.radians(10), 0))
tiles.trimmings(seed=4)
tiles.shoot(job)
