"""Not found: the hero's gold scallop shell lying open and empty, its pearl rolled out and away across
the floor, a coin beside it; a shadow catcher grounds them on the page's colour."""
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402
from lib.shapes import scallop  # noqa: E402

SHELL_RADIUS = 1.1
HINGE = (-0.35, 0.6, 0.27)
TARGET = (0.25, -0.1, 0.45)

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'studio', strength=0.8)
shell_gold = studio.gold(0.2)
scallop(SHELL_RADIUS, 0, shell_gold, location=HINGE)
scallop(SHELL_RADIUS, 58, shell_gold, location=(HINGE[0], HINGE[1], HINGE[2] + 0.05), lid=True)
studio.sphere((1.35, -0.75, 0.2), 0.2, studio.pearl())
studio.coin((0.95, -1.05, 0.015), 0.2, 0.04, rotation=(0, 0, 0.4))
bpy.ops.mesh.primitive_plane_add(size=20, location=(0, 0, 0))
bpy.context.active_object.is_shadow_catcher = True
studio.product_lights(target=TARGET, key=0.7)
studio.area_light((-0.9, -3.0, 3.2), (0.0, 0.05, 0.6), 260, studio.WARM_WHITE, size=0.4)
studio.camera((0.4, -5.2, 3.1), TARGET, lens=50, focus=(0.3, -0.2, 0.4), fstop=5.6)
studio.render(job)
