"""The props of single scenes, built from primitives with bevelled edges: dice, a key, a gift box, a
chest, a coupe, a card, a phone, a crown, a vault door, a slot machine, an extruded silhouette."""
import math

import bpy
from mathutils import Vector

from . import studio


def _join(objects, name):
    bpy.ops.object.select_all(action='DESELECT')
    for obj in objects:
        obj.select_set(True)
    bpy.context.view_layer.objects.active = objects[0]
    # Bake each part's own rotation and scale into its mesh: the joined object gets the first part's.
    bpy.ops.object.transform_apply(location=False, rotation=True, scale=True)
    bpy.ops.object.join()
    obj = bpy.context.active_object
    obj.name = name
    return obj


def _adopt(children, parent):
    """Parents objects built in the same space as `parent` without moving them."""
    bpy.context.view_layer.update()
    for child in children:
        child.parent = parent
        child.matrix_parent_inverse = parent.matrix_world.inverted()


def _place(obj, location, rotation):
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def die(location, size, body, pips, rotation=(0, 0, 0)):
    """A die with rounded edges and sunken pips on its six faces."""
    cube = studio.box((0, 0, 0), (size, size, size), body, bevel=size * 0.16)
    cube.modifiers['bevel'].segments = 6
    r = size * 0.11
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (-1, 1), (1, -1), (1, 1)],
             5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)], 6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}
    faces = {1: ((0, 0, 1), 'xy'), 6: ((0, 0, -1), 'xy'), 2: ((0, -1, 0), 'xz'), 5: ((0, 1, 0), 'xz'), 3: ((1, 0, 0), 'yz'), 4: ((-1, 0, 0), 'yz')}
    parts = []
    for value, (normal, plane) in faces.items():
        for u, v in spots[value]:
            offset = [n * size * 0.47 for n in normal]
            du, dv = u * size * 0.22, v * size * 0.22
            if plane == 'xy':
                offset[0] += du
                offset[1] += dv
            elif plane == 'xz':
                offset[0] += du
                offset[2] += dv
            else:
                offset[1] += du
                offset[2] += dv
            pip = studio.sphere(tuple(offset), r, pips, segments=24)
            pip.scale = tuple(0.45 if n else 1.0 for n in normal)
            parts.append(pip)
    _adopt([_join(parts, 'pips')], cube)
    return _place(cube, location, rotation)


def key(location, length, metal, jewel, rotation=(0, 0, 0)):
    """An old-style key: a ring bow holding a pearl, a round shaft, two bit teeth."""
    bpy.ops.mesh.primitive_torus_add(major_radius=length * 0.17, minor_radius=length * 0.05, location=(0, 0, 0), rotation=(math.pi / 2, 0, 0))
    bow = studio._finish(bpy.context.active_object, metal)
    shaft = studio.cylinder((length * 0.5, 0, 0), length * 0.045, length * 0.7, metal, rotation=(0, math.pi / 2, 0), vertices=32)
    collar = studio.cylinder((length * 0.2, 0, 0), length * 0.05, length * 0.06, metal, rotation=(0, math.pi / 2, 0), vertices=32)
    tooth1 = studio.box((length * 0.78, 0, -length * 0.08), (length * 0.08, length * 0.07, length * 0.15), metal, bevel=length * 0.008)
    tooth2 = studio.box((length * 0.66, 0, -length * 0.06), (length * 0.07, length * 0.07, length * 0.11), metal, bevel=length * 0.008)
    obj = _join([bow, shaft, collar, tooth1, tooth2], 'key')
    _adopt([studio.sphere((0, 0, 0), length * 0.13, jewel)], obj)
    return _place(obj, location, rotation)


