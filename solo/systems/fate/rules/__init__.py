"""Fate Accelerated and Fate Condensed: dice, ladder, outcomes, characters, conflicts.

Each module holds one concept; everything here is pure and takes its dice
from an injected `Rng`.
"""
