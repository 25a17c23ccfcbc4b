"""Conflicts in 30 seconds: exchanges of turns until only one side is left standing.

Turn order follows the edition (FAE: Quick or Careful; Condensed: the situation,
i.e. the player, picks who opens, then each actor picks the next, NPCs by a small
policy). On a PC's turn the player attacks (a stunt may add), takes another action
(the guided roll), goes on full defence (Condensed) or concedes; NPC turns are
played by the program from their sheets: a named NPC without a free invoke may first
create an advantage (the GM's policy asked of 4dF: `rules/npc_plan.py`); otherwise it
declares its attack on the first enemy still standing with its best rating, the player
defends (or concedes before its dice) and absorbs the hit; a hit on an NPC is shown as it
absorbs it. Allies may help a PC's attack (each gives up its next action).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from solo.dice.rng import Rng
from solo.i18n import t
from solo.journal.entry import action as action_line
from solo.journal.entry import consequence, mechanics, meta
from solo.procedures.steps import (
    Choice,
    Hold,
    Left,
    Message,
    Procedure,
    Progress,
    Record,
    Show,
    name_of,
    named,
)
from solo.systems.fate.procedures.announce import other_roll, player_roll
from solo.systems.fate.procedures.common import choose, npc_roll, opposition_roll
from solo.systems.fate.procedures.conflict_state import (
    ConflictState,
    ConflictSummary,
    Paused,
    absorb_fighter,
    concede_turn,
    fighter_named,
    guard,
    guard_ends,
    in_play,
    set_scene,
    side_of,
)
from solo.systems.fate.procedures.do import (
    do_action,
    rating_step,
    rolled,
    stunt_step,
    using_label,
)
from solo.systems.fate.procedures.npc_advantage import npc_advantage
from solo.systems.fate.procedures.teamwork import help_step
from solo.systems.fate.rules.actions import Action
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind, boost
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.conflict import (
    ATTACK_SKILLS,
    CHOSEN_ORDER,
    FULL_DEFENSE,
    FULL_DEFENSE_BONUS,
    Fighter,
    attack_choice,
    attack_names,
    concedes,
    defense_choice,
    defense_names,
    first_target,
    losing,
    npc_passes_to,
    over,
    physical_attack,
    sides_left,
    still_in,
    turn_order,
    update,
)
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.fate_points import gm_pool
from solo.systems.fate.rules.outcomes import Outcome
from solo.systems.fate.rules.resolve import FateResult, resolve_faces
from solo.text import signed

# A guard against conflicts that never end (nobody can hurt anybody).
MAX_EXCHANGES = 50
ATTACK, ACT, GUARD, CONCEDE = "attack", "act", "guard", "concede"
_EXPLAIN = {Edition.FAE: "fate.conflict.explain.fae",
            Edition.CONDENSED: "fate.conflict.explain.condensed"}
_TURN = (Choice(ATTACK, "fate.action.attack"), Choice(ACT, "fate.conflict.other_action"),
         Choice(CONCEDE, "fate.conflict.concede"))
_GUARD = Choice(GUARD, "fate.conflict.full_defense")


def _turn_choices(edition: Edition) -> tuple[Choice, ...]:
    """What a PC may do on its turn: full defence too where the edition has it."""
    return (*_TURN[:2], _GUARD, *_TURN[2:]) if FULL_DEFENSE[edition] else _TURN


def _pick_fighter(prompt: str, fighters: Sequence[Fighter],
                  explain: str | None = None) -> Procedure[str]:
    if len(fighters) == 1:    # a question with one answer is not asked
        return fighters[0].name
    choices = tuple(Choice(named(f.name), "fate.choice.fighter", {"name": f.name,
                                                                  "side": f.side})
                    for f in fighters)
    return name_of((yield from choose(prompt, choices, explain=explain)))


def _order(edition: Edition, state: ConflictState, physical: bool,
           lang: str | None) -> Procedure[tuple[str, ...]]:
    """FAE: the exchange's turn order (Quick or Careful first), shown and journaled."""
    order = tuple(f.name for f in turn_order(edition, still_in(state.fighters),
                                             physical=physical))
    yield Show(Message("fate.conflict.order", {"order": ", ".join(order)}, "rule"))
    yield Record(mechanics(meta(t("fate.journal.order", lang, order=", ".join(order)))))
    return order


