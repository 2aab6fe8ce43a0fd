"""Slot tile: Charge Buffalo. A deep gold bison in black enamel, charging across red canyon rocks,
gold coins kicked up at its hooves, on an ember glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402
from lib.forms import ellipsoid  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.EMBER)
rock = studio.glossy((0.06, 0.018, 0.008), roughness=0.75, clearcoat=0.0, specular=0.25)
for x, y, z, r, scale in ((-0.35, 0.1, -0.05, 0.55, (1.3, 0.9, 0.45)), (0.45, 0.15, -0.08, 0.6, (1.2, 0.85, 0.42)), (-1.0, 0.45, 0.0, 0.35, (1.0, 0.8, 0.8)), (1.05, -0.3, -0.02, 0.22, (1.1, 0.9, 0.7))):
    ellipsoid((x, y, z), r, scale, rock, rotation=(0.15, 0.1, x))
lobby.statue(tiles.texture('textures/bison.svg'), 0.16, width=2.0, height=1.5, turn=-16, depth=0.36, y=0.05, face=lobby.enamel('black'))
for i, (x, z, t) in enumerate(((-0.55, 0.35, 0.6), (-0.25, 0.55, 1.2), (0.5, 0.3, 2.0))):
    studio.coin((x, -0.45, z), 0.12, 0.024, rotation=(t, 0.5 * t, t * 0.7))
lobby.loose(6, coins=1, pearls=2, y=-0.7, z=0.05)
lobby.shoot(job, target=(0.0, 0.0, 0.78), height=0.95, seed=6, side=-0.2)
