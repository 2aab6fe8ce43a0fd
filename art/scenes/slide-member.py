"""Carousel slide, membership: a gold crown on a deep violet velvet cushion, under a spotlight. The crown
is a jewelled band between two gold rims, faceted points topped with pearls and a velvet cap, filling the
frame (the old one, cones on a ring, read as a toy)."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402

R = 0.5
BASE = (0.0, 0.3, 0.42)
CAMERA = (0.0, -3.7, 1.6)
TARGET = (0.0, 0.3, 0.66)


def torus(z, minor, material):
    bpy.ops.mesh.primitive_torus_add(major_radius=R, minor_radius=minor, major_segments=96, minor_segments=16, location=(BASE[0], BASE[1], BASE[2] + z))
    return studio._finish(bpy.context.active_object, material)


def plush(colour):
    """Velvet with only a little sheen: the studio's full sheen turns a deep colour pastel under the spot."""
    mat = studio.velvet(colour)
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Sheen'].default_value = 0.08
    bsdf.inputs['Sheen Tint'].default_value = 1.0
    bsdf.inputs['Specular'].default_value = 0.1
    bsdf.inputs['Roughness'].default_value = 1.0
    return mat


def crown(metal, points_metal, pearl, cap, gems):
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=R, depth=R * 0.5, end_fill_type='NOTHING', location=(BASE[0], BASE[1], BASE[2] + R * 0.25))
    band = bpy.context.active_object
    band.modifiers.new('wall', 'SOLIDIFY').thickness = R * 0.08
    studio._finish(band, metal, bevel=R * 0.01)
    torus(0.0, R * 0.05, metal)
    torus(R * 0.5, R * 0.045, metal)
    dome = studio.sphere((BASE[0], BASE[1], BASE[2] + R * 0.35), R * 0.93, cap)
    dome.scale = (1, 1, 0.62)
    for i in range(10):
        a = 2 * math.pi * i / 10 + math.pi / 20
        tall = i % 2 == 0
        height = R * (0.75 if tall else 0.42)
        x, y = BASE[0] + R * math.cos(a), BASE[1] + R * math.sin(a)
        bpy.ops.mesh.primitive_cone_add(vertices=6, radius1=R * 0.17, radius2=R * 0.015, depth=height, location=(x, y, BASE[2] + R * 0.5 + height / 2), rotation=(0, 0, a + math.pi / 6))
        studio._finish(bpy.context.active_object, points_metal, smooth=False)
        studio.sphere((x, y, BASE[2] + R * 0.5 + height + R * 0.05), R * (0.09 if tall else 0.065), pearl, segments=32)
        gem = studio.sphere((BASE[0] + R * 1.05 * math.cos(a), BASE[1] + R * 1.05 * math.sin(a), BASE[2] + R * 0.25), R * 0.09, gems[i % 2], segments=32)
        gem.scale = (0.6, 0.6, 1)
        gem.rotation_euler = (0, 0, a)


job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.35, backdrop=studio.NAVY)
studio.stage(studio.glossy((0.003, 0.002, 0.008), roughness=1.0, clearcoat=0.0, specular=0.0))
velvet = plush((0.018, 0.004, 0.055))
pillow = studio.box((0.0, 0.3, 0.2), (1.7, 1.7, 0.4), velvet, bevel=0.18)
pillow.modifiers['bevel'].segments = 8
pillow.modifiers.new('soft', 'SUBSURF').levels = 2
for x in (-0.8, 0.8):
    for y in (-0.5, 1.1):
        studio.sphere((x, y, 0.22), 0.07, studio.gold(0.2), segments=24)
ruby, amethyst = studio.glass((0.9, 0.08, 0.2)), studio.glass((0.55, 0.2, 0.95))
crown(studio.gold(0.14), studio.gold(0.2, tint=(0.8, 0.45, 0.12)), studio.pearl(), plush((0.1, 0.004, 0.025)), (ruby, amethyst))
studio.glow_disc((0.0, 2.4, 1.3), 2.4, (0.45, 0.12, 0.7), 1.5)
studio.product_lights(target=TARGET, key=0.8)
studio.area_light((0.0, -2.5, 0.7), TARGET, 60, studio.WARM_WHITE, size=1.5)
studio.spot_light((0.0, -0.6, 4.0), TARGET, 520, studio.WARM_WHITE, angle=30, blend=0.6, radius=0.2)
studio.sparkles(12, (0.0, 2.2, 1.7), (1.8, 0.4, 0.8), size=(0.008, 0.022), seed=71)
studio.camera(CAMERA, TARGET, lens=55, focus=(0.0, 0.0, 0.75), fstop=1.8)
studio.vignette(0.85, 0.95, 0.9)
studio.render(job)
