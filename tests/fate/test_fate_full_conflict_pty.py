"""The whole three-exchange conflict against two NPCs through a terminal, every edition and language.

The same fights as `test_fate_full_conflict` (Nia in Accelerated, Ana in Condensed, against the
thugs Rufo and Tito), played in the real program with physical dice, in Spanish and English:
every line the scripted run shows is seen on the screen in order (a roll the player or an NPC
makes is seen as the question asking for its faces; its total against the opposition is checked
in the journal's `d:` line), and the journal holds the scripted run's whole block.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from solo.i18n import t
from tests.conftest import run_cli
from tests.fate.test_fate_full_conflict import C_JOURNAL, C_SCREEN, JOURNAL, SCREEN
from tests.fate.test_fate_pty_guided import CAROLINA
from tests.fate.test_fate_pty_loops import NIA, PROMPT_TREN
from tests.pty_helpers import ANSI, Terminal, journal

# Ana: Fight +4; Athletics, Physique +3; Will, Notice, Empathy +2; Academics, Crafts, Lore,
# Stealth +1 (the scripted Condensed run's sheet), typed in the character builder.
ANA = CAROLINA.replace("Carolina", "Ana").replace(
    "investigar\nconocimientos, percepcion\nerudicion, voluntad, empatia\n"
    "oficios, atletismo, pelea, conducir\n",
    "pelea\natletismo, fisico\nvoluntad, percepcion, empatia\n"
    "erudicion, oficios, conocimientos, sigilo\n")
FIGHT, ATHLETICS = {"es": "pelea", "en": "fight"}, {"es": "atletismo", "en": "athletics"}


def _q(key: str, lang: str, **params: object) -> str:
    """A question's pattern: its catalog text up to the first placeholder, escaped."""
    text = t(key, lang, **params).split("@")[0]
    return re.escape(text[:40])


class Table:
    """The shell on campaign `tren` in `lang`, physical dice, everything it shows kept."""

    def __init__(self, home: Path, lang: str) -> None:
        self.lang = lang
        self.log = io.StringIO()
        self.term = Terminal(home, "--lang", lang, "--campaign", "tren", prompt=PROMPT_TREN,
                             logfile_read=self.log)
        self.term.send("set dice physical")
        self.term.wait_prompt()

    def ask(self, key: str, line: str, **params: object) -> None:
        self.term.answer(_q(key, self.lang, **params), line)

    def dice(self, who: str, faces: str) -> None:
        pattern = t("core.dice.type_faces_for", self.lang, dice="4 dF", who=who, why="@@",
                    faces="@@").split("(@@")[0]
        self.term.answer(re.escape(pattern), faces)

    def shown(self) -> str:
        return ANSI.sub("", self.log.getvalue()).replace("\r", "")


def _setup(home: Path, lang: str, edition: str, pc: str, *npcs: tuple[str, str, str]) -> None:
    assert run_cli("--lang", lang, "campaign", "new", "tren", "--system", "fate", "--edition",
                   edition, home=home)[0] == 0
    code, _, err = run_cli("--lang", lang, "--campaign", "tren", "fate", "character", "new",
                           home=home, stdin=pc)
    assert code == 0, err
    for name, good, boxes in npcs:
        code, _, err = run_cli("--lang", lang, "--campaign", "tren", "fate", "character", "npc",
                               name, "--good", good, "--boxes", boxes, home=home)
        assert code == 0, err


