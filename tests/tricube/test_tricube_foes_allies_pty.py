"""Issue 27 through a terminal: a foe's traits and level move the guided challenge's difficulty,
and the one Karma of the challenge paid by an ally, in Spanish and English, with physical dice,
notes with `; | > " '` and Ctrl-C half-way."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import area_state, run_cli
from tests.pty_helpers import CTRL_C, ENTER, Terminal
from tests.tricube.test_tricube_pty import PROMPT_C, _journal
from tests.tricube.test_tricube_pty_choices import _start


def _witch(home: Path) -> None:
    code, _, err = run_cli("--campaign", "c", "tricube", "effort", "foe", "Bruja", "--rasgos",
                           "astuto", home=home)
    assert code == 0, err


def test_a_crafty_foe_and_an_allys_karma_in_spanish(tmp_path: Path) -> None:
    term = _start(tmp_path)                     # Maga (astuta) active, Bruno beside her
    _witch(tmp_path)
    term.send("tricube challenge --guided")
    term.answer("Qué intenta hacer Maga", "conjurar; \"ya\" | sin humo > 'hoy'")
    term.answer(r"2\. Bruja", "2")
    term.expect("rasgo astuto")
    term.press(ENTER)                           # fits her trait
    term.expect("Hace falta un saber")
    term.press(ENTER)                           # no outside knowledge
    term.expect(r"Qué rasgo pone a prueba la tirada contra Bruja")
    term.expect(r">  3\. astuto")                # her own trait, offered first
    term.press(ENTER)
    term.expect(r"dificultad 5 \+1 = 6")        # the foe's crafty trait
    term.expect("nariz verrugosa")
    term.press(ENTER)                           # no quirk
    term.expect(r"Probabilidad de éxito: 91/216 \(42\.1%\)")   # 3d6 against 6, exact
    term.answer(r"Tira 3 d6 por Maga", "5 3 2")
    term.expect(r"¿Gasta alguien el único Karma", r"3\. Bruno \(Karma 3\)")
    term.send("3")                              # Bruno helps: his Karma
    term.expect("brazos de hierro")
    term.press(ENTER)                           # the perk he narrates
    term.expect(r"\(5 \+1 enemigo −1 Karma\)")        # the screen says every step too
    term.finish("desafío superado")
    saved = area_state(tmp_path, "c", "tricube")
    assert saved["characters"]["Bruno"]["karma"] == 2
    assert saved["characters"]["Maga"]["karma"] == 3
    text = _journal(tmp_path)
    assert "@ conjurar; \"ya\" | sin humo > 'hoy'" in text
    assert ("d: +1 (enemigo: Bruja) -1 Karma de Bruno (brazos de hierro) 3d6>=5=1 (5 3 2) "
            "-> Éxito (aciertos: 1)") in text
    assert "[PC:Bruno|Karma 2|Resolución 3]" in text


def test_the_foe_question_in_english_and_ctrl_c_before_the_dice(tmp_path: Path) -> None:
    _start(tmp_path).quit()
    _witch(tmp_path)
    term = Terminal(tmp_path, "--lang", "en", "--campaign", "c", prompt=PROMPT_C)
    term.send("tricube challenge --guided --effort Bruja")
    term.answer("What does Maga attempt", "hex")
    term.expect("crafty trait")
    term.press(ENTER)
    term.expect("knowledge beyond")
    term.press(ENTER)
    term.expect(r"Which trait does the roll against Bruja test\?")
    term.expect(r">  3\. crafty")
    term.send("1")                              # agile: the witch is not agile, no step
    term.expect(r"the difficulty stays 5")
    term.expect("nariz verrugosa")
    term.press(CTRL_C)                          # leaves before any die
    term.finish("nterrupted")
    assert "d: " not in _journal(tmp_path).split("Bruja")[-1]
    assert area_state(tmp_path, "c", "tricube")["trackers"]["Bruja"]["remaining"] == 1
