"""Slot tile: Golden Bison. A great black-lacquered medallion in a gold rim, a gold bison charging
across its face, stood on red canyon rocks with gold coins kicked up around it, on an ember glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, medals, studio, tiles  # noqa: E402
from lib.forms import ellipsoid  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.EMBER)
rock = studio.glossy((0.06, 0.018, 0.008), roughness=0.75, clearcoat=0.0, specular=0.25)
for x, y, z, r, scale in ((-0.35, 0.1, -0.05, 0.55, (1.3, 0.9, 0.45)), (0.45, 0.15, -0.08, 0.6, (1.2, 0.85, 0.42)), (-1.0, 0.45, 0.0, 0.35, (1.0, 0.8, 0.8)), (1.05, -0.3, -0.02, 0.22, (1.1, 0.9, 0.7))):
    ellipsoid((x, y, z), r, scale, rock, rotation=(0.15, 0.1, x))
lacquer = studio.glossy((0.012, 0.008, 0.006), roughness=0.2, clearcoat=0.8, specular=0.5)
medals.medallion(tiles.texture('textures/bison.svg'), (0.0, 0.12, 0.86), 0.68, lacquer, turn=-14, thickness=0.18, relief=0.74)
for x, z, t in ((-0.85, 0.45, 0.6), (-0.62, 0.2, 1.2), (0.85, 0.35, 2.0)):
    studio.coin((x, -0.4, z), 0.12, 0.024, rotation=(t, 0.5 * t, t * 0.7))
lobby.loose(6, coins=1, pearls=2, y=-0.7, z=0.05)
lobby.shoot(job, target=(0.0, 0.0, 0.8), height=0.95, seed=6, side=-0.2)
