"""`zodiac bond|state|rewrite`: Vínculos, states (with recovery by TS or Medicina), paragraphs."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from functools import partial
from typing import Any

from solo.commands.base import Context, add_dice_option, journal_lang, subcommand
from solo.errors import InputError
from solo.i18n import t
from solo.i18n.words import parse_word
from solo.journal.entry import consequence, mechanics
from solo.numbers import read_number
from solo.systems.zodiac.commands.state import ZodiacState, load, save
from solo.systems.zodiac.odds import CD
from solo.systems.zodiac.procedures.common import action_roll_line, ts_roll_line
from solo.systems.zodiac.procedures.roll import odds_of
from solo.systems.zodiac.rules import bonds as vinculos
from solo.systems.zodiac.rules.action import roll_action
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.crossroads import parse_side, rewrite_paragraph
from solo.systems.zodiac.rules.encumbrance import encumbered_ts
from solo.systems.zodiac.rules.karma import gain_pk
from solo.systems.zodiac.rules.keys import HARM_KEYS, SEVERITY_KEYS, SIDE_KEYS, SPECIAL_KEYS
from solo.systems.zodiac.rules.request import ActionRequest
from solo.systems.zodiac.rules.scores import Action, parse_score_name
from solo.systems.zodiac.rules.settings import BONDS_MAX
from solo.systems.zodiac.rules.states import (
    Harm,
    Severity,
    Special,
    States,
    add_special,
    apply_states,
    parse_state_word,
    recover,
    state_effects,
    take_state,
)


def add_parsers(subs: Any) -> None:
    """Add `bond`, `state` and `rewrite` to `zodiac`."""
    bd = subcommand(subs, "bond", "zodiac.sub.bond", run_bond, help=t("zodiac.cmd.bond"))
    bd.add_argument("action", nargs="?", default="list", help=t("zodiac.help.bond_action"))
    bd.add_argument("text", nargs="*", help=t("zodiac.help.bond_text"))
    bd.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    bd.add_argument("--after-session", "--tras-sesion", action="store_true",
                    help=t("zodiac.help.after_session"))

    st = subcommand(subs, "state", "zodiac.sub.state", run_state, help=t("zodiac.cmd.state"))
    st.add_argument("action", nargs="?", default="list", help=t("zodiac.help.state_action"))
    st.add_argument("words", nargs="*", help=t("zodiac.help.state_words"))
    st.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))
    how = st.add_mutually_exclusive_group()
    how.add_argument("--ts", metavar="SCORE", help=t("zodiac.help.recover_ts"))
    how.add_argument("--medicine", "--medicina", nargs="?", const="", metavar="HEALER",
                     help=t("zodiac.help.recover_medicine"))
    st.add_argument("--cd", type=CD, default=7, help=t("zodiac.opt.cd"))
    add_dice_option(st, "zodiac.dice.state", covers="zodiac.dice.covers.state")

    rw = subcommand(subs, "rewrite", "zodiac.sub.rewrite", run_rewrite,
                    help=t("zodiac.cmd.rewrite"))
    rw.add_argument("side", metavar=t("zodiac.meta.side"), help=t("zodiac.help.side"))
    rw.add_argument("text", nargs="+", metavar=t("zodiac.meta.text"),
                    help=t("zodiac.help.paragraph"))
    rw.add_argument("--pc", "--pj", metavar="NAME", help=t("zodiac.help.pc"))


def update(ctx: Context, state: ZodiacState, pc: Character, label: str,
           *lines: str) -> Character:
    """Save the PJ and journal `lines`; return the PJ."""
    save(ctx, state.with_character(pc), label)
    if lines:
        ctx.record(mechanics(*lines))
    return pc


BOND_ACTIONS: Mapping[str, str] = {
    "list": "zodiac.word.bond.list", "add": "zodiac.word.bond.add",
    "fulfil": "zodiac.word.bond.fulfil", "renounce": "zodiac.word.bond.renounce",
    "close": "zodiac.word.bond.close"}
BOND_JOURNAL_KEYS: Mapping[str, str] = {"fulfil": "zodiac.journal.bond_fulfil",
                                        "renounce": "zodiac.journal.bond_renounce"}
STATE_ACTIONS: Mapping[str, str] = {
    "list": "zodiac.word.state.list", "take": "zodiac.word.state.take",
    "recover": "zodiac.word.state.recover"}


def run_bond(ctx: Context, args: argparse.Namespace) -> object:
    """List, add, fulfil, renounce or close the PJ's Vínculos."""
    act = parse_word(args.action, BOND_ACTIONS, "zodiac.error.bond_action")
    state = load(ctx)
    pc = state.character(args.pc)
    text = " ".join(args.text)
    lang = journal_lang(ctx)
    if act == "list":
        return pc
    lines: list[str] = []
    if act == "add":
        pc = pc.with_(bonds=vinculos.add_bond(pc.bonds, text))
        lines.append(t("zodiac.journal.bond_add", lang, name=pc.name, text=text))
        if args.after_session:
            gain = gain_pk(pc.pk)
            pc = pc.with_(pk=gain.points)
            key = "zodiac.journal.bond_pk_full" if gain.surplus else "zodiac.journal.bond_pk"
            lines.append(t(key, lang, name=pc.name, pk=pc.pk))
    elif act in {"fulfil", "renounce"}:
        number = read_number(text or "0", 1, BONDS_MAX, key="core.bad_number")
        change = vinculos.fulfil_bond if act == "fulfil" else vinculos.renounce_bond
        old = pc.bonds[number - 1].text if 1 <= number <= len(pc.bonds) else ""
        pc = pc.with_(bonds=change(pc.bonds, number))
        lines.append(t(BOND_JOURNAL_KEYS[act], lang, name=pc.name, text=old))
    else:
        kept, px = vinculos.close_bonds(pc.bonds)
        pc = pc.with_(bonds=kept, px=pc.px + px)
        lines.append(t("zodiac.journal.bond_close", lang, name=pc.name, px=px, total=pc.px))
    return update(ctx, state, pc, "zodiac bond", *(consequence(line) for line in lines))


