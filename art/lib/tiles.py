"""The game tiles' shared set, lit and coloured like the roulette and blackjack tiles: a glow of the
game's own colour filling the frame (no floor) and a burst of its rays, as a slot's title card has, a product shot of one statuette on a round black-marble
plinth ringed with pearls (or of real props for the table games), a few gold coins and pearls at its
foot and a few gold points of light far behind. A slot tile picks the colour, builds its subject on the plinth and calls
`shoot`:

    job = studio.Job()
    tiles.stage(job, tiles.ORANGE)
    top = tiles.plinth()
    tiles.statue(tiles.texture('textures/tiger-head.svg'), top, face=tiles.enamel('jade'))
    tiles.trimmings(seed=1)
    tiles.shoot(job)

The table tiles start from `table` instead and place their own camera, as roulette.py does.
"""
import math
import os
import random

import bpy
from mathutils import Vector

from . import lettering, props, studio

ART = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')

# The glows of the gallery, saturated, in linear RGB: one per game, varied from tile to tile.
ORANGE = (1.0, 0.3, 0.03)
EMBER = (1.0, 0.14, 0.02)
RED = (1.0, 0.04, 0.03)
CRIMSON = (0.85, 0.015, 0.1)
ROSE = (1.0, 0.08, 0.28)
MAGENTA = (0.9, 0.03, 0.5)
LILAC = (0.55, 0.15, 1.0)
VIOLET = (0.32, 0.06, 1.0)
BLUE = (0.05, 0.28, 1.0)
AZURE = (0.02, 0.5, 1.0)
TEAL = (0.01, 0.62, 0.7)
JADE = (0.02, 0.7, 0.32)
GREEN = (0.12, 0.75, 0.08)
LIME = (0.45, 0.85, 0.03)
OLIVE = (0.55, 0.45, 0.03)
AMBER = (1.0, 0.5, 0.04)
OCHRE = (0.75, 0.36, 0.04)
GOLDEN = (1.0, 0.62, 0.14)
INDIGO = (0.14, 0.1, 1.0)
SLATE = (0.3, 0.4, 0.65)

# Enamels for the faces of two-tone statuettes.
ENAMEL = {
    'red': (0.35, 0.004, 0.008),
    'green': (0.01, 0.18, 0.03),
    'jade': (0.01, 0.16, 0.06),
    'lapis': (0.006, 0.025, 0.28),
    'pink': (0.55, 0.02, 0.14),
    'orange': (0.7, 0.11, 0.005),
    'black': (0.006, 0.006, 0.009),
    'purple': (0.12, 0.012, 0.32),
    'ivory': (0.45, 0.4, 0.3),
}

PLINTH_TOP = 0.22


def texture(name):
    """The path of a file in art/textures/ (the scene names it as 'textures/<file>' so its hash sees it)."""
    return os.path.join(ART, name)


def stage(job, hue, glow=3.2, backdrop=0.08, floor=False, rays=12):
    """The tile's world: a deep tint of `hue` with a wide disc of `hue` glowing behind the subject
    (and, if `floor`, the key art's stage curving up into a wall; if `rays`, that many beams
    fanning out from behind it, a slot title card's burst)."""
    studio.new_scene(job)
    dark = tuple(c * backdrop for c in hue)
    studio.world(job, 'studio', strength=0.4, backdrop=dark)
    if floor:
        studio.stage(studio.glossy(tuple(0.004 + c * 0.01 for c in hue), roughness=0.75, clearcoat=0.0, specular=0.12))
    studio.glow_disc((0.0, 2.4, 1.1), 2.8, hue, glow)
    if rays:
        burst((0.0, 2.3, 1.25), 3.4, tuple(0.3 + c * 0.7 for c in hue), glow * 0.55, rays)
    return hue


