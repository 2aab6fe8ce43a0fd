"""Category tile: Fish games. A deep-sea angler fish in indigo enamel and gold, its lure lit, on a
pearl-ringed plinth between two small clownfish, among glass bubbles, on an ocean-blue glow."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import forms, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, (0.02, 0.45, 0.9))
top = tiles.plinth(0.6)
angler = tiles.statue(tiles.texture('textures/angler-fish.svg'), top, width=1.45, height=1.3, turn=-12, face=tiles.enamel('lapis'))
# The lure: a small lamp at the tip of the angler's rod, the silhouette's top right.
_, high = forms.world_bounds(angler)
studio.sphere((high.x - 0.07, angler.location.y - 0.1, high.z - 0.1), 0.075, studio.emission((1.0, 0.85, 0.45), 12))
tiles.statue(tiles.texture('textures/clownfish.svg'), 0.55, width=0.7, height=0.6, turn=14, face=tiles.enamel((0.9, 0.25, 0.01)), x=-1.4, y=-0.1)
tiles.statue(tiles.texture('textures/clownfish.svg'), 0.95, width=0.55, height=0.45, turn=-18, face=tiles.enamel((0.9, 0.25, 0.01)), x=1.4, y=0.1)
bubble = studio.glass((0.85, 1.0, 1.0))
for x, y, z, r in ((-0.85, 0.0, 1.6, 0.1), (-1.0, -0.2, 1.25, 0.07), (0.95, 0.1, 1.85, 0.09), (1.0, -0.1, 0.5, 0.07), (0.75, 0.1, 0.35, 0.05)):
    studio.sphere((x, y, z), r, bubble, segments=32)
tiles.trimmings(seed=33, coins=2, pearls=2, spread=1.6)
tiles.shoot(job, target=(0.0, 0.0, 0.65), height=1.25, lens=42)
