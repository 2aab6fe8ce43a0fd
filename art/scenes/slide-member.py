"""Carousel slide, membership: a gold crown set with pearls on a violet velvet cushion, under a spotlight."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

CUSHION = (0.0, 0.3, 0.0)
CAMERA = (0.0, -4.2, 1.7)
TARGET = (0.0, 0.3, 0.6)

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.35, backdrop=studio.NAVY)
studio.stage(studio.glossy((0.003, 0.002, 0.008), roughness=1.0, clearcoat=0.0, specular=0.0))
pillow = studio.box((CUSHION[0], CUSHION[1], 0.22), (1.5, 1.5, 0.4), studio.velvet((0.1, 0.02, 0.3)), bevel=0.18)
pillow.modifiers['bevel'].segments = 8
pillow.modifiers.new('soft', 'SUBSURF').levels = 2
for x in (-0.72, 0.72):
    for y in (-0.42, 1.02):
        studio.sphere((x, y, 0.24), 0.06, studio.gold(0.2), segments=24)
props.crown((CUSHION[0], CUSHION[1], 0.4), 0.48, studio.gold(0.16), studio.pearl())
studio.glow_disc((0.0, 2.2, 1.2), 2.2, (0.45, 0.12, 0.7), 1.5)
studio.product_lights(target=TARGET, key=0.6)
studio.spot_light((0.0, -0.6, 4.0), TARGET, 900, studio.WARM_WHITE, angle=30, blend=0.6, radius=0.2)
studio.sparkles(16, (0.0, 2.0, 1.6), (1.6, 0.6, 0.9), size=(0.015, 0.04), strength=40, seed=71)
studio.camera(CAMERA, TARGET, lens=55, focus=(0.0, 0.1, 0.7), fstop=2.0)
studio.vignette(0.85, 0.95, 0.9)
studio.render(job)