def burst(location, radius, colour, strength, count=12, facing=(0, -1, 0)):
    """Beams of light fanning out from a point behind the subject, fading toward the frame's edge:
    an emissive disc facing the camera, lit only in `count` soft-edged wedges."""
    bpy.ops.mesh.primitive_circle_add(vertices=96, radius=radius, fill_type='NGON', location=location)
    obj = bpy.context.active_object
    studio.look_at(obj, Vector(location) + Vector(facing))
    mat = bpy.data.materials.new('burst')
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    nodes.clear()

    def op(operation, a, b=None):
        node = nodes.new('ShaderNodeMath')
        node.operation = operation
        for index, value in enumerate((a, b)):
            if value is None:
                continue
            if isinstance(value, (int, float)):
                node.inputs[index].default_value = value
            else:
                links.new(value, node.inputs[index])
        return node.outputs['Value']

    coords = nodes.new('ShaderNodeTexCoord')
    angle = nodes.new('ShaderNodeTexGradient')
    angle.gradient_type = 'RADIAL'
    links.new(coords.outputs['Object'], angle.inputs['Vector'])
    wave = op('SINE', op('MULTIPLY', angle.outputs['Fac'], 2 * math.pi * count))
    beam = op('POWER', op('MULTIPLY', op('ADD', wave, 1.0), 0.5), 6.0)
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (1 / radius, 1 / radius, 1 / radius)
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    round_ = nodes.new('ShaderNodeTexGradient')
    round_.gradient_type = 'SPHERICAL'
    links.new(mapping.outputs['Vector'], round_.inputs['Vector'])
    fade = op('POWER', round_.outputs['Fac'], 1.3)
    em = nodes.new('ShaderNodeEmission')
    em.inputs['Color'].default_value = (*colour, 1)
    em.inputs['Strength'].default_value = strength
    transparent = nodes.new('ShaderNodeBsdfTransparent')
    mix = nodes.new('ShaderNodeMixShader')
    links.new(op('MULTIPLY', beam, fade), mix.inputs['Fac'])
    links.new(transparent.outputs['BSDF'], mix.inputs[1])
    links.new(em.outputs['Emission'], mix.inputs[2])
    out = nodes.new('ShaderNodeOutputMaterial')
    links.new(mix.outputs['Shader'], out.inputs['Surface'])
    mat.blend_method = 'BLEND'
    obj.data.materials.append(mat)
    return obj


def plinth(radius=0.72, pearls=True):
    """A round plinth of black marble with a gold rim and a ring of pearls. Returns its top's height."""
    marble = studio.glossy((0.008, 0.008, 0.01), roughness=0.06, clearcoat=1.0)
    trim = studio.gold(0.18)
    studio.cylinder((0, 0, 0.08), radius, 0.16, marble, bevel=0.025)
    studio.cylinder((0, 0, 0.025), radius * 1.06, 0.05, trim, bevel=0.01)
    studio.cylinder((0, 0, 0.18), radius * 0.92, 0.05, trim, bevel=0.01)
    if pearls:
        pearl = studio.pearl()
        count = 22
        for i in range(count):
            a = 2 * math.pi * (i + 0.5) / count
            studio.sphere((radius * math.cos(a), radius * math.sin(a), 0.1), 0.04, pearl, segments=24)
    return PLINTH_TOP


def fit(obj, width, height, base, x=0.0, y=0.0):
    """Scales an upright object to fit `width` x `height` and stands it on `base`."""
    bpy.context.view_layer.update()
    w, h = obj.dimensions.x, obj.dimensions.y
    s = min(width / w, height / h)
    obj.scale = (s, s, s)
    obj.location = (x, y, base + h * s / 2)
    return obj


def two_tone(obj, face):
    """Gives the flat front and back of an extruded silhouette an enamel, leaving its bevelled edges gold."""
    obj.data.materials.append(face)
    for poly in obj.data.polygons:
        if abs(poly.normal.z) > 0.995:
            poly.material_index = 1
    return obj


def enamel(name_or_colour, roughness=0.2, clearcoat=0.5, specular=0.4):
    """A glossy enamel: one of ENAMEL by name, or a linear RGB colour."""
    colour = ENAMEL.get(name_or_colour, name_or_colour) if isinstance(name_or_colour, str) else name_or_colour
    return studio.glossy(colour, roughness=roughness, clearcoat=clearcoat, specular=specular)


def statue(svg, base=PLINTH_TOP, width=1.4, height=1.4, depth=0.16, turn=-14, face=None, metal=None, x=0.0, y=0.0, bevel=0.012, tilt=5):
    """A game-icons.net silhouette extruded into a gold statuette (with an enamel `face` if given),
    turned `turn` degrees about its upright axis and leant back `tilt` degrees, so that its flat face
    mirrors the softbox behind the camera, fitted into `width` x `height` on `base`. Its edges
    are bevelled on the mesh, not the curve: a curve's bevel throws spikes out of sharp points."""
    metal = metal or studio.gold(0.14)
    obj = props.extruded_svg(svg, depth, 1.0, metal, rotation=(math.pi / 2 - math.radians(tilt), 0, math.radians(turn)), bevel=0.0)
    bpy.ops.object.select_all(action='DESELECT')
    obj.select_set(True)
    bpy.context.view_layer.objects.active = obj
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.mesh.remove_doubles(threshold=0.0005)
    bpy.ops.object.mode_set(mode='OBJECT')
    if face is not None:
        two_tone(obj, face)
    mod = obj.modifiers.new('bevel', 'BEVEL')
    mod.width = bevel
    mod.segments = 3
    mod.limit_method = 'ANGLE'
    mod.angle_limit = math.radians(50)
    mod.harden_normals = True
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(50)
    for poly in obj.data.polygons:
        poly.use_smooth = True
    return fit(obj, width, height, base, x, y)


