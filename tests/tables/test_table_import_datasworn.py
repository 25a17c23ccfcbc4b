"""Official oracle files: Datasworn ids, collections, roll-in-row results, whole files (issue 29).

The files here are built by the tests in the shapes of Datasworn 0.1 (`oracle_rollable:` ids,
`roll: {min, max}`, `oracle_rolls`, `template`, `embed_table`), Datasworn 0.0 (`min`/`max`,
`{{text:…}}`), Dataforged (`$id`, `Floor`/`Ceiling`) and the first Ironsworn JSON (`Chance`),
with our own words.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import ScriptedRng
from solo.tables.import_json import read_json
from solo.tables.pick import Draw, draw
from tests.conftest import run_cli


def _oracle(ident: str, name: str, dice: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"_id": f"oracle_rollable:{ident}", "type": "oracle_rollable", "name": name,
            "oracle_type": "table_text", "dice": dice, "rows": rows}


def _rows(*texts: str) -> list[dict[str, Any]]:
    return [{"roll": {"min": n, "max": n}, "text": text} for n, text in enumerate(texts, 1)]


def _roll(low: int, high: int, text: str, **more: Any) -> dict[str, Any]:
    return {"roll": {"min": low, "max": high}, "text": text, **more}


def _to(ident: str, auto: bool = True, times: int = 1) -> dict[str, Any]:
    return {"oracle": f"oracle_rollable:{ident}" if ident else None, "auto": auto,
            "number_of_rolls": times, "duplicates": "reroll"}


def _world(own: str, name: str) -> dict[str, Any]:
    return {"_id": f"oracle_collection:mundo/planeta/{own}", "name": name,
            "contents": {"atmosfera": _oracle(f"mundo/planeta/{own}/atmosfera", "Atmósfera",
                                              "1d2", _rows("Tóxica", "Tenue"))},
            "collections": {"asentamientos": {
                "_id": f"oracle_collection:mundo/planeta/{own}/asentamientos",
                "name": "Asentamientos", "contents": {"terminus": _oracle(
                    f"mundo/planeta/{own}/asentamientos/terminus", "Terminus", "1d2",
                    _rows("Ninguno", "Uno"))}}}}


LINK = "datasworn:oracle_rollable:mundo/core"
RULESET: dict[str, Any] = {
    "_id": "mundo", "type": "ruleset", "datasworn_version": "0.1.0", "title": "Mundo",
    "oracles": {
        "core": {"_id": "oracle_collection:mundo/core", "name": "Oráculos básicos",
                 "type": "oracle_collection", "contents": {
                     "accion": _oracle("mundo/core/accion", "Acción", "1d4",
                                       _rows("Buscar", "Esconder", "Romper", "Huir")),
                     "tema": _oracle("mundo/core/tema", "Tema", "1d4",
                                     _rows("Deuda", "Secreto", "Promesa", "Rival"))}},
        "planeta": {"_id": "oracle_collection:mundo/planeta", "name": "Planetas",
                    "collections": {"desierto": _world("desierto", "Mundo desértico"),
                                    "helado": _world("helado", "Mundo helado")}},
        "personaje": {"_id": "oracle_collection:mundo/personaje", "name": "Personajes",
                      "contents": {
                          "rol": _oracle("mundo/personaje/rol", "Rol", "1d5", [
                              _roll(1, 1, "Guía"),
                              _roll(2, 2, f"[Acción]({LINK}/accion) + [Tema]({LINK}/tema)",
                                    oracle_rolls=[_to("mundo/core/accion"),
                                                  _to("mundo/core/tema")]),
                              _roll(3, 3, "Tira dos veces", oracle_rolls=[_to("", times=2)]),
                              _roll(4, 4, "Nómada", text2="sin hogar",
                                    oracle_rolls=[_to("mundo/planeta/desierto/atmosfera",
                                                      auto=False)]),
                              _roll(5, 5, "[Acción](id:x) de [Tema](id:y)", template={
                                  "text": "{{text>oracle_rollable:mundo/core/accion}} de "
                                          "{{text>oracle_rollable:mundo/core/tema}}"})]),
                          "refugio": _oracle("mundo/personaje/refugio", "Refugio", "1d2", [
                              _roll(1, 1, "__Un lugar helado.__ ¿Quién vive allí?",
                                    embed_table="oracle_rollable:mundo/planeta/helado/atmosfera"),
                              _roll(2, 2, "Ninguno")]),
                          "roto": _oracle("mundo/personaje/roto", "Roto", "1d6", [
                              _roll(1, 2, "a"), _roll(4, 6, "b")])}}},
    "moves": {"destino": {"contents": {"pagar": {
        "_id": "move:mundo/destino/pagar", "name": "Pagar el precio", "oracles": {
            "pagar": _oracle("mundo/destino/pagar.pagar", "Pagar el precio", "1d2",
                             _rows("Duele", "Cuesta"))}}}}},
}
RULESET["moves"]["destino"]["contents"]["pagar"]["oracles"]["pagar"]["_id"] = (
    "move.oracle_rollable:mundo/destino/pagar.pagar")


def _write(folder: Path, name: str, data: object, indent: str | None = "\t") -> Path:
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False, indent=indent), "utf-8")
    return path


def _import(home: Path, *argv: str, code: int = 0) -> dict[str, Any]:
    done, out, err = run_cli("--json", "table", "import", *argv, home=home)
    assert (done, err) == (code, ""), err
    data: dict[str, Any] = json.loads(out)
    return data


def _drawn(home: Path, table_id: str, faces: str) -> str:
    return _chain(home, table_id, faces).in_language("es")


def _chain(home: Path, table_id: str, faces: str) -> Draw:
    """Draw on `table_id` with `faces` for the table's roll and every roll its rows lead to (in
    the program, `--dice` types the first roll's and the later ones are the session's dice or
    the player's physical ones: here all are scripted)."""
    from solo.commands.base import Context

    rng = ScriptedRng([int(face) for face in faces.split(",")])
    drawn = draw(Context(home, rng).library(), table_id, rng)
    rng.finish()
    return drawn


