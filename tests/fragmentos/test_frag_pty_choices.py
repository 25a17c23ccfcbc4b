"""Issue 13 through a terminal: Fragmentos' guided conflict knows the rival; the reto's ladder."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import run_cli
from tests.fragmentos.test_frag_pty_loops import BARBARA, PROMPT_NOCHE, _campaign, _journal
from tests.pty_helpers import CTRL_C, DOWN, ENTER, UP, Terminal

DUKE = "\n".join(["Duque", "3", "3", "3", "", "", "Implacable +4", "", ""]) + "\n"


def _start(home: Path) -> Terminal:
    _campaign(home)
    code, _, err = run_cli("--campaign", "noche", "frag", "character", "new", "--rank", "monster",
                           home=home, stdin=DUKE)
    assert code == 0, err
    term = Terminal(home, "--campaign", "noche", prompt=PROMPT_NOCHE)
    term.send("set dice physical")
    term.wait_prompt()
    return term


def test_guided_conflict_against_a_sheet_in_play_with_physical_dice(tmp_path: Path) -> None:
    assert BARBARA
    term = _start(tmp_path)
    term.send("frag conflicto")
    term.expect("Contra quién es el conflicto")
    term.expect(r"Duque \(monstruo\)")
    term.press(ENTER)                                   # the first sheet in play: the Duke
    term.answer("Qué intenta hacer", "Sostener la mirada del Duque")
    term.expect("Qué característica de Barbara")
    term.expect("3. Cognición")
    term.press(DOWN)
    term.press(DOWN)
    term.press(ENTER)                                   # Cognición
    term.expect("motosierra")
    term.press(ENTER)
    term.expect("Qué rasgo encaja mejor")
    term.expect("Discreta \\+1")                    # ningún, Latín, Escala, Correr, …, Discreta
    for _ in range(6):
        term.press(DOWN)
    term.press(ENTER)
    term.expect("Qué característica de Duque")
    term.expect("3. Cognición")
    term.press(DOWN)
    term.press(DOWN)
    term.press(ENTER)
    term.expect("motosierra")
    term.press(ENTER)
    term.expect("Qué rasgo encaja mejor")
    term.expect("Implacable \\+4")
    term.press(DOWN)
    term.press(ENTER)
    term.expect("2. no")                               # dangerous? the cursor is on "no"
    term.press(UP)
    term.press(ENTER)
    term.expect("Barbara contra Duque")               # the odds, by name, before the dice
    term.answer(r"Tira 4 d6 por Barbara \(conflicto contra Duque\)", "2 2 3 5")
    term.answer(r"Tira 3 d6 por Duque \(conflicto contra Barbara\)", "1 3 3")
    term.expect("gana Duque")
    # the Duke's 1: a presagio, its d36 rolled as two d6 (tens and units): 2 then 1 is the 7th
    term.expect(r"Tira 2 d6 \(decenas y unidades: 1 d36\) por el presagio \(presagio 1 de 1")
    term.send("21")
    term.expect("Engreída")                            # a cualidad to win? none (the default)
    term.press(ENTER)
    term.expect(r"Barbara pierde 2: 1 por perder el conflicto peligroso y 1 por el 1 que sacó"
                 r" Duque")
    term.expect("protección de guion")
    term.expect("2. no")                               # the menu is up
    term.press(CTRL_C)                                  # leaves before deciding: the loss
    term.finish("Se toma la respuesta por defecto: no",  # the dice gave is taken all the same
                "Cognición 4 → 2", "Amenaza 2 → 3")
    journal = _journal(tmp_path)
    assert "[PC:Barbara|Cognición 4→2]" in journal
    assert "@ Sostener la mirada del Duque" in journal
    assert ("d: Duque Implacable 3d6kh1+1+4=8 (1 3 3) -> oposición 8\n"   # the round: the rival,
            "d: Barbara Discreta 4d6kh1+1=6 (2 2 3 5) vs TN 8 -> gana Duque"   # then Barbara
            in journal)
    assert "tbl: fragmentos/presagios d36=7" in journal


def test_guided_reto_offers_the_ladder_and_takes_physical_dice(tmp_path: Path) -> None:
    term = _start(tmp_path)
    term.send("frag reto")
    term.answer("Qué intenta hacer", "Trepar la tapia")
    term.expect("Qué característica de Barbara")
    term.press(ENTER)                                   # Acción
    term.expect("motosierra")
    term.press(ENTER)
    term.expect("Qué rasgo encaja mejor")
    term.expect("Discreta \\+1")
    term.press(DOWN)
    term.press(DOWN)                                    # ningún, Latín, Escala
    term.press(ENTER)
    term.answer(r"fácil 4, normal 5, difícil 6, muy difícil 7, o un número\) \[5\]", "difícil")
    term.expect("2. no")
    term.press(ENTER)
    term.answer(r"Tira 3 d6 por Barbara \(reto contra dificultad 6\)", "2 4 4")
    term.expect("Éxito")
    term.wait_prompt()
    term.send("frag reto")
    term.expect("Qué intenta hacer")
    term.press(CTRL_C)
    term.finish("interrumpido")
    assert "d: Escala 3d6kh1+1+2=7 (2 4 4) vs TN 6 -> Éxito" in _journal(tmp_path)
