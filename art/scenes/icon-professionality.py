"""Why choose: Professionality. A gold headset with pearl ear cushions and a microphone arm."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402

job = studio.Job()
studio.icon_studio(job, target=(0, 0, 0.55))
metal, cushion = studio.gold(0.2), studio.pearl()
bpy.ops.mesh.primitive_torus_add(major_radius=0.55, minor_radius=0.06, location=(0, 0, 0.45), rotation=(math.pi / 2, 0, 0))
band = studio._finish(bpy.context.active_object, metal)
bpy.ops.object.mode_set(mode='EDIT')
bpy.ops.mesh.select_all(action='SELECT')
bpy.ops.mesh.bisect(plane_co=(0, 0, 0.3), plane_no=(0, 0, 1), clear_inner=True)
bpy.ops.object.mode_set(mode='OBJECT')
for side in (-1, 1):
    studio.cylinder((side * 0.55, 0, 0.3), 0.2, 0.14, metal, bevel=0.03, rotation=(0, math.pi / 2, 0))
    pad = studio.sphere((side * 0.45, 0, 0.3), 0.19, cushion)
    pad.scale = (0.45, 1, 1)
bpy.ops.curve.primitive_bezier_curve_add(location=(0, 0, 0))
arm = bpy.context.active_object
points = arm.data.splines[0].bezier_points
points[0].co, points[0].handle_left, points[0].handle_right = (0.55, -0.05, 0.2), (0.55, 0, 0.3), (0.55, -0.2, 0.05)
points[1].co, points[1].handle_left, points[1].handle_right = (0.1, -0.45, 0.0), (0.3, -0.45, 0.0), (0.0, -0.45, 0.0)
arm.data.bevel_depth = 0.025
arm.data.bevel_resolution = 4
arm.data.materials.append(metal)
studio.sphere((0.07, -0.45, 0.0), 0.07, cushion, segments=32)
studio.render(job)
