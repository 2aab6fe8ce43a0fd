"""The slot lobby's grounds and props: what a slot tile's subject stands on instead of the shared
plinth (a heap of gold coins, a velvet cushion, a pond with lotus pads, jungle leaves, temple steps,
a tray of casino chips) and the small things that tell its game (gold ingots, a lotus, a horseshoe,
confetti). Kept apart from tiles.py, which every table and category tile also builds from, so that
changing the lobby re-renders only the slot tiles. A tile builds its ground, stands a rounder, deeper
`tiles.statue` (or a modelled subject) on the height it returns, and shoots with `shoot`:

    job = studio.Job()
    tiles.stage(job, tiles.ORANGE)
    top = lobby.coin_heap(seed=1)
    lobby.statue(tiles.texture('textures/tiger-head.svg'), top, width=1.9, height=1.9)
    lobby.shoot(job, height=1.1)
"""
import math
import random

import bpy

from . import forms, studio, tiles


def statue(svg, base, width=1.8, height=1.8, depth=0.3, turn=-24, face=None, metal=None, x=0.0, y=0.0, bevel=0.03, tilt=6, harden=False):
    """tiles.statue made thicker and rounder: a deep slab with a wide, many-segment bevel, turned so
    its gold side shows beside the enamel face. A silhouette of thin strokes keeps a narrower bevel
    and `harden`ed normals, or its faces go round and mirror nothing but the dark."""
    obj = tiles.statue(svg, base, width=width, height=height, depth=depth, turn=turn, face=face, metal=metal, x=x, y=y, bevel=bevel, tilt=tilt)
    obj.modifiers['bevel'].segments = 5
    obj.modifiers['bevel'].harden_normals = harden
    return obj


def group(name, parts, location=(0, 0, 0), rotation=(0, 0, 0)):
    """Parents `parts` to one empty, so the lot can be moved and turned as a whole."""
    root = bpy.data.objects.new(name, None)
    bpy.context.scene.collection.objects.link(root)
    for part in parts:
        part.parent = root
    root.location, root.rotation_euler = location, rotation
    return root


def coin_heap(centre=(0.0, 0.0), radius=1.05, height=0.3, count=46, coin=0.15, seed=1):
    """A low mound of gold coins lying every which way over a gold core. Returns the height of its top."""
    rng = random.Random(seed)
    cx, cy = centre
    core = forms.ellipsoid((cx, cy, 0.0), 1.0, (radius * 0.92, radius * 0.7, height * 0.92), studio.gold(0.45, tint=(0.8, 0.45, 0.12)))
    core.name = 'heap'
    metal = studio.gold(0.2)
    for i in range(count):
        r = radius * math.sqrt(rng.uniform(0.0, 1.0))
        a = rng.uniform(0, 2 * math.pi)
        x, y = cx + r * math.cos(a), cy + r * math.sin(a) * 0.75
        t = min(r / radius, 1.0)
        z = height * (1 - t * t) + 0.012
        slope = math.atan(2 * height * t / radius) * rng.uniform(0.6, 1.3)
        studio.coin((x, y, z), coin * rng.uniform(0.9, 1.1), coin * 0.2, rotation=(slope * math.sin(a) * -1 + rng.uniform(-0.25, 0.25), slope * math.cos(a) + rng.uniform(-0.25, 0.25), rng.uniform(0, math.pi)), material=metal)
    return height


def cushion(location=(0, 0, 0), size=(1.5, 1.2, 0.32), colour=(0.5, 0.01, 0.03), tassels=True, turn=0.0):
    """A plump square cushion in velvet with gold piping and a gold tassel at each corner. Returns its top."""
    w, d, h = size
    body = studio.box((0, 0, h / 2), (w, d, h), studio.velvet(colour), bevel=h * 0.45)
    body.modifiers['bevel'].segments = 6
    sub = body.modifiers.new('soft', 'SUBSURF')
    sub.levels = sub.render_levels = 2
    trim = studio.gold(0.18)
    parts = [body]
    bpy.ops.mesh.primitive_torus_add(major_radius=1.0, minor_radius=0.018, major_segments=4, minor_segments=12, location=(0, 0, h * 0.5), rotation=(0, 0, math.pi / 4))
    piping = bpy.context.active_object
    piping.scale = (w * 0.69, d * 0.69, 1)
    studio._finish(piping, trim)
    parts.append(piping)
    if tassels:
        for sx in (-1, 1):
            for sy in (-1, 1):
                px, py = sx * w * 0.47, sy * d * 0.47
                parts.append(studio.sphere((px, py, h * 0.5), 0.05, trim, segments=24))
                bpy.ops.mesh.primitive_cone_add(vertices=24, radius1=0.055, radius2=0.012, depth=0.16, location=(px + sx * 0.03, py + sy * 0.03, h * 0.5 - 0.09))
                parts.append(studio._finish(bpy.context.active_object, trim))
    group('cushion', parts, location, (0, 0, turn))
    return location[2] + h * 0.82


