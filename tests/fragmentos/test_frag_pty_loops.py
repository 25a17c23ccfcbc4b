"""Fragmentos' character creation and guided conflicto driven through the real program in a terminal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pexpect

from tests.conftest import area_state, run_cli, spawn_solo

ENTER, DOWN = "\r", "\x1b[B"
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
    return (home / "journals" / "noche" / "journal.md").read_text(encoding="utf-8")


def _state(home: Path) -> Any:
    return area_state(home, "noche", "fragmentos")


def _quit(child: Any) -> None:
    child.expect(PROMPT_NOCHE)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_character_creation_through_a_terminal(tmp_path: Path) -> None:
    _campaign(tmp_path, barbara=False)
    child = spawn_solo(tmp_path, "--campaign", "noche")
    child.expect(PROMPT_NOCHE)
    child.sendline("frag character new")
    child.expect("Cómo se llama")
    child.sendline("Barbara")
    child.expect("concepto")
    child.sendline("Aristócrata fugitiva")
    child.expect("Acción \\(1-5\\)")
    child.sendline("3")
    child.expect("Interacción \\(1-5\\)")
    child.sendline("2")
    child.expect("Cognición se queda con los puntos que faltan: 4")
    for prompt, name, value in (("Rasgo de Acción", "Escala", "2"),
                                ("Rasgo de Acción", "Correr", "1"),
                                ("Rasgo de Interacción", "Tenacidad", "1"),
                                ("Rasgo de Interacción", "Mentir", "1"),
                                ("Rasgo de Cognición", "Discreta", "1"),
                                ("Rasgo de Cognición", "Latín", "3")):
        child.expect(prompt)
        child.sendline(name)
        child.expect(f"Cuánto vale {name}")
        child.sendline(value)
    child.expect("sobrenatural")
    child.sendline("")
    child.expect("Hito 1")
    child.sendline("Huyó del convento")
    child.expect("Hito 2")
    child.sendline("Vio morir a su padre")
    child.expect("Su complicación")
    child.sendline("Engreída")
    child.expect("Barbara · personaje principal")   # the sheet
    child.expect("Latín \\+3")
    _quit(child)
    journal = _journal(tmp_path)
    assert "[PC:Barbara|Acción 3/3|Interacción 2/2|Cognición 4/4|Superación 5]" in journal
    assert ("(note: Rasgos: Escala +2 (Acción), Correr +1 (Acción), Tenacidad +1 (Interacción), "
            "Mentir +1 (Interacción), Discreta +1 (Cognición), Latín +3 (Cognición))"
            in journal)
    assert ("(note: Concepto: Aristócrata fugitiva. Hitos: Huyó del convento; Vio morir a su "
            "padre. Complicación: Engreída)" in journal)
    assert "Barbara" in str(_state(tmp_path))


def _answer_conflict(child: Any) -> None:
    """Barbara (Acción 3, Escala +2, no weapon) against a secondary rival of 4 dice and +1."""
    child.expect("Qué intenta hacer el personaje")
    child.sendline("Resistirse a la máscara")
    child.expect("Qué característica de Barbara")
    child.expect("3. Cognición")
    child.send(ENTER)                               # Acción is the first
    child.expect("Ayuda algún arma")
    child.expect("motosierra")
    child.send(ENTER)                               # none
    child.expect("Qué rasgo encaja mejor")
    child.expect("Discreta \\+1")                   # no rasgo, Latín +3, Escala +2, ...
    child.send(DOWN)
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Cuántos dados tira el rival")
    child.sendline("4")
    child.expect("Lleva el rival algún arma")
    child.expect("motosierra")
    child.send(ENTER)
    child.expect("mejor rasgo del rival")
    child.sendline("1")
    child.expect("Quién es el rival")
    child.expect("personaje principal")             # monstruo, secundario, principal
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Es un reto peligroso")
    child.expect("2. no")
    child.send(DOWN)
    child.send(ENTER)
    child.expect("Barbara contra Rival")            # the odds come before the roll, by name
    child.expect("4547/5832")


def _assert_barbara_won(home: Path) -> None:
    journal = _journal(home)
    assert ("@ Resistirse a la máscara\n"
            "d: 3d6=6 [2 5 6] +2 = 8 (Barbara) vs 4d6=4 [3 3 2 2] +1 = 5 (Rival)"
            " -> gana Barbara\n") in journal
    assert _state(home)["threat"] == 2               # not dangerous, no presagio: unchanged


def test_guided_conflicto_with_typed_faces_through_a_terminal(tmp_path: Path) -> None:
    _campaign(tmp_path)
    child = spawn_solo(tmp_path, "--campaign", "noche")
    child.expect(PROMPT_NOCHE)
    child.sendline("set dice physical")             # the program asks for the faces
    child.expect(PROMPT_NOCHE)
    child.sendline("frag conflicto")
    _answer_conflict(child)
    child.expect("Tira 3 d6")
    child.sendline("2 5 6")
    child.expect("Tira 4 d6")
    child.sendline("3 3 2 2")
    child.expect("gana Barbara")
    _quit(child)
    _assert_barbara_won(tmp_path)


def test_guided_conflicto_takes_dice_from_the_command_line(tmp_path: Path) -> None:
    _campaign(tmp_path)
    child = spawn_solo(tmp_path, "--seed", "1", "--campaign", "noche", timeout=8)
    child.expect(PROMPT_NOCHE)
    child.sendline("frag conflicto --dice '2 5 6' --vs-dice '3 3 2 2'")
    _answer_conflict(child)
    child.expect(r"gana (Barbara|Rival)")
    assert child.match.group(1) == "Barbara", "the typed faces were not used"
    _quit(child)
    _assert_barbara_won(tmp_path)
