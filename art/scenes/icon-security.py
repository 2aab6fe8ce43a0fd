"""Why choose: Security. A gold key with a pearl set in its bow."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lib import props, studio  # noqa: E402

job = studio.Job()
studio.icon_studio(job, target=(0.12, 0, 0.5), distance=2.95)
props.key((-0.32, 0.0, 0.3), 1.3, studio.gold(0.18), studio.pearl(), rotation=(0, math.radians(-35), math.radians(-12)))
studio.render(job)
