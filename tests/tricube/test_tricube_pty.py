"""Tricube's guided loops driven end to end through the real `solo` program in a terminal."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import DOWN, ENTER, Terminal, journal

PROMPT_C = r"solo \[c[^\]]*\]> "
MAGA = "\n".join(["Maga", "astuto", "maga", "piromancia", "nariz verrugosa"]) + "\n"


def _journal(home: Path) -> str:
    return journal(home, "c")


def _finish(term: Terminal, home: Path) -> str:
    """Wait for the prompt, quit, and return the journal of campaign `c`."""
    term.finish()
    return _journal(home)


def _no_knowledge_no_quirk(term: Terminal, quirk: str) -> None:
    """Answer "no" (the default) to outside knowledge and to using a quirk (`quirk` listed)."""
    term.expect("Hace falta un saber")
    term.expect("2. no")
    term.press(ENTER)
    term.expect(quirk)
    term.press(ENTER)


def _sheet(home: Path) -> dict[str, object]:
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "character", "show",
                             home=home)
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    term.send("tricube character new")
    term.answer("llama el personaje", "Maga")
    term.expect("astuto")                     # the trait menu: crafty is the third
    term.press(DOWN)
    term.press(DOWN)
    term.press(ENTER)
    term.answer("concepto", "maga")
    term.answer("Qué ventaja tiene", "piromancia")
    term.answer("Qué defecto tiene", "nariz verrugosa")
    term.expect("Maga, maga \\(rasgo astuto\\): Karma 3, Resolución 3")
    term.finish("nariz verrugosa")            # the sheet
    assert ("[PC:Maga|maga (rasgo astuto)|Ventaja: piromancia|Defecto: nariz verrugosa|Karma 3|"
            "Resolución 3]" in _journal(tmp_path))
    sheet = _sheet(tmp_path)
    assert (sheet["name"], sheet["trait"], sheet["concept"]) == ("Maga", "crafty", "maga")


def test_guided_challenge_with_typed_faces_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                   stdin=MAGA)[0] == 0
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    term.send("set dice physical")        # the program asks for the faces
    term.wait_prompt()
    term.send("tricube challenge --guided")
    term.answer("Qué intenta hacer Maga", "cruzar el puente podrido")
    term.expect("rasgo astuto")               # fits the trait: yes (first)
    term.expect("2. no")
    term.press(ENTER)
    term.expect("Hace falta un saber")        # outside knowledge: the default, no
    term.expect("2. no")
    term.press(ENTER)
    term.expect("Se tiran 3 dados")
    term.expect("difícil \\(6\\)")            # difficulty: the default, 5
    term.press(ENTER)
    term.expect("nariz verrugosa")            # quirk: the PJ's own is the second
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Probabilidad de éxito: 91/216 \\(42.1%\\)")
    term.answer("Tira 3 d6", "3 4 2")
    term.expect("aciertos: 0")
    term.expect("el defecto no devuelve nada a Maga")  # Karma and Resolve are full
    term.expect("1 de Resolución")            # the price: "1" is the third
    term.press(DOWN)
    term.press(DOWN)
    term.press(ENTER)
    term.expect("A Maga le queda 2 de Resolución")
    journal = _finish(term, tmp_path)
    assert "@ cruzar el puente podrido" in journal
    assert ("d: +1 defecto (nariz verrugosa) 3d6>=6=0 (3 4 2) -> Fallo (aciertos: 0)"
            in journal)
    assert "=> El defecto no devuelve nada: Karma y Resolución completos" in journal
    assert "=> Maga pierde 1 de Resolución" in journal
    assert "[PC:Maga|Karma 3|Resolución 2]" in journal
    sheet = _sheet(tmp_path)
    assert (sheet["karma"], sheet["resolve"]) == (3, 2)


NIA = "\n".join(["Nia", "ágil", "ladrona", "ganzúas", "curiosa"]) + "\n"
BRUNO = "\n".join(["Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón"]) + "\n"


def test_guided_versus_with_physical_dice_through_a_terminal(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    for answers in (BRUNO, NIA):               # the last one created is the active one
        assert run_cli("--campaign", "c", "tricube", "character", "new", home=tmp_path,
                       stdin=answers)[0] == 0
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    term.send("set dice physical")        # the program asks each side's faces
    term.wait_prompt()
    term.send("tricube versus")
    term.answer("Qué se disputan", "la llave del faro")
    term.expect(r"primer bando.*\[Nia\]")     # the active character by default
    term.send("")
    term.expect("rasgo ágil")                 # fits the trait: yes (the default)
    term.expect("2. no")
    term.press(ENTER)
    _no_knowledge_no_quirk(term, "curiosa")
    term.answer(r"Contra quién.*\[Bruno\]", "")
    term.expect("rasgo fuerte")               # Bruno's roll does not fit: "no" is second
    term.expect("2. no")
    term.press(DOWN)
    term.press(ENTER)
    _no_knowledge_no_quirk(term, "gruñón")
    term.expect(r"Probabilidades: gana Nia \d+/\d+ \(\d+\.\d%\), gana Bruno \d+/\d+ \(\d+\.\d%\)")
    term.expect("Tira 3 d6 por Nia \\(enfrentado a Bruno\\)")   # whose dice, and why
    term.send("5 5 2")
    term.answer("Tira 2 d6 por Bruno \\(enfrentado a Nia\\)", "5 3")
    term.expect(r"Gana Nia \(igualó con más dados\)")
    term.expect("Cuánta Resolución cuesta")   # the price: the program as GM (the default)
    term.expect("1 de Resolución")
    term.press(ENTER)
    term.expect("A Bruno le queda 2 de Resolución")
    journal = _finish(term, tmp_path)
    assert "@ Nia vs Bruno: la llave del faro" in journal
    assert "d: Nia 3d6>=5=2 (5 5 2) -> Éxito" in journal
    assert "d: Bruno 2d6>=5=1 (5 3) -> Fallo" in journal
    assert "-> Gana Nia" in journal
    assert "=> Bruno pierde 1 de Resolución" in journal
    code, out, err = run_cli("--json", "--campaign", "c", "tricube", "character", "show",
                             "Bruno", home=tmp_path)
    assert code == 0, err
    assert json.loads(out)["resolve"] == 2
