"""Why choose: Convenience. A gold coin purse, clasp open, a coin and a pearl beside it."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import bpy  # noqa: E402

from lib import studio  # noqa: E402

job = studio.Job()
studio.icon_studio(job, target=(0, 0, 0.4))
leather = studio.glossy((0.25, 0.03, 0.35), roughness=0.35, clearcoat=0.6)
purse = studio.sphere((0, 0.05, 0.4), 0.5, leather)
purse.scale = (1.15, 0.5, 0.8)
clasp = studio.gold(0.18)
bpy.ops.mesh.primitive_torus_add(major_radius=0.44, minor_radius=0.045, location=(0, 0.05, 0.55), rotation=(math.pi / 2, 0, 0))
studio._finish(bpy.context.active_object, clasp)
for side in (-1, 1):
    studio.sphere((side * 0.09, 0.05, 1.02), 0.075, clasp, segments=32)
studio.coin((0.62, -0.35, 0.2), radius=0.22, thickness=0.05, rotation=(math.radians(75), 0, math.radians(-35)))
studio.sphere((-0.55, -0.35, 0.1), 0.1, studio.pearl())
studio.render(job)
