"""A medallion: a thick enamel disc stood on edge in a raised gold rim, a silhouette struck on its face
in gold. How a silhouette reads as a modelled piece (a struck coin) and not as a cut-out."""
import math

import bpy

from . import studio, tiles


def medallion(svg, centre, radius, field, turn=0.0, thickness=0.16, relief=0.66):
    """The disc centred on `centre`, its face turned `turn` degrees from the camera, the silhouette
    `relief` of its diameter. Returns the relief, to set more on it."""
    x, y, z = centre
    angle = math.radians(turn)
    rotation = (math.pi / 2, 0, angle)
    rim = studio.gold(0.16)
    studio.cylinder(centre, radius, thickness, field, bevel=0.02, rotation=rotation)
    bpy.ops.mesh.primitive_torus_add(major_radius=radius, minor_radius=radius * 0.117, major_segments=128, minor_segments=24, location=centre, rotation=rotation)
    studio._finish(bpy.context.active_object, rim).scale = (1, 1, thickness / 0.123)
    out = thickness / 2 + 0.03
    size = radius * 2 * relief
    struck = tiles.statue(svg, 0.0, width=size, height=size, depth=0.06, turn=turn, tilt=0, metal=studio.gold(0.3), x=x + math.sin(angle) * out, y=y - math.cos(angle) * out, bevel=0.01)
    struck.location.z = z
    return struck