def trimmings(seed=1, coins=3, pearls=3, sparkles=0, spread=1.15, colour=studio.GOLD):
    """Gold coins leaning and lying at the plinth's foot, loose pearls, and if asked sparkles far behind."""
    rng = random.Random(seed)
    sides = [-1, 1] * 4
    rng.shuffle(sides)
    for i in range(coins):
        side = sides[i]
        x = side * rng.uniform(0.85, spread)
        yy = rng.uniform(-0.55, 0.1)
        tilt = rng.choice([0.0, rng.uniform(0.9, 1.3)])
        studio.coin((x, yy, 0.02 + tilt * 0.1), 0.15, 0.03, rotation=(tilt, side * rng.uniform(0.0, 0.4), rng.uniform(0, math.pi)))
    pearl = studio.pearl()
    for i in range(pearls):
        side = sides[-1 - i]
        studio.sphere((side * rng.uniform(0.8, spread), rng.uniform(-0.75, -0.35), 0.07), rng.uniform(0.055, 0.075), pearl, segments=32)
    if sparkles:
        sparkle(seed + 40, (0.0, 2.0, 1.5), (2.0, 0.4, 1.0), count=sparkles, size=(0.012, 0.03), colour=colour)


def lights(target=(0, 0, 0.9), key=0.55, hue=None):
    """The key art's product lights, the rim on the right taking the glow's colour when `hue` is given."""
    studio.area_light((-2.5, -3.0, 3.0), target, 420 * key, studio.WARM_WHITE, size=2.5)
    studio.area_light((3.0, 2.5, 2.2), target, 520 * key, hue or studio.GOLD, size=1.2)
    studio.area_light((-3.2, 2.2, 1.6), target, 380 * key, studio.VIOLET, size=1.5)
    studio.area_light((0.0, -1.0, 5.0), target, 120 * key, studio.WARM_WHITE, size=4.0, shape='RECTANGLE')
    # A wide softbox behind the camera: the statuettes' flat faces mirror it as a sheet of gold.
    studio.area_light((0.9, -6.5, 2.2), target, 320 * key, studio.WARM_WHITE, size=4.0, shape='RECTANGLE')


def shoot(job, target=(0.0, 0.0, 0.8), distance=4.15, height=1.3, lens=61, key=0.55, hue=None, vignette=0.45):
    """Lights, camera and the render. Squares frame the plinth; wide frames leave room all round."""
    lights(target=(target[0], target[1], target[2] + 0.1), key=key, hue=hue)
    studio.camera((target[0], -distance, height), target, lens=lens, focus=(target[0], 0.0, target[2]), fstop=4.0)
    if vignette:
        studio.vignette(vignette, 0.95, 0.95)
    studio.render(job)


# The table games' props ------------------------------------------------------------------------

CARD = (0.9, 1.26)
INK = {'♠': (0.01, 0.01, 0.015), '♣': (0.01, 0.01, 0.015), '♥': (0.55, 0.01, 0.02), '♦': (0.55, 0.01, 0.02)}


def _print_on(card, text, size, x, y, material, turned=False):
    lettering.glyphs(text, size, material, (x, y, CARD[0] * 0.006 + 0.002), (0, 0, math.pi if turned else 0), parent=card)


# Where a number card's pips sit, in fractions of the pip field's half-width and half-height.
_SIDES = [(-1, 1), (1, 1), (-1, -1), (1, -1)]
PIPS = {
    '2': [(0, 1), (0, -1)],
    '3': [(0, 1), (0, 0), (0, -1)],
    '4': _SIDES,
    '5': _SIDES + [(0, 0)],
    '6': _SIDES + [(-1, 0), (1, 0)],
    '7': _SIDES + [(-1, 0), (1, 0), (0, 0.5)],
    '8': _SIDES + [(-1, 0), (1, 0), (0, 0.5), (0, -0.5)],
    '9': _SIDES + [(-1, 1 / 3), (1, 1 / 3), (-1, -1 / 3), (1, -1 / 3), (0, 0)],
    '10': _SIDES + [(-1, 1 / 3), (1, 1 / 3), (-1, -1 / 3), (1, -1 / 3), (0, 2 / 3), (0, -2 / 3)],
}


