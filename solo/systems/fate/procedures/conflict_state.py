"""A conflict's state between turns and the steps every turn shares: who is who, the aspects
in play, a hit absorbed, a concession, the scene set up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from solo.errors import RuleError
from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Message, Procedure, Record, Show
from solo.record import record
from solo.systems.fate.procedures.absorb import (
    absorb_hit,
    absorb_message,
    absorb_record,
    auto_absorb,
)
from solo.systems.fate.procedures.common import text
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind, boost
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.conflict import Fighter, knock_out, update
from solo.systems.fate.rules.fate_points import concession_points
from solo.systems.fate.rules.harm import concede
from solo.systems.fate.rules.stress import TrackKind


@record
class ConflictSummary:
    """Who is left, how many exchanges it took, and the aspects in play at the end."""

    fighters: tuple[Fighter, ...]
    exchanges: int
    winner: str | None
    aspects: tuple[Aspect, ...]
    zones: tuple[str, ...] = ()
    gm_points: int | None = None
    hostile: tuple[str, ...] = ()      # who gets a point after the scene (hostile invokes)
    paused: Paused | None = None       # left half-way: where it stands, kept to take it up again


@record
class ConflictState:
    """The fighters, the scene's aspects and the GM's pool between turns."""

    fighters: tuple[Fighter, ...]
    aspects: tuple[Aspect, ...]
    gm_points: int
    control: bool = False     # the player takes the NPCs' choices
    exchange: int = 0
    zones: tuple[str, ...] = ()
    hostile: tuple[str, ...] = ()

    def summary(self, winner: str | None = None,
                paused: Paused | None = None) -> ConflictSummary:
        """What the conflict has settled so far, for its command to keep."""
        return ConflictSummary(self.fighters, self.exchange, winner, self.aspects, self.zones,
                               self.gm_points, self.hostile, paused)


def fighter_named(state: ConflictState, name: str) -> Fighter:
    return next(f for f in state.fighters if f.name == name)


def track_of(physical: bool) -> TrackKind:
    return TrackKind.PHYSICAL if physical else TrackKind.MENTAL


def side_of(state: ConflictState, fighter: Fighter) -> frozenset[str]:
    return frozenset(f.name for f in state.fighters if f.side == fighter.side)


def in_play(state: ConflictState, roller: Fighter) -> tuple[Aspect, ...]:
    """Every aspect `roller` may invoke or target: the scene's, and the others' known aspects
    and consequences (the free invokes on a consequence are held by whoever inflicted it)."""
    listed = {(a.name, a.owner) for a in state.aspects}
    others = tuple(a if a.kind is AspectKind.CONSEQUENCE else replace(a, free_invokes=0)
                   for f in state.fighters if f.name != roller.name
                   for a in f.sheet.character_aspects() if (a.name, a.owner) not in listed)
    return (*state.aspects, *others)


def absorb_fighter(target: Fighter, hit: int, physical: bool, *, guided: bool,
            lang: str | None) -> Procedure[tuple[Fighter, tuple[Aspect, ...]]]:
    """The player absorbs a hit on their character; the program absorbs one on an NPC."""
    if guided:
        hurt = yield from absorb_hit(target.sheet, hit, track_of(physical), lang=lang)
    else:
        hurt = auto_absorb(target.sheet, hit, track_of(physical), lang=lang)
    changed = replace(target, sheet=hurt.character,
                      consequences_taken=target.consequences_taken + len(hurt.consequences))
    if hurt.taken_out:
        changed = knock_out(changed)
        if not guided:
            yield Show(Message("fate.conflict.taken_out", {"name": target.name}, "warning"))
    if not guided:
        if not hurt.taken_out:
            yield Show(absorb_message(hurt))
        yield absorb_record(hurt, lang)
    return changed, tuple(replace(a, owner=target.name) for a in hurt.consequences)


def concede_turn(fighter: Fighter, state: ConflictState,
                 lang: str | None) -> Procedure[ConflictState]:
    """`fighter` gives up before the opponent's roll: out, with 1 point + 1 per consequence
    (an NPC's go to the GM's pool at the next scene)."""
    points = concession_points(fighter.consequences_taken)
    if fighter.npc:
        yield Show(Message("fate.conflict.npc_conceded", {"name": fighter.name,
                                                          "points": points}, "warning"))
        yield Record(mechanics(consequence(t("fate.journal.npc_concedes", lang,
                                             name=fighter.name, points=points))))
        gave_up = knock_out(fighter, conceded=True)
        return replace(state, fighters=update(state.fighters, gave_up),
                       hostile=(*state.hostile, *(GM,) * points))
    gave_up = knock_out(replace(fighter, sheet=concede(fighter.sheet,
                                                       fighter.consequences_taken)),
                        conceded=True)
    yield Show(Message("fate.conflict.conceded", {"name": fighter.name,
                                                  "points": gave_up.sheet.fate_points},
                       "warning"))
    yield Record(mechanics(consequence(t("fate.journal.concedes", lang, name=fighter.name,
                                         points=gave_up.sheet.fate_points))))
    return replace(state, fighters=update(state.fighters, gave_up))


def _names(answer: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in answer.replace(";", ",").split(",") if part.strip())


def set_scene(state: ConflictState,
              lang: str | None) -> Procedure[tuple[tuple[str, ...], ConflictState]]:
    """Step 1: the situation aspects and the zones of the scene (both optional)."""
    aspects = _names((yield from text("fate.conflict.ask_aspects", optional=True,
                                      explain="fate.conflict.explain_scene")))
    zones = _names((yield from text("fate.conflict.ask_zones", optional=True,
                                    explain="fate.conflict.explain_zones")))
    added = tuple(Aspect(name, AspectKind.SITUATION) for name in aspects)
    lines = [consequence(t("fate.journal.aspect", lang, name=name, free=0)) for name in aspects]
    if zones:
        lines.append(consequence(t("fate.journal.zones", lang, zones=", ".join(zones))))
    if lines:
        yield Record(mechanics(*lines))
    return zones, replace(state, aspects=(*state.aspects, *added))


def guard(fighter: Fighter, state: ConflictState, lang: str | None) -> Procedure[ConflictState]:
    """`fighter` spends the turn on full defence: +2 to each defence until its next turn."""
    yield Show(Message("fate.conflict.guarding", {"name": fighter.name}, "warning"))
    yield Record(mechanics(consequence(t("fate.journal.full_defense", lang,
                                         name=fighter.name))))
    guarding = replace(fighter, guarding=True, guarded=False)
    return replace(state, fighters=update(state.fighters, guarding))


def guard_ends(fighter: Fighter, state: ConflictState,
               lang: str | None) -> Procedure[ConflictState]:
    """At `fighter`'s next turn its full defence ends; a boost if nobody attacked it."""
    if not fighter.guarding:
        return state
    aspects = state.aspects
    if not fighter.guarded:
        made = boost(t("fate.conflict.guard_boost", lang, name=fighter.name), fighter.name)
        aspects = (*aspects, made)
        yield Show(Message("fate.conflict.boost_made", {"name": fighter.name,
                                                        "boost": made.name}, "warning"))
        yield Record(mechanics(consequence(t("fate.journal.boost_for", lang, name=made.name,
                                             holder=fighter.name))))
    done = replace(fighter, guarding=False, guarded=False)
    return replace(state, fighters=update(state.fighters, done), aspects=aspects)


