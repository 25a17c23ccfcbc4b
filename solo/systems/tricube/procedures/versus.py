"""Walk two sides through an opposed Tricube challenge, from their dice to the loser's price.

Each side is a campaign character (its sheet is used and charged) or any
name. Questions already answered by the caller (names, dice) are skipped.
Dice come from the `rng` passed in, one batch per side: typed faces, the
program's dice or, in the shell's physical-dice mode, the player's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from solo.dice.rng import D6, Rng
from solo.errors import InputError
from solo.i18n import current_language, normalize, t
from solo.journal.entry import mechanics
from solo.procedures.steps import Ask, Message, Procedure, Record, RollFor, Show, ask
from solo.record import record
from solo.systems.tricube.procedures import answers, price
from solo.systems.tricube.procedures.challenge import (
    ask_dice,
    ask_perk,
    ask_quirk,
    sitting_out_warning,
)
from solo.systems.tricube.procedures.chances import share
from solo.systems.tricube.procedures.journal import character_tag, versus_lines
from solo.systems.tricube.procedures.names import VERDICT_NAME
from solo.systems.tricube.rules import character as pc
from solo.systems.tricube.rules import opposed
from solo.systems.tricube.rules.challenge import QuirkReward, quirk_rewards
from solo.systems.tricube.rules.character import Affliction, Character
from solo.systems.tricube.rules.odds import versus_odds
from solo.systems.tricube.rules.opposed import OpposedResult, OpposedSide, Verdict


@record
class SideReport:
    """What one side of a guided opposed challenge used, gained and lost."""

    character: Character | None = None
    quirk: str = ""
    perk: str = ""
    reward: QuirkReward | None = None
    resolve_lost: int = 0
    defeated: bool = False
    affliction: Affliction | None = None

    def to_json(self) -> dict[str, Any]:
        """What the side paid and got."""
        data: dict[str, Any] = {"resolve_lost": self.resolve_lost, "defeated": self.defeated}
        if self.reward is not None:
            data["reward"] = self.reward.value
        if self.affliction is not None:
            data["affliction"] = {"name": self.affliction.name,
                                  "permanent": self.affliction.permanent}
        return data


@record
class Versus:
    """An opposed challenge with the names of both sides (and, guided, what each paid)."""

    names: tuple[str, str]
    result: OpposedResult
    reports: tuple[SideReport, SideReport] | None = None
    action: str = ""

    def to_json(self) -> dict[str, Any]:
        """Both sides (name, faces, difficulty, hits, outcome…) and the verdict."""
        data: dict[str, Any] = {}
        for index, key in enumerate(("first", "second")):
            data[key] = _side_json(self.names[index], self.result.sides[index])
            if self.reports is not None:
                data[key].update(self.reports[index].to_json())
        data.update({"verdict": self.result.verdict.value, "tie_break": self.result.tie_break})
        return data


def _side_json(name: str, side: OpposedSide) -> dict[str, Any]:
    data: dict[str, Any] = {"name": name, "faces": list(side.faces),
                            "difficulty": side.difficulty, "hits": side.hits,
                            "outcome": side.outcome.value}
    data.update({flag: True for flag in ("quirk", "karma") if getattr(side, flag)})
    return data


@record
class _Side:
    """One side of the opposed challenge: who, their dice and their quirk."""

    name: str
    character: Character | None
    dice: int = 0
    quirk: bool = False
    quirk_name: str = ""


def _find(text: str, roster: Sequence[Character]) -> tuple[str, Character | None]:
    name = answers.parse_text(text)
    for character in roster:
        if normalize(character.name) == normalize(name):
            return character.name, character
    return name, None


def _name(index: int, given: str | None, default: str, roster: Sequence[Character],
          taken: str | None) -> Procedure[tuple[str, Character | None]]:
    def parse(text: str) -> tuple[str, Character | None]:
        found = _find(text, roster)
        if taken is not None and normalize(found[0]) == normalize(taken):
            raise InputError("tricube.error.same_side", name=found[0])
        pc.check_can_roll(found[1])  # a retired one is refused and asked again
        return found
    if given is not None:
        return parse(given)
    key = ("tricube.ask.first_side", "tricube.ask.second_side")[index]
    names = ", ".join(c.name for c in roster if not c.retired) or "—"  # a retired one sits out
    return (yield from ask(Ask(key, {"names": names}, default=default,
                               explain="tricube.explain.versus" if index == 0 else None), parse))


def _defaults(roster: Sequence[Character], active: str | None) -> tuple[str, str]:
    """The names offered first: the active character, then the next; a retired one never."""
    able = [c for c in roster if not c.retired]
    ordered = sorted(able, key=lambda c: normalize(c.name) != normalize(active or ""))
    first = ordered[0].name if ordered else t("tricube.word.first")
    second = ordered[1].name if len(ordered) > 1 else t("tricube.word.second")
    return first, second


def _side(index: int, given_name: str | None, default: str, given_dice: int | None,
          roster: Sequence[Character], taken: str | None,
          given_quirk: bool | None = None, rival: _Side | None = None) -> Procedure[_Side]:
    name, character = yield from _name(index, given_name, default, roster, taken)
    pc.check_can_roll(character)
    yield Show(Message("tricube.msg.side", {"name": name}, "rule"))
    yield from sitting_out_warning(character)
    dice = given_dice if given_dice is not None else (yield from ask_dice(character))
    preview = quirk_preview(rival, name, dice) if rival is not None else None
    quirk, quirk_name = ((given_quirk, "") if given_quirk is not None
                         else (yield from ask_quirk(character, preview)))
    return _Side(name, character, dice, quirk, quirk_name)


def quirk_preview(rival: _Side, name: str, dice: int) -> Message:
    """What a quirk would change for the second side, the first one's dice and quirk known."""
    without = versus_odds(rival.dice, dice, quirks=(rival.quirk, False))
    with_quirk = versus_odds(rival.dice, dice, quirks=(rival.quirk, True))
    return Message("tricube.msg.versus_quirk_preview", {
        "name": name, "before": share(without[Verdict.SECOND]),
        "after": share(with_quirk[Verdict.SECOND])}, "rule")