def pond(centre=(0.0, 0.0), radius=1.6, hue=tiles.TEAL, rings=3):
    """Still dark water with a few ripples spreading from the middle. Returns the water's height."""
    water = studio.glossy(tuple(0.02 + c * 0.05 for c in hue), roughness=0.04, clearcoat=1.0, specular=0.8)
    disc = studio.cylinder((centre[0], centre[1], -0.02), radius, 0.04, water, bevel=0.02, vertices=96)
    disc.scale = (1.0, 0.8, 1.0)
    ring = studio.glossy(tuple(0.1 + c * 0.3 for c in hue), roughness=0.08, clearcoat=1.0)
    for i in range(rings):
        bpy.ops.mesh.primitive_torus_add(major_radius=0.55 + i * 0.32, minor_radius=0.012, major_segments=96, minor_segments=8, location=(centre[0], centre[1], 0.0))
        torus = studio._finish(bpy.context.active_object, ring)
        torus.scale = (1.0, 0.8, 0.5)
    return 0.0


def lily_pad(location, radius, rotation=0.0, colour=(0.03, 0.2, 0.04)):
    """A round lily pad with a notch, lying on the water."""
    pad = studio.cylinder(location, radius, 0.025, studio.glossy(colour, roughness=0.3, clearcoat=0.6), bevel=0.01, vertices=48)
    pad.rotation_euler = (0, 0, rotation)
    bpy.ops.object.select_all(action='DESELECT')
    pad.select_set(True)
    bpy.context.view_layer.objects.active = pad
    # The notch: drop the verts of a thin wedge toward the centre.
    for v in pad.data.vertices:
        a = math.atan2(v.co.y, v.co.x)
        if abs(a) < 0.2 and math.hypot(v.co.x, v.co.y) > radius * 0.5:
            v.co.x *= 0.15
            v.co.y *= 0.15
    return pad


def lotus(location, size, petal=(0.9, 0.35, 0.5), heart=None, rotation=(0, 0, 0)):
    """A lotus flower: two rings of pointed petals in pink enamel around a gold seed head."""
    mat = studio.glossy(petal, roughness=0.25, clearcoat=0.8)
    tip = studio.glossy(tuple(min(1.0, c * 1.1 + 0.05) for c in petal), roughness=0.25, clearcoat=0.8)
    parts = []
    for ring, (count, lean, scale) in enumerate(((8, 55, 1.0), (6, 25, 0.8))):
        for i in range(count):
            a = 2 * math.pi * (i + ring * 0.5) / count
            r = size * 0.28 * scale
            p = forms.ellipsoid((r * math.cos(a), r * math.sin(a), size * 0.22 * scale), size * 0.3 * scale, (0.42, 0.18, 1.0), mat if ring == 0 else tip)
            p.rotation_euler = (0, math.radians(lean), a)
            p.rotation_mode = 'ZYX'
            parts.append(p)
    parts.append(studio.cylinder((0, 0, size * 0.2), size * 0.12, size * 0.08, heart or studio.gold(0.15), bevel=0.01, vertices=32))
    return group('lotus', parts, location, rotation)


def leaf(location, length, width, rotation, colour=(0.02, 0.16, 0.03), vein=None):
    """A broad jungle leaf: a thin, pointed blade with a gold midrib, lying along its local x."""
    blade = forms.ellipsoid((length / 2, 0, 0), 1.0, (length / 2, width / 2, 0.018), studio.glossy(colour, roughness=0.3, clearcoat=0.7))
    for v in blade.data.vertices:
        # Point the far end and cup the blade.
        t = (v.co.x + 1) / 2
        v.co.y *= 1.0 - 0.6 * t ** 3
        v.co.z += 2.0 * v.co.y ** 2
    rib = studio.cylinder((length * 0.48, 0, 0.012), 0.012, length * 0.9, vein or studio.gold(0.2), bevel=0.0, vertices=12, rotation=(0, math.pi / 2, 0))
    return group('leaf', [blade, rib], location, rotation)


def steps(location=(0, 0, 0), width=2.0, depth=1.4, rise=0.16, count=2, stone=(0.16, 0.12, 0.07), trim=True):
    """Temple steps of carved stone, each edged with a gold band. Returns the top step's height."""
    mat = studio.glossy(stone, roughness=0.8, clearcoat=0.0, specular=0.1)
    gold = studio.gold(0.2)
    z = location[2]
    for i in range(count):
        w, d = width - i * 0.35, depth - i * 0.35
        studio.box((location[0], location[1] + i * 0.12, z + rise / 2), (w, d, rise), mat, bevel=0.02)
        if trim:
            studio.box((location[0], location[1] + i * 0.12 - d / 2, z + rise * 0.5), (w * 1.002, 0.02, rise * 0.2), gold, bevel=0.004)
        z += rise
    return z


