"""Renderers for rolls and dice odds."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from fractions import Fraction
from itertools import accumulate

from rich.console import Group, RenderableType

from solo.commands.dice import DiceOdds, DiceOddsList, check_text
from solo.dice.limits import MAX_EXPLOSIONS, MAX_REROLLS
from solo.dice.roll import DieResult, GroupRoll, Roll, RollList
from solo.i18n import t
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Text

_FATE = {1: ("+", "die.good"), 0: ("0", "die.neutral"), -1: ("−", "die.bad")}


def face_text(face: int, label: str, kept: bool = True, sides: int = 6) -> Text:
    """One die face, coloured: Fate symbols, or highest/lowest faces highlighted."""
    if label.startswith("dF"):
        symbol, style = _FATE[face]
    else:
        symbol = str(face)
        style = "die.good" if face == sides else "die.bad" if face == 1 else "die.neutral"
    if not kept:
        style = "die.dropped"
    return Text(f"[{symbol}]", style=style)


def die_text(group: GroupRoll, result: DieResult) -> Text:
    """One die: `[6]`, a compounded `[6+6+2]`, `[6]!` when it exploded, rerolled faces struck."""
    text = Text()
    for face in result.rerolled:
        text.append_text(face_text(face, group.die.label, False, group.die.high))
    if len(result.faces) > 1 and not group.fate:
        style = "die.dropped" if not result.kept else "die.good"
        text.append(f"[{'+'.join(str(face) for face in result.faces)}]", style=style)
    else:
        text.append_text(face_text(result.faces[0] if group.fate else result.value,
                                   group.die.label, result.kept, group.die.high))
    if result.exploded:
        text.append("!", style="die.good")
    if result.counted and result.kept:
        text.append("✓" if result.counted > 0 else "✗",
                    style="die.good" if result.counted > 0 else "die.bad")
    return text


@renders(Roll)
def render_roll(result: Roll) -> RenderableType:
    """`1d6-1d4  [2] - [3]  = -1`, each pool's dice where the pool is written."""
    line = Text(f"{result.expression}  ", style="code")
    for part in result.shown:
        if isinstance(part, str):
            line.append(part)
            continue
        group = result.groups[part]
        for index, die in enumerate(group.dice):
            if index:
                line.append(" ")
            line.append_text(die_text(group, die))
        if group.label:
            line.append(f" {group.label}", style="muted")
    line.append(f"  = {result.total}", style="total")
    if result.check is not None:
        style = "outcome.success" if result.check.success else "outcome.fail"
        line.append("  → ")
        line.append(check_text(result.check.success, result.check.margin), style=style)
    if result.comment:
        line.append(f"  # {result.comment}", style="muted")
    return line


@renders(RollList)
def render_roll_list(result: RollList) -> RenderableType:
    """One line per roll."""
    return Group(*(render_roll(item) for item in result.rolls))


@renders(DiceOdds)
def render_dice_odds(result: DiceOdds) -> RenderableType:
    """Each total (or range of totals): exact chance, a bar, the chance of at least it."""
    dist = result.distribution
    possible: Sequence[int] = range(dist.low, dist.max + 1)
    counts: Sequence[int] = dist.weights
    if 0 in counts:  # totals that cannot happen are left out
        possible, counts = zip(*dist.items(), strict=True)
    rows = odds_rows(possible, counts, dist.total_count)
    table = odds_table(((label, p) for label, p, _ in rows), title=result.expression,
                       first_column=t("cmd.odds.col.total"),
                       extra=((t("cmd.odds.col.at_least"),
                               [f"{float(at_least) * 100:.2f}" for _, _, at_least in rows]),))
    parts: list[RenderableType] = [table]
    totals = len(dist.weights) - dist.weights.count(0)
    if len(rows) < totals:
        parts.append(Text(t("dice.odds.grouped", rows=len(rows), totals=totals), style="muted"))
    if dist.overflow:
        parts.append(Text(_beyond(result.beyond_key, _chance(dist.beyond)), style="muted"))
    success = result.success
    if success is not None:
        failure = 1 - success - dist.beyond
        parts.append(Text(t("dice.odds.check", target=str(result.check),
                            success=_chance(success), failure=_chance(failure))))
    mean = dist.mean
    exact = f" ({mean})" if mean.denominator < 10**6 else ""
    parts.append(Text(t("cmd.odds.mean", mean=f"{float(mean):.3f}{exact}"), style="muted"))
    return Group(*parts)


