"""The game master in a real terminal: two scenes with tension bending the oracle, an event
that closes a thread, a clock that fills and comes back with the pending queue, and a table
imported from Obsidian's Dice Roller rolled in the second scene."""

from __future__ import annotations

from pathlib import Path

import pexpect

from tests.conftest import PROMPT, spawn_solo

ENTER = "\r"

DICE_ROLLER_NOTE = """\
# Rumores del muelle

| dice: 1d6 | Rumor |
|---|---|
| 1-2 | Un barco sin bandera fondeó anoche |
| 3,4 | El práctico "Tuerto" cobra el doble |
| 5-6 | Nadie vuelve de la isla; ni pregunta |
"""


def _line(child: pexpect.spawn, text: str) -> None:
    child.sendline(text)


def test_two_scenes_with_tension_shifts_an_event_and_a_clock(tmp_path: Path) -> None:
    (tmp_path / "rumores.md").write_text(DICE_ROLLER_NOTE, encoding="utf-8")
    child = spawn_solo(tmp_path, "--seed", "3")
    child.expect(PROMPT)
    for line in ("campaign new puerto --system none", "setting oracle.tension_shifts on",
                 "tension 8", "thread add El ladrón", "clock new La marea sube 2"):
        _line(child, line)
        child.expect(PROMPT)
    _line(child, "scene new Llego al puerto")
    child.expect("Primera escena")
    child.expect(PROMPT)
    # +2 at 50/50 is a plain yes; at tension 8 the tension pushes it to "yes, and"
    _line(child, "oracle ¿Está el barco en el muelle? --dice ++00")
    child.expect("La tensión 8 empuja el total")
    child.expect("Sí, y además")
    child.expect(PROMPT)
    _line(child, "clock tick La marea sube 2")
    child.expect("se ha llenado")
    child.expect(PROMPT)
    _line(child, "event --dice '61 1 5 5'")  # a thread closes: it asks, Enter says yes
    child.expect("¿Se cierra el hilo «El ladrón»?")
    child.send(ENTER)
    child.expect(PROMPT)
    _line(child, "scene end")
    child.expect("¿Mantuvo tu personaje el control")
    child.send("1" + ENTER)
    child.expect("¿Un hilo nuevo?")
    child.send("Encontrar el barco; \"La Gaviota\" | 'rápido' > ya" + ENTER)
    child.expect("¿Un hilo nuevo?")
    child.send(ENTER)
    child.expect("¿Un personaje nuevo?")  # no thread left open to close: not asked
    child.send(ENTER)
    child.expect("8 → 7")
    child.expect(PROMPT)
    _line(child, "scene end")
    child.expect("ya terminó")
    child.expect(PROMPT)
    _line(child, "scene new El muelle --dice 10")
    child.expect("Reloj lleno: La marea sube")  # the full clock comes back with the queue
    child.expect("Como esperabas")
    child.expect(PROMPT)
    _line(child, "table import rumores.md")
    child.expect("Importada de rumores.md")
    child.expect(PROMPT)
    _line(child, "table roll mias/rumores --dice 3")
    child.expect('El práctico "Tuerto" cobra el doble')
    child.expect(PROMPT)
    _line(child, "scene end --kept")
    child.expect(PROMPT)
    _line(child, "quit")
    child.expect(pexpect.EOF)
    journal = (tmp_path / "journals" / "puerto" / "journal.md").read_text(encoding="utf-8")
    for expected in ("### S1 *Llego al puerto*", "### S2 *El muelle*",
                     "[Clock:La marea sube 2/2]", "[Thread:El ladrón|cerrado]",
                     "[E:Reloj lleno: La marea sube|pendiente #1|otro]",
                     "[Thread:Encontrar el barco; \"La Gaviota\" | 'rápido' > ya|abierto]",
                     "d: 4dF=+2 (++00) T8 +1 = +3", "=> Fin de S2",
                     'tbl: mias/rumores 1d6=3 -> "El práctico \\"Tuerto\\" cobra el doble"'):
        assert expected in journal, expected
