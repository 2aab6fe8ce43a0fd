"""Rounded forms modelled from primitives, for subjects no silhouette can give (the boxing glove, the
beckoning cat), and where a placed form's bounds lie, to set another on it (the gorilla's crown)."""
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


def world_bounds(obj):
    """The lowest and the highest corner of `obj`'s bounding box in the scene, as placed now."""
    bpy.context.view_layer.update()
    corners = [obj.matrix_world @ Vector(corner) for corner in obj.bound_box]
    return Vector([min(c[i] for c in corners) for i in range(3)]), Vector([max(c[i] for c in corners) for i in range(3)])
