"""The game master in a real terminal: two scenes with tension bending the oracle, an event
that closes a thread, a clock that fills and comes back with the pending queue, and a table
imported from Obsidian's Dice Roller rolled in the second scene."""

from __future__ import annotations

from pathlib import Path

from tests.bookkeeping_pty import QUESTIONS, asked, end_scene
from tests.pty_helpers import ENTER, Terminal, journal

DICE_ROLLER_NOTE = """\
# Rumores del muelle

| dice: 1d6 | Rumor |
|---|---|
| 1-2 | Un barco sin bandera fondeó anoche |
| 3,4 | El práctico "Tuerto" cobra el doble |
| 5-6 | Nadie vuelve de la isla; ni pregunta |
"""


def test_two_scenes_with_tension_shifts_an_event_and_a_clock(tmp_path: Path) -> None:
    (tmp_path / "rumores.md").write_text(DICE_ROLLER_NOTE, encoding="utf-8")
    with Terminal(tmp_path, "--seed", "3") as term:
        for line in ("campaign new puerto --system none", "setting oracle.tension_shifts on",
                     "tension 8", "thread add El ladrón", "clock new La marea sube 2"):
            term.type(line)
        term.type("scene new Llego al puerto", "Primera escena")
        # +2 at 50/50 is a plain yes; at tension 8 the tension pushes it to "yes, and"
        term.type("oracle ¿Está el barco en el muelle? --dice ++00",
                  "La tensión 8 empuja el total", "Sí, y además")
        term.type("clock tick La marea sube 2", "se ha llenado")
        term.send("event --dice 61")  # a thread closes: it asks, Enter says yes
        term.expect("¿Se cierra el hilo «El ladrón»?")
        term.press(ENTER)
        term.wait_prompt()
        term.send("scene end")
        term.expect("¿Mantuvo tu personaje el control")
        term.press("1" + ENTER)
        term.expect("¿Un hilo nuevo?")
        term.press("Encontrar el barco; \"La Gaviota\" | 'rápido' > ya" + ENTER)
        term.expect("¿Un hilo nuevo?")
        term.press(ENTER)
        term.expect("¿Un personaje nuevo?")  # no thread left open to close: not asked
        term.press(ENTER)
        term.expect("8 → 7")
        term.wait_prompt()
        term.type("scene end", "ya terminó")
        # the full clock comes back with the queue
        term.type("scene new El muelle --dice 10", "Reloj lleno: La marea sube", "Como esperabas")
        term.type("table import rumores.md", "Importada de rumores.md")
        term.type("table roll mias/rumores --dice 3", 'El práctico "Tuerto" cobra el doble')
        # --kept answers the first question; the bookkeeping is asked all the same
        ended = end_scene(term.child, term.prompt)
        assert asked(ended) == list(QUESTIONS[:3])  # a thread is open: its closing is asked
        term.quit()
    written = journal(tmp_path, "puerto")
    for expected in ("### S1 *Llego al puerto*", "### S2 *El muelle*",
                     "[Clock:La marea sube 2/2]", "[Thread:El ladrón|Cerrado]",
                     "(note: pendiente #1, otro: Reloj lleno: La marea sube)",
                     # quoted: the name holds a `|` (solo.journal.entry.tag_field)
                     "[Thread:\"Encontrar el barco; \\\"La Gaviota\\\" | 'rápido' > ya\"|Abierto]",
                     "d: 4dF+1=+3 (++00) -> ", " (tensión 8: +1)\n", "(note: Fin de S2",
                     'tbl: mias/rumores 1d6=3 -> "El práctico \\"Tuerto\\" cobra el doble"'):
        assert expected in written, expected