def _assert_every_line_in_order(shown: str, expected: list[str], lang: str) -> None:
    """Each scripted screen line appears in `shown`, in order: a `dice WHO: WHY` line as the
    question asking WHO's faces for WHY; a `roll N vs M` line (the outcome) is skipped here and
    checked in the journal's `d:` line.
    Lines wrapped at the terminal's width are read joined (any run of spaces is one space)."""
    shown = " ".join(shown.split())
    at = 0
    for said in expected:
        line = said
        if line.startswith("roll "):
            continue        # the outcome itself: the next expected line is what it shows
        if line.startswith("dice "):
            who, why = line[len("dice "):].split(": ", 1)
            line = t("core.dice.type_faces_for", lang, dice="4 dF", who=who, why=why,
                     faces="@@").split(" @@")[0].rsplit(" ", 2)[0]
        line = " ".join(line.split())
        found = shown.find(line, at)
        assert found >= 0, f"not seen after position {at}: {line!r}\n{shown[at:at + 2000]}"
        at = found + len(line)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_accelerated_conflict_through_a_terminal(tmp_path: Path, lang: str) -> None:
    _setup(tmp_path, lang, "fae", NIA, ("Rufo", "vigoroso", "2"), ("Tito", "furtivo", "1"))
    table = Table(tmp_path, lang)
    table.term.send("fate conflict Rufo Tito")
    table.ask("fate.conflict.ask_aspects", "")
    table.ask("fate.conflict.ask_zones", "")
    # Exchange 1: Nia hits Rufo; Rufo hits her for 2; she holds Tito off.
    table.ask("fate.conflict.ask_turn", "1", name="Nia")
    table.ask("fate.conflict.ask_target", "1")
    table.ask("fate.do.ask_approach", "6")
    table.dice("Nia", "000+")
    table.dice("Rufo", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.conflict.ask_defense", "5", name="Nia")
    table.dice("Rufo", "++00")
    table.dice("Nia", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.absorb.ask_plan", "1", name="Nia", shifts=2)
    table.ask("fate.conflict.ask_defense", "5", name="Nia")
    table.dice("Tito", "0000")
    table.dice("Nia", "000+")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    # Exchange 2: Nia takes Tito out; Rufo hits her for 3 (a box and a mild consequence).
    table.ask("fate.conflict.ask_turn", "1", name="Nia")
    table.ask("fate.conflict.ask_target", "Tito")
    table.ask("fate.do.ask_approach", "6")
    table.dice("Nia", "++00")
    table.dice("Tito", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.effect.ask_trade", "2", hit=3)
    table.ask("fate.conflict.ask_defense", "5", name="Nia")
    table.dice("Rufo", "+++0")
    table.dice("Nia", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.absorb.ask_plan", "2", name="Nia", shifts=3)
    table.ask("fate.absorb.ask_consequence", "Costilla rota", severity="@")
    # Exchange 3: Nia takes Rufo out.
    table.ask("fate.conflict.ask_turn", "1", name="Nia")
    table.ask("fate.do.ask_approach", "6")
    table.dice("Nia", "++++")
    table.dice("Rufo", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.effect.ask_trade", "2", hit=5)
    table.term.wait_prompt()
    table.term.quit()
    _assert_every_line_in_order(table.shown(), SCREEN[lang], lang)
    assert "\n".join(JOURNAL[lang]) in journal(tmp_path, "tren")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_condensed_conflict_through_a_terminal(tmp_path: Path, lang: str) -> None:
    _setup(tmp_path, lang, "condensed", ANA, ("Rufo", "pelea", "2"), ("Tito", "disparar", "1"))
    table = Table(tmp_path, lang)
    table.term.send("fate conflict Rufo Tito")
    table.ask("fate.conflict.ask_aspects", "")
    table.ask("fate.conflict.ask_zones", "")
    table.ask("fate.conflict.ask_next", "Ana")
    # Exchange 1: Ana ties Rufo (a boost); Rufo hits her for 1; she holds Tito off.
    table.ask("fate.conflict.ask_turn", "1", name="Ana")
    table.ask("fate.conflict.ask_target", "Rufo")
    table.ask("fate.do.ask_skill", FIGHT[lang])
    table.dice("Ana", "--00")
    table.dice("Rufo", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.effect.ask_boost", "Ventaja")
    table.ask("fate.conflict.ask_next", "Rufo")
    table.ask("fate.conflict.ask_defense", ATHLETICS[lang], name="Ana")
    table.dice("Rufo", "++00")
    table.dice("Ana", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.absorb.ask_plan", "1", name="Ana", shifts=1)
    table.ask("fate.conflict.ask_defense", ATHLETICS[lang], name="Ana")
    table.dice("Tito", "0000")
    table.dice("Ana", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    # Exchange 2: Rufo hits her for 2 (a mild consequence); Tito ties her with Rufo's free
    # invoke (his boost); she takes Tito out through it.
    table.ask("fate.conflict.ask_defense", ATHLETICS[lang], name="Ana")
    table.dice("Rufo", "+++0")
    table.dice("Ana", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.absorb.ask_plan", "2", name="Ana", shifts=2)
    table.ask("fate.absorb.ask_consequence", "Brazo herido", severity="@")
    table.ask("fate.conflict.ask_defense", ATHLETICS[lang], name="Ana")
    table.dice("Tito", "0000")
    table.dice("Ana", "000+")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.conflict.ask_turn", "1", name="Ana")
    table.ask("fate.conflict.ask_target", "Tito")
    table.ask("fate.do.ask_skill", FIGHT[lang])
    table.dice("Ana", "0000")
    table.dice("Tito", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.conflict.ask_next", "Ana")
    # Exchange 3: Ana takes Rufo out.
    table.ask("fate.conflict.ask_turn", "1", name="Ana")
    table.ask("fate.do.ask_skill", FIGHT[lang])
    table.dice("Ana", "000+")
    table.dice("Rufo", "0000")
    table.ask("fate.do.ask_invoke", "", total="@", vs="@", now="@", plus="@", reroll="@")
    table.ask("fate.effect.ask_trade", "2", hit=3)
    table.term.wait_prompt()
    table.term.quit()
    _assert_every_line_in_order(table.shown(), C_SCREEN[lang], lang)
    assert "\n".join(C_JOURNAL[lang]) in journal(tmp_path, "tren")
