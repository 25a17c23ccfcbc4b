"""The linter: every problem with its file and line; good tables pass."""

from __future__ import annotations

from pathlib import Path

from solo.errors import TableError
from solo.i18n import use_language
from solo.tables.lint import check, cycles
from solo.tables.load import bundled_dir, load_library


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _weighted(table_id: str, es: str = "a", en: str = "a") -> str:
    return (f"id: {table_id}\nname: {{es: N, en: N}}\nrows:\n"
            f"  - weight: 1\n    text: {{es: \"{es}\", en: \"{en}\"}}\n")


def _found(errors: list[TableError]) -> list[tuple[str, str, int | None]]:
    return [(e.path.name, e.key, e.line) for e in errors]


def test_good_tables_pass(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("t/a", "{table:t/b}", "{table:t/b}"))
    _write(tmp_path, "b.yaml", _weighted("t/b", "{1d6} x", "x {1d6}"))
    assert check(tmp_path) == []
    assert check([tmp_path / "a.yaml", tmp_path / "b.yaml"]) == []


def test_missing_translations(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", "id: t/a\nname: {es: N}\ndescription: {en: D}\nrows:\n"
           "  - weight: 1\n    text: {es: a, en: '  '}\n")
    found = [(e.key, e.line, e.params["field"], e.params["lang"]) for e in check(tmp_path)]
    assert found == [("table.missing_translation", 2, "name", "en"),
                     ("table.missing_translation", 3, "description", "es"),
                     ("table.missing_translation", 6, "rows[1]", "en")]


def test_placeholders_must_match_between_languages(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("t/a", "{1d6} y {1d4}", "{1d6} and {1d6}"))
    errors = check(tmp_path)
    assert _found(errors) == [("a.yaml", "table.placeholder_mismatch", 5)]
    assert "1d4" in str(errors[0].params["detail"])


def test_unknown_references(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("t/a", "{table:t/nada}", "{table:t/nada}"))
    errors = check(tmp_path)
    assert _found(errors) == [("a.yaml", "table.unknown_ref", 5)]
    assert errors[0].params["ref"] == "t/nada"


def test_references_to_bundled_tables_are_known(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("mias/a", "{table:core/giros}", "{table:core/giros}"))
    assert check(tmp_path) == []
    assert _found(check(tmp_path, known=())) == [("a.yaml", "table.unknown_ref", 5)]


def test_a_cycle_is_reported_once(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("t/a", "{table:t/b}", "{table:t/b}"))
    _write(tmp_path, "b.yaml", _weighted("t/b", "{table:t/c}", "{table:t/c}"))
    _write(tmp_path, "c.yaml", _weighted("t/c", "{table:t/a}", "{table:t/a}"))
    _write(tmp_path, "d.yaml", _weighted("t/d", "{table:t/a}", "{table:t/a}"))
    errors = check(tmp_path)
    assert _found(errors) == [("a.yaml", "table.cycle", 1)]
    assert errors[0].params["chain"] == "t/a → t/b → t/c → t/a"


def test_a_table_that_refers_to_itself_is_a_cycle(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("t/a", "{table:t/a}", "{table:t/a}"))
    assert _found(check(tmp_path)) == [("a.yaml", "table.cycle", 1)]


def test_two_separate_cycles(tmp_path: Path) -> None:
    for me, other in [("a", "b"), ("b", "a"), ("c", "d"), ("d", "c")]:
        _write(tmp_path, f"{me}.yaml", _weighted(f"t/{me}", f"{{table:t/{other}}}",
                                                 f"{{table:t/{other}}}"))
    library = load_library(None, extra=[tmp_path], bundled=False)
    assert sorted(e.params["chain"] for e in cycles(library)) == [
        "t/a → t/b → t/a", "t/c → t/d → t/c"]


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", _weighted("t/a"))
    _write(tmp_path, "b.yaml", _weighted("t/a"))
    errors = check(tmp_path)
    assert _found(errors) == [("b.yaml", "table.duplicate_id", 1)]
    assert errors[0].params["other"].endswith("a.yaml")


def test_a_folder_of_broken_tables(tmp_path: Path) -> None:
    _write(tmp_path, "good.yaml", _weighted("t/good"))
    _write(tmp_path, "syntax.yaml", "id: t/x\nname: {es: a\n")
    _write(tmp_path, "gap.yaml", "id: t/gap\nname: {es: a, en: a}\ndice: 1d4\nrows:\n"
           "  - {range: 1-2, text: {es: a, en: a}}\n  - {range: 4, text: {es: a, en: a}}\n")
    _write(tmp_path, "tag.yaml", "id: !!python/object/apply:os.system ['true']\n")
    _write(tmp_path, "mixed.yaml", "id: t/mix\nname: {es: a, en: a}\nrows:\n"
           "  - {weight: 1, range: 1, text: {es: a, en: a}}\n")
    _write(tmp_path, "dice.yaml", _weighted("t/dice", "{1dZ}", "{1dZ}"))
    _write(tmp_path, "loop.yaml", _weighted("t/loop", "{table:t/loop}", "{table:t/loop}"))
    with (tmp_path / "huge.yaml").open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    assert _found(check(tmp_path)) == [
        ("dice.yaml", "table.bad_inline_dice", 5),
        ("gap.yaml", "table.gap", 4),
        ("huge.yaml", "table.too_big", None),
        ("loop.yaml", "table.cycle", 1),
        ("mixed.yaml", "table.range_and_weight", 4),
        ("syntax.yaml", "table.yaml", 3),
        ("tag.yaml", "table.unsafe_tag", 1),
    ]
    assert load_library(None, extra=[tmp_path], bundled=False).ids() == ("t/good", "t/loop")


def test_every_message_names_the_file_and_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, "gap.yaml", "id: t/gap\nname: {es: a, en: a}\ndice: 1d4\nrows:\n"
                  "  - {range: 1-2, text: {es: a, en: a}}\n")
    with use_language("es"):
        assert [str(e) for e in check(path)] == [
            f"{path}, línea 4: ninguna fila cubre 3-4 de 1d4."]
    with use_language("en"):
        assert [str(e) for e in check(path)] == [f"{path}, line 4: no row covers 3-4 of 1d4."]


def test_nothing_to_check(tmp_path: Path) -> None:
    assert [e.key for e in check(tmp_path / "none")] == ["table.no_files"]
    assert [e.key for e in check(tmp_path)] == ["table.no_files"]


def test_the_bundled_folder_passes_as_files() -> None:
    root = bundled_dir()
    assert root is not None
    with use_language("en"):
        assert [str(e) for e in check(root)] == []