@record
class Paused:
    """Where a conflict was left: its state between turns, the turns of the exchange still to
    come (FAE: in order; Condensed: who has not acted yet) and who picks the next actor."""

    state: ConflictState
    physical: bool
    waiting: tuple[str, ...]
    chooser: str | None = None

    def to_data(self) -> dict[str, Any]:
        """Plain data, kept in the campaign until the conflict is taken up again or dropped."""
        state = self.state
        return {"fighters": [{"name": f.name, "side": f.side, "out": f.out,
                              "conceded": f.conceded, "consequences_taken": f.consequences_taken,
                              "guarding": f.guarding, "guarded": f.guarded,
                              "sheet": f.sheet.to_data()} for f in state.fighters],
                "aspects": [a.to_data() for a in state.aspects], "gm_points": state.gm_points,
                "control": state.control, "exchange": state.exchange, "zones": list(state.zones),
                "hostile": list(state.hostile), "physical": self.physical,
                "waiting": list(self.waiting), "chooser": self.chooser}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Paused:
        """Rebuild a conflict kept with `to_data` (a hand-edited mistake names its field)."""
        try:
            fighters = tuple(Fighter(str(f["name"]), str(f["side"]),
                                     Character.from_data(f["sheet"]), bool(f["out"]),
                                     bool(f["conceded"]), int(f["consequences_taken"]),
                                     bool(f["guarding"]), bool(f["guarded"]))
                             for f in data["fighters"])
            state = ConflictState(fighters, tuple(Aspect.from_data(a) for a in data["aspects"]),
                                  int(data["gm_points"]), bool(data["control"]),
                                  int(data["exchange"]), tuple(map(str, data["zones"])),
                                  tuple(map(str, data["hostile"])))
            names = {f.name for f in fighters}
            waiting = tuple(str(name) for name in data["waiting"])
            chooser = None if data["chooser"] is None else str(data["chooser"])
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise RuleError("fate.error.paused_conflict") from error
        if not fighters or not set(waiting) <= names or chooser not in {*names, None}:
            raise RuleError("fate.error.paused_conflict")
        return cls(state, bool(data["physical"]), waiting, chooser)

    def describe(self, lang: str | None) -> str:
        """`conflicto contra Matón, intercambio 2`: what is left open, in one line."""
        npcs = ", ".join(f.name for f in self.state.fighters if f.npc)
        return t("fate.conflict.paused_what", lang, names=npcs, exchange=self.state.exchange)


def drop_conflict(paused: Paused, lang: str | None) -> Procedure[ConflictSummary]:
    """Settle a conflict left half-way by the book: each PC still in concedes (1 fate point
    plus one per consequence taken in it); the consequences stay."""
    state = paused.state
    for fighter in state.fighters:
        if not fighter.npc and not fighter.out:
            state = yield from concede_turn(fighter, state, lang)
    left = {f.side for f in state.fighters if not f.out}
    winner = next(iter(left)) if len(left) == 1 else None
    yield Record(mechanics(consequence(t("fate.journal.conflict_over", lang,
                                         side=winner or "—"))))
    return state.summary(winner)
