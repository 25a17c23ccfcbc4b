"""`table import FOLDER`: a whole vault, its links and rolls alive (issue 29, points 1–3).

The acceptance lines of the issue, through the real entry point:

    solo table import vault/Oracles/
    solo table check
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from solo.dice.rng import ScriptedRng
from solo.tables.pick import Draw, draw
from tests.conftest import Shell, run_cli

VAULT = Path(__file__).resolve().parents[1] / "fixtures" / "vault"
ROL = "mias/oracles/personajes/personajes-rol"
ENCOUNTERS = "mias/oracles/tablas-varias/encuentros"


def _imported(home: Path, *paths: Path | str, code: int = 0) -> dict[str, object]:
    done, out, err = run_cli("--json", "table", "import", *map(str, paths), home=home)
    assert (done, err) == (code, ""), err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def _roll(home: Path, table_id: str, faces: str) -> dict[str, object]:
    drawn = _chain(home, table_id, faces)
    return {"text": {lang: drawn.in_language(lang) for lang in ("es", "en")}}


def _chain(home: Path, table_id: str, faces: str) -> Draw:
    """Draw on `table_id` with `faces` for the table's roll and every roll its rows lead to (in
    the program, `--dice` types the first roll's and the later ones are the session's dice or
    the player's physical ones: here all are scripted)."""
    from solo.commands.base import Context

    rng = ScriptedRng([int(face) for face in faces.split(",")])
    drawn = draw(Context(home, rng).library(), table_id, rng)
    rng.finish()
    return drawn


def _text(drawn: dict[str, object]) -> str:
    text = drawn["text"]
    assert isinstance(text, dict)
    return str(text["es"])


def test_the_acceptance_lines_import_every_note_and_check_at_the_sources_lines(
        tmp_path: Path) -> None:
    vault = shutil.copytree(VAULT, tmp_path / "vault")
    data = _imported(tmp_path, vault / "Oracles")
    tables = data["tables"]
    assert isinstance(tables, list)
    assert sorted(item["id"] for item in tables) == [
        "mias/oracles/core/core-accion", "mias/oracles/core/core-tema", "mias/oracles/indice",
        "mias/oracles/personajes/personajes-primera-impresion", ROL,
        "mias/oracles/tablas-varias/botin", ENCOUNTERS, "mias/oracles/tablas-varias/rumores",
        "mias/oracles/tablas-varias/rumores-2"]
    assert data["refused"] == [] and data["unresolved"] == 1
    code, out, err = run_cli("--json", "table", "check", home=tmp_path)
    assert (code, err) == (1, "")
    problems = json.loads(out)["problems"]
    assert [(p["key"], p["line"]) for p in problems] == [("table.unresolved", 9)]
    assert problems[0]["message"].endswith(
        "«rows[2]» conserva «`dice: [[Notas perdidas#^nada]]`» como texto "
        "(Oracles/Tablas_Varias.md:43): al importar no se encontró la tabla que nombra.")


def test_links_between_notes_draw_on_the_imported_tables(tmp_path: Path) -> None:
    _imported(tmp_path, VAULT / "Oracles")
    drawn = _roll(tmp_path, ENCOUNTERS, "3,1")  # a traveller whose trade is rolled on Rol
    assert _text(drawn) == "Un viajero con Cartógrafa como oficio"
    drawn = _roll(tmp_path, ENCOUNTERS, "1,3")  # `dice: 1d4+1|avg|noform` rolled inline
    assert _text(drawn) == "4 lobos hambrientos"
    drawn = _roll(tmp_path, ROL, "7,10,2")  # [[Core_Accion]] and [[Core/Core_Tema]]
    assert _text(drawn) == "Huir y Un secreto"
    drawn = _roll(tmp_path, "mias/oracles/indice", "3,91,4,6,7")  # [[Tablas_Varias^botin]]
    assert _text(drawn) == "Botín — Mapa a medio quemar — ver Niebla; nada se ve a 13 pasos"
    drawn = _roll(tmp_path, ROL, "6,5,2")  # ▶[Acción](Core_Accion.md) + [Tema](../Core/…)
    assert _text(drawn) == "Romper + Un secreto"


