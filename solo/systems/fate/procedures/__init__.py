"""Guided Fate procedures: character creation, doing things, absorbing hits, challenges,
contests and conflicts, each a generator of steps."""
