"""solo: play tabletop role-playing games alone."""

__version__ = "0.1.0"
