"""Slot tile: Pearl Fortune. A great pearl in an open gold scallop shell, set on a heap of pearls, with
loose pearls and coins before it, on a teal sea glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402
from lib.shapes import scallop  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.TEAL)
top = lobby.bead_heap(seed=23, radius=1.05, height=0.24)
shell = studio.gold(0.2)
scallop(0.8, 0, shell, location=(0.0, 0.5, top))
scallop(0.8, 70, shell, location=(0.0, 0.5, top + 0.04), lid=True)
studio.sphere((0.0, 0.5 - 0.45, top + 0.3), 0.34, studio.pearl(glow=0.15))
lobby.loose(23, coins=3, pearls=3)
lobby.shoot(job, target=(0.0, 0.0, 0.5), height=1.2, seed=23, side=-0.15)
