"""Zodiac as a newcomer meets it (issue 12): a name on the command line, the Actions menu."""

from pathlib import Path

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Ask, run_scripted
from solo.systems.zodiac.procedures.action import ActionSetup, action_choices, action_roll
from solo.systems.zodiac.procedures.creation import create_character
from solo.systems.zodiac.rules.character import SAMPLE_DATA, SCORE_NAMES, Character
from solo.systems.zodiac.rules.grades import Grade
from tests.conftest import Shell, run_cli

AFTER_NAME = ["exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3", "2",
              "e", "fue", "natación: nadar", "", "Servir al consejo", "Encontrar a su hermano",
              "Proteger a Tomás", "Pagar la deuda", "", "no"]


def nia() -> Character:
    return Character.from_data(SAMPLE_DATA)


def prompts(transcript: object) -> list[str]:
    return [s.prompt for s in transcript.steps if isinstance(s, Ask)]  # type: ignore[attr-defined]


# 1. `zodiac character new NAME` ------------------------------------------------------------------

def test_a_name_given_up_front_skips_the_name_question() -> None:
    run = run_scripted(create_character("es", "  Kenji  el  Rojo "), AFTER_NAME)
    assert run.result.name == "Kenji  el  Rojo"  # trimmed, its inner spacing as typed
    assert "zodiac.ask.name" not in prompts(run)
    assert prompts(run)[0] == "zodiac.ask.concept"
    assert run.recorded[0].lines[0] == "[PC:Kenji  el  Rojo|Karma 4|PK 4]"


def test_without_a_name_it_is_still_asked() -> None:
    run = run_scripted(create_character("es"), ["Nia", *AFTER_NAME])
    assert (run.result.name, prompts(run)[0]) == ("Nia", "zodiac.ask.name")


