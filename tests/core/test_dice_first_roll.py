"""`--dice` takes the first roll's faces, and only those (issue 25, point 4).

Every command that takes typed faces is found by walking the command index (a new one fails
until it has its line in `EDGES`), and each is run one-shot with the exact faces of its first
roll, one fewer and one more: the exact faces are taken (the journal shows them), a roll that
comes later — a tie-break, a list's die, a table drawn after, a presagio — comes from the
program's dice and is never an error, and a count that does not fill the first roll is one
clear line that saves nothing of the roll.
"""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from solo.dice.rng import SeededRng, d
from tests.conftest import Shell, run_cli
from tests.core.test_numbers_bounds import CAMPAIGN, campaign_home, leaves

FACE_OPTIONS = ("--dice", "--vs-dice", "--ts-dice", "--against")
"""Options whose value is faces typed by the player (`table new --dice` is an expression)."""
ANSWERS = "1\n" * 40
"""What a player answering every question with its first option (or the text `1`) types."""


@dataclass(frozen=True)
class Edge:
    """How to reach one command's first roll, and what the journal shows once it is rolled."""

    system: str
    line: str
    faces: str
    mark: str
    later: str | None = None
    setup: tuple[tuple[str, str], ...] = ()
    stdin: str = ""
    pool: bool = False
    """The faces are the pool itself (Tricube's `versus`): their count is the player's to
    choose, up to the rules' most."""


