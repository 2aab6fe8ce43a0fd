"""Table tile: Dragon Tiger. Two great medallions stood on edge and turned to face each other: a jade one
struck with a gold dragon's head, a sapphire one with a gold tiger's head, each in a raised gold rim, coins
flying, on a crimson glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import medals, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.CRIMSON, glow=3.5)
medals.medallion(tiles.texture('textures/dragon-head.svg'), (-0.66, 0.1, 0.66), 0.6, studio.glossy((0.005, 0.24, 0.08), roughness=0.25, clearcoat=0.6, specular=0.4), turn=24, relief=0.65)
medals.medallion(tiles.texture('textures/tiger-head.svg'), (0.68, 0.1, 0.66), 0.6, studio.glossy((0.012, 0.03, 0.28), roughness=0.25, clearcoat=0.6, specular=0.4), turn=-26, relief=0.6167)
studio.coin((-1.35, -0.4, 0.2), 0.14, 0.03, rotation=(1.1, 0.4, 0.3))
studio.coin((1.4, -0.3, 0.1), 0.13, 0.028, rotation=(0.9, -0.5, 0.8))
tiles.sparkle(25)
tiles.lights(target=(0, 0, 0.6), key=0.5, hue=(1.0, 0.45, 0.2))
studio.camera((0.0, -3.8, 1.3), (0.0, 0.0, 0.6), lens=40, focus=(0.0, 0.0, 0.6), fstop=5.6)
studio.render(job)