def gift_box(location, size, wrap, ribbon, lid_lift=0.0, rotation=(0, 0, 0)):
    w, d, h = size
    base = studio.box((0, 0, h * 0.42), (w, d, h * 0.84), wrap, bevel=min(w, h) * 0.04)
    lid = studio.box((0, 0, h * 0.92 + lid_lift), (w * 1.06, d * 1.06, h * 0.18), wrap, bevel=min(w, h) * 0.04)
    lid.rotation_euler = (math.radians(-8) if lid_lift else 0, 0, 0)
    bands = [
        studio.box((0, 0, h * 0.5), (w * 0.16, d * 1.02, h * 1.0), ribbon, bevel=0.005),
        studio.box((0, 0, h * 0.5), (w * 1.02, d * 0.16, h * 1.0), ribbon, bevel=0.005),
    ]
    top = h + lid_lift + h * 0.02
    loops = []
    for side in (-1, 1):
        bpy.ops.mesh.primitive_torus_add(major_radius=w * 0.17, minor_radius=w * 0.045, location=(side * w * 0.16, 0, top + w * 0.12), rotation=(math.pi / 2, 0, side * 0.35))
        loop = studio._finish(bpy.context.active_object, ribbon)
        loop.scale = (1, 0.55, 1)
        loops.append(loop)
    knot = studio.sphere((0, 0, top + w * 0.04), w * 0.07, ribbon, segments=24)
    group = [base, lid, *bands, *loops, knot]
    root = bpy.data.objects.new('gift', None)
    bpy.context.scene.collection.objects.link(root)
    for obj in group:
        obj.parent = root
    return _place(root, location, rotation)


def chest(location, size, wood, trim, lid_open=55, rotation=(0, 0, 0)):
    """A treasure chest: a box body banded in gold and a barrel lid hinged at the back, open."""
    w, d, h = size
    body = studio.box((0, 0, h / 2), (w, d, h), wood, bevel=h * 0.04)
    bands = [studio.box((x, 0, h / 2), (w * 0.06, d * 1.04, h * 1.02), trim, bevel=0.006) for x in (-w * 0.38, w * 0.38)]
    rim = studio.box((0, 0, h * 0.96), (w * 1.03, d * 1.03, h * 0.08), trim, bevel=0.006)
    bpy.ops.mesh.primitive_cylinder_add(vertices=64, radius=d / 2, depth=w, location=(0, 0, 0), rotation=(0, math.pi / 2, 0))
    lid = bpy.context.active_object
    bpy.ops.object.transform_apply(rotation=True)
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.mesh.bisect(plane_co=(0, 0, 0), plane_no=(0, 0, 1), clear_inner=True, use_fill=True)
    bpy.ops.object.mode_set(mode='OBJECT')
    lid.scale = (1, 1, 0.7)
    bpy.ops.object.transform_apply(scale=True)
    studio._finish(lid, wood, bevel=h * 0.02)
    lid_bands = [studio.box((x, 0, d * 0.18), (w * 0.06, d * 1.04, d * 0.4), trim, bevel=0.006) for x in (-w * 0.38, w * 0.38)]
    for band in lid_bands:
        band.parent = lid
    hinge = bpy.data.objects.new('hinge', None)
    bpy.context.scene.collection.objects.link(hinge)
    hinge.location = (0, d / 2, h)
    lid.parent = hinge
    lid.location = (0, -d / 2, 0)
    hinge.rotation_euler = (math.radians(-lid_open), 0, 0)
    root = bpy.data.objects.new('chest', None)
    bpy.context.scene.collection.objects.link(root)
    for obj in [body, *bands, rim, hinge]:
        obj.parent = root
    return _place(root, location, rotation)


def coupe(location, radius, material, rotation=(0, 0, 0)):
    """A champagne coupe: a lathe of a shallow bowl, a thin stem and a round foot."""
    profile = [(0.0, 0.0), (0.6, 0.0), (0.62, 0.025), (0.12, 0.07), (0.06, 0.16), (0.045, 1.05), (0.09, 1.16), (0.55, 1.26), (0.93, 1.48), (1.0, 1.6), (0.96, 1.6), (0.88, 1.5), (0.5, 1.32), (0.0, 1.27)]
    verts, faces = [], []
    steps = 72
    for i in range(steps):
        a = 2 * math.pi * i / steps
        for r, z in profile:
            verts.append((r * radius * math.cos(a), r * radius * math.sin(a), z * radius))
    n = len(profile)
    for i in range(steps):
        for j in range(n - 1):
            a, b = i * n + j, ((i + 1) % steps) * n + j
            faces.append((a, b, b + 1, a + 1))
    mesh = bpy.data.meshes.new('coupe')
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    obj = bpy.data.objects.new('coupe', mesh)
    bpy.context.scene.collection.objects.link(obj)
    studio._finish(obj, material, subdivide=1)
    return _place(obj, location, rotation)


