"""The player's own Lonelog lines: act (@), consequence (=>), question (? -> ), meta (( )."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solo.journal.entry import action, consequence, mechanics, meta, outcome, question
from tests.conftest import Shell, refused, run_cli


def journal(home: Path, name: str = "faro") -> str:
    return (home / "journals" / name / "journal.md").read_text(encoding="utf-8")


@pytest.fixture
def faro(home: Path) -> Shell:
    shell = Shell(home)
    shell.run("campaign new faro --system none")
    return shell


@pytest.mark.parametrize(("line", "expected"), [
    ("@ Fuerzo la puerta; con cuidado", action("Fuerzo la puerta; con cuidado")),
    ("@Salto", action("Salto")),
    ("@ abro la caja ``` y cierro", action("abro la caja ``` y cierro")),
    ("act Salto | y ruedo", action("Salto | y ruedo")),
    ("acción Trepo > arriba", action("Trepo > arriba")),
    ("=> La puerta cede & suena", consequence("La puerta cede & suena")),
    ("= El guarda \"despierta", consequence('El guarda "despierta')),
    ("consecuencia Nadie oye", consequence("Nadie oye")),
    ("( cambio la tensión a mano", meta("cambio la tensión a mano")),
    ("(me salto la tirada)", meta("me salto la tirada")),
    ("(note: la tirada era con ventaja)", meta("la tirada era con ventaja")),
    ("meta ojo (esto) importa", meta("ojo (esto) importa")),
    ("aparte it's late", meta("it's late")),
])
def test_one_line_lonelog_entries(faro: Shell, home: Path, line: str, expected: str) -> None:
    run = faro.run(line)
    assert run.err == ""
    written = mechanics(expected).lines  # fence markers are the journal's to escape
    assert run.result.lines == written
    assert f"\n{written[0]}\n" in journal(home)
    assert written[0] in run.out


@pytest.mark.parametrize("line", ["? ¿Hay alguien; dentro? -> No, pero \"algo\" se mueve",
                                  "question ¿Hay alguien; dentro? -> No, pero \"algo\" se mueve",
                                  "cuestión ¿Hay alguien; dentro?->No, pero \"algo\" se mueve"])
def test_question_answered_by_the_player(faro: Shell, home: Path, line: str) -> None:
    run = faro.run(line)
    assert run.err == ""
    lines = mechanics(question("¿Hay alguien; dentro?"),
                      outcome('No, pero "algo" se mueve')).lines
    assert run.result.lines == lines
    assert "\n".join(lines) in journal(home)


@pytest.mark.parametrize("line", ["? ¿Hay alguien?", "? -> Sí", "? ¿Y? ->", "@", "=>", "(",
                                  "act   ", "question"])
def test_incomplete_entries_are_one_line_and_write_nothing(faro: Shell, home: Path,
                                                          line: str) -> None:
    before = journal(home)
    run = faro.run(line)
    assert run.result is None
    assert run.err.strip() and "\n" not in run.err.strip()
    assert journal(home) == before


def test_player_lines_share_the_program_block(faro: Shell, home: Path) -> None:
    faro.run("roll 2d6 --dice '3 4'")
    faro.run("@ Salto al tejado")
    faro.run("? ¿Llego? -> Por poco")
    faro.run("=> Me cuelgo del canalón")
    faro.run("( la tirada fue generosa")
    text = journal(home)
    block = text[text.rindex("```lonelog"):]
    assert block.splitlines()[1:] == [
        "d: 2d6=7 (3 4) -> 7", action("Salto al tejado"), question("¿Llego?"),
        outcome("Por poco"), consequence("Me cuelgo del canalón"), meta("la tirada fue generosa")]
    faro.run(". Y sigo corriendo.")
    text = journal(home)
    assert text.index("```\n\nY sigo corriendo.") > text.index(meta("la tirada fue generosa"))


def test_entries_need_an_open_campaign(shell: Shell) -> None:
    run = shell.run("@ Salto")
    assert run.result is None
    assert "campaign new" in run.err


def test_help_names_the_shortcut(faro: Shell) -> None:
    assert "@" in faro.run("help act").out
    assert "->" in faro.run("question --help").out


@pytest.mark.parametrize(("argv", "expected"), [
    (("act", "Fuerzo la puerta; con cuidado"), [action("Fuerzo la puerta; con cuidado")]),
    (("consequence", "La", "puerta", "cede"), [consequence("La puerta cede")]),
    (("question", "¿Llueve? -> Sí"), [question("¿Llueve?"), outcome("Sí")]),
    (("question", "¿Llueve?", "->", "Sí"), [question("¿Llueve?"), outcome("Sí")]),
    (("meta", "(note: corrijo la escena)"), [meta("corrijo la escena")]),
])
def test_one_shot(home: Path, argv: tuple[str, ...], expected: list[str]) -> None:
    assert run_cli("campaign", "new", "faro", "--system", "none", home=home)[0] == 0
    code, out, err = run_cli("--json", "--campaign", "faro", *argv, home=home)
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data["lines"] == expected
    assert data["kind"] == argv[0]
    assert "\n".join(expected) in journal(home)
    assert journal(home).rstrip().endswith("```")


def test_one_shot_question_without_answer_is_refused(home: Path) -> None:
    run_cli("campaign", "new", "faro", "--system", "none", home=home)
    err = refused("--campaign", "faro", "question", "¿Llueve?", home=home)
    assert "->" in err


@pytest.mark.parametrize("command", ["note", "act", "meta"])
def test_a_first_double_dash_is_the_system_shells_not_the_notes(tmp_path: Path,
                                                                 command: str) -> None:
    """`solo note -- -3 PV`: the `--` only says no options follow; it is not journaled."""
    assert run_cli("campaign", "new", "faro", "--system", "none", home=tmp_path)[0] == 0
    code, _, err = run_cli("--campaign", "faro", command, "--", "-3", "PV", "--", "y", home=tmp_path)
    assert (code, err) == (0, "")
    written = journal(tmp_path)
    assert "-3 PV -- y" in written
    assert "-- -3" not in written
