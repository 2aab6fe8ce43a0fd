"""Hero key visual of a campaign's variant (content/campaigns.json): the welcome gift, a red-lacquered box
tied in gold under a full bow, its lid lifted on a glow, among stacks of gold coins and pearls. Set as the
hero's pearl is: a cut-out on a shadow catcher, art/render.ts lays it on scenes.json's backdrop."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

SIZE = (1.0, 1.0, 0.8)
LID_LIFT = 0.34
CAMERA = (0.0, -5.6, 2.6)
TARGET = (0.0, 0.0, 0.66)
LENS = 60

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'sunset', strength=0.35, rotation=200, backdrop=studio.NAVY)
bpy.ops.mesh.primitive_plane_add(size=20)
bpy.context.active_object.is_shadow_catcher = True

ribbon = studio.gold(0.28)
lacquer = studio.glossy((0.55, 0.015, 0.025), roughness=0.12, clearcoat=1.0)
gift = props.gift_box((0.0, 0.05, 0.0), SIZE, lacquer, ribbon, lid_lift=LID_LIFT, rotation=(0, 0, math.radians(-30)))
# The box's own bow is two upright rings, which read as spectacles: wide, flat loops, as on the promotion card.
for child in list(gift.children):
    if child.data.name.startswith(('Torus', 'Sphere')):
        bpy.data.objects.remove(child)
top = SIZE[2] + LID_LIFT + SIZE[2] * 0.02
for side in (-1, 1):
    bpy.ops.mesh.primitive_torus_add(major_radius=0.25, minor_radius=0.022, major_segments=64, minor_segments=16, location=(side * 0.26, 0.03, top + 0.12), rotation=(math.radians(28), side * math.radians(-22), side * math.radians(-18)))
    loop = studio._finish(bpy.context.active_object, ribbon)
    loop.scale = (1.2, 0.85, 3.6)
    loop.parent = gift
studio.sphere((0, 0, top + 0.05), 0.09, ribbon, segments=32).parent = gift
# Light from inside the box, seen in the gap under the lifted lid and on the lid's underside: the gift is open.
studio.glow_disc((0.0, 0.05, SIZE[2] * 0.86), 0.42, studio.GOLD, 30, facing=(0, 0, 1))
bpy.ops.object.light_add(type='POINT', location=(0.0, 0.05, SIZE[2] + 0.12))
glow = bpy.context.active_object.data
glow.energy, glow.color, glow.shadow_soft_size = 60, studio.GOLD, 0.2
# Gold motes rising from it (white ones, brighter, read as snow).
studio.sparkles(16, (0.0, 0.0, SIZE[2] + 0.45), (0.8, 0.4, 0.45), size=(0.012, 0.03), seed=41)

coin_gold = studio.gold(0.3)
for base, count in (((-1.08, -0.25), 6), ((1.05, -0.4), 4), ((-0.7, -0.85), 2)):
    for i in range(count):
        studio.coin((base[0] + 0.01 * (i % 3 - 1), base[1], 0.05 * (i + 0.5) * 1.02), 0.24, 0.05, rotation=(0, 0, i * 0.7), material=coin_gold)
for x, y, turn in ((0.1, -1.05, 0.3), (0.55, -0.85, 1.1), (-0.3, -1.15, 0.5)):
    studio.coin((x, y, 0.017), 0.2, 0.034, rotation=(0.0, 0.0, turn), material=coin_gold)
studio.sphere((0.8, -1.05, 0.12), 0.12, studio.pearl())
studio.sphere((-1.0, -0.8, 0.09), 0.09, studio.pearl())

studio.product_lights(target=TARGET, key=0.6)
studio.area_light((-0.9, -3.0, 3.2), (0.0, 0.0, 0.6), 200, studio.WARM_WHITE, size=0.3)
studio.area_light((0.0, 2.5, 1.8), (0.0, 0.0, 0.7), 260, studio.SUNSET, size=1.0)
studio.camera(CAMERA, TARGET, lens=LENS, focus=(0.0, 0.0, 0.6), fstop=4.0)
studio.render(job)