def card(location, size, face, edge, rotation=(0, 0, 0), emblem=None):
    """A membership card: a thin slab with rounded corners and an optional raised emblem."""
    w, h = size
    obj = studio.box((0, 0, 0), (w, h, w * 0.012), face, bevel=w * 0.05)
    obj.modifiers['bevel'].segments = 8
    obj.modifiers['bevel'].limit_method = 'NONE'
    if emblem is not None:
        bpy.ops.mesh.primitive_torus_add(major_radius=h * 0.16, minor_radius=h * 0.018, location=(-w * 0.25, 0, w * 0.008))
        ring = studio._finish(bpy.context.active_object, edge)
        inner = studio.sphere((-w * 0.25, h * 0.02, w * 0.01), h * 0.07, emblem)
        inner.scale = (1, 1, 0.45)
        for i in range(3):
            bpy.ops.mesh.primitive_torus_add(major_radius=h * 0.05, minor_radius=h * 0.008, location=(-w * 0.25 + (i - 1) * h * 0.09, -h * 0.09, w * 0.008))
            wave = studio._finish(bpy.context.active_object, edge)
            wave.scale = (1, 0.45, 0.6)
            wave.parent = obj
        ring.parent = obj
        inner.parent = obj
        stripe = studio.box((w * 0.15, -h * 0.2, w * 0.008), (w * 0.45, h * 0.05, w * 0.006), edge, bevel=0.002)
        stripe.parent = obj
    return _place(obj, location, rotation)


def phone(location, size, frame, screen_material, rotation=(0, 0, 0)):
    """A phone: a rounded slab with a metal frame, a black glass front and the screen inset in it."""
    w, h = size
    depth = w * 0.1
    body = studio.box((0, 0, 0), (w, h, depth), frame, bevel=w * 0.12)
    body.modifiers['bevel'].segments = 10
    body.modifiers['bevel'].limit_method = 'NONE'
    glass = studio.box((0, 0, depth * 0.5), (w * 0.96, h * 0.98, depth * 0.05), studio.glossy((0.002, 0.002, 0.004), roughness=0.05, clearcoat=1.0), bevel=w * 0.1)
    glass.modifiers['bevel'].segments = 10
    glass.modifiers['bevel'].limit_method = 'NONE'
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, 0, depth * 0.53))
    screen = bpy.context.active_object
    screen.scale = (w * 0.9, h * 0.94, 1)
    screen.data.materials.append(screen_material)
    for obj in (glass, screen):
        obj.parent = body
    return _place(body, location, rotation)


def crown(location, radius, metal, jewel, rotation=(0, 0, 0)):
    """A crown: an open gold band with a rim of pearls, eight tapering points each topped with a pearl."""
    bpy.ops.mesh.primitive_cylinder_add(vertices=96, radius=radius, depth=radius * 0.5, end_fill_type='NOTHING', location=(0, 0, radius * 0.25))
    band = bpy.context.active_object
    band.modifiers.new('wall', 'SOLIDIFY').thickness = radius * 0.07
    studio._finish(band, metal, bevel=radius * 0.01)
    parts = [band]
    pearls = []
    points = 8
    for i in range(points):
        a = 2 * math.pi * i / points
        x, y = radius * math.cos(a), radius * math.sin(a)
        bpy.ops.mesh.primitive_cone_add(vertices=24, radius1=radius * 0.13, radius2=radius * 0.02, depth=radius * 0.5, location=(x, y, radius * 0.72))
        parts.append(studio._finish(bpy.context.active_object, metal))
        pearls.append(studio.sphere((x, y, radius * 1.02), radius * 0.08, jewel, segments=32))
        b = a + math.pi / points
        pearls.append(studio.sphere((radius * 1.04 * math.cos(b), radius * 1.04 * math.sin(b), radius * 0.25), radius * 0.065, jewel, segments=32))
    obj = _join(parts, 'crown')
    _adopt(pearls, obj)
    return _place(obj, location, rotation)


