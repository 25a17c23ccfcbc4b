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
    term.finish()


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    _campaign(tmp_path, barbara=False)
    term = Terminal(tmp_path, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("frag character new")
    term.answer("Cómo se llama", "Barbara")
    term.answer("concepto", "Aristócrata fugitiva")
    term.answer("Acción \\(1-5\\)", "3")
    term.answer("Interacción \\(1-5\\)", "2")
    term.expect("Cognición se queda con los puntos que faltan: 4")
    for prompt, name, value in (("Rasgo de Acción", "Escala", "2"),
                                ("Rasgo de Acción", "Correr", "1"),
                                ("Rasgo de Interacción", "Tenacidad", "1"),
                                ("Rasgo de Interacción", "Mentir", "1"),
                                ("Rasgo de Cognición", "Discreta", "1"),
                                ("Rasgo de Cognición", "Latín", "3")):
        term.answer(prompt, name)
        term.answer(f"Cuánto vale {name}", value)
    term.answer("sobrenatural", "")
    term.answer("Hito 1", "Huyó del convento")
    term.answer("Hito 2", "Vio morir a su padre")
    term.answer("Su complicación", "Engreída")
    term.expect("Barbara · personaje principal")   # the sheet
    term.expect("Latín \\+3")
    after = term.wait_prompt()
    assert "Barbara · personaje principal" not in after      # the sheet once, not twice
    assert "Amenaza 2" in after
    term.quit()
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
    term.answer("Qué intenta hacer el personaje", "Resistirse a la máscara")
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
    term.answer("Cuántos dados tira el rival", "4")
    term.expect("Lleva el rival algún arma")
    term.expect("motosierra")
    term.press(ENTER)
    term.answer("mejor rasgo del rival", "1")
    term.expect("Quién es el rival")
    term.expect("personaje principal")             # monstruo, secundario, principal
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Es un conflicto peligroso")
    term.expect("2. no")
    term.press(DOWN)
    term.press(ENTER)
    term.expect("Barbara contra Rival")            # the odds come before the roll, by name
    term.expect("4547/5832")


def _assert_barbara_won(home: Path) -> None:
    journal = _journal(home)
    assert ("@ Resistirse a la máscara\n"
            "d: Rival 4d6kh1+1+1=5 (3 3 2 2) -> oposición 5\n"
            "d: Barbara Escala 3d6kh1+2=8 (2 5 6) vs TN 5 -> gana Barbara\n") in journal
    assert _state(home)["threat"] == 2               # not dangerous, no presagio: unchanged


def test_guided_conflicto_with_typed_faces_through_a_terminal(tmp_path: Path) -> None:
    _campaign(tmp_path)
    term = Terminal(tmp_path, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("set dice physical")             # the program asks for the faces
    term.wait_prompt()
    term.send("frag conflicto")
    _answer_conflict(term)
    term.answer("Tira 3 d6", "2 5 6")
    term.answer("Tira 4 d6", "3 3 2 2")
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
