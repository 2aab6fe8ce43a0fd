"""Promotion card, invite-a-friend bonus: two gold coupes of golden champagne clinking, rim to rim, a
spark where they touch."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.promo import promo_set  # noqa: E402

RADIUS = 0.5
TOUCH = (1.25, 0.0, RADIUS * 1.62)

job = studio.Job()
promo_set(job, 1.6, subject_x=TOUCH[0])
# Gold goblets: crystal on the dark stage read as chrome, its thin stems broken by refraction.
metal = studio.gold(0.15)
# Champagne as a lit amber glass, not a flat emitter: the flat one turned the bowls into yellow discs.
champagne, wine_bsdf = studio._principled('champagne')
for name, value in (('Base Color', (1.0, 0.62, 0.16, 1)), ('Transmission', 0.85), ('Roughness', 0.05), ('Emission', (1.0, 0.5, 0.12, 1)), ('Emission Strength', 0.5)):
    wine_bsdf.inputs[name].default_value = value
for side in (-1, 1):
    # Set apart so that, each leaning 6 degrees in, the rims just meet rather than cut into each other.
    base = (TOUCH[0] + side * RADIUS * 1.2, 0.05, 0.0)
    glass = props.coupe(base, RADIUS, metal, rotation=(0, math.radians(-side * 6), 0))
    # The wine fills the bowl (its inside runs from r 0.5 at z 1.32 to r 0.88 at z 1.5, in radii) to just
    # under the rim, so the coupes read as glasses rather than dishes.
    bpy.ops.mesh.primitive_cone_add(vertices=72, radius1=RADIUS * 0.42, radius2=RADIUS * 0.84, depth=RADIUS * 0.16, location=(0, 0, RADIUS * 1.4))
    wine = studio._finish(bpy.context.active_object, champagne)
    wine.parent = glass
studio.sphere(TOUCH, 0.035, studio.emission((1.0, 0.85, 0.5), 200))
studio.sparkles(22, (TOUCH[0], 0.0, TOUCH[2] + 0.1), (0.35, 0.2, 0.25), size=(0.006, 0.016), strength=120, seed=51)
studio.product_lights(target=(TOUCH[0], 0.0, 0.6), key=0.6)
studio.area_light((TOUCH[0], 1.5, 1.0), (TOUCH[0], 0.0, 0.6), 220, studio.GOLD, size=0.8)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
