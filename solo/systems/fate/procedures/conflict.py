"""Conflicts in 30 seconds: exchanges of turns until only one side is left standing.

Turn order follows the edition (FAE: Quick or Careful; Condensed: the player
names who acts next). On a PC's turn the player attacks, takes another action
(the guided roll) or concedes; NPC turns are played by the program from their
sheets: they attack the first enemy still standing with their best rating,
and the player defends and absorbs the hit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from solo.dice.rng import Rng
from solo.i18n import t
from solo.journal.entry import action as action_line
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Choice, Message, Procedure, Progress, Record, Show, name_of, named
from solo.record import record
from solo.systems.fate.procedures.absorb import absorb_hit, absorb_record, auto_absorb
from solo.systems.fate.procedures.announce import other_roll, player_roll
from solo.systems.fate.procedures.common import choose, npc_roll, opposition_roll, text
from solo.systems.fate.procedures.do import do_action, rating_step, rolled, using_label
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind, boost
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.conflict import (
    CHOSEN_ORDER,
    Fighter,
    attack_choice,
    attack_names,
    defense_choice,
    defense_names,
    first_target,
    knock_out,
    over,
    sides_left,
    still_in,
    turn_order,
    update,
)
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.fate_points import gm_pool
from solo.systems.fate.rules.harm import concede
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult, resolve_faces
from solo.systems.fate.rules.stress import TrackKind
from solo.text import signed

# A guard against conflicts that never end (nobody can hurt anybody).
MAX_EXCHANGES = 50
ATTACK, ACT, CONCEDE = "attack", "act", "concede"
_EXPLAIN = {Edition.FAE: "fate.conflict.explain.fae",
            Edition.CONDENSED: "fate.conflict.explain.condensed"}
_TURN = (Choice(ATTACK, "fate.action.attack"), Choice(ACT, "fate.conflict.other_action"),
         Choice(CONCEDE, "fate.conflict.concede"))


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


@record
class _State:
    """The fighters, the scene's aspects and the GM's pool between turns."""

    fighters: tuple[Fighter, ...]
    aspects: tuple[Aspect, ...]
    gm_points: int
    control: bool = False     # the player takes the NPCs' choices
    exchange: int = 0
    zones: tuple[str, ...] = ()
    hostile: tuple[str, ...] = ()

    def summary(self, winner: str | None = None) -> ConflictSummary:
        """What the conflict has settled so far, for its command to keep."""
        return ConflictSummary(self.fighters, self.exchange, winner, self.aspects, self.zones,
                               self.gm_points, self.hostile)


def _get(state: _State, name: str) -> Fighter:
    return next(f for f in state.fighters if f.name == name)


def _track(physical: bool) -> TrackKind:
    return TrackKind.PHYSICAL if physical else TrackKind.MENTAL


def _pick_fighter(prompt: str, fighters: Sequence[Fighter],
                  explain: str | None = None) -> Procedure[str]:
    if len(fighters) == 1:    # a question with one answer is not asked
        return fighters[0].name
    choices = tuple(Choice(named(f.name), "fate.choice.fighter", {"name": f.name,
                                                                  "side": f.side})
                    for f in fighters)
    return name_of((yield from choose(prompt, choices, explain=explain)))


def _order(edition: Edition, state: _State, physical: bool,
           lang: str | None) -> Procedure[tuple[str, ...]]:
    """The exchange's turn order (the edition's, or the player's choice), shown and journaled."""
    order = yield from _chosen(edition, state, physical)
    yield Show(Message("fate.conflict.order", {"order": ", ".join(order)}, "rule"))
    yield Record(mechanics(t("fate.journal.order", lang, order=", ".join(order))))
    return order


def _chosen(edition: Edition, state: _State, physical: bool) -> Procedure[tuple[str, ...]]:
    if not CHOSEN_ORDER[edition]:
        return tuple(f.name for f in turn_order(edition, still_in(state.fighters),
                                                 physical=physical))
    left = list(still_in(state.fighters))
    order: list[str] = []
    while left:
        name = yield from _pick_fighter("fate.conflict.ask_next", left,
                                        explain="fate.conflict.explain_popcorn"
                                        if not order else None)
        order.append(name)
        left = [f for f in left if f.name != name]
    return tuple(order)


def _pc_attack(actor: Fighter, state: _State, rng: Rng, physical: bool,
               lang: str | None) -> Procedure[_State]:
    enemies = [f for f in still_in(state.fighters) if f.side != actor.side]
    name = yield from _pick_fighter("fate.conflict.ask_target", enemies)
    target = _get(state, name)
    using, bonus = yield from rating_step(actor.sheet)
    defends, rating = defense_choice(target.sheet, physical=physical)
    # The attacker rolls first, then the defender.
    faces = yield from player_roll(rng, actor.name, "fate.roll.why.attack",
                                   {"target": target.name, "bonus": signed(bonus),
                                    "using": using_label(actor.sheet, using, None)},
                                   bonus=bonus, vs=rating, active=True)
    defense_faces = yield from other_roll(
        rng, target.name, "fate.roll.why.defend",
        {"using": using_label(target.sheet, defends, None), "bonus": signed(rating)}, rating)
    result = resolve_faces(faces, bonus, sum(defense_faces) + rating,
                           action=Action.ATTACK, edition=actor.sheet.edition)
    head = (_attack_line(actor, target, using, bonus, lang),
            t("fate.journal.defense", lang, name=target.name,
              defends=using_label(target.sheet, defends, lang),
              roll=opposition_roll(defense_faces, rating, lang)))
    return (yield from _attack(actor, target, result, head, state, rng, physical, lang))


