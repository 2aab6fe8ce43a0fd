"""Slot tile: Lotus Koi. Two koi, white with red-orange patches, leap toward each other out of a dark
teal pond, their bodies bent in a bow and their long tails trailing, a gold coin between their noses;
lily pads and a pink lotus on the water, on a teal glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, lobby, studio, tiles  # noqa: E402


def koi_skin(seed):
    """White scales with kohaku patches: a noise field cut in two by a hard colour ramp."""
    mat, bsdf = studio._principled('koi')
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    coords, noise, ramp = nodes.new('ShaderNodeTexCoord'), nodes.new('ShaderNodeTexNoise'), nodes.new('ShaderNodeValToRGB')
    noise.inputs['Scale'].default_value = 2.2
    noise.inputs['Detail'].default_value = 0.5
    noise.inputs['W'].default_value = seed
    noise.noise_dimensions = '4D'
    ramp.color_ramp.interpolation = 'CONSTANT'
    ramp.color_ramp.elements[0].color = (0.78, 0.74, 0.68, 1)
    ramp.color_ramp.elements[1].position, ramp.color_ramp.elements[1].color = 0.48, (0.8, 0.09, 0.008, 1)
    links.new(coords.outputs['Object'], noise.inputs['Vector'])
    links.new(noise.outputs['Fac'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = 0.22
    bsdf.inputs['Clearcoat'].default_value = 1.0
    return mat


def koi(head, bend, length, girth, skin, fin, mirror):
    """A koi seen side on, head at `head`, its spine an arc bowed `bend` radians, facing +x (or -x if
    `mirror` is -1): a curve body tapering from a blunt head to the tail, flattened side to side, with a
    forked veil tail, a dorsal fin along its back and a pectoral fin, and a dark eye."""
    steps = 24
    # The spine runs from the head backwards and down, turning by `bend` over its length (less than 0: arched).
    points, a, x, z = [], math.radians(32), 0.0, 0.0
    for i in range(steps + 1):
        points.append((x, z, i / steps))
        x -= math.cos(a) * length / steps
        z -= math.sin(a) * length / steps
        a -= bend / steps
    curve = bpy.data.curves.new('koi', 'CURVE')
    curve.dimensions, curve.bevel_depth, curve.bevel_resolution, curve.use_fill_caps = '3D', girth, 6, True
    spline = curve.splines.new('NURBS')
    spline.points.add(len(points) - 1)
    spline.order_u, spline.use_endpoint_u = 4, True
    for point, (px, pz, t) in zip(spline.points, points):
        point.co = (px, 0.0, pz, 1.0)
        point.radius = 0.5 + 0.5 * math.sin(math.pi / 2 * t / 0.3) if t < 0.3 else max(0.12, 1.0 - 0.88 * ((t - 0.3) / 0.7) ** 1.2)
    body = bpy.data.objects.new('koi', curve)
    bpy.context.scene.collection.objects.link(body)
    bpy.context.view_layer.objects.active = body
    body.select_set(True)
    bpy.ops.object.convert(target='MESH')
    body.scale = (1.0, 0.72, 1.0)
    bpy.ops.object.transform_apply(scale=True)
    studio._finish(body, skin)
    parts = [body]
    (tx, tz, _), (px, pz, _) = points[-1], points[-3]
    tail = math.atan2(tz - pz, tx - px)
    for spread in (0.5, -0.5):
        parts.append(forms.ellipsoid((tx + math.cos(tail + spread) * girth * 1.5, 0.0, tz + math.sin(tail + spread) * girth * 1.5), 1.0, (girth * 1.9, girth * 0.08, girth * 0.7), fin, rotation=(0, -(tail + spread), 0)))
    (dx, dz, _), (ex, ez, _) = points[9], points[7]
    back = math.atan2(dz - ez, dx - ex)
    parts.append(forms.ellipsoid((dx + math.sin(back) * girth * 0.9, 0.0, dz - math.cos(back) * girth * 0.9), 1.0, (girth * 1.6, girth * 0.06, girth * 0.45), fin, rotation=(0, -back, 0)))
    (fx, fz, _) = points[4]
    parts.append(forms.ellipsoid((fx - girth * 0.3, -girth * 0.7, fz - girth * 0.75), 1.0, (girth * 0.6, girth * 0.05, girth * 0.28), fin, rotation=(0.3, math.radians(40), 0)))
    (ex, ez, _) = points[2]
    parts.append(studio.sphere((ex + girth * 0.12, -girth * 0.5, ez + girth * 0.22), girth * 0.14, studio.glossy((0.004, 0.004, 0.008), roughness=0.05, clearcoat=1.0), segments=24))
    root = lobby.group('koi', parts)
    root.scale = (mirror, 1.0, 1.0)
    root.location = head
    return root


job = studio.Job()
tiles.stage(job, tiles.TEAL)
water = lobby.pond(hue=tiles.TEAL)
fin = studio.glossy((0.95, 0.6, 0.35), roughness=0.25, clearcoat=0.6)
fin.node_tree.nodes['Principled BSDF'].inputs['Transmission'].default_value = 0.55
# The pair leaps toward each other, noses meeting under the coin; the left one faces right.
koi((-0.2, 0.0, water + 1.2), -1.25, 1.15, 0.2, koi_skin(1.0), fin, 1)
koi((0.2, 0.05, water + 1.14), -1.25, 1.15, 0.2, koi_skin(7.0), fin, -1)
studio.coin((0.0, -0.05, water + 1.42), 0.16, 0.03, rotation=(math.radians(80), 0, 0.2))
lobby.lily_pad((-0.85, -0.35, 0.015), 0.28, rotation=0.6)
lobby.lily_pad((0.95, 0.1, 0.015), 0.24, rotation=2.4)
lobby.lily_pad((0.55, -0.7, 0.015), 0.18, rotation=4.0)
lobby.lotus((-0.5, -0.3, 0.03), 0.4)
studio.sphere((0.3, -0.75, 0.05), 0.06, studio.pearl(), segments=32)
lobby.shoot(job, target=(0.0, 0.0, 0.9), height=1.3, seed=8, side=0.15)
