"""Perla's portraits beside the game lobbies: a cut-out on a shadow catcher, as the hero is, lit as a
product shot from the front left with a warm rim behind, and framed tall for the lobby's side column."""
import bpy

from . import mascot, studio

CAMERA = (0.0, -5.4, 1.9)
TARGET = (0.0, 0.0, 0.78)


def set_up(job):
    """An empty cut-out scene: the sunset world for reflections and a floor that only catches shadows."""
    studio.new_scene(job, transparent=True)
    studio.world(job, 'sunset', strength=0.35, rotation=200, backdrop=studio.NAVY)
    bpy.ops.mesh.primitive_plane_add(size=20)
    bpy.context.active_object.is_shadow_catcher = True


def perla(centre, radius, glance=0.0):
    """Perla, crowned, her face to this framing's camera."""
    mascot.perla(centre, radius, studio.pearl(), CAMERA, glance=glance)


def shoot(job, focus=(0.0, 0.0, 0.7), lens=50):
    studio.product_lights(target=TARGET, key=0.6)
    studio.area_light((-0.9, -3.0, 3.2), focus, 200, studio.WARM_WHITE, size=0.3)
    studio.area_light((0.0, 2.5, 1.8), focus, 280, studio.SUNSET, size=1.0)
    studio.camera(CAMERA, TARGET, lens=lens, focus=focus, fstop=5.6)
    studio.render(job)
