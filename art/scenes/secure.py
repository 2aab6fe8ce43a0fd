"""Safe and secure: a steel safe on gold feet, its round door with the spoked wheel and pearl studs swung
half open, gold bars and warm light inside, and Perla, the brand's mascot, keeping watch at its foot (the
mascot stood only in the hero and a slide, in a review)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import mascot, props, studio  # noqa: E402

DOOR = (0.15, 0.0, 1.12)
RADIUS = 0.72
CAMERA = (-0.9, -5.8, 1.75)
TARGET = (0.05, 0.4, 1.02)

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.35, backdrop=studio.NAVY)
studio.stage(studio.glossy((0.003, 0.002, 0.008), roughness=1.0, clearcoat=0.0, specular=0.0))
steel = studio.glossy((0.2, 0.19, 0.22), roughness=0.28, metallic=1.0, clearcoat=0.3)
gold = studio.gold(0.16)
# The safe: a steel cabinet on four gold feet with a round opening in its front, a gold ring around it.
body = studio.box((DOOR[0], 0.85, 1.16), (2.1, 1.7, 2.0), steel, bevel=0.09)
opening = studio.cylinder((DOOR[0], 0.575, DOOR[2]), RADIUS * 1.02, 1.65, None, rotation=(math.pi / 2, 0, 0))
opening.hide_render = True
cut = body.modifiers.new('opening', 'BOOLEAN')
cut.object, cut.operation = opening, 'DIFFERENCE'
for x in (-0.75, 0.75):
    for y in (0.2, 1.5):
        studio.cylinder((DOOR[0] + x, y, 0.08), 0.12, 0.16, gold, bevel=0.02, vertices=48)
ring = studio.cylinder((DOOR[0], -0.01, DOOR[2]), RADIUS * 1.1, 0.04, gold, bevel=0.01, rotation=(math.pi / 2, 0, 0))
ring.modifiers.new('hole', 'BOOLEAN').object = opening
# Inside: warm light at the back, gold bars stacked on a shelf.
studio.glow_disc((DOOR[0], 1.38, DOOR[2]), RADIUS * 1.0, (1.0, 0.6, 0.25), 5.0)
studio.box((DOOR[0], 0.7, 0.445), (1.4, 1.4, 0.03), steel, bevel=0.0)
for x, z in ((-0.21, 0.52), (0.0, 0.52), (0.21, 0.52), (-0.105, 0.64), (0.105, 0.64)):
    studio.box((DOOR[0] + x, 0.55, z), (0.19, 0.5, 0.12), gold, bevel=0.02)
props.vault_door((DOOR[0] - RADIUS, -0.02, DOOR[2]), RADIUS, steel, gold, studio.pearl(), open_degrees=-58)
studio.scatter_coins((DOOR[0] + 0.55, -0.55, 0.0), (0.3, 0.15), 5, radius=0.14, seed=91)
mascot.perla((DOOR[0] + 1.2, -0.4, 0.34), 0.34, studio.pearl(), CAMERA, glance=0.2)
# A violet glow on the wall behind, so the steel's edges stand out of the dark.
studio.glow_disc((DOOR[0] + 0.3, 3.6, 1.4), 2.6, (0.42, 0.22, 0.85), 1.2)
studio.product_lights(target=TARGET, key=1.0)
studio.area_light((1.6, -2.5, 2.6), TARGET, 350, studio.WARM_WHITE, size=1.5)
studio.area_light((DOOR[0], 0.6, DOOR[2] + 0.3), (DOOR[0], 0.6, 0.0), 60, (1.0, 0.7, 0.35), size=0.5)
studio.camera(CAMERA, TARGET, lens=50, focus=(DOOR[0] - 0.3, -0.3, 1.0), fstop=2.8)
studio.vignette(0.85, 0.95, 0.9)
studio.render(job)
