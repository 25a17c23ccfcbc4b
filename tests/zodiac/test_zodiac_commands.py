"""The `zodiac` commands through the real entry points, with the issue's acceptance commands."""

import json
from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli


def solo_json(*argv, home=None, stdin=""):
    code, out, err = run_cli("--json", *argv, home=home, stdin=stdin)
    assert code == 0, err
    last = out.strip().splitlines()[-1]   # a guided run prints its prompts first
    return json.loads(last[last.index("{"):])


def test_acceptance_exact_hit(home: Path) -> None:
    assert solo_json("zodiac", "action", "--at", "-1", "--cd", "7", "--dice", "8", home=home) == {
        "die": 8, "total": 7, "cd": 7, "margin": 0, "grade": "success_benefit"}


@pytest.mark.parametrize(("face", "grade"), [
    ("11", "success_consequence"), ("5", "failure_consequence"), ("2", "failure_complication")])
def test_acceptance_grades(home: Path, face: str, grade: str) -> None:
    data = solo_json("zodiac", "action", "--at", "0", "--cd", "7", "--dice", face, home=home)
    assert data["grade"] == grade


def test_acceptance_natural_one_with_ts(home: Path) -> None:
    data = solo_json("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "1", "--pb", "3",
                     "--ts-dice", "3", home=home)
    assert data["grade"] == "failure_catastrophe"
    assert data["ts"]["passed"] is False


def test_acceptance_derive(home: Path) -> None:
    data = solo_json("zodiac", "derive", "--fue", "2", "--agi", "3", "--des", "2", "--per", "2",
                     "--int", "3", "--vol", "2", home=home)
    assert data["actions"]["atletismo"] == {"pb": 3, "at": -1, "cde": 6}
    assert len(data["actions"]) == 15


def test_acceptance_odds(home: Path) -> None:
    data = solo_json("odds", "zodiac", "--at", "0", "--cd", "7", home=home)
    assert data["outcomes"] == {
        "success_benefit": "1/12", "success": "1/4", "success_consequence": "1/6",
        "failure_consequence": "1/4", "failure_complication": "5/24",
        "failure_catastrophe": "1/24"}


def test_cd_by_name_and_modifiers(home: Path) -> None:
    data = solo_json("zodiac", "action", "--at", "2", "--cd", "compleja", "--dice", "9 11",
                     "--ventaja", "dado", "--pf", "1", home=home)
    assert (data["kept"], data["total"], data["grade"]) == ([11], 14, "success")
    safe = solo_json("zodiac", "accion", "--at", "0", "--cd", "estándar", "--seguro",
                     "--dice", "1", home=home)
    assert (safe["grade"], safe["mode"]) == ("failure_complication", "safe")


