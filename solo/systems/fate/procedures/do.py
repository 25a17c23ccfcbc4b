"""Doing things in 30 seconds: the guided roll, from intent to the action's effect.

Steps: describe the intent; the opposition (none, a difficulty, or an active
opponent); the action; the approach or skill; a stunt; the exact odds; the
roll; the invoke loop; the outcome and what it does in this edition.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import field, replace

from solo.dice.rng import Rng
from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import action as action_line
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Ask, Choice, Message, Procedure, Progress, Record, Show, ask
from solo.procedures.told import told_mark, was_shown
from solo.record import record
from solo.systems.fate.procedures.absorb import absorb_hit
from solo.systems.fate.procedures.aim import Aim, aim_step
from solo.systems.fate.procedures.announce import OddsPreview, other_roll, player_roll
from solo.systems.fate.procedures.common import choose, opposition_roll, pick, result_line, text
from solo.systems.fate.procedures.effects import EffectOutcome, TableDraw, apply_effect
from solo.systems.fate.procedures.invoke_loop import InvokeOutcome, invoke_loop
from solo.systems.fate.procedures.settled import Settled
from solo.systems.fate.procedures.teamwork import help_step
from solo.systems.fate.rules.actions import Action, Target
from solo.systems.fate.rules.approaches import Approach
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind, Invoke
from solo.systems.fate.rules.character import STUNT_BONUS, Character
from solo.systems.fate.rules.dice import DICE_LABEL
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.fate_points import gm_pool
from solo.systems.fate.rules.ladder import parse_difficulty
from solo.systems.fate.rules.resolve import FateResult, resolve_faces
from solo.systems.fate.rules.skills import Skill
from solo.text import one_line, signed

__all__ = ["STUNT_BONUS", "DoSummary", "OddsPreview", "aim_choices", "do_action", "rolled"]
NONE, FIXED, ACTIVE = "none", "fixed", "active"
NO_STUNT = "-"


@record
class DoSummary:
    """How the action went: the final roll, invokes, effect, and the state after it."""

    intent: str
    result: FateResult | None
    using: str
    invokes: tuple[Invoke, ...]
    character: Character
    aspects: tuple[Aspect, ...]
    effect: EffectOutcome | None
    gm_points: int
    hostile_points: tuple[str, ...]
    started_points: int | None = field(
        default=None, compare=False, repr=False, metadata={"json": False})
    """The fate points before the action: the summary tells them only when they changed."""
    roll_shown: bool = told_mark()
    """The guided loop already showed the final roll and its effect (not printed again)."""

    def told(self, shown: Sequence[object]) -> DoSummary:
        """This summary, marked when `shown` holds its final roll."""
        roll = None if self.result is None else replace(self.result, effect=None)
        return replace(self, roll_shown=was_shown(roll, shown))


_OPPOSITION = (Choice(NONE, "fate.do.opposition.none"), Choice(FIXED, "fate.do.opposition.fixed"),
               Choice(ACTIVE, "fate.do.opposition.active"))
_ACTIONS = tuple(Choice(a.value, a.label_key) for a in Action)
_VERBS = {Action.OVERCOME: "fate.roll.verb.overcome", Action.ADVANTAGE: "fate.roll.verb.advantage",
          Action.ATTACK: "fate.roll.verb.attack", Action.DEFEND: "fate.roll.verb.defend"}
"""The action as a verb in the middle of the dice question ("supera con Rápido +2")."""
_EXPLAIN_DIFFICULTY = {Edition.FAE: "fate.do.explain_difficulty.fae",
                       Edition.CONDENSED: "fate.do.explain_difficulty.condensed"}


def _approach_choices(sheet: Character) -> tuple[Choice, ...]:
    return tuple(Choice(a.value, "fate.choice.rated",
                        {"name": t(a.label_key), "bonus": signed(sheet.rating(a.value)),
                         "hint": t(a.hint_key)}) for a in Approach)


def skill_choices(sheet: Character, skills: Sequence[Skill] = tuple(Skill)
                  ) -> tuple[Choice, ...]:
    """The skills offered, the character's best first (a numbered menu of names)."""
    ranked = sorted(skills, key=lambda s: -sheet.rating(s.value))
    return tuple(Choice(s.value, "fate.choice.rating",
                        {"name": t(s.label_key), "bonus": signed(sheet.rating(s.value))})
                 for s in ranked)


def _skill_parser(choices: Sequence[Choice]) -> Callable[[str], str]:
    """A skill by its number or its name in either language ("Pelea" as well as "Pelea +4")."""
    by_menu = pick(choices)
    offered = {c.value for c in choices}

    def parse(answer: str) -> str:
        try:
            return by_menu(answer)
        except InputError:
            skill = Skill.parse(answer).value
            if skill not in offered:
                raise
            return skill
    return parse


