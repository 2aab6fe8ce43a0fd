"""Why choose: Entertainment. A pair of pearl-white dice with gold pips, one tumbling."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

job = studio.Job()
studio.icon_studio(job, target=(0, 0, 0.4))
body, pips = studio.pearl(), studio.gold(0.22)
props.die((-0.32, 0.05, 0.3), 0.6, body, pips, rotation=(0, 0, math.radians(20)))
props.die((0.36, -0.1, 0.52), 0.55, body, pips, rotation=(math.radians(35), math.radians(25), math.radians(-15)))
studio.render(job)
