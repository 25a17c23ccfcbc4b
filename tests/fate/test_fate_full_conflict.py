"""A whole conflict, three exchanges against two NPCs: every line on screen and in the journal.

Nia (Accelerated, the thief) against Rufo (a thug good at Forceful, two boxes) and Tito (good at
Sneaky, one box): she hits Rufo, takes a 2-shift hit, holds Tito off; takes Tito out, takes a
3-shift hit (a box and a mild consequence); takes Rufo out. Scripted in both languages, and
through a terminal with physical dice; then the Condensed conflict of Ana against the same two,
in both languages.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import t, use_language
from solo.procedures.steps import Message, RollFor, Show, run_scripted
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import mook, new_condensed, new_fae
from solo.systems.fate.rules.conflict import line_up
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.resolve import FateResult
from solo.systems.fate.rules.skills import Skill
from tests.fate.test_fate_pty_loops import _journal, _quit, _start

DICE = [0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
        1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0]
ANSWERS = ["", "", "attack", "1", "sneaky", "done", "quick", "done", "1", "quick", "done",
           "attack", "Tito", "sneaky", "done", "no", "quick", "done", "2", "Costilla rota",
           "attack", "sneaky", "done", "no"]
SCREEN = {
    "es": [
        'Actúa primero quien tenga más Rápido (conflicto físico) o más Cauto (mental). Cada turno, una acción; defenderse no gasta turno.',
        'Orden de turnos: Nia, Rufo, Tito.',
        'dice Nia: ataca a Rufo con Furtivo +3',
        'dice Rufo: se defiende con Vigoroso +2',
        'Tirada por Rufo: 4dF+2=+2 (0000)',
        'roll 4 vs 2',
        'Impactas: un golpe de tantos puntos como tu margen.',
        'Rufo encaja un golpe de 2: estrés [1][X]; consecuencias: —.',
        'Rufo va a por Nia con Vigoroso +2.',
        'dice Rufo: ataca a Nia con Vigoroso +2',
        'Rufo ataca a Nia: 4dF+2=+4 (++00).',
        'dice Nia: se defiende con Rápido +2',
        'roll 2 vs 4',
        'El rival consigue lo que buscaba.',
        'Tito va a por Nia con Furtivo +2.',
        'dice Tito: ataca a Nia con Furtivo +2',
        'Tito ataca a Nia: 4dF+2=+2 (0000).',
        'dice Nia: se defiende con Rápido +2',
        'roll 3 vs 2',
        'El rival no consigue lo que buscaba.',
        'Orden de turnos: Nia, Rufo, Tito.',
        'dice Nia: ataca a Tito con Furtivo +3',
        'dice Tito: se defiende con Furtivo +2',
        'Tirada por Tito: 4dF+2=+2 (0000)',
        'roll 5 vs 2',
        'Impactas con tu margen; puedes restar 1 al golpe para ganar un impulso.',
        'Tito queda fuera de combate.',
        'Rufo va a por Nia con Vigoroso +2.',
        'dice Rufo: ataca a Nia con Vigoroso +2',
        'Rufo ataca a Nia: 4dF+2=+5 (+++0).',
        'dice Nia: se defiende con Rápido +2',
        'roll 2 vs 5',
        'El rival consigue lo que buscaba.',
        'Orden de turnos: Nia, Rufo.',
        'dice Nia: ataca a Rufo con Furtivo +3',
        'dice Rufo: se defiende con Vigoroso +2',
        'Tirada por Rufo: 4dF+2=+2 (0000)',
        'roll 7 vs 2',
        'Impactas con tu margen; puedes restar 1 al golpe para ganar un impulso.',
        'Rufo queda fuera de combate.',
    ],
    "en": [
        'The highest Quick acts first in a physical conflict, the highest Careful in a mental one. One action per turn; defending is free.',
        'Turn order: Nia, Rufo, Tito.',
        'dice Nia: attacks Rufo with Sneaky +3',
        'dice Rufo: defends with Forceful +2',
        'Rolled for Rufo: 4dF+2=+2 (0000)',
        'roll 4 vs 2',
        'It lands: a hit worth your margin in shifts.',
        'Rufo takes a hit of 2: stress [1][X]; consequences: —.',
        'Rufo comes at Nia with Forceful +2.',
        'dice Rufo: attacks Nia with Forceful +2',
        'Rufo attacks Nia: 4dF+2=+4 (++00).',
        'dice Nia: defends with Quick +2',
        'roll 2 vs 4',
        'The enemy gets what it wanted.',
        'Tito comes at Nia with Sneaky +2.',
        'dice Tito: attacks Nia with Sneaky +2',
        'Tito attacks Nia: 4dF+2=+2 (0000).',
        'dice Nia: defends with Quick +2',
        'roll 3 vs 2',
        'The enemy does not get what it wanted.',
        'Turn order: Nia, Rufo, Tito.',
        'dice Nia: attacks Tito with Sneaky +3',
        'dice Tito: defends with Sneaky +2',
        'Rolled for Tito: 4dF+2=+2 (0000)',
        'roll 5 vs 2',
        'It lands for your margin; you may take 1 off the hit to gain a boost.',
        'Tito is taken out.',
        'Rufo comes at Nia with Forceful +2.',
        'dice Rufo: attacks Nia with Forceful +2',
        'Rufo attacks Nia: 4dF+2=+5 (+++0).',
        'dice Nia: defends with Quick +2',
        'roll 2 vs 5',
        'The enemy gets what it wanted.',
        'Turn order: Nia, Rufo.',
        'dice Nia: attacks Rufo with Sneaky +3',
        'dice Rufo: defends with Forceful +2',
        'Rolled for Rufo: 4dF+2=+2 (0000)',
        'roll 7 vs 2',
        'It lands for your margin; you may take 1 off the hit to gain a boost.',
        'Rufo is taken out.',
    ],
}
JOURNAL = {
    "es": [
        '(note: intercambio 1)',
        '(note: Orden: Nia, Rufo, Tito)',
        '@ Nia ataca a Rufo (Furtivo +3)',
        'd: Rufo se defiende con Vigoroso: 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+3=+4 (000+) vs TN +2 -> Éxito (2)',
        '=> Impactas: un golpe de tantos puntos como tu margen.',
        '=> Golpe de 2',
        '=> Rufo encaja el golpe [N:Rufo|[1][X]]',
        '@ Rufo ataca a Nia (Vigoroso +2)',
        'd: ataque 4dF+2=+4 (++00) -> oposición +4',
        'd: 4dF+2=+2 (0000) vs TN +4 -> Fallo (-2)',
        '=> El rival consigue lo que buscaba.',
        '=> Nia: [1][X][3]; consecuencias: —',
        '@ Tito ataca a Nia (Furtivo +2)',
        'd: ataque 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+2=+3 (000+) vs TN +2 -> Éxito (1)',
        '=> El rival no consigue lo que buscaba.',
        '(note: intercambio 2)',
        '(note: Orden: Nia, Rufo, Tito)',
        '@ Nia ataca a Tito (Furtivo +3)',
        'd: Tito se defiende con Furtivo: 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+3=+5 (++00) vs TN +2 -> Éxito con estilo (3)',
        '=> Impactas con tu margen; puedes restar 1 al golpe para ganar un impulso.',
        '=> Golpe de 3',
        '=> Tito queda fuera de combate [N:Tito|fuera de combate]',
        '@ Rufo ataca a Nia (Vigoroso +2)',
        'd: ataque 4dF+2=+5 (+++0) -> oposición +5',
        'd: 4dF+2=+2 (0000) vs TN +5 -> Fallo (-3)',
        '=> El rival consigue lo que buscaba.',
        '=> Nia: [X][X][3]; consecuencias: «Costilla rota»',
        '(note: intercambio 3)',
        '(note: Orden: Nia, Rufo)',
        '@ Nia ataca a Rufo (Furtivo +3)',
        'd: Rufo se defiende con Vigoroso: 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+3=+7 (++++) vs TN +2 -> Éxito con estilo (5)',
        '=> Impactas con tu margen; puedes restar 1 al golpe para ganar un impulso.',
        '=> Golpe de 5',
        '=> Rufo queda fuera de combate [N:Rufo|fuera de combate]',
        '=> Fin del conflicto: gana el bando PJ',
    ],
    "en": [
        '(note: exchange 1)',
        '(note: Order: Nia, Rufo, Tito)',
        '@ Nia attacks Rufo (Sneaky +3)',
        'd: Rufo defends with Forceful: 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+3=+4 (000+) vs TN +2 -> Success (2)',
        '=> It lands: a hit worth your margin in shifts.',
        '=> 2-shift hit',
        '=> Rufo takes the hit [N:Rufo|[1][X]]',
        '@ Rufo attacks Nia (Forceful +2)',
        'd: attack 4dF+2=+4 (++00) -> opposition +4',
        'd: 4dF+2=+2 (0000) vs TN +4 -> Fail (-2)',
        '=> The enemy gets what it wanted.',
        '=> Nia: [1][X][3]; consequences: —',
        '@ Tito attacks Nia (Sneaky +2)',
        'd: attack 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+2=+3 (000+) vs TN +2 -> Success (1)',
        '=> The enemy does not get what it wanted.',
        '(note: exchange 2)',
        '(note: Order: Nia, Rufo, Tito)',
        '@ Nia attacks Tito (Sneaky +3)',
        'd: Tito defends with Sneaky: 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+3=+5 (++00) vs TN +2 -> Success with style (3)',
        '=> It lands for your margin; you may take 1 off the hit to gain a boost.',
        '=> 3-shift hit',
        '=> Tito is taken out [N:Tito|taken out]',
        '@ Rufo attacks Nia (Forceful +2)',
        'd: attack 4dF+2=+5 (+++0) -> opposition +5',
        'd: 4dF+2=+2 (0000) vs TN +5 -> Fail (-3)',
        '=> The enemy gets what it wanted.',
        "=> Nia: [X][X][3]; consequences: 'Costilla rota'",
        '(note: exchange 3)',
        '(note: Order: Nia, Rufo)',
        '@ Nia attacks Rufo (Sneaky +3)',
        'd: Rufo defends with Forceful: 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+3=+7 (++++) vs TN +2 -> Success with style (5)',
        '=> It lands for your margin; you may take 1 off the hit to gain a boost.',
        '=> 5-shift hit',
        '=> Rufo is taken out [N:Rufo|taken out]',
        '=> End of the conflict: the PCs win',
    ],
}


def _screen(steps: tuple[object, ...], lang: str) -> list[str]:
    shown: list[str] = []
    for step in steps:
        if isinstance(step, Show) and isinstance(step.item, Message):
            shown.append(t(step.item.key, lang, **step.item.params))
        elif isinstance(step, Show) and isinstance(step.item, FateResult):
            shown.append(f"roll {step.item.total} vs {step.item.vs}")
        elif isinstance(step, RollFor):
            shown.append(f"dice {step.who}: {t(step.why, lang, **step.params)}")
    return shown


@pytest.mark.parametrize("lang", ["es", "en"])
def test_three_exchanges_against_two_npcs_line_by_line(lang: str) -> None:
    rng = ScriptedRng(DICE)
    with use_language(lang):
        nia = new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])
        fighters = line_up([nia], [mook("Rufo", Edition.FAE, good_at=("forceful",), boxes=2),
                                   mook("Tito", Edition.FAE, good_at=("sneaky",), boxes=1)],
                           pc_side=t("fate.side.pcs", lang), npc_side=t("fate.side.npcs", lang))
        run = run_scripted(conflict(fighters, rng, gm_points=0, lang=lang), ANSWERS)
        assert _screen(run.steps, lang) == SCREEN[lang]
    assert not run.errors, run.errors
    rng.finish()
    assert [line for entry in run.recorded for line in entry.lines] == JOURNAL[lang]
    summary = run.result
    assert (summary.exchanges, summary.winner) == (3, t("fate.side.pcs", lang))
    nia_after = next(f for f in summary.fighters if f.name == "Nia").sheet
    assert nia_after.tracks[0].marks() == "[X][X][3]"
    assert [s.aspect for s in nia_after.consequences if s.aspect] == ["Costilla rota"]


def _dice(term: object, who: str, faces: str) -> None:
    term.answer(rf"Tira 4 dF por {who} \(", faces)  # type: ignore[attr-defined]


def test_the_same_conflict_through_a_terminal_with_physical_dice(tmp_path: Path) -> None:
    term = _start(tmp_path, ("fate", "character", "npc", "Rufo", "--good", "vigoroso",
                             "--boxes", "2"),
                  ("fate", "character", "npc", "Tito", "--good", "furtivo", "--boxes", "1"))
    term.send("fate conflict Rufo Tito")
    term.answer("Aspectos de situación de la escena", "")
    term.answer("Zonas de la escena", "")
    term.expect("Orden de turnos: Nia, Rufo, Tito.")
    # Exchange 1: Nia hits Rufo; Rufo hits her for 2; she holds Tito off.
    term.answer("Turno de Nia", "1")
    term.answer("A quién atacas", "1")
    term.answer("Con qué estilo", "6")
    _dice(term, "Nia", "000+")
    _dice(term, "Rufo", "0000")
    term.answer("Invocas un aspecto", "")
    term.expect("Rufo encaja un golpe de 2: estrés \\[1\\]\\[X\\]; consecuencias: —.")
    term.expect("Rufo va a por Nia con Vigoroso \\+2.")
    term.answer("Cómo se defiende Nia", "5")
    _dice(term, "Rufo", "++00")
    term.expect("Rufo ataca a Nia: 4dF\\+2=\\+4 \\(\\+\\+00\\).")
    _dice(term, "Nia", "0000")
    term.answer("Invocas un aspecto", "")
    term.answer("Nia encaja un golpe de 2", "1")
    term.expect("Tito va a por Nia con Furtivo \\+2.")
    term.answer("Cómo se defiende Nia", "5")
    _dice(term, "Tito", "0000")
    _dice(term, "Nia", "000+")
    term.answer("Invocas un aspecto", "")
    term.expect("El rival no consigue lo que buscaba.")
    # Exchange 2: Nia takes Tito out; Rufo hits her for 3 (a box and a mild consequence).
    term.answer("Turno de Nia", "1")
    term.answer("A quién atacas", "Tito")
    term.answer("Con qué estilo", "6")
    _dice(term, "Nia", "++00")
    _dice(term, "Tito", "0000")
    term.answer("Invocas un aspecto", "")
    term.answer("Restas 1 al golpe de 3", "2")
    term.expect("Tito queda fuera de combate.")
    term.answer("Cómo se defiende Nia", "5")
    _dice(term, "Rufo", "+++0")
    _dice(term, "Nia", "0000")
    term.answer("Invocas un aspecto", "")
    term.answer("Nia encaja un golpe de 3", "2")
    term.answer("Nombre de la consecuencia Leve", "Costilla rota")
    # Exchange 3: Nia takes Rufo out.
    term.expect("Orden de turnos: Nia, Rufo.")
    term.answer("Turno de Nia", "1")
    term.answer("Con qué estilo", "6")
    _dice(term, "Nia", "++++")
    _dice(term, "Rufo", "0000")
    term.answer("Invocas un aspecto", "")
    term.answer("Restas 1 al golpe de 5", "2")
    term.expect("Rufo queda fuera de combate.")
    _quit(term)
    assert "\n".join(JOURNAL["es"]) in _journal(tmp_path)


# Condensed: Ana (Fight +4, Athletics +3) against the same two thugs, by skills; the turn passes
# from actor to actor (the thugs by their policy), Rufo's free invoke on the consequence he
# inflicted and Tito's tie boost are spent against her rolls.
C_DICE = [-1, -1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0,
          0, 0, 0, 1, 0, 0, 0, 0]
C_ANSWERS = ["", "", "Ana", "attack", "Rufo", "fight", "done", "Ventaja", "Rufo", "athletics",
             "done", "1", "athletics", "done", "athletics", "done", "2", "Brazo herido",
             "athletics", "done", "done", "attack", "Tito", "fight", "done", "done", "Ana",
             "attack", "fight", "done", "no"]
C_SCREEN = {
    "es": [
        'La situación decide quién empieza; después, quien acaba su turno elige quién sigue. Cada turno, una acción; defenderse no gasta turno.',
        'dice Ana: ataca a Rufo con Pelea +4',
        'dice Rufo: se defiende con Pelea +2',
        'Tirada por Rufo: 4dF+2=+2 (0000)',
        'roll 2 vs 2',
        'No causa daño, pero ganas un impulso.',
        'Ana elige a Rufo para actuar ahora.',
        'Rufo va a por Ana con Pelea +2.',
        'dice Rufo: ataca a Ana con Pelea +2',
        'Rufo ataca a Ana: 4dF+2=+4 (++00).',
        'dice Ana: se defiende con Atletismo +3',
        'roll 3 vs 4',
        'El rival consigue lo que buscaba.',
        'Rufo elige a Tito para actuar ahora.',
        'Tito va a por Ana con Disparar +2.',
        'dice Tito: ataca a Ana con Disparar +2',
        'Tito ataca a Ana: 4dF+2=+2 (0000).',
        'dice Ana: se defiende con Atletismo +3',
        'roll 3 vs 2',
        'El rival no consigue lo que buscaba.',
        'Tito elige a Rufo para actuar ahora.',
        'Rufo va a por Ana con Pelea +2.',
        'dice Rufo: ataca a Ana con Pelea +2',
        'Rufo ataca a Ana: 4dF+2=+5 (+++0).',
        'dice Ana: se defiende con Atletismo +3',
        'roll 3 vs 5',
        'El rival consigue lo que buscaba.',
        'Rufo elige a Tito para actuar ahora.',
        'Tito va a por Ana con Disparar +2.',
        'dice Tito: ataca a Ana con Disparar +2',
        'Tito ataca a Ana: 4dF+2=+2 (0000).',
        'dice Ana: se defiende con Atletismo +3',
        'roll 4 vs 2',
        'La oposición usa una invocación gratuita de «Brazo herido»: ahora contra +4.',
        'roll 4 vs 4',
        'La otra parte ha dado la vuelta al resultado (Empate): puedes responder con otra invocación.',
        'Se aplica el empate de la acción del rival.',
        'Tito gana el impulso «Ventaja de Tito» (una invocación gratuita).',
        'Tito elige a Ana para actuar ahora.',
        'dice Ana: ataca a Tito con Pelea +4',
        'dice Tito: se defiende con Atletismo 0',
        'Tirada por Tito: 4dF=0 (0000)',
        'roll 4 vs 0',
        'La oposición usa una invocación gratuita de «Ventaja de Tito»: ahora contra +2.',
        'roll 4 vs 2',
        'La otra parte ha dado la vuelta al resultado (Éxito): puedes responder con otra invocación.',
        'Impactas: un golpe de tantos puntos como tu margen.',
        'Tito queda fuera de combate.',
        'Ana vuelve a actuar.',
        'dice Ana: ataca a Rufo con Pelea +4',
        'dice Rufo: se defiende con Pelea +2',
        'Tirada por Rufo: 4dF+2=+2 (0000)',
        'roll 5 vs 2',
        'Impactas con tu margen; puedes restar 1 al golpe para ganar un impulso.',
        'Rufo queda fuera de combate.',
    ],
    "en": [
        'The situation decides who starts; then whoever finishes a turn picks who goes next. One action per turn; defending is free.',
        'dice Ana: attacks Rufo with Fight +4',
        'dice Rufo: defends with Fight +2',
        'Rolled for Rufo: 4dF+2=+2 (0000)',
        'roll 2 vs 2',
        'No harm, but you gain a boost.',
        'Ana picks Rufo to act next.',
        'Rufo comes at Ana with Fight +2.',
        'dice Rufo: attacks Ana with Fight +2',
        'Rufo attacks Ana: 4dF+2=+4 (++00).',
        'dice Ana: defends with Athletics +3',
        'roll 3 vs 4',
        'The enemy gets what it wanted.',
        'Rufo picks Tito to act next.',
        'Tito comes at Ana with Shoot +2.',
        'dice Tito: attacks Ana with Shoot +2',
        'Tito attacks Ana: 4dF+2=+2 (0000).',
        'dice Ana: defends with Athletics +3',
        'roll 3 vs 2',
        'The enemy does not get what it wanted.',
        'Tito picks Rufo to act next.',
        'Rufo comes at Ana with Fight +2.',
        'dice Rufo: attacks Ana with Fight +2',
        'Rufo attacks Ana: 4dF+2=+5 (+++0).',
        'dice Ana: defends with Athletics +3',
        'roll 3 vs 5',
        'The enemy gets what it wanted.',
        'Rufo picks Tito to act next.',
        'Tito comes at Ana with Shoot +2.',
        'dice Tito: attacks Ana with Shoot +2',
        'Tito attacks Ana: 4dF+2=+2 (0000).',
        'dice Ana: defends with Athletics +3',
        'roll 4 vs 2',
        "The opposition spends a free invoke of 'Brazo herido': now against +4.",
        'roll 4 vs 4',
        'The other side turned the result (Tie): you may answer with another invoke.',
        "The tie result of the enemy's action applies.",
        "Tito gains the boost 'Tito's opening' (one free invoke).",
        'Tito picks Ana to act next.',
        'dice Ana: attacks Tito with Fight +4',
        'dice Tito: defends with Athletics 0',
        'Rolled for Tito: 4dF=0 (0000)',
        'roll 4 vs 0',
        "The opposition spends a free invoke of 'Tito's opening': now against +2.",
        'roll 4 vs 2',
        'The other side turned the result (Success): you may answer with another invoke.',
        'It lands: a hit worth your margin in shifts.',
        'Tito is taken out.',
        'Ana acts again.',
        'dice Ana: attacks Rufo with Fight +4',
        'dice Rufo: defends with Fight +2',
        'Rolled for Rufo: 4dF+2=+2 (0000)',
        'roll 5 vs 2',
        'It lands for your margin; you may take 1 off the hit to gain a boost.',
        'Rufo is taken out.',
    ],
}
C_JOURNAL = {
    "es": [
        '(note: intercambio 1)',
        '(note: turno de Ana)',
        '@ Ana ataca a Rufo (Pelea +4)',
        'd: Rufo se defiende con Pelea: 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+4=+2 (--00) vs TN +2 -> Empate (0)',
        '=> No causa daño, pero ganas un impulso.',
        '=> Impulso «Ventaja»',
        '(note: turno de Rufo, elegido por Ana)',
        '@ Rufo ataca a Ana (Pelea +2)',
        'd: ataque 4dF+2=+4 (++00) -> oposición +4',
        'd: 4dF+3=+3 (0000) vs TN +4 -> Fallo (-1)',
        '=> El rival consigue lo que buscaba.',
        '=> Ana: [X][1][1][1][1][1] [1][1][1][1]; consecuencias: —',
        '(note: turno de Tito, elegido por Rufo)',
        '@ Tito ataca a Ana (Disparar +2)',
        'd: ataque 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+3=+3 (0000) vs TN +2 -> Éxito (1)',
        '=> El rival no consigue lo que buscaba.',
        '(note: intercambio 2)',
        '(note: turno de Rufo, elegido por Tito)',
        '@ Rufo ataca a Ana (Pelea +2)',
        'd: ataque 4dF+2=+5 (+++0) -> oposición +5',
        'd: 4dF+3=+3 (0000) vs TN +5 -> Fallo (-2)',
        '=> El rival consigue lo que buscaba.',
        '=> Ana: [X][1][1][1][1][1] [1][1][1][1]; consecuencias: «Brazo herido»',
        '(note: turno de Tito, elegido por Rufo)',
        '@ Tito ataca a Ana (Disparar +2)',
        'd: ataque 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+3=+4 (000+) vs TN +4 -> Empate (0)',
        '=> La oposición invoca «Brazo herido»: +2 a la oposición (gratuita)',
        '=> Se aplica el empate de la acción del rival.',
        '=> Impulso «Ventaja de Tito» para Tito',
        '(note: turno de Ana, elegido por Tito)',
        '@ Ana ataca a Tito (Pelea +4)',
        'd: Tito se defiende con Atletismo: 4dF=0 (0000) -> oposición 0',
        'd: 4dF+4=+4 (0000) vs TN +2 -> Éxito (2)',
        '=> La oposición invoca «Ventaja de Tito»: +2 a la oposición (gratuita)',
        '=> Impactas: un golpe de tantos puntos como tu margen.',
        '=> Golpe de 2',
        '=> Tito queda fuera de combate [N:Tito|fuera de combate]',
        '(note: intercambio 3)',
        '(note: Ana vuelve a actuar)',
        '@ Ana ataca a Rufo (Pelea +4)',
        'd: Rufo se defiende con Pelea: 4dF+2=+2 (0000) -> oposición +2',
        'd: 4dF+4=+5 (000+) vs TN +2 -> Éxito con estilo (3)',
        '=> Impactas con tu margen; puedes restar 1 al golpe para ganar un impulso.',
        '=> Golpe de 3',
        '=> Rufo queda fuera de combate [N:Rufo|fuera de combate]',
        '=> Fin del conflicto: gana el bando PJ',
    ],
    "en": [
        '(note: exchange 1)',
        "(note: Ana's turn)",
        '@ Ana attacks Rufo (Fight +4)',
        'd: Rufo defends with Fight: 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+4=+2 (--00) vs TN +2 -> Tie (0)',
        '=> No harm, but you gain a boost.',
        "=> Boost 'Ventaja'",
        "(note: Rufo's turn, picked by Ana)",
        '@ Rufo attacks Ana (Fight +2)',
        'd: attack 4dF+2=+4 (++00) -> opposition +4',
        'd: 4dF+3=+3 (0000) vs TN +4 -> Fail (-1)',
        '=> The enemy gets what it wanted.',
        '=> Ana: [X][1][1][1][1][1] [1][1][1][1]; consequences: —',
        "(note: Tito's turn, picked by Rufo)",
        '@ Tito attacks Ana (Shoot +2)',
        'd: attack 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+3=+3 (0000) vs TN +2 -> Success (1)',
        '=> The enemy does not get what it wanted.',
        '(note: exchange 2)',
        "(note: Rufo's turn, picked by Tito)",
        '@ Rufo attacks Ana (Fight +2)',
        'd: attack 4dF+2=+5 (+++0) -> opposition +5',
        'd: 4dF+3=+3 (0000) vs TN +5 -> Fail (-2)',
        '=> The enemy gets what it wanted.',
        "=> Ana: [X][1][1][1][1][1] [1][1][1][1]; consequences: 'Brazo herido'",
        "(note: Tito's turn, picked by Rufo)",
        '@ Tito attacks Ana (Shoot +2)',
        'd: attack 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+3=+4 (000+) vs TN +4 -> Tie (0)',
        "=> The opposition invokes 'Brazo herido': +2 to the opposition (free)",
        "=> The tie result of the enemy's action applies.",
        "=> Boost 'Tito's opening' for Tito",
        "(note: Ana's turn, picked by Tito)",
        '@ Ana attacks Tito (Fight +4)',
        'd: Tito defends with Athletics: 4dF=0 (0000) -> opposition 0',
        'd: 4dF+4=+4 (0000) vs TN +2 -> Success (2)',
        "=> The opposition invokes 'Tito's opening': +2 to the opposition (free)",
        '=> It lands: a hit worth your margin in shifts.',
        '=> 2-shift hit',
        '=> Tito is taken out [N:Tito|taken out]',
        '(note: exchange 3)',
        '(note: Ana acts again)',
        '@ Ana attacks Rufo (Fight +4)',
        'd: Rufo defends with Fight: 4dF+2=+2 (0000) -> opposition +2',
        'd: 4dF+4=+5 (000+) vs TN +2 -> Success with style (3)',
        '=> It lands for your margin; you may take 1 off the hit to gain a boost.',
        '=> 3-shift hit',
        '=> Rufo is taken out [N:Rufo|taken out]',
        '=> End of the conflict: the PCs win',
    ],
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_condensed_three_exchanges_against_two_npcs_line_by_line(lang: str) -> None:
    skills = {Skill.FIGHT: 4, Skill.ATHLETICS: 3, Skill.PHYSIQUE: 3, Skill.WILL: 2,
              Skill.NOTICE: 2, Skill.EMPATHY: 2, Skill.ACADEMICS: 1, Skill.CRAFTS: 1,
              Skill.LORE: 1, Skill.STEALTH: 1}
    rng = ScriptedRng(C_DICE)
    with use_language(lang):
        ana = new_condensed("Ana", "Médica", "Curiosa", skills=skills)
        fighters = line_up([ana], [mook("Rufo", Edition.CONDENSED, good_at=("fight",), boxes=2),
                                   mook("Tito", Edition.CONDENSED, good_at=("shoot",),
                                        boxes=1)],
                            pc_side=t("fate.side.pcs", lang), npc_side=t("fate.side.npcs", lang))
        run = run_scripted(conflict(fighters, rng, gm_points=0, lang=lang), C_ANSWERS)
        assert _screen(run.steps, lang) == C_SCREEN[lang]
    assert not run.errors, run.errors
    rng.finish()
    assert [line for entry in run.recorded for line in entry.lines] == C_JOURNAL[lang]
    assert (run.result.exchanges, run.result.winner) == (3, t("fate.side.pcs", lang))
