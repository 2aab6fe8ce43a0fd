"""Table tile: Baccarat. A dealing shoe in black lacquer and gold, a face-down card sliding from its
mouth, the banker's natural nine turned face up beside another face-down card, and tall stacks of
casino chips, on a violet glow (the blackjack tile holds up an ace and a king on green)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio, tiles  # noqa: E402

W, H = tiles.CARD


def card_back(location, rotation, scale=0.75):
    """A card lying face down: a white border round a blue field, a gold diamond in its middle."""
    card = props.card((0, 0, 0), tiles.CARD, studio.glossy((0.62, 0.6, 0.56), roughness=0.3, clearcoat=0.6), None)
    field = studio.box((0, 0, W * 0.006 + 0.002), (W * 0.8, H * 0.85, 0.004), tiles.enamel((0.01, 0.035, 0.3), roughness=0.25), bevel=0.01)
    mark = studio.box((0, 0, W * 0.006 + 0.005), (W * 0.22, W * 0.22, 0.004), studio.gold(0.2), bevel=0.004, rotation=(0, 0, math.pi / 4))
    props._adopt([field, mark], card)
    card.location, card.rotation_euler, card.scale = location, rotation, (scale, scale, scale)
    return card


job = studio.Job()
tiles.table(job, tiles.VIOLET, glow=3.2)
# The shoe: a long lacquered wedge on a gold foot, sloping down to its mouth, turned to face the camera.
lacquer, trim = tiles.enamel((0.16, 0.008, 0.012), roughness=0.3), studio.gold(0.18)
L, LOW, HIGH, D, STEP = 1.8, 0.1, 0.72, 0.8, 0.15
SHOE, TURN = (-0.75, 0.4), math.radians(-20)
SLOPE = math.atan((HIGH - LOW) / L)


def on_shoe(u, z=0.0):
    """A point `u` along the shoe's length from its middle (its mouth ahead), at height `z`."""
    return (SHOE[0] + u * math.cos(TURN), SHOE[1] + u * math.sin(TURN), z)


def rect(x0, y0, x1, y1):
    """A rectangle's outline in the shoe's side plane."""
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def trim_piece(outline, depth):
    """A gold trim on the shoe: an outline in its side plane, as deep as `depth` across it."""
    tiles.slab(outline, depth, trim, on_shoe(0), along, bevel=0.012)


along = (0, 0, TURN + math.pi / 2)
top = lambda u: LOW + (L / 2 - u) * math.tan(SLOPE)  # noqa: E731
# Its lid covers the pack but the last card before the mouth, which lies bare on the slope.
tiles.slab([(-L / 2, 0), (L / 2, 0), (L / 2, LOW), (STEP, top(STEP)), (STEP, top(STEP) + 0.07), (-L / 2, HIGH + 0.07)], D, lacquer, on_shoe(0), along, bevel=0.02)
# Its gold trims: a band at the window, the foot, and a cap on the high end.
trim_piece(rect(STEP - 0.04, top(STEP) + 0.03, STEP + 0.02, top(STEP) + 0.1), D + 0.06)
trim_piece(rect(-L / 2 - 0.04, 0, L / 2 + 0.04, 0.08), D + 0.08)
trim_piece([(-L / 2 - 0.02, HIGH), (-L / 2 + 0.08, HIGH - 0.02), (-L / 2 + 0.08, HIGH + 0.1), (-L / 2 - 0.02, HIGH + 0.1)], D + 0.06)
# Cards: the next one waiting under the shoe's window, one slipping from its mouth, then the hand.
card_back(on_shoe(STEP + 0.05, top(STEP + 0.05) + 0.012), (-SLOPE, 0, TURN - math.pi / 2))
card_back(on_shoe(L / 2 + 0.34, 0.04), (math.radians(-6), 0, TURN - math.pi / 2))
card_back((0.25, -0.75, 0.02), (0, 0, math.radians(-104)))
tiles.playing_card('9', '♦', (0.85, -0.55, 0.03), (0, 0, math.radians(-80)), scale=0.75)
tiles.chip_stack((1.15, 0.35, 0.0), 12, (0.5, 0.01, 0.02), seed=1)
tiles.chip_stack((1.35, -0.25, 0.0), 8, (0.01, 0.05, 0.35), seed=2)
tiles.chip_stack((-1.2, -0.6, 0.0), 6, (0.04, 0.04, 0.05), seed=3)
tiles.sparkle(23)
tiles.lights(target=(0.2, 0, 0.3), key=0.5, hue=(0.7, 0.4, 1.0))
studio.camera((0.0, -3.7, 2.5), (-0.05, 0.0, 0.25), lens=31, focus=(0.1, 0.0, 0.2), fstop=5.6)
studio.render(job)
