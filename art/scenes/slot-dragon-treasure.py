"""Slot tile: Dragon Hoard. A red-lacquer dragon's head edged in gold, turned a little, rising
from a heap of gold coins with the dragon's pearl glowing at its foot, on a sky-blue glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.AZURE)
top = lobby.coin_heap(seed=2, radius=1.0)
lobby.statue(tiles.texture('textures/dragon-head.svg'), top - 0.06, width=1.5, height=1.5, turn=-10, depth=0.22, y=0.15, bevel=0.016, harden=True, face=lobby.enamel('red'))
studio.sphere((0.5, -0.45, 0.3), 0.16, studio.pearl(glow=0.6))
lobby.loose(2, coins=1, pearls=2, y=-0.75)
lobby.shoot(job, target=(0.05, 0.0, 0.82), distance=3.95, height=1.6, seed=2, side=0.3)
