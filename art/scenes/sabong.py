"""Sabong: a polished gold rooster statuette on a round black-marble plinth in a ring lit by two
corner spotlights, red (Meron) from the left and blue (Wala) from the right."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

ROOSTER_SVG = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'textures/rooster.svg')
RED = (1.0, 0.06, 0.05)
BLUE = (0.05, 0.25, 1.0)
CAMERA = (0.0, -4.6, 1.5)
TARGET = (0.0, 0.0, 0.85)

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.3, backdrop=studio.NAVY)
studio.stage(studio.glossy((0.003, 0.002, 0.008), roughness=1.0, clearcoat=0.0, specular=0.0))
marble = studio.glossy((0.01, 0.01, 0.012), roughness=0.08, clearcoat=1.0)
studio.cylinder((0, 0, 0.12), 0.75, 0.24, marble, bevel=0.03)
studio.cylinder((0, 0, 0.27), 0.62, 0.06, studio.gold(0.2), bevel=0.01)
props.extruded_svg(ROOSTER_SVG, 0.16, 1.25, studio.gold(0.14), location=(0.0, 0.0, 0.95), rotation=(math.pi / 2, 0, math.radians(-12)), bevel=0.012)
# The ring: a low circle of gold posts with a rope of light between them.
for i in range(14):
    a = math.pi * (0.15 + 0.7 * i / 13)
    studio.cylinder((2.6 * math.cos(a), 1.2 + 2.0 * math.sin(a), 0.3), 0.035, 0.6, studio.gold(0.25), vertices=24)
studio.spot_light((-3.0, -1.0, 3.2), TARGET, 1400, RED, angle=28, blend=0.5, radius=0.15)
studio.spot_light((3.0, -1.0, 3.2), TARGET, 1400, BLUE, angle=28, blend=0.5, radius=0.15)
studio.spot_light((0.0, -2.0, 4.0), TARGET, 500, studio.WARM_WHITE, angle=25, blend=0.6)
studio.area_light((-1.0, -3.0, 1.6), TARGET, 260, studio.WARM_WHITE, size=1.6)
studio.glow_disc((-1.6, 2.6, 1.4), 1.8, RED, 1.2)
studio.glow_disc((1.6, 2.6, 1.4), 1.8, BLUE, 1.2)
studio.sparkles(14, (0.0, 2.5, 1.8), (2.5, 0.6, 0.9), size=(0.015, 0.04), seed=81)
studio.camera(CAMERA, TARGET, lens=50, focus=(0.0, 0.0, 0.9), fstop=2.2)
studio.vignette(0.85, 0.95, 0.9)
studio.render(job)
