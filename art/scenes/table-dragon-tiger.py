"""Table tile: Dragon Tiger. A dragon's head in jade enamel and a tiger's head in amber enamel, both
edged in gold and cut deep, turned to face each other over a stack of gold coins, on a crimson glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.CRIMSON, glow=3.5)
tiles.statue(tiles.texture('textures/dragon-head.svg'), 0.0, width=1.2, height=1.25, depth=0.34, turn=26, face=studio.glossy((0.005, 0.28, 0.07), roughness=0.3, clearcoat=0.2, specular=0.3), x=-0.7, y=0.1, bevel=0.022)
tiles.statue(tiles.texture('textures/tiger-head.svg'), 0.0, width=1.15, height=1.15, depth=0.34, turn=-30, face=studio.glossy((0.8, 0.2, 0.01), roughness=0.3, clearcoat=0.2, specular=0.3), x=0.72, y=0.1, bevel=0.022)
studio.coin_stack((0.0, -0.45, -0.1), 4, radius=0.15, thickness=0.04, seed=4)
studio.coin((-1.35, -0.4, 0.2), 0.14, 0.03, rotation=(1.1, 0.4, 0.3))
studio.coin((1.4, -0.3, 0.1), 0.13, 0.028, rotation=(0.9, -0.5, 0.8))
tiles.sparkle(25)
tiles.lights(target=(0, 0, 0.6), key=0.5, hue=(1.0, 0.45, 0.2))
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.55), lens=40, focus=(0.0, 0.0, 0.55), fstop=5.6)
studio.render(job)
