"""Slot tile: Jungle King. A deep gold gorilla in black enamel wearing a pearl-set crown, turned a little,
standing on broad jungle leaves, on a jungle-green glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, lobby, props, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.GREEN)
for i, (x, y, a, length) in enumerate(((-0.2, 0.1, 195, 1.35), (0.1, 0.15, -15, 1.4), (-0.1, 0.0, 240, 1.15), (0.05, 0.05, 298, 1.15), (0.0, 0.0, 268, 0.95))):
    lobby.leaf((x, y, 0.02 + i * 0.015), length, length * 0.42, (0.08, -0.1, math.radians(a)), colour=(0.015, 0.12 + 0.02 * i, 0.02))
turn = -18
ape = lobby.statue(tiles.texture('textures/gorilla.svg'), 0.06, width=1.75, height=1.5, turn=turn, depth=0.36, face=lobby.enamel('black'))
low, high = forms.world_bounds(ape)
# The crown sits on the head, the silhouette's top right, which the turn brings forward.
x = low.x + (high.x - low.x) * 0.78
props.crown((x, ape.location.y + (x - ape.location.x) * math.tan(math.radians(turn)) - 0.04, high.z - 0.05), 0.22, studio.gold(0.12), studio.pearl(), rotation=(math.radians(-18), math.radians(12), 0))
lobby.loose(7, coins=2, pearls=1, y=-0.75)
lobby.shoot(job, target=(0.0, 0.0, 0.75), height=1.55, seed=7, side=-0.25)
