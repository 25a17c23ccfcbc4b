"""Fragmentos' quick results as plain lines: what `solo frag reto` prints, without rich.

The same words as the renderers in `render.py` (a test keeps them equal), without colour.
A conflicto's rounds are a table: rich shows them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import current_language, t
from solo.systems.fragmentos.commands.roll import RollReport
from solo.systems.fragmentos.rules.harm import Harm
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS, OUT_KEYS, OUTCOME_KEYS
from solo.systems.fragmentos.rules.pool import Pool
from solo.systems.fragmentos.rules.reto import Reto
from solo.text import inert

if TYPE_CHECKING:
    from solo.tables.pick import Draw


def plain_text(result: object) -> str | None:
    """A quick result's lines, or None: a result this module does not write (rich shows it)."""
    if type(result).__name__ in ("Forecast", "ConflictForecast"):
        return _forecast(result)
    if isinstance(result, Reto):
        return inert(_reto(result))
    if not isinstance(result, RollReport) or not isinstance(result.roll, Reto):
        return None
    lines = [_reto(result.roll)]
    for omen in result.omens:
        lines.extend(_draw(omen, 0))
    if result.threat is not None and result.threat[0] != result.threat[1]:
        lines.append(f"{t('frag.word.threat')} {result.threat[0]} → {result.threat[1]}")
    if result.harm is not None:
        lines.append(_harm(result.harm))
    return inert("\n".join(lines))


def _pool(pool: Pool) -> str:
    line = "".join(f"[{face}] " for face in pool.faces) + f"= {pool.base}"
    if pool.trait:
        line += f" +{pool.trait} = {pool.total}"
    if pool.omens:
        line += f"  ☾ {t('frag.render.omens', count=pool.omens)}"
    return line


def _reto(reto: Reto) -> str:
    if reto.pool is None:
        return t("frag.journal.auto_failure")
    line = (f"{len(reto.pool.faces)}d6  {_pool(reto.pool)}  {t('frag.word.vs')} {reto.difficulty}"
            f"  →  {t(OUTCOME_KEYS[reto.outcome])}")
    notes = [t(key) for key, on in (("frag.word.forced", reto.forced),
                                    ("frag.word.dangerous", reto.dangerous)) if on]
    if notes:
        line += f" ({', '.join(notes)})"
    if reto.loss:
        line += f"  −{reto.loss}"
    return line


def _draw(draw: Draw, depth: int) -> list[str]:
    """A presagio as the tables' renderer writes a draw, nested draws indented below."""
    rolled = draw.roll if draw.column is None else f"{draw.roll}/{draw.column}"
    line = f"{'  ' * depth}{draw.table_id} {draw.dice}={rolled}"
    if draw.picked:
        line += " " + t("table.view.picked")
    line += f" → {draw.in_language(current_language())}"
    if draw.only_in and draw.only_in != current_language():
        line += " " + t("table.view.only_in", lang=draw.only_in)
    return [line, *(nested for inner in draw.nested for nested in _draw(inner, depth + 1))]


def _harm(harm: Harm) -> str:
    name = t(CHARACTERISTIC_KEYS[harm.characteristic])
    if harm.protected:
        return t("frag.journal.protected", name=harm.character.name, characteristic=name)
    line = f"{name} {harm.before} → {harm.after}"
    if harm.out is not None:
        line += "  " + t(OUT_KEYS[harm.out], name=harm.character.name)
    return line


def _forecast(forecast: object) -> str:
    """The odds of a reto or a conflicto about to be rolled, as the renderers show them."""
    from solo.plain_odds import outcome_odds_text

    words = {outcome.value: t(key) for outcome, key in OUTCOME_KEYS.items()}
    if type(forecast).__name__ == "Forecast":  # a reto's (the conflict's module stays unread)
        from solo.systems.fragmentos.procedures.reto import Forecast

        assert isinstance(forecast, Forecast)
        rows = [(words.get(o.value, o.value), p) for o, p in forecast.outcomes.items()]
        title = t("frag.render.forecast", dice=forecast.dice, difficulty=forecast.difficulty)
    else:
        from solo.systems.fragmentos.procedures.conflict import ConflictForecast

        assert isinstance(forecast, ConflictForecast)
        names = {"character": forecast.names[0] or t("frag.word.character"),
                 "opponent": forecast.names[1] or t("frag.word.opponent")}
        rows = [(names[w.value], p) for w, p in forecast.outcomes.items()]
        title = t("frag.render.conflict_forecast", name=names["character"],
                  vs_name=names["opponent"])
    omen = forecast.omen_at_least_one
    return outcome_odds_text(rows, title, notes=[t(
        "frag.render.omen_odds", percent=f"{float(omen) * 100:.2f}",
        exact=f"{omen.numerator}/{omen.denominator}")])
