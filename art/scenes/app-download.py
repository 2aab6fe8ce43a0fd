"""App download: a gold-framed phone standing at an angle, showing this site's own phone page
(textures/phone-screen.jpg, a screenshot of the home page at 390 px: its game row, hot row and slot lobby, the
sections between hidden, so the app reads as a lobby, not as this page again, in a review; lit brighter than a page
of the hero's violet needed, for its navy), coins and a pearl at its foot."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402
from lib.shapes import promo_set  # noqa: E402

SCREEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'textures/phone-screen.jpg')
GLOW = (0.4, 0.1, 0.8)
PHONE = (0.0, 0.1, 1.02)

job = studio.Job()
promo_set(job, GLOW, subject_x=0.0, camera_x=0.0, distance=5.4)
props.phone(PHONE, (0.95, 2.05), studio.gold(0.18), studio.image_emission(SCREEN, 2.0), rotation=(math.radians(78), 0, math.radians(-22)))
studio.scatter_coins((0.1, -0.35, 0.0), (0.8, 0.25), 7, radius=0.14, seed=111)
studio.coin_stack((-0.75, -0.25, 0.0), 5, radius=0.16, thickness=0.03, seed=112)
# The frame is wide (16:10, beside the words on a desktop): a taller stack and a pearl fill its sides.
studio.coin_stack((0.95, 0.1, 0.0), 9, radius=0.17, thickness=0.03, seed=114)
studio.sphere((-1.05, -0.15, 0.1), 0.1, studio.pearl())
studio.sphere((0.6, -0.4, 0.08), 0.08, studio.pearl())
studio.product_lights(target=(0.0, 0.0, 0.9), key=0.5)
studio.sparkles(16, (0.0, 2.2, 1.6), (2.0, 0.8, 1.0), size=(0.015, 0.04), seed=113)
# Closer than the promotion cards' camera, aimed at the phone: it fills most of the frame's height.
# f/5.6, so the whole angled screen is sharp (at f/2.8 its far half blurred).
studio.camera((0.0, -4.6, 1.45), (0.0, 0.0, 0.98), lens=43, focus=PHONE, fstop=5.6)
studio.vignette(0.85, 0.95, 0.9)
studio.render(job)
