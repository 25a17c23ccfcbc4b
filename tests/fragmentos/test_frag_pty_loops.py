"""Fragmentos' character creation and guided conflicto driven through the real program in a terminal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import area_state, run_cli
from tests.pty_helpers import DOWN, ENTER, Terminal, journal

PROMPT_NOCHE = r"solo \[noche[^\]]*\]> "
BARBARA = "\n".join([
    "Barbara", "Aristócrata fugitiva", "3", "2",
    "Escala", "2", "Correr", "1", "Tenacidad", "1", "Mentir", "1", "Discreta", "1", "Latín", "3",
    "", "Huyó del convento", "Vio morir a su padre", "Engreída"]) + "\n"


def _campaign(home: Path, *, barbara: bool = True) -> None:
    assert run_cli("campaign", "new", "noche", "--system", "fragmentos", home=home)[0] == 0
    if barbara:
        code, _, err = run_cli("--campaign", "noche", "frag", "character", "new", home=home,
                               stdin=BARBARA)
        assert code == 0, err


def _journal(home: Path) -> str:
    return journal(home, "noche")


def _state(home: Path) -> Any:
    return area_state(home, "noche", "fragmentos")


def _quit(term: Terminal) -> None:
    term.wait_prompt()
    term.quit()


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    _campaign(tmp_path, barbara=False)
    term = Terminal(tmp_path, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("frag character new")
    term.expect("Cómo se llama")
    term.send("Barbara")
    term.expect("concepto")
    term.send("Aristócrata fugitiva")
    term.expect("Acción \\(1-5\\)")
    term.send("3")
    term.expect("Interacción \\(1-5\\)")
    term.send("2")
    term.expect("Cognición se queda con los puntos que faltan: 4")
    for prompt, name, value in (("Rasgo de Acción", "Escala", "2"),
                                ("Rasgo de Acción", "Correr", "1"),
                                ("Rasgo de Interacción", "Tenacidad", "1"),
                                ("Rasgo de Interacción", "Mentir", "1"),
                                ("Rasgo de Cognición", "Discreta", "1"),
                                ("Rasgo de Cognición", "Latín", "3")):
        term.expect(prompt)
        term.send(name)
        term.expect(f"Cuánto vale {name}")
        term.send(value)
    term.expect("sobrenatural")
    term.send("")
    term.expect("Hito 1")
    term.send("Huyó del convento")
    term.expect("Hito 2")
    term.send("Vio morir a su padre")
    term.expect("Su complicación")
    term.send("Engreída")
    term.expect("Barbara · personaje principal")   # the sheet
    term.expect("Latín \\+3")
    _quit(term)
    journal = _journal(tmp_path)
    assert "[PC:Barbara|Acción 3/3|Interacción 2/2|Cognición 4/4|Superación 5]" in journal
    assert ("(note: Rasgos: Escala +2 (Acción), Correr +1 (Acción), Tenacidad +1 (Interacción), "
            "Mentir +1 (Interacción), Discreta +1 (Cognición), Latín +3 (Cognición))"
            in journal)
    assert ("(note: Concepto: Aristócrata fugitiva. Hitos: Huyó del convento; Vio morir a su "
            "padre. Complicación: Engreída)" in journal)
    assert "Barbara" in str(_state(tmp_path))


def _answer_conflict(term: Terminal) -> None:
    """Barbara (Acción 3, Escala +2, no weapon) against a secondary rival of 4 dice and +1."""
    term.expect("Qué intenta hacer el personaje")
    term.send("Resistirse a la máscara")
    term.expect("Qué característica de Barbara")
    term.expect("3. Cognición")
    term.press(ENTER)                               # Acción is the first
    term.expect("Ayuda algún arma")
    term.expect("motosierra")
    term.press(ENTER)                               # none
    term.expect("Qué rasgo encaja mejor")
    term.expect("Discreta \\+1")                   # no rasgo, Latín +3, Escala +2, ...
    term.press(DOWN)
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Cuántos dados tira el rival")
    term.send("4")
    term.expect("Lleva el rival algún arma")
    term.expect("motosierra")
    term.press(ENTER)
    term.expect("mejor rasgo del rival")
    term.send("1")
    term.expect("Quién es el rival")
    term.expect("personaje principal")             # monstruo, secundario, principal
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Es un reto peligroso")
    term.expect("2. no")
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Barbara contra Rival")            # the odds come before the roll, by name
    term.expect("4547/5832")


def _assert_barbara_won(home: Path) -> None:
    journal = _journal(home)
    assert ("@ Resistirse a la máscara\n"
            "d: 3d6=6 [2 5 6] +2 = 8 (Barbara) vs 4d6=4 [3 3 2 2] +1 = 5 (Rival)"
            " -> gana Barbara\n") in journal
    assert _state(home)["threat"] == 2               # not dangerous, no presagio: unchanged


def test_guided_conflicto_with_typed_faces_through_a_terminal(tmp_path: Path) -> None:
    _campaign(tmp_path)
    term = Terminal(tmp_path, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("set dice physical")             # the program asks for the faces
    term.wait_prompt()
    term.send("frag conflicto")
    _answer_conflict(term)
    term.expect("Tira 3 d6")
    term.send("2 5 6")
    term.expect("Tira 4 d6")
    term.send("3 3 2 2")
    term.expect("gana Barbara")
    _quit(term)
    _assert_barbara_won(tmp_path)


def test_guided_conflicto_takes_dice_from_the_command_line(tmp_path: Path) -> None:
    _campaign(tmp_path)
    term = Terminal(tmp_path, "--seed", "1", "--campaign", "noche", timeout=8, prompt=PROMPT_NOCHE)
    term.send("frag conflicto --dice '2 5 6' --vs-dice '3 3 2 2'")
    _answer_conflict(term)
    term.expect(r"gana (Barbara|Rival)")
    assert term.child.match.group(1) == "Barbara", "the typed faces were not used"
    _quit(term)
    _assert_barbara_won(tmp_path)
