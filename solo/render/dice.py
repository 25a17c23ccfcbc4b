"""Renderers for rolls and dice odds."""

from __future__ import annotations

from rich.console import Group, RenderableType

from solo.commands.dice import DiceOdds, DiceOddsList, check_text
from solo.dice.roll import DieResult, GroupRoll, Roll, RollList
from solo.i18n import t
from solo.plain_odds import dice_odds_rows, notes
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
    """One die: `[6]`, a compounded `[6+6+2]`, `[6]!` when it exploded, rerolled faces struck,
    `[20]**` a critical, `[3]^` raised by `min`."""
    text = Text()
    for face in result.rerolled:
        text.append_text(face_text(face, group.die.label, False, group.die.high))
    if len(result.faces) > 1 and not group.fate:
        style = "die.dropped" if not result.kept else "die.good"
        text.append(f"[{'+'.join(str(face) for face in result.faces)}]", style=style)
    else:
        text.append_text(face_text(result.faces[0] if group.fate else result.value,
                                   group.die.label, result.kept, group.die.high))
    if result.clamped:  # the add-on's marks: raised by min, lowered by max
        text.append("^" if result.clamped > 0 else "v", style="muted")
    if result.exploded:
        text.append("!", style="die.good")
    if result.counted and result.kept:
        text.append("✓" if result.counted > 0 else "✗",
                    style="die.good" if result.counted > 0 else "die.bad")
    if result.critical:  # critical success `**`, failure `__`, as the journal writes them
        text.append("**" if result.critical > 0 else "__",
                    style="die.good" if result.critical > 0 else "die.bad")
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
    """Each total (or range of totals): exact chance, a bar, the chance of at least it (the
    rows and lines of `solo.plain_odds`, coloured)."""
    rows = dice_odds_rows(result)
    table = odds_table(((label, p) for label, p, _ in rows), title=result.expression,
                       first_column=t("cmd.odds.col.total"),
                       extra=((t("cmd.odds.col.at_least"),
                               [f"{float(at_least) * 100:.2f}" for _, _, at_least in rows]),))
    lines = notes(result, len(rows))
    styles = ["muted"] * len(lines)
    if result.success is not None:  # the check's line, above the mean's, is not muted
        styles[-2] = ""
    return Group(table, *(Text(line, style=style) for line, style in zip(lines, styles,
                                                                         strict=True)))


@renders(DiceOddsList)
def render_dice_odds_list(result: DiceOddsList) -> RenderableType:
    """One table per roll."""
    return Group(*(render_dice_odds(item) for item in result.items))
