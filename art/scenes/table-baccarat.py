"""Table tile: Baccarat. A nine of diamonds and a king of clubs fanned in one hand, a natural nine, over
stacks of casino chips and gold coins, on a violet glow (the blackjack tile's is green)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.table(job, tiles.LILAC, glow=3.0)
tiles.playing_card('9', '♦', (-0.2, 0.12, 0.74), (math.radians(80), math.radians(-16), math.radians(6)))
tiles.playing_card('K', '♣', (0.22, -0.02, 0.7), (math.radians(78), math.radians(14), math.radians(-6)))
tiles.chip_stack((-0.98, -0.42, 0.0), 6, (0.5, 0.01, 0.02), seed=1)
tiles.chip_stack((0.98, -0.35, 0.0), 4, (0.01, 0.05, 0.35), seed=2)
studio.coin((0.05, -0.72, 0.02), 0.15, 0.03, rotation=(0.2, 0.1, 0.4))
tiles.sparkle(23)
studio.product_lights(target=(0, 0, 0.7), key=0.3)
studio.camera((0.0, -3.6, 1.6), (0.0, 0.0, 0.62), lens=42, focus=(0.0, 0.0, 0.7), fstop=5.6)
studio.render(job)
