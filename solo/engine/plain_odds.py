"""The oracle's odds as plain text: what `solo.engine.render.render_oracle_odds` shows,
uncoloured, before a one-shot `solo oracle …` rolls (no rich)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t

if TYPE_CHECKING:
    from fractions import Fraction

    from solo.engine.oracle.chances import OracleOdds


def oracle_odds_text(odds: OracleOdds) -> str:
    """Each answer's exact chance and the random event's, as the renderer shows them."""
    from solo.engine.oracle.levels import ANSWERS_DOWN
    from solo.plain_odds import outcome_odds_text

    note = [t("engine.render.yes_event", yes=_percent(odds.yes), event=_percent(odds.event),
              exact=str(odds.event), tension=odds.tension)]
    if odds.shifts:
        note.append(t("engine.oracle.shifts_on", tension=odds.tension))
    if odds.tension_odds and odds.base_event is not None:
        from solo.text import signed

        note.append(t("engine.oracle.odds_on", tension=odds.tension, lean=signed(odds.lean),
                      event=_percent(odds.event), base=_percent(odds.base_event)))
    return outcome_odds_text([(t(answer.key), odds.outcomes[answer]) for answer in ANSWERS_DOWN],
                             f"{odds.oracle} · {t(odds.odds.key)}",
                             t("engine.render.answer"), note)


def _percent(value: Fraction) -> str:
    """`12.35%`, as `solo.render.percent` writes it."""
    return f"{float(value) * 100:.2f}%"
