"""Slot tile: Fiesta Maracas. A pair of maracas in scarlet enamel banded in gold, crossed and shaken in
mid-air among tumbling confetti, on a lime glow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import lobby, studio, tiles  # noqa: E402

job = studio.Job()
tiles.stage(job, tiles.LIME)
shell = tiles.enamel('red', roughness=0.15)
lobby.maraca((0.08, -0.05, 0.28), 1.28, shell, rotation=(math.radians(-12), math.radians(-40), math.radians(10)))
lobby.maraca((-0.08, 0.12, 0.28), 1.28, tiles.enamel('orange', roughness=0.15), rotation=(math.radians(-12), math.radians(40), math.radians(-15)))
lobby.confetti(14, centre=(0.0, -0.2, 1.0), spread=(1.2, 0.5, 0.85), count=40, size=0.075)
lobby.shoot(job, target=(0.0, 0.0, 0.85), height=1.3, seed=14, side=0.2)