def _target(words: list[str]) -> tuple[Harm, Severity] | Special:
    parsed = [parse_state_word(w) for w in words]
    harms = [w for w in parsed if isinstance(w, Harm)]
    grades = [w for w in parsed if isinstance(w, Severity)]
    specials = [w for w in parsed if isinstance(w, Special)]
    if len(harms) == 1 and len(grades) == 1 and not specials:
        return harms[0], grades[0]
    if len(specials) == 1 and not harms and not grades:
        return specials[0]
    raise InputError("zodiac.error.state_words")


def _state_name(target: tuple[Harm, Severity] | Special, lang: str) -> str:
    if isinstance(target, Special):
        return t(SPECIAL_KEYS[target], lang)
    # "Heridas (Grave)": the severity in brackets agrees with every state's name
    return f"{t(HARM_KEYS[target[0]], lang)} ({t(SEVERITY_KEYS[target[1]], lang)})"


def _ts_odds(label: str, score: int) -> object:
    """The odds of a recovery's TS, worked out when they are shown."""
    from solo.systems.zodiac.procedures.announced import TsOdds
    from solo.systems.zodiac.rules.simple import simple_odds

    return TsOdds(label, score, simple_odds(score))


def _recovered(ctx: Context, state: ZodiacState, pc: Character, args: argparse.Namespace,
               lines: list[str]) -> bool:
    """Roll the TS or the Medicina the player asked for; True when the state clears."""
    lang = journal_lang(ctx)
    rng = ctx.dice(args.dice)
    if args.ts is not None:
        name = parse_score_name(args.ts)
        label = f"TS {name.value.upper()}"
        ctx.announce(pc.name, "zodiac.why.ts", {"label": label},
                     partial(_ts_odds, label, pc.scores[name.value]))
        roll = encumbered_ts(pc.scores[name.value], name, pc.encumbrance_failed, rng,
                             encumbered=False).roll
        if not roll.automatic:  # its attribute's Estorbo failed one this scene: no die
            ctx.finish(rng)
        lines.append(ts_roll_line(roll, label, lang))
        return roll.passed
    if args.medicine is not None:
        healer = state.character(args.medicine or pc.name)
        derived = healer.derived(Action.MEDICINA)
        request = apply_states(ActionRequest(derived.at, args.cd, pb=max(derived.pb, 1)),
                               state_effects(healer.states))
        ctx.announce(healer.name, "zodiac.why.medicine", {"name": pc.name, "cd": args.cd},
                     partial(odds_of, request))
        result = roll_action(request, rng, ctx.rng)
        ctx.finish(rng)
        lines.append(action_roll_line(result, lang))
        return result.success
    return True


def run_state(ctx: Context, args: argparse.Namespace) -> object:
    """List, take or recover a state (recovery may need a TS or a Medicina roll)."""
    act = parse_word(args.action, STATE_ACTIONS, "zodiac.error.state_action")
    state = load(ctx)
    pc = state.character(args.pc)
    if act == "list":
        return pc
    target = _target(args.words)
    lang = journal_lang(ctx)
    lines: list[str] = []
    states: States = pc.states
    shown = _state_name(target, lang)
    if act == "take":
        if isinstance(target, Special):
            states = add_special(states, target)
        else:
            change = take_state(states, *target)
            states = change.states
            if change.overflow is not None:
                lines.append(consequence(t("zodiac.journal.overflow", lang, name=pc.name,
                             state=t(SPECIAL_KEYS[change.overflow], lang))))
        lines.insert(0, consequence(t("zodiac.journal.state_take", lang, name=pc.name,
                                      state=shown)))
    else:
        recover(states, target)  # refuse before rolling when it is not marked
        if _recovered(ctx, state, pc, args, lines):
            states = recover(states, target)
            lines.append(consequence(t("zodiac.journal.state_recover", lang, name=pc.name,
                                       state=shown)))
        else:
            lines.append(consequence(t("zodiac.journal.state_stays", lang, name=pc.name,
                                       state=shown)))
    return update(ctx, state, pc.with_(states=states), "zodiac state", *lines)


def run_rewrite(ctx: Context, args: argparse.Namespace) -> Character:
    """Rewrite one Encrucijada paragraph (never both in one session), for +1 PX."""
    state = load(ctx)
    pc = state.character(args.pc)
    side = parse_side(args.side)
    pc = rewrite_paragraph(pc, side, " ".join(args.text))
    lang = journal_lang(ctx)
    return update(ctx, state, pc, "zodiac rewrite", consequence(t(
        "zodiac.journal.rewrite", lang, name=pc.name, side=t(SIDE_KEYS[side], lang))))