def _chances(one: _Side, two: _Side) -> Message:
    odds = versus_odds(one.dice, two.dice, quirks=(one.quirk, two.quirk))
    return Message("tricube.msg.versus_chance", {
        "first": one.name, "second": two.name,
        **{f"p_{verdict.value}": share(odds[verdict]) for verdict in Verdict}}, "rule")


def _karma(result: OpposedResult, sides: list[_Side], perks: list[str],
           choices: tuple[bool | None, bool | None]) -> Procedure[OpposedResult]:
    """Offer each side a Karma when it would help (`choices`: decided beforehand, or None)."""
    for index, side in enumerate(sides):
        if choices[index] is False or result.sides[index].karma:
            continue
        if choices[index] is None and not opposed.karma_would_help(result, index):
            continue
        if side.character is not None and side.character.karma < 1:
            continue
        lower = result.sides[index].difficulty - 1
        wanted = choices[index]
        if wanted is None:
            after = opposed.spend_karma(result, index).verdict
            wanted = yield from ask(Ask("tricube.ask.versus_karma", {
                "name": side.name, "difficulty": lower,
                "verdict": t(VERDICT_NAME[after], first=sides[0].name, second=sides[1].name),
                "now": t(VERDICT_NAME[result.verdict], first=sides[0].name,
                         second=sides[1].name)},
                answers.YES_NO, "no", "tricube.explain.karma"), answers.parse_yes_no)
        if not wanted:
            continue
        perks[index] = yield from ask_perk(side.character)
        result = opposed.spend_karma(result, index)
        if side.character is not None:
            character = pc.spend_karma(side.character)
            sides[index] = _Side(side.name, character, side.dice, side.quirk, side.quirk_name)
            yield Show(Message("tricube.msg.karma_spent",
                               {"name": character.name, "karma": character.karma}))
        yield Show(Versus((sides[0].name, sides[1].name), result))
    return result


