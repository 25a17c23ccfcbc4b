"""Challenges and contests as guided procedures.

A challenge is a named set of tasks, each one roll, weighed together at the
end. A contest runs exchanges against an opponent until one side reaches 3
victories (5 in a long contest); a tie for highest brings a twist drawn from
the twists table as a new situation aspect.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from solo.dice.rng import Rng, ScriptedRng
from solo.errors import InputError
from solo.i18n import current_language, t
from solo.journal.entry import consequence, expression, mechanics, meta, roll_line, table_line
from solo.procedures.steps import (
    Ask,
    Choice,
    Hold,
    Left,
    Message,
    Procedure,
    Progress,
    Record,
    RollFor,
    Show,
    ask,
)
from solo.record import record
from solo.systems.fate.procedures.absorb import absorb_hit
from solo.systems.fate.procedures.aim import Aim, aim_step
from solo.systems.fate.procedures.announce import other_roll, player_roll
from solo.systems.fate.procedures.common import (
    choose,
    opposition_roll,
    text,
)
from solo.systems.fate.procedures.do import (
    aim_choices,
    rating_step,
    rolled,
    stunt_step,
    using_label,
)
from solo.systems.fate.procedures.effects import TableDraw
from solo.systems.fate.procedures.invoke_loop import invoke_loop, own_aspects
from solo.systems.fate.procedures.settled import Settled
from solo.systems.fate.procedures.teamwork import help_step
from solo.systems.fate.rules.actions import Action, Cost, Target
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.contest import (
    TAKEN_OUT_LOSES_CONTEST,
    VERDICTS,
    ChallengeTally,
    Contest,
    Effort,
    Exchange,
    Participant,
    check_contest_harm,
    failure_shifts,
    score_exchange,
    side_effort,
    side_rolls,
    teamwork_bonus,
)
from solo.systems.fate.rules.dice import DICE_LABEL, faces_text
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.ladder import parse_difficulty
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult, resolve_faces
from solo.systems.fate.rules.stress import TrackKind
from solo.text import signed

TWISTS_TABLE = "fate/giros"
LEFT = "left"
"""The verdict of a challenge left between two tasks: what was rolled stays, no more."""
_TASK_ACTIONS = (Choice(Action.OVERCOME.value, "fate.action.overcome"),
                 Choice(Action.ADVANTAGE.value, "fate.action.advantage"))
_EXPLAIN_SIDES = {Edition.FAE: "fate.contest.explain_sides.fae",
                  Edition.CONDENSED: "fate.contest.explain_sides.condensed"}


@record
class ChallengeSummary:
    """The tasks of a challenge, their rolls and the verdict."""

    name: str
    tasks: tuple[str, ...]
    results: tuple[FateResult, ...]
    verdict: str
    character: Character | None = None
    aspects: tuple[Aspect, ...] = ()
    gm_points: int = 0
    hostile_points: tuple[str, ...] = ()
    costs: tuple[Cost, ...] = ()      # each task's price, when it was won at one

    def to_json(self) -> dict[str, object]:
        """Plain data for `--json`."""
        return {"name": self.name, "tasks": list(self.tasks), "results": list(self.results),
                "outcomes": [r.outcome for r in self.results], "verdict": self.verdict,
                "costs": list(self.costs), "aspects": list(self.aspects)}


def _tasks(answer: str) -> tuple[str, ...]:
    tasks = tuple(part.strip() for part in answer.replace(";", ",").split(",") if part.strip())
    if not tasks:
        raise InputError("fate.error.empty")
    return tasks


def challenge(sheet: Character, rng: Rng, *, scene_aspects: Sequence[Aspect] = (),
              gm_points: int = 0, draw: Callable[[str], TableDraw] | None = None,
              allies: Sequence[Character] = (),
              lang: str | None = None) -> Procedure[ChallengeSummary]:
    """Guide a challenge: name it, list its tasks, play each as `fate do` does, weigh them.

    Each task has the stunt, odds, invoke and effect steps of a guided action: a failure
    may be turned into success at a serious cost, an advantage created is named and stays
    in play for the next tasks.
    """
    name = yield from text("fate.challenge.ask_name", explain="fate.challenge.explain")
    tasks = yield from ask(Ask("fate.challenge.ask_tasks"), _tasks)
    yield Record(mechanics(consequence(t("fate.journal.challenge", lang, name=name))))
    results: list[FateResult] = []
    counted: list[Outcome] = []
    costs: list[Cost] = []
    aspects, hostile = tuple(scene_aspects), list[str]()
    for played, task in enumerate(tasks):
        try:  # before each task but the first the player may leave (nothing rolled for it)
            if played:
                yield Hold(task)
            action = Action((yield from choose("fate.challenge.ask_action", _TASK_ACTIONS,
                                               task=task, default=Action.OVERCOME.value)))
            vs = yield from ask(Ask("fate.do.ask_difficulty"), parse_difficulty)
            aim = (yield from aim_step(aim_choices(sheet, aspects))
                   ) if action is Action.ADVANTAGE else Aim(Target.NEW)
            using, rating = yield from rating_step(sheet)
            stunt, stunt_words = yield from stunt_step(sheet, lang)
            helped = yield from help_step(sheet, using, allies)
            bonus = rating + stunt + helped.bonus
            label = ", ".join(w for w in (using_label(sheet, using, lang), stunt_words,
                                          helped.words(lang), aim.words(lang)) if w)
            faces = yield from player_roll(rng, sheet.name, "fate.roll.why.task",
                                           {"task": task, "using": using_label(sheet, using,
                                                                               None),
                                            "bonus": signed(bonus)}, bonus=bonus, vs=vs)
        except Left:
            yield Record(mechanics(meta(t("fate.journal.challenge_left", lang, name=name,
                                          done=played, total=len(tasks)))))
            return ChallengeSummary(name, tasks[:played], tuple(results), LEFT, sheet, aspects,
                                    gm_points, tuple(hostile), tuple(costs))
        result = resolve_faces(faces, bonus, vs, action=action, target=aim.target,
                               edition=sheet.edition)
        looped, effect = yield from rolled(sheet, result, rng, (f"@ {task} ({label})",),
                                           scene_aspects=aspects, gm_points=gm_points,
                                           draw=draw, owed=tuple(hostile), aim=aim, lang=lang)
        sheet = replace(sheet, fate_points=looped.player.fate_points)
        aspects, gm_points = effect.aspects, looped.gm.fate_points
        hostile.extend(looped.hostile)
        yield Progress(Settled(sheet, aspects, gm_points, tuple(hostile)))  # its effect, kept
        results.append(looped.result)
        # What the player chose counts: a failure turned into success at a serious cost is
        # won at a price; a tie given up for a boost (Condensed) is lost.
        won = looped.result.outcome is not Outcome.FAIL
        counted.append(looped.result.outcome if effect.achieved == won
                       else Outcome.SUCCESS if effect.achieved else Outcome.FAIL)
        costs.append(effect.cost if effect.achieved else Cost.NONE)
    tally = ChallengeTally(tuple(counted), sum(1 for c in costs if c is not Cost.NONE))
    verdict = VERDICTS[tally.verdict]
    yield Record(mechanics(consequence(t(verdict, lang, name=name))))
    return ChallengeSummary(name, tasks, tuple(results), tally.verdict, sheet, aspects,
                            gm_points, tuple(hostile), tuple(costs))


@record
class ContestSummary:
    """Who won the contest, the tally, every exchange and the twists that came up."""

    sides: tuple[str, ...]
    victories: dict[str, int]
    winner: str
    exchanges: tuple[Exchange, ...]
    aspects: tuple[Aspect, ...]
    character: Character
    taken_out: bool = False
    gm_points: int | None = None
    hostile: tuple[str, ...] = ()      # who gets a point after the scene (hostile invokes)
    left: bool = False                 # left between two exchanges: no winner


@record
class _Exchanged:
    """What one exchange left: its score, journal lines, aspects and fate points."""

    exchange: Exchange
    head: tuple[str, ...]      # the rolls of the others and the exchange's totals
    tail: tuple[str, ...]      # the player's invokes
    aspects: tuple[Aspect, ...]
    points: int
    gm_points: int
    hostile: tuple[str, ...]


def contest(sheet: Character, rng: Rng, *, opponent: str, opponent_bonus: int,
            target: int, draw: Callable[[str], TableDraw] | None = None,
            scene_aspects: Sequence[Aspect] = (), helpers: Sequence[int] = (),
            gm_points: int = 0, allies: Sequence[Participant] = (),
            rivals: Sequence[Participant] = (), harmful: bool = False,
            track: TrackKind | None = None, rival: Character | None = None,
            lang: str | None = None) -> Procedure[ContestSummary]:
    """Run a contest of `sheet`'s side against an opponent's until one has `target` victories.

    `helpers` are the ratings of allies who give up their roll to help (teamwork); `allies`
    join the player's side and `rivals` the opponent's: in FAE each of them rolls and a side
    counts its best; in Condensed one rolls per side and the others help. `harmful` (Condensed
    only) makes the player's character take a hit on `track` whenever the other side beats them.
    `rival` is the opponent's sheet when it has one: it opposes with its rating in the approach
    or skill the player uses (the same contest, run by the same means), and its aspects are in
    play for both sides to invoke.
    """
    if harmful:
        check_contest_harm(sheet.edition)
    yield Show(Message("fate.contest.explain", {"target": target}, "rule"))
    yield Show(Message(_EXPLAIN_SIDES[sheet.edition], {}, "rule"))
    state = Contest((sheet.name, opponent), target)
    exchanges: list[Exchange] = []
    aspects = list(scene_aspects)
    points = sheet.fate_points
    taken_out = False
    hostile: list[str] = []
    team = (Participant(opponent, opponent_bonus), *rivals)
    while state.winner is None:
        try:  # before each exchange but the first the player may leave (nothing rolled for it)
            if exchanges:
                yield Hold(len(exchanges) + 1)
            done = yield from _exchange(sheet, rng, team, allies, helpers, aspects, points,
                                        gm_points, len(exchanges) + 1, lang, rival)
        except Left:
            yield Record(mechanics(meta(t("fate.journal.contest_left", lang,
                                          tally=_tally(state)))))
            return ContestSummary(state.sides, dict(state.victories), "", tuple(exchanges),
                                  tuple(aspects), replace(sheet, fate_points=points), False,
                                  gm_points, tuple(hostile), left=True)
        exchange = done.exchange
        exchanges.append(exchange)
        aspects, points, gm_points = list(done.aspects), done.points, done.gm_points
        hostile.extend(done.hostile)
        state = state.score(exchange)
        yield Show(exchange)
        lines = [*done.head, *done.tail]
        if exchange.twist:
            twist = yield from _twist(draw, lang)
            aspects.append(twist[0])
            lines[len(done.head):len(done.head)] = twist[1]
        lines.append(consequence(t("fate.journal.victories", lang, tally=_tally(state))))
        yield Record(mechanics(*lines))
        yield Progress(Settled(replace(sheet, fate_points=points), tuple(aspects), gm_points,
                               tuple(hostile)))  # the exchange's invokes, kept as journaled
        hit = failure_shifts(exchange, sheet.name) if harmful else 0
        if hit:
            yield Show(Message("fate.contest.hit", {"name": sheet.name, "shifts": hit},
                               "warning"))
            hurt = yield from absorb_hit(replace(sheet, fate_points=points), hit, track,
                                         lang=lang)
            sheet = hurt.character
            yield Progress(Settled(replace(sheet, fate_points=points), tuple(aspects),
                                   gm_points, tuple(hostile)))  # the hit absorbed, kept
            if hurt.taken_out and TAKEN_OUT_LOSES_CONTEST:
                taken_out = True
                break
    winner = opponent if taken_out or state.winner is None else state.winner
    return ContestSummary(state.sides, dict(state.victories), winner, tuple(exchanges),
                          tuple(aspects), replace(sheet, fate_points=points), taken_out, gm_points,
                          tuple(hostile))


def _exchange(sheet: Character, rng: Rng, team: Sequence[Participant],
              allies: Sequence[Participant], helpers: Sequence[int], aspects: Sequence[Aspect],
              points: int, gm_points: int, number: int,
              lang: str | None, rival: Character | None = None) -> Procedure[_Exchanged]:
    """One exchange: the rolls of both sides, the player's invokes, the score."""
    fae = sheet.edition is Edition.FAE
    using, rating = yield from rating_step(sheet)
    stunt, stunt_words = yield from stunt_step(sheet, lang)
    rating += stunt
    if rival is not None:      # a saved opponent rolls its own rating in the same approach/skill
        team = (replace(team[0], bonus=rival.rating(using)), *team[1:])
    assists = tuple(helpers) if fae else (*helpers, *(a.bonus for a in allies))
    bonus = rating + teamwork_bonus(sheet.edition, rating, assists)
    # Both sides roll at once: the other side's dice first, then the allies', then the
    # player's, who sees the efforts to beat (and the odds) before rolling.
    others = yield from _rolls(sheet.edition, team, rng)
    friends = (yield from _rolls(sheet.edition, allies, rng)) if fae and allies else ()
    faces = yield from player_roll(rng, sheet.name, "fate.roll.why.exchange",
                                   {"number": number, "using": using_label(sheet, using, None),
                                    "bonus": signed(bonus)}, bonus=bonus,
                                   vs=side_effort(e.total for e in others))
    first = resolve_faces(faces, bonus, side_effort(e.total for e in others))
    yield Show(first)
    listed = {(a.name, a.owner) for a in aspects}   # a consequence already in play: once
    theirs = () if rival is None else tuple(
        a if a.kind is AspectKind.CONSEQUENCE else replace(a, free_invokes=0)
        for a in rival.character_aspects() if (a.name, a.owner) not in listed)
    pool = (*own_aspects([a for a in sheet.character_aspects()
                          if (a.name, a.owner) not in listed]), *aspects, *theirs)
    rivals = frozenset(p.name for p in team) | {GM}
    looped = yield from invoke_loop(first, pool, rng, invoker=sheet.name, fate_points=points,
                                    gm_points=gm_points, theirs=rivals, lang=lang)
    mine = side_effort((looped.result.total, *(e.total for e in friends)))
    against = looped.result.vs
    opponent = team[0].name
    exchange = score_exchange({sheet.name: mine, opponent: against})
    using_words = ", ".join(w for w in (using_label(sheet, using, lang), stunt_words) if w)
    head = (*(t("fate.journal.participant_roll", lang, name=e.name,
                roll=opposition_roll(e.faces, e.bonus, lang)) for e in (*others, *friends)),
            roll_line(expression(DICE_LABEL, looped.result.bonus), signed(looped.result.total),
                      faces=faces_text(looped.result.faces), target=signed(against),
                      label=f"{sheet.name} ({using_words})",
                      outcome=t("fate.journal.exchange", lang, number=number, me=sheet.name,
                                mine=mine, them=opponent, theirs=against)))
    scene = tuple(a for a in looped.aspects if a.owner not in {sheet.name, opponent})
    return _Exchanged(exchange, head, tuple(looped.lines), scene, looped.player.fate_points,
                      looped.gm.fate_points, looped.hostile)


