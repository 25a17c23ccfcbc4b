"""The `frag` commands through the real entry points, the issue's acceptance lines first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import Shell, area_state, run_cli, write_area_state

BARBARA = "\n".join([
    "Barbara", "Aristócrata fugitiva", "3", "2",
    "Escala", "2", "Correr", "1", "Tenacidad", "1", "Mentir", "1", "Discreta", "1", "Latín", "3",
    "", "Huyó del convento", "Vio morir a su padre", "Engreída"]) + "\n"


def solo_json(*argv: str, home: Path, stdin: str = "") -> dict:
    code, out, err = run_cli("--json", *argv, home=home, stdin=stdin)
    assert code == 0, err
    assert "Traceback" not in err
    if not stdin:                     # guided questions may be written on stderr
        assert err == ""
    data = json.loads(out.strip().splitlines()[-1])
    assert isinstance(data, dict)
    return data


def fails(*argv: str, home: Path) -> str:
    code, _out, err = run_cli(*argv, home=home)
    assert code != 0
    assert "Traceback" not in err
    return err


def campaign(home: Path) -> tuple[str, ...]:
    run_cli("campaign", "new", "Noche", "--system", "fragmentos", home=home)
    solo_json("--campaign", "Noche", "frag", "character", "new", home=home, stdin=BARBARA)
    return ("--campaign", "Noche")


def state(home: Path) -> dict:
    return area_state(home, "Noche", "fragmentos")


def journal(home: Path) -> str:
    return (home / "journals" / "Noche" / "journal.md").read_text("utf-8")


def test_acceptance_reto(home: Path) -> None:
    assert solo_json("frag", "reto", "--score", "3", "--dice", "2 4 4", "--difficulty", "5",
                     home=home) == {"faces": [2, 4, 4], "base": 5, "trait": 0, "total": 5,
                                    "difficulty": 5, "success": True, "omens": 0}


def test_acceptance_reto_with_escala(home: Path) -> None:
    data = solo_json("frag", "reto", "--score", "3", "--trait", "2", "--dice", "2 4 4",
                     "--difficulty", "7", home=home)
    assert (data["total"], data["success"]) == (7, True)


def test_acceptance_three_fours(home: Path) -> None:
    data = solo_json("frag", "reto", "--score", "3", "--dice", "4 4 4", "--difficulty", "7",
                     home=home)
    assert (data["base"], data["success"]) == (6, False)


def test_acceptance_conflicto_with_the_duke(home: Path) -> None:
    data = solo_json("frag", "conflicto", "--score", "4", "--trait", "1", "--dice", "2 2 3 5",
                     "--vs-score", "3", "--vs-trait", "4", "--vs-dice", "1 3 3", "--peligroso",
                     home=home)
    assert {k: data[k] for k in ("total", "vs_total", "winner", "loss")} == {
        "total": 6, "vs_total": 8, "winner": "opponent", "loss": 2}
    assert len(data["omen_texts"]) == 1     # the Duke's 1 is a presagio


def test_acceptance_odds(home: Path) -> None:
    assert solo_json("odds", "frag", "--score", "3", "--difficulty", "5", home=home) == {
        "outcomes": {"success": "163/216", "failure": "53/216"},
        "omen_at_least_one": "91/216"}


def test_conflict_odds_and_executioner(home: Path) -> None:
    data = solo_json("odds", "frag", "--score", "3", "--trait", "1", "--vs-score", "4",
                     "--vs-trait", "1", "--vs-rank", "secundario", home=home)
    assert set(data["outcomes"]) == {"character", "opponent"}
    fight = solo_json("frag", "conflicto", "--score", "3", "--trait", "1", "--dice", "2 5 6",
                      "--vs-score", "4", "--vs-trait", "1", "--vs-dice", "3 3 2 2", home=home)
    assert (fight["total"], fight["vs_total"], fight["winner"]) == (7, 5, "character")


def test_presagios_are_drawn_from_the_table(home: Path) -> None:
    data = solo_json("frag", "reto", "--score", "3", "--dice", "1 1 6", "--difficulty", "6",
                     home=home)
    assert data["omens"] == 2
    assert len(data["omen_texts"]) == 2
    assert all(text["es"] and text["en"] for text in data["omen_texts"])


@pytest.mark.parametrize(("argv", "words"), [
    (("--extra", "4"), "0 a 3"),                       # a weapon of 4 dice
    (("--trait", "9"), "rasgo"),
    (("--difficulty", "muchísima"), "muchísima"),
])
def test_bad_quick_options_get_one_clear_line(home: Path, argv: tuple[str, ...],
                                              words: str) -> None:
    base = {"--score": "3", "--dice": "2 4 4", "--difficulty": "5"}
    options = dict(zip(argv[::2], argv[1::2], strict=True))
    flat = [x for pair in ({**base, **options}).items() for x in pair]
    err = fails("frag", "reto", *flat, home=home)
    assert words in err


def test_typed_faces_must_match_the_dice(home: Path) -> None:
    assert "primera tirada, que necesita 3; has escrito 2" in fails(
        "frag", "reto", "--score", "3", "--dice", "2 4", "--difficulty", "5", home=home)
    assert "primera tirada, que usa 2; has escrito 3" in fails(
        "frag", "reto", "--score", "2", "--dice", "2 4 4", "--difficulty", "5", home=home)


def test_a_character_is_created_saved_and_journaled(home: Path) -> None:
    opened = campaign(home)
    sheet = state(home)["characters"]["Barbara"]
    assert sheet["scores"]["cognition"] == {"current": 4, "total": 4}
    assert sheet["superacion"] == 5
    assert state(home)["threat"] == 2
    assert "[PC:Barbara|Acción 3/3|Interacción 2/2|Cognición 4/4|Superación 5]" in journal(home)
    shown = solo_json(*opened, "frag", "character", "show", home=home)
    assert shown["name"] == "Barbara"
    assert shown["active"] is True


def test_creation_needs_a_campaign(home: Path) -> None:
    code, _out, err = run_cli("frag", "character", "new", home=home, stdin=BARBARA)
    assert code != 0
    assert "campaña" in err


def test_the_duke_costs_barbara_two_points_of_cognition_on_her_sheet(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "conflicto", "--characteristic", "cognicion",
                     "--rasgo", "Discreta", "--dice", "2 2 3 5", "--vs-score", "3",
                     "--vs-trait", "4", "--vs-dice", "1 3 3", "--peligroso", home=home)
    assert (data["total"], data["vs_total"], data["loss"]) == (6, 8, 2)
    assert data["harm"] == {"characteristic": "cognition", "loss": 2, "before": 4, "after": 2,
                            "protected": False, "out": None}
    assert state(home)["characters"]["Barbara"]["scores"]["cognition"]["current"] == 2
    assert state(home)["threat"] == 3       # one presagio against threat 2
    assert "=> [PC:Barbara|Cognición 4→2]" in journal(home)


def test_script_protection_and_the_threat_at_eight(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--characteristic", "accion", "--dice", "2 2 3",
                     "--difficulty", "9", "--peligroso", "--protect", home=home)
    assert data["harm"]["protected"] is True
    assert data["spent"] == ["script_protection"]
    sheet = state(home)["characters"]["Barbara"]
    assert (sheet["scores"]["action"]["current"], sheet["superacion"]) == (3, 4)
    solo_json(*opened, "frag", "amenaza", "set", "8", home=home)
    err = fails(*opened, "frag", "reto", "--characteristic", "accion", "--dice", "2 2 3",
                "--difficulty", "9", "--peligroso", "--protect", home=home)
    assert "protección de guion" in err
    assert state(home)["characters"]["Barbara"]["scores"]["action"]["current"] == 3


def test_engreida_activation_feeds_the_threat(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "superacion", "cualidad", "Engreída", home=home)
    assert (data["superacion"], data["threat_before"], data["threat"]) == (4, 2, 3)
    assert "=> Barbara activa la cualidad «Engreída»" in journal(home)


def test_spending_superacion_you_do_not_have(home: Path) -> None:
    opened = campaign(home)
    for _ in range(5):
        solo_json(*opened, "frag", "superacion", "hurry", home=home)
    assert "superación" in fails(*opened, "frag", "superacion", "retry", home=home)
    assert state(home)["characters"]["Barbara"]["superacion"] == 0
    again = solo_json(*opened, "frag", "reto", "--characteristic", "accion", "--difficulty", "9",
                      "--retry", home=home)
    assert again["rolled"] is False
    assert again["success"] is False
    crossed = solo_json(*opened, "frag", "superacion", "tachar", "Vio morir a su padre",
                        home=home)
    assert crossed["crossed_out"] == "Vio morir a su padre"
    sheet = state(home)["characters"]["Barbara"]
    assert sheet["qualities"]["crossed_out"] == ["Vio morir a su padre"]
    assert "tachada" in fails(*opened, "frag", "superacion", "cualidad", "Vio morir a su padre",
                              home=home)


def test_rest_and_full_strength(home: Path) -> None:
    opened = campaign(home)
    solo_json(*opened, "frag", "reto", "--characteristic", "cognicion", "--dice", "1 2 2 3",
              "--difficulty", "9", "--peligroso", home=home)
    assert state(home)["characters"]["Barbara"]["scores"]["cognition"]["current"] == 2
    solo_json(*opened, "frag", "superacion", "fuerzas", home=home)
    data = solo_json(*opened, "frag", "reto", "--characteristic", "cognicion",
                     "--dice", "6 6 6 6", "--difficulty", "5", home=home)
    assert len(data["faces"]) == 4           # the total, not the current 2
    solo_json(*opened, "frag", "scene", home=home)
    assert state(home)["characters"]["Barbara"]["full_strength"] is False
    solo_json(*opened, "frag", "superacion", "descanso", "--focus", "cognicion", home=home)
    assert state(home)["characters"]["Barbara"]["scores"]["cognition"]["current"] == 4


def test_scene_order(home: Path) -> None:
    opened = campaign(home)
    assert solo_json(*opened, "frag", "scene", "Duque:monstruo", "Cochero",
                     home=home)["order"] == ["Duque", "Barbara", "Cochero"]
    assert solo_json(*opened, "frag", "escena", "Duque:monster", "--hurry", "Barbara",
                     home=home)["order"] == ["Barbara", "Duque"]


def test_guided_reto_on_standard_input(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--dice", "2 4 4", home=home,
                     stdin="Trepar la tapia\n1\n1\nEscala\n7\nno\n")
    assert (data["total"], data["success"]) == (7, True)
    assert "@ Trepar la tapia" in journal(home)
    assert "d: Escala 3d6kh1+1+2=7 (2 4 4) vs TN 7 -> Éxito" in journal(home)


def test_a_ten_point_sheet_on_disk_is_refused(home: Path) -> None:
    opened = campaign(home)
    data = state(home)
    data["characters"]["Barbara"]["scores"]["action"] = {"current": 4, "total": 4}
    write_area_state(home, "Noche", "fragmentos", data)
    assert "9" in fails(*opened, "frag", "character", "show", home=home)


@pytest.mark.parametrize(("lang", "topic", "word"), [
    ("es", "presagios", "presagio"), ("en", "threat", "threat"), ("es", "orden", "monstruo")])
def test_rules_topics(home: Path, lang: str, topic: str, word: str) -> None:
    data = solo_json("--lang", lang, "frag", "rules", topic, home=home)
    assert word in data["text"].lower()


def test_unknown_rules_topic(home: Path) -> None:
    assert "Temas" in fails("frag", "rules", "cocina", home=home)


def test_shell_renders_a_reto_and_keeps_the_result(home: Path) -> None:
    shell = Shell(home)
    run = shell.run("frag reto --score 3 --dice '2 4 4' --difficulty 5")
    assert "Éxito" in run.out
    assert run.result.roll.total == 5
    run = shell.run("frag conflicto --score 1 --dice 4 --vs-score 1 --vs-dice 4")
    assert "gana Personaje" in run.out


def test_a_dangerous_reto_costs_threat_and_can_take_barbara_out(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--characteristic", "accion", "--dice", "1 1 2",
                     "--difficulty", "9", "--peligroso", home=home)
    assert data["loss"] == 3
    assert data["harm"]["out"] == "maimed"
    # 2, −1 to declare the danger, +1 for two presagios, +1 for a character taken out
    assert (data["threat_before"], data["threat"]) == (2, 3)
    assert "=> Heridas graves o mutilaciones: Barbara queda fuera de la historia." in journal(home)
    assert solo_json(*opened, "frag", "amenaza", "set", "0", home=home)["threat"] == 0
    assert "amenaza" in fails(*opened, "frag", "reto", "--score", "2", "--dice", "3 4",
                              "--difficulty", "4", "--peligroso", home=home)


def test_presagios_wait_in_the_pending_queue(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--score", "3", "--dice", "1 5 6",
                     "--difficulty", "4", home=home)
    pending = solo_json(*opened, "pending", home=home)
    assert data["omen_texts"][0]["es"] in json.dumps(pending, ensure_ascii=False)
    assert "(note: pendiente #1, " in journal(home)


def test_engreida_turns_a_failed_interaccion_reto_into_a_success(home: Path) -> None:
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--characteristic", "interaccion", "--dice", "2 3",
                     "--difficulty", "5", "--quality", "engreida", home=home)
    assert (data["success"], data["forced"], data["spent"]) == (True, True, ["activate_quality"])
    assert (data["threat_before"], data["threat"]) == (2, 3)
    assert state(home)["characters"]["Barbara"]["superacion"] == 4
    # the dice once, then the cualidad named, whose point paid, the amenaza, the forced outcome
    assert journal(home).count("(2 3)") == 1
    assert ("d: 2d6kh1=3 (2 3) vs TN 5 -> Fracaso\n=> Barbara activa la cualidad «Engreída»\n"
            "[PC:Barbara|Superación 5→4]\n(note: Amenaza 2 → 3)\n-> Éxito (forzado)\n"
            ) in journal(home)
    # a success needs no cualidad: nothing is spent
    kept = solo_json(*opened, "frag", "reto", "--characteristic", "interaccion", "--dice", "5 6",
                     "--difficulty", "5", "--quality", "engreida", home=home)
    assert "spent" not in kept
    assert "ficha" in fails("frag", "reto", "--score", "2", "--dice", "2 3", "--difficulty", "5",
                            "--quality", "Engreída", home=home)


def test_guided_conflicto_on_standard_input(home: Path) -> None:
    opened = campaign(home)
    data = solo_json("--seed", "1", *opened, "frag", "conflicto", home=home,
                     stdin="Resistirse\n1\n1\n5\n4\n1\n1\n2\n2\n1\n")
    assert data["name"] == "Barbara"
    assert data["winner"] == "character"
    assert "@ Resistirse" in journal(home)


def test_a_supernatural_trait_must_be_marked_so_on_the_sheet(home: Path) -> None:
    opened = campaign(home)
    assert "sobrenatural" in fails(*opened, "frag", "superacion", "sobrenatural", "Latín",
                                   home=home)
    data = state(home)
    data["characters"]["Barbara"]["traits"][-1]["supernatural"] = True
    write_area_state(home, "Noche", "fragmentos", data)
    used = solo_json(*opened, "frag", "superacion", "sobrenatural", "latin", home=home)
    assert (used["use"], used["superacion"], used["threat"]) == ("supernatural", 4, 3)


def test_rasgo_by_name_or_by_number(home: Path) -> None:
    assert solo_json("frag", "reto", "--score", "3", "--rasgo", "2", "--dice", "2 4 4",
                     "--difficulty", "7", home=home)["total"] == 7
    assert "Escala" in fails("frag", "reto", "--score", "3", "--rasgo", "Escala",
                             "--dice", "2 4 4", "--difficulty", "7", home=home)
    opened = campaign(home)
    data = solo_json(*opened, "frag", "reto", "--characteristic", "accion", "--rasgo", "Escala",
                     "--rasgo", "Tenacidad", "--dice", "2 4 4", "--difficulty", "7", home=home)
    assert (data["trait"], data["total"]) == (2, 7)     # only the best rasgo counts


def test_shell_toolbar_shows_superacion_and_threat(home: Path) -> None:
    from solo.systems.fragmentos.commands.pc import toolbar

    shell = Shell(home)
    shell.run("campaign new Noche --system fragmentos")
    assert shell.in_context(lambda: toolbar(shell.app.ctx)) == "Amenaza 2"
    shell.feed(BARBARA)
    run = shell.run("frag character new")
    assert run.result.character.name == "Barbara"
    assert shell.in_context(lambda: toolbar(shell.app.ctx)) == "Barbara: Superación 5 · Amenaza 2"
    assert toolbar(shell.app.ctx.__class__(home, shell.app.ctx.rng)) is None


def test_script_protection_afterwards_gives_the_last_loss_back(home: Path) -> None:
    opened = campaign(home)
    assert "nada que proteger" in fails(*opened, "frag", "superacion", "protect", home=home)
    solo_json(*opened, "frag", "reto", "--characteristic", "cognicion", "--dice", "1 2 2 3",
              "--difficulty", "9", "--peligroso", home=home)
    assert state(home)["characters"]["Barbara"]["scores"]["cognition"]["current"] == 2
    assert state(home)["last_harm"] == {"name": "Barbara", "characteristic": "cognition",
                                        "loss": 2}
    used = solo_json(*opened, "frag", "superacion", "proteccion", home=home)
    assert used["superacion"] == 4
    assert state(home)["characters"]["Barbara"]["scores"]["cognition"]["current"] == 4
    assert state(home)["last_harm"] is None
    assert "nada que proteger" in fails(*opened, "frag", "superacion", "protect", home=home)
