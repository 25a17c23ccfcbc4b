"""solo: play tabletop role-playing games alone."""

from solo.lazy import defer

__version__ = "0.1.0"

defer("inspect")  # dataclasses imports it for classes without a docstring: ours all have one
