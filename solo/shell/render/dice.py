"""Renderers for rolls and dice odds."""

from __future__ import annotations

from fractions import Fraction

from rich.console import Group, RenderableType
from rich.text import Text

from solo.commands.dice import DiceOdds
from solo.dice.roll import Roll
from solo.i18n import t
from solo.shell.render import renders
from solo.shell.render.bars import odds_table

_FATE = {1: ("+", "bold green"), 0: ("0", "bold white"), -1: ("−", "bold red")}


def face_text(face: int, label: str, kept: bool = True, sides: int = 6) -> Text:
    """One die face, coloured: Fate symbols, or highest/lowest faces highlighted."""
    if label == "dF":
        symbol, style = _FATE[face]
    else:
        symbol = str(face)
        style = "bold green" if face == sides else "bold red" if face == 1 else "bold white"
    if not kept:
        style = "dim strike"
    return Text(f"[{symbol}]", style=style)


@renders(Roll)
def render_roll(result: Roll) -> RenderableType:
    """`4dF  [+] [0] [−] [+]  = 1`."""
    line = Text(f"{result.expression}  ", style="bold cyan")
    for group in result.groups:
        if group.sign < 0:
            line.append("− ")
        for face, kept in zip(group.faces, group.kept, strict=True):
            line.append_text(face_text(face, group.die.label, kept, group.die.high))
            line.append(" ")
    if result.constant:
        line.append(f"{'+' if result.constant > 0 else '−'} {abs(result.constant)} ")
    line.append(f" = {result.total}", style="bold yellow")
    return line


@renders(DiceOdds)
def render_dice_odds(result: DiceOdds) -> RenderableType:
    """Each total with its exact chance, a bar, and the chance of at least that total."""
    items = [(total, Fraction(p)) for total, p in sorted(result.probabilities.items())]
    at_least, remaining = [], Fraction(1)
    for _total, probability in items:
        at_least.append(f"{float(remaining) * 100:.2f}")
        remaining -= probability
    table = odds_table(((str(total), p) for total, p in items), title=result.expression,
                       first_column=t("cmd.odds.col.total"),
                       extra=((t("cmd.odds.col.at_least"), at_least),))
    mean = Fraction(result.mean)
    return Group(table, Text(t("cmd.odds.mean", mean=f"{float(mean):.3f} ({mean})"), style="dim"))
