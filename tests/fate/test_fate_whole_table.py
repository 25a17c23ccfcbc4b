"""Issue 26, Fate at the whole table: Fate's words, the other side shown, NPCs by their sheets,
the player's whole toolbox; scripted dice and answers at the procedures, real entry points."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Message, run_scripted
from solo.systems.fate.messages import en, es
from solo.systems.fate.procedures.conflict import conflict
from solo.systems.fate.rules.approaches import PRESETS
from solo.systems.fate.rules.character import Role, mook, new_fae
from solo.systems.fate.rules.conflict import Fighter
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome
from tests.conftest import run_cli


def _nia() -> object:
    return new_fae("Nia", "Ladrona de trenes", "Debo dinero", approaches=PRESETS["ladron"])


def _lines(run: object) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]  # type: ignore[attr-defined]


def _said(run: object, lang: str = "es") -> list[str]:
    return [t(s.key, lang, **s.params) for s in run.shown  # type: ignore[attr-defined]
            if isinstance(s, Message)]


# --- 1. Fate's words -------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "words"), [("es", "Éxito con estilo (4)"),
                                             ("en", "Success with style (4)")])
def test_succeed_with_style_is_named_by_the_book_on_the_roll_line(lang: str, words: str,
                                                                  tmp_path: Path) -> None:
    code, out, err = run_cli("--lang", lang, "fate", "roll", "--dice", "++++", "--vs", "0",
                             home=tmp_path)
    assert (code, err) == (0, "")
    assert words in out


@pytest.mark.parametrize(("lang", "names"), [
    ("es", ["Fallo", "Empate", "Éxito", "Éxito con estilo"]),
    ("en", ["Fail", "Tie", "Success", "Success with style"])])
def test_every_outcome_in_the_odds_table_and_the_rules(lang: str, names: list[str],
                                                       tmp_path: Path) -> None:
    code, out, _ = run_cli("--lang", lang, "odds", "fate", "--bonus", "2", "--vs", "1",
                           home=tmp_path)
    assert code == 0
    assert [line.split("  ")[0].strip() for line in out.splitlines()[2:6]] == names
    assert [t(o.label_key, lang) for o in Outcome] == names
    topic = "resultados" if lang == "es" else "outcomes"
    _, rules, _ = run_cli("--lang", lang, "fate", "rules", topic, home=tmp_path)
    assert names[-1].lower() in " ".join(rules.split()).lower()


@pytest.mark.parametrize("edition", ["fae", "condensed"])
def test_the_journal_names_style_as_the_book_does(edition: str, tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    code, _, err = run_cli("--campaign", "c", "fate", "roll", "--edition", edition,
                           "--dice", "++++", "--vs", "0", home=tmp_path)
    assert (code, err) == (0, "")
    journal = next(tmp_path.rglob("*.md")).read_text(encoding="utf-8")
    assert "-> Éxito con estilo (4)" in journal


def test_no_catalog_calls_a_fate_outcome_critical() -> None:
    assert not [k for k, v in es.MESSAGES.items() if "crítico" in v.lower()]
    assert not [k for k, v in en.MESSAGES.items() if "critical" in v.lower()]


# --- 2. the other side shown -----------------------------------------------------------------

def test_an_npc_absorbing_a_hit_is_shown_in_one_line_and_journaled() -> None:
    brute = replace(new_fae("Bruto", "Matón", "Impaciente", approaches=PRESETS["forzudo"]),
                    role=Role.NPC)
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Bruto", "cofradía", brute))
    # Nia attacks: Sneaky 3 + ++++ = 7 vs Bruto Forceful 3 + 0000: 4 shifts, style.
    # Bruto: Forceful 3 + 0000 vs Nia's Quick 2 + ++00: she holds; then she concedes.
    rng = ScriptedRng([1] * 4 + [0] * 8 + [1, 1, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "sneaky", "", "no", "quick", "", "concede"])
    assert not run.errors, run.errors
    said = _said(run)
    assert ("Bruto encaja un golpe de 4: estrés [1][X][3]; consecuencias: «Herida Leve»."
            in said), said
    assert "=> Bruto encaja el golpe [N:Bruto|[1][X][3]|«Herida Leve»]" in _lines(run)


def test_an_npcs_tie_boost_is_shown_and_journaled_when_made() -> None:
    fighters = (Fighter("Nia", "pjs", _nia()), Fighter("Matón", "npcs", mook("Matón",
                                                                            Edition.FAE)))
    # Nia concedes? No: she attacks and misses (0 vs 0 is a tie: her boost); Matón 0 + 0 vs
    # her Careful 2 - 2 = 0: a tie, his boost.
    rng = ScriptedRng([0] * 12 + [-1, -1, 0, 0])
    run = run_scripted(conflict(fighters, rng, gm_points=0, lang="es"),
                       ["", "", "attack", "forceful", "", "Ventaja", "careful", "",
                        "concede"])
    said = _said(run)
    assert "Matón gana el impulso «Ventaja de Matón» (una invocación gratuita)." in said, said
    assert "=> Impulso «Ventaja de Matón» para Matón" in _lines(run)


@pytest.mark.parametrize(("lang", "lines"), [
    ("es", ["Humo denso (de situación; invocaciones gratuitas: 2, para tu bando)",
            "Tambaleante (impulso; invocaciones gratuitas: 1, para tu bando)", "Niebla"]),
    ("en", ["Humo denso (situation; free invokes: 2, for your side)",
            "Tambaleante (boost; free invokes: 1, for your side)", "Niebla"])])
def test_aspect_list_shows_free_invokes_and_whose(lang: str, lines: list[str],
                                                  tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "fate", home=tmp_path)[0] == 0
    for args in (["Humo", "denso", "--free", "2"], ["Tambaleante", "--boost"], ["Niebla"]):
        assert run_cli("--campaign", "c", "fate", "aspect", "add", *args, home=tmp_path)[0] == 0
    code, out, _ = run_cli("--lang", lang, "--campaign", "c", "fate", "aspect", "list",
                           home=tmp_path)
    assert code == 0
    assert [line.strip() for line in out.splitlines()][:2] == lines[:2]
    assert "gratuitas" not in out.splitlines()[2] and "free" not in out.splitlines()[2]
