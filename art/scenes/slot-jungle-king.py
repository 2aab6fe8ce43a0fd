"""Slot tile: Jungle King. A gold gorilla wearing a pearl-set crown on a pearl-ringed marble plinth, on a
jungle-green glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.GREEN)
top = tiles.plinth()
ape = tiles.statue(tiles.texture('textures/gorilla.svg'), top, width=1.5, height=1.3, turn=-12)
# The crown sits on the head, which is the silhouette's top right.
low, high = forms.world_bounds(ape)
props.crown((low.x + (high.x - low.x) * 0.78, ape.location.y - 0.05, high.z - 0.04), 0.2, studio.gold(0.12), studio.pearl(), rotation=(math.radians(-18), math.radians(12), 0))
tiles.trimmings(seed=7)
tiles.shoot(job)