def extruded_svg(path, depth, height, material, location=(0, 0, 0), rotation=(math.pi / 2, 0, 0), bevel=0.01):
    """An SVG silhouette as a solid `height` tall and `depth` thick: imported as curves, extruded,
    bevelled, stood upright."""
    before = set(bpy.data.objects)
    bpy.ops.import_curve.svg(filepath=path)
    curves = [obj for obj in bpy.data.objects if obj not in before and obj.type == 'CURVE']
    bpy.context.view_layer.update()
    tallest = max(max(v[1] for v in curve.bound_box) - min(v[1] for v in curve.bound_box) for curve in curves)
    scale = height / max(tallest, 1e-6)
    for curve in curves:
        curve.data.materials.clear()
        curve.data.extrude = depth / scale / 2
        curve.data.bevel_depth = bevel / scale
        curve.data.bevel_resolution = 4
        curve.data.resolution_u = 24
    bpy.ops.object.select_all(action='DESELECT')
    for curve in curves:
        curve.select_set(True)
    bpy.context.view_layer.objects.active = curves[0]
    bpy.ops.object.convert(target='MESH')
    obj = _join(curves, 'silhouette') if len(curves) > 1 else curves[0]
    obj.data.materials.clear()
    obj.scale = (scale, scale, scale)
    bpy.ops.object.transform_apply(scale=True)
    bpy.ops.object.origin_set(type='ORIGIN_GEOMETRY', center='BOUNDS')
    studio._finish(obj, material, smooth=False)
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def vault_door(location, radius, metal, trim, jewel, open_degrees=35, rotation=(0, 0, 0)):
    """A round vault door, hinged on its left and swung open, with a spoked wheel and pearl studs."""
    door = studio.cylinder((0, 0, 0), radius, radius * 0.3, metal, bevel=radius * 0.04, rotation=(math.pi / 2, 0, 0))
    bpy.ops.mesh.primitive_torus_add(major_radius=radius * 0.82, minor_radius=radius * 0.04, location=(0, -radius * 0.16, 0), rotation=(math.pi / 2, 0, 0))
    rim = studio._finish(bpy.context.active_object, trim)
    hub = studio.cylinder((0, -radius * 0.22, 0), radius * 0.14, radius * 0.16, trim, bevel=radius * 0.02, rotation=(math.pi / 2, 0, 0))
    parts = [door, rim, hub]
    pearls = []
    for i in range(6):
        a = math.pi / 3 * i
        spoke = studio.cylinder((math.cos(a) * radius * 0.3, -radius * 0.3, math.sin(a) * radius * 0.3), radius * 0.035, radius * 0.6, trim, rotation=(0, -a + math.pi / 2, 0), vertices=24)
        parts.append(spoke)
        pearls.append(studio.sphere((math.cos(a) * radius * 0.6, -radius * 0.32, math.sin(a) * radius * 0.6), radius * 0.06, jewel, segments=32))
    for i in range(16):
        a = 2 * math.pi * i / 16
        parts.append(studio.sphere((math.cos(a) * radius * 0.92, -radius * 0.15, math.sin(a) * radius * 0.92), radius * 0.03, trim, segments=16))
    obj = _join(parts, 'vault-door')
    _adopt(pearls, obj)
    hinge = bpy.data.objects.new('hinge', None)
    bpy.context.scene.collection.objects.link(hinge)
    hinge.location = (-radius, 0, 0)
    obj.parent = hinge
    obj.location = (radius, 0, 0)
    hinge.rotation_euler = (0, 0, math.radians(open_degrees))
    root = bpy.data.objects.new('vault', None)
    bpy.context.scene.collection.objects.link(root)
    hinge.parent = root
    return _place(root, location, rotation)


def look_toward(obj, target):
    studio.look_at(obj, Vector(target))


