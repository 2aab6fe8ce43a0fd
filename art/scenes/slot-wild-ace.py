"""Slot tile: Ace of Rubies. A fan of three aces behind a great letter A in red enamel on thick bevelled gold,
turned a little, gold studs and a pearl at its feet, on an indigo glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.INDIGO)
for i, suit in enumerate(('♥', '♠', '♦')):
    a = (i - 1) * 28
    tiles.playing_card('A', suit, (math.sin(math.radians(a)) * 0.55, 0.55, 1.0 + math.cos(math.radians(a)) * 0.25 - 0.2), (math.radians(85), math.radians(a), 0), scale=0.95)
DEPTH, BEVEL = 0.12, 0.03
letter = lettering.glyphs('A', 1.75, studio.gold(0.2), (0.0, -0.05, 0.62), (math.pi / 2, 0, math.radians(-16)), depth=DEPTH)
letter.data.bevel_depth, letter.data.bevel_resolution = BEVEL, 4
# Its face in red enamel, the gold bevel showing around it.
lettering.glyphs('A', 1.75, lobby.enamel('red'), (0, 0, DEPTH + BEVEL + 0.002), parent=letter)
trim = studio.gold(0.12)
for x, y in ((-0.75, -0.45), (0.78, -0.5)):
    studio.sphere((x, y, 0.09), 0.09, trim, segments=32)
lobby.loose(15, coins=1, pearls=2, y=-0.7)
lobby.shoot(job, target=(0.0, 0.0, 0.82), height=1.1, seed=15, side=-0.2)
