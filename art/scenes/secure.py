"""Safe and secure: a round vault door of polished gold swung half open, a spoked wheel set with
pearls, warm light spilling from inside."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

DOOR = (0.15, 0.0, 1.0)
RADIUS = 0.85
CAMERA = (-0.6, -5.6, 1.5)
TARGET = (-0.05, 0.0, 0.95)

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.35, backdrop=studio.NAVY)
studio.stage(studio.glossy((0.003, 0.002, 0.008), roughness=1.0, clearcoat=0.0, specular=0.0))
steel = studio.glossy((0.08, 0.07, 0.09), roughness=0.25, metallic=1.0, clearcoat=0.3)
wall = studio.glossy((0.004, 0.003, 0.01), roughness=0.7, clearcoat=0.0, specular=0.2)
# The vault's front: a wall with a round opening, and the glow inside it.
frame = studio.cylinder((DOOR[0], 0.25, DOOR[2]), RADIUS * 1.12, 0.3, studio.gold(0.25), bevel=0.03, rotation=(math.pi / 2, 0, 0))
studio.box((DOOR[0], 0.45, 1.5), (8.0, 0.3, 3.0), wall, bevel=0.01)
studio.glow_disc((DOOR[0], 0.08, DOOR[2]), RADIUS * 1.05, (1.0, 0.6, 0.25), 6.0)
props.vault_door((DOOR[0] - RADIUS, 0.0, DOOR[2]), RADIUS, steel, studio.gold(0.16), studio.pearl(), open_degrees=-38)
studio.scatter_coins((DOOR[0] + 0.5, -0.7, 0.0), (0.6, 0.3), 5, radius=0.14, seed=91)
studio.product_lights(target=TARGET, key=0.7)
studio.area_light((1.6, -2.5, 2.2), TARGET, 350, studio.WARM_WHITE, size=1.5)
studio.camera(CAMERA, TARGET, lens=40, focus=(DOOR[0] - 0.3, -0.3, 1.0), fstop=2.8)
studio.vignette(0.85, 0.95, 0.9)
studio.render(job)
