"""`zodiac …`: Action rolls, TS, derived values, the Encrucijada, ideas and rules.

Sheets, Karma, Vínculos and states live in `zodiac_pc.py`; the campaign's
Zodiac state in `zodiac_state.py`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from solo.commands.base import Command, Context, add_dice_option, journal_lang, new_parser
from solo.commands.numbers import bounded
from solo.errors import InputError, RuleError
from solo.i18n import current_language, normalize, t
from solo.journal.entry import action, consequence, mechanics
from solo.procedures.steps import Procedure
from solo.systems.zodiac.commands import pc as zodiac_pc
from solo.systems.zodiac.commands.state import LastAction, load, save
from solo.systems.zodiac.odds import MOST_AT, add_roll_arguments, request_from_args
from solo.systems.zodiac.procedures.common import action_roll_line, ts_roll_line
from solo.systems.zodiac.procedures.crossroads import CrossroadsSummary, crossroads
from solo.systems.zodiac.rules.action import ActionResult, convert, roll_action
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.grades import IDEA_TABLES, Effect, idea_table
from solo.systems.zodiac.rules.karma import ActionKarma, KarmaUse, spend_on_action
from solo.systems.zodiac.rules.passive import PassiveResult, choose_passive
from solo.systems.zodiac.rules.request import RollMode
from solo.systems.zodiac.rules.scores import Attribute, derive, parse_action, parse_score_name
from solo.systems.zodiac.rules.settings import SCORE_MAX, SCORE_MIN
from solo.systems.zodiac.rules.simple import SimpleRoll, simple_roll
from solo.systems.zodiac.rules.skills import skill_bonus, trained_against
from solo.systems.zodiac.rules.states import apply_states, state_effects
from solo.systems.zodiac.rules.topics import TOPICS, parse_topic, topic_names

# A score a TS is rolled on (a score or a PB, with room for modifiers).
MOST_SCORE = 10


@dataclass(frozen=True)
class RulesText:
    """One topic of the rules in our words (or the list of topics)."""

    topic: str | None
    text: str
    topics: tuple[str, ...] = TOPICS


def zodiac_parser(parser_class: type[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """`zodiac action|ts|derive|crossroads|idea|rules|character|karma|bond|state|rewrite`."""
    parser = new_parser(parser_class, "zodiac", "cmd.help.zodiac")
    subs = parser.add_subparsers(dest="sub", required=True, metavar="action|ts|derive|crossroads|"
                                 "idea|rules|character|karma|bond|state|rewrite")
    act = subs.add_parser("action", aliases=["accion", "acción"], help=t("zodiac.cmd.action"))
    act.add_argument("name", nargs="?", metavar="ACTION", help=t("zodiac.help.action"))
    add_roll_arguments(act, at_required=True)
    add_dice_option(act)
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
    ts = subs.add_parser("ts", help=t("zodiac.cmd.ts"))
    ts.add_argument("name", nargs="?", metavar="SCORE|ACTION", help=t("zodiac.help.ts_name"))
    ts.add_argument("--score", "--puntuacion", type=bounded(0, MOST_SCORE),
                    help=t("zodiac.help.score"))
    ts.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    add_dice_option(ts)
    der = subs.add_parser("derive", aliases=["derivar"], help=t("zodiac.cmd.derive"))
    for attribute in Attribute:
        der.add_argument(f"--{attribute.value}", type=bounded(SCORE_MIN, SCORE_MAX),
                         help=t(f"zodiac.attribute.{attribute}"))
    cr = subs.add_parser("crossroads", aliases=["encrucijada"], help=t("zodiac.cmd.crossroads"))
    cr.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    add_dice_option(cr)
    idea = subs.add_parser("idea", help=t("zodiac.cmd.idea"))
    idea.add_argument("effect", nargs="?", metavar="EFFECT", help=t("zodiac.help.effect"))
    add_dice_option(idea)
    rules = subs.add_parser("rules", aliases=["reglas"], help=t("zodiac.cmd.rules"))
    rules.add_argument("topic", nargs="*", metavar="TOPIC",
                       help=t("zodiac.help.topic", topics=", ".join(topic_names(
                           current_language()))))
    zodiac_pc.add_parsers(subs)
    return parser


_SUBS: Mapping[str, str] = {"accion": "action", "acción": "action", "derivar": "derive",
                            "encrucijada": "crossroads", "reglas": "rules"}


def run_zodiac(ctx: Context, args: argparse.Namespace) -> object:
    """Dispatch to the subcommand."""
    sub = _SUBS.get(args.sub, args.sub)
    runners: Mapping[str, Callable[[Context, argparse.Namespace], object]] = {
        "action": run_action, "ts": run_ts, "derive": run_derive,
        "crossroads": run_crossroads, "idea": run_idea, "rules": run_rules}
    runner = runners.get(sub)
    if runner is None:
        return zodiac_pc.run(ctx, sub, args)
    return runner(ctx, args)


def run_rules(ctx: Context, args: argparse.Namespace) -> RulesText:
    """One topic, or the list of topics."""
    names = topic_names(ctx.lang)
    if not args.topic:
        return RulesText(None, t("zodiac.rules.topics", topics=", ".join(names)), names)
    topic = parse_topic(" ".join(args.topic))
    return RulesText(names[TOPICS.index(topic)], t(f"zodiac.rules.{topic}"), names)


def run_derive(ctx: Context, args: argparse.Namespace) -> object:
    """PB/AT/CDE of the 15 Actions (missing attributes come from the active PJ)."""
    given = {a: getattr(args, a.value) for a in Attribute if getattr(args, a.value) is not None}
    if len(given) < len(Attribute):
        pc = load(ctx).find()
        if pc is not None:
            given = {a: given.get(a, pc.attribute(a)) for a in Attribute}
    return derive(given)


def _pc_request(ctx: Context, args: argparse.Namespace,
                pc: Character) -> tuple[dict[str, Any], str]:
    chosen = parse_action(args.name)
    derived = pc.derived(chosen)
    skills = tuple(pc.skill(name) for name in args.skill or ())
    overrides: dict[str, Any] = {"at": derived.at if args.at is None else args.at,
                                 "pb": args.pb or max(derived.pb, 1),
                                 "cd": pc.attempt_cd(chosen, args.cd)}
    if skills:
        overrides["skill_bonus"] = skill_bonus(skills, chosen)
    overrides["_trained"] = trained_against(skills)
    overrides["_cde"] = derived.cde
    return overrides, t(f"zodiac.action.{chosen}", journal_lang(ctx))


def run_action(ctx: Context, args: argparse.Namespace) -> ActionResult | PassiveResult:
    """Roll an Action (of the active PJ when a name is given, else with --at)."""
    state = load(ctx)
    pc = state.character(args.pc) if args.name else None
    label = ""
    extra: dict[str, Any] = {}
    if pc is not None:
        extra, label = _pc_request(ctx, args, pc)
    trained, cde = extra.pop("_trained", False), extra.pop("_cde", None)
    request = request_from_args(args, **extra)
    if pc is not None and not args.ignore_states:
        request = apply_states(request, state_effects(pc.states), trained=trained)
    lang = journal_lang(ctx)
    who = f"{pc.name}: " if pc else ""
    karma = ActionKarma()
    lines: list[str] = []
    if pc is not None and args.ignore_states:
        spend = spend_on_action(karma, pc.name, pc.pk, KarmaUse.DEFY_STATES)
        karma, pc = spend.action, pc.with_(pk=spend.points)
        state = state.with_character(pc)
        lines.append(consequence(t("zodiac.journal.karma_use", lang, name=pc.name, pk=pc.pk,
                                   use=t("zodiac.karma_use.defy_states", lang))))
    if args.passive:
        value = args.cde if args.cde is not None else cde if cde is not None else request.at + 7
        passive = choose_passive(value, request.cd, advantage=bool(args.advantage),
                                 disadvantage=request.disadvantage, opposed=request.opposed)
        ctx.record(mechanics(*lines, action(f"{who}{label}".strip(": ") or "CDE"),
                             t("zodiac.journal.passive", lang, value=passive.value, cd=passive.cd,
                               grade=t(f"zodiac.grade.{passive.grade}", lang))))
        save(ctx, state, "zodiac passive")
        return passive
    if request.mode is RollMode.CHARACTER and pc is not None:
        karma = spend_on_action(karma, pc.name, pc.pk, KarmaUse.CHARACTER_ROLL).action
    rng = ctx.dice(args.dice)
    ts_rng = ctx.dice(args.ts_dice) if args.ts_dice is not None else ctx.rng
    result = roll_action(request, rng, ts_rng)
    ctx.finish(rng)
    if args.ts_dice is not None:
        ctx.finish(ts_rng)
    if args.convert:
        result = convert(result)
    lines += [action(t("zodiac.journal.action", lang, action=f"{who}{label}" or "d12",
                       cd=request.cd)), action_roll_line(result, lang)]
    if result.ts is not None:
        lines.append(ts_roll_line(result.ts, "TS PB", lang))
    if pc is not None and result.pk_spent:
        pc = pc.with_(pk=pc.pk - 1)
        state = state.with_character(pc)
        lines.append(t("zodiac.journal.pk_spent", lang, pk=pc.pk))
    ctx.record(mechanics(*lines))
    save(ctx, state.with_last(LastAction(pc.name if pc else None, result, karma,
                                         args.convert)), "zodiac action")
    queue_effect(ctx, str(result.grade), f"{who}{label}".strip(": ") or "d12")
    return result


PENDING_GRADES = {"success_consequence": "complication", "failure_consequence": "complication",
                  "success_complication": "complication", "failure_complication": "complication",
                  "failure_catastrophe": "complication"}


def queue_effect(ctx: Context, grade: str, what: str) -> None:
    """A grade that leaves something to narrate goes to the pending queue."""
    kind = PENDING_GRADES.get(grade)
    if kind is not None:
        from solo.engine.commands.state import add_pending

        lang = journal_lang(ctx)
        add_pending(ctx, kind, f"{t(f'zodiac.grade.{grade}', lang)}: {what}", "zodiac")


def run_ts(ctx: Context, args: argparse.Namespace) -> SimpleRoll:
    """A TS on a score (or on an Action's PB) of the active PJ, or on --score N."""
    score = args.score
    label = "TS"
    if score is None:
        if not args.name:
            raise InputError("zodiac.error.ts_score_needed")
        pc = load(ctx).character(args.pc)
        try:
            named = parse_score_name(args.name)
        except RuleError:  # not a score: then an Action, and its PB
            chosen = parse_action(args.name)
            score, label = pc.derived(chosen).pb, f"TS PB {t(f'zodiac.action.{chosen}')}"
        else:
            score, label = pc.scores[named.value], f"TS {named.value.upper()}"
    rng = ctx.dice(args.dice)
    roll = simple_roll(score, rng)
    ctx.finish(rng)
    ctx.record(mechanics(ts_roll_line(roll, label, journal_lang(ctx))))
    return roll


def run_crossroads(ctx: Context, args: argparse.Namespace) -> Procedure[CrossroadsSummary]:
    """The guided Encrucijada for the chosen (or only) PJ; the sheet is saved after it."""
    state = load(ctx)
    chosen = state.find(args.pc)
    characters = (chosen,) if chosen is not None and args.pc else state.characters
    rng = ctx.dice(args.dice)

    def draw_one(table_id: str) -> Any:
        from solo.tables.pick import draw

        return draw(ctx.library(), table_id, ctx.rng)

    lang = journal_lang(ctx)
    summary = yield from crossroads(characters, rng, draw=draw_one, lang=lang)
    ctx.finish(rng)
    state = state.with_character(summary.character).with_last(
        LastAction(summary.character.name, summary.result))
    if summary.surplus and summary.gift_to and any(
            normalize(c.name) == normalize(summary.gift_to) for c in state.characters):
        state, line = zodiac_pc.give_surplus(state, summary.gift_to, summary.surplus, lang)
        ctx.record(mechanics(line))
    save(ctx, state, "zodiac crossroads")
    from solo.engine.commands.state import add_pending

    add_pending(ctx, "aftermath", t("zodiac.pending.aftermath", lang, name=summary.character.name,
                                    event=summary.event,
                                    grade=t(f"zodiac.grade.{summary.result.grade}", lang)),
                "zodiac")
    return summary


_EFFECT_WORDS = {"beneficio": Effect.BENEFIT, "consecuencia": Effect.CONSEQUENCE,
                 "complicacion": Effect.COMPLICATION, "catastrofe": Effect.CATASTROPHE}


def run_idea(ctx: Context, args: argparse.Namespace) -> object:
    """Draw an idea for the effect named (default: the effect of the last roll's grade)."""
    from solo.tables.pick import draw

    if args.effect:
        word = normalize(args.effect)
        effect = _EFFECT_WORDS.get(word) or (Effect(word) if word in Effect._value2member_map_
                                              else None)
        if effect is None or effect not in IDEA_TABLES:
            raise InputError("zodiac.error.unknown_effect", effect=args.effect)
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
    Command("zodiac", (), "cmd.help.zodiac", zodiac_parser, run_zodiac),
)