def gem(location, radius, material, rotation=(0, 0, 0)):
    """A cut gem: an eight-sided bipyramid, its crown lower than its pavilion."""
    bpy.ops.mesh.primitive_cone_add(vertices=8, radius1=radius, radius2=radius * 0.55, depth=radius * 0.45, location=(0, 0, radius * 0.22))
    crown_part = bpy.context.active_object
    bpy.ops.mesh.primitive_cone_add(vertices=8, radius1=radius, radius2=0, depth=radius * 1.0, location=(0, 0, -radius * 0.5), rotation=(math.pi, 0, 0))
    pavilion = bpy.context.active_object
    obj = _join([crown_part, pavilion], 'gem')
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.mesh.remove_doubles(threshold=radius * 0.01)
    bpy.ops.object.mode_set(mode='OBJECT')
    studio._finish(obj, material, smooth=False)
    return _place(obj, location, rotation)


def slot_machine(location, height, body, trim, glass_dark, symbols, rotation=(0, 0, 0)):
    """A slot machine: a rounded cabinet on a plinth, an arched crown, a reel window with three reels
    each showing one symbol (a pearl, a gem, a pearl), and a lever with a ruby knob on its right."""
    w, d = height * 0.62, height * 0.42
    parts = []
    plinth = studio.box((0, 0, height * 0.06), (w * 1.12, d * 1.1, height * 0.12), trim, bevel=height * 0.02)
    cabinet = studio.box((0, 0, height * 0.5), (w, d, height * 0.78), body, bevel=height * 0.05)
    cabinet.modifiers['bevel'].segments = 6
    bpy.ops.mesh.primitive_cylinder_add(vertices=64, radius=w / 2, depth=d * 0.9, location=(0, 0, height * 0.89), rotation=(math.pi / 2, 0, 0))
    arch = bpy.context.active_object
    bpy.ops.object.transform_apply(rotation=True)
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.mesh.bisect(plane_co=(0, 0, 0), plane_no=(0, 0, 1), clear_inner=True, use_fill=True)
    bpy.ops.object.mode_set(mode='OBJECT')
    arch.scale = (1, 1, 0.55)
    studio._finish(arch, trim, bevel=height * 0.01)
    parts += [plinth, cabinet, arch]
    window = studio.box((0, -d / 2, height * 0.56), (w * 0.82, d * 0.12, height * 0.3), trim, bevel=height * 0.015)
    inset = studio.box((0, -d / 2 - d * 0.02, height * 0.56), (w * 0.74, d * 0.1, height * 0.24), glass_dark, bevel=height * 0.008)
    parts += [window, inset]
    tray = studio.box((0, -d / 2 - d * 0.05, height * 0.2), (w * 0.7, d * 0.2, height * 0.06), trim, bevel=height * 0.01)
    parts.append(tray)
    reel_white = studio.glossy((0.85, 0.82, 0.8), roughness=0.25, clearcoat=1.0)
    faces = []
    for i, x in enumerate((-w * 0.24, 0, w * 0.24)):
        reel = studio.cylinder((x, -d / 2 - d * 0.02, height * 0.56), height * 0.14, w * 0.2, reel_white, bevel=0.005, rotation=(0, math.pi / 2, 0), vertices=64)
        parts.append(reel)
        y = -d / 2 - d * 0.02 - height * 0.14
        if i == 1:
            faces.append(gem((x, y, height * 0.56), height * 0.06, symbols['gem'], rotation=(math.radians(80), 0, 0)))
        else:
            faces.append(studio.sphere((x, y + height * 0.02, height * 0.56), height * 0.055, symbols['pearl']))
    cabinet_obj = _join(parts, 'slot-machine')
    lever_base = studio.cylinder((w / 2 + height * 0.03, 0, height * 0.6), height * 0.05, height * 0.06, trim, rotation=(0, math.pi / 2, 0), vertices=32)
    lever = studio.cylinder((w / 2 + height * 0.08, 0, height * 0.78), height * 0.015, height * 0.36, trim, rotation=(0, math.radians(-12), 0), vertices=24)
    knob = studio.sphere((w / 2 + height * 0.115, 0, height * 0.96), height * 0.055, symbols['ruby'])
    root = bpy.data.objects.new('slot', None)
    bpy.context.scene.collection.objects.link(root)
    for obj in (cabinet_obj, lever_base, lever, knob, *faces):
        obj.parent = root
    return _place(root, location, rotation)
