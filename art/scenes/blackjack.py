"""Table-game tile: Blackjack. An ace of spades and a king of hearts, the hand that makes 21, fanned
over gold coins on the green glow of a card table."""
import math
import os
import sys


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import studio, tiles  # noqa: E402

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.5, backdrop=(0.004, 0.04, 0.018))
studio.glow_disc((0.0, 2.4, 0.6), 3.2, (0.1, 0.75, 0.35), 3.0)
tiles.burst((0.0, 2.3, 0.75), 3.8, (0.37, 0.82, 0.55), 1.5)

tiles.playing_card('A', '♠', (-0.34, 0.05, 0.7), (math.radians(78), math.radians(-10), math.radians(10)))
tiles.playing_card('K', '♥', (0.34, -0.05, 0.72), (math.radians(78), math.radians(10), math.radians(-10)))
studio.coin_stack((-0.95, -0.45, 0.0), 5, radius=0.16, thickness=0.04, seed=7)
studio.coin_stack((0.98, -0.35, 0.0), 3, radius=0.16, thickness=0.04, seed=9)
studio.coin((0.1, -0.7, 0.02), 0.15, 0.03, rotation=(0.2, 0.1, 0.4))
studio.sparkles(12, (0.0, 1.5, 1.4), (2.2, 0.4, 1.0), size=(0.02, 0.05), seed=4)
studio.product_lights(target=(0, 0, 0.7), key=0.3)
studio.camera((0.0, -3.6, 1.6), (0.0, 0.0, 0.62), lens=42, focus=(0.0, 0.0, 0.7), fstop=5.6)
studio.render(job)
