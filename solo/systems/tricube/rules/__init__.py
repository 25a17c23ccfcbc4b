"""Tricube Tales: challenges with 1–3 d6, Karma and Resolve, effort tokens, afflictions.

One module per concept: `settings` (every reconstructed or debatable rule as a
named constant), `dice` (how many dice, which difficulty), `challenge`
(hits and outcomes), `odds` (exact outcome odds), `effort` (effort tokens and
foes), `opposed` (one side against another) and `character`.
"""
