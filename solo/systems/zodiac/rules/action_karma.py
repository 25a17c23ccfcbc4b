"""Who used Karma on the Action under way: each player once, the GM once.

Apart from the rest of Karma (`karma`): every Action keeps one, with or without a PJ.

>>> ActionKarma()
ActionKarma(players=frozenset(), gm_used=False)
"""

from __future__ import annotations

from solo.record import record


@record
class ActionKarma:
    """Who already used Karma on the Action under way."""

    players: frozenset[str] = frozenset()
    gm_used: bool = False