def rating_step(sheet: Character, skills: Sequence[Skill] = tuple(Skill)
                ) -> Procedure[tuple[str, int]]:
    """Ask for the approach (FAE) or the skill (Condensed, among `skills`): a menu either way;
    return its name and bonus."""
    if sheet.edition is Edition.FAE:
        name = yield from choose("fate.do.ask_approach", _approach_choices(sheet),
                                 explain="fate.do.explain_approach")
        return name, sheet.rating(name)
    choices = skill_choices(sheet, skills)
    skill = yield from ask(Ask("fate.do.ask_skill", {}, choices, None, "fate.do.explain_skill"),
                           _skill_parser(choices))
    return skill, sheet.rating(skill)


def stunt_step(sheet: Character, lang: str | None) -> Procedure[tuple[int, str]]:
    """Ask which stunt applies, if the sheet has any; return its bonus and its journal words."""
    if not sheet.stunts:
        return 0, ""
    choices = (Choice(NO_STUNT, "fate.choice.no_stunt"),  # "s1": a value is never a number
               *(Choice(f"s{i}", "fate.choice.stunt", {"name": s.name, "text": s.text})
                 for i, s in enumerate(sheet.stunts, start=1)))
    picked = yield from choose("fate.do.ask_stunt", choices, explain="fate.do.explain_stunt",
                               default=NO_STUNT)
    if picked == NO_STUNT:
        return 0, ""
    stunt = sheet.stunts[int(picked.removeprefix("s")) - 1]
    return stunt.bonus, t("fate.journal.stunt", lang, name=stunt.name, bonus=signed(stunt.bonus))


def do_action(sheet: Character, rng: Rng, *, scene_aspects: Sequence[Aspect] = (),
              draw: Callable[[str], TableDraw] | None = None, gm_points: int | None = None,
              side: frozenset[str] = frozenset(), theirs: frozenset[str] = frozenset({GM}),
              actions: Sequence[Action] = tuple(Action), allies: Sequence[Character] = (),
              lang: str | None = None, intent: str | None = None) -> Procedure[DoSummary]:
    """Guide one action of `sheet` from intent to effect; return what changed.

    `actions` are those offered (a conflict's "other action" is an overcome or an advantage);
    `intent`, what Enter answers to "what do you try?" (the tour's suggestion); `allies`,
    who may help (each edition's teamwork bonus).
    """
    if intent is None:
        intent = yield from text("fate.do.ask_intent", explain="fate.do.explain_intent")
    else:
        intent = yield from ask(Ask("fate.do.ask_intent", {}, (), intent,
                                    "fate.do.explain_intent"), one_line)
    gm = gm_pool(1) if gm_points is None else gm_points
    opposition = yield from choose("fate.do.ask_opposition", _OPPOSITION,
                                   explain="fate.do.explain_opposition")
    if opposition == NONE:
        yield Show(Message("fate.do.no_roll", style="rule"))
        yield Record(mechanics(action_line(intent), consequence(t("fate.do.no_roll", lang))))
        return DoSummary(intent, None, "", (), sheet, tuple(scene_aspects), None, gm, (),
                         started_points=sheet.fate_points)
    vs = yield from ask(Ask("fate.do.ask_difficulty" if opposition == FIXED
                            else "fate.do.ask_opponent",
                            explain=_EXPLAIN_DIFFICULTY[sheet.edition]
                            if opposition == FIXED else "fate.do.explain_opponent"),
                        parse_difficulty)
    action = Action((yield from choose("fate.do.ask_action",
                                       tuple(c for c in _ACTIONS if Action(c.value) in actions),
                                       explain="fate.do.explain_action")))
    aim = Aim(Target.NEW)
    if action is Action.ADVANTAGE:   # the aim comes before the dice, among every aspect in play
        aim = yield from aim_step(aim_choices(sheet, scene_aspects))
    using, rating = yield from rating_step(sheet)
    stunt, stunt_words = yield from stunt_step(sheet, lang)
    helped = yield from help_step(sheet, using, allies)
    bonus = rating + stunt + helped.bonus
    active = opposition == ACTIVE
    faces = yield from player_roll(rng, sheet.name, "fate.roll.why.act",
                                   {"action": t(_VERBS[action]),
                                    "bonus": signed(bonus),
                                    "using": using_label(sheet, using, None)},
                                   bonus=bonus, vs=vs, active=active)
    opponent_faces = (yield from other_roll(rng, t("fate.side.opponent"), "fate.roll.why.oppose",
                                            {"bonus": signed(vs)}, vs)) if active else ()
    against = vs + sum(opponent_faces)
    result = resolve_faces(faces, bonus, against, action=action, target=aim.target,
                           edition=sheet.edition)
    label = t("fate.journal.action", lang, action=t(action.label_key, lang),  # its own rating
              using=using_label(sheet, using, lang), bonus=signed(rating))
    label = "; ".join(w for w in (label, stunt_words, helped.words(lang),
                                  aim.words(lang) if action is Action.ADVANTAGE else "") if w)
    head = (action_line(f"{intent} ({label})"),
            *_opponent_line(opponent_faces, vs, lang, dice_label(rng, lang)))
    looped, effect = yield from rolled(sheet, result, rng, head, scene_aspects=scene_aspects,
                                       gm_points=gm, draw=draw, side=side, theirs=theirs,
                                       aim=aim, lang=lang)
    after = replace(sheet, fate_points=looped.player.fate_points)
    yield Progress(Settled(after, effect.aspects, looped.gm.fate_points, looped.hostile))
    if effect.took_hit:
        after = (yield from absorb_hit(after, effect.took_hit, lang=lang)).character
    return DoSummary(intent, looped.result, using, looped.invokes, after, effect.aspects, effect,
                     looped.gm.fate_points, looped.hostile, started_points=sheet.fate_points)


