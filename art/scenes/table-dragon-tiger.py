"""Table tile: Dragon Tiger. Two great medallions stood on edge and turned to face each other: a jade one
struck with a gold dragon's head, a sapphire one with a gold tiger's head, each in a raised gold rim, coins
flying, on a crimson glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

RADIUS = 0.6
THICKNESS = 0.16
CENTRE_Z = 0.66


def medallion(svg, x, turn, field, relief_size):
    """A thick enamel disc on edge, a gold rim around it and the silhouette raised in gold on its face."""
    angle = math.radians(turn)
    rotation = (math.pi / 2, 0, angle)
    studio.cylinder((x, 0.1, CENTRE_Z), RADIUS, THICKNESS, field, bevel=0.02, rotation=rotation)
    bpy.ops.mesh.primitive_torus_add(major_radius=RADIUS, minor_radius=0.07, major_segments=128, minor_segments=24, location=(x, 0.1, CENTRE_Z), rotation=rotation)
    rim = studio._finish(bpy.context.active_object, studio.gold(0.16))
    rim.scale = (1, 1, 1.3)
    out = THICKNESS / 2 + 0.03
    relief = tiles.statue(svg, 0.0, width=relief_size, height=relief_size, depth=0.06, turn=turn, tilt=0, metal=studio.gold(0.3), x=x + math.sin(angle) * out, y=0.1 - math.cos(angle) * out, bevel=0.01)
    relief.location.z = CENTRE_Z
    return relief


job = studio.Job()
tiles.table(job, tiles.CRIMSON, glow=3.5)
medallion(tiles.texture('textures/dragon-head.svg'), -0.66, 24, studio.glossy((0.005, 0.24, 0.08), roughness=0.25, clearcoat=0.6, specular=0.4), 0.78)
medallion(tiles.texture('textures/tiger-head.svg'), 0.68, -26, studio.glossy((0.012, 0.03, 0.28), roughness=0.25, clearcoat=0.6, specular=0.4), 0.74)
studio.coin((-1.35, -0.4, 0.2), 0.14, 0.03, rotation=(1.1, 0.4, 0.3))
studio.coin((1.4, -0.3, 0.1), 0.13, 0.028, rotation=(0.9, -0.5, 0.8))
tiles.sparkle(25)
tiles.lights(target=(0, 0, 0.6), key=0.5, hue=(1.0, 0.45, 0.2))
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.6), lens=40, focus=(0.0, 0.0, 0.6), fstop=5.6)
studio.render(job)
