"""Run `python -m solo`."""

import sys

from solo.cli import run

sys.exit(run())
