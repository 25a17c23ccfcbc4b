"""Renderers for rolls and dice odds."""

from __future__ import annotations

from fractions import Fraction

from rich.console import Group, RenderableType

from solo.commands.dice import DiceOdds
from solo.dice.roll import Roll
from solo.i18n import t
from solo.render import renders
from solo.render.bars import odds_table
from solo.render.safe import Text

_FATE = {1: ("+", "die.good"), 0: ("0", "die.neutral"), -1: ("−", "die.bad")}


def face_text(face: int, label: str, kept: bool = True, sides: int = 6) -> Text:
    """One die face, coloured: Fate symbols, or highest/lowest faces highlighted."""
    if label == "dF":
        symbol, style = _FATE[face]
    else:
        symbol = str(face)
        style = "die.good" if face == sides else "die.bad" if face == 1 else "die.neutral"
    if not kept:
        style = "die.dropped"
    return Text(f"[{symbol}]", style=style)


@renders(Roll)
def render_roll(result: Roll) -> RenderableType:
    """`4dF  [+] [0] [−] [+]  = 1`."""
    line = Text(f"{result.expression}  ", style="code")
    for group in result.groups:
        if group.sign < 0:
            line.append("− ")
        for face, kept in zip(group.faces, group.kept, strict=True):
            line.append_text(face_text(face, group.die.label, kept, group.die.high))
            line.append(" ")
    if result.constant:
        line.append(f"{'+' if result.constant > 0 else '−'} {abs(result.constant)} ")
    line.append(f" = {result.total}", style="total")
    return line


@renders(DiceOdds)
def render_dice_odds(result: DiceOdds) -> RenderableType:
    """Each total (or range of totals): exact chance, a bar, the chance of at least it."""
    items = [(total, Fraction(p)) for total, p in sorted(result.probabilities.items())]
    rows = odds_rows(items)
    table = odds_table(((label, p) for label, p, _ in rows), title=result.expression,
                       first_column=t("cmd.odds.col.total"),
                       extra=((t("cmd.odds.col.at_least"),
                               [f"{float(at_least) * 100:.2f}" for _, _, at_least in rows]),))
    mean = Fraction(result.mean)
    parts: list[RenderableType] = [table]
    if len(rows) < len(items):
        parts.append(Text(t("dice.odds.grouped", rows=len(rows), totals=len(items)), style="muted"))
    exact = f" ({mean})" if mean.denominator < 10**6 else ""
    parts.append(Text(t("cmd.odds.mean", mean=f"{float(mean):.3f}{exact}"), style="muted"))
    return Group(*parts)


MAX_ROWS = 30
TAIL = Fraction(1, 10**6)


def odds_rows(items: list[tuple[int, Fraction]], max_rows: int = MAX_ROWS,
              tail: Fraction = TAIL) -> list[tuple[str, Fraction, Fraction]]:
    """Rows `(label, chance, chance of at least its first total)`, at most about `max_rows`.

    Short distributions give one row per total. Long ones put each end whose
    chance is below `tail` in one row (`≤ 1200`, `≥ 5800`) and group the rest into
    ranges of equal width (`3400–3409`).

    >>> rows = odds_rows([(total, Fraction(1, 6)) for total in range(1, 7)], max_rows=3)
    >>> [(label, str(p), str(at_least)) for label, p, at_least in rows]
    [('1–2', '1/3', '1'), ('3–4', '1/3', '2/3'), ('5–6', '1/3', '1/3')]
    """
    if len(items) <= max_rows:
        return _ranges(items, 1, Fraction(1))
    low, below = 0, Fraction(0)
    while low < len(items) - 1 and below + items[low][1] < tail:
        below += items[low][1]
        low += 1
    high, above = len(items) - 1, Fraction(0)
    while high > low and above + items[high][1] < tail:
        above += items[high][1]
        high -= 1
    middle = items[low:high + 1]
    rows = [(f"≤ {items[low - 1][0]}", below, Fraction(1))] if low else []
    rows += _ranges(middle, -(-len(middle) // max_rows), 1 - below)
    if high < len(items) - 1:
        rows.append((f"≥ {items[high + 1][0]}", above, above))
    return rows


def _ranges(items: list[tuple[int, Fraction]], width: int,
            remaining: Fraction) -> list[tuple[str, Fraction, Fraction]]:
    rows = []
    for start in range(0, len(items), width):
        chunk = items[start:start + width]
        first, last = chunk[0][0], chunk[-1][0]
        chance = sum((p for _, p in chunk), Fraction(0))
        rows.append((str(first) if first == last else f"{first}–{last}", chance, remaining))
        remaining -= chance
    return rows
