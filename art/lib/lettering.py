"""Raised lettering from a TTF: the playing cards' pips and ranks, the slot machines' sevens."""
import math

import bpy

FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'  # Debian's fonts-dejavu-core; has the four suits


def glyphs(text, size, material, location, rotation=(0, 0, 0), depth=0.002, parent=None):
    """`text` set in FONT, centred on `location` (in `parent`'s space when given), raised by `depth`."""
    curve = bpy.data.curves.new('lettering', 'FONT')
    curve.body, curve.font, curve.size, curve.extrude = text, bpy.data.fonts.load(FONT, check_existing=True), size, depth
    curve.align_x, curve.align_y = 'CENTER', 'CENTER'
    obj = bpy.data.objects.new('lettering', curve)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(material)
    obj.parent = parent
    obj.location, obj.rotation_euler = location, rotation
    return obj


def reel_sevens(machine, height, material, blank):
    """A red seven standing on each reel of a props.slot_machine `height` tall, in place of the reel
    symbols it was made with in the `blank` material (those go). The reel geometry is slot_machine's."""
    for child in list(machine.children):
        if child.active_material is blank:
            bpy.data.objects.remove(child)
    w, d = height * 0.62, height * 0.42
    for x in (-w * 0.24, 0, w * 0.24):
        glyphs('7', height * 0.2, material, (x, -d / 2 - d * 0.02 - height * 0.14 - 0.01, height * 0.56), (math.pi / 2, 0, 0), depth=0.008, parent=machine)
