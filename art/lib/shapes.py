"""Shapes of the brand's world that several scenes share: the scallop shell, the evening sea and sky."""
import math

import bpy

from . import studio


def scallop(radius, open_degrees, material, location=(0, 0, 0), lid=False, ribs=17, depth=0.22):
    """A scallop half-shell: a ribbed fan hinged at `location`, opening toward the camera (-y).
    The lower half is a cup; the lid is the same shell turned over and lifted by `open_degrees`."""
    rings, fans = 28, 96
    spread = math.radians(72)
    verts, faces = [], []
    for i in range(rings + 1):
        t = 0.06 + 0.94 * i / rings
        for j in range(fans + 1):
            a = -spread + 2 * spread * j / fans
            edge = 1 + 0.035 * math.cos(ribs * a) if i == rings else 1
            r = radius * t * edge
            cup = depth * radius * math.sin(math.pi * min(t, 0.98)) * (0.6 + 0.4 * math.cos(a))
            rib = 0.045 * radius * t * (0.5 + 0.5 * math.cos(ribs * a))
            z = -cup + rib
            verts.append((r * math.sin(a), -r * math.cos(a), -z if lid else z))
    for i in range(rings):
        for j in range(fans):
            k = i * (fans + 1) + j
            faces.append((k, k + 1, k + fans + 2, k + fans + 1))
    mesh = bpy.data.meshes.new('scallop')
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    obj = bpy.data.objects.new('scallop', mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = (-math.radians(open_degrees), 0, 0)
    solid = obj.modifiers.new('thickness', 'SOLIDIFY')
    solid.thickness = radius * 0.035
    solid.offset = 0
    studio._finish(obj, material, subdivide=1)
    return obj


def sea(level=0.0, near_y=1.6):
    """Wet dark sand up to `near_y`, then calm water to the horizon that mirrors the sunset."""
    sand = studio.glossy((0.006, 0.004, 0.008), roughness=0.3, clearcoat=0.4)
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, near_y - 15, level))
    obj = bpy.context.active_object
    obj.scale = (80, 30, 1)
    obj.data.materials.append(sand)
    water = bpy.data.materials.new('water')
    water.use_nodes = True
    nodes, links = water.node_tree.nodes, water.node_tree.links
    bsdf = nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.002, 0.006, 0.02, 1)
    bsdf.inputs['Roughness'].default_value = 0.1
    bsdf.inputs['Specular'].default_value = 0.5
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 3.0
    noise.inputs['Detail'].default_value = 6
    coords = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (1.0, 6.0, 1.0)
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.25
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    links.new(noise.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, 40, level - 0.02))
    obj = bpy.context.active_object
    obj.scale = (200, 80, 1)
    obj.data.materials.append(water)


def sky(horizon_y=30.0, colours=((0.0, studio.NAVY), (1.0, studio.SUNSET)), height=22.0, strength=1.0, below=0.0):
    """The evening sky as a lit backdrop: `colours` from the top (0) down to its foot (1), which is
    `below` under the horizon, so that low reflections off the water still find the sky."""
    mat = bpy.data.materials.new('sky')
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    nodes.clear()
    out = nodes.new('ShaderNodeOutputMaterial')
    em = nodes.new('ShaderNodeEmission')
    em.inputs['Strength'].default_value = strength
    coords = nodes.new('ShaderNodeTexCoord')
    sep = nodes.new('ShaderNodeSeparateXYZ')
    ramp = nodes.new('ShaderNodeValToRGB')
    elements = ramp.color_ramp.elements
    elements[0].position, elements[0].color = 1 - colours[0][0], (*colours[0][1], 1)
    elements[1].position, elements[1].color = 1 - colours[-1][0], (*colours[-1][1], 1)
    for position, colour in colours[1:-1]:
        element = elements.new(1 - position)
        element.color = (*colour, 1)
    links.new(coords.outputs['Generated'], sep.inputs['Vector'])
    links.new(sep.outputs['Y'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], em.inputs['Color'])
    links.new(em.outputs['Emission'], out.inputs['Surface'])
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, horizon_y, (height - below) / 2 - 0.05), rotation=(math.pi / 2, 0, 0))
    obj = bpy.context.active_object
    obj.scale = (160, height + below, 1)
    obj.data.materials.append(mat)
    return obj


def promo_set(job, glow_colour, subject_x=1.2, camera_x=-0.35, distance=5.6):
    """The promotion cards' studio: a dark curved stage, a coloured glow behind the subject on the right,
    the left half left dark for the card's words. Returns the point the camera looks at."""
    studio.new_scene(job)
    studio.world(job, 'studio', strength=0.3, backdrop=studio.NAVY)
    studio.stage(studio.glossy((0.003, 0.002, 0.008), roughness=1.0, clearcoat=0.0, specular=0.0))
    studio.glow_disc((subject_x + 0.3, 1.9, 1.3), 2.4, glow_colour, 2.5)
    target = (subject_x * 0.55, 0.0, 0.55)
    studio.camera((camera_x, -distance, 1.6), target, lens=50, focus=(subject_x, 0.0, 0.6), fstop=2.0)
    return target
