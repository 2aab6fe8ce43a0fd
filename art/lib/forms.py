"""Rounded forms modelled from primitives, for subjects no silhouette can give (the boxing glove, the
beckoning cat, the fish), and where a placed form's bounds lie, to set another on it (the gorilla's crown)."""
import math

import bpy
from mathutils import Vector

from . import studio


def ellipsoid(location, radius, scale, material, rotation=(0, 0, 0)):
    """A sphere of `radius` stretched by `scale` along its axes."""
    obj = studio.sphere(location, radius, material)
    obj.scale, obj.rotation_euler = scale, rotation
    return obj


def limb(start, end, radius, material):
    """A rounded limb from `start` to `end`: a cylinder ending in a ball. Returns both parts."""
    length = math.dist(start, end)
    middle = tuple((a + b) / 2 for a, b in zip(start, end))
    arm = studio.cylinder(middle, radius, length, material, bevel=0.0, vertices=48)
    arm.rotation_euler = Vector(tuple(b - a for a, b in zip(start, end))).to_track_quat('Z', 'Y').to_euler()
    return [arm, studio.sphere(end, radius * 1.25, material)]


def fish(centre, size, turn, skin, bands=None):
    """A rounded fish seen side on, facing left: a plump body (ringed by three bands in the `bands`
    material, if given), a forked tail, a dorsal fin and a side fin, and a bright eye. Built at the
    origin, then scaled, turned and placed; returns its root, to hang more parts on in the same units."""
    a, b, c = 0.62, 0.24, 0.42
    parts = [ellipsoid((0, 0, 0), 1.0, (a, b, c), skin)]
    for x in (-0.26, 0.1, 0.44) if bands else ():
        f = math.sqrt(1 - (x / a) ** 2)
        parts.append(ellipsoid((x, 0, 0), 1.0, (0.09, b * f + 0.012, c * f + 0.012), bands))
    for side in (-1, 1):
        parts.append(ellipsoid((a + 0.1, 0, side * 0.1), 1.0, (0.2, 0.035, 0.1), skin, rotation=(0, side * math.radians(34), 0)))
    parts.append(ellipsoid((0.05, 0, c * 0.92), 1.0, (0.34, 0.03, 0.14), skin, rotation=(0, math.radians(-12), 0)))
    parts.append(ellipsoid((-0.08, -b * 0.95, -0.12), 1.0, (0.16, 0.03, 0.08), skin, rotation=(math.radians(20), math.radians(30), 0)))
    eye_x, eye_z = -a * 0.62, c * 0.22
    eye_y = -b * math.sqrt(max(0.0, 1 - (eye_x / a) ** 2 - (eye_z / c) ** 2))
    parts.append(studio.sphere((eye_x, eye_y, eye_z), 0.075, studio.glossy((0.95, 0.95, 0.92), roughness=0.1, clearcoat=1.0)))
    parts.append(studio.sphere((eye_x - 0.01, eye_y - 0.04, eye_z), 0.045, studio.glossy((0.005, 0.005, 0.01), roughness=0.05, clearcoat=1.0)))
    root = bpy.data.objects.new('fish', None)
    bpy.context.scene.collection.objects.link(root)
    for part in parts:
        part.parent = root
    root.scale = (size, size, size)
    root.rotation_euler = (0, 0, math.radians(turn))
    root.location = centre
    return root


def world_bounds(obj):
    """The lowest and the highest corner of `obj`'s bounding box in the scene, as placed now."""
    bpy.context.view_layer.update()
    corners = [obj.matrix_world @ Vector(corner) for corner in obj.bound_box]
    return Vector([min(c[i] for c in corners) for i in range(3)]), Vector([max(c[i] for c in corners) for i in range(3)])
