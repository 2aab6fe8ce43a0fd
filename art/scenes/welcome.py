"""Welcome banner: a gold-and-violet slot machine showing three red sevens, on a marble terrace above the
sea at dusk, cards and dice beside it. The left 45 % stays dark and quiet: the page sets its words there."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lettering, props, studio  # noqa: E402
from lib.shapes import sea, sky  # noqa: E402

MACHINE = (2.6, 0.6, 0.0)
CAMERA = (0.0, -8.5, 1.9)
TARGET = (1.5, 0.4, 0.9)
LENS = 45
SKY = [(0.0, studio.NAVY), (0.4, studio.INDIGO), (0.62, (0.14, 0.02, 0.2)), (0.74, studio.MAGENTA), (0.8, studio.SUNSET), (1.0, studio.SUNSET)]

job = studio.Job()
studio.new_scene(job)
studio.world(job, 'sunset', strength=0.35, rotation=160, backdrop=studio.NAVY)
sky(horizon_y=24, colours=SKY, height=10, strength=0.6, below=4)
sea(level=-1.2, near_y=-30)
studio.glow_disc((11.0, 23.0, -0.7), 3.5, (1.0, 0.45, 0.15), 2.5)
marble = studio.glossy((0.02, 0.015, 0.03), roughness=0.12, clearcoat=0.8)
studio.box((0.0, -1.0, -0.6), (40.0, 6.0, 1.2), marble, bevel=0.02)

gold, lacquer = studio.gold(0.18), studio.glossy((0.06, 0.012, 0.16), roughness=0.18, clearcoat=1.0)
ruby = studio.glossy((0.6, 0.02, 0.06), roughness=0.08, clearcoat=1.0)
blank = studio.glossy((0.85, 0.82, 0.8), roughness=0.25, clearcoat=1.0)
machine = props.slot_machine(MACHINE, 2.0, lacquer, gold, studio.glossy((0.003, 0.002, 0.01), roughness=0.05, clearcoat=1.0), {'pearl': blank, 'gem': blank, 'ruby': ruby}, rotation=(0, 0, math.radians(-18)))
lettering.reel_sevens(machine, 2.0, studio.glossy((0.7, 0.005, 0.01), roughness=0.15, clearcoat=1.0), blank)

card_face = studio.glossy((0.9, 0.88, 0.86), roughness=0.3, clearcoat=0.8)
props.card((3.75, -0.45, 0.02), (0.5, 0.72), card_face, gold, rotation=(0, 0, math.radians(25)))
props.card((3.9, -0.3, 0.045), (0.5, 0.72), card_face, gold, rotation=(0, 0, math.radians(-10)))
props.die((1.55, -0.55, 0.15), 0.3, studio.pearl(), gold, rotation=(0, 0, math.radians(30)))
props.die((1.95, -0.95, 0.13), 0.26, studio.pearl(), gold, rotation=(math.radians(90), 0, math.radians(-20)))
studio.scatter_coins((2.9, -0.8, 0.0), (0.8, 0.3), 6, radius=0.16, seed=21)

studio.product_lights(target=(MACHINE[0], MACHINE[1], 1.0), key=1.6)
studio.spot_light((1.0, -2.5, 5.0), (MACHINE[0], MACHINE[1], 1.0), 900, studio.WARM_WHITE, angle=35)
studio.camera(CAMERA, TARGET, lens=LENS, focus=(MACHINE[0], MACHINE[1] - 0.5, 1.0), fstop=1.2)
studio.vignette(0.9, 0.9, 0.85)
studio.render(job)