def playing_card(rank, suit, location, rotation, scale=1.0):
    """A playing card: an ace's one big pip, a number card's pips in their usual places (the lower ones
    turned), a court card's letter large over its suit; rank and suit in two corners."""
    card = props.card((0, 0, 0), CARD, studio.glossy((0.62, 0.6, 0.56), roughness=0.3, clearcoat=0.6), None)
    ink = studio.glossy(INK[suit], roughness=0.3, clearcoat=0.5)
    w, h = CARD
    if rank in PIPS:
        for x, y in PIPS[rank]:
            _print_on(card, suit, 0.22, x * w * 0.2, y * h * 0.3, ink, turned=y < 0)
    elif rank in ('J', 'Q', 'K'):
        _print_on(card, rank, 0.5, 0, 0.1, ink)
        _print_on(card, suit, 0.26, 0, -0.24, ink)
    else:
        _print_on(card, suit, 0.62, 0, -0.02, ink)
    for corner, turned in (((-w * 0.36, h * 0.38), False), ((w * 0.36, -h * 0.38), True)):
        _print_on(card, rank, 0.2, corner[0], corner[1], ink, turned)
        _print_on(card, suit, 0.14, corner[0], corner[1] + (-0.15 if not turned else 0.15), ink, turned)
    card.location, card.rotation_euler, card.scale = location, rotation, (scale, scale, scale)
    return card


def chip_stack(base, count, colour, radius=0.17, thickness=0.045, seed=1):
    """Casino chips: coloured discs with white edge spots and a gold inlay, stacked a little askew."""
    rng = random.Random(seed)
    body = studio.glossy(colour, roughness=0.3, clearcoat=0.6)
    white = studio.glossy((0.75, 0.72, 0.68), roughness=0.3, clearcoat=0.6)
    inlay = studio.gold(0.22)
    for i in range(count):
        x, y = base[0] + rng.uniform(-0.012, 0.012), base[1] + rng.uniform(-0.012, 0.012)
        z = base[2] + thickness * (i + 0.5) * 1.02
        studio.cylinder((x, y, z), radius, thickness, body, bevel=thickness * 0.2, vertices=64)
        turn = rng.uniform(0, math.pi)
        for k in range(6):
            a = turn + k * math.pi / 3
            studio.box((x + radius * 0.96 * math.cos(a), y + radius * 0.96 * math.sin(a), z), (radius * 0.12, radius * 0.3, thickness * 1.02), white, bevel=0.002, rotation=(0, 0, a))
    studio.cylinder((base[0], base[1], base[2] + thickness * count * 1.02 + 0.004), radius * 0.62, 0.01, inlay, bevel=0.003, vertices=64)


def slab(outline, depth, material, location=(0, 0, 0), rotation=(0, 0, 0), bevel=0.15):
    """A flat outline (x, y pairs) extruded `depth` thick along its local z, its edges rounded by
    `bevel` of the depth, stood up so that its outline's y runs upward and its face looks at -y."""
    curve = bpy.data.curves.new('slab', 'CURVE')
    curve.dimensions = '2D'
    curve.fill_mode = 'BOTH'
    curve.extrude = depth / 2
    curve.bevel_depth = depth * bevel
    curve.bevel_resolution = 3
    spline = curve.splines.new('POLY')
    spline.points.add(len(outline) - 1)
    for point, (x, y) in zip(spline.points, outline):
        point.co = (x, y, 0, 1)
    spline.use_cyclic_u = True
    obj = bpy.data.objects.new('slab', curve)
    bpy.context.scene.collection.objects.link(obj)
    curve.materials.append(material)
    obj.location = location
    obj.rotation_euler = (math.pi / 2 + rotation[0], rotation[1], rotation[2])
    return obj


def arrow(location, length, material, up=True, depth=0.12, rotation=(0, 0, 0)):
    """A flat, bevelled arrow standing upright facing the camera, pointing up or down."""
    w = length * 0.62
    outline = [(-w * 0.22, -length / 2), (w * 0.22, -length / 2), (w * 0.22, length * 0.05), (w / 2, length * 0.05), (0, length / 2), (-w / 2, length * 0.05), (-w * 0.22, length * 0.05)]
    return slab([(x, y if up else -y) for x, y in outline], depth, material, location, rotation)