def test_shell_character_new_takes_the_name(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new v --system zodiac")
    shell.feed("\n".join(AFTER_NAME) + "\n")
    run = shell.run("zodiac character new Kenji")
    assert "opciones que no conozco" not in run.err
    assert run.result.name == "Kenji"
    again = shell.run("zodiac character new kenji")      # refused before any question
    assert again.result is None
    assert "Kenji" in again.err
    assert again.err.count("\n") == 1


def test_one_shot_character_new_takes_a_name_of_several_words(home: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=home)[0] == 0
    code, _out, err = run_cli("--json", "--campaign", "v", "zodiac", "character", "new", "Kenji",
                              "Sato", home=home, stdin="\n".join(AFTER_NAME) + "\n")
    assert code == 0, err
    code, out, _err = run_cli("--json", "--campaign", "v", "zodiac", "character", "list",
                              home=home)
    assert "Kenji Sato" in out


# 2. `zodiac action` with a PJ open and no Action named --------------------------------------------

def test_the_actions_menu_shows_pb_at_and_cde() -> None:
    choices = action_choices(nia())
    assert len(choices) == 15
    athletics = next(c for c in choices if c.value == "atletismo")
    assert t(athletics.label, "es", **athletics.params) == "Atletismo — PB 3 · AT -1 · CDE 6"
    assert t(athletics.label, "en", **athletics.params) == "Athletics — PB 3 · AT -1 · CDE 6"


def test_guided_action_asks_which_action_of_the_pc() -> None:
    run = run_scripted(action_roll(ActionSetup(pc=nia()), ScriptedRng([8]), ScriptedRng([]), "es"),
                       ["atletismo", "7"])
    first = next(s for s in run.steps if isinstance(s, Ask))
    assert first.prompt == "zodiac.ask.action"
    assert t(first.prompt, "es", **first.params) == f"¿Qué Acción intenta {nia().name}?"
    assert [c.value for c in first.choices][:3] == ["aguante", "amenaza", "atletismo"]
    assert (run.result.result.total, run.result.result.grade) == (7, Grade.SUCCESS_BENEFIT)


def _campaign_with_nia(home: Path) -> Shell:
    shell = Shell(home)
    shell.run("campaign new v --system zodiac")
    shell.feed("\n".join(AFTER_NAME) + "\n")
    shell.run("zodiac character new Nia")
    return shell


def test_shell_action_without_a_name_offers_the_pcs_actions(home: Path) -> None:
    shell = _campaign_with_nia(home)
    shell.feed("03\n\n\n\n")  # the third: Atletismo; the standard CD; no skill; no modifier
    run = shell.run("zodiac action --dice 8")
    assert "Falta el AT" not in run.err
    assert "Atletismo — PB 3 · AT -1 · CDE 6" in run.out
    assert (run.result.total, run.result.grade) == (7, Grade.SUCCESS_BENEFIT)
    journal = (home / "journals" / "v" / "journal.md").read_text(encoding="utf-8")
    assert "d: 1d12-1=7 (8) vs TN 7 -> Éxito+Beneficio" in journal
    shell.feed("athl\n13\n\n\n")  # a unique prefix, in English too; a complex CD
    run = shell.run("zodiac action --dice 9")
    assert (run.result.total, run.result.cd) == (8, 13)
    odds = run.out.index("AT -1 contra CD 13 · 1d12")  # the odds, before the roll
    assert "Fracaso+Complicación  79.17   19/24" in run.out[odds:]
    assert odds < run.out.index("1d12  [9] -1 (AT) = 8 vs CD 13")


def test_one_shot_action_without_a_name_names_the_pc_and_the_way(home: Path) -> None:
    assert run_cli("campaign", "new", "v", "--system", "zodiac", home=home)[0] == 0
    run_cli("--campaign", "v", "zodiac", "character", "new", "Nia", home=home,
            stdin="\n".join(AFTER_NAME) + "\n")
    code, _out, err = run_cli("--campaign", "v", "zodiac", "action", "--dice", "8", home=home)
    assert code != 0
    assert err.count("\n") == 1
    assert "Falta la Acción de Nia" in err
    assert "zodiac action atletismo" in err
    assert "Traceback" not in err
    code, _out, err = run_cli("--campaign", "v", "zodiac", "action", "--at", "0", "--dice", "8",
                              home=home)
    assert code == 0, err                              # an AT given: a roll without the sheet


def test_without_a_pc_the_at_is_still_what_is_missing(home: Path) -> None:
    code, _out, err = run_cli("zodiac", "action", "--dice", "8", home=home)
    assert code != 0
    assert "Falta el AT" in err


# 4. `--dice` help with each system's own dice ----------------------------------------------------

def _dice_help(*argv: str) -> str:
    code, out, _err = run_cli(*argv, "--help")
    assert code == 0
    return " ".join(out[out.index("--dice CARAS, --dados CARAS"):].split())


def test_zodiac_dice_help_shows_zodiac_dice() -> None:
    action = _dice_help("zodiac", "action")
    assert 'p. ej. "9" (1d12), "9 4" (con Ventaja o Desventaja, 2d12), "3 5" (Tirada de ' \
           'Carácter, 2d6) o "4" (Tirada Segura, 1d6)' in action
    assert '"+ 0 - +"' not in action
    assert '"4" (el 1d6 de la TS)' in _dice_help("zodiac", "ts")
    assert '"2 6" (el giro del DJ, 2d6)' in _dice_help("zodiac", "karma")
    for argv in (("zodiac", "crossroads"), ("zodiac", "idea"), ("zodiac", "state")):
        assert '"+ 0 - +"' not in _dice_help(*argv), argv


def test_every_system_has_its_own_dice_example_and_the_rest_the_generic_one() -> None:
    assert '"+ 0 - +" o "+0-+" (4dF;' in _dice_help("fate", "roll")
    assert '"5 2 6" (de 1d6 a 3d6)' in _dice_help("tricube", "challenge")
    assert '"2 4 4" (un d6 por punto' in _dice_help("frag", "reto")
    assert '"+ 0 - +" (4dF) o "3 5" (--oracle d6)' in _dice_help("oracle")
    assert '"+ 0 - +" o "4 2 6"' in _dice_help("table", "roll")


# 5. The creation questions: one example per group of scores, a colon before the answer -----------

def test_each_group_of_scores_shows_one_example_that_fits_it() -> None:
    run = run_scripted(create_character("es", "Nia"), AFTER_NAME)
    scores = [t(s.prompt, "es", **s.params) for s in run.steps
              if isinstance(s, Ask) and s.prompt.startswith("zodiac.ask.score")]
    assert len(scores) == 9
    assert scores[0] == "FUE (0–5) y su Rasgo, p. ej. «2 esbelta» (suma hasta ahora: 0):"
    assert scores[1] == "AGI (0–5) y su Rasgo (suma hasta ahora: 2):"
    assert scores[6] == "REC (0–5) y su Rasgo, p. ej. «1 humilde» (suma hasta ahora: 14):"
    assert [i for i, text in enumerate(scores) if "p. ej." in text] == [0, 6]
    english = [t(s.prompt, "en", **s.params) for s in run.steps
               if isinstance(s, Ask) and s.prompt.startswith("zodiac.ask.score")]
    assert english[6] == "REC (0–5) and its Trait, e.g. '1 humble' (sum so far: 14):"


def test_the_paragraph_and_bond_questions_end_with_a_colon() -> None:
    run = run_scripted(create_character("es", "Nia"), AFTER_NAME)
    texts = {s.prompt: t(s.prompt, "es", **s.params) for s in run.steps if isinstance(s, Ask)}
    assert texts["zodiac.ask.obligation"] == ("Escribe el párrafo de Obligaciones sociales "
                                              "de tu PJ:")
    assert texts["zodiac.ask.bond"].endswith("Intro para terminar cuando ya tengas 2):")


# 6. The sheet keeps each score with its Rasgo on one line ---------------------------------------

@pytest.mark.parametrize("width", [32, 41, 50, 63, 80, 100])
def test_the_sheet_never_splits_a_score_from_its_trait(width: int) -> None:
    import io

    from rich.console import Console

    from solo.render import render

    traits = dict(zip(SCORE_NAMES, ("esbelta", "ágil", "torpe", "atenta", "lista", "terca",
                                    "pobre", "conocida", "forastera"), strict=True))
    pc = Character.from_data({**SAMPLE_DATA, "traits": traits})
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(render(pc))
    shown = console.file.getvalue()
    for name in SCORE_NAMES:
        group = f"{name.upper()} {pc.scores[name]} ({traits[name]})"
        assert any(group in line for line in shown.splitlines()), (width, group, shown)
