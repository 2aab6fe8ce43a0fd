"""Table-game tile: Roulette. A wheel of red, black and one green pocket in gold frets, seen from above
the table, its ball a pearl, on the red glow of the table tiles."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

POCKETS = 37
RED, BLACK, GREEN = (0.5, 0.012, 0.01), (0.012, 0.01, 0.014), (0.01, 0.22, 0.06)


def pockets_material():
    """Red and black by angle, pocket 0 green: the pocket's index is floor(angle / (2π / 37))."""
    mat, bsdf = studio._principled('pockets')
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    coords, xyz = nodes.new('ShaderNodeTexCoord'), nodes.new('ShaderNodeSeparateXYZ')
    links.new(coords.outputs['Object'], xyz.inputs['Vector'])

    def math_node(operation, a, b):
        node = nodes.new('ShaderNodeMath')
        node.operation = operation
        for socket, value in ((node.inputs[0], a), (node.inputs[1], b)):
            if isinstance(value, (int, float)):
                socket.default_value = value
            else:
                links.new(value, socket)
        return node.outputs['Value']

    angle = math_node('ARCTAN2', xyz.outputs['Y'], xyz.outputs['X'])
    turn = math_node('ADD', math_node('DIVIDE', angle, 2 * math.pi), 0.5)
    index = math_node('FLOOR', math_node('MULTIPLY', turn, POCKETS), 0)
    red_or_black = nodes.new('ShaderNodeMixRGB')
    links.new(math_node('MODULO', index, 2), red_or_black.inputs['Fac'])
    red_or_black.inputs['Color1'].default_value, red_or_black.inputs['Color2'].default_value = (*RED, 1), (*BLACK, 1)
    green = nodes.new('ShaderNodeMixRGB')
    links.new(math_node('COMPARE', index, 0), green.inputs['Fac'])
    links.new(red_or_black.outputs['Color'], green.inputs['Color1'])
    green.inputs['Color2'].default_value = (*GREEN, 1)
    links.new(green.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = 0.35
    bsdf.inputs['Clearcoat'].default_value = 0.6
    return mat


job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.5, backdrop=(0.09, 0.008, 0.006))
studio.glow_disc((0.0, 2.6, -0.4), 3.4, (1.0, 0.22, 0.04), 5.0, facing=(0, -1, 0.6))
tiles.burst((0.0, 2.5, -0.25), 4.0, (1.0, 0.45, 0.3), 2.5, facing=(0, -1, 0.6))

wood, trim = studio.glossy((0.035, 0.008, 0.003), roughness=0.35, clearcoat=0.3, specular=0.3), studio.gold(0.2)
studio.cylinder((0, 0, 0), 1.0, 0.2, wood, bevel=0.04, vertices=128)
bpy.ops.mesh.primitive_torus_add(major_radius=1.0, minor_radius=0.035, location=(0, 0, 0.1), major_segments=128)
studio._finish(bpy.context.active_object, trim)
studio.cylinder((0, 0, 0.1), 0.92, 0.03, pockets_material(), bevel=0.005, vertices=148)
for i in range(POCKETS):
    angle = 2 * math.pi * i / POCKETS
    studio.box((0.68 * math.cos(angle), 0.68 * math.sin(angle), 0.122), (0.16, 0.01, 0.022), trim, bevel=0.003, rotation=(0, 0, angle))
bpy.ops.mesh.primitive_cone_add(vertices=96, radius1=0.55, radius2=0.14, depth=0.16, location=(0, 0, 0.19))
studio._finish(bpy.context.active_object, wood, bevel=0.01)
studio.cylinder((0, 0, 0.34), 0.05, 0.22, trim, bevel=0.01)
for i in range(4):
    angle = math.pi / 4 + i * math.pi / 2
    studio.cylinder((0.14 * math.cos(angle), 0.14 * math.sin(angle), 0.42), 0.016, 0.28, trim, rotation=(0, math.pi / 2, angle))
    studio.sphere((0.28 * math.cos(angle), 0.28 * math.sin(angle), 0.42), 0.035, trim)
studio.sphere((0.66 * math.cos(-1.2), 0.66 * math.sin(-1.2), 0.17), 0.055, studio.pearl())

studio.coin((-1.3, 0.55, 0.35), 0.15, 0.03, rotation=(1.1, 0.4, 0.3))
studio.coin((1.35, 0.25, 0.55), 0.12, 0.025, rotation=(0.9, -0.5, 0.8))
studio.sparkles(14, (0.0, 1.2, 0.6), (2.2, 0.6, 0.8), size=(0.02, 0.05), seed=5)
studio.product_lights(target=(0, 0, 0.1), key=0.45)
studio.camera((0.0, -2.2, 2.95), (0.0, 0.04, 0.0), lens=37, focus=(0.0, 0.0, 0.1), fstop=5.6)
studio.render(job)
