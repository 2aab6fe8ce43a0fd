"""Perla, the brand's mascot: the pearl itself with a face (two glossy eyes with a catch light, a smile,
a blush on each cheek) and, when she is dressed for it, a small gold crown worn at a tilt. The face is
set on the sphere toward the camera, so any scene can turn her to its own view."""
import math

import bpy
from mathutils import Matrix, Vector

from . import props, studio

INK = (0.012, 0.008, 0.02)
BLUSH = (0.95, 0.28, 0.4)


def _frame(centre, toward):
    """Forward (to the camera), right and up unit vectors of a face on a sphere at `centre`."""
    forward = (Vector(toward) - Vector(centre)).normalized()
    right = forward.cross(Vector((0, 0, 1))).normalized()
    return forward, right, right.cross(forward).normalized()


def _on_surface(centre, radius, frame, across, up, lift=1.0):
    """The point `across` and `up` radians from the face's centre, on a sphere `lift` times the radius."""
    forward, right, upward = frame
    direction = (forward + math.tan(across) * right + math.tan(up) * upward).normalized()
    return Vector(centre) + direction * radius * lift, direction


def _lens(centre, radius, frame, across, up, size, material, sink=0.93):
    """An ellipsoid `size` (wide, tall, deep) lying in the surface, sunk so that only its face shows."""
    point, normal = _on_surface(centre, radius, frame, across, up, sink)
    # Its depth along the surface normal, its height along the face's up as seen on the surface.
    tall = (frame[2] - frame[2].dot(normal) * normal).normalized()
    wide = tall.cross(normal)
    basis = Matrix((wide, tall, normal)).transposed()
    obj = studio.sphere(tuple(point), 1.0, material, segments=48)
    obj.rotation_euler = basis.to_euler()
    obj.scale = size
    return obj


def _smile(centre, radius, frame, width, depth, thickness, material):
    """A smile as a round tube on the surface: a shallow U from cheek to cheek under the eyes."""
    curve = bpy.data.curves.new('smile', 'CURVE')
    curve.dimensions = '3D'
    curve.bevel_depth = thickness
    curve.bevel_resolution = 6
    curve.use_fill_caps = True
    spline = curve.splines.new('NURBS')
    steps = 9
    spline.points.add(steps - 1)
    for i in range(steps):
        t = -1 + 2 * i / (steps - 1)
        point, _ = _on_surface(centre, radius, frame, t * width, -0.2 - depth * (1 - t * t), 1.004)
        spline.points[i].co = (*point, 1)
    spline.use_endpoint_u = True
    spline.order_u = 4
    obj = bpy.data.objects.new('smile', curve)
    bpy.context.collection.objects.link(obj)
    obj.data.materials.append(material)
    return obj


def perla(centre, radius, body, toward, crown=True, glance=0.0):
    """Perla at `centre`, her face turned to `toward` (the camera), in the pearl material `body`.
    `glance` turns the eyes' catch lights and the face a little to one side (radians, + to her left)."""
    studio.sphere(centre, radius, body)
    frame = _frame(centre, toward)
    if glance:
        forward, right, up = frame
        forward = (forward + math.tan(glance) * right).normalized()
        right = forward.cross(Vector((0, 0, 1))).normalized()
        frame = (forward, right, right.cross(forward).normalized())
    ink = studio.glossy(INK, roughness=0.08, clearcoat=1.0, specular=0.8)
    shine = studio.emission((1.0, 1.0, 1.0), 6.0)
    blush = studio.glossy(BLUSH, roughness=0.45, clearcoat=0.2)
    for side in (-1, 1):
        _lens(centre, radius, frame, side * 0.3, 0.1, (radius * 0.13, radius * 0.19, radius * 0.1), ink)
        catch, _ = _on_surface(centre, radius, frame, side * 0.3 - 0.06, 0.2, 1.03)
        studio.sphere(tuple(catch), radius * 0.035, shine, segments=16)
        _lens(centre, radius, frame, side * 0.55, -0.12, (radius * 0.13, radius * 0.08, radius * 0.08), blush, sink=0.955)
    _smile(centre, radius, frame, 0.2, 0.1, radius * 0.028, ink)
    if crown:
        top, _ = _on_surface(centre, radius, frame, 0.3, 0.95, 0.9)
        props.crown(tuple(top), radius * 0.5, studio.gold(0.18), studio.pearl(), rotation=(0.25, -0.3, 0.2))
