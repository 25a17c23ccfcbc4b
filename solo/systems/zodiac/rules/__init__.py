"""Zodiac RPG System 2.5: scores, the d12 action roll, Karma, Vínculos and states.

Pure rules: numbers and an injected `rng` in, frozen results out. Every rule
the rulebook leaves unclear is one named constant in `settings.py`.
"""
