"""Slot tile: Three Jewels. Three large cut gems, a sapphire, a ruby and an emerald, nestled in a bed of
pearls, with small gems scattered before them, on an azure glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.AZURE)
top = lobby.bead_heap(seed=17, radius=1.05, height=0.26)
props.gem((0.0, 0.12, top + 0.62), 0.66, studio.glass((0.15, 0.45, 1.0)), rotation=(math.radians(-16), 0.1, 0.2))
props.gem((-0.58, -0.22, top + 0.25), 0.36, studio.glass((1.0, 0.08, 0.12)), rotation=(math.radians(-28), 0.3, 0.5))
props.gem((0.6, -0.2, top + 0.22), 0.33, studio.glass((0.1, 0.95, 0.3)), rotation=(math.radians(-24), -0.3, 0.1))
props.gem((-0.15, -0.68, 0.12), 0.12, studio.glass((1.0, 0.75, 0.1)), rotation=(0.4, 0.3, 0))
props.gem((0.3, -0.72, 0.1), 0.1, studio.glass((0.7, 0.2, 1.0)), rotation=(-0.3, 0.5, 0))
lobby.shoot(job, target=(0.0, 0.0, 0.72), height=1.6, seed=17, side=0.2)
