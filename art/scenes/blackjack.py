"""Table-game tile: Blackjack. An ace of spades and a king of hearts, the hand that makes 21, fanned
over gold coins on the green glow of a card table."""
import math
import os
import sys

import bpy

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'  # Debian's fonts-dejavu-core; has ♠ and ♥
CARD = (0.9, 1.26)
INK = {'♠': (0.01, 0.01, 0.015), '♥': (0.55, 0.01, 0.02)}


def print_on(card, text, size, x, y, material, turned=False):
    """Raised print on the card's face: `x`, `y` in the card's own plane, from its centre."""
    curve = bpy.data.curves.new('print', 'FONT')
    curve.body, curve.font, curve.size, curve.extrude = text, bpy.data.fonts.load(FONT, check_existing=True), size, 0.002
    curve.align_x, curve.align_y = 'CENTER', 'CENTER'
    obj = bpy.data.objects.new('print', curve)
    bpy.context.scene.collection.objects.link(obj)
    obj.data.materials.append(material)
    obj.parent = card
    obj.location = (x, y, CARD[0] * 0.006 + 0.002)
    obj.rotation_euler = (0, 0, math.pi if turned else 0)


def playing_card(rank, suit, location, rotation):
    card = props.card((0, 0, 0), CARD, studio.glossy((0.62, 0.6, 0.56), roughness=0.3, clearcoat=0.6), None)
    ink = studio.glossy(INK[suit], roughness=0.3, clearcoat=0.5)
    w, h = CARD
    print_on(card, suit, 0.62, 0, -0.02, ink)
    for corner, turned in (((-w * 0.36, h * 0.38), False), ((w * 0.36, -h * 0.38), True)):
        print_on(card, rank, 0.2, corner[0], corner[1], ink, turned)
        print_on(card, suit, 0.14, corner[0], corner[1] + (-0.15 if not turned else 0.15), ink, turned)
    card.location, card.rotation_euler = location, rotation
    return card


job = studio.Job()
studio.new_scene(job)
studio.world(job, 'studio', strength=0.5, backdrop=(0.004, 0.04, 0.018))
studio.glow_disc((0.0, 2.4, 0.6), 3.2, (0.1, 0.75, 0.35), 3.0)

playing_card('A', '♠', (-0.34, 0.05, 0.7), (math.radians(78), math.radians(-10), math.radians(10)))
playing_card('K', '♥', (0.34, -0.05, 0.72), (math.radians(78), math.radians(10), math.radians(-10)))
studio.coin_stack((-0.95, -0.45, 0.0), 5, radius=0.16, thickness=0.04, seed=7)
studio.coin_stack((0.98, -0.35, 0.0), 3, radius=0.16, thickness=0.04, seed=9)
studio.coin((0.1, -0.7, 0.02), 0.15, 0.03, rotation=(0.2, 0.1, 0.4))
studio.sparkles(12, (0.0, 1.5, 1.4), (2.2, 0.4, 1.0), size=(0.02, 0.05), strength=30, seed=4)
studio.product_lights(target=(0, 0, 0.7), key=0.3)
studio.camera((0.0, -3.6, 1.6), (0.0, 0.0, 0.62), lens=42, focus=(0.0, 0.0, 0.7), fstop=5.6)
studio.render(job)
