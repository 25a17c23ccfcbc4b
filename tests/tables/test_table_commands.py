"""The `table` command, one-shot (`solo --json table …`) and in the shell."""

from __future__ import annotations

import json
from pathlib import Path

from solo.dice.rng import SeededRng, d
from tests.conftest import Shell, run_cli


def _json(*argv: str, home: Path) -> object:
    code, out, err = run_cli("--json", *argv, home=home)
    assert (code, err) == (0, "")
    return json.loads(out)


def test_list_has_the_bundled_tables(tmp_path: Path) -> None:
    data = _json("table", "list", home=tmp_path)
    assert isinstance(data, dict)
    ids = [item["id"] for item in data["tables"]]
    assert {"core/giros", "core/complicaciones", "core/dilemas"} <= set(ids)
    assert data["problems"] == []
    core = _json("tabla", "lista", "core", home=tmp_path)
    assert isinstance(core, dict)
    assert [item["id"] for item in core["tables"]] == [
        "core/complicaciones", "core/dilemas", "core/giros"]


def test_show_gives_exact_odds(tmp_path: Path) -> None:
    data = _json("--lang", "en", "table", "show", "core/dilemas", home=tmp_path)
    assert isinstance(data, dict)
    assert data["name"] == "Dilemmas"
    assert [row["probability"] for row in data["rows"]] == [
        "3/14", "3/14", "1/7", "1/7", "1/7", "1/14", "1/14"]
    assert data["rows"][0]["range"] == "#1"


def test_roll_with_typed_faces(tmp_path: Path) -> None:
    # the typed face is the table's die; the row's inline {1d4} is a later roll: the program's
    (turns,) = SeededRng(4).roll(d(4), 1)
    data = _json("--seed", "4", "table", "roll", "core/complicaciones", "--dice", "3",
                 home=tmp_path)
    assert data == {"table_id": "core/complicaciones", "dice": "1d12", "value": 3, "roll": 3,
                    "row": "3", "nested": [],
                    "text": {"es": f"El tiempo se acaba: quedan {turns} turnos antes de que sea "
                                   "tarde",
                             "en": f"Time runs short: {turns} turns are left before it is too "
                                   "late"}}


def test_roll_twice_and_references(tmp_path: Path) -> None:
    # row 12 draws on core/giros: a later roll, the program's
    (nested,) = SeededRng(9).roll(d(20), 1)
    data = _json("--seed", "9", "table", "tirar", "core/complicaciones", "--dados", "12",
                 home=tmp_path)
    assert isinstance(data, dict)
    assert data["nested"][0]["table_id"] == "core/giros"
    assert data["nested"][0]["value"] == nested


def test_seeded_rolls_repeat(tmp_path: Path) -> None:
    first = run_cli("--json", "--seed", "5", "table", "roll", "core/giros", home=tmp_path)
    assert first == run_cli("--json", "--seed", "5", "table", "roll", "core/giros",
                            home=tmp_path)