EDGES: dict[tuple[str, str], Edge] = {
    ("roll", "--dice"): Edge("none", "roll 3d6", "1 2 3", "d: 3d6=6 (1 2 3) -> 6"),
    ("table roll", "--dice"): Edge(   # row 3 rolls an inline {1d4}: a later roll
        "none", "table roll core/complicaciones", "3", "core/complicaciones 1d12=3",
        "quedan "),
    ("oracle", "--dice"): Edge(  # a tie: its extra die is a later roll
        "none", "oracle llueve", "+ - 0 0", "d: 4dF=0 (+-00) -> ", "desempate"),
    ("scene new", "--dice"): Edge(  # 3 at tension 5: altered, the alterations table later
        "none", "scene new Otra --draw", "3", "d: Escena 1d10=3 vs TN 5 -> Alterada",
        "tbl: engine/alteraciones"),
    ("event", "--dice"): Edge(  # a thread advances: the thread's die and the meaning later
        "none", "event --keep-open", "45", "gen: Suceso 1d100=45 + 1d100=", "[#Thread:Pista]"),
    ("thread roll", "--dice"): Edge("none", "thread roll", "2", "d: 1d2=2 -> [#Thread:Huella]",
                                    setup=(("thread add Huella", ""),)),
    ("npc roll", "--dice"): Edge("none", "npc roll", "2", "d: 1d2=2 -> [#N:Bruno]",
                                 setup=(("npc add Bruno", ""),)),
    ("npc react", "--dice"): Edge("none", "npc react Ana", "3 4", "d: 2d6=7 (3 4) -> "),
    ("npc do", "--dice"): Edge("none", "npc do Ana", "3 4", "d: 2d6=7 (3 4) -> "),
    ("fate roll", "--dice"): Edge("fate", "fate roll", "+ + 0 0", " (++00) "),
    ("fate recover", "--dice"): Edge(
        "fate", "fate recover leve --skill vigoroso", "+ + 0 0", " (++00) ",
        setup=(("fate absorb 2", "3\nAsustada\n"),)),
    ("fate do", "--dice"): Edge("fate", "fate do", "+ + 0 0", " (++00) ",
                                stdin="Saltar\n2\n" + ANSWERS),   # a difficulty opposes
    ("fate challenge", "--dice"): Edge("fate", "fate challenge", "+ + 0 0", " (++00) ",
                                       stdin=ANSWERS),
    ("fate contest", "--dice"): Edge(  # the rival's 4dF is the program's: the faces are Nia's
        "fate", "fate contest Orco", "+ + 0 0", "-> Intercambio 1: Nia 4, ",
        "d: Orco 4dF", stdin=ANSWERS),
    ("fate conflict", "--dice"): Edge(
        "fate", "fate conflict Orco", "+ + 0 0", " (++00) ", "Orco se defiende",
        stdin=ANSWERS),
    ("zodiac action", "--dice"): Edge(  # a natural 1: the TS PB after it is a later roll
        "zodiac", "zodiac action --at=0", "1", "d: 1d12=1 (1) vs TN 7 -> ",
        "d: TS PB 1d6"),
    ("zodiac action", "--ts-dice"): Edge(
        "zodiac", "zodiac action --at=0 --dice=1", "3", " (3) vs TN "),
    ("zodiac ts", "--dice"): Edge("zodiac", "zodiac ts --score=2", "4", " (4) vs TN "),
    ("zodiac crossroads", "--dice"): Edge(  # conviction: Ventaja's way is chosen after one die
        "zodiac", "zodiac crossroads", "9", " (9 ", stdin="1\n1\n1\n\n\n1\n" + ANSWERS),
    ("zodiac idea", "--dice"): Edge(
        "zodiac", "zodiac idea", "7", "tbl: zodiac/consecuencias 1d12=7",
        setup=(("zodiac action --at=0 --dice=5", ""),)),
    ("zodiac karma", "--dice"): Edge(
        "zodiac", "zodiac karma dejavu", "9", "d: 1d12=9 (9) vs TN 7 -> ",
        setup=(("zodiac action --at=0 --dice=5", ""),), stdin=ANSWERS),
    ("zodiac state", "--dice"): Edge(
        "zodiac", "zodiac state recover fatiga leve --ts vol", "4", " (4) vs TN ",
        setup=(("zodiac state take fatiga leve", ""),)),
    ("frag reto", "--dice"): Edge(  # a 1: its presagio is a later roll
        "fragmentos", "frag reto --score=3 --difficulty=4", "1 3 4", "d: 3d6kh1=4 (1 3 4)",
        "tbl: fragmentos/presagios"),
    ("frag conflicto", "--dice"): Edge(
        "fragmentos", "frag conflicto --score=3 --vs-score=2 --vs-dice=5 5", "1 2 3",
        "d: Personaje 3d6kh1=3 (1 2 3) vs TN ", "tbl: fragmentos/presagios"),
    ("frag conflicto", "--vs-dice"): Edge(
        "fragmentos", "frag conflicto --score=3 --vs-score=2 --dice=6 6 6", "5 5",
        "d: Rival 2d6kh1+1=6 (5 5) -> "),
    ("tricube challenge", "--dice"): Edge(  # all ones: the complication is a later roll
        "tricube", "tricube challenge --count=2", "1 1", "d: 2d6>=5=0 (1 1) -> Fallo crítico",
        "tbl: tricube/complicaciones", stdin=ANSWERS),
    ("tricube versus", "--dice"): Edge(
        "tricube", "tricube versus --against=5 4", "6 2", "d: Primero 2d6>=5=1 (6 2) -> ", pool=True),
    ("tricube versus", "--against"): Edge(
        "tricube", "tricube versus --dice=6 2", "5 4", "d: Segundo 2d6>=6=0 (5 4) -> ", pool=True),
}


def _typed_faces(parser: argparse.ArgumentParser) -> list[str]:
    return [action.option_strings[0] for action in parser._actions
            if action.option_strings and action.option_strings[0] in FACE_OPTIONS
            and action.dest != "expression"]


def test_every_command_that_takes_typed_faces_has_its_edges() -> None:
    found = {(leaf, option) for leaf, parser in leaves().items()
             for option in _typed_faces(parser)}
    assert found == set(EDGES)


_ROOT = Path(tempfile.mkdtemp(prefix="solo-first-roll-"))


def _home(edge: Edge) -> Path:
    home = campaign_home(edge.system, _ROOT)
    for line, answers in edge.setup:
        code, _out, err = run_cli("--campaign", CAMPAIGN, *_words(line), home=home,
                                  stdin=answers)
        assert code == 0, (line, err)
    return home


def _words(line: str) -> list[str]:
    """The line's words; `--option=a b` keeps its faces together."""
    words: list[str] = []
    for word in line.split():
        if words and "=" in words[-1] and words[-1].startswith("--") and not word.startswith("-"):
            words[-1] += f" {word}"
        else:
            words.append(word)
    return words