def _next_actor(state: ConflictState, chooser: str | None, waiting: Sequence[Fighter],
                lang: str | None) -> Procedure[str]:
    """Condensed: who acts next, picked by whoever just acted (the situation, i.e. the player,
    opens the conflict); an NPC picks by its policy unless the player controls the NPCs."""
    by = None if chooser is None else fighter_named(state, chooser)
    if by is not None and by.npc and not state.control:
        name = npc_passes_to(by, waiting).name
    else:
        name = yield from _pick_fighter("fate.conflict.ask_next", waiting,
                                        explain="fate.conflict.explain_popcorn"
                                        if chooser is None else None)
    again = by is not None and by.name == name   # not "Ana picks Ana"
    if by is not None:
        yield Show(Message("fate.conflict.again" if again else "fate.conflict.passes",
                           {"by": by.name, "name": name}, "rule"))
    yield Record(mechanics(t("fate.journal.turn_of", lang, name=name) if by is None else
                           t("fate.journal.again", lang, name=name) if again else
                           t("fate.journal.passed_to", lang, name=name, by=by.name)))
    return name


def _take_turn(name: str, state: ConflictState, rng: Rng, physical: bool,
               lang: str | None) -> Procedure[ConflictState]:
    """`name`'s turn: a full defence ends, then the NPC acts or the player chooses."""
    state = yield from guard_ends(fighter_named(state, name), state, lang)
    actor = fighter_named(state, name)
    if actor.helping:               # it gave this action to an ally's roll
        yield Show(Message("fate.conflict.helped_skip", {"name": name}, "rule"))
        yield Record(mechanics(consequence(t("fate.journal.helped_skip", lang, name=name))))
        return replace(state, fighters=update(state.fighters, replace(actor, helping=False)))
    if losing(actor) and not state.control:
        faces = yield from other_roll(rng, t("fate.side.gm"), "fate.roll.why.concede",
                                      {"name": name}, 0, show=False)
        if concedes(actor, sum(faces)):
            yield Record(mechanics(t("fate.journal.gm_roll", lang, name=name,
                                     roll=npc_roll(faces, 0))))
            return (yield from concede_turn(actor, state, lang))
        yield Show(Message("fate.conflict.fights_on", {"name": name, "roll": npc_roll(faces, 0)},
                           "rule"))
    planned = (yield from npc_advantage(actor, state, rng, lang)
               ) if actor.npc and not state.control else None
    if planned is not None:       # the GM's policy: this NPC makes an advantage first
        yield Progress(planned.summary())
        return planned
    turn = _npc_attack if actor.npc else _pc_turn
    state = yield from turn(actor, state, rng, physical, lang)
    yield Progress(state.summary())
    return state


def _pc_attack(actor: Fighter, state: ConflictState, rng: Rng, physical: bool,
               lang: str | None) -> Procedure[ConflictState]:
    enemies = [f for f in still_in(state.fighters) if f.side != actor.side]
    name = yield from _pick_fighter("fate.conflict.ask_target", enemies)
    target = fighter_named(state, name)
    using, rating = yield from rating_step(actor.sheet, ATTACK_SKILLS)
    stunt, stunt_words = yield from stunt_step(actor.sheet, lang)
    allies = [f for f in still_in(state.fighters)
              if f.side == actor.side and f.name != actor.name and not f.helping]
    helped = yield from help_step(actor.sheet, using, [f.sheet for f in allies])
    for name_ in helped.names:      # each helper gives up its next action
        state = replace(state, fighters=update(state.fighters, replace(
            fighter_named(state, name_), helping=True)))
    stunt_words = ", ".join(w for w in (stunt_words, helped.words(lang)) if w)
    bonus = rating + stunt + helped.bonus
    physical = physical_attack(actor.sheet.edition, using, physical)
    defends, defence = defense_choice(target.sheet, physical=physical)
    # The attacker rolls first, then the defender.
    faces = yield from player_roll(rng, actor.name, "fate.roll.why.attack",
                                   {"target": target.name, "bonus": signed(bonus),
                                    "using": using_label(actor.sheet, using, None)},
                                   bonus=bonus, vs=defence, active=True)
    defense_faces = yield from other_roll(
        rng, target.name, "fate.roll.why.defend",
        {"using": using_label(target.sheet, defends, None), "bonus": signed(defence)}, defence)
    result = resolve_faces(faces, bonus, sum(defense_faces) + defence,
                           action=Action.ATTACK, edition=actor.sheet.edition)
    head = (_attack_line(actor, target, using, rating, lang, stunt_words),
            t("fate.journal.defense", lang, name=target.name,
              defends=using_label(target.sheet, defends, lang),
              roll=opposition_roll(defense_faces, defence, lang)))
    return (yield from _attack(actor, target, result, head, state, rng, physical, lang))


