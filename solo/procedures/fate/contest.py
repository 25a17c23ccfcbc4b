"""Challenges and contests as guided procedures.

A challenge is a named set of tasks, each one roll, weighed together at the
end. A contest runs exchanges against an opponent until one side reaches 3
victories (5 in a long contest); a tie for highest brings a twist drawn from
the twists table as a new situation aspect.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from solo.dice.rng import Rng
from solo.errors import InputError
from solo.i18n import current_language, t
from solo.journal.entry import consequence, mechanics, table_line
from solo.procedures.fate.common import choose, result_line, text
from solo.procedures.fate.do import rating_step, using_label
from solo.procedures.fate.effects import TableDraw
from solo.procedures.fate.invoke_loop import invoke_loop, own_aspects
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.rules.fate.actions import Action
from solo.rules.fate.aspects import Aspect, AspectKind
from solo.rules.fate.character import Character
from solo.rules.fate.contest import (
    ChallengeTally,
    Contest,
    Exchange,
    score_exchange,
    teamwork_bonus,
)
from solo.rules.fate.dice import roll_4df
from solo.rules.fate.ladder import parse_difficulty
from solo.rules.fate.resolve import FateResult, resolve_faces, roll_faces

TWISTS_TABLE = "fate/giros"
_TASK_ACTIONS = (Choice(Action.OVERCOME.value, "fate.action.overcome"),
                 Choice(Action.ADVANTAGE.value, "fate.action.advantage"))


@dataclass(frozen=True)
class ChallengeSummary:
    """The tasks of a challenge, their rolls and the verdict."""

    name: str
    tasks: tuple[str, ...]
    results: tuple[FateResult, ...]
    verdict: str

    def to_json(self) -> dict[str, object]:
        """Plain data for `--json`."""
        return {"name": self.name, "tasks": list(self.tasks), "results": list(self.results),
                "outcomes": [r.outcome for r in self.results], "verdict": self.verdict}


def _tasks(answer: str) -> tuple[str, ...]:
    tasks = tuple(part.strip() for part in answer.replace(";", ",").split(",") if part.strip())
    if not tasks:
        raise InputError("fate.error.empty")
    return tasks


def challenge(sheet: Character, rng: Rng, *, lang: str | None = None
              ) -> Procedure[ChallengeSummary]:
    """Guide a challenge: name it, list its tasks, roll each, weigh the results."""
    name = yield from text("fate.challenge.ask_name", explain="fate.challenge.explain")
    tasks = yield from ask(Ask("fate.challenge.ask_tasks"), _tasks)
    results: list[FateResult] = []
    lines = [consequence(t("fate.journal.challenge", lang, name=name))]
    for task in tasks:
        action = Action((yield from choose("fate.challenge.ask_action", _TASK_ACTIONS,
                                           task=task, default=Action.OVERCOME.value)))
        vs = yield from ask(Ask("fate.do.ask_difficulty"), parse_difficulty)
        using, bonus = yield from rating_step(sheet)
        result = resolve_faces(roll_faces(rng), bonus, vs, action=action, edition=sheet.edition)
        yield Show(result)
        results.append(result)
        lines.extend((f"@ {task} ({using_label(sheet, using, lang)})", result_line(result, lang)))
    tally = ChallengeTally(tuple(r.outcome for r in results))
    yield Show(Message(f"fate.challenge.verdict.{tally.verdict}", {"name": name}, "rule"))
    lines.append(consequence(t(f"fate.challenge.verdict.{tally.verdict}", lang, name=name)))
    yield Record(mechanics(*lines))
    return ChallengeSummary(name, tasks, tuple(results), tally.verdict)


@dataclass(frozen=True)
class ContestSummary:
    """Who won the contest, the tally, every exchange and the twists that came up."""

    sides: tuple[str, ...]
    victories: dict[str, int]
    winner: str
    exchanges: tuple[Exchange, ...]
    aspects: tuple[Aspect, ...]
    character: Character


def contest(sheet: Character, rng: Rng, *, opponent: str, opponent_bonus: int,
            target: int, draw: Callable[[str], TableDraw] | None = None,
            scene_aspects: Sequence[Aspect] = (), helpers: Sequence[int] = (),
            gm_points: int = 0, lang: str | None = None) -> Procedure[ContestSummary]:
    """Run a contest of `sheet` against an opponent until one side has `target` victories.

    `helpers` are the ratings of allies who give up their roll to help (teamwork).
    """
    yield Show(Message("fate.contest.explain", {"target": target}, "rule"))
    state = Contest((sheet.name, opponent), target)
    exchanges: list[Exchange] = []
    aspects = list(scene_aspects)
    points = sheet.fate_points
    while state.winner is None:
        using, rating = yield from rating_step(sheet)
        bonus = rating + teamwork_bonus(sheet.edition, rating, helpers)
        theirs = sum(roll_4df(rng)) + opponent_bonus
        rolled = resolve_faces(roll_faces(rng), bonus, theirs)
        yield Show(rolled)
        pool = (*own_aspects(sheet.character_aspects()), *aspects)
        looped = yield from invoke_loop(rolled, pool, rng, invoker=sheet.name,
                                        fate_points=points, gm_points=gm_points, lang=lang)
        mine, theirs = looped.result, looped.result.vs
        points, gm_points = looped.player.fate_points, looped.gm.fate_points
        aspects = [a for a in looped.aspects if a.owner != sheet.name]
        exchange = score_exchange({sheet.name: mine.total, opponent: theirs})
        exchanges.append(exchange)
        state = state.score(exchange)
        yield Show(exchange)
        lines = [t("fate.journal.exchange", lang, number=len(exchanges), me=sheet.name,
                   using=using_label(sheet, using, lang), mine=mine.total, them=opponent,
                   theirs=theirs)]
        if exchange.twist:
            twist = yield from _twist(draw, lang)
            aspects.append(twist[0])
            lines.extend(twist[1])
        lines.extend(looped.lines)
        lines.append(consequence(t("fate.journal.victories", lang, tally=_tally(state))))
        yield Record(mechanics(*lines))
    winner = state.winner
    yield Show(Message("fate.contest.won", {"name": winner}, "rule"))
    return ContestSummary(state.sides, dict(state.victories), winner, tuple(exchanges),
                          tuple(aspects), replace(sheet, fate_points=points))


def _tally(state: Contest) -> str:
    return ", ".join(f"{side} {state.victories.get(side, 0)}" for side in state.sides)


def _twist(draw: Callable[[str], TableDraw] | None,
           lang: str | None) -> Procedure[tuple[Aspect, tuple[str, ...]]]:
    if draw is None:
        name = yield from text("fate.contest.ask_twist", explain="fate.contest.explain_twist")
        return Aspect(name, AspectKind.SITUATION), (consequence(
            t("fate.journal.aspect", lang, name=name, free=0)),)
    drawn = draw(TWISTS_TABLE)
    name = drawn.in_language(lang or current_language())
    yield Show(Message("fate.contest.twist", {"name": name}, "warning"))
    return Aspect(name, AspectKind.SITUATION), (
        table_line(drawn.table_id, drawn.dice, drawn.value or "", name),)

