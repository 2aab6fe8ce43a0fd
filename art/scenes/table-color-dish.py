"""Table tile: Color Dish. Six glossy balls, yellow, white, pink, blue, red and green, in a shallow
gold dish, on a teal glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.TEAL, glow=3.5, mirrored=False)
gold = studio.gold(0.16)
studio.cylinder((0, 0, 0.0), 1.15, 0.1, gold, bevel=0.04, vertices=128)
studio.cylinder((0, 0, 0.09), 1.1, 0.1, gold, bevel=0.04, vertices=128)
studio.cylinder((0, 0, 0.07), 1.02, 0.08, studio.velvet((0.005, 0.06, 0.07)), bevel=0.01, vertices=128)
colours = [(0.9, 0.6, 0.02), (0.8, 0.78, 0.74), (0.9, 0.12, 0.4), (0.02, 0.12, 0.8), (0.75, 0.02, 0.02), (0.03, 0.5, 0.08)]
spots = [(-0.52, 0.3), (0.02, 0.42), (0.55, 0.28), (-0.3, -0.18), (0.28, -0.2), (0.0, 0.05)]
for colour, (x, y) in zip(colours, spots):
    studio.sphere((x, y, 0.12 + 0.26 + (0.18 if (x, y) == (0.0, 0.05) else 0.0)), 0.26, studio.glossy(colour, roughness=0.08, clearcoat=1.0, specular=0.7))
studio.coin((-1.3, -0.5, 0.1), 0.15, 0.03, rotation=(1.0, 0.4, 0.3))
studio.coin((1.35, -0.35, 0.3), 0.13, 0.028, rotation=(0.9, -0.5, 0.8))
tiles.sparkle(24)
studio.product_lights(target=(0, 0, 0.3), key=0.4)
studio.camera((0.0, -3.0, 2.3), (0.0, 0.0, 0.25), lens=40, focus=(0.0, 0.0, 0.3), fstop=5.6)
studio.render(job)
