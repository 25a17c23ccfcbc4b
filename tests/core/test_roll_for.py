"""A roll announced by a procedure: its odds shown first, physical dice asked for by whose and why."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from solo.commands.base import Context
from solo.dice.rng import D6, FATE, Rng
from solo.i18n import t, use_language
from solo.procedures.prefilled import quiet
from solo.procedures.steps import Ask, Procedure, RollFor, Show, run_scripted
from solo.shell.driver import AskingRng, drive
from tests.conftest import Shell


@dataclass
class FakeIo:
    """Answers questions from a list and keeps what was asked and shown."""

    answers: Iterator[str]
    asked: list[str] = field(default_factory=list)
    shown: list[object] = field(default_factory=list)

    def ask(self, question: Ask) -> str:
        self.asked.append(t(question.prompt, **question.params))
        return next(self.answers)

    def show(self, item: object) -> None:
        self.shown.append(item)


def defend(rng: Rng) -> Procedure[tuple[int, ...]]:
    """Roll an attacker's 4dF after announcing it, then an unannounced d6."""
    yield RollFor("Capitán Rojas", "table.roll.why", {"dice": "4dF", "table": "defensa"},
                  odds="ODDS")
    faces = rng.roll(FATE, 4)
    return faces + rng.roll(D6, 1)


def test_physical_dice_are_asked_for_by_whose_and_why_and_the_odds_come_first(
        tmp_path: Path) -> None:
    io = FakeIo(iter(["+0-+", "5"]))
    ctx = Context(home=tmp_path, rng=AskingRng(io))  # no campaign: nothing to keep between dice
    with use_language("es"):
        result = drive(defend(ctx.rng), io, ctx)
    assert result == (1, 0, -1, 1, 5)
    assert io.shown == ["ODDS"]
    assert io.asked[0].startswith("Tira 4 dF por Capitán Rojas (4dF en defensa)")
    # The announcement is for one batch only: the next roll is asked plainly.
    assert io.asked[1].startswith("Tira 1 d6 y escribe")
    assert list(tmp_path.iterdir()) == []  # without a campaign, nothing is written


def test_physical_fate_dice_are_asked_for_by_their_symbols_and_other_dice_by_their_range() -> None:
    io = FakeIo(iter(["+0-+", "5"]))
    ctx = Context.__new__(Context)
    ctx.rng = AskingRng(io)
    ctx.show_odds = True
    with use_language("es"):
        drive(defend(ctx.rng), io, ctx)
    assert io.asked[0].endswith("y escribe las caras (cada dado +, 0 o -):")
    assert io.asked[1] == "Tira 1 d6 y escribe las caras (1 a 6):"
    english = FakeIo(iter(["+0-+", "5"]))
    ctx.rng = AskingRng(english)
    with use_language("en"):
        drive(defend(ctx.rng), english, ctx)
    assert english.asked[0].endswith("and type the faces (each die +, 0 or -):")
    assert english.asked[1] == "Roll 1 d6 and type the faces (1 to 6):"


def test_a_scripted_run_keeps_the_announced_rolls_and_quick_commands_keep_their_odds() -> None:
    from solo.dice.rng import ScriptedRng

    run = run_scripted(defend(ScriptedRng([1, 0, -1, 1, 5])), [])
    assert [roll.who for roll in run.rolls] == ["Capitán Rojas"]
    quick = run_scripted(quiet(defend(ScriptedRng([1, 0, -1, 1, 5])), {}), [])
    assert [roll.odds for roll in quick.rolls] == ["ODDS"]  # the odds come first everywhere
    assert not any(isinstance(step, Show) for step in quick.steps)


def test_a_table_roll_in_the_shell_is_announced_before_its_result(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    run = shell.run("table roll core/giros --dice 5")
    lines = run.out.splitlines()
    assert lines[0] == "1d20 en core/giros"
    assert lines[1].startswith("core/giros 1d20=5 → ")
    assert run.result.roll == 5
    many = shell.run("table roll core/giros --times 2 --dice '5 6'")
    assert many.out.count("1d20 en core/giros") == 2



def test_the_quick_oracle_asks_for_physical_dice_as_the_oracles(tmp_path: Path) -> None:
    from solo.commands.base import Context as Ctx
    from solo.commands.parsing import PlainParser
    from solo.engine.commands.oracle import ORACLE

    io = FakeIo(iter(["+ + 0 -", "+ + 0 0", "+", *["50"] * 6]))
    ctx = Ctx(home=tmp_path, rng=AskingRng(io))
    with use_language("es"):
        ORACLE.run(ctx, ORACLE.build(PlainParser).parse_args(["¿Llueve?"]))
        ORACLE.run(ctx, ORACLE.build(PlainParser).parse_args([]))
    assert io.asked[0].startswith("Tira 4 dF por el oráculo (responder «¿Llueve?»)")
    assert io.asked[1].startswith("Tira 4 dF por el oráculo (responder tu pregunta)")