def ingot(location, size, rotation=(0, 0, 0), metal=None):
    """A Chinese gold ingot (yuanbao): a boat with upturned ends and a round dome in its middle."""
    metal = metal or studio.gold(0.12)
    boat = forms.ellipsoid((0, 0, 0), size, (1.0, 0.55, 0.4), metal)
    for v in boat.data.vertices:
        v.co.z += 0.6 * v.co.x ** 4 - 0.15
        if v.co.z > 0.2 and abs(v.co.x) < 0.75:
            v.co.z = 0.2 + (v.co.z - 0.2) * 0.3
    dome = studio.sphere((0, 0, size * 0.12), size * 0.38, metal)
    dome.scale = (1.0, 1.0, 0.9)
    return group('ingot', [boat, dome], location, rotation)


def horseshoe(location, size, metal=None, rotation=(0, 0, 0)):
    """A lucky horseshoe in gold: a thick open arc studded with pearls, opening upward to hold the luck."""
    metal = metal or studio.gold(0.14)
    curve = bpy.data.curves.new('horseshoe', 'CURVE')
    curve.dimensions = '3D'
    curve.bevel_depth = size * 0.11
    curve.bevel_resolution = 4
    spline = curve.splines.new('POLY')
    n = 40
    spline.points.add(n - 1)
    for i, p in enumerate(spline.points):
        a = math.radians(40 + 280 * i / (n - 1))
        p.co = (size * 0.5 * math.sin(a) * (1.0 - 0.12 * math.cos(a)), 0, size * 0.55 * math.cos(a), 1)
    obj = bpy.data.objects.new('horseshoe', curve)
    bpy.context.scene.collection.objects.link(obj)
    curve.materials.append(metal)
    obj.scale = (1, 2.2, 1)
    pearl = studio.pearl()
    studs = []
    for k in range(7):
        a = math.radians(60 + 240 * k / 6)
        studs.append(studio.sphere((size * 0.5 * math.sin(a) * (1.0 - 0.12 * math.cos(a)), -size * 0.25, size * 0.55 * math.cos(a)), size * 0.055, pearl, segments=20))
    return group('horseshoe', [obj, *studs], location, rotation)


def confetti(seed, centre=(0, 0.6, 1.3), spread=(1.3, 0.6, 1.0), count=40, colours=None, size=0.06):
    """Small tumbling squares of foil in bright colours and gold, in the air around the subject."""
    rng = random.Random(seed)
    colours = colours or [(0.9, 0.05, 0.3), (0.05, 0.4, 1.0), (1.0, 0.6, 0.02), (0.1, 0.8, 0.2), (0.7, 0.1, 1.0)]
    mats = [studio.glossy(c, roughness=0.2, clearcoat=0.6, specular=0.7) for c in colours] + [studio.gold(0.15)]
    for _ in range(count):
        location = tuple(c + rng.uniform(-s, s) for c, s in zip(centre, spread))
        studio.box(location, (size, size * 0.6, 0.006), rng.choice(mats), bevel=0.0, rotation=(rng.uniform(0, math.pi), rng.uniform(0, math.pi), rng.uniform(0, math.pi)))


def loose(seed, coins=2, pearls=2, spread=(1.3, 0.6), y=-0.55, z=0.0):
    """A few coins and pearls dropped in front of the ground, nearer the camera than the subject."""
    rng = random.Random(seed)
    sides = [-1, 1] * 4
    rng.shuffle(sides)
    for i in range(coins):
        side = sides[i]
        tilt = rng.choice([0.0, rng.uniform(0.9, 1.3)])
        studio.coin((side * rng.uniform(0.6, spread[0]), y + rng.uniform(-0.2, 0.1), z + 0.02 + tilt * 0.1), 0.13, 0.026, rotation=(tilt, side * rng.uniform(0.0, 0.4), rng.uniform(0, math.pi)))
    pearl = studio.pearl()
    for i in range(pearls):
        side = sides[-1 - i]
        studio.sphere((side * rng.uniform(0.5, spread[0]), y + rng.uniform(-0.25, 0.05), z + 0.06), rng.uniform(0.05, 0.065), pearl, segments=32)


