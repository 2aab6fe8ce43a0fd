"""A game tile's title lockup: its game's name as a logo across the foot of the frame, as the lobbies' thumbnails
carry their game's."""
import os

import bpy

from . import studio

# The brand's display face at its heaviest (Outfit Black, SIL OFL 1.1, from the @fontsource/outfit package;
# Blender reads its WOFF): the site sets its headings in the same family.
TITLE_FONT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'node_modules', '@fontsource', 'outfit', 'files', 'outfit-latin-900-normal.woff')


def lockup_gold():
    """A logo's gold: yellow at the top of each line to deep orange at its foot, lit from within and barely
    metal (square to the camera, metal mirrored the studio's lights and read as white or grey)."""
    mat = bpy.data.materials.new('lockup-gold')
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes['Principled BSDF']
    coords = nodes.new('ShaderNodeTexCoord')
    split = nodes.new('ShaderNodeSeparateXYZ')
    ramp = nodes.new('ShaderNodeValToRGB')
    # Object space: each line's letters run from about -0.35 (foot) to 0.35 (cap height) around its centre.
    ramp.color_ramp.elements[0].position, ramp.color_ramp.elements[0].color = 0.0, (0.75, 0.1, 0.0, 1)
    ramp.color_ramp.elements[1].position, ramp.color_ramp.elements[1].color = 1.0, (1.0, 0.62, 0.04, 1)
    scale = nodes.new('ShaderNodeMapRange')
    scale.inputs['From Min'].default_value, scale.inputs['From Max'].default_value = -0.75, 0.55
    links.new(coords.outputs['Object'], split.inputs['Vector'])
    links.new(split.outputs['Y'], scale.inputs['Value'])
    links.new(scale.outputs['Result'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Emission'])
    bsdf.inputs['Emission Strength'].default_value = 0.6
    bsdf.inputs['Metallic'].default_value = 0.2
    bsdf.inputs['Specular'].default_value = 0.25
    bsdf.inputs['Roughness'].default_value = 0.4
    return mat


def title_lines(title):
    """A game's name in capitals on one line, or two when it has two words or more (the shorter first line
    taking the short words: BOOK OF / GOLD)."""
    words = title.upper().split()
    if len(words) < 2:
        return title.upper()
    best = min(range(1, len(words)), key=lambda cut: abs(len(' '.join(words[:cut])) - len(' '.join(words[cut:]))))
    return ' '.join(words[:best]) + '\n' + ' '.join(words[best:])


def plate_material():
    """The dark plate under a title: the page's navy, matte and nearly opaque, so a gold title reads on a gold scene."""
    mat, bsdf = studio._principled('lockup-plate')
    bsdf.inputs['Base Color'].default_value = (0.004, 0.003, 0.014, 1)
    bsdf.inputs['Roughness'].default_value = 0.8
    bsdf.inputs['Specular'].default_value = 0.05
    bsdf.inputs['Alpha'].default_value = 0.85
    return mat


def title_lockup(title, camera, width=0.84, height=0.28, drop=0.27):
    """The game's title as its logo, in the lower part of a tile's frame: gold letters, bevelled, on a thicker
    dark outline behind them, set square to `camera` 1.5 m before its focus, in front of whatever stands before
    the subject (at 0.6 m a heap's coins and leaves cut into the letters) and still sharp (at f/4 its blur is
    about a pixel of a 300 px tile). At most `width` wide and `height` tall, its centre `drop` below the middle,
    each a share of the frame's width (a 4:3 frame is three quarters of it tall), so the lower line clears the
    caption bar under the tile. Behind it a dark rounded plate: gold on a gold or yellow scene did not read."""
    distance = camera.data.dof.focus_distance - 1.5
    frame = distance * camera.data.sensor_width / camera.data.lens
    font = bpy.data.fonts.load(TITLE_FONT, check_existing=True)
    body = title_lines(title)
    parts = []
    for name, offset, depth, z, material in (
        ('outline', 0.1, 0.04, -0.05, studio.glossy((0.01, 0.006, 0.03), roughness=0.35, clearcoat=0.6)),
        ('face', 0.0, 0.05, 0.0, lockup_gold()),
    ):
        curve = bpy.data.curves.new('title-' + name, 'FONT')
        curve.body, curve.font, curve.extrude, curve.offset = body, font, depth, offset
        curve.bevel_depth, curve.bevel_resolution = 0.018, 3
        curve.align_x, curve.align_y, curve.space_line = 'CENTER', 'CENTER', 0.82
        obj = bpy.data.objects.new('title-' + name, curve)
        bpy.context.scene.collection.objects.link(obj)
        obj.data.materials.append(material)
        obj.parent = camera
        obj.location = (0.0, 0.0, z)
        parts.append(obj)
    bpy.context.view_layer.update()
    outline = parts[0]
    scale = min(width * frame / outline.dimensions.x, height * frame / outline.dimensions.y)
    for obj in parts:
        obj.scale = (scale, scale, scale)
        obj.location = (0.0, -drop * frame, -distance + obj.location.z * scale)
    pad = 0.16 * outline.dimensions.y * scale
    plate_size = (outline.dimensions.x * scale + 2 * pad, outline.dimensions.y * scale + 1.2 * pad)
    bpy.ops.mesh.primitive_plane_add(size=1)
    plate = bpy.context.active_object
    plate.scale = (plate_size[0], plate_size[1], 1)
    bpy.ops.object.transform_apply(scale=True)
    rounding = plate.modifiers.new('round', 'BEVEL')
    rounding.affect, rounding.width, rounding.segments = 'VERTICES', min(plate_size) * 0.3, 8
    plate.data.materials.append(plate_material())
    plate.parent = camera
    plate.location = (0.0, -drop * frame, -distance - 0.12 * scale)
    parts.append(plate)
    return parts
