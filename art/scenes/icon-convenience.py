"""Why choose: Convenience. Two payment cards fanned: a navy enamel card with a gold chip, embossed
gold digits and a pearl in its corner, before a card of gold. (A violet wallet read as magenta plastic.)"""
import math
import os
import sys

from mathutils import Euler, Vector

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio  # noqa: E402

job = studio.Job()
studio.icon_studio(job, target=(0, 0, 0.45))
gold = studio.gold(0.2)
enamel = studio.glossy((0.012, 0.01, 0.04), roughness=0.28, clearcoat=0.6, specular=0.35)
back_turn, front_turn = (math.radians(78), math.radians(-16), math.radians(-10)), (math.radians(78), math.radians(7), math.radians(8))
studio.box((0.2, 0.16, 0.6), (1.2, 0.76, 0.035), gold, bevel=0.04, rotation=back_turn)
front = Vector((-0.1, -0.06, 0.42))
studio.box(front, (1.2, 0.76, 0.035), enamel, bevel=0.04, rotation=front_turn)
turn = Euler(front_turn).to_matrix()


def on_face(x, y, size, material, bevel):
    """A raised part of the front card's face, placed at (x, y) on it."""
    studio.box(front + turn @ Vector((x, y, 0.0175 + size[2] / 2)), size, material, bevel=bevel, rotation=front_turn)


on_face(-0.36, 0.1, (0.2, 0.15, 0.02), gold, 0.012)
for group in range(4):
    for digit in range(4):
        on_face(-0.44 + group * 0.25 + digit * 0.05, -0.12, (0.032, 0.05, 0.01), gold, 0.006)
on_face(-0.3, -0.27, (0.5, 0.035, 0.008), gold, 0.004)
studio.cylinder(front + turn @ Vector((0.44, 0.24, 0.03)), 0.075, 0.025, studio.pearl(), bevel=0.012, rotation=front_turn)
studio.render(job)
