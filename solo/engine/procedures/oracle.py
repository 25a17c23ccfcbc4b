"""The oracle as a step: journal lines, the explanation of which dice answered, a guided question.

Used by the `oracle` command and by the tours.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from solo.dice.rng import Rng
from solo.engine.oracle.consult import OracleAnswer, consult
from solo.engine.oracle.levels import Likelihood, parse_level
from solo.engine.oracle.spec import OracleSpec
from solo.engine.rules.settings import TENSION_ODDS, TENSION_SHIFTS
from solo.engine.rules.state import EngineState
from solo.i18n import t
from solo.journal.entry import (
    expression,
    faces_shown,
    fate_faces,
    mechanics,
    meta,
    question,
    roll_line,
)
from solo.record import record
from solo.text import signed

if TYPE_CHECKING:
    from solo.engine.procedures.event import RandomEvent
    from solo.procedures.steps import Procedure
    from solo.tables.library import Library

_FATE_SYMBOLS = {1: "+", 0: "0", -1: "-"}


def faces_text(spec: OracleSpec, faces: tuple[int, ...]) -> str:
    """The faces as the journal writes them: `+0+-` for Fate dice, `4 2` otherwise.

    A die read through a table (the modifier die) shows what it counts for: `5=+1`.

    >>> from solo.engine.oracle.spec import demo_spec
    >>> faces_text(demo_spec(), (1, 0, -1, 1))
    '[+0-+]'
    """
    parts, start = [], 0
    for group in spec.groups:
        chunk = faces[start:start + group.count]
        start += group.count
        if group.die.label == "dF":
            parts.append("".join(_FATE_SYMBOLS[f] for f in chunk))
        elif group.read:
            parts.append(" ".join(f"{f}={signed(group.value(f))}" for f in chunk))
        else:
            parts.append(" ".join(map(str, chunk)))
    return "[" + " | ".join(parts) + "]"


def why(spec: OracleSpec, result: OracleAnswer, lang: str | None = None) -> str:
    """Say which dice gave the answer, in one sentence."""
    answer = t(result.answer.key, lang)
    bent = _bent(spec, result, lang) if result.shift else ""
    if result.lean:
        bent = t("engine.oracle.why.lean", lang, tension=result.tension,
                 lean=signed(result.lean)) + bent
    if result.decided_by is None:
        return bent + t("engine.oracle.why.total", lang, dice=spec.dice_label,
                        faces=faces_text(spec, result.faces),
                        sum=signed(result.total - result.modifier - result.lean - result.shift),
                        modifier=signed(result.modifier + result.lean),
                        total=signed(result.total),
                        answer=answer)
    extra = result.tiebreak[result.decided_by - len(result.faces)]
    label = spec.tiebreak.die.label
    face = _FATE_SYMBOLS[extra] if label == "dF" else str(extra)
    return bent + t("engine.oracle.why.tie", lang, total=signed(result.total), die=label,
                    face=face, rolls=len(result.tiebreak), answer=answer)


def _bent(spec: OracleSpec, result: OracleAnswer, lang: str | None) -> str:
    """What the tension did to the total: pushed it away from the middle, or pulled it in."""
    before = result.total - result.shift
    away = (result.shift > 0) == (before >= spec.middle[1])
    return t("engine.oracle.why.push" if away else "engine.oracle.why.pull", lang,
             tension=result.tension, before=signed(before), after=signed(result.total))


@record
class OracleReply:
    """An oracle answer, why it came out so, and the random event it brought (if any)."""

    result: OracleAnswer
    why: str
    random_event: RandomEvent | None

    def to_json(self) -> dict[str, Any]:
        """The answer's fields (`question`, `odds`, `faces`, `answer`…), `why`, the event."""
        data = {f.name: getattr(self.result, f.name) for f in dataclasses.fields(self.result)}
        return {**data, "why": self.why, "random_event": self.random_event}


def oracle_lines(spec: OracleSpec, result: OracleAnswer, lang: str,
                 event: RandomEvent | None = None) -> tuple[str, ...]:
    """The journal lines of an answer: `? question (level)`, `d: …`, `-> answer`, any event."""
    lines = [question(result.question or t("engine.oracle.no_question", lang),
                      t(result.odds.key, lang)),
             roll_line(expression(spec.dice_label, result.modifier, result.lean, result.shift),
                       signed(result.total), faces=_rolled(spec, result),
                       outcome=_answer(spec, result, lang))]
    if event is not None:
        from solo.engine.procedures.event import event_lines

        lines += [meta(t("engine.oracle.event_line", lang)), *event_lines(event, lang)]
    return tuple(lines)


def _answer(spec: OracleSpec, result: OracleAnswer, lang: str) -> str:
    """The answer, with the tension's push when it bent the total and any tie-breaking dice."""
    notes = []
    if result.lean:
        notes.append(t("engine.oracle.lean_mod", lang, lean=signed(result.lean),
                       tension=result.tension))
    if result.shift:
        notes.append(t("engine.oracle.shift_mod", lang, shift=signed(result.shift),
                       tension=result.tension))
    if result.tiebreak:
        fate = spec.tiebreak.die.label == "dF"
        extra = fate_faces(result.tiebreak) if fate else faces_shown(result.tiebreak)
        notes.append(t("engine.oracle.tiebreak_note", lang, faces=extra))
    answer = t(result.answer.key, lang)
    return " ".join((answer, *notes))


def _rolled(spec: OracleSpec, result: OracleAnswer) -> str:
    """The faces: Fate dice as symbols (`+0-+`), numbered dice apart (`4 2`)."""
    if all(group.die.label == "dF" for group in spec.groups):
        return fate_faces(result.faces)
    return faces_shown(result.faces)


def answer_question(spec: OracleSpec, level: Likelihood, text: str, rng: Rng, event_rng: Rng,
                    state: EngineState, library: Callable[[], Library]) -> OracleReply:
    """Consult the oracle, and roll the random event it may bring (with `event_rng`; the
    tables are asked for only then)."""
    result = consult(spec, level, rng, state.tension, text, state.setting(TENSION_SHIFTS),
                     state.setting(TENSION_ODDS))
    event = None
    if result.event:
        from solo.engine.procedures.event import random_event

        event = random_event(library(), event_rng, state)
    return OracleReply(result, why(spec, result), event)


def guided_question(spec: OracleSpec, state: EngineState, library: Library, rng: Rng,
                    lang: str, default_question: str = "") -> Procedure[OracleReply]:
    """Ask a question and its likelihood, answer it, show and journal it."""
    from solo.engine.oracle.chances import oracle_odds
    from solo.procedures.steps import Ask, Choice, Record, RollFor, Show, ask

    choices = tuple(Choice(level.value, level.key) for level in Likelihood)
    text = yield from ask(Ask("engine.tour.ask_question", default=default_question or None,
                              explain="engine.tour.explain_question"), str.strip)
    level = yield from ask(Ask("engine.tour.ask_level", choices=choices,
                               default=Likelihood.EVEN.value, explain="engine.tour.explain_level"),
                           parse_level)
    yield RollFor(t("engine.oracle.who"), "engine.oracle.why", {"question": text},
                  oracle_odds(spec, level, state.tension, state.setting(TENSION_SHIFTS),
                              state.setting(TENSION_ODDS)))
    reply = answer_question(spec, level, text, rng, rng, state, lambda: library)
    yield Show(reply)
    yield Record(mechanics(*oracle_lines(spec, reply.result, lang, reply.random_event)))
    return reply
