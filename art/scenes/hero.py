"""Hero key visual: Perla, the brand's pearl with a face and a small gold crown (lib/mascot.py), in an open
gold scallop shell among gold coins, the lobby behind her (a slot machine showing three sevens, an ace and a
king over stacks of chips, coins tossed in the air), a product shot lit by a warm evening rim light.
Rendered as a cut-out on a shadow catcher: art/render.ts sets it on the soft glow of scenes.json's
backdrop, so no horizon or straight edge shows where the page fades it; everything stays inside the round
in which the page shows it."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, mascot, props, studio, tiles  # noqa: E402
from lib.shapes import scallop  # noqa: E402

PEARL_RADIUS = 0.47
SHELL_RADIUS = 1.25
SHELL_OPEN = 62  # degrees the upper shell is lifted
HINGE = (0.0, 0.75, 0.3)
CAMERA = (0.0, -5.6, 2.5)
TARGET = (0.0, 0.3, 0.85)
LENS = 50
KEY_SIZE = 0.6
# The pearl's colour from facing to grazing: a body a little deeper than the shared pearl's, the same rims.
NACRE = [(0.34, 0.31, 0.29), (0.36, 0.27, 0.3), (0.46, 0.4, 0.68), (0.3, 0.55, 0.58)]

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'sunset', strength=0.35, rotation=200, backdrop=studio.NAVY)
bpy.ops.mesh.primitive_plane_add(size=20)
bpy.context.active_object.is_shadow_catcher = True

cup_y = HINGE[1] - 0.56 * SHELL_RADIUS
shell_gold = studio.gold(0.2)
scallop(SHELL_RADIUS, 0, shell_gold, location=HINGE)
scallop(SHELL_RADIUS, SHELL_OPEN, shell_gold, location=(HINGE[0], HINGE[1], HINGE[2] + 0.05), lid=True)
# The big pearl a little deeper than the shared pearls, so the key's window and the nacre's sheen show on
# it (white on white it read as matte plastic; a darker body read as grey glass).
nacre = studio.pearl()
ramp = next(node for node in nacre.node_tree.nodes if node.type == 'VALTORGB')
for element, colour in zip(ramp.color_ramp.elements, NACRE):
    element.color = (*colour, 1)
mascot.perla((0.0, cup_y, HINGE[2] + PEARL_RADIUS * 0.55), PEARL_RADIUS, nacre, CAMERA)


# Satin gold: a mirror-smooth face reflected the dark studio and read as a melted disc; turned rings
# cut into it read, at the size a phone shows them, as a target or a lollipop. The coin's star is enough.
COIN = studio.gold(0.3)
# Stacks and loose coins placed by hand, none through another; everything stays inside the round in which
# the page shows the art (from 40% of its width off centre it fades into the hero's glow).
for base, count in (((-1.05, -0.15), 7), ((-0.72, -0.72), 3), ((1.02, -0.35), 5)):
    for i in range(count):
        studio.coin((base[0] + 0.01 * (i % 3 - 1), base[1], 0.05 * (i + 0.5) * 1.02), 0.24, 0.05, rotation=(0, 0, i * 0.7), material=COIN)
for x, y, turn in ((0.05, -1.05, 0.3), (-0.2, -0.55, 1.1), (0.38, -0.62, 0.5)):
    studio.coin((x, y, 0.017), 0.2, 0.034, rotation=(0.0, 0.0, turn), material=COIN)
studio.sphere((0.62, -1.0, 0.12), 0.12, studio.pearl())
studio.sphere((-0.4, -1.2, 0.09), 0.09, studio.pearl())

# The lobby behind her: a violet slot machine showing three sevens on her left, an ace and a king fanned on
# her right over stacks of chips, coins tossed in the air above.
lacquer = studio.glossy((0.2, 0.05, 0.55), roughness=0.18, clearcoat=1.0)
blank = studio.glossy((0.75, 0.72, 0.68), roughness=0.25, clearcoat=1.0)
ruby = studio.glossy((0.7, 0.005, 0.02), roughness=0.1, clearcoat=1.0)
machine = props.slot_machine((-1.45, 1.45, 0.0), 1.5, lacquer, studio.gold(0.16), studio.glossy((0.003, 0.002, 0.01), roughness=0.05, clearcoat=1.0),
                             {'pearl': blank, 'gem': blank, 'ruby': ruby}, rotation=(0, 0, math.radians(24)))
lettering.reel_sevens(machine, 1.5, ruby, blank)
tiles.playing_card('A', '♠', (1.2, 1.5, 0.75), (math.radians(76), math.radians(-8), math.radians(-16)), scale=0.9)
tiles.playing_card('K', '♥', (1.55, 1.6, 0.72), (math.radians(76), math.radians(-22), math.radians(-30)), scale=0.9)
tiles.chip_stack((1.6, 0.55, 0.0), 7, (0.6, 0.02, 0.04), seed=3)
tiles.chip_stack((1.3, 1.0, 0.0), 5, (0.02, 0.12, 0.5), seed=5)
for location, turn in (((-0.85, 0.2, 1.55), (1.1, 0.4, 0.2)), ((0.95, 0.3, 1.7), (0.5, -0.7, 0.9)), ((-0.25, 0.6, 1.95), (1.4, 0.2, 1.6)), ((0.45, 0.7, 2.05), (0.2, 1.1, 0.4))):
    studio.coin(location, 0.14, 0.03, rotation=turn, material=COIN)
studio.sparkles(18, (0.0, 0.8, 1.8), (1.6, 0.5, 0.5), size=(0.01, 0.03), seed=61)

studio.product_lights(target=TARGET, key=0.6)
# The shared key is a 2.5 m softbox: on the pearl its reflection covered the whole front and the pearl
# read as matte plastic. A smaller key draws one crisp window on it and crisper ridges on the shell.
next(o for o in bpy.data.objects if o.type == 'LIGHT' and o.location.x < 0 and o.location.y < 0).data.size = KEY_SIZE
studio.area_light((-0.9, -3.0, 3.2), (0.0, cup_y, 0.6), 220, studio.WARM_WHITE, size=0.2)
studio.area_light((0.0, 2.5, 1.6), (0.0, cup_y, 0.6), 260, studio.SUNSET, size=1.0)
# f/4: the shell, pearl and coins sharp, the nearest loose coins a little soft.
studio.camera(CAMERA, TARGET, lens=LENS, focus=(0.0, cup_y, 0.6), fstop=4.0)
studio.render(job)
