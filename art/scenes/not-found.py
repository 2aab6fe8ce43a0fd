"""Not found: the hero's gold scallop shell lying open and empty, its pearl gone, two coins beside it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402
from lib.shapes import scallop  # noqa: E402

SHELL_RADIUS = 1.25
HINGE = (0.0, 0.75, 0.3)
TARGET = (0.35, 0.0, 0.55)

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'studio', strength=0.8)
shell_gold = studio.gold(0.2)
scallop(SHELL_RADIUS, 0, shell_gold, location=HINGE)
scallop(SHELL_RADIUS, 50, shell_gold, location=(HINGE[0], HINGE[1], HINGE[2] + 0.05), lid=True)
studio.coin((1.35, -0.55, 0.02), 0.24, 0.05)
studio.coin((1.55, -0.15, 0.2), 0.24, 0.05, rotation=(1.2, 0.25, 0.5))
studio.product_lights(target=TARGET, key=0.7)
studio.area_light((-0.9, -3.0, 3.2), (0.0, 0.05, 0.6), 260, studio.WARM_WHITE, size=0.4)
studio.camera((-2.8, -4.6, 2.6), TARGET, lens=50, focus=(0.0, 0.05, 0.6), fstop=5.6)
studio.render(job)