def test_ids_are_datasworns_own_and_names_carry_their_collection(tmp_path: Path) -> None:
    data = _import(tmp_path, str(_write(tmp_path, "mundo.json", RULESET)), code=1)
    names = {item["id"]: item["name"] for item in data["tables"]}
    assert names == {
        "mundo/core/accion": "Acción (Oráculos básicos)",
        "mundo/core/tema": "Tema (Oráculos básicos)",
        "mundo/planeta/desierto/atmosfera": "Atmósfera (Mundo desértico)",
        "mundo/planeta/desierto/asentamientos/terminus": "Terminus (Asentamientos, Mundo desértico)",
        "mundo/planeta/helado/atmosfera": "Atmósfera (Mundo helado)",
        "mundo/planeta/helado/asentamientos/terminus": "Terminus (Asentamientos, Mundo helado)",
        "mundo/personaje/rol": "Rol (Personajes)",
        "mundo/personaje/refugio": "Refugio (Personajes)",
        "mundo/move/destino/pagar": "Pagar el precio",
    }


def test_rolls_in_rows_come_alive(tmp_path: Path) -> None:
    _import(tmp_path, str(_write(tmp_path, "mundo.json", RULESET)), code=1)
    assert _drawn(tmp_path, "mundo/personaje/rol", "2,1,3") == "Buscar + Promesa"
    assert _drawn(tmp_path, "mundo/personaje/rol", "4,2") == "Nómada — sin hogar — Tenue"
    assert _drawn(tmp_path, "mundo/personaje/rol", "5,4,2") == "Huir de Secreto"
    assert _drawn(tmp_path, "mundo/personaje/refugio", "1,1") == (
        "__Un lugar helado.__ ¿Quién vive allí? — Tóxica")
    written = (tmp_path / "tables" / "mundo" / "personaje" / "rol.yaml").read_text("utf-8")
    assert 'text: "Tira dos veces"\n    again: 2' in written