def _npc_rating(sheet: Character, physical: bool) -> Procedure[tuple[str, int]]:
    names = attack_names(sheet.edition, physical=physical)
    choices = tuple(Choice(n, "fate.choice.rating", {"name": using_label(sheet, n, None),
                                                     "bonus": signed(sheet.rating(n))})
                    for n in names)
    picked = yield from choose("fate.conflict.ask_npc_rating", choices, name=sheet.name,
                               default=max(names, key=sheet.rating))
    return picked, sheet.rating(picked)


def _npc_attack(actor: Fighter, state: ConflictState, rng: Rng, physical: bool,
                lang: str | None) -> Procedure[ConflictState]:
    if state.control:
        enemies = [f for f in still_in(state.fighters) if f.side != actor.side]
        picked = yield from _pick_fighter("fate.conflict.ask_npc_target", enemies,
                                          explain="fate.conflict.explain_control")
        target = fighter_named(state, picked)
        using, rating = yield from _npc_rating(actor.sheet, physical)
    else:
        target = first_target(state.fighters, actor)
        using, rating = attack_choice(actor.sheet, physical=physical)
    # The attack is declared and the defender answers before its dice: conceding is only
    # possible before the opponent rolls [SEED FAE; SRC Condensed].
    yield Show(Message("fate.conflict.npc_comes", {
        "npc": actor.name, "pc": target.name, "bonus": signed(rating),
        "using": using_label(actor.sheet, using, None)}, "warning"))
    choices = (*(Choice(n, "fate.choice.rating", {"name": using_label(target.sheet, n, None),
                                                  "bonus": signed(target.sheet.rating(n))})
                 for n in defense_names(target.sheet.edition, physical=physical)),
               Choice(CONCEDE, "fate.conflict.concede_first"))
    best = max(defense_names(target.sheet.edition, physical=physical), key=target.sheet.rating)
    defends = yield from choose("fate.conflict.ask_defense", choices, default=best,
                                explain="fate.conflict.explain_defense", name=target.name)
    if defends == CONCEDE:
        return (yield from concede_turn(target, state, lang))
    attack_faces = yield from other_roll(
        rng, actor.name, "fate.roll.why.attack",
        {"target": target.name, "using": using_label(actor.sheet, using, None),
         "bonus": signed(rating)}, rating, show=False)
    attack = sum(attack_faces) + rating
    yield Show(Message("fate.conflict.npc_attacks", {"npc": actor.name, "pc": target.name,
                                                     "roll": npc_roll(attack_faces, rating)},
                       "warning"))
    stunt, stunt_words = yield from stunt_step(target.sheet, lang)
    guarding = FULL_DEFENSE_BONUS if target.guarding else 0
    target = replace(target, guarded=target.guarding)
    defence = target.sheet.rating(defends) + stunt + guarding
    faces = yield from player_roll(rng, target.name, "fate.roll.why.defend",
                                   {"using": using_label(target.sheet, defends, None),
                                    "bonus": signed(defence)}, bonus=defence, vs=attack)
    result = resolve_faces(faces, defence, attack, action=Action.DEFEND,
                           edition=target.sheet.edition)
    head = (_attack_line(actor, target, using, rating, lang),
            t("fate.journal.attack_roll", lang, roll=opposition_roll(attack_faces, rating, lang)),
            *((consequence(t("fate.journal.defends_with", lang, name=target.name,
                             stunt=stunt_words)),) if stunt_words else ()),
            *((consequence(t("fate.journal.guarded", lang, name=target.name,
                             bonus=signed(guarding))),) if guarding else ()))
    return (yield from _attack(actor, target, result, head, state, rng, physical, lang))


