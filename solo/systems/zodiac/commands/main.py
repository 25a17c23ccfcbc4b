"""`zodiac …`: Action rolls, TS, derived values, the Encrucijada, ideas and rules.

Sheets, Karma, Vínculos and states live in `zodiac_pc.py`; the campaign's
Zodiac state in `zodiac_state.py`.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, TypeVar

from solo.commands.base import (
    Command,
    Context,
    add_dice_option,
    journal_lang,
    new_parser,
    subcommand,
)
from solo.commands.lazy import with_lazy_subcommands
from solo.commands.numbers import bounded
from solo.dice.rng import Rng
from solo.errors import InputError, RuleError
from solo.i18n import t
from solo.i18n.words import parse_word
from solo.journal.entry import mechanics
from solo.procedures.prefilled import answered, run_quick
from solo.procedures.steps import Procedure, keeping
from solo.systems.zodiac.commands.queue import queue_effect
from solo.systems.zodiac.commands.state import LastAction, ZodiacState, load, save
from solo.systems.zodiac.odds import ASK_LATER, add_roll_arguments, request_values
from solo.systems.zodiac.procedures.action import ActionOutcome, ActionSetup, action_roll
from solo.systems.zodiac.procedures.common import ts_roll_line
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.passive import PassiveResult
from solo.systems.zodiac.rules.settings import MOST_AT, MOST_SCORE

if TYPE_CHECKING:
    from solo.commands.rules_help import RulesText
    from solo.systems.zodiac.procedures.crossroads import CrossroadsSummary
    from solo.systems.zodiac.rules.character import Character
    from solo.systems.zodiac.rules.encumbrance import EncumberedTs
    from solo.systems.zodiac.rules.scores import Action
    from solo.systems.zodiac.rules.simple import SimpleRoll

T = TypeVar("T")

# `--cd`'s default: the standard CD, asked again when the Action is chosen from the menu.
DEFAULT_CD = 7


HERE = __name__
PC = "solo.systems.zodiac.commands.pc:add_parsers"
# Each subcommand, in help order: its name, the catalog keys of its words and help line, and the
# `module:function` adding its parser (built when typed: `solo.commands.lazy`).
SUBCOMMANDS: tuple[tuple[str, str, str, str], ...] = (
    ("action", "zodiac.sub.action", "zodiac.cmd.action", f"{HERE}:add_action_parser"),
    ("ts", "zodiac.sub.ts", "zodiac.cmd.ts", f"{HERE}:add_ts_parser"),
    ("derive", "zodiac.sub.derive", "zodiac.cmd.derive", f"{HERE}:add_derive_parser"),
    ("crossroads", "zodiac.sub.crossroads", "zodiac.cmd.crossroads",
     f"{HERE}:add_crossroads_parser"),
    ("idea", "zodiac.sub.idea", "zodiac.cmd.idea", f"{HERE}:add_idea_parser"),
    ("rules", "zodiac.sub.rules", "zodiac.cmd.rules", f"{HERE}:add_rules_parser"),
    ("character", "zodiac.sub.character", "zodiac.cmd.character", PC),
    ("karma", "zodiac.sub.karma", "zodiac.cmd.karma", PC),
    ("bond", "zodiac.sub.bond", "zodiac.cmd.bond", PC),
    ("state", "zodiac.sub.state", "zodiac.cmd.state", PC),
    ("rewrite", "zodiac.sub.rewrite", "zodiac.cmd.rewrite", PC),
)


def zodiac_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`zodiac action|ts|derive|crossroads|idea|rules|character|karma|bond|state|rewrite`."""
    return with_lazy_subcommands(new_parser(parser_class, "zodiac", "cmd.help.zodiac"), SUBCOMMANDS)


def add_action_parser(subs: Any) -> None:
    """`zodiac action`."""
    act = subcommand(subs, "action", "zodiac.sub.action", run_action, help=t("zodiac.cmd.action"))
    act.add_argument("name", nargs="?", metavar="ACTION", help=t("zodiac.help.action"))
    add_roll_arguments(act, at_required=True)
    add_dice_option(act, "zodiac.dice.action", covers="zodiac.dice.covers.action")
    act.add_argument("--ts-dice", "--dados-ts", dest="ts_dice", metavar="FACE",
                     help=t("zodiac.help.ts_dice"))
    act.add_argument("--skill", "--habilidad", action="append", metavar="NAME",
                     help=t("zodiac.help.skill"))
    act.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    act.add_argument("--passive", "--pasiva", action="store_true", help=t("zodiac.help.passive"))
    act.add_argument("--cde", type=bounded(0, MOST_AT), help=t("zodiac.help.cde"))
    act.add_argument("--convert", "--cambiar", action="store_true", help=t("zodiac.help.convert"))
    act.add_argument("--ignore-states", "--sin-estados", action="store_true",
                     help=t("zodiac.help.ignore_states"))


