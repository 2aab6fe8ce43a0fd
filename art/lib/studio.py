"""The shared pieces of every key-art scene: the studio (render settings, world, camera, lights), the
materials of the brand's world (gold, pearl, velvet, glass, dark stage) and its props (coins, pearls,
sparkles). A scene script builds from these and keeps only its own composition.

Run by art/render.ts as `blender -b --factory-startup -P art/scenes/<name>.py -- <out.png> <width> <height> <samples> <hdri-dir>`.
"""
import math
import random
import sys

import bmesh
import bpy
from mathutils import Vector

# The brand's palette in linear RGB (the page is #0b1026, the gold #f5c542).
NAVY = (0.0033, 0.0052, 0.018)
INDIGO = (0.012, 0.006, 0.05)
VIOLET = (0.22, 0.05, 0.6)
MAGENTA = (0.8, 0.08, 0.35)
SUNSET = (1.0, 0.35, 0.08)
GOLD = (1.0, 0.66, 0.22)
WARM_WHITE = (1.0, 0.86, 0.7)


class Job:
    """The command line the render runner passes after `--`."""

    def __init__(self):
        args = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
        self.output = args[0] if len(args) > 0 else '/tmp/art.png'
        self.width = int(args[1]) if len(args) > 1 else 640
        self.height = int(args[2]) if len(args) > 2 else 480
        self.samples = int(args[3]) if len(args) > 3 else 32
        self.hdri_dir = args[4] if len(args) > 4 else ''


def new_scene(job, transparent=False):
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = 'CYCLES'
    cycles = scene.cycles
    cycles.device = 'CPU'
    cycles.samples = job.samples
    cycles.use_adaptive_sampling = True
    cycles.adaptive_threshold = 0.02
    cycles.use_denoising = False  # Debian's Blender has no OpenImageDenoise
    cycles.sample_clamp_direct = 8
    cycles.sample_clamp_indirect = 2
    cycles.blur_glossy = 1.0
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    cycles.max_bounces = 8
    cycles.glossy_bounces = 4
    cycles.transmission_bounces = 8
    cycles.diffuse_bounces = 3
    scene.render.resolution_x = job.width
    scene.render.resolution_y = job.height
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = transparent
    scene.render.filter_size = 1.2
    scene.view_settings.view_transform = 'Filmic'
    scene.view_settings.look = 'Medium High Contrast'
    scene.view_settings.exposure = 0
    scene.render.image_settings.file_format = 'PNG'
    scene.render.image_settings.color_mode = 'RGBA' if transparent else 'RGB'
    scene.render.image_settings.color_depth = '16'
    return scene


def vignette(amount=0.55, width=0.9, height=0.9):
    """Darkens the frame's edges toward black, so the picture sinks into the dark page around it."""
    scene = bpy.context.scene
    scene.use_nodes = True
    tree = scene.node_tree
    tree.nodes.clear()
    layers = tree.nodes.new('CompositorNodeRLayers')
    mask = tree.nodes.new('CompositorNodeEllipseMask')
    mask.width, mask.height = width, height
    blur = tree.nodes.new('CompositorNodeBlur')
    blur.filter_type = 'FAST_GAUSS'
    blur.use_relative = True
    blur.factor_x = blur.factor_y = 30
    mix = tree.nodes.new('CompositorNodeMixRGB')
    mix.blend_type = 'MULTIPLY'
    mix.inputs['Fac'].default_value = amount
    mix.use_clamp = True
    out = tree.nodes.new('CompositorNodeComposite')
    tree.links.new(mask.outputs['Mask'], blur.inputs['Image'])
    tree.links.new(layers.outputs['Image'], mix.inputs[1])
    tree.links.new(blur.outputs['Image'], mix.inputs[2])
    tree.links.new(mix.outputs['Image'], out.inputs['Image'])
    if scene.render.film_transparent:
        tree.links.new(layers.outputs['Alpha'], out.inputs['Alpha'])


def render(job):
    bpy.context.scene.render.filepath = job.output
    bpy.ops.render.render(write_still=True)