def test_roll_twice_draws_twice_more(tmp_path: Path) -> None:
    _import(tmp_path, str(_write(tmp_path, "mundo.json", RULESET)), code=1)
    assert _drawn(tmp_path, "mundo/personaje/rol", "3,1,5,4,2") == (
        "Tira dos veces: Guía; Huir de Secreto")


def test_one_broken_oracle_is_reported_at_its_line_and_pointer_the_others_imported(
        tmp_path: Path) -> None:
    path = _write(tmp_path, "mundo.json", RULESET)
    lines = path.read_text("utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if text.strip() == '"roto": {')
    data = _import(tmp_path, str(path), code=1)
    assert len(data["tables"]) == 9
    assert data["refused"] == [{"file": "mundo.json", "line": line,
                                "pointer": "/oracles/personaje/contents/roto",
                                "id": "mundo/personaje/roto",
                                "message": "ninguna fila cubre 3 de 1d6."}]
    code, out, _err = run_cli("table", "import", str(path), home=tmp_path)
    assert code == 1
    assert (f"Sin importar: mundo.json, línea {line} (/oracles/personaje/contents/roto) "
            "(mundo/personaje/roto): ninguna fila cubre 3 de 1d6.") in " ".join(out.split())


def test_a_row_drawing_on_the_broken_oracle_keeps_its_words_and_check_names_it(
        tmp_path: Path) -> None:
    import copy

    ruleset = copy.deepcopy(RULESET)
    shelter = ruleset["oracles"]["personaje"]["contents"]["refugio"]
    shelter["rows"][1]["oracle_rolls"] = [_to("mundo/personaje/roto")]
    data = _import(tmp_path, str(_write(tmp_path, "mundo.json", ruleset)), code=1)
    assert data["unresolved"] == 1
    assert _drawn(tmp_path, "mundo/personaje/refugio", "2") == "Ninguno"  # no dash, no error
    code, out, _err = run_cli("--json", "table", "check", home=tmp_path)
    problems = json.loads(out)["problems"]
    assert code == 1 and [p["key"] for p in problems] == ["table.unresolved"]
    assert "«mundo/personaje/roto»" in problems[0]["message"]


def test_strict_writes_nothing_when_one_oracle_is_broken(tmp_path: Path) -> None:
    path = _write(tmp_path, "mundo.json", RULESET)
    code, _out, err = run_cli("table", "import", str(path), "--strict", home=tmp_path)
    assert code == 2 and err.startswith("No se ha importado nada. mundo.json, línea ")
    assert not (tmp_path / "tables").exists()


def test_a_one_line_file_names_line_1_and_the_rows_pointer(tmp_path: Path) -> None:
    broken = {"_id": "x", "oracles": {"a": _oracle("x/a", "A", "1d100", [
        _roll(1, 89, "uno"), _roll(88, 100, "dos")])}}
    path = _write(tmp_path, "linea.json", broken, indent=None)
    code, _out, err = run_cli("table", "import", str(path), home=tmp_path)
    assert code == 2
    assert err == ("No se ha importado nada. linea.json, línea 1 (/oracles/a): el 88 está en "
                   "la fila 2 y también en la fila 1 (línea 1). Y 1 problema más.\n")


def test_reimporting_a_release_updates_the_same_ids(tmp_path: Path) -> None:
    _import(tmp_path, str(_write(tmp_path, "mundo.json", RULESET)), code=1)
    newer = json.loads(json.dumps(RULESET))
    newer["oracles"]["core"]["contents"]["tema"]["rows"][3]["text"] = "Rival antiguo"
    data = _import(tmp_path, str(_write(tmp_path, "mundo-1.1.json", newer)), code=1)
    assert {item["replaced"] for item in data["tables"]} == {True}
    assert _drawn(tmp_path, "mundo/core/tema", "4") == "Rival antiguo"


def test_an_id_given_takes_the_rulesets_place_references_too(tmp_path: Path) -> None:
    data = _import(tmp_path, str(_write(tmp_path, "mundo.json", RULESET)), "--id", "mias/mw",
                   code=1)
    assert "mias/mw/personaje/rol" in {item["id"] for item in data["tables"]}
    assert _drawn(tmp_path, "mias/mw/personaje/rol", "2,4,4") == "Huir + Rival"


EXPANSION: dict[str, Any] = {"_id": "extra", "type": "expansion", "oracles": {"mas": {
    "name": "Más", "contents": {"pista": _oracle("extra/mas/pista", "Pista", "1d2", [
        _roll(1, 1, f"[Acción]({LINK}/accion)", oracle_rolls=[_to("mundo/core/accion")]),
        _roll(2, 2, "Nada")])}}}}


def test_an_expansion_draws_on_oracles_imported_before_else_keeps_its_text(
        tmp_path: Path) -> None:
    expansion = _write(tmp_path, "extra.json", EXPANSION)
    data = _import(tmp_path, str(expansion))
    assert data["unresolved"] == 1
    assert _drawn(tmp_path, "extra/mas/pista", "1") == "Acción"  # the label, as the file says
    code, out, _err = run_cli("--json", "table", "check", home=tmp_path)
    problems = json.loads(out)["problems"]
    assert code == 1 and [p["key"] for p in problems] == ["table.unresolved"]
    assert "(extra.json#/oracles/mas/contents/pista/rows/0)" in problems[0]["message"]
    _import(tmp_path, str(_write(tmp_path, "mundo.json", RULESET)), code=1)
    _import(tmp_path, str(expansion))  # again, now that its base is there
    assert _drawn(tmp_path, "extra/mas/pista", "1,3") == "Romper"
    assert run_cli("table", "check", home=tmp_path)[0] == 0


def test_older_shapes_of_the_official_data_are_read() -> None:
    older = {"_id": "viejo", "oracles": {"core": {
        "_id": "viejo/collections/oracles/core", "name": "Core", "contents": {
            "nombre": {"_id": "viejo/oracles/core/nombre", "name": "Nombre", "dice": "1d2",
                       "rows": [{"min": 1, "max": 1, "text": "Sol",
                                 "template": {"text": "{{text:viejo/oracles/core/luna}}"}},
                                {"min": 2, "max": 2, "text": "Luna"}]}}}}}
    (table,) = read_json(older, "viejo.json")
    assert (table.ident, table.rows[0].fallback) == ("viejo/core/nombre", ("Sol",))
    dataforged = {"Oracles": [{"$id": "Starforged/Oracles/Core/Accion",
                               "Title": {"Standard": "Acción"}, "Table": [
                                   {"Floor": 1, "Ceiling": 50, "Result": "Ir"},
                                   {"Floor": 51, "Ceiling": 100, "Result": "Volver",
                                    "Multiple rolls": {"Amount": 2}}]}]}
    (table,) = read_json(dataforged, "df.json")
    assert (table.ident, table.name, table.dice) == ("starforged/core/accion", "Acción", "1d100")
    assert [(row.range, row.plain, row.again) for row in table.rows] == [
        ("1-50", "Ir", 0), ("51-100", "Volver", 2)]
    first = {"Oracles": [{"Name": "Rareza", "d": "6", "Oracle Table": [
        {"Chance": 2, "Description": "Tic"}, {"Chance": 6, "Description": "Sed"}]}]}
    (table,) = read_json(first, "ironsworn.json")
    assert (table.name, table.dice) == ("Rareza", "1d6")
    assert [(row.range, row.plain) for row in table.rows] == [("1-2", "Tic"), ("3-6", "Sed")]


def test_limits_are_per_table_and_per_row_not_per_file(tmp_path: Path) -> None:
    long_text = "palabra " * 40
    oracles = {f"t{n}": _oracle(f"grande/t/t{n}", f"Tabla {n}", "1d20",
                                [_roll(r, r, f"{long_text}{n}-{r}") for r in range(1, 21)])
               for n in range(450)}
    oracles["larga"] = _oracle("grande/t/larga", "Larga", "1d1001",
                               [_roll(r, r, "x") for r in range(1, 1002)])
    oracles["ancha"] = _oracle("grande/t/ancha", "Ancha", "1d2",
                               [_roll(1, 1, "y" * 5000), _roll(2, 2, "z")])
    path = _write(tmp_path, "grande.json", {"_id": "grande", "oracles": {"t": {
        "name": "Todas", "contents": oracles}}})
    assert path.stat().st_size > 2_000_000  # the old limits: 1 MB and 200 tables a file
    data = _import(tmp_path, str(path), code=1)
    assert len(data["tables"]) == 450
    assert [(r["id"], r["message"]) for r in data["refused"]] == [
        ("grande/t/larga", "la tabla tiene 1001 filas; el máximo es 1000."),
        ("grande/t/ancha", "la fila 1 pasa de 4000 caracteres.")]
    assert [r["line"] for r in data["refused"]][1] is not None


@pytest.mark.parametrize(("text", "message"), [
    ("[" * 200_000, "hondo.json anida el JSON a demasiada profundidad para leerlo."),
    ('{"rows": [\n  {"min": 1,}\n]}', "hondo.json no es JSON válido (línea 2): "),
])
def test_a_file_that_is_not_json_is_one_line(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "hondo.json").write_text(text, "utf-8")
    code, _out, err = run_cli("table", "import", str(tmp_path / "hondo.json"), home=tmp_path)
    assert code == 2 and err.startswith(message) and err.count("\n") == 1


MEMORY_PER_BYTE = 8
"""The README says an import takes about six times the file's size in memory (measured: 5.5
for a whole official release); this leaves room for the interpreter's own."""


def test_a_whole_file_imports_within_the_memory_the_readme_states(tmp_path: Path) -> None:
    import tracemalloc

    oracles = {f"t{n}": _oracle(f"medida/t/t{n}", f"Tabla {n}", "1d100", [
        _roll(r * 10 + 1, r * 10 + 10, f"Resultado {n}-{r} con algo de texto",
              _i18n={"text": {"part_of_speech": "common_noun"}}) for r in range(10)])
        for n in range(120)}
    path = _write(tmp_path, "medida.json", {"_id": "medida", "oracles": {"t": {
        "name": "Todas", "contents": oracles}}, "moves": {"m": "x" * 100_000}})
    _import(tmp_path / "antes", str(path))  # every module the import needs is loaded first
    tracemalloc.start()
    try:
        _import(tmp_path / "medida", str(path))
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MEMORY_PER_BYTE * path.stat().st_size


def test_a_template_naming_its_collection_one_level_up_draws_on_the_oracle_beside_it(
        tmp_path: Path) -> None:
    """Starforged 0.0.10's faction name template says `factions/legacy` for the
    `factions/name/legacy` beside it; a `legacy` of another collection is not taken for it."""
    def oracle(ident: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
        return {"_id": f"viejo/oracles/{ident}", "name": ident.rsplit("/", 1)[-1].title(),
                "dice": "1d2", "rows": rows}

    def plain(*texts: str) -> list[dict[str, Any]]:
        return [{"min": n, "max": n, "text": text} for n, text in enumerate(texts, 1)]

    up = "{{text:viejo/oracles/bandos/legado}} {{text:viejo/oracles/bandos/lema}}"
    data = {"_id": "viejo", "datasworn_version": "0.0.10", "oracles": {"bandos": {
        "_id": "viejo/collections/oracles/bandos", "name": "Bandos", "collections": {"nombre": {
            "_id": "viejo/collections/oracles/bandos/nombre", "name": "Nombre", "contents": {
                "plantilla": oracle("bandos/nombre/plantilla", [
                    {"min": 1, "max": 1, "text": "Legado y lema", "template": {"text": up}},
                    {"min": 2, "max": 2, "text": "Otro legado",
                     "template": {"text": "{{text:viejo/oracles/otros/legado}}"}}]),
                "legado": oracle("bandos/nombre/legado", plain("Hierro", "Ceniza")),
                "lema": oracle("bandos/nombre/lema", plain("Nunca", "Siempre"))}}}}}}
    _import(tmp_path, str(_write(tmp_path, "viejo.json", data)))
    assert _drawn(tmp_path, "viejo/bandos/nombre/plantilla", "1,2,1") == "Ceniza Nunca"
    assert _drawn(tmp_path, "viejo/bandos/nombre/plantilla", "2") == "Otro legado"
    code, out, _err = run_cli("--json", "table", "check", home=tmp_path)
    problems = json.loads(out)["problems"]
    assert code == 1 and [p["key"] for p in problems] == ["table.unresolved"]
    assert "viejo/otros/legado" in problems[0]["message"]


def _old_oracle(ident: str, name: str, texts: list[str]) -> dict[str, Any]:
    """An oracle as Datasworn 0.0 writes it: `starforged/oracles/…` ids, `min`/`max` rows."""
    return {"_id": f"nave/oracles/{ident}", "name": name, "dice": f"1d{len(texts)}",
            "rows": [{"min": n, "max": n, "text": text} for n, text in enumerate(texts, 1)]}


def test_a_roll_on_a_collection_draws_on_each_of_its_oracles(tmp_path: Path) -> None:
    """Datasworn 0.0.10's starship rows roll on "Starship Mission", a collection (one oracle per
    region), not an oracle: the import makes it a table of one row drawing on each, after its
    name, so the player reads the one for their region."""
    mission = "nave/oracles/naves/mision"
    release = {"_id": "nave", "oracles": {"naves": {
        "_id": "nave/collections/oracles/naves", "name": "Naves", "contents": {
            "tipo": _old_oracle("naves/tipo", "Tipo", [
                f"Carguero: [Misión de la nave]({mission})", "Caza"]),
            "flota": {**_old_oracle("naves/flota", "Flota", ["Una nave", "Escolta"]),
                      "rows": [{"min": 1, "max": 1, "text": "Una nave",
                                "oracle_rolls": [{"oracle": mission, "auto": True}]},
                               {"min": 2, "max": 2, "text": "Escolta"}]}},
        "collections": {"mision": {
            "_id": "nave/collections/oracles/naves/mision", "name": "Misión de la nave",
            "contents": {region: _old_oracle(f"naves/mision/{region}", name, words)
                         for region, name, words in (
                             ("cerca", "Cerca", ["Patrulla", "Escolta"]),
                             ("lejos", "Lejos", ["Exploración", "Rescate"]))}}}}}}
    data = _import(tmp_path, str(_write(tmp_path, "nave.json", release)))
    made = {item["id"]: item for item in data["tables"]}
    assert made["nave/naves/mision"]["name"] == "Misión de la nave (Naves)"
    assert data["unresolved"] == 0
    assert _drawn(tmp_path, "nave/naves/tipo", "1") == "Carguero: Misión de la nave"  # a link
    assert _drawn(tmp_path, "nave/naves/flota", "1,1,2,1") == (
        "Una nave — Cerca: Escolta; Lejos: Exploración")
    code, out, err = run_cli("table", "check", home=tmp_path)
    assert (code, err) == (0, "") and "todo bien" in out