def add_ts_parser(subs: Any) -> None:
    """`zodiac ts`."""
    ts = subcommand(subs, "ts", "zodiac.sub.ts", run_ts, help=t("zodiac.cmd.ts"))
    ts.add_argument("name", nargs="?", metavar="SCORE|ACTION", help=t("zodiac.help.ts_name"))
    ts.add_argument("--score", "--puntuacion", type=bounded(0, MOST_SCORE),
                    help=t("zodiac.help.score"))
    ts.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    ts.add_argument("--encumbered", "--estorbo", action="store_true",
                    help=t("zodiac.help.ts_encumbered"))
    add_dice_option(ts, "zodiac.dice.ts", covers="zodiac.dice.covers.ts")


def add_derive_parser(subs: Any) -> None:
    """`zodiac derive`."""
    from solo.systems.zodiac.rules.keys import ATTRIBUTE_KEYS
    from solo.systems.zodiac.rules.scores import Attribute
    from solo.systems.zodiac.rules.settings import SCORE_MAX, SCORE_MIN

    der = subcommand(subs, "derive", "zodiac.sub.derive", run_derive, help=t("zodiac.cmd.derive"))
    for attribute in Attribute:
        der.add_argument(f"--{attribute.value}", type=bounded(SCORE_MIN, SCORE_MAX),
                         help=t(ATTRIBUTE_KEYS[attribute]))


def add_crossroads_parser(subs: Any) -> None:
    """`zodiac crossroads`."""
    cr = subcommand(subs, "crossroads", "zodiac.sub.crossroads", run_crossroads,
                    help=t("zodiac.cmd.crossroads"))
    cr.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    add_dice_option(cr, "zodiac.dice.crossroads", covers="zodiac.dice.covers.crossroads")


def add_idea_parser(subs: Any) -> None:
    """`zodiac idea`."""
    idea = subcommand(subs, "idea", "zodiac.sub.idea", run_idea, help=t("zodiac.cmd.idea"))
    idea.add_argument("effect", nargs="?", metavar="EFFECT", help=t("zodiac.help.effect"))
    add_dice_option(idea, "zodiac.dice.idea", covers="zodiac.dice.covers.idea")


def add_rules_parser(subs: Any) -> None:
    """`zodiac rules`."""
    from solo.commands.rules_help import add_topic_argument
    from solo.systems.zodiac.rules.topics import TOPICS

    rules = subcommand(subs, "rules", "zodiac.sub.rules", run_rules, help=t("zodiac.cmd.rules"))
    add_topic_argument(rules, TOPICS)


def run_zodiac(ctx: Context, args: argparse.Namespace) -> object:
    """Run the subcommand the parser chose."""
    return args.run(ctx, args)


