"""Online slots key art: classic reel symbols tumbling down a tall column, a product shot in warm
evening light. A big deep ruby "7" edged in gold turns at the top; below it an emerald and a ruby
cherry pair on gold stems, then a gold bell and two pearls, while gold coins spiral down among them
onto a small heap of coins. A cut-out on a shadow catcher, like the hero: art/render.ts sets it on
scenes.json's violet glow, so it dissolves into the page beside the slot gallery."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, lettering, lobby, props, studio  # noqa: E402

TARGET = (0.0, 0.0, 2.12)
# The coins' spiral down to the heap (x, y, z, tilt about x and y), tilted to mirror the top softbox.
COINS = [(0.98, -0.2, 2.75, 0.9, -0.5), (-0.02, 0.35, 2.05, 0.45, -0.9), (-1.1, -0.1, 1.35, 0.8, 0.4),
         (1.05, 0.2, 1.3, 0.6, 0.8), (0.42, -0.3, 0.62, 1.2, -0.6), (-0.85, -0.35, 0.62, 0.5, 1.0)]

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'studio', strength=0.5, rotation=30)
bpy.ops.mesh.primitive_plane_add(size=20)
bpy.context.active_object.is_shadow_catcher = True
metal, ruby = studio.gold(0.16), studio.glossy((0.62, 0.004, 0.012), roughness=0.08, clearcoat=1.0)
# A glass emerald stayed grainy at 160 samples: a glossy one tinting its reflections green is clean.
emerald = studio.glossy((0.012, 0.36, 0.075), roughness=0.05, metallic=0.85, clearcoat=0.4, specular=0.8)
# The 7: a deep extrusion with a rounded bevel, its faces ruby and its sides and bevel gold.
seven = lettering.glyphs('7', 3.45, ruby, (0.05, 0.0, 3.55), (math.radians(84), math.radians(-6), math.radians(22)), depth=0.2)
seven.data.bevel_depth, seven.data.bevel_resolution, seven.data.offset = 0.05, 4, -0.05
bpy.context.view_layer.objects.active = seven
seven.select_set(True)
bpy.ops.object.convert(target='MESH')
seven.data.materials.append(metal)
for poly in seven.data.polygons:
    poly.material_index = 0 if abs(poly.normal.z) > 0.96 else 1
studio._finish(seven)
props.gem((-0.66, -0.1, 2.0), 0.44, emerald, rotation=(math.radians(-18), 0.35, 0.4))
# The cherries: two ruby spheres on curved gold stems meeting under a gold leaf.
joint = (0.64, 0.0, 2.22)
for x, y, z, bend in ((0.4, -0.1, 1.6, -0.18), (0.86, 0.1, 1.7, 0.14)):
    studio.sphere((x, y, z), 0.19, ruby)
    curve = bpy.data.curves.new('stem', 'CURVE')
    curve.dimensions, curve.bevel_depth, curve.bevel_resolution = '3D', 0.018, 3
    points = curve.splines.new('BEZIER').bezier_points
    points.add(1)
    points[0].co, points[0].handle_right, points[0].handle_left = (x, y, z + 0.16), (x + bend * 0.6, y, z + 0.35), (x, y, z)
    points[1].co, points[1].handle_left, points[1].handle_right = joint, (joint[0] + bend * 0.5, 0.0, joint[2] - 0.15), joint
    curve.materials.append(metal)
    bpy.context.scene.collection.objects.link(bpy.data.objects.new('stem', curve))
forms.ellipsoid((joint[0] + 0.13, 0.0, joint[2] + 0.07), 1.0, (0.16, 0.02, 0.06), metal, rotation=(0.1, -0.55, 0.0))
# The bell: a lathe of its profile, a loop on top, a clapper under the lip.
profile = [(0.0, 1.0), (0.2, 0.98), (0.32, 0.9), (0.37, 0.75), (0.4, 0.55), (0.47, 0.33), (0.58, 0.14), (0.68, 0.04),
           (0.69, 0.0), (0.6, 0.02), (0.48, 0.12), (0.38, 0.36), (0.32, 0.65), (0.0, 0.74)]
verts = [(r * 0.62 * math.cos(a), r * 0.62 * math.sin(a), z * 0.62) for a in (2 * math.pi * i / 72 for i in range(72)) for r, z in profile]
faces = [(i * 14 + j, (i + 1) % 72 * 14 + j, (i + 1) % 72 * 14 + j + 1, i * 14 + j + 1) for i in range(72) for j in range(13)]
bell = bpy.data.objects.new('bell', bpy.data.meshes.new('bell'))
bell.data.from_pydata(verts, [], faces)
bpy.context.scene.collection.objects.link(bell)
studio._finish(bell, metal, subdivide=1)
bpy.ops.mesh.primitive_torus_add(major_radius=0.07, minor_radius=0.022, location=(0, 0, 0.68), rotation=(math.pi / 2, 0, 0))
loop = studio._finish(bpy.context.active_object, metal)
clapper = studio.sphere((0, 0, 0.02), 0.07, metal)
lobby.group('bell', [bell, loop, clapper], (-0.1, 0.0, 0.82), (0.3, -0.28, 0.2))
studio.sphere((0.72, -0.25, 0.98), 0.13, studio.pearl())
studio.sphere((-0.82, 0.15, 1.0), 0.1, studio.pearl())
for x, y, z, tx, ty in COINS:
    studio.coin((x, y, z), 0.14, 0.028, rotation=(tx, ty, 0.0), material=metal)
lobby.coin_heap((0.0, 0.1), radius=0.95, height=0.32, count=64, coin=0.15, seed=21)

studio.product_lights(target=TARGET, key=0.8)
studio.area_light((-1.2, -4.0, 5.2), (0.0, 0.0, 3.6), 320, studio.WARM_WHITE, size=0.5)
# A dim softbox where the 7's face mirrors it, so the ruby shows a glossy sheen, not a flat red.
studio.area_light((3.4, -3.55, 5.6), (0.05, 0.0, 3.55), 45, studio.WARM_WHITE, size=1.6, shape='RECTANGLE')
# The warm evening rim from behind.
studio.area_light((0.4, 3.0, 3.4), TARGET, 420, studio.SUNSET, size=1.2)
studio.camera((0.0, -10.6, 3.6), TARGET, lens=70, focus=TARGET, fstop=4.5)
studio.render(job)