def _run(edge: Edge, option: str, faces: str) -> tuple[int, str, str]:
    home = _home(edge)
    code, _out, err = run_cli("--seed", "1", "--campaign", CAMPAIGN, *_words(edge.line),
                              f"{option}={faces}", home=home, stdin=edge.stdin)
    journal = (home / "journals" / CAMPAIGN / "journal.md").read_text("utf-8")
    return code, err, journal


COUNT_ERRORS = ("primera tirada", "caras")


@pytest.mark.parametrize(("leaf", "option"), list(EDGES), ids=[" ".join(k) for k in EDGES])
def test_the_exact_faces_are_the_first_roll_and_later_rolls_are_the_programs(
        leaf: str, option: str) -> None:
    edge = EDGES[(leaf, option)]
    code, err, journal = _run(edge, option, edge.faces)
    assert "Traceback" not in err
    assert "primera tirada" not in err, err
    assert edge.mark in journal, (code, err)
    if edge.later is not None:
        assert edge.later in journal, "no later roll was made"


def _shorter_and_longer(edge: Edge) -> list[tuple[str, int]]:
    faces = edge.faces.split()
    return [(" ".join(faces[:-1]), len(faces) - 1), (" ".join([*faces, faces[-1]]), len(faces) + 1)]


@pytest.mark.parametrize(("leaf", "option"), [key for key, edge in EDGES.items() if not edge.pool],
                         ids=[" ".join(k) for k, e in EDGES.items() if not e.pool])
def test_one_face_less_or_more_is_one_clear_line_that_rolls_nothing(leaf: str,
                                                                    option: str) -> None:
    edge = EDGES[(leaf, option)]
    for faces, given in _shorter_and_longer(edge):
        code, err, journal = _run(edge, option, faces)
        assert code == 2, (faces, err)
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
        assert (str(given) in err) if faces else ("ninguna cara" in err), err
        assert edge.mark not in journal


@pytest.mark.parametrize(("leaf", "option"), [key for key, edge in EDGES.items() if edge.pool])
def test_a_pool_typed_is_as_large_as_the_player_makes_it_up_to_the_rules_most(
        leaf: str, option: str) -> None:
    edge = EDGES[(leaf, option)]
    code, err, journal = _run(edge, option, "6")
    assert code == 0, err
    assert " 1d6>=" in journal and " (6) -> " in journal
    code, err, _journal = _run(edge, option, "6 5 4 3")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "4" in err, err


def test_acceptance_an_altered_scene_at_tension_nine_is_drawn(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "t", "--system", "none", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "t", "tension", "9", home=tmp_path)[0] == 0
    (drawn,) = SeededRng(3).roll(d(12), 1)
    code, out, err = run_cli("--seed", "3", "--json", "--campaign", "t", "scene", "new", "X",
                             "--dice", "5", "--draw", home=tmp_path)
    assert code == 0, err   # the odds, the rule and its choice go to stderr: stdout is JSON
    import json

    scene = json.loads(out)
    assert (scene["outcome"], scene["die"], scene["alteration"]["roll"]) == (
        "altered", 5, drawn)
    journal = (tmp_path / "journals" / "t" / "journal.md").read_text("utf-8")
    assert "d: Escena 1d10=5 vs TN 9 -> Alterada\ntbl: engine/alteraciones 1d12=" in journal
def test_in_the_shell_the_later_roll_asks_physical_dice_by_its_table(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    for line in ("campaign new t --system none", "tension 9", "set dice physical"):
        shell.run(line)
    asked: list[str] = []
    read = shell.app.read_input
    shell.app.read_input = lambda prompt="", **kw: asked.append(prompt) or read(prompt, **kw)
    shell.feed("1\n7\n")   # the alterations table, then its die, by hand
    run = shell.run("scene new X --dice 5")
    assert run.result.alteration.roll == 7
    assert [prompt for prompt in asked if prompt.startswith("Tira")] == [
        "Tira 1 d12 por la tabla (1d12 en engine/alteraciones) y escribe las caras (1 a 12): "]
    journal = (tmp_path / "journals" / "t" / "journal.md").read_text("utf-8")
    assert "d: Escena 1d10=5 vs TN 9 -> Alterada\ntbl: engine/alteraciones 1d12=7 -> " in journal
