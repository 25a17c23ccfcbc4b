"""Fate's quick results as plain lines: what `solo fate roll` prints, without rich.

The same words as the renderers in `render.py` (a test keeps them equal), without colour.

>>> from solo.i18n import use_language
>>> from solo.systems.fate.rules.outcomes import Outcome
>>> with use_language("en"):
...     print(plain_text(FateResult((1, 0, -1, 1), 2, 3, 1, 2, Outcome.SUCCESS)))
4dF  [+] [0] [−] [+] +2 = +3  vs +1 Average  →  Success (2)
>>> plain_text(object()) is None
True
"""

from __future__ import annotations

from solo.i18n import t
from solo.systems.fate.rules.ladder import ladder_label
from solo.systems.fate.rules.resolve import FateResult
from solo.text import inert, signed

_FACES = {1: "+", 0: "0", -1: "−"}


def plain_text(result: object) -> str | None:
    """A quick result's lines, or None: a result this module does not write (rich shows it)."""
    if type(result).__name__ == "OddsPreview":
        return _preview(result)
    if not isinstance(result, FateResult):
        return None
    faces = "".join(f"[{_FACES[face]}] " for face in result.faces)
    lines = [f"4dF  {faces}{signed(result.bonus)} = {signed(result.total)}"
             f"  vs {ladder_label(result.vs)}  →  {t(result.outcome.label_key)} ({result.shifts})"]
    if result.effect is not None:
        lines.append(t(result.effect.text))
    return inert("\n".join(lines))


def _preview(result: object) -> str:
    """The odds of a roll about to be made (`OddsPreview`), as the renderer shows them."""
    from fractions import Fraction

    from solo.plain_odds import outcome_odds_text
    from solo.systems.fate.procedures.announce import OddsPreview
    from solo.systems.fate.rules.outcomes import Outcome

    assert isinstance(result, OddsPreview)
    against = f"4dF {signed(result.vs)}" if result.active else signed(result.vs)
    return outcome_odds_text([(t(o.label_key), Fraction(result.outcomes[o])) for o in Outcome],
                             f"4dF {signed(result.bonus)} vs {against}")