def test_a_row_that_says_roll_twice_draws_twice_more(tmp_path: Path) -> None:
    folder = tmp_path / "notas"
    folder.mkdir()
    (folder / "Rol.md").write_text(
        "# Rol\n\n| dice: 1d4 | Resultado |\n|:-:|:-|\n| 1-2 | Guía |\n| 3 | Piloto |\n"
        "| 4 | Roll Twice |\n", "utf-8")
    _imported(tmp_path, folder)
    assert _text(_roll(tmp_path, "mias/notas/rol", "4,1,3")) == "Roll Twice: Guía; Piloto"


def test_a_link_to_its_own_table_is_one_more_draw(tmp_path: Path) -> None:
    _imported(tmp_path, VAULT / "Oracles")
    written = (tmp_path / "tables" / f"{ROL}.yaml").read_text("utf-8")
    assert 'text: "Tira dos veces"\n    again: 2' in written
    drawn = _roll(tmp_path, ROL, "8,1,5")
    assert _text(drawn) == "Tira dos veces: Cartógrafa; Médico de a bordo"


def test_names_shared_by_two_tables_carry_what_tells_them_apart(tmp_path: Path) -> None:
    folder = tmp_path / "notas"
    for kind in ("Personajes", "Criaturas"):
        (folder / kind).mkdir(parents=True)
        (folder / kind / "Primera.md").write_text(
            f"# Primera impresión\n### Categoría: {kind}\n\n| dice: 1d2 | x |\n|---|---|\n"
            f"| 1 | a |\n| 2 | b |\n", "utf-8")
    data = _imported(tmp_path, folder)
    assert sorted(item["name"] for item in data["tables"]) == [  # type: ignore[attr-defined]
        "Primera impresión (Criaturas)", "Primera impresión (Personajes)"]


def test_two_tables_under_the_same_headings_are_told_apart_by_their_block_ids(
        tmp_path: Path) -> None:
    note = tmp_path / "Planetas.md"
    table = "| dice: 1d2 | Sin vida |\n|---|---|\n| 1 | a |\n| 2 | b |\n"
    note.write_text(f"# Planetas\n\n## Sin vida\n\n{table}^PeligroSinVida\n\n"
                    f"## Sin vida\n\n{table}^OportunidadSinVida\n", "utf-8")
    data = _imported(tmp_path, note)
    assert [item["name"] for item in data["tables"]] == [  # type: ignore[attr-defined]
        "Sin vida (Planetas, PeligroSinVida)", "Sin vida (Planetas, OportunidadSinVida)"]


def test_reimporting_the_vault_updates_the_same_ids(tmp_path: Path) -> None:
    vault = shutil.copytree(VAULT, tmp_path / "vault")
    first = _imported(tmp_path, vault / "Oracles")
    note = vault / "Oracles" / "Core" / "Core_Tema.md"
    note.write_text(note.read_text("utf-8").replace("Un refugio", "Un faro"), "utf-8")
    again = _imported(tmp_path, vault / "Oracles")
    ids = [item["id"] for item in first["tables"]]  # type: ignore[attr-defined]
    assert [item["id"] for item in again["tables"]] == ids  # type: ignore[attr-defined]
    assert all(item["replaced"] for item in again["tables"])  # type: ignore[attr-defined]
    assert _text(_roll(tmp_path, "mias/oracles/core/core-tema", "6")) == "Un faro"


def test_several_files_are_one_import_and_their_links_resolve(tmp_path: Path) -> None:
    notes = VAULT / "Oracles"
    data = _imported(tmp_path, notes / "Personajes" / "Personajes_Rol.md",
                     notes / "Core" / "Core_Accion.md", notes / "Core" / "Core_Tema.md")
    assert [item["id"] for item in data["tables"]] == [  # type: ignore[attr-defined]
        "mias/personajes-rol", "mias/core-accion", "mias/core-tema"]
    assert _text(_roll(tmp_path, "mias/personajes-rol", "7,10,1")) == "Huir y Una deuda"