def versus(rng: Rng, roster: Sequence[Character] = (), *, active: str | None = None,
           names: tuple[str, str] | None = None,
           dice: tuple[int | None, int | None] = (None, None),
           failure_cost: int | None = None, action_text: str | None = None,
           journal_lang: str | None = None, settle_price: bool = True,
           quirks: tuple[bool | None, bool | None] = (None, None),
           karma: tuple[bool | None, bool | None] = (None, None)) -> Procedure[Versus]:
    """Guide one opposed challenge between two sides; `None` parameters are asked.

    `quirks` and `karma` may be decided per side beforehand (a quick command's options).
    Without `settle_price` the rolls are only judged: no quirk's payback, no loser's price.
    """
    lang = journal_lang or current_language()
    if names is not None and normalize(names[0]) == normalize(names[1]):
        raise InputError("tricube.error.same_side", name=names[1])
    if action_text is None:
        action_text = yield from ask(Ask("tricube.ask.versus_action", default=""), str.strip)
    defaults = _defaults(roster, active)
    first = yield from _side(0, names[0] if names else None, defaults[0], dice[0], roster, None,
                             quirks[0])
    second_default = defaults[1] if normalize(defaults[1]) != normalize(first.name) else (
        defaults[0] if normalize(defaults[0]) != normalize(first.name)
        else t("tricube.word.second"))
    second = yield from _side(1, names[1] if names else None, second_default, dice[1], roster,
                              first.name, quirks[1], first)
    sides = [first, second]
    rolled = []
    for number, side in enumerate(sides):
        other = sides[1 - number]
        yield RollFor(side.name, "tricube.why.versus", {"rival": other.name},
                      _chances(first, second) if number == 0 else None)
        rolled.append(rng.roll(D6, side.dice))
    result = opposed.versus(rolled[0], rolled[1], quirks=(first.quirk, second.quirk))
    pair = (first.name, second.name)
    yield Show(Versus(pair, result))
    perks = ["", ""]
    result = yield from _karma(result, sides, perks, karma)
    lines = versus_lines(pair, result, lang, action_text=action_text,
                         quirks=(first.quirk_name, second.quirk_name), perks=(perks[0], perks[1]))
    reports = None
    if settle_price:
        reports = yield from _settle(result, sides, perks, lines, lang, failure_cost)
    yield Record(mechanics(*lines))
    return Versus(pair, result, reports, action_text)


def _settle(result: OpposedResult, sides: list[_Side], perks: list[str], lines: list[str],
            lang: str, failure_cost: int | None) -> Procedure[tuple[SideReport, SideReport]]:
    reports = []
    for side, rolled, perk in zip(sides, result.sides, perks, strict=True):
        options = quirk_rewards(quirk=rolled.quirk, succeeded=rolled.outcome.succeeded)
        reward, character = yield from price.take_reward(side.character, options, lines, lang,
                                                         who=side.name)
        reports.append(SideReport(character, side.quirk_name, perk, reward))
    if failure_cost is None and not all(s.outcome.succeeded for s in result.sides):
        failure_cost = yield from price.ask_cost()
    for index, (side, rolled) in enumerate(zip(sides, result.sides, strict=True)):
        report = reports[index]
        paid = yield from price.pay(report.character, rolled.outcome, failure_cost, lines, lang,
                                    who=side.name, faces=rolled.faces)
        reports[index] = SideReport(paid.character, report.quirk, report.perk, report.reward,
                                    paid.lost, paid.defeated, paid.affliction)
    lines.extend(character_tag(r.character, lang) for r in reports if r.character is not None)
    return reports[0], reports[1]