def _attack_line(actor: Fighter, target: Fighter, using: str, rating: int,
                 lang: str | None, stunt_words: str = "") -> str:
    """`@ Nia ataca a Matón (Furtivo +3)`, the stunt after its rating when one applies."""
    rated = ", ".join(w for w in (signed(rating), stunt_words) if w)
    return action_line(t("fate.journal.attack", lang, actor=actor.name, target=target.name,
                         using=using_label(actor.sheet, using, lang), bonus=rated))


def _attack(attacker: Fighter, defender: Fighter, result: FateResult, head: tuple[str, ...],
            state: ConflictState, rng: Rng, physical: bool,
            lang: str | None) -> Procedure[ConflictState]:
    """Settle one attack, whoever makes it: the player's roll, invokes, effect, the hit absorbed."""
    defending = result.action is Action.DEFEND    # the player rolls for the defender
    roller = defender if defending else attacker
    other = attacker if defending else defender
    looped, effect = yield from rolled(roller.sheet, result, rng, head,
                                       scene_aspects=in_play(state, roller),
                                       gm_points=state.gm_points, side=side_of(state, roller),
                                       theirs=side_of(state, other) | {GM}, opponent=other.name,
                                       gm_pays=not state.control, lang=lang)
    roller = replace(roller, sheet=replace(roller.sheet, fate_points=looped.player.fate_points))
    fighters = update(state.fighters, roller)
    aspects = [a for a in effect.aspects if kept_in_scene(a)]
    state = replace(state, hostile=(*state.hostile, *looped.hostile))
    yield Progress(replace(state, fighters=fighters, aspects=tuple(aspects),
                           gm_points=looped.gm.fate_points).summary())
    if defending and looped.result.outcome is Outcome.TIE:  # the attack's tie: a boost for it
        made = boost(t("fate.conflict.npc_boost", lang, name=attacker.name), attacker.name)
        aspects.append(made)
        yield Show(Message("fate.conflict.boost_made", {"name": attacker.name,
                                                        "boost": made.name}, "warning"))
        yield Record(mechanics(consequence(t("fate.journal.boost_for", lang, name=made.name,
                                             holder=attacker.name))))
    hit = max(0, -looped.result.shifts) if defending else effect.hit
    target = roller if defending else defender
    if hit > 0:
        changed, taken = yield from absorb_fighter(target, hit, physical, guided=defending,
                                                   lang=lang)
        fighters = update(fighters, changed)
        # The attacker holds the free invoke on each consequence it inflicted.
        aspects.extend(replace(a, holder=attacker.name) for a in taken)
    return replace(state, fighters=fighters, aspects=tuple(aspects),
                   gm_points=looped.gm.fate_points)


def _pc_turn(actor: Fighter, state: ConflictState, rng: Rng, physical: bool,
             lang: str | None) -> Procedure[ConflictState]:
    choices = _turn_choices(actor.sheet.edition)
    picked = yield from choose("fate.conflict.ask_turn", choices, name=actor.name,
                               explain="fate.conflict.explain_turn",
                               default=choices[0].value)  # attack, the turn's first offer
    if picked == GUARD:
        return (yield from guard(actor, state, lang))
    if picked == CONCEDE:
        return (yield from concede_turn(actor, state, lang))
    if picked == ACT:
        enemies = [f for f in state.fighters if f.side != actor.side]
        done = yield from do_action(actor.sheet, rng, scene_aspects=in_play(state, actor),
                                    gm_points=state.gm_points, side=side_of(state, actor),
                                    theirs=frozenset(f.name for f in enemies) | {GM},
                                    actions=(Action.OVERCOME, Action.ADVANTAGE), lang=lang)
        changed = replace(actor, sheet=done.character)
        kept = tuple(a for a in done.aspects if kept_in_scene(a))
        return replace(state, fighters=update(state.fighters, changed), aspects=kept,
                       gm_points=done.gm_points, hostile=(*state.hostile, *done.hostile_points))
    return (yield from _pc_attack(actor, state, rng, physical, lang))


