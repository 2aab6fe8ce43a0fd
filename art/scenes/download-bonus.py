"""Download bonus banner: gold coins tumbling down onto a growing heap, pearls among them, and Perla, the
brand's mascot, at the heap's foot (the mascot stood only in the hero and a slide, in a review). The left
half stays dark for the banner's words."""
import math
import os
import random
import sys

import bpy
from mathutils import Vector
from mathutils.bvhtree import BVHTree

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import mascot, studio  # noqa: E402
from lib.shapes import promo_set  # noqa: E402

GLOW = (0.9, 0.45, 0.08)
HEAP = (1.3, 0.2, 0.0)
PERLA = (0.4, -0.35, 0.3)  # her centre, a radius above the floor, at the heap's front left

job = studio.Job()
promo_set(job, GLOW, subject_x=HEAP[0])
rng = random.Random(101)
placed = []  # (centre, BVH tree in world space) of every coin and pearl set down so far


def tree(obj):
    bpy.context.view_layer.update()
    return BVHTree.FromPolygons([obj.matrix_world @ v.co for v in obj.data.vertices], [p.vertices for p in obj.data.polygons])


def touches(obj):
    """Whether `obj` passes through the floor, Perla or anything placed before it."""
    mine = tree(obj)
    points = [obj.matrix_world @ v.co for v in obj.data.vertices]
    if min(p.z for p in points) < 0.0 or any((p - Vector(PERLA)).length < PERLA[2] * 1.04 for p in points):
        return True
    return any((obj.location.xy - centre).length < 0.3 and mine.overlap(other) for centre, other in placed)


def settle(obj, top=1.2):
    """Lowers `obj` from `top` to where it first rests on the floor or the heap (a binary search)."""
    below, above = 0.0, top
    for _ in range(12):
        obj.location.z = (below + above) / 2
        below, above = (obj.location.z, above) if touches(obj) else (below, obj.location.z)
    return above + 0.002


def drop(obj, tries=4):
    """Settles `obj` at a few spots around where it was made and leaves it at the lowest, as a coin
    slides off its neighbours' edges into a hollow, then adds it to the heap."""
    home, best = obj.location.xy.copy(), None
    for _ in range(tries):
        obj.location.xy = home + Vector((rng.uniform(-0.12, 0.12), rng.uniform(-0.08, 0.08)))
        obj.rotation_euler = (rng.uniform(-0.3, 0.3), rng.uniform(-0.3, 0.3), rng.uniform(0, math.pi))
        z = settle(obj)
        if best is None or z < best[0]:
            best = (z, obj.location.xy.copy(), obj.rotation_euler.copy())
    obj.location.z, obj.location.xy, obj.rotation_euler = best
    placed.append((obj.location.xy.copy(), tree(obj)))


# Perla first, facing promo_set's camera; the heap's coins come to rest against her rather than through her.
mascot.perla(PERLA, PERLA[2], studio.pearl(), (-0.35, -5.6, 1.6), glance=-0.15)
# The heap: coins dropped one by one, thicker toward the middle, each coming to rest on the floor or
# the coins under it, so that none passes through another; pearls among them.
for i in range(90):
    while True:  # none set down against Perla: coins leaning on her head read as a mess
        r, a = 0.95 * rng.random() ** 0.6, rng.uniform(0, 2 * math.pi)
        where = (HEAP[0] + r * math.cos(a), HEAP[1] + 0.6 * r * math.sin(a), 0.0)
        if (Vector(where[:2]) - Vector(PERLA[:2])).length > PERLA[2] + 0.3:
            break
    drop(studio.sphere(where, 0.07, studio.pearl()) if i % 23 == 22 else studio.coin(where, radius=0.12, thickness=0.022))
# The cascade: coins falling from above, spinning, none touching the next.
for i in range(12):
    coin = studio.coin((0, 0, 0), radius=0.12, thickness=0.022)
    while True:
        coin.location = (HEAP[0] + rng.uniform(-0.35, 0.35), HEAP[1] + rng.uniform(-0.2, 0.2), 0.85 + i * 0.16)
        coin.rotation_euler = (rng.uniform(0, math.pi), rng.uniform(0, math.pi), rng.uniform(0, math.pi))
        if not touches(coin):
            break
    placed.append((coin.location.xy.copy(), tree(coin)))
studio.product_lights(target=(HEAP[0], HEAP[1], 0.6), key=0.6)
studio.spot_light((HEAP[0], -1.0, 4.0), (HEAP[0], HEAP[1], 0.5), 700, studio.WARM_WHITE, angle=30, blend=0.6)
studio.sparkles(16, (HEAP[0] + 0.2, 2.2, 1.6), (1.4, 0.8, 1.0), size=(0.015, 0.04), seed=102)
studio.vignette(0.85, 1.0, 0.9)
studio.render(job)