def test_bad_faces_and_unknown_tables_are_one_line(tmp_path: Path) -> None:
    code, out, err = run_cli("--lang", "en", "table", "roll", "core/giros", "--dice", "21",
                             home=tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == "Face 21 does not exist on a d20 (1 to 20)."
    code, _, err = run_cli("--lang", "en", "table", "roll", "core/giros", "--dice", "2 3",
                           home=tmp_path)
    assert code == 2
    assert err.strip() == ("--dice gives the first roll's faces; it uses 1, you typed 2 (later "
                           "rolls are rolled when they come).")
    code, _, err = run_cli("--lang", "en", "table", "roll", "giros", home=tmp_path)
    assert code == 2
    assert err.startswith("There is no table 'giros'. Did you mean: core/giros")
    assert err.count("\n") == 1


def test_new_writes_a_valid_table_that_then_loads(tmp_path: Path) -> None:
    data = _json("table", "new", "mias/clima", "--dice", "2d4", home=tmp_path)
    assert isinstance(data, dict)
    path = tmp_path / "tables" / "mias" / "clima.yaml"
    assert data["path"] == str(path)
    assert (data["rows"], data["overrides"]) == (7, False)
    assert path.is_file()
    shown = _json("table", "show", "mias/clima", home=tmp_path)
    assert isinstance(shown, dict)
    assert [row["probability"] for row in shown["rows"]] == [
        "1/16", "1/8", "3/16", "1/4", "3/16", "1/8", "1/16"]
    listed = _json("table", "list", home=tmp_path)
    assert isinstance(listed, dict)
    checked = _json("table", "check", home=tmp_path)
    assert checked == {"ok": True, "tables": len(listed["tables"]), "problems": []}
    code, _, err = run_cli("table", "new", "mias/clima", home=tmp_path)
    assert code == 2
    assert "clima.yaml" in err


def test_new_weighted_and_overriding(tmp_path: Path) -> None:
    data = _json("table", "nueva", "core/giros", "--pesos", "3", home=tmp_path)
    assert isinstance(data, dict)
    assert (data["dice"], data["rows"], data["overrides"]) == (None, 3, True)
    listed = _json("table", "list", home=tmp_path)
    assert isinstance(listed, dict)
    assert listed["overridden"] == ["core/giros"]
    _code, out, _ = run_cli("--lang", "en", "table", "list", home=tmp_path)
    assert "(yours)" in out
    rolled = _json("table", "roll", "core/giros", "--dice", "2", home=tmp_path)
    assert isinstance(rolled, dict)
    assert rolled["text"]["es"] == "Resultado 2"


def test_check_names_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "tables" / "mias" / "mala.yaml"
    bad.parent.mkdir(parents=True)
    bad.write_text("id: mias/mala\nname: {es: M, en: M}\ndice: 1d4\nrows:\n"
                   "  - {range: 1-3, text: {es: a, en: a}}\n", encoding="utf-8")
    code, out, _ = run_cli("--json", "--lang", "en", "table", "check", home=tmp_path)
    data = json.loads(out)
    assert code == 1
    assert data["ok"] is False
    assert data["problems"] == [{"path": str(bad), "line": 4, "key": "table.gap",
                                 "message": f"{bad}, line 4: no row covers 4 of 1d4."}]
    only = json.loads(run_cli("--json", "table", "comprobar", str(bad), home=tmp_path)[1])
    assert (only["tables"], len(only["problems"])) == (1, 1)
    listed = _json("table", "list", home=tmp_path)
    assert isinstance(listed, dict)
    assert len(listed["problems"]) == 1


def test_sim_counts_every_row(tmp_path: Path) -> None:
    data = _json("--seed", "2", "table", "sim", "core/giros", "400", home=tmp_path)
    assert isinstance(data, dict)
    assert data["n"] == 400
    assert sum(row["count"] for row in data["rows"]) == 400
    assert {row["expected"] for row in data["rows"]} == {"1/20"}
    code, _, _ = run_cli("table", "sim", "core/giros", "0", home=tmp_path)
    assert code == 2


def test_journal_line_when_a_campaign_is_open(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "prueba", home=tmp_path)[0] == 0
    code, _, _ = run_cli("--campaign", "prueba", "table", "roll", "core/dilemas", "--dice", "14",
                         home=tmp_path)
    assert code == 0
    journal = (tmp_path / "journals" / "prueba" / "journal.md").read_text(encoding="utf-8")
    assert '\ntbl: core/dilemas d14=14 -> "Perdonar a un enemigo o vengar una ofensa"\n' in journal


def test_the_shell_renders_every_result(shell: Shell, home: Path) -> None:
    for line, expected in [
        ("table list", "core/giros"),
        ("table show core/giros", "1/20"),
        ("table roll core/giros --dice 7", "core/giros 1d20=7"),
        ("table sim core/dilemas 50", "3/14"),
        ("table new mias/x --dice 1d4", "mias/x"),
        ("table check", "todo bien"),
    ]:
        run = shell.run(line)
        assert expected in run.out, (line, run.out, run.err)
        assert run.result is not None
    assert shell.run("table roll mias/x --dice 4").result.text["en"] == "Result 4"


def test_help_in_both_languages(tmp_path: Path) -> None:
    for lang, word in (("es", "Tablas aleatorias"), ("en", "Random tables")):
        code, out, _ = run_cli("--lang", lang, "table", "--help", home=tmp_path)
        assert code == 0
        assert word in out


def test_check_exits_1_on_a_broken_player_table(tmp_path: Path) -> None:
    folder = tmp_path / "tables"
    folder.mkdir()
    (folder / "x.yaml").write_text(
        "id: mal/x\nname: {es: X, en: X}\ndice: 1d6\nrows:\n"
        "  - range: 1-3\n    text: {es: a, en: a}\n", encoding="utf-8")
    code, out, _ = run_cli("table", "check", home=tmp_path)
    assert code == 1
    assert "x.yaml" in out


def test_sim_never_asks_for_physical_dice(tmp_path: Path) -> None:
    shell = Shell(tmp_path)
    shell.run("set dice physical")
    run = shell.run("table sim core/giros 200")
    assert "Tira" not in run.out
    assert sum(row.count for row in run.result.rows) == 200


def test_roll_several_times_journals_each_draw(tmp_path: Path) -> None:
    run_cli("campaign", "new", "t", home=tmp_path)
    code, out, _ = run_cli("--json", "--campaign", "t", "table", "roll", "core/giros",
                           "--times", "3", "--dice", "1 2 3", home=tmp_path)
    assert code == 0
    assert [d["roll"] for d in json.loads(out)["draws"]] == [1, 2, 3]
    journal = (tmp_path / "journals" / "t" / "journal.md").read_text(encoding="utf-8")
    assert journal.count("tbl: core/giros 1d20=") == 3
    assert run_cli("table", "roll", "core/giros", "--times", "0", home=tmp_path)[0] == 2