def _npc_rating(sheet: Character, physical: bool) -> Procedure[tuple[str, int]]:
    names = attack_names(sheet.edition, physical=physical)
    choices = tuple(Choice(n, "fate.choice.rating", {"name": using_label(sheet, n, None),
                                                     "bonus": signed(sheet.rating(n))})
                    for n in names)
    picked = yield from choose("fate.conflict.ask_npc_rating", choices, name=sheet.name)
    return picked, sheet.rating(picked)


def _npc_attack(actor: Fighter, state: _State, rng: Rng, physical: bool,
                lang: str | None) -> Procedure[_State]:
    if state.control:
        enemies = [f for f in still_in(state.fighters) if f.side != actor.side]
        target = _get(state, (yield from _pick_fighter("fate.conflict.ask_npc_target", enemies,
                                                       explain="fate.conflict.explain_control")))
        using, rating = yield from _npc_rating(actor.sheet, physical)
    else:
        target = first_target(state.fighters, actor)
        using, rating = attack_choice(actor.sheet, physical=physical)
    attack_faces = yield from other_roll(
        rng, actor.name, "fate.roll.why.attack",
        {"target": target.name, "using": using_label(actor.sheet, using, None),
         "bonus": signed(rating)}, rating, show=False)
    attack = sum(attack_faces) + rating
    yield Show(Message("fate.conflict.npc_attacks", {"npc": actor.name, "pc": target.name,
                                                     "roll": npc_roll(attack_faces, rating)},
                       "warning"))
    choices = tuple(Choice(n, "fate.choice.rating",
                           {"name": using_label(target.sheet, n, None),
                            "bonus": signed(target.sheet.rating(n))})
                    for n in defense_names(target.sheet.edition, physical=physical))
    defends = yield from choose("fate.conflict.ask_defense", choices,
                                explain="fate.conflict.explain_defense", name=target.name)
    defence = target.sheet.rating(defends)
    faces = yield from player_roll(rng, target.name, "fate.roll.why.defend",
                                   {"using": using_label(target.sheet, defends, None),
                                    "bonus": signed(defence)}, bonus=defence, vs=attack)
    result = resolve_faces(faces, defence, attack, action=Action.DEFEND,
                           edition=target.sheet.edition)
    head = (_attack_line(actor, target, using, rating, lang),
            t("fate.journal.attack_roll", lang, roll=opposition_roll(attack_faces, rating, lang)))
    return (yield from _attack(actor, target, result, head, state, rng, physical, lang))


def _attack_line(actor: Fighter, target: Fighter, using: str, bonus: int,
                 lang: str | None) -> str:
    return action_line(t("fate.journal.attack", lang, actor=actor.name, target=target.name,
                         using=using_label(actor.sheet, using, lang), bonus=signed(bonus)))


def _attack(attacker: Fighter, defender: Fighter, result: FateResult, head: tuple[str, ...],
            state: _State, rng: Rng, physical: bool, lang: str | None) -> Procedure[_State]:
    """Settle one attack, whoever makes it: the player's roll, invokes, effect, the hit absorbed."""
    defending = result.action is Action.DEFEND    # the player rolls for the defender
    roller = defender if defending else attacker
    other = attacker if defending else defender
    looped, effect = yield from rolled(roller.sheet, result, rng, head,
                                       scene_aspects=in_play(state, roller),
                                       gm_points=state.gm_points, side=_side(state, roller),
                                       theirs=_side(state, other) | {GM}, opponent=other.name,
                                       gm_pays=not state.control, lang=lang)
    roller = replace(roller, sheet=replace(roller.sheet, fate_points=looped.player.fate_points))
    fighters = update(state.fighters, roller)
    aspects = [a for a in effect.aspects if a.kind is not AspectKind.CHARACTER]
    state = replace(state, hostile=(*state.hostile, *looped.hostile))
    yield Progress(replace(state, fighters=fighters, aspects=tuple(aspects),
                           gm_points=looped.gm.fate_points).summary())
    if defending and looped.result.outcome is Outcome.TIE:  # the attack's tie: a boost for it
        aspects.append(boost(t("fate.conflict.npc_boost", lang, name=attacker.name),
                             attacker.name))
    hit = max(0, -looped.result.shifts) if defending else effect.hit
    target = roller if defending else defender
    if hit > 0:
        changed, taken = yield from _absorb(target, hit, physical, guided=defending, lang=lang)
        fighters = update(fighters, changed)
        # The attacker holds the free invoke on each consequence it inflicted.
        aspects.extend(replace(a, holder=attacker.name) for a in taken)
    return replace(state, fighters=fighters, aspects=tuple(aspects),
                   gm_points=looped.gm.fate_points)


