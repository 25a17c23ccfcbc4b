"""Issue 27 through a terminal: the guided challenge asks which effort track the hits go to,
in a menu long enough for two-digit numbers, with physical dice, and Ctrl-C leaves it whole."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import area_state, run_cli
from tests.pty_helpers import CTRL_C, ENTER, Terminal
from tests.tricube.test_tricube_pty import MAGA, PROMPT_C, _journal

TRACKS = [f"Reja {n}" for n in range(1, 11)] + ["Puerta «norte»"]


def _campaign(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "tricube", home=home)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "new", home=home,
                   stdin=MAGA)[0] == 0
    for name in TRACKS:
        code, _, err = run_cli("--campaign", "c", "tricube", "effort", "new", name, "3",
                               home=home)
        assert code == 0, err


def _remaining(home: Path) -> dict[str, int]:
    trackers = area_state(home, "c", "tricube")["trackers"]
    return {name: data["remaining"] for name, data in trackers.items()}


def test_the_hits_go_to_the_track_picked_by_a_two_digit_number(tmp_path: Path) -> None:
    _campaign(tmp_path)
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    term.send("set dice physical")
    term.wait_prompt()
    term.send("tricube challenge --guided")
    note = "abrir la reja; \"rápido\" | sin ruido > 'ya'"
    term.answer("Qué intenta hacer Maga", note)
    term.expect("A qué desafío con fichas de esfuerzo van los aciertos", "1. a ninguno",
                r"11\. Reja 10 \(quedan 3/3 fichas, dificultad 5\)", r"12\. Puerta «norte»")
    term.send("11")
    term.expect("La dificultad es la de Reja 10: 5")
    term.expect("rasgo astuto")
    term.expect("2. no")
    term.press(ENTER)                                  # fits her trait
    term.expect("Hace falta un saber")
    term.expect("2. no")
    term.press(ENTER)                                  # no outside knowledge
    term.expect("nariz verrugosa")
    term.press(ENTER)                                  # no quirk
    term.expect(r"Probabilidad de éxito: 19/27 \(70\.4%\)")
    term.answer(r"Tira 3 d6 por Maga \(desafío contra 5\)", "6 5 2")
    term.expect("aciertos: 2")
    term.expect(r"Reja 10.*1/3")
    term.wait_prompt()
    left = _remaining(tmp_path)
    assert left["Reja 10"] == 1
    assert all(count == 3 for name, count in left.items() if name != "Reja 10")
    journal = _journal(tmp_path)
    assert f"@ {note}" in journal
    assert ("d: 3d6>=5=2 (6 5 2) -> Éxito excepcional (aciertos: 2)\n"
            "=> Reja 10: quedan 1/3 fichas\n") in journal
    # Ctrl-C at the same question: no roll, no token, no journal line.
    term.send("tricube challenge --guided")
    term.answer("Qué intenta hacer Maga", "otra vez")
    term.expect(r"Reja 10 \(quedan 1/3 fichas")
    term.press(CTRL_C)
    term.expect("interrumpido")
    term.wait_prompt()
    term.quit()
    assert _remaining(tmp_path) == left
    after = _journal(tmp_path)
    assert after.startswith(journal)                   # only the block's closing fence added
    assert "otra vez" not in after
    assert after.count("d: ") == 1


def test_in_english_a_track_is_named_and_overcome_ones_are_not_offered(tmp_path: Path) -> None:
    _campaign(tmp_path)
    code, out, err = run_cli("--json", "--lang", "en", "--campaign", "c", "tricube",
                             "challenge", "--guided", "--dice", "6 6 5", home=tmp_path,
                             stdin="crack it\nReja 2\n\n\n")
    assert code == 0, err
    assert json.loads(out)["effort"] == {"name": "Reja 2", "removed": 3, "remaining": 0,
                                         "tokens": 3}
    assert "Which effort challenge do the hits go to?" in err
    code, out, err = run_cli("--lang", "en", "--campaign", "c", "tricube", "challenge",
                             "--guided", "--dice", "2 2 2", home=tmp_path,
                             stdin="again\n1\n\n\n\n\n")
    assert code == 0, err
    assert "Reja 1 (3/3 tokens left, difficulty 5)" in out
    assert "Reja 2 (" not in out                        # overcome: not offered again


def test_in_english_through_a_terminal_track_and_rival(tmp_path: Path) -> None:
    assert run_cli("--lang", "en", "campaign", "new", "c", "--system", "tricube",
                   home=tmp_path)[0] == 0
    for sheet in ("Nia\nagile\nthief\nlockpicks\ncurious\n",
                  "Bruno\nbrawny\nsmith\nhammer\ngrumpy\n",
                  "Ana\ncrafty\nsage\nbooks\ncough\n"):
        assert run_cli("--lang", "en", "--campaign", "c", "tricube", "character", "new",
                       home=tmp_path, stdin=sheet)[0] == 0
    for wound in ("one", "two", "three", "four"):   # Bruno retires
        assert run_cli("--lang", "en", "--campaign", "c", "tricube", "affliction", "add",
                       wound, "--pc", "Bruno", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "character", "use", "Nia",
                   home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "tricube", "effort", "new", "Gate", "2", "--difficulty",
                   "4", home=tmp_path)[0] == 0
    term = Terminal(tmp_path, "--lang", "en", "--campaign", "c", prompt=PROMPT_C)
    term.send("set dice physical")
    term.wait_prompt()
    term.send("tricube challenge --guided")
    term.answer("What does Nia attempt", "pick the lock")
    term.expect("Which effort challenge do the hits go to", "1. none",
                r"2\. Gate \(2/2 tokens left, difficulty 4\)")
    term.send("2")
    term.expect("The difficulty is Gate's: 4")
    term.expect("agile trait")
    term.press(ENTER)
    term.expect("knowledge beyond")
    term.press(ENTER)
    term.expect("curious")
    term.press(ENTER)
    term.expect(r"Chance of success: 7/8 \(87\.5%\); exceptional: 1/2 \(50\.0%\)")
    term.answer(r"Roll 3 d6 for Nia", "4 4 1")
    term.expect("hits: 2")
    term.wait_prompt()
    term.send("tricube versus")
    term.answer("What are they contending for", "the key")
    term.expect(r"first side.*\[Nia\]")
    term.press(CTRL_C)                       # leaves before any die
    term.expect("nterrupted")
    term.wait_prompt()
    term.send("tricube versus")
    term.answer("What are they contending for", "the key")
    term.answer(r"first side.*\[Nia\]", "")
    term.expect("agile trait")
    term.press(ENTER)
    term.expect("knowledge beyond")
    term.press(ENTER)
    term.expect("curious")
    term.press(ENTER)
    term.expect(r"Against whom.*\[Ana\]")    # retired Bruno is not offered
    term.press(CTRL_C)
    term.expect("nterrupted")
    term.wait_prompt()
    term.quit()
    assert _remaining(tmp_path) == {"Gate": 0}
    text = _journal(tmp_path)
    assert "d: 3d6>=4=2 (4 4 1) -> Exceptional success (hits: 2)\n=> Gate: 0/2 tokens left" in text
    assert "the key" not in text