def _rolls(edition: Edition, team: Sequence[Participant],
           rng: Rng) -> Procedure[tuple[Effort, ...]]:
    """A side's rolls (who rolls is the rules': `side_rolls`), each announced and shown."""
    planned = side_rolls(edition, team, ScriptedRng([0] * 4 * len(team)))
    efforts = []
    for effort in planned:
        faces = yield from other_roll(rng, effort.name, "fate.roll.why.oppose",
                                      {"bonus": signed(effort.bonus)}, effort.bonus)
        efforts.append(Effort(effort.name, faces, effort.bonus))
    return tuple(efforts)


def _tally(state: Contest) -> str:
    return ", ".join(f"{side} {state.victories.get(side, 0)}" for side in state.sides)


def _twist(draw: Callable[[str], TableDraw] | None,
           lang: str | None) -> Procedure[tuple[Aspect, tuple[str, ...]]]:
    if draw is None:
        name = yield from text("fate.contest.ask_twist", explain="fate.contest.explain_twist",
                               default=t("fate.contest.default_twist"))
        return Aspect(name, AspectKind.SITUATION), (consequence(
            t("fate.journal.aspect", lang, name=name, free=0)),)
    yield RollFor(t("fate.side.gm"), "fate.roll.why.twist")
    drawn = draw(TWISTS_TABLE)
    name = drawn.in_language(lang or current_language())
    yield Show(Message("fate.contest.twist", {"name": name}, "warning"))
    return Aspect(name, AspectKind.SITUATION), (
        table_line(drawn.table_id, drawn.dice, drawn.value or "", name),)

