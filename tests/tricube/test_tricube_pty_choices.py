"""Issue 13 through a terminal: Tricube's off-trait roll of one die, Karma that says what it
changes, the dice before the affliction question, versus by name; physical dice and Ctrl-C."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.pty_helpers import CTRL_C, DOWN, ENTER, UP, Terminal
from tests.tricube.test_tricube_pty import (
    MAGA,
    PROMPT_C,
    _finish,
    _no_knowledge_no_quirk,
)

BRUNO = "\n".join(["Bruno", "fuerte", "herrero", "brazos de hierro", "gruñón"]) + "\n"


def _start(home: Path) -> Terminal:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    for sheet in (MAGA, BRUNO):
        assert run_cli("--campaign", "c", "tricube", "character", "new", home=home,
                       stdin=sheet)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "use", "Maga", home=home)[0] == 0
    term = Terminal(home, "--campaign", "c", prompt=PROMPT_C)
    term.send("set dice physical")
    term.wait_prompt()
    return term


def test_off_trait_outside_knowledge_one_die_karma_and_ctrl_c(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("tricube challenge --guided")
    term.answer("Qué intenta hacer Maga", "forzar la reja")
    term.expect("rasgo astuto")
    term.expect("2. no")
    term.press(DOWN)                                   # off-trait
    term.press(ENTER)
    term.expect("Hace falta un saber")
    term.expect("2. no")
    term.press(UP)                                     # outside her knowledge
    term.press(ENTER)
    term.expect("Se tira 1 dado")                     # one die: the singular
    term.expect("difícil \\(6\\)")
    term.press(ENTER)                                  # difficulty 5
    term.expect("nariz verrugosa")
    term.press(ENTER)                                  # no quirk
    term.expect("Probabilidad de éxito: 1/3 \\(33.3%\\)")         # the odds before the die
    term.answer(r"Tira 1 d6 por Maga \(desafío contra 5\)", "4")
    term.expect(r"¿Gasta alguien el único Karma del desafío para bajar la dificultad a 4\? "
                r"Quedaría en Éxito")
    term.expect(r"3\. Bruno \(Karma 3\)")             # the ally may pay it: the menu is up
    term.press(CTRL_C)                                 # leaves at the Karma question: the
    term.finish("Se toma la respuesta por defecto")    # die shown is taken, no Karma spent


def test_versus_by_name_with_physical_dice_and_the_dice_before_the_affliction(
        tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("tricube resolve -2 --pc Bruno")   # Bruno is down to 1 Resolve
    term.wait_prompt()
    term.send("tricube versus --cost 1")
    term.answer("Qué se disputan", "el martillo")
    term.answer(r"primer bando.*\[Maga\]", "")
    term.expect("rasgo astuto")
    term.expect("2. no")
    term.press(ENTER)
    _no_knowledge_no_quirk(term, "nariz verrugosa")
    term.answer(r"Contra quién.*\[Bruno\]", "")
    term.expect("rasgo fuerte")
    term.expect("2. no")
    term.press(ENTER)
    _no_knowledge_no_quirk(term, "gruñón")
    term.expect(r"Probabilidades: gana Maga")         # the odds before the first die
    term.answer(r"Tira 3 d6 por Maga \(enfrentado a Bruno\)", "6 6 2")
    term.answer(r"Tira 3 d6 por Bruno \(enfrentado a Maga\)", "1 1 1")
    term.expect("Gana Maga")
    # The defeat's question shows the dice that brought it (a critical: 2 Resolve).
    term.answer(r"Derrota de Bruno \(\[1\] \[1\] \[1\], −2 de Resolución\)", "un brazo roto")
    journal = _finish(term, tmp_path)
    assert "d: Maga 3d6>=1=3 (6 6 2) -> " in journal
    assert "un brazo roto" in journal


def test_the_trait_menu_takes_the_word_a_player_types_for_her(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    term.send("tricube character new")
    term.answer("¿Cómo se llama el personaje", "Mirta")
    term.expect("3. astuto")
    term.send("astuta")                                # feminine: the same trait
    seen = term.expect("¿Cuál es su concepto")
    assert "no es ninguna de las opciones" not in seen
    assert "→ astuto" in seen
    term.press(CTRL_C)
    term.finish("interrumpido")
