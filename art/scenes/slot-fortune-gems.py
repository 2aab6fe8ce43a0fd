"""Slot tile: Fortune Gems. Three cut gems, a sapphire, a ruby and an emerald, on a pearl-ringed marble
plinth, on an azure glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.AZURE)
top = tiles.plinth()
props.gem((0.0, 0.02, top + 0.72), 0.55, studio.glass((0.15, 0.45, 1.0)), rotation=(math.radians(-14), 0, 0.2))
props.gem((-0.42, -0.2, top + 0.34), 0.3, studio.glass((1.0, 0.08, 0.12)), rotation=(math.radians(-25), 0.25, 0.5))
props.gem((0.44, -0.18, top + 0.32), 0.28, studio.glass((0.1, 0.95, 0.3)), rotation=(math.radians(-22), -0.2, 0.1))
tiles.trimmings(seed=17)
tiles.shoot(job)