def run_rules(_ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the list of topics."""
    from solo.commands.rules_help import rules_text
    from solo.systems.zodiac.rules.topics import TOPICS

    return rules_text(TOPICS, args.topic)


def run_derive(ctx: Context, args: argparse.Namespace) -> object:
    """PB/AT/CDE of the 15 Actions (missing attributes come from the active PJ)."""
    from solo.systems.zodiac.rules.scores import Attribute, derive

    given = {a: getattr(args, a.value) for a in Attribute if getattr(args, a.value) is not None}
    if len(given) < len(Attribute):
        pc = load(ctx).character_or_none()
        if pc is not None:
            given = {a: given.get(a, pc.attribute(a)) for a in Attribute}
    return derive(given)


def run_action(ctx: Context, args: argparse.Namespace) -> object:
    """Roll an Action (of the active PJ when a name is given, else with --at).

    One-shot, the options answer every choice (`--convert` takes Éxito+Complicación if the
    roll is a Fracaso+Consecuencia); in the shell, the choices the options leave open are
    asked when they come up (Ventaja's way after the first die, the conversion after the roll).
    """
    if args.convert and args.opposed:
        raise RuleError("zodiac.error.convert_opposed")
    state = load(ctx)
    pc = _named_pc(state, args) if args.name else _pc_to_choose(ctx, state, args)
    later = ctx.interactive and args.advantage is ASK_LATER
    guided = pc is not None and not args.name
    setup = ActionSetup(request_values(args), pc, passive=args.passive, cde=args.cde,
                        advantage=bool(args.advantage), ignore_states=args.ignore_states,
                        skills_named=bool(args.skill), choose_advantage=later,
                        ask_modifiers=guided, named=_unrolled_action(pc, args))
    answers = {"zodiac.ask.action": args.name or "", "zodiac.ask.cd": str(args.cd),
               "zodiac.ask.skills": ",".join(args.skill or ())}
    if args.convert or not ctx.interactive:
        answers["zodiac.ask.convert"] = "si" if args.convert else "no"
    if guided:  # the menu of the PJ's Actions is asked, then the CD (unless one was typed)
        del answers["zodiac.ask.action"]
        if args.cd == DEFAULT_CD:
            del answers["zodiac.ask.cd"]
        if not args.skill:  # which skills apply is asked too
            del answers["zodiac.ask.skills"]
    rng = ctx.dice(args.dice)
    ts_rng = ctx.dice(args.ts_dice) if args.ts_dice is not None else ctx.rng

    def keep(pj: object) -> None:  # the sheet as the roll's journal line shows it (PK spent)
        if pj is None or pj == pc:  # an Action without a PJ imports no sheet
            return
        from solo.systems.zodiac.rules.character import Character

        if isinstance(pj, Character):
            save(ctx, state.with_character(pj), "zodiac action")

    procedure = _action_done(ctx, args, state, pc, rng, ts_rng,
                             keeping(action_roll(setup, rng, ts_rng, journal_lang(ctx)), keep))
    if guided or ctx.interactive:  # the shell asks what the options left open
        return answered(procedure, answers)
    return run_quick(procedure, answers, ctx.record, ctx.roll_for)


def _named_pc(state: ZodiacState, args: argparse.Namespace) -> Character | None:
    """The PJ whose Action is named; with `--at` and no PJ in the campaign, none (AT given)."""
    if args.at is not None and not args.pc and state.character_or_none() is None:
        return None
    return state.character(args.pc)


def _unrolled_action(pc: Character | None, args: argparse.Namespace) -> Action | None:
    """The Action named for a roll with no PJ (`zodiac action reflejos --at 0`): its label."""
    if pc is not None or not args.name:
        return None
    from solo.systems.zodiac.rules.scores import parse_action

    return parse_action(args.name)


def _pc_to_choose(ctx: Context, state: ZodiacState, args: argparse.Namespace) -> Character | None:
    """The open PJ whose Action the shell asks for, when neither an Action nor an AT is given.

    One-shot there is no menu: a line naming the PJ says how to name the Action.
    """
    at_given = args.at is not None or (args.passive and args.cde is not None)
    pc = None if at_given else state.character_or_none(args.pc)
    if pc is not None and not ctx.interactive:
        raise InputError("zodiac.error.action_needed", name=pc.name)
    return pc


def _action_done(ctx: Context, args: argparse.Namespace, state: ZodiacState,
                 pc: Character | None, rng: Rng, ts_rng: Rng,
                 procedure: Procedure[ActionOutcome]) -> Procedure[ActionResult | PassiveResult]:
    """Play the Action, then save the sheet and the Action under way, and queue its effect."""
    done = yield from procedure
    if done.character is not None and done.character != pc:
        state = state.with_character(done.character)
    if isinstance(done.result, PassiveResult):
        save(ctx, state, "zodiac passive")
        queue_effect(ctx, done.result.grade, done.what)
        return done.result
    ctx.finish(rng)
    if args.ts_dice is not None:
        ctx.finish(ts_rng)
    pending = queue_effect(ctx, done.result.grade, done.what)
    save(ctx, state.with_new_action(LastAction(done.character.name if done.character else None,
                                         done.result, done.karma, done.converted, pending,
                                         done.what)),
         "zodiac action")
    return done.result


def run_ts(ctx: Context, args: argparse.Namespace) -> Procedure[SimpleRoll]:
    """A TS on a score (or on an Action's PB) of the active PJ, or on --score N.

    `--encumbered`: the attribute has Estorbo; once such a TS fails, the PJ's later TS on that
    attribute fail without a die until the scene ends (a failure already noted counts anyway).
    """
    from solo.systems.zodiac.procedures.announced import ts_roll
    from solo.systems.zodiac.rules.keys import ACTION_KEYS
    from solo.systems.zodiac.rules.scores import Action, Attribute

    state = load(ctx)
    score = args.score
    label = "TS"
    pc: Character | None = None
    target: object = None
    if score is None:
        if not args.name:
            raise InputError("zodiac.error.ts_score_needed")
        pc = state.character(args.pc)
        score, target = pc.ts_score(args.name)
        label = (f"TS PB {t(ACTION_KEYS[target])}" if isinstance(target, Action)
                 else f"TS {target.value.upper()}")
    if args.encumbered and not isinstance(target, Attribute):
        raise InputError("zodiac.error.encumbrance_attribute")
    who = pc.name if pc is not None else t("zodiac.who.you")
    rng = ctx.dice(args.dice)
    return _ts(ctx, state, pc, ts_roll(score, target, label, who,
                                       pc.encumbrance_failed if pc else frozenset(), rng,
                                       encumbered=args.encumbered), label, rng)


def _ts(ctx: Context, state: ZodiacState, pc: Character | None,
        procedure: Procedure[EncumberedTs], label: str, rng: Rng) -> Procedure[SimpleRoll]:
    """Roll the TS, journal it, keep the PJ's Estorbo failures and the TS (for Déjà vu)."""
    from solo.systems.zodiac.rules.last_ts import last_ts

    done = yield from procedure
    if not done.roll.automatic:  # a TS that fails alone leaves typed faces unused: no error
        ctx.finish(rng)
    marked = done.failed - pc.encumbrance_failed if pc is not None else frozenset()
    if pc is not None and done.failed != pc.encumbrance_failed:
        state = state.with_character(pc.with_(encumbrance_failed=done.failed))
    ts = last_ts(pc.name if pc else None, label, done.roll, next(iter(marked), None))
    save(ctx, state.with_last_ts(ts), "zodiac ts")
    ctx.record(mechanics(ts_roll_line(done.roll, label, journal_lang(ctx))))
    return done.roll


def run_crossroads(ctx: Context, args: argparse.Namespace) -> Procedure[CrossroadsSummary]:
    """The guided Encrucijada for the chosen (or only) PJ; the sheet is saved after it."""
    from solo.systems.zodiac.commands import pc as zodiac_pc
    from solo.systems.zodiac.procedures.crossroads import crossroads
    from solo.systems.zodiac.rules.character import Character
    from solo.systems.zodiac.rules.roll_keys import GRADE_KEYS

    state = load(ctx)
    chosen = state.character_or_none(args.pc)
    others = tuple(pc for pc in state.characters.items if chosen is None or pc != chosen)
    characters = (chosen,) if chosen is not None and args.pc else (
        *((chosen,) if chosen is not None else ()), *others)
    rng = ctx.dice(args.dice)

    def draw_one(table_id: str) -> Any:
        from solo.tables.pick import draw

        return draw(ctx.library(), table_id, ctx.rng)

    lang = journal_lang(ctx)

    def keep(pj: object) -> None:  # the sheet as the journal shows it so far (PK, karma)
        if isinstance(pj, Character):
            save(ctx, state.with_character(pj), "zodiac crossroads")

    summary = yield from keeping(crossroads(characters, rng, draw=draw_one, lang=lang), keep)
    ctx.finish(rng)
    state = state.with_character(summary.character).with_new_action(
        LastAction(summary.character.name, summary.result))
    if summary.surplus and summary.gift_to and summary.gift_to in state.characters:
        state, line = zodiac_pc.give_surplus(state, summary.gift_to, summary.surplus, lang)
        ctx.record(mechanics(line))
    save(ctx, state, "zodiac crossroads")
    from solo.engine.commands.state import add_pending

    add_pending(ctx, "aftermath", t("zodiac.pending.aftermath", lang, name=summary.character.name,
                                    event=summary.event,
                                    grade=t(GRADE_KEYS[summary.result.grade], lang)),
                "zodiac")
    return summary


def run_idea(ctx: Context, args: argparse.Namespace) -> object:
    """Draw an idea for the effect named (default: the effect of the last roll's grade)."""
    from solo.systems.zodiac.rules.grades import IDEA_TABLES, idea_table
    from solo.systems.zodiac.rules.roll_keys import EFFECT_KEYS
    from solo.tables.pick import draw

    if args.effect:
        effect_words = {effect: EFFECT_KEYS[effect] for effect in IDEA_TABLES}
        effect = parse_word(args.effect, effect_words, "zodiac.error.unknown_effect",
                            effect=args.effect)
        table_id = IDEA_TABLES[effect]
    else:
        found = idea_table(load(ctx).last_action().result.grade)
        if found is None:
            raise InputError("zodiac.error.no_effect")
        table_id = found
    rng = ctx.dice(args.dice)
    drawn = draw(ctx.library(), table_id, rng)
    ctx.finish(rng)
    ctx.record(mechanics(drawn.journal_line(journal_lang(ctx))))
    return drawn


COMMANDS = (
    Command("zodiac", (), "cmd.help.zodiac", zodiac_parser, run_zodiac, fast=True),
)

