"""Run `python -m solo`."""

import sys

from solo.cli import main

sys.exit(main())
