"""Through a terminal, in both languages, more of "a roll shown is a roll taken".

For each guided procedure that asks after its dice, the player is brought to that question with
typed faces, presses Ctrl-C there, and sees the one-line notice of the default taken; then the
shell's own commands and the journal show the same state, and the rule's consequence applied.
(Tricube's Karma question and the Fate conflict: `tests/core/test_roll_taken_pty.py`.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.bookkeeping_pty import end_scene
from tests.conftest import area_state, run_cli
from tests.fate.test_fate_pty_loops import NIA as FATE_NIA
from tests.fragmentos.test_frag_commands import campaign as frag_campaign
from tests.fragmentos.test_frag_pty_choices import DUKE
from tests.fragmentos.test_frag_pty_loops import PROMPT_NOCHE
from tests.fragmentos.test_frag_pty_loops import _campaign as _campaign_noche
from tests.pty_helpers import CTRL_C, DOWN, ENTER, Terminal, journal
from tests.tricube.test_tricube_pty import BRUNO, NIA
from tests.zodiac.test_zodiac_pty import CREATION, PROMPT_V

DEFAULT = {"es": "Se toma la respuesta por defecto", "en": "Taking the default answer"}
CANCELLED = {"es": "interrumpido", "en": "interrupted"}
PROMPT_C = r"solo \[c[^\]]*\]> "
PROMPT_TREN = r"solo \[tren[^\]]*\]> "


def _cli(home: Path, *argv: str, stdin: str = "") -> str:
    code, out, err = run_cli(*argv, home=home, stdin=stdin)
    assert code == 0, err
    return out


def _left(term: Terminal, lang: str, answer: str) -> str:
    """Press Ctrl-C at the question on screen; the notice names `answer`; what was shown."""
    term.press(CTRL_C)
    seen = term.expect(f"{DEFAULT[lang]}: {answer}")
    seen += term.wait_prompt()
    assert CANCELLED[lang] not in seen and "Traceback" not in seen
    return seen


# -- Tricube: a versus left at the price question --------------------------------------------

VERSUS = {
    "es": ("Qué se disputan", r"primer bando.*\[Nia\]", "2. no", "Hace falta un saber",
           "curiosa", r"Contra quién.*\[Bruno\]", "Hace falta un saber", "gruñón",
           r"Tira 3 d6 por Nia", r"Tira 2 d6 por Bruno", "Cuánta Resolución cuesta",
           "que decida el programa como DJ", "A Bruno le queda 2 de Resolución"),
    "en": ("What are they contending for", r"first side.*\[Nia\]", "2. no", "knowledge beyond",
           "curiosa", r"Against whom.*\[Bruno\]", "knowledge beyond", "gruñón",
           r"Roll 3 d6 for Nia", r"Roll 2 d6 for Bruno", "How much Resolve",
           "let the program decide as GM", "Bruno has 2 Resolve left"),
}


PAID = {"es": "=> Bruno pierde 1 de Resolución", "en": "=> Bruno loses 1 Resolve"}


def _tricube_sheet(home: Path, name: str) -> dict[str, Any]:
    data = json.loads(_cli(home, "--json", "--campaign", "c", "tricube", "character", "show",
                           name))
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("lang", ["es", "en"])
def test_tricube_versus_left_at_the_price_question_charges_the_loser(
        tmp_path: Path, lang: str) -> None:
    (action, first, yes_no, knowledge, quirk, against, knowledge2, quirk2, nia_dice, bruno_dice,
     cost, gm, left) = VERSUS[lang]
    _cli(tmp_path, "campaign", "new", "c", "--system", "tricube", "--lang", lang)
    for answers in (BRUNO, NIA):                      # the last one created is the active one
        _cli(tmp_path, "--campaign", "c", "tricube", "character", "new", stdin=answers)
    term = Terminal(tmp_path, "--campaign", "c", prompt=PROMPT_C)
    for line in (f"set lang {lang}", "set dice physical"):
        term.send(line)
        term.wait_prompt()
    term.send("tricube versus")
    term.answer(action, "la llave del faro")
    term.answer(first, "")
    term.expect(yes_no)
    term.press(ENTER)                                 # fits her trait
    term.expect(knowledge)
    term.press(ENTER)
    term.expect(quirk)
    term.press(ENTER)
    term.answer(against, "")
    term.expect(yes_no)
    term.press(DOWN + ENTER)                          # Bruno's roll does not fit his trait
    term.expect(knowledge2)
    term.press(ENTER)
    term.expect(quirk2)
    term.press(ENTER)
    term.answer(nia_dice, "5 5 2")
    term.answer(bruno_dice, "5 3")                    # Nia wins: Bruno pays
    term.expect(cost, r"\r\n> ")                      # the price question's menu is up
    assert left in _left(term, lang, gm)             # the GM's price: a normal failure, 1
    term.quit()
    written = journal(tmp_path, "c")
    assert "d: Nia 3d6>=5=2 (5 5 2)" in written and "d: Bruno 2d6>=5=1 (5 3)" in written
    assert "-> Gana Nia" in written or "-> Nia wins" in written
    assert PAID[lang] in written                      # the journal says what the sheet shows
    assert _tricube_sheet(tmp_path, "Bruno")["resolve"] == 2  # as the journal says: 3 - 1
    assert _tricube_sheet(tmp_path, "Nia")["resolve"] == 3


# -- Fragmentos: a dangerous conflicto lost, left at the cualidad question ---------------------

CONFLICT = {
    "es": (r"Tira 4 d6 por Barbara", r"Tira 3 d6 por Duque", "Engreída",
           "no activar ninguna", r"Barbara pierde 2"),
    "en": (r"Roll 4 d6 for Barbara", r"Roll 3 d6 for Duque", "Engreída",
           "activate none", r"Barbara loses 2"),
}


def _frag(home: Path, lang: str) -> Terminal:
    _campaign_noche(home)
    _cli(home, "--campaign", "noche", "frag", "character", "new", "--rank", "monster",
         stdin=DUKE)
    term = Terminal(home, "--campaign", "noche", prompt=PROMPT_NOCHE)
    for line in (f"set lang {lang}", "set dice physical"):
        term.send(line)
        term.wait_prompt()
    return term


@pytest.mark.parametrize("lang", ["es", "en"])
def test_frag_conflicto_lost_left_at_the_cualidad_question_pays_the_loss(
        tmp_path: Path, lang: str) -> None:
    barbara_dice, duke_dice, quality, none, loses = CONFLICT[lang]
    term = _frag(tmp_path, lang)
    term.send("frag conflicto")
    for answer in ("1", "Sostener la mirada", "3", "1", "1", "3", "1", "2", "1"):
        term.expect(r"\r\n> |\]: ?")                   # each question, answered by its number
        term.send(answer)
    term.answer(barbara_dice, "2 2 3 5")
    term.answer(duke_dice, "1 3 3")                    # the Duke wins, and rolled a 1
    term.expect(r"d36", r": ")
    term.send("21")                                   # the presagio's faces
    term.expect(quality, r"\r\n> ")                  # a cualidad to win? its menu is up
    seen = _left(term, lang, none)
    assert loses in seen and seen.count(DEFAULT[lang]) == 2  # script protection's default: no
    threat = term.type("frag amenaza")
    sheet = term.type("frag character show Barbara")
    pending = term.type("pending")
    term.quit()
    written = journal(tmp_path, "noche")
    assert "d: Barbara 4d6kh1=5 (2 2 3 5) vs TN 8 -> " in written
    lost = re.findall(r"=> \[PC:Barbara\|(\w+) 4→(\d+)\]", written)
    assert lost and lost[-1][1] == "2", written        # dangerous, lost, a 1 rolled: 4 - 2
    state = area_state(tmp_path, "noche", "fragmentos")
    assert state["characters"]["Barbara"]["scores"]["cognition"]["current"] == 2
    assert re.search(r"\b2\b", sheet.split(lost[-1][0] if lang == "es" else "Cognition")[1])
    assert "→ 3)" in written and state["threat"] == 3 and "3" in threat
    omen = re.search(r"#1, [^:]+: (.+)\)", written)
    assert omen and omen.group(1) in pending            # the presagio, pending as journaled


# -- Fate: `fate do` left at the invoke question, right after the dice -------------------------

DO = {
    "es": ("Qué intentas hacer", "Un rival que tira", "Dificultad", "Crear una ventaja",
           "Con qué estilo", r"Tira 4 dF por Nia", "Invocas un aspecto", "Ya está",
           "d: 4dF+2=-2 (----) vs TN +2 -> Fallo"),
    "en": ("What are you trying to do", "An opponent who rolls", "Difficulty",
           "Create an advantage", "Which approach", r"Roll 4 dF for Nia", "Invoke an aspect",
           "Done: no more invokes", "d: 4dF+2=-2 (----) vs TN +2 -> Fail"),
}


ACCEPTS = {"es": "=> Acepta el fallo", "en": "=> Accepts the failure"}


def _fate(home: Path, lang: str) -> Terminal:
    _cli(home, "campaign", "new", "tren", "--system", "fate", "--lang", lang)
    _cli(home, "--campaign", "tren", "fate", "character", "new", stdin=FATE_NIA)
    term = Terminal(home, "--campaign", "tren", prompt=PROMPT_TREN)
    for line in (f"set lang {lang}", "set dice physical"):
        term.send(line)
        term.wait_prompt()
    return term


def _fate_sheet(home: Path) -> dict[str, Any]:
    data = json.loads(_cli(home, "--json", "--campaign", "tren", "fate", "sheet", "Nia"))
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("lang", ["es", "en"])
def test_fate_do_left_at_the_invoke_question_takes_the_roll_as_it_fell(
        tmp_path: Path, lang: str) -> None:
    intent, rival, difficulty, action, approach, dice, invoke, done, roll = DO[lang]
    term = _fate(tmp_path, lang)
    term.send("fate do")
    term.answer(intent, "Saltar al vagón")
    term.answer(rival, "2")                            # a fixed difficulty
    term.answer(difficulty, "2")
    term.expect(action, r"\r\n> ")
    term.send("1")                                     # overcome
    term.expect(approach, r"\r\n> ")
    term.send("5")                                     # Rápido +2
    term.answer(dice, "----")
    term.expect(invoke, done, r"\r\n> ")              # the invoke menu is up
    seen = _left(term, lang, done)
    assert seen.count(DEFAULT[lang]) == 2               # then the serious cost's: no
    term.quit()
    written = journal(tmp_path, "tren")
    assert roll in written
    after = written.split(roll)[1]
    assert ACCEPTS[lang] in after                       # the serious cost's default: no
    assert "Invoca" not in after and "Invokes" not in after  # nothing invoked
    assert _fate_sheet(tmp_path)["fate_points"] == 3    # nothing invoked, nothing paid


# -- The solo GM: an altered scene left at its question ----------------------------------------

SCENE = {
    "es": (r"¿Cómo se altera\?", "tira en la tabla de alteraciones", "Alterada", "Fin de S1"),
    "en": (r"How is it altered\?", "draw on the alterations table", "Altered", "End of S1"),
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_altered_scene_left_at_its_question_draws_the_alteration(
        tmp_path: Path, lang: str) -> None:
    how, draw, altered, ended = SCENE[lang]
    with Terminal(tmp_path, "--seed", "3") as term:
        term.type(f"set lang {lang}")
        term.type("campaign new puerto --system none")
        term.send("scene new El muelle --dice 4")      # 4 at tension 5: altered
        term.expect(how, r"\r\n> ")
        seen = _left(term, lang, draw)                  # the table's default: a draw
        assert "[4] vs" in seen and altered in seen
        assert "S1" in term.type("scene show")
        assert ended in end_scene(term.child, term.prompt)  # the scene opened is open
        term.quit()
    written = journal(tmp_path, "puerto")
    assert re.search(rf"d: .*1d10=4 .*-> {altered}.*\ntbl: engine/alteraciones", written), written
    assert ended in written


# -- Zodiac: an action left at the Ventaja question, and at the conversion question -----------

ZODIAC = {
    "es": {"advantage": r"Ventaja: ¿tiras un dado extra o sumas \+2\?",
           "convert": r"¿Aceptas Éxito\+Complicación", "no": "No",
           "fail": "Fracaso+Consecuencia", "nothing": "Nada pendiente"},
    "en": {"advantage": r"Advantage: roll an extra die or add \+2\?",
           "convert": r"Take Success\+Complication instead", "no": "No",
           "fail": "Failure+Consequence", "nothing": "Nothing pending"},
}


def _zodiac(home: Path, lang: str) -> Terminal:
    _cli(home, "campaign", "new", "v", "--system", "zodiac", "--lang", lang)
    _cli(home, "--campaign", "v", "zodiac", "character", "new", stdin=CREATION)
    term = Terminal(home, "--campaign", "v", prompt=PROMPT_V)
    term.type(f"set lang {lang}")
    return term


@pytest.mark.parametrize("lang", ["es", "en"])
def test_zodiac_action_left_at_the_ventaja_question_adds_two(tmp_path: Path, lang: str) -> None:
    words = ZODIAC[lang]
    term = _zodiac(tmp_path, lang)
    term.send("zodiac action reflejos --advantage --dice 5")
    term.expect(words["advantage"], r"\r\n> ")
    seen = _left(term, lang, r"\+2")                 # the die stands, +2 to it
    assert seen.count(DEFAULT[lang]) == 2 and words["fail"] in seen  # then the conversion: no
    sheet = term.type("zodiac character show")
    pending = term.type("pending")
    again = term.type("zodiac karma dejavu --dice 12")  # the Action was recorded: Deja Vu works
    term.quit()
    written = journal(tmp_path, "v")
    assert f"d: 1d12-1+2=6 (5) vs TN 7 -> {words['fail']}" in written
    assert words["nothing"] in pending
    assert re.search(r"PK[^0-9]{0,6}4", sheet), sheet   # nothing spent
    assert "5 → 12" in again, again                      # the die the journal shows, rerolled


@pytest.mark.parametrize("lang", ["es", "en"])
def test_zodiac_action_left_at_the_conversion_keeps_the_failure_and_its_record(
        tmp_path: Path, lang: str) -> None:
    words = ZODIAC[lang]
    term = _zodiac(tmp_path, lang)
    term.send("zodiac action reflejos --dice 6")        # 6 - 1 = 5 vs CD 7
    term.expect(words["convert"], r"\r\n> ")
    _left(term, lang, words["no"])                       # the failure stands, narrated
    pending = term.type("pending")
    again = term.type("zodiac karma dejavu --dice 12")   # the Action was recorded
    sheet = term.type("zodiac character show")
    term.quit()
    written = journal(tmp_path, "v")
    assert f"d: 1d12-1=5 (6) vs TN 7 -> {words['fail']}" in written
    assert words["nothing"] in pending                   # no complication owed
    assert "6 → 12" in again, again
    assert re.search(r"PK[^0-9]{0,6}3", sheet), sheet   # only Deja Vu's point: 4 - 1


# -- Fate: a contest and a challenge left between exchanges or tasks ---------------------------

CONTEST = {
    "es": ("Con qué estilo", r"Tira 4 dF por Guardia", r"Tira 4 dF por Nia", "Invocas un aspecto",
           "La competición queda a medias, sin ganador",
           "=> Victorias: Nia 2, Guardia 0\n(note: competición dejada a medias: Nia 2, Guardia 0)",
           "gana la competición"),
    "en": ("Which approach", r"Roll 4 dF for Guardia", r"Roll 4 dF for Nia", "Invoke an aspect",
           "The contest is left half-way, with no winner",
           "=> Victories: Nia 2, Guardia 0\n(note: contest left half-way: Nia 2, Guardia 0)",
           "wins the contest"),
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_fate_contest_left_at_its_next_exchange_ends_with_no_winner(
        tmp_path: Path, lang: str) -> None:
    approach, guard_dice, nia_dice, invoke, left, journaled, won = CONTEST[lang]
    term = _fate(tmp_path, lang)
    term.send("fate contest Guardia --vs 1")
    term.expect(approach, r"\r\n> ")
    term.send("6")                                     # Furtivo +3
    term.answer(guard_dice, "-000")                    # 0
    term.answer(nia_dice, "++00")                      # +5: with style, two victories
    term.expect(invoke, r"\r\n> ")
    term.send("1")                                     # no invoke
    term.expect(approach, r"\r\n> ")                   # exchange 2: the player leaves there
    term.press(CTRL_C)
    seen = term.expect(left)
    seen += term.wait_prompt()
    assert CANCELLED[lang] not in seen and "Traceback" not in seen
    term.quit()
    written = journal(tmp_path, "tren")
    assert journaled in written
    assert won not in written and written.count(" 4dF") == 2  # no verdict, no third roll
    assert _fate_sheet(tmp_path)["fate_points"] == 3


CHALLENGE = {
    "es": ("Cómo se llama el desafío", "Tareas del desafío", "Tarea «Humo»", "Dificultad",
           "Con qué estilo", r"Tira 4 dF por Nia", "Invocas un aspecto", "Tarea «Saltar»",
           "Huir del tren: queda a medias",
           "(note: desafío «Huir del tren» dejado a medias: 1 de 2 tareas)"),
    "en": ("What is the challenge called", "The challenge's tasks", "Task 'Humo'", "Difficulty",
           "Which approach", r"Roll 4 dF for Nia", "Invoke an aspect", "Task 'Saltar'",
           "Huir del tren: left half-way",
           "(note: challenge “Huir del tren” left half-way: 1 of 2 tasks)"),
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_fate_challenge_left_at_its_next_task_ends_with_no_verdict(
        tmp_path: Path, lang: str) -> None:
    name, tasks, first, difficulty, approach, dice, invoke, second, left, journaled = (
        CHALLENGE[lang])
    term = _fate(tmp_path, lang)
    term.send("fate challenge")
    term.answer(name, "Huir del tren")
    term.answer(tasks, "Humo, Saltar")
    term.expect(first, r"\r\n> ")
    term.send("1")                                     # overcome
    term.answer(difficulty, "2")
    term.expect(approach, r"\r\n> ")
    term.send("5")                                     # Rápido +2
    term.answer(dice, "+000")                          # +3 against +2: a success
    term.expect(invoke, r"\r\n> ")
    term.send("1")                                     # no invoke
    term.expect(second, r"\r\n> ")                     # the next task: the player leaves there
    term.press(CTRL_C)
    seen = term.expect(left)
    seen += term.wait_prompt()
    assert CANCELLED[lang] not in seen and "Traceback" not in seen
    term.quit()
    written = journal(tmp_path, "tren")
    assert journaled in written
    assert written.count(" 4dF") == 1                  # nothing rolled for the second task
    assert "d: 4dF+2=+3 (+000) vs TN +2 -> " in written
    assert _fate_sheet(tmp_path)["fate_points"] == 3


# -- Fragmentos: a reto failed, left at the retry question ------------------------------------

QUALITY = {"es": "Activas una cualidad", "en": "Activate a quality"}
ROLLED = {"es": "Se tiran los dados por ti", "en": "Rolling the dice for you"}
DICE_FOR = {"es": r"Tira 3 d6 por Barbara", "en": r"Roll 3 d6 for Barbara"}
RETO = {
    "es": ("Intro para no anotarlo", "3. Cognición", "motosierra", "rasgo", "dificultad tiene",
           "peligroso", r"¿Gastas un punto de superación"),
    "en": ("Enter to leave", "3. Cognition", "chainsaw", "trait", "difficulty",
           "dangerous", r"Spend an Overcoming point"),
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_frag_reto_failed_left_at_the_retry_question_fails_unpaid(
        tmp_path: Path, lang: str) -> None:
    intent, characteristic, weapon, trait, difficulty, dangerous, retry = RETO[lang]
    frag_campaign(tmp_path)                            # Barbara, amenaza 2
    term = Terminal(tmp_path, "--campaign", "Noche", prompt=r"solo \[Noche[^\]]*\]> ")
    term.type(f"set lang {lang}")
    term.send("frag reto --dice '2 2 3'")
    term.answer(intent, "Saltar al tren")
    term.answer(characteristic, "1")                   # Acción
    term.answer(weapon, "")
    term.answer(trait, "")
    term.answer(difficulty, "9")
    term.answer(dangerous, "2")                        # not dangerous: 3 against 9, failed
    term.expect(QUALITY[lang], r"\r\n> ")
    term.send("1")                                     # no cualidad
    term.expect(retry, r"\r\n> ")
    _left(term, lang, "no")                            # the failure stands, nothing paid
    threat = term.type("frag amenaza")
    term.quit()
    written = journal(tmp_path, "Noche")
    assert written.rstrip().endswith(  # the campaign's journal is in Spanish
        "d: 3d6kh1=3 (2 2 3) vs TN 9 -> Fracaso\n```"), written   # and nothing after it
    state = area_state(tmp_path, "Noche", "fragmentos")
    assert state["characters"]["Barbara"]["superacion"] == 5   # no retry paid
    assert state["threat"] == 2 and "2" in threat


@pytest.mark.parametrize("lang", ["es", "en"])
def test_frag_reto_left_at_the_paid_retry_dice_rolls_them(tmp_path: Path, lang: str) -> None:
    intent, characteristic, weapon, trait, difficulty, dangerous, retry = RETO[lang]
    frag_campaign(tmp_path)                            # Barbara, amenaza 2
    term = Terminal(tmp_path, "--seed", "1", "--campaign", "Noche",
                    prompt=r"solo \[Noche[^\]]*\]> ")
    term.type(f"set lang {lang}")
    term.type("set dice physical")
    term.send("frag reto")
    term.answer(intent, "Saltar al tren")
    term.answer(characteristic, "1")                   # Acción
    term.answer(weapon, "")
    term.answer(trait, "")
    term.answer(difficulty, "6")
    term.answer(dangerous, "2")                        # not dangerous
    term.answer(DICE_FOR[lang], "2 2 3")               # 3 against 6: failed
    term.expect(QUALITY[lang], r"\r\n> ")
    term.send("1")                                     # no cualidad
    term.expect(retry, r"\r\n> ")
    term.send("1")                                     # yes: a point of superación for it
    term.expect(DICE_FOR[lang])
    term.press(CTRL_C)                                 # the paid dice: rolled for her
    seen = term.expect(f"{ROLLED[lang]}: 2 5 1")       # (the shell's seeded dice)
    seen += term.wait_prompt()
    assert seen.count(DEFAULT[lang]) == 2              # then no cualidad, no second retry
    assert CANCELLED[lang] not in seen and "Traceback" not in seen
    pending = term.type("pending")
    term.quit()
    written = journal(tmp_path, "Noche")
    assert ("d: 3d6kh1=3 (2 2 3) vs TN 6 -> Fracaso\n"
            "=> Barbara gasta superación para intentarlo de nuevo\n"
            "[PC:Barbara|Superación 5→4]\n(note: Amenaza 2 → 3)\n"
            "d: 3d6kh1=5 (2 5 1) vs TN 6 -> Fracaso\n") in written
    state = area_state(tmp_path, "Noche", "fragmentos")
    assert state["characters"]["Barbara"]["superacion"] == 4 and state["threat"] == 3
    omen = re.search(r"#1, [^:]+: (.+)\)", written)
    assert omen and omen.group(1) in pending           # the 1 rolled: a presagio owed


CROSSROADS = {
    "es": ("Describe el suceso", "Motivación emocional", r"15\. Defensa", "Qué CD tiene",
           "Qué habilidades aplicas", "Desventaja y ganas 1 PK", "Algún modificador",
           "Ventaja de tu convicción", "Primer dado: 6", r"\+2 al resultado",
           "=> Convicción de Nia: Ventaja por 1 PK (quedan 3 PK)", "Éxito+Beneficio"),
    "en": ("Describe the event", "Emotional drive", r"15\. ", "What is its CD",
           "Which skills apply", "Disadvantage and you gain 1 PK", "Any modifier",
           "Advantage from your resolve", "First die: 6", r"\+2 to the result",
           "=> Nia's resolve: Advantage for 1 PK (3 PK left)", "Success+Benefit"),
}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_zodiac_crossroads_left_at_the_ventaja_question_keeps_the_die_and_the_pk(
        tmp_path: Path, lang: str) -> None:
    (event, emotion, menu, cd, skills, conviction, modifier, advantage, first, plus_two,
     paid, benefit) = CROSSROADS[lang]
    term = _zodiac(tmp_path, lang)
    term.send("zodiac crossroads --dice 6")
    term.answer(event, "El consejo llama")
    term.expect(emotion)
    term.press(ENTER)
    term.answer(menu, "11")                            # Reflejos
    term.answer(cd, "")                                # 7
    if term.child.expect([skills, conviction]) == 0:
        term.answer("", "")
        term.expect(conviction)
    term.press(ENTER)                                  # resolve: Ventaja for 1 PK
    term.expect(modifier, advantage)
    term.press(ENTER)                                  # no other modifier: roll
    term.expect(first, plus_two, r"\r\n> ")
    _left(term, lang, plus_two)                        # the die stands, +2 to it
    sheet = term.type("zodiac character show")
    term.quit()
    written = journal(tmp_path, "v")
    assert f"{paid}\n" in written
    assert f"d: 1d12-1+2=7 (6) vs TN 7 -> {benefit}\n" in written  # 6 - 1 + 2 against 7
    assert re.search(r"PK[^0-9]{0,6}3", sheet), sheet  # as the journal says: 4 - 1