def test_bad_input_is_one_line(home: Path) -> None:
    for argv in (("zodiac", "action", "--cd", "7", "--dice", "5"),
                 ("zodiac", "action", "--at", "0", "--cd", "siete", "--dice", "5"),
                 ("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "13"),
                 ("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "5 6"),
                 ("zodiac", "action", "volar", "--cd", "7"),
                 ("zodiac", "action", "--at", "0", "--cd", "7", "--dice", "5", "--convert",
                  "--enfrentada"),
                 ("zodiac", "rules", "cocina")):
        code, _out, err = run_cli(*argv, home=home)
        assert code != 0, argv
        assert err.count("\n") == 1, (argv, err)
        assert "Traceback" not in err


CREATION = "\n".join(["Nia", "exploradora", "2 esbelta", "3", "2", "2", "3", "2", "3", "3",
                      "2", "e", "fue", "natación: nadar", "", "Servir al consejo",
                      "Encontrar a su hermano", "Proteger a Tomás", "Pagar la deuda", "", "no"]) + "\n"


def test_campaign_character_action_karma_and_journal(home: Path) -> None:
    assert run_cli("campaign", "new", "viaje", "--system", "zodiac", home=home)[0] == 0
    sheet = solo_json("--campaign", "viaje", "zodiac", "character", "new", home=home,
                      stdin=CREATION)
    assert (sheet["name"], sheet["karma"], sheet["pk"]) == ("Nia", 4, 4)
    roll = solo_json("--campaign", "viaje", "zodiac", "action", "atletismo", "--cd", "7",
                     "--dice", "8", home=home)
    assert (roll["total"], roll["grade"]) == (7, "success_benefit")
    spent = solo_json("--campaign", "viaje", "zodiac", "karma", "dejavu", "1", "--dice", "9",
                      home=home)
    assert spent["grade"] == "success"
    code, _, err = run_cli("--campaign", "viaje", "zodiac", "karma", "spend", "me_first",
                           home=home)
    assert code != 0
    assert "Nia" in err
    twist = solo_json("--campaign", "viaje", "zodiac", "karma", "twist", "--dice", "1 5",
                      home=home)
    assert twist["pk_gained"] is True
    shown = solo_json("--campaign", "viaje", "zodiac", "karma", home=home)
    assert shown["pk"] == 4
    journal = (home / "journals" / "viaje" / "journal.md").read_text()
    assert "[PC:Nia|Karma 4|PK 4]" in journal
    assert "d: 1d12-1=7 (8) vs TN 7 -> Éxito+Beneficio" in journal
    assert "d: 1d12-1=8 (9) vs TN 7 -> Éxito (Deja Vu: dado 1 otra vez, 8 → 9)" in journal


def test_campaign_states_bonds_and_crossroads(home: Path) -> None:
    run_cli("campaign", "new", "v", "--system", "zodiac", home=home)
    solo_json("--campaign", "v", "zodiac", "character", "new", home=home, stdin=CREATION)
    hurt = solo_json("--campaign", "v", "zodiac", "state", "take", "heridas", "grave", home=home)
    assert hurt["states"]["altered"] == {"heridas": ["leve", "grave"]}
    roll = solo_json("--campaign", "v", "zodiac", "action", "atletismo", "--cd", "7",
                     "--dice", "12", home=home)
    assert roll["grade"] == "failure_consequence"   # Leve -> Debilidad turns the natural 12
    assert roll["total"] == 8                       # Grave -> -3
    solo_json("--campaign", "v", "zodiac", "state", "recover", "heridas", "grave", home=home)
    solo_json("--campaign", "v", "zodiac", "state", "recover", "heridas", "leve", home=home)
    for text in ("tres", "cuatro", "cinco", "seis"):
        solo_json("--campaign", "v", "zodiac", "bond", "add", text, home=home)
    code, _, err = run_cli("--campaign", "v", "zodiac", "bond", "add", "siete", home=home)
    assert code != 0
    assert "6" in err
    answers = "\n".join(["El consejo llama", "obligation", "presencia", "", "", "resolve",
                         "", "+2", "no"]) + "\n"
    summary = solo_json("--campaign", "v", "zodiac", "crossroads", "--dice", "6", home=home,
                        stdin=answers)
    assert summary["conviction"] == "resolve"
    assert summary["result"]["grade"] == "success_benefit"
    assert solo_json("--campaign", "v", "zodiac", "karma", home=home)["pk"] == 3
    idea = solo_json("--campaign", "v", "zodiac", "idea", "--dice", "3", home=home)
    assert idea["table_id"] == "zodiac/beneficios"
    journal = (home / "journals" / "v" / "journal.md").read_text()
    assert "Encrucijada: El consejo llama" in journal
    assert ("d: 1d12-1-3=8 (12) vs TN 7 -> Fracaso+Consecuencia (12 natural; Acción "
            "Entorpecida (-3); 12 natural con Debilidad: Fracaso+Consecuencia)" in journal)
    assert "tbl: zodiac/beneficios 1d12=3" in journal


def test_shell_renders_zodiac(shell: Shell) -> None:
    run = shell.run("zodiac action --at -1 --cd 7 --dice 8")
    assert run.result.grade.value == "success_benefit"
    assert "Éxito+Beneficio" in run.out
    assert "Atletismo" in shell.run("zodiac derive --fue 2 --agi 3 --des 2 --per 2 --int 3 "
                                    "--vol 2").out
    assert "Karma" in shell.run("zodiac reglas karma").out
    assert "Fallada" in shell.run("zodiac action --at 0 --cd 7 --dice 1 --ts-dice 2").out


def test_state_recovery_by_ts_and_medicine_and_overflow(home: Path) -> None:
    run_cli("campaign", "new", "r", "--system", "zodiac", home=home)
    solo_json("--campaign", "r", "zodiac", "character", "new", home=home, stdin=CREATION)
    for _ in range(3):
        solo_json("--campaign", "r", "zodiac", "state", "take", "fatiga", "leve", home=home)
    over = solo_json("--campaign", "r", "zodiac", "state", "take", "heridas", "persistente",
                     home=home)
    assert over["states"]["altered"]["fatiga"] == ["leve", "grave", "persistente"]
    assert over["states"]["altered"]["heridas"] == ["persistente"]
    gone = solo_json("--campaign", "r", "zodiac", "state", "take", "wounds", "mild", home=home)
    assert gone["states"]["altered"]["heridas"] == ["leve", "persistente"]
    failed = solo_json("--campaign", "r", "zodiac", "state", "recover", "fatiga", "leve",
                       "--ts", "vol", "--dice", "3", home=home)
    assert "leve" in failed["states"]["altered"]["fatiga"]
    passed = solo_json("--campaign", "r", "zodiac", "state", "recover", "fatiga", "leve",
                       "--ts", "vol", "--dice", "5", home=home)
    assert passed["states"]["altered"]["fatiga"] == ["grave", "persistente"]
    healed = solo_json("--campaign", "r", "zodiac", "state", "recover", "heridas", "leve",
                       "--medicina", "--dice", "12 11", home=home)   # Desventaja keeps the 12
    assert "leve" in healed["states"]["altered"]["heridas"]   # natural 12 + Debilidad: Fracaso
    healed = solo_json("--campaign", "r", "zodiac", "state", "recover", "heridas", "leve",
                       "--medicina", "--dice", "11 11", home=home)
    assert healed["states"]["altered"]["heridas"] == ["persistente"]
    code, _, err = run_cli("--campaign", "r", "zodiac", "state", "recover", "shock", "leve",
                           home=home)
    assert code != 0
    assert err.count("\n") == 1
    solo_json("--campaign", "r", "zodiac", "state", "take", "heridas", "persistente",
              home=home)
    out = solo_json("--campaign", "r", "zodiac", "state", "take", "heridas", "persistente",
                    home=home)
    assert out["states"]["special"] == ["incapacitado"]
    code, _, err = run_cli("--campaign", "r", "zodiac", "action", "atletismo", "--dice", "7",
                           home=home)
    assert code != 0
    assert "PK" in err
    journal = (home / "journals" / "r" / "journal.md").read_text()
    assert "d: TS VOL 1d6+2=5 (3) vs TN 7 -> Fallada" in journal
    assert "=> Nia sigue con Fatiga (Leve)" in journal
    assert "=> El estado se desborda: Nia queda incapacitado" in journal


def test_bonds_rewrite_and_session_hooks(home: Path) -> None:
    run_cli("campaign", "new", "b", "--system", "zodiac", home=home)
    solo_json("--campaign", "b", "zodiac", "character", "new", home=home, stdin=CREATION)
    solo_json("--campaign", "b", "zodiac", "bond", "fulfil", "1", home=home)
    closed = solo_json("--campaign", "b", "zodiac", "bond", "close", home=home)
    assert (closed["px"], len(closed["bonds"])) == (8 + 1, 1)  # 8 PX left at creation are kept
    added = solo_json("--campaign", "b", "zodiac", "bond", "add", "Volver", "a", "casa",
                      "--tras-sesion", home=home)
    assert (added["pk"], added["bonds"][-1]["text"]) == (5, "Volver a casa")
    rewritten = solo_json("--campaign", "b", "zodiac", "rewrite", "motivación", "Vengar",
                          "a", "su", "hermano", home=home)
    assert (rewritten["crossroads"]["emotion"], rewritten["px"]) == ("Vengar a su hermano", 10)
    code, _, err = run_cli("--campaign", "b", "zodiac", "rewrite", "obligaciones", "Otra",
                           home=home)
    assert code != 0
    assert "nunca los dos" in err
    assert run_cli("--campaign", "b", "session", "start", home=home)[0] == 0
    again = solo_json("--campaign", "b", "zodiac", "rewrite", "obligaciones", "Otra",
                      home=home)
    assert again["crossroads"]["obligation"] == "Otra"


def test_shell_character_sheet_shows_skills_by_action(shell: Shell) -> None:
    shell.run("campaign new s --system zodiac")
    shell.feed(CREATION)
    assert shell.run("zodiac character new").result.name == "Nia"
    out = shell.run("zodiac pj ver").out
    assert "·E· natación" in out
    assert "Karma 4 · PK 4/7" in out
    assert "Nia" in shell.run("zodiac pj lista").out
    assert "PK" in shell.run("zodiac karma").out


def test_odds_of_other_modes_one_shot(home: Path) -> None:
    safe = solo_json("odds", "zodiac", "--at", "1", "--cd", "7", "--seguro", home=home)
    assert safe["outcomes"]["success_benefit"] == "1/6"
    assert safe["outcomes"]["failure_catastrophe"] == "0/1"
    character = solo_json("odds", "zodiac", "--at", "0", "--cd", "7", "--caracter", home=home)
    assert character["outcomes"]["success_benefit"] == "1/6"
    assert character["outcomes"]["failure_catastrophe"] == "1/36"
    advantage = solo_json("odds", "zodiac", "--at", "0", "--cd", "7", "--ventaja", home=home)
    assert advantage["outcomes"]["success_benefit"] == "23/144"


def test_passive_and_ts_one_shot(home: Path) -> None:
    passive = solo_json("zodiac", "action", "--at", "-1", "--cd", "7", "--pasiva", "--ventaja",
                        home=home)
    assert (passive["value"], passive["grade"]) == (8, "success_consequence")
    ts = solo_json("zodiac", "ts", "--score", "3", "--dice", "4", home=home)
    assert ts["passed"] is True


def test_deja_vu_on_a_failed_ts_one_shot(home: Path) -> None:
    run_cli("campaign", "new", "d", "--system", "zodiac", home=home)
    solo_json("--campaign", "d", "zodiac", "character", "new", home=home, stdin=CREATION)
    first = solo_json("--campaign", "d", "zodiac", "action", "atletismo", "--dice", "1",
                      "--ts-dice", "2", home=home)
    assert first["grade"] == "failure_catastrophe"
    again = solo_json("--campaign", "d", "zodiac", "karma", "dejavu", "ts", "--dice", "5",
                      home=home)
    assert again["grade"] == "failure_complication"
    assert solo_json("--campaign", "d", "zodiac", "karma", home=home)["pk"] == 3


TOMAS = CREATION.replace("Nia\n", "Tomás\n", 1)


def test_surplus_pk_goes_to_another_pc(home: Path) -> None:
    run_cli("campaign", "new", "g", "--system", "zodiac", home=home)
    solo_json("--campaign", "g", "zodiac", "character", "new", home=home, stdin=CREATION)
    solo_json("--campaign", "g", "zodiac", "character", "new", home=home, stdin=TOMAS)
    solo_json("--campaign", "g", "zodiac", "character", "use", "nia", home=home)
    gained = solo_json("--campaign", "g", "zodiac", "karma", "gain", "4", "--para", "tomas",
                       home=home)
    assert (gained["pk"], gained["surplus"]) == (7, 0)
    assert solo_json("--campaign", "g", "zodiac", "karma", "--pj", "Tomás", home=home)["pk"] == 5
    alone = solo_json("--campaign", "g", "zodiac", "karma", "gain", home=home)
    assert alone["surplus"] == 1
    answers = "\n".join(["Suceso", "emotion", "ingenio", "", "doubt", "Tomás", "", "no"]) + "\n"
    summary = solo_json("--campaign", "g", "zodiac", "crossroads", "--pj", "Nia",
                        "--dice", "8 9", home=home, stdin=answers)
    assert (summary["surplus"], summary["gift_to"]) == (1, "Tomás")
    assert solo_json("--campaign", "g", "zodiac", "karma", "--pj", "Tomás", home=home)["pk"] == 6
    journal = (home / "journals" / "g" / "journal.md").read_text()
    assert "=> Tomás recibe el PK sobrante (tiene 6)" in journal


def test_karma_spend_by_spanish_name_and_free_use(home: Path) -> None:
    run_cli("campaign", "new", "k", "--system", "zodiac", home=home)
    solo_json("--campaign", "k", "zodiac", "character", "new", home=home, stdin=CREATION)
    used = solo_json("--campaign", "k", "zodiac", "karma", "gastar", "inspiracion", home=home)
    assert (used["pk"], used["use"]) == (3, "inspiration")
    free = solo_json("--campaign", "k", "zodiac", "action", "atletismo", "--dice", "5",
                     home=home)
    assert free["grade"] == "failure_consequence"
    gratis = solo_json("--campaign", "k", "zodiac", "karma", "spend", "primero", "--gratis",
                       home=home)
    assert gratis["pk"] == 3
    code, _, err = run_cli("--campaign", "k", "zodiac", "karma", "spend", "volar", home=home)
    assert code != 0
    assert "volar" in err


def test_pushing_through_states_costs_a_pk_and_counts_for_the_action(home: Path) -> None:
    run_cli("campaign", "new", "p", "--system", "zodiac", home=home)
    solo_json("--campaign", "p", "zodiac", "character", "new", home=home, stdin=CREATION)
    solo_json("--campaign", "p", "zodiac", "state", "take", "incapacitado", home=home)
    code, _, err = run_cli("--campaign", "p", "zodiac", "action", "atletismo", "--dice", "8",
                           home=home)
    assert code != 0
    assert "1 PK" in err
    pushed = solo_json("--campaign", "p", "zodiac", "action", "atletismo", "--dice", "8",
                       "--sin-estados", home=home)
    assert pushed["grade"] == "success_benefit"
    assert solo_json("--campaign", "p", "zodiac", "karma", home=home)["pk"] == 3
    code, _, err = run_cli("--campaign", "p", "zodiac", "action", "atletismo", "--caracter",
                           "--sin-estados", "--dice", "3 4", home=home)
    assert code != 0
    assert "ya ha gastado" in err
    assert solo_json("--campaign", "p", "zodiac", "karma", home=home)["pk"] == 3


def test_session_end_reminds_of_bonds_and_rewrite(home: Path) -> None:
    assert run_cli("campaign", "new", "fin", "--system", "zodiac", home=home)[0] == 0
    assert run_cli("--campaign", "fin", "session", "end", home=home)[0] == 2  # none open
    solo_json("--campaign", "fin", "session", "start", home=home)
    ended = solo_json("--campaign", "fin", "session", "end", home=home)
    assert ended["effects"] == []
    solo_json("--campaign", "fin", "zodiac", "character", "new", home=home, stdin=CREATION)
    solo_json("--campaign", "fin", "session", "start", home=home)
    code, out, _ = run_cli("--lang", "en", "--campaign", "fin", "session", "end", home=home)
    assert code == 0
    flat = " ".join(out.split())  # as read, whatever the terminal's width wrapped
    assert "zodiac rewrite" in flat
    assert "+1 XP" in flat and "Bond" in flat