def world(job, hdri='studio', strength=0.6, rotation=0.0, backdrop=NAVY, mirrored=True):
    """Soft fill (and, if `mirrored`, reflections) from a CC0 HDRI; the camera sees `backdrop`, not the photo."""
    scene = bpy.context.scene
    w = bpy.data.worlds.new('world')
    scene.world = w
    w.use_nodes = True
    nodes, links = w.node_tree.nodes, w.node_tree.links
    nodes.clear()
    out = nodes.new('ShaderNodeOutputWorld')
    lit = nodes.new('ShaderNodeBackground')
    lit.inputs['Strength'].default_value = strength
    if job.hdri_dir:
        env = nodes.new('ShaderNodeTexEnvironment')
        env.image = bpy.data.images.load(f'{job.hdri_dir}/{hdri}.exr')
        mapping = nodes.new('ShaderNodeMapping')
        mapping.inputs['Rotation'].default_value[2] = math.radians(rotation)
        coords = nodes.new('ShaderNodeTexCoord')
        links.new(coords.outputs['Generated'], mapping.inputs['Vector'])
        links.new(mapping.outputs['Vector'], env.inputs['Vector'])
        links.new(env.outputs['Color'], lit.inputs['Color'])
    seen = nodes.new('ShaderNodeBackground')
    seen.inputs['Color'].default_value = (*backdrop, 1)
    seen.inputs['Strength'].default_value = 1
    path = nodes.new('ShaderNodeLightPath')
    mix = nodes.new('ShaderNodeMixShader')
    if mirrored:
        links.new(path.outputs['Is Camera Ray'], mix.inputs['Fac'])
    else:
        hidden = nodes.new('ShaderNodeMath')
        hidden.operation = 'MAXIMUM'
        links.new(path.outputs['Is Camera Ray'], hidden.inputs[0])
        links.new(path.outputs['Is Glossy Ray'], hidden.inputs[1])
        links.new(hidden.outputs['Value'], mix.inputs['Fac'])
    links.new(lit.outputs['Background'], mix.inputs[1])
    links.new(seen.outputs['Background'], mix.inputs[2])
    links.new(mix.outputs['Shader'], out.inputs['Surface'])


def look_at(obj, target):
    direction = Vector(target) - obj.location
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()


def camera(location, target, lens=85, focus=None, fstop=2.8):
    cam = bpy.data.cameras.new('camera')
    cam.lens = lens
    cam.clip_start = 0.01
    if focus is not None:
        cam.dof.use_dof = True
        cam.dof.aperture_fstop = fstop
        cam.dof.focus_distance = (Vector(location) - Vector(focus)).length
    obj = bpy.data.objects.new('camera', cam)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    look_at(obj, target)
    bpy.context.scene.camera = obj
    return obj


