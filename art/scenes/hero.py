"""Hero key visual: a luminous pearl in an open gold scallop shell among gold coins, a product shot lit
by a warm evening rim light. Rendered as a cut-out on a shadow catcher: art/render.ts sets it on the
soft glow of scenes.json's backdrop, so no horizon or straight edge shows where the page fades it."""
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402
from lib.shapes import scallop  # noqa: E402

PEARL_RADIUS = 0.4
SHELL_RADIUS = 1.25
SHELL_OPEN = 62  # degrees the upper shell is lifted
HINGE = (0.0, 0.75, 0.3)
CAMERA = (0.0, -5.6, 2.5)
TARGET = (0.0, 0.0, 0.62)
LENS = 62
KEY_SIZE = 0.6
# The pearl's colour from facing to grazing: a deeper body than the shared pearl's, the same rims.
NACRE = [(0.19, 0.17, 0.17), (0.2, 0.15, 0.17), (0.44, 0.42, 0.7), (0.3, 0.55, 0.58)]

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'sunset', strength=0.35, rotation=200, backdrop=studio.NAVY)
bpy.ops.mesh.primitive_plane_add(size=20)
bpy.context.active_object.is_shadow_catcher = True

cup_y = HINGE[1] - 0.56 * SHELL_RADIUS
shell_gold = studio.gold(0.2)
scallop(SHELL_RADIUS, 0, shell_gold, location=HINGE)
scallop(SHELL_RADIUS, SHELL_OPEN, shell_gold, location=(HINGE[0], HINGE[1], HINGE[2] + 0.05), lid=True)
# The big pearl deeper than the shared pearls, so the key's highlight and the nacre's sheen show on it
# (white on white, it read as matte plastic).
nacre = studio.pearl()
ramp = next(node for node in nacre.node_tree.nodes if node.type == 'VALTORGB')
for element, colour in zip(ramp.color_ramp.elements, NACRE):
    element.color = (*colour, 1)
studio.sphere((0.0, cup_y, HINGE[2] + PEARL_RADIUS * 0.55), PEARL_RADIUS, nacre)

# Everything the eye rests on stays clear of the frame's edges, which the page fades into the hero's glow.
studio.coin_stack((-1.05, -0.15, 0.0), 7, radius=0.24, thickness=0.05, seed=4)
studio.coin_stack((-0.72, -0.7, 0.0), 3, radius=0.24, thickness=0.05, seed=5)
studio.coin_stack((1.02, -0.35, 0.0), 5, radius=0.24, thickness=0.05, seed=6)
studio.scatter_coins((0.0, -0.95, 0.0), (1.1, 0.35), 5, radius=0.2, seed=8)
studio.sphere((0.62, -1.0, 0.12), 0.12, studio.pearl())
studio.sphere((-0.4, -1.2, 0.09), 0.09, studio.pearl())

studio.product_lights(target=TARGET, key=0.6)
# The shared key is a 2.5 m softbox: on the pearl its reflection covered the whole front and the pearl
# read as matte plastic. A smaller key draws one crisp window on it and crisper ridges on the shell.
next(o for o in bpy.data.objects if o.type == 'LIGHT' and o.location.x < 0 and o.location.y < 0).data.size = KEY_SIZE
studio.area_light((-0.9, -3.0, 3.2), (0.0, cup_y, 0.6), 220, studio.WARM_WHITE, size=0.2)
studio.area_light((0.0, 2.5, 1.6), (0.0, cup_y, 0.6), 260, studio.SUNSET, size=1.0)
# f/4: the shell, pearl and coins sharp, the nearest loose coins a little soft.
studio.camera(CAMERA, TARGET, lens=LENS, focus=(0.0, cup_y, 0.6), fstop=4.0)
studio.render(job)
