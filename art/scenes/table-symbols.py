"""Popular games key art: the tables' pieces in one tumble, the slot art's companion beside the games
grid, where its column is wider than tall. An ace of spades and a king of hearts fan open on the left,
two dice turn in the middle, the colour game's three balls and a pearl fall past, and casino chips
land in stacks on the right. A cut-out on a shadow catcher, as the slot art is: art/render.ts sets it
on scenes.json's violet glow."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

TARGET = (0.0, 0.0, 1.25)

job = studio.Job()
studio.new_scene(job, transparent=True)
studio.world(job, 'studio', strength=0.5, rotation=30)
bpy.ops.mesh.primitive_plane_add(size=20)
bpy.context.active_object.is_shadow_catcher = True

# The winning hand, fanned and leaning back toward the top softbox.
tiles.playing_card('K', '♥', (-0.95, 0.2, 1.62), (math.radians(72), math.radians(14), math.radians(-18)), scale=1.15)
tiles.playing_card('A', '♠', (-1.55, 0.05, 1.5), (math.radians(74), math.radians(-12), math.radians(14)), scale=1.15)
# Two dice mid-roll: ivory with ruby pips, one ruby with ivory pips.
ivory = studio.glossy((0.8, 0.76, 0.7), roughness=0.18, clearcoat=0.8)
ruby = studio.glossy((0.62, 0.004, 0.012), roughness=0.08, clearcoat=1.0)
props.die((0.05, -0.2, 2.05), 0.46, ivory, ruby, rotation=(0.5, 0.35, 0.7))
props.die((0.55, 0.0, 1.25), 0.42, ruby, ivory, rotation=(-0.3, 0.6, -0.4))
# The colour game's balls and a pearl, falling past the dice.
for (x, y, z), radius, colour in (((-0.3, -0.25, 0.95), 0.16, tiles.RED), ((0.15, 0.1, 0.55), 0.14, tiles.BLUE), ((-0.55, 0.2, 0.35), 0.13, tiles.JADE)):
    studio.sphere((x, y, z), radius, studio.glossy(colour, roughness=0.12, clearcoat=1.0))
studio.sphere((0.85, -0.3, 2.15), 0.1, studio.pearl())
# Chips landed in stacks on the right.
tiles.chip_stack((1.25, 0.3, 0.0), 9, tiles.TEAL, radius=0.3, thickness=0.07, seed=8)
tiles.chip_stack((1.85, 0.6, 0.0), 6, tiles.VIOLET, radius=0.3, thickness=0.07, seed=3)
tiles.chip_stack((1.55, -0.35, 0.0), 3, tiles.CRIMSON, radius=0.3, thickness=0.07, seed=5)
tiles.chip_stack((0.75, -0.6, 0.0), 1, tiles.GOLDEN, radius=0.3, thickness=0.07, seed=9)
studio.sphere((0.35, -0.75, 0.1), 0.1, studio.pearl())
studio.sphere((-1.2, -0.5, 0.09), 0.09, studio.pearl())

studio.product_lights(target=TARGET, key=0.8)
# The cards are white: a soft top light keeps their faces from burning out.
studio.area_light((-1.2, -4.0, 4.6), (-1.2, 0.0, 1.6), 90, studio.WARM_WHITE, size=0.5)
# The warm evening rim from behind.
studio.area_light((0.4, 3.0, 3.0), TARGET, 420, studio.SUNSET, size=1.2)
studio.camera((0.05, -10.2, 2.5), (0.05, 0.0, 1.1), lens=70, focus=(0.0, 0.0, 1.2), fstop=5.6)
studio.render(job)