def kept_in_scene(aspect: Aspect) -> bool:
    """Whether the conflict's scene keeps `aspect`: a character's own aspect only while it
    holds free invokes (an advantage made on it)."""
    return aspect.kind is not AspectKind.CHARACTER or aspect.free_invokes > 0


def _exchange(state: ConflictState, waiting: Sequence[str], chooser: str | None, rng: Rng,
              physical: bool, lang: str | None, *, hold_first: bool = True
              ) -> Procedure[tuple[ConflictState, str | None, Paused | None]]:
    """The turns of one exchange still to come (FAE: `waiting` in order; Condensed: each actor
    picks the next among `waiting`). Before each turn (but a new conflict's first: left before
    any dice, it is cancelled) the conflict may be left and kept open (`Hold`): then it returns
    where it stands."""
    condensed = CHOSEN_ORDER[state.fighters[0].sheet.edition]
    waiting = list(waiting)
    while not over(state.fighters):
        waiting = [name for name in waiting if not fighter_named(state, name).out]
        if not waiting:
            break
        here = Paused(state, physical, tuple(waiting), chooser)
        try:
            if hold_first:
                yield Hold(here)
            hold_first = True
            if condensed:
                name = yield from _next_actor(state, chooser, [fighter_named(state, name)
                                                               for name in waiting], lang)
            else:
                name = waiting[0]
            state = yield from _take_turn(name, state, rng, physical, lang)
        except Left:  # left between turns, or with nothing rolled since this one began
            return here.state, chooser, here
        waiting.remove(name)
        chooser = name
    return state, chooser, None


def conflict(fighters: Sequence[Fighter], rng: Rng, *, physical: bool = True,
             scene_aspects: Sequence[Aspect] = (), gm_points: int | None = None,
             control: bool = False, lang: str | None = None,
             paused: Paused | None = None) -> Procedure[ConflictSummary]:
    """Run a conflict to its end; with `control` the player makes the NPCs' choices.

    Left half-way it ends `paused` (its summary says where); given `paused` it goes on from
    there, exactly as it was.
    """
    if paused is None:
        edition = fighters[0].sheet.edition
        pcs = sum(1 for f in fighters if not f.npc)
        state = ConflictState(tuple(fighters), tuple(scene_aspects),
                              gm_pool(pcs) if gm_points is None else gm_points, control)
        yield Show(Message(_EXPLAIN[edition], style="rule"))
        zones, state = yield from set_scene(state, lang)
        state = replace(state, zones=zones)
        waiting: Sequence[str] = ()
        chooser: str | None = None   # Condensed: who picks the next actor
    else:
        state, physical = paused.state, paused.physical
        edition = state.fighters[0].sheet.edition
        waiting, chooser = paused.waiting, paused.chooser
        yield Show(Message("fate.conflict.resumed", {"what": paused.describe(None)}, "rule"))
        yield Record(mechanics(meta(t("fate.journal.resumed", lang,
                                      what=paused.describe(lang)))))
    while not over(state.fighters) and (waiting or state.exchange < MAX_EXCHANGES):
        if not waiting:
            state = replace(state, exchange=state.exchange + 1)
            yield Record(mechanics(t("fate.journal.exchange_start", lang,
                                     number=state.exchange)))
            waiting = (tuple(f.name for f in still_in(state.fighters)) if CHOSEN_ORDER[edition]
                       else (yield from _order(edition, state, physical, lang)))
        state, chooser, stopped = yield from _exchange(
            state, waiting, chooser, rng, physical, lang,
            hold_first=paused is not None or state.exchange > 1 or chooser is not None)
        waiting = ()
        if stopped is not None:
            yield Show(Message("fate.conflict.kept", {"what": stopped.describe(None)},
                               "warning"))
            yield Record(mechanics(meta(t("fate.journal.kept", lang,
                                          what=stopped.describe(lang)))))
            return state.summary(paused=stopped)
    left = sides_left(state.fighters)
    winner = left[0] if len(left) == 1 else None
    yield Record(mechanics(consequence(t("fate.journal.conflict_over", lang,
                                         side=winner or "—"))))
    return state.summary(winner)
