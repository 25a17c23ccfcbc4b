"""Guided Zodiac procedures: character creation and the Encrucijada loop."""