def _beyond(key: str, chance: str) -> str:
    """The line of the chance left past the limits."""
    if key == "dice.odds.beyond_explosions":
        return t("dice.odds.beyond_explosions", limit=MAX_EXPLOSIONS, chance=chance)
    if key == "dice.odds.beyond_rerolls":
        return t("dice.odds.beyond_rerolls", limit=MAX_REROLLS, chance=chance)
    return t("dice.odds.beyond_both", explosions=MAX_EXPLOSIONS, rerolls=MAX_REROLLS,
             chance=chance)


def _chance(value: Fraction) -> str:
    """`1/7776 (0.0129%)`, or only the percentage when the fraction is long."""
    percent = f"{float(value) * 100:.4g}%"
    if value.denominator < 10**12:
        return f"{value.numerator}/{value.denominator} ({percent})"
    return percent


@renders(DiceOddsList)
def render_dice_odds_list(result: DiceOddsList) -> RenderableType:
    """One table per roll."""
    return Group(*(render_dice_odds(item) for item in result.items))


MAX_ROWS = 30
TAIL = 10**6


def odds_rows(totals: Sequence[int], counts: Sequence[int], denominator: int,
              max_rows: int = MAX_ROWS, tail: int = TAIL) -> list[tuple[str, Fraction, Fraction]]:
    """Rows `(label, chance, chance of at least its first total)`, at most about `max_rows`.

    `totals` are the possible totals, lowest first, and `counts` their counts out of
    `denominator`. Every sum is read from one list of running sums of the counts
    (integers), and only the rows shown become fractions. Short distributions give
    one row per total. Long ones put each end whose chance is below 1/`tail` in one
    row (`≤ 1200`, `≥ 5800`) and group the rest into ranges of equal width (`3400–3409`).

    >>> rows = odds_rows(range(1, 7), [1] * 6, 6, max_rows=3)
    >>> [(label, str(p), str(at_least)) for label, p, at_least in rows]
    [('1–2', '1/3', '1'), ('3–4', '1/3', '2/3'), ('5–6', '1/3', '1/3')]
    """
    before = list(accumulate(counts, initial=0))  # before[i]: the counts of totals[:i]
    size = len(counts)
    if size <= max_rows:
        return _ranges(totals, before, 0, size, 1, denominator)
    mass = before[-1]
    rare = (denominator - 1) // tail  # x * tail < denominator, without a big product
    low = min(bisect_right(before, rare) - 1, size - 1)  # the totals below: at most `rare`
    high = max(bisect_left(before, mass - rare), low + 1) - 1  # the totals above: too
    rows = [(f"≤ {totals[low - 1]}", Fraction(before[low], denominator),
             Fraction(mass, denominator))] if low else []
    rows += _ranges(totals, before, low, high + 1, -(-(high + 1 - low) // max_rows),
                    denominator)
    if high < size - 1:
        above = mass - before[high + 1]
        rows.append((f"≥ {totals[high + 1]}", Fraction(above, denominator),
                     Fraction(above, denominator)))
    return rows


def _ranges(totals: Sequence[int], before: list[int], start: int, end: int, width: int,
            denominator: int) -> list[tuple[str, Fraction, Fraction]]:
    """The rows of `totals[start:end]`, `width` totals each."""
    rows = []
    mass = before[-1]
    for first in range(start, end, width):
        last = min(first + width, end) - 1
        label = str(totals[first]) if first == last else f"{totals[first]}–{totals[last]}"
        rows.append((label, Fraction(before[last + 1] - before[first], denominator),
                     Fraction(mass - before[first], denominator)))
    return rows