def table(job, hue, glow=4.0, backdrop=0.09, glow_at=(0.0, 2.4, 0.6), radius=3.2, mirrored=True, rays=12):
    """The table tiles' world, as the roulette and blackjack tiles have it: no floor, a wide glow of `hue`
    with a burst of `rays` behind it."""
    studio.new_scene(job)
    studio.world(job, 'studio', strength=0.5, backdrop=tuple(c * backdrop for c in hue), mirrored=mirrored)
    studio.glow_disc(glow_at, radius, hue, glow)
    if rays:
        burst((glow_at[0], glow_at[1] - 0.1, glow_at[2] + 0.15), radius * 1.2, tuple(0.3 + c * 0.7 for c in hue), glow * 0.5, rays)


def sparkle(seed, centre=(0.0, 1.5, 1.4), spread=(2.2, 0.4, 1.0), count=6, size=(0.02, 0.05), strength=studio.GLINT, colour=studio.GOLD):
    """Small points of light far behind the subject, as studio.sparkles makes them, but unseen in
    reflections (a glossy ball would otherwise wear them as polka dots)."""
    rng = random.Random(seed)
    mat = studio.emission(colour, strength)
    for _ in range(count):
        location = tuple(c + rng.uniform(-s, s) for c, s in zip(centre, spread))
        obj = studio.sphere(location, rng.uniform(*size), mat, segments=12)
        obj.visible_glossy = False
        obj.visible_diffuse = False
        obj.visible_transmission = False


# The categories' props -------------------------------------------------------------------------

def football(location, radius):
    """A football: a white ball with twelve black pentagons at the corners of an icosahedron."""
    ball = studio.sphere(location, radius, studio.glossy((0.8, 0.78, 0.75), roughness=0.3, clearcoat=0.5))
    black = studio.glossy((0.01, 0.01, 0.012), roughness=0.3, clearcoat=0.5)
    phi = (1 + 5 ** 0.5) / 2
    corners = [(0, a, b * phi) for a in (-1, 1) for b in (-1, 1)] + [(a, b * phi, 0) for a in (-1, 1) for b in (-1, 1)] + [(a * phi, 0, b) for a in (-1, 1) for b in (-1, 1)]
    for corner in corners:
        n = Vector(corner).normalized()
        patch = studio.cylinder(tuple(c + n_ * radius * 0.985 for c, n_ in zip(location, n)), radius * 0.36, radius * 0.04, black, bevel=0.0, vertices=5)
        patch.rotation_euler = n.to_track_quat('Z', 'Y').to_euler()
    return ball


def basketball(location, radius):
    """A basketball: an orange ball with black seams, one round its middle and two across."""
    ball = studio.sphere(location, radius, studio.glossy((0.7, 0.16, 0.02), roughness=0.55, clearcoat=0.1))
    seam = studio.glossy((0.01, 0.008, 0.006), roughness=0.5)
    for rotation in ((0, 0, 0), (math.pi / 2, 0, 0.3), (math.pi / 2, 0, 0.3 + math.pi / 2)):
        bpy.ops.mesh.primitive_torus_add(major_radius=radius * 1.0, minor_radius=radius * 0.025, major_segments=96, location=location, rotation=rotation)
        studio._finish(bpy.context.active_object, seam)
    ball.rotation_euler = (0.3, 0.2, 0)
    return ball


def joystick(location, size, rotation=(0, 0, 0)):
    """An arcade stick: a violet-enamel box in gold trim, a gold stick with a ruby ball, two pearl buttons."""
    enamel_box, trim = enamel('purple'), studio.gold(0.16)
    w, d, h = size * 1.5, size * 0.95, size * 0.38
    parts = [
        studio.box((0, 0, h / 2), (w, d, h), enamel_box, bevel=h * 0.18),
        studio.box((0, 0, h + 0.005), (w * 0.9, d * 0.82, 0.02), trim, bevel=0.006),
        studio.cylinder((-w * 0.2, 0, h + 0.04), size * 0.16, 0.06, trim, bevel=0.01, vertices=48),
        studio.cylinder((-w * 0.2, 0, h + size * 0.38), size * 0.045, size * 0.7, trim, bevel=0.0, vertices=32),
        studio.sphere((-w * 0.2, 0, h + size * 0.78), size * 0.2, studio.glossy((0.6, 0.01, 0.03), roughness=0.08, clearcoat=1.0)),
    ]
    pearl = studio.pearl()
    for x, y in ((w * 0.18, -d * 0.12), (w * 0.36, d * 0.1)):
        parts.append(studio.cylinder((x, y, h + 0.02), size * 0.11, 0.04, trim, bevel=0.008, vertices=48))
        parts.append(studio.sphere((x, y, h + 0.04), size * 0.09, pearl, segments=32))
    root = bpy.data.objects.new('joystick', None)
    bpy.context.scene.collection.objects.link(root)
    for part in parts:
        part.parent = root
    root.location, root.rotation_euler = location, rotation
    return root