def rolled(sheet: Character, result: FateResult, rng: Rng, head: Sequence[str], *,
           scene_aspects: Sequence[Aspect], gm_points: int,
           draw: Callable[[str], TableDraw] | None = None,
           side: frozenset[str] = frozenset(), theirs: frozenset[str] = frozenset({GM}),
           opponent: str = GM, gm_pays: bool = True, owed: Sequence[str] = (),
           aim: Aim | None = None,
           lang: str | None = None) -> Procedure[tuple[InvokeOutcome, EffectOutcome]]:
    """After `sheet`'s roll: show it, offer invokes, journal it after `head`, apply its effect.

    One shape for every roll a player makes with invokes (an action, an attack, a defence,
    a challenge's task, a contest's exchange). `side` may spend their free invokes with the
    player, `theirs` spend their own against the roll; `opponent` holds what the effect
    gives the other side. Once the roll is journaled, the sheet and scene it leaves (with
    the hostile points `owed` before it) are yielded as `Progress` of a `Settled`, before
    the effect's questions. An advantage's `aim` was asked before its dice.
    """
    yield Show(replace(result, effect=None))   # the effect is shown once the invokes are done
    own = _own(sheet, scene_aspects)
    looped = yield from invoke_loop(result, (*own, *scene_aspects), rng, invoker=sheet.name,
                                    fate_points=sheet.fate_points, gm_points=gm_points,
                                    side=side, theirs=theirs, gm_pays=gm_pays, lang=lang)
    yield Record(mechanics(*head, result_line(looped.result, lang, dice_label(rng, lang)),
                           *looped.lines))
    mine = {(a.name, a.kind) for a in own}
    scene = tuple(a for a in looped.aspects  # its own aspects stay while they hold invokes
                  if a.owner != sheet.name or (a.name, a.kind) not in mine
                  or (a.kind is AspectKind.CHARACTER and a.free_invokes > 0))
    yield Progress(Settled(replace(sheet, fate_points=looped.player.fate_points), scene,
                           looped.gm.fate_points, (*owed, *looped.hostile)))
    effect = yield from apply_effect(looped.result, scene, draw=draw, holder=sheet.name,
                                     opponent=opponent, aim=aim, lang=lang)
    return looped, effect


def _own(sheet: Character, scene: Sequence[Aspect]) -> tuple[Aspect, ...]:
    """`sheet`'s aspects as invoke targets: its own, and its consequences not already in play.

    The free invokes on a consequence are the other side's (it inflicted it).
    """
    listed = {(a.name, a.owner) for a in scene}
    return tuple(replace(a, free_invokes=0) if a.kind is AspectKind.CHARACTER
                 else replace(a, holder=a.holder or GM)
                 for a in sheet.character_aspects() if (a.name, a.owner) not in listed)


def aim_choices(sheet: Character, scene: Sequence[Aspect]) -> tuple[Aspect, ...]:
    """What `sheet`'s advantage may aim at: its own aspects (not its consequences, whose
    invokes are the inflicter's), then every aspect of the scene."""
    return (*(a for a in _own(sheet, scene) if a.kind is AspectKind.CHARACTER), *scene)


def using_label(sheet: Character, using: str, lang: str | None) -> str:
    """The name of an approach or skill in `lang`."""
    rated = Approach(using) if sheet.edition is Edition.FAE else Skill(using)
    return t(rated.label_key, lang)


def _opponent_line(faces: tuple[int, ...], bonus: int, lang: str | None,
                   dice: str) -> tuple[str, ...]:
    if not faces:
        return ()
    return (t("fate.journal.opponent_roll", lang, roll=opposition_roll(faces, bonus, lang,
                                                                       dice)),)


def dice_label(rng: Rng, lang: str | None) -> str:
    """How the journal names a roll: `4dF`, or a card when it was drawn from the Deck of Fate."""
    drawn = getattr(rng, "deck", None) is not None      # a DeckRng: the Deck of Fate
    return t("fate.journal.card", lang) if drawn else DICE_LABEL