def test_a_broken_note_is_reported_and_the_others_imported_unless_strict(
        tmp_path: Path) -> None:
    folder = tmp_path / "notas"
    folder.mkdir()
    (folder / "bien.md").write_text("| dice: 1d2 | x |\n|---|---|\n| 1 | a |\n| 2 | b |\n",
                                    "utf-8")
    (folder / "hueco.md").write_text(
        "# Hueco\n\n| dice: 1d6 | x |\n|---|---|\n| 1-2 | a |\n| 4-6 | b |\n", "utf-8")
    (folder / "doble.md").write_text(
        "| dice: 1d100 | x |\n|---|---|\n| 1-87 | a |\n| 88-89 | b |\n| 88-100 | c |\n", "utf-8")
    code, _out, err = run_cli("table", "import", str(folder), "--strict", home=tmp_path)
    assert code == 2 and err.startswith("No se ha importado nada (2 tablas o archivos")
    assert not (tmp_path / "tables").exists()
    data = _imported(tmp_path, folder, code=1)
    assert [item["id"] for item in data["tables"]] == ["mias/notas/bien"]  # type: ignore[attr-defined]
    assert [(r["file"], r["line"], r["message"]) for r in data["refused"]] == [  # type: ignore[attr-defined]
        ("notas/doble.md", 5,
         "el 88 está en la fila 3 y también en la fila 2 (línea 4). Y 1 problema más."),
        ("notas/hueco.md", 3, "ninguna fila cubre 3 de 1d6.")]
    code, out, _err = run_cli("table", "import", str(folder), home=tmp_path)
    assert code == 1
    assert "Sin importar: notas/hueco.md, línea 3 (mias/notas/hueco): ninguna fila cubre 3" in (
        " ".join(out.split()))
    assert out.splitlines()[-2:] == [  # last, where a long list of refusals leaves them in sight
        "1 tabla ya se había importado de la misma fuente: actualizada.",
        "2 tablas no se han importado: arriba, cada una con su motivo."]


def test_hidden_folders_and_files_without_tables_are_passed_over(tmp_path: Path) -> None:
    folder = tmp_path / "notas"
    (folder / ".obsidian").mkdir(parents=True)
    (folder / ".obsidian" / "x.md").write_text("| a |\n|---|\n| b |\n", "utf-8")
    (folder / "diario.md").write_text("# Sesión 1\n\nNada que tirar hoy.\n", "utf-8")
    (folder / "ajustes.json").write_text('{"tema": "oscuro"}', "utf-8")
    (folder / "lista.md").write_text("| Nombre |\n|---|\n| Ana |\n", "utf-8")
    data = _imported(tmp_path, folder)
    assert [item["id"] for item in data["tables"]] == ["mias/notas/lista"]  # type: ignore[attr-defined]


def test_a_note_named_alone_without_a_table_says_so(tmp_path: Path) -> None:
    note = tmp_path / "diario.md"
    note.write_text("---\ntags: [a | b]\n---\n# Sesión\n\nTexto | con barra.\n", "utf-8")
    code, _out, err = run_cli("table", "import", str(note), home=tmp_path)
    assert (code, err) == (2, "diario.md no tiene ninguna tabla que se pueda importar.\n")


def test_the_shell_imports_a_folder_and_rolls_across_notes(shell: Shell) -> None:
    done = shell.run(f"tabla importar {VAULT / 'Oracles'}")
    assert done.err == "" and "mias/oracles/personajes/personajes-rol" in done.out
    done = shell.run(f"tabla tirar {ROL} --dice 7")   # the first roll: row 7, two draws more
    assert done.err == "" and "personajes-rol 1d8=7 → " in done.out
    assert "  mias/oracles/core/core-accion 1d10=" in done.out   # the links drawn on, after it
    assert "  mias/oracles/core/core-tema 1d6=" in done.out


def test_a_table_too_big_for_the_library_is_refused_and_the_others_written(
        tmp_path: Path) -> None:
    folder = tmp_path / "notas"
    folder.mkdir()
    rows = "".join(f"| {n} | {'palabra ' * 400}{n} |\n" for n in range(1, 401))
    (folder / "enorme.md").write_text(f"# Enorme\n\n| dice: 1d400 | Texto |\n|---|---|\n{rows}",
                                      "utf-8")
    (folder / "corta.md").write_text("| Nombre |\n|---|\n| Ana |\n", "utf-8")
    data = _imported(tmp_path, folder, code=1)
    assert [item["id"] for item in data["tables"]] == ["mias/notas/corta"]  # type: ignore[attr-defined]
    (refused,) = data["refused"]  # type: ignore[misc]
    assert (refused["file"], refused["line"]) == ("notas/enorme.md", 3)
    assert refused["message"].startswith("escrita como tabla de solo ocuparía 1")
    assert refused["message"].endswith("bytes; una tabla no puede pasar de 1000000.")
    code, out, err = run_cli("table", "check", home=tmp_path)
    assert (code, err) == (0, "") and "todo bien" in out


