"""Table tile: Sic Bo. Three ivory dice tumbling on a gold dish over gold coins, on a red glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.RED)
ivory, ink = studio.glossy((0.8, 0.76, 0.7), roughness=0.2, clearcoat=1.0), studio.glossy((0.5, 0.01, 0.02), roughness=0.2, clearcoat=0.8)
studio.cylinder((0, 0.1, 0.0), 1.05, 0.08, studio.gold(0.18), bevel=0.03, vertices=128)
studio.cylinder((0, 0.1, 0.03), 0.92, 0.06, studio.velvet((0.3, 0.01, 0.02)), bevel=0.01, vertices=128)
props.die((-0.42, 0.05, 0.33), 0.5, ivory, ink, rotation=(0.0, 0.0, math.radians(28)))
props.die((0.4, 0.12, 0.33), 0.5, ivory, ink, rotation=(math.radians(90), 0.0, math.radians(-20)))
props.die((0.0, -0.15, 0.95), 0.5, ivory, ink, rotation=(math.radians(35), math.radians(25), math.radians(10)))
studio.coin_stack((-0.72, -0.78, 0.0), 5, radius=0.16, thickness=0.04, seed=7)
studio.coin((0.82, -0.72, 0.28), 0.15, 0.03, rotation=(1.1, 0.4, 0.3))
tiles.sparkle(21)
studio.product_lights(target=(0, 0, 0.5), key=0.4)
studio.camera((0.0, -3.7, 1.9), (0.0, 0.0, 0.5), lens=40, focus=(0.0, 0.0, 0.5), fstop=5.6)
studio.render(job)
