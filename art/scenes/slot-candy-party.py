"""Slot tile: Sweet Pearls. A big wrapped sweet in pink enamel, its twisted wrapper ends in gold, on a
heap of round sweets in bright colours, a swirled lollipop leaning behind, on a lilac glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402
from lib.forms import ellipsoid  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.LILAC)
sweets = [studio.glossy(c, roughness=0.15, clearcoat=1.0, specular=0.7) for c in ((0.8, 0.05, 0.25), (0.05, 0.35, 0.9), (0.95, 0.5, 0.02), (0.15, 0.7, 0.1), (0.85, 0.8, 0.75))]
top = lobby.bead_heap(seed=5, radius=1.05, height=0.24, count=60, size=(0.07, 0.11), materials=sweets)
# A lollipop: a flat disc of pink and white rings on a white stick, leaning behind.
pop = []
for i in range(5):
    r = 0.5 - i * 0.1
    pop.append(studio.cylinder((0, 0.0 - i * 0.005, 0), r, 0.08 + i * 0.004, sweets[0] if i % 2 == 0 else sweets[4], bevel=0.02, vertices=64, rotation=(math.pi / 2, 0, 0)))
pop.append(studio.cylinder((0, 0.03, -0.75), 0.04, 0.9, sweets[4], bevel=0.0, vertices=24))
lobby.group('lollipop', pop, (0.55, 0.65, 1.25), (0, math.radians(-20), math.radians(-10)))
pink = tiles.enamel('pink', roughness=0.12)
trim = studio.gold(0.14)
parts = [ellipsoid((0, 0, 0), 0.42, (1.25, 0.9, 0.9), pink)]
for side in (-1, 1):
    bpy.ops.mesh.primitive_cone_add(vertices=12, radius1=0.06, radius2=0.34, depth=0.42, location=(side * 0.66, 0, 0), rotation=(0, side * math.pi / 2, 0))
    wrap = studio._finish(bpy.context.active_object, trim, bevel=0.01, smooth=False)
    wrap.scale = (1.0, 0.4, 1.0)
    parts.append(wrap)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.07, minor_radius=0.03, location=(side * 0.47, 0, 0), rotation=(0, math.pi / 2, 0))
    parts.append(studio._finish(bpy.context.active_object, trim))
for k in range(3):
    x = (k - 1) * 0.2
    f = math.sqrt(1 - (x / 0.525) ** 2)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.378, minor_radius=0.025, major_segments=64, location=(x, 0, 0), rotation=(0, math.pi / 2, 0))
    stripe = studio._finish(bpy.context.active_object, studio.glossy((0.85, 0.8, 0.75), roughness=0.15, clearcoat=1.0))
    stripe.scale = (f, f, 1.0)
    parts.append(stripe)
lobby.group('sweet', parts, (-0.05, -0.1, top + 0.5), (math.radians(-8), math.radians(-22), math.radians(-20))).scale = (1.22, 1.22, 1.22)
lobby.shoot(job, target=(0.0, 0.0, 0.8), height=1.5, seed=5, side=0.25)