def test_several_draws_come_alive_and_a_draw_on_one_column_draws_that_column(
        tmp_path: Path) -> None:
    """`` `dice: [[Note^block]]|Lema` `` (Dice Roller's draw on one column) draws a row of that
    table and shows that column's cell alone: the import makes a table of the column."""
    folder = tmp_path / "notas"
    folder.mkdir()
    (folder / "Bandos.md").write_text(
        "# Bandos\n\n| Nombre | Lema |\n|---|---|\n| Hierro | Nunca |\n| Ceniza | Siempre |\n"
        "^bandos\n\n# Usos\n\n| dice: 1d3 | Uso |\n|---|---|\n"
        "| 1 | Dos bandos: `dice: 2d[[Bandos^bandos]]` |\n"
        "| 2 | Un lema: `dice: [[Bandos^bandos]]\\|lema` |\n"
        "| 3 | Otra vez `dice: 2[[#^usos]]` |\n^usos\n", "utf-8")
    data = _imported(tmp_path, folder)
    assert data["unresolved"] == 0
    usos = "mias/notas/bandos/usos"
    lema = "mias/notas/bandos/bandos-lema"
    assert lema in [item["id"] for item in data["tables"]]  # type: ignore[attr-defined]
    assert _text(_roll(tmp_path, usos, "1,2,1")) == "Dos bandos: Ceniza — Siempre, Hierro — Nunca"
    assert _text(_roll(tmp_path, usos, "2,2")) == "Un lema: Siempre"
    assert _text(_roll(tmp_path, lema, "1")) == "Nunca"
    assert _text(_roll(tmp_path, usos, "3,1,2,1,2,1")) == (
        "Otra vez: Dos bandos: Ceniza — Siempre, Hierro — Nunca; Un lema: Nunca")
    code, out, err = run_cli("table", "check", home=tmp_path)
    assert (code, err) == (0, "") and "todo bien" in out


def test_a_draw_on_a_column_no_header_names_keeps_its_text_and_check_names_it(
        tmp_path: Path) -> None:
    folder = tmp_path / "notas"
    folder.mkdir()
    (folder / "Bandos.md").write_text(
        "# Bandos\n\n| Nombre | Lema |\n|---|---|\n| Hierro | Nunca |\n| Ceniza | Siempre |\n"
        "^bandos\n\n# Usos\n\n| dice: 1d2 | Uso |\n|---|---|\n"
        "| 1 | Un color: `dice: [[Bandos^bandos]]\\|Color` |\n| 2 | Nada |\n^usos\n", "utf-8")
    data = _imported(tmp_path, folder)
    assert data["unresolved"] == 1
    usos = "mias/notas/bandos/usos"
    assert _text(_roll(tmp_path, usos, "1")) == "Un color: `dice: [[Bandos^bandos]]|Color`"
    code, out, err = run_cli("--json", "table", "check", home=tmp_path)
    problems = json.loads(out)["problems"]
    assert (code, err, [p["key"] for p in problems]) == (1, "", ["table.unresolved"])
    assert "«`dice: [[Bandos^bandos]]|Color`»" in problems[0]["message"]
    assert "(notas/Bandos.md:13)" in problems[0]["message"]


def test_a_table_of_one_row_is_one_row(tmp_path: Path) -> None:
    note = tmp_path / "Ñu rápido.md"
    note.write_text("| Ñu |\n|---|\n| uno |\n", "utf-8")
    code, out, err = run_cli("table", "import", str(note), home=tmp_path)
    assert (code, err) == (0, "") and " ".join(out.split()).endswith(
        "mias/ñu-rapido.yaml (1 fila).")