def _side(state: _State, fighter: Fighter) -> frozenset[str]:
    return frozenset(f.name for f in state.fighters if f.side == fighter.side)


def in_play(state: _State, roller: Fighter) -> tuple[Aspect, ...]:
    """Every aspect `roller` may invoke or target: the scene's, and the others' known aspects
    and consequences (the free invokes on a consequence are held by whoever inflicted it)."""
    listed = {(a.name, a.owner) for a in state.aspects}
    others = tuple(a if a.kind is AspectKind.CONSEQUENCE else replace(a, free_invokes=0)
                   for f in state.fighters if f.name != roller.name
                   for a in f.sheet.character_aspects() if (a.name, a.owner) not in listed)
    return (*state.aspects, *others)


def _absorb(target: Fighter, hit: int, physical: bool, *, guided: bool,
            lang: str | None) -> Procedure[tuple[Fighter, tuple[Aspect, ...]]]:
    """The player absorbs a hit on their character; the program absorbs one on an NPC."""
    if guided:
        hurt = yield from absorb_hit(target.sheet, hit, _track(physical), lang=lang)
    else:
        hurt = auto_absorb(target.sheet, hit, _track(physical), lang=lang)
    changed = replace(target, sheet=hurt.character,
                      consequences_taken=target.consequences_taken + len(hurt.consequences))
    if hurt.taken_out:
        changed = knock_out(changed)
        if not guided:
            yield Show(Message("fate.conflict.taken_out", {"name": target.name}, "warning"))
    if not guided:
        yield absorb_record(hurt, lang)
    return changed, tuple(replace(a, owner=target.name) for a in hurt.consequences)


def _pc_turn(actor: Fighter, state: _State, rng: Rng, physical: bool,
             lang: str | None) -> Procedure[_State]:
    picked = yield from choose("fate.conflict.ask_turn", _TURN, name=actor.name,
                               explain="fate.conflict.explain_turn")
    if picked == CONCEDE:
        gave_up = knock_out(replace(actor, sheet=concede(actor.sheet, actor.consequences_taken)),
                            conceded=True)
        yield Record(mechanics(consequence(t("fate.journal.concedes", lang, name=actor.name,
                                             points=gave_up.sheet.fate_points))))
        return replace(state, fighters=update(state.fighters, gave_up))
    if picked == ACT:
        enemies = [f for f in state.fighters if f.side != actor.side]
        done = yield from do_action(actor.sheet, rng, scene_aspects=in_play(state, actor),
                                    gm_points=state.gm_points, side=_side(state, actor),
                                    theirs=frozenset(f.name for f in enemies) | {GM},
                                    actions=(Action.OVERCOME, Action.ADVANTAGE), lang=lang)
        changed = replace(actor, sheet=done.character)
        kept = tuple(a for a in done.aspects if a.kind is not AspectKind.CHARACTER)
        return replace(state, fighters=update(state.fighters, changed), aspects=kept,
                       gm_points=done.gm_points, hostile=(*state.hostile, *done.hostile_points))
    return (yield from _pc_attack(actor, state, rng, physical, lang))


def _names(answer: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in answer.replace(";", ",").split(",") if part.strip())


def _set_scene(state: _State, lang: str | None) -> Procedure[tuple[tuple[str, ...], _State]]:
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


def conflict(fighters: Sequence[Fighter], rng: Rng, *, physical: bool = True,
             scene_aspects: Sequence[Aspect] = (), gm_points: int | None = None,
             control: bool = False, lang: str | None = None) -> Procedure[ConflictSummary]:
    """Run a conflict to its end; with `control` the player makes the NPCs' choices."""
    edition = fighters[0].sheet.edition
    pcs = sum(1 for f in fighters if not f.npc)
    state = _State(tuple(fighters), tuple(scene_aspects),
                   gm_pool(pcs) if gm_points is None else gm_points, control)
    yield Show(Message(_EXPLAIN[edition], style="rule"))
    zones, state = yield from _set_scene(state, lang)
    state = replace(state, zones=zones)
    exchange = 0
    while not over(state.fighters) and exchange < MAX_EXCHANGES:
        exchange += 1
        state = replace(state, exchange=exchange)
        yield Record(mechanics(t("fate.journal.exchange_start", lang, number=exchange)))
        for name in (yield from _order(edition, state, physical, lang)):
            actor = _get(state, name)
            if actor.out or over(state.fighters):
                continue
            turn = _npc_attack if actor.npc else _pc_turn
            state = yield from turn(actor, state, rng, physical, lang)
            yield Progress(state.summary())
    left = sides_left(state.fighters)
    winner = left[0] if len(left) == 1 else None
    yield Record(mechanics(consequence(t("fate.journal.conflict_over", lang,
                                         side=winner or "—"))))
    return state.summary(winner)
