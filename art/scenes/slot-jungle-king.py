"""Slot tile: Gorilla Crown. A dark jade medallion in a gold rim, a gold gorilla struck on its face and a
pearled gold crown set on its rim, rising from broad jungle leaves, on a green glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, medals, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.GREEN)
for i, (x, y, a, length) in enumerate(((-0.2, 0.1, 195, 1.35), (0.1, 0.15, -15, 1.4), (-0.1, 0.0, 240, 1.15), (0.05, 0.05, 298, 1.15), (0.0, 0.0, 268, 0.95))):
    lobby.leaf((x, y, 0.02 + i * 0.015), length, length * 0.42, (0.08, -0.1, math.radians(a)), colour=(0.015, 0.12 + 0.02 * i, 0.02))
RADIUS, CENTRE = 0.72, (0.0, 0.15, 0.86)
lacquer = studio.glossy((0.004, 0.045, 0.02), roughness=0.2, clearcoat=0.8, specular=0.5)
medals.medallion(tiles.texture('textures/gorilla.svg'), CENTRE, RADIUS, lacquer, turn=-12, thickness=0.2, relief=0.7)
props.crown((0.0, CENTRE[1], CENTRE[2] + RADIUS + 0.02), 0.3, studio.gold(0.12), studio.pearl(), rotation=(math.radians(-12), 0, 0.3))
lobby.loose(7, coins=2, pearls=1, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.95), distance=4.0, height=1.3, seed=7, side=-0.25)