def shoot(job, target=(0.0, 0.0, 0.95), distance=3.7, height=1.15, lens=61, key=0.55, hue=None, sparkles=0, seed=1, side=0.0):
    """tiles.shoot a little closer (the subject fills about three quarters of the frame), from a
    height and a side the tile chooses, with the far sparkles of tiles.trimmings if it asks for them."""
    if sparkles:
        tiles.sparkle(seed + 40, (0.0, 2.0, 1.5), (2.0, 0.4, 1.0), count=sparkles, size=(0.012, 0.03))
    tiles.lights(target=(target[0], target[1], target[2] + 0.1), key=key, hue=hue)
    x = target[0] + side
    studio.camera((x, -distance, height), target, lens=lens, focus=(target[0], 0.0, target[2]), fstop=4.0)
    studio.vignette(0.45, 0.95, 0.95)
    studio.render(job)


def bead_heap(centre=(0.0, 0.0), radius=0.95, height=0.28, count=70, size=(0.06, 0.1), materials=None, seed=1):
    """A low mound of round things (pearls, or sweets in `materials`) over a dark core. Returns its top."""
    rng = random.Random(seed)
    materials = materials or [studio.pearl()]
    cx, cy = centre
    forms.ellipsoid((cx, cy, 0.0), 1.0, (radius * 0.9, radius * 0.68, height * 0.85), studio.glossy((0.02, 0.02, 0.03), roughness=0.4))
    for _ in range(count):
        r = radius * math.sqrt(rng.uniform(0.0, 1.0))
        a = rng.uniform(0, 2 * math.pi)
        t = min(r / radius, 1.0)
        s = rng.uniform(*size)
        studio.sphere((cx + r * math.cos(a), cy + r * math.sin(a) * 0.72, height * (1 - t * t) * 0.9 + s * 0.4), s, rng.choice(materials), segments=24)
    return height


def gold_bars(location=(0, 0, 0), rows=(4, 3), bar=(0.46, 0.22, 0.13), turn=0.0, metal=None):
    """Gold bullion stacked in courses, each shorter than the one below. Returns the stack's top."""
    metal = metal or studio.gold(0.18)
    parts = []
    w, d, h = bar
    for level, n in enumerate(rows):
        for i in range(n):
            x = (i - (n - 1) / 2) * w * 1.04
            for j in (0, 1):
                bpy.ops.mesh.primitive_cone_add(vertices=4, radius1=0.7071, radius2=0.58, depth=1.0, location=(x, (j - 0.5) * d * 1.05, h * (level + 0.5)), rotation=(0, 0, math.pi / 4))
                b = bpy.context.active_object
                b.scale = (w * 1.0, d * 1.0, h)
                bpy.ops.object.transform_apply(scale=True, rotation=True)
                parts.append(studio._finish(b, metal, bevel=0.008, smooth=False))
    group('bullion', parts, location, (0, 0, turn))
    return location[2] + h * len(rows)


def ankh(location, size, metal=None, rotation=(0, 0, 0)):
    """An ankh in gold: an oval loop over a cross."""
    metal = metal or studio.gold(0.14)
    bpy.ops.mesh.primitive_torus_add(major_radius=size * 0.17, minor_radius=size * 0.05, location=(0, 0, size * 0.78), rotation=(math.pi / 2, 0, 0))
    loop = studio._finish(bpy.context.active_object, metal)
    loop.scale = (0.8, 1.0, 1.3)
    bar = studio.box((0, 0, size * 0.5), (size * 0.56, size * 0.1, size * 0.1), metal, bevel=size * 0.02)
    stem = studio.box((0, 0, size * 0.26), (size * 0.11, size * 0.1, size * 0.52), metal, bevel=size * 0.02)
    return group('ankh', [loop, bar, stem], location, rotation)


def maraca(location, size, shell, rotation=(0, 0, 0)):
    """A maraca: an egg-shaped shell in enamel banded in gold, on a gold handle (lying along local z)."""
    trim = studio.gold(0.15)
    parts = [forms.ellipsoid((0, 0, size * 0.62), size * 0.3, (1.0, 1.0, 1.25), shell)]
    for z, r in ((0.5, 0.295), (0.62, 0.3), (0.74, 0.29)):
        bpy.ops.mesh.primitive_torus_add(major_radius=size * r, minor_radius=size * 0.018, major_segments=64, minor_segments=10, location=(0, 0, size * z))
        parts.append(studio._finish(bpy.context.active_object, trim))
    parts.append(studio.cylinder((0, 0, size * 0.15), size * 0.055, size * 0.42, trim, bevel=0.01, vertices=32))
    parts.append(studio.sphere((0, 0, -size * 0.06), size * 0.075, trim, segments=24))
    parts.append(studio.sphere((0, 0, size * 1.0), size * 0.06, studio.pearl(), segments=24))
    return group('maraca', parts, location, rotation)


def enamel(name_or_colour, roughness=0.32):
    """tiles.enamel with a softer coat: deeper, more saturated faces that do not go grey when turned
    toward a softbox."""
    return tiles.enamel(name_or_colour, roughness, clearcoat=0.2, specular=0.18)
