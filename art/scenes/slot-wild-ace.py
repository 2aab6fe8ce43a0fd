"""Slot tile: Wild Ace. A deep jester's hat in red enamel and gold, turned a little, in front of a fan
of three aces, gold bells and pearls at its foot, on an indigo glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.INDIGO)
for i, suit in enumerate(('♥', '♠', '♦')):
    a = (i - 1) * 28
    tiles.playing_card('A', suit, (math.sin(math.radians(a)) * 0.55, 0.55, 1.0 + math.cos(math.radians(a)) * 0.25 - 0.2), (math.radians(85), math.radians(a), 0), scale=0.95)
lobby.statue(tiles.texture('textures/jester-hat.svg'), 0.0, width=1.65, height=1.5, turn=-20, depth=0.3, face=lobby.enamel('red'))
trim = studio.gold(0.12)
for x, y in ((-0.75, -0.45), (0.78, -0.5)):
    studio.sphere((x, y, 0.09), 0.09, trim, segments=32)
lobby.loose(15, coins=1, pearls=2, y=-0.7)
lobby.shoot(job, target=(0.0, 0.0, 0.82), height=1.1, seed=15, side=-0.2)
