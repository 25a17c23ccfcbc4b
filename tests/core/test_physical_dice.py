"""Physical dice ask for dice a player owns, how many, whose and what for (issue 25, point 5).

No one owns a d36 or a d3: every die the program rolls — any size a list or a table of weights
can need, every table's dice, every command's rolls — is asked as d4, d6, d8, d10, d12, d20,
dF, or two d10 (d100), or two d6 read as tens and units (d36), and the faces typed are read
back with every face of the die as likely as the others.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import GeneratorType

import pytest

from solo.commands import find
from solo.commands.base import Context
from solo.dice.physical import reading_of
from solo.dice.rng import FATE, Die, d
from solo.errors import DiceEntryError
from solo.i18n import t, use_language
from solo.oneshot import parse_words
from solo.procedures.steps import Ask, Message
from solo.shell.dice_prompt import dice_question
from solo.shell.driver import AskingRng, drive, match_choice
from tests.core.test_dice_first_roll import EDGES, _home, _words
from tests.core.test_numbers_bounds import CAMPAIGN

OWNED = {"d4", "d6", "d8", "d10", "d12", "d20", "dF"}
DICE_KEYS = ("core.dice.type_faces", "core.dice.type_faces_for")
MOST_SIDES = 1000
"""The most sides a die of the dice notation may have (and so a table's weights, in practice)."""


def _owned(die: Die) -> str:
    """The owned die a prompt for `die` names (and checks it names how many, and why)."""
    reading = reading_of(die)
    with use_language("es"):
        question = dice_question(reading, 1, None)
        text = t(question.prompt, **question.params)
    found = re.match(r"Tira (\d+) (dF|d\d+)\b", text)
    assert found, text
    return found.group(2)


@pytest.mark.parametrize("sides", range(2, MOST_SIDES + 1))
def test_every_die_is_rolled_on_dice_a_player_owns_each_face_as_likely(sides: int) -> None:
    die = d(sides)
    reading = reading_of(die)
    assert _owned(die) in OWNED
    faces: Counter[int] = Counter()
    for value in range(1, reading.span + 1):
        if value > reading.limit:  # above the part kept: roll again
            with pytest.raises(DiceEntryError) as again:
                reading.read(_as_typed(reading, value))
            assert again.value.key == "dice.entry.roll_again"
            continue
        faces[reading.read(_as_typed(reading, value))] += 1
    assert sorted(faces) == list(range(1, sides + 1))
    assert len(set(faces.values())) == 1  # every face equally likely: the odds stay exact


def _as_typed(reading: object, value: int) -> tuple[int, ...]:
    """The faces a player types for the `value`-th reading of the owned dice."""
    from solo.dice.physical import Reading

    assert isinstance(reading, Reading)
    if reading.percentile or not reading.digits:
        return (value % reading.span if reading.percentile else value,)
    digits = []
    left = value - 1
    for _ in range(reading.dice):
        digits.append(left % reading.owned.size + 1)
        left //= reading.owned.size
    return tuple(reversed(digits))


def test_a_d36_is_two_d6_read_as_tens_and_units_and_says_so() -> None:
    with use_language("es"):
        question = dice_question(reading_of(d(36)), 1, None)
        text = t(question.prompt, **question.params)
    assert text.startswith("Tira 2 d6 (decenas y unidades: 1 d36)")
    assert reading_of(d(36)).typed((3, 4), 1) == reading_of(d(36)).typed((34,), 1) == (16,)
    assert _owned(FATE) == "dF" and _owned(d(100)) == "d10" and _owned(d(1)) == "d1"


def _table_dice(expression: str) -> list[Die]:
    from solo.dice.notation import parse
    from solo.dice.tree import Pool, walk

    return [node.die for node in walk(parse(expression).root) if isinstance(node, Pool)]


def test_every_table_and_every_die_in_its_rows_is_asked_as_dice_a_player_owns() -> None:
    from solo.tables.load import load_library
    from solo.tables.text import placeholders

    library = load_library(Path("/nonexistent"))
    seen: set[str] = set()
    for table in library.tables():
        dice = (_table_dice(table.dice) if table.dice
                else [d(sum(row.weight or 0 for row in table.rows))])
        if table.columns is not None:
            dice += _table_dice(table.columns.dice)
        for row in table.rows:
            for text in (*row.text.by_language.values(),
                         *(v for cell in row.cells for v in cell.by_language.values())):
                dice += [die for holder in placeholders(text) if holder.dice
                         for die in _table_dice(holder.dice)]
        for die in dice:
            seen.add(die.label)
            assert die.high == 1 or _owned(die) in OWNED, (table.id, die)
    assert {"d36", "d100", "d%", "d6"} & seen  # the walk saw the dice no one owns


@dataclass
class Player:
    """Answers physical dice with faces that fit, every other question from a script."""

    answers: list[str]
    asked: list[str] = field(default_factory=list)
    unannounced: list[str] = field(default_factory=list)
    errors: list[Message] = field(default_factory=list)
    _turn: int = 0

    def ask(self, question: Ask) -> str:
        text = t(question.prompt, **question.params)
        if question.prompt not in DICE_KEYS:
            if not self.answers:
                raise EOFError
            answer = self.answers.pop(0)  # a menu's answer is the value it names, as drivers do
            return (match_choice(question, answer) or answer) if question.choices else answer
        self.asked.append(text)
        if question.prompt == "core.dice.type_faces":
            self.unannounced.append(text)
        found = re.match(r"Tira (\d+) (dF|d\d+)", text)
        assert found, text
        count, die = int(found.group(1)), found.group(2)
        if die == "d10" and "decenas y unidades" in text:  # a number per d100
            count //= 3 if "centenas" in text else 2
        if die == "dF":  # one + and blanks: never a tie that needs an endless tie-break
            return " ".join(["+", *["0"] * (count - 1)])
        highest = int(re.findall(r"1 a (\d+)", text)[0])
        self._turn += 1  # faces that change from roll to roll (a table drawn again differs)
        return " ".join([str(1 + self._turn % highest)] * count)

    def show(self, item: object) -> None:
        if isinstance(item, Message) and item.style == "error":
            self.errors.append(item)


def _play(home: Path, line: str, player: Player) -> None:
    from solo.campaign.store import Campaign

    name, *words = _words(line)
    found = find(name)
    assert found is not None
    _area, command = found
    ctx = Context(home=home, rng=AskingRng(player), interactive=True)
    ctx.open_campaign(Campaign.open(home, CAMPAIGN))
    try:
        args = parse_words(command, words)
        with ctx.transaction(line):
            result = command.run(ctx, args)
            if isinstance(result, GeneratorType):
                drive(result, player, ctx)
    finally:
        ctx.close_campaign()


STDIN = {"tricube versus": "\nOgro\n" + "\n" * 10}
"""Answers of a command whose line asks more without its typed faces (the guided versus)."""


def _played(home: Path, line: str, player: Player) -> str | None:
    """Play `line`; the key of the error it ended with, if any."""
    from solo.errors import SoloError

    try:
        _play(home, line, player)
    except SoloError as error:
        return error.key
    return None


@pytest.mark.parametrize(("leaf", "option"), list(EDGES), ids=[" ".join(k) for k in EDGES])
def test_every_roll_of_every_command_asks_for_dice_a_player_owns_by_whose_and_why(
        leaf: str, option: str) -> None:
    edge = EDGES[(leaf, option)]
    if option != "--dice":
        pytest.skip("the same command: its --dice line covers it")
    home = _home(edge)
    player = Player(STDIN.get(leaf, edge.stdin).splitlines() or ["1"] * 20)
    with use_language("es"):
        left = _played(home, edge.line, player)
    assert left in (None, "core.cancelled")  # a cancel when the script runs out: the player left
    assert player.asked, "no physical dice were asked for"
    assert player.unannounced == []
    assert all(re.match(r"Tira \d+ (d4|d6|d8|d10|d12|d20|dF)\b", text) for text in player.asked)
    assert [error.key for error in player.errors] == []