def area_light(location, target, energy, color=WARM_WHITE, size=1.0, shape='DISK'):
    light = bpy.data.lights.new('light', 'AREA')
    light.energy = energy
    light.color = color
    light.shape = shape
    light.size = size
    obj = bpy.data.objects.new('light', light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    look_at(obj, target)
    return obj


def spot_light(location, target, energy, color=WARM_WHITE, angle=30, blend=0.4, radius=0.05):
    light = bpy.data.lights.new('spot', 'SPOT')
    light.energy = energy
    light.color = color
    light.spot_size = math.radians(angle)
    light.spot_blend = blend
    light.shadow_soft_size = radius
    obj = bpy.data.objects.new('spot', light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    look_at(obj, target)
    return obj


def product_lights(target=(0, 0, 0.5), key=1.0):
    """Key from the front left, gold rim from behind right, violet rim from behind left, soft top."""
    area_light((-2.5, -3.0, 3.0), target, 420 * key, WARM_WHITE, size=2.5)
    area_light((3.0, 2.5, 2.2), target, 520 * key, GOLD, size=1.2)
    area_light((-3.2, 2.2, 1.6), target, 380 * key, VIOLET, size=1.5)
    area_light((0.0, -1.0, 5.0), target, 120 * key, WARM_WHITE, size=4.0, shape='RECTANGLE')


# Materials ---------------------------------------------------------------------------------------

def _principled(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    return mat, mat.node_tree.nodes['Principled BSDF']


def gold(roughness=0.16, tint=GOLD):
    mat, bsdf = _principled('gold')
    bsdf.inputs['Base Color'].default_value = (*tint, 1)
    bsdf.inputs['Metallic'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = roughness
    return mat


def pearl(glow=0.0):
    """White with a pink-to-lilac sheen at grazing angles, a clear coat, a little light inside."""
    mat, bsdf = _principled('pearl')
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    facing = nodes.new('ShaderNodeLayerWeight')
    facing.inputs['Blend'].default_value = 0.45
    ramp = nodes.new('ShaderNodeValToRGB')
    stops = [(0.0, (0.62, 0.58, 0.56)), (0.4, (0.66, 0.5, 0.56)), (0.72, (0.44, 0.42, 0.7)), (1.0, (0.3, 0.55, 0.58))]
    ramp.color_ramp.elements[0].position, ramp.color_ramp.elements[0].color = stops[0][0], (*stops[0][1], 1)
    ramp.color_ramp.elements[1].position, ramp.color_ramp.elements[1].color = stops[-1][0], (*stops[-1][1], 1)
    for position, colour in stops[1:-1]:
        element = ramp.color_ramp.elements.new(position)
        element.color = (*colour, 1)
    links.new(facing.outputs['Facing'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    bsdf.inputs['Roughness'].default_value = 0.12
    bsdf.inputs['Specular'].default_value = 1.0
    bsdf.inputs['Clearcoat'].default_value = 1.0
    bsdf.inputs['Clearcoat Roughness'].default_value = 0.04
    bsdf.inputs['Sheen'].default_value = 0.3
    if glow:
        bsdf.inputs['Emission'].default_value = (1.0, 0.93, 0.95, 1)
        bsdf.inputs['Emission Strength'].default_value = glow
    return mat


def velvet(colour=VIOLET):
    mat, bsdf = _principled('velvet')
    bsdf.inputs['Base Color'].default_value = (*colour, 1)
    bsdf.inputs['Roughness'].default_value = 0.85
    bsdf.inputs['Sheen'].default_value = 1.0
    bsdf.inputs['Sheen Tint'].default_value = 0.8
    return mat


def glass(tint=(1, 1, 1)):
    mat, bsdf = _principled('glass')
    bsdf.inputs['Base Color'].default_value = (*tint, 1)
    bsdf.inputs['Transmission'].default_value = 1.0
    bsdf.inputs['Roughness'].default_value = 0.02
    bsdf.inputs['IOR'].default_value = 1.5
    return mat


def glossy(colour, roughness=0.3, metallic=0.0, clearcoat=0.5, specular=0.5):
    mat, bsdf = _principled('glossy')
    bsdf.inputs['Specular'].default_value = specular
    bsdf.inputs['Base Color'].default_value = (*colour, 1)
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Metallic'].default_value = metallic
    bsdf.inputs['Clearcoat'].default_value = clearcoat
    return mat


def emission(colour, strength):
    mat = bpy.data.materials.new('emission')
    mat.use_nodes = True
    nodes = mat.node_tree.nodes
    nodes.clear()
    out = nodes.new('ShaderNodeOutputMaterial')
    em = nodes.new('ShaderNodeEmission')
    em.inputs['Color'].default_value = (*colour, 1)
    em.inputs['Strength'].default_value = strength
    mat.node_tree.links.new(em.outputs['Emission'], out.inputs['Surface'])
    return mat


def image_emission(path, strength=1.0):
    """A picture that lights itself (a phone's screen)."""
    mat = bpy.data.materials.new('screen')
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    nodes.clear()
    out = nodes.new('ShaderNodeOutputMaterial')
    em = nodes.new('ShaderNodeEmission')
    tex = nodes.new('ShaderNodeTexImage')
    tex.image = bpy.data.images.load(path)
    em.inputs['Strength'].default_value = strength
    links.new(tex.outputs['Color'], em.inputs['Color'])
    links.new(em.outputs['Emission'], out.inputs['Surface'])
    return mat


# Objects -----------------------------------------------------------------------------------------

def _finish(obj, material=None, bevel=0.0, segments=3, smooth=True, subdivide=0):
    if material is not None:
        obj.data.materials.append(material)
    if bevel:
        mod = obj.modifiers.new('bevel', 'BEVEL')
        mod.width = bevel
        mod.segments = segments
        mod.limit_method = 'ANGLE'
    if subdivide:
        mod = obj.modifiers.new('subdivision', 'SUBSURF')
        mod.levels = subdivide
        mod.render_levels = subdivide
    if smooth:
        for poly in obj.data.polygons:
            poly.use_smooth = True
        obj.data.use_auto_smooth = True
        obj.data.auto_smooth_angle = math.radians(40)
    return obj


def sphere(location, radius, material, segments=64):
    bpy.ops.mesh.primitive_uv_sphere_add(segments=segments, ring_count=segments // 2, radius=radius, location=location)
    obj = bpy.context.active_object
    return _finish(obj, material)


def box(location, size, material, bevel=0.02, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_cube_add(location=location, rotation=rotation)
    obj = bpy.context.active_object
    obj.scale = (size[0] / 2, size[1] / 2, size[2] / 2)
    bpy.ops.object.transform_apply(scale=True)
    return _finish(obj, material, bevel=bevel)


def cylinder(location, radius, depth, material, bevel=0.01, rotation=(0, 0, 0), vertices=96):
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=depth, location=location, rotation=rotation)
    return _finish(bpy.context.active_object, material, bevel=bevel)


COIN_REEDS = 160


def _star(radius, depth, material, points=5, inner=0.46):
    """A flat star extruded to `depth`, its base at z = 0: the device struck on a coin's face."""
    bm = bmesh.new()
    ring = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * inner
        a = math.pi / 2 + i * math.pi / points
        ring.append(bm.verts.new((r * math.cos(a), r * math.sin(a), 0.0)))
    face = bm.faces.new(ring)
    extruded = bmesh.ops.extrude_face_region(bm, geom=[face])
    bmesh.ops.translate(bm, verts=[v for v in extruded['geom'] if isinstance(v, bmesh.types.BMVert)], vec=(0.0, 0.0, depth))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    mesh = bpy.data.meshes.new('star')
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new('star', mesh)
    bpy.context.scene.collection.objects.link(obj)
    return _finish(obj, material, bevel=depth * 0.45, segments=2, smooth=False)


def coin(location, radius=0.18, thickness=0.03, rotation=(0, 0, 0), material=None):
    """A gold coin: a broad raised rim with a milled edge around a flat field struck with a star.
    (Rings inside rings, the coin before this one, read at a tile's size as a target or a lollipop.)"""
    material = material or gold(0.2)
    bpy.ops.mesh.primitive_cylinder_add(vertices=COIN_REEDS * 2, radius=radius, depth=thickness, location=(0, 0, 0))
    obj = bpy.context.active_object
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='DESELECT')
    bpy.ops.object.mode_set(mode='OBJECT')
    for poly in obj.data.polygons:
        poly.select = abs(poly.normal.z) > 0.9
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.inset(thickness=radius * 0.16)
    bpy.ops.mesh.extrude_region_shrink_fatten(TRANSFORM_OT_shrink_fatten={'value': -thickness * 0.16})
    bpy.ops.object.mode_set(mode='OBJECT')
    # The milled edge: fine reeds around the rim (deeper or fewer read as a bottle cap's crimp).
    for vertex in obj.data.vertices:
        r = math.hypot(vertex.co.x, vertex.co.y)
        if r > radius * 0.98:
            angle = math.atan2(vertex.co.y, vertex.co.x)
            bump = 1 + 0.004 * (1 if round(angle / (2 * math.pi) * COIN_REEDS * 2) % 2 else -1)
            vertex.co.x *= bump
            vertex.co.y *= bump
    field = thickness / 2 - thickness * 0.16
    # The star a paler gold than the field: one gold read as one flat disc at a tile's size (a polished
    # star mirrored the dark studio and read as a hole).
    struck = gold(0.14, tint=(1.0, 0.72, 0.3))
    for side in (1, -1):
        star = _star(radius * 0.6, thickness * 0.28, struck)
        star.location = (0, 0, side * field)
        star.rotation_euler = (0 if side > 0 else math.pi, 0, 0)
        star.parent = obj
    obj.location = location
    obj.rotation_euler = rotation
    return _finish(obj, material, bevel=thickness * 0.12, segments=2)


def coin_stack(base, count, radius=0.18, thickness=0.03, wobble=0.012, seed=1):
    rng = random.Random(seed)
    coins = []
    for i in range(count):
        offset = (rng.uniform(-wobble, wobble), rng.uniform(-wobble, wobble))
        location = (base[0] + offset[0], base[1] + offset[1], base[2] + thickness * (i + 0.5) * 1.02)
        coins.append(coin(location, radius, thickness, rotation=(0, 0, rng.uniform(0, math.pi))))
    return coins


def scatter_coins(centre, spread, count, radius=0.16, seed=2, z=0.0):
    """Coins lying about on the floor, some tilted against each other."""
    rng = random.Random(seed)
    for _ in range(count):
        x = centre[0] + rng.uniform(-spread[0], spread[0])
        y = centre[1] + rng.uniform(-spread[1], spread[1])
        tilt = rng.choice([0, 0, 0, rng.uniform(0.2, 0.7)])
        coin((x, y, z + 0.015 + tilt * radius * 0.6), radius, radius / 6, rotation=(tilt, rng.uniform(-0.3, 0.3), rng.uniform(0, math.pi)))


def stage(material=None, radius=30):
    """A floor that curves up into a back wall, so the light falls off into the page's navy."""
    material = material or glossy(NAVY, roughness=0.35, clearcoat=0.3)
    bpy.ops.mesh.primitive_plane_add(size=1)
    obj = bpy.context.active_object
    bpy.ops.object.mode_set(mode='EDIT')
    bpy.ops.mesh.select_all(action='SELECT')
    bpy.ops.mesh.delete(type='VERT')
    bpy.ops.object.mode_set(mode='OBJECT')
    mesh = obj.data
    verts = []
    steps = 24
    for i in range(steps + 1):
        t = i / steps
        # Floor out to y = 2, then a quarter circle of radius 3 up into a wall.
        if t < 0.5:
            y, z = -radius / 3 + (2 + radius / 3) * (t / 0.5), 0.0
        else:
            a = (t - 0.5) / 0.5 * math.pi / 2
            y, z = 2 + 3 * math.sin(a), 3 - 3 * math.cos(a)
        verts.append((y, z))
    coords = [(x, y, z) for (y, z) in verts for x in (-radius, radius)]
    faces = [(2 * i, 2 * i + 1, 2 * i + 3, 2 * i + 2) for i in range(steps)]
    mesh.from_pydata(coords, [], faces)
    mesh.update()
    return _finish(obj, material)


# A sparkle's brightness: gold points of light. Brighter ones clipped to white and, in every scene, read
# as snow or dust over the picture.
GLINT = 2.5


def sparkles(count, centre, spread, size=(0.01, 0.04), colour=GOLD, strength=GLINT, seed=3):
    """Small points of light far from the focus: depth of field turns them into bokeh."""
    rng = random.Random(seed)
    mat = emission(colour, strength)
    for _ in range(count):
        location = tuple(c + rng.uniform(-s, s) for c, s in zip(centre, spread))
        sphere(location, rng.uniform(*size), mat, segments=12)


def glow_disc(location, radius, colour, strength, facing=(0, -1, 0)):
    """A soft light behind the subject (the sun, a lamp): an emissive disc facing the camera."""
    bpy.ops.mesh.primitive_circle_add(vertices=64, radius=radius, fill_type='NGON', location=location)
    obj = bpy.context.active_object
    look_at(obj, Vector(location) + Vector(facing))
    mat = bpy.data.materials.new('glow')
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    nodes.clear()
    out = nodes.new('ShaderNodeOutputMaterial')
    em = nodes.new('ShaderNodeEmission')
    em.inputs['Color'].default_value = (*colour, 1)
    transparent = nodes.new('ShaderNodeBsdfTransparent')
    mix = nodes.new('ShaderNodeMixShader')
    grad = nodes.new('ShaderNodeTexGradient')
    grad.gradient_type = 'SPHERICAL'
    coords = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (1 / radius, 1 / radius, 1 / radius)
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], grad.inputs['Vector'])
    power = nodes.new('ShaderNodeMath')
    power.operation = 'POWER'
    power.inputs[1].default_value = 2.2
    links.new(grad.outputs['Fac'], power.inputs[0])
    em.inputs['Strength'].default_value = strength
    links.new(power.outputs['Value'], mix.inputs['Fac'])
    links.new(transparent.outputs['BSDF'], mix.inputs[1])
    links.new(em.outputs['Emission'], mix.inputs[2])
    links.new(mix.outputs['Shader'], out.inputs['Surface'])
    mat.blend_method = 'BLEND'
    obj.data.materials.append(mat)
    return obj


def icon_studio(job, target=(0, 0, 0.35), distance=3.2, lens=70):
    """A small object on a transparent ground, lit like the key art: the "why choose" icons."""
    new_scene(job, transparent=True)
    world(job, 'studio', strength=0.8)
    product_lights(target=target, key=0.9)
    return camera((0, -distance, distance * 0.62), target, lens=lens)
