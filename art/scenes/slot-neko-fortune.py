"""Slot tile: Maneki Pearl. A porcelain beckoning cat (maneki-neko), one paw raised, a red collar with a
gold bell and a gold koban coin at its feet, sitting on a red velvet cushion with gold tassels, with a
gold ingot beside it, on a rose glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402
from lib.forms import ellipsoid, limb  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.ROSE)
top = lobby.cushion((0, 0.05, 0.0), size=(1.6, 1.25, 0.3), colour=(0.42, 0.004, 0.02), turn=math.radians(-8))
porcelain = studio.glossy((0.82, 0.79, 0.74), roughness=0.12, clearcoat=1.0, specular=0.6)
pink = studio.glossy((0.8, 0.25, 0.3), roughness=0.25, clearcoat=0.6)
ink = studio.glossy((0.01, 0.01, 0.012), roughness=0.1, clearcoat=1.0)
red = studio.glossy((0.55, 0.004, 0.01), roughness=0.15, clearcoat=1.0)
gold = studio.gold(0.12)

parts = [
    ellipsoid((0, 0, 0.44), 0.42, (1.0, 0.85, 1.05), porcelain),
    ellipsoid((0, -0.02, 1.06), 0.36, (1.15, 0.95, 0.9), porcelain),
]
for side in (-1, 1):
    bpy.ops.mesh.primitive_cone_add(vertices=48, radius1=0.13, radius2=0.015, depth=0.26, location=(side * 0.25, 0.0, 1.34), rotation=(0, side * math.radians(22), 0))
    parts.append(studio._finish(bpy.context.active_object, porcelain))
    bpy.ops.mesh.primitive_cone_add(vertices=48, radius1=0.08, radius2=0.01, depth=0.17, location=(side * 0.245, -0.06, 1.32), rotation=(math.radians(-8), side * math.radians(22), 0))
    parts.append(studio._finish(bpy.context.active_object, pink))
    parts.append(ellipsoid((side * 0.14, -0.325, 1.09), 0.055, (1.0, 0.45, 1.25), ink))
    for k in (-1, 1):
        whisker = studio.cylinder((side * 0.3, -0.3, 0.98 + k * 0.03), 0.006, 0.2, ink, bevel=0.0, vertices=8, rotation=(0, math.pi / 2, side * k * math.radians(8)))
        parts.append(whisker)
parts.append(studio.sphere((0, -0.355, 1.0), 0.035, pink))
bpy.ops.mesh.primitive_torus_add(major_radius=0.3, minor_radius=0.04, major_segments=96, location=(0, -0.03, 0.8), rotation=(math.radians(-8), 0, 0))
collar = studio._finish(bpy.context.active_object, red)
collar.scale = (1.05, 0.95, 1.0)
parts.append(collar)
parts.append(studio.sphere((0, -0.33, 0.71), 0.075, gold))
# The beckoning paw, raised beside the face; the other rests on the koban.
parts.extend(limb((0.3, -0.12, 0.62), (0.44, -0.16, 1.12), 0.085, porcelain))
parts.append(ellipsoid((0.445, -0.245, 1.12), 0.04, (1.0, 0.4, 1.0), pink))
koban = studio.cylinder((-0.12, -0.38, 0.34), 0.2, 0.05, studio.gold(0.22), bevel=0.012, vertices=96, rotation=(math.radians(80), 0, 0))
koban.scale = (0.68, 1.0, 1.0)
parts.append(koban)
parts.append(ellipsoid((-0.06, -0.4, 0.5), 0.09, (1.0, 0.9, 0.8), porcelain))
cat = lobby.group('cat', parts, (0, 0, top - 0.06), (0, 0, math.radians(-16)))
cat.scale = (1.12, 1.12, 1.12)
lobby.ingot((0.45, -0.55, 0.12), 0.18, rotation=(0.15, 0, math.radians(-30)))
lobby.loose(12, coins=2, pearls=2, y=-0.6)
lobby.shoot(job, target=(0.0, 0.0, 0.92), distance=3.85, height=1.5, seed=12, side=0.25)
