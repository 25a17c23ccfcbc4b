"""What the bundled tables parsed to is kept between runs (`solo.tables.parsed`)."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

from solo.tables.load import parse_yaml
from solo.tables.parsed import ParsedCache

ROOT = Path(__file__).resolve().parents[2]
TEXT = "id: x/a\ndice: 1d2\nrows:\n  - range: 1\n    text: uno\n  - range: 2\n    text: dos\n"


def test_a_kept_file_is_read_back_with_its_lines(tmp_path: Path) -> None:
    table = tmp_path / "a.yaml"
    table.write_text(TEXT, encoding="utf-8")
    raw = table.read_bytes()
    data = parse_yaml(TEXT, table)
    ParsedCache(tmp_path / "cache").put(table, raw, data)
    again = ParsedCache(tmp_path / "cache").get(table, raw)
    assert again == data
    assert (again.line, again.key_lines, again["rows"][1].line) == (1, data.key_lines, 6)


def test_changed_bytes_or_another_file_are_not_served(tmp_path: Path) -> None:
    table = tmp_path / "a.yaml"
    table.write_text(TEXT, encoding="utf-8")
    cache = ParsedCache(tmp_path / "cache")
    cache.put(table, table.read_bytes(), parse_yaml(TEXT, table))
    assert cache.get(table, TEXT.replace("dos", "tres").encode()) is None
    assert cache.get(tmp_path / "b.yaml", TEXT.encode()) is None
    assert cache.get(table, TEXT.encode()) is not None


def test_a_broken_cache_is_ignored_and_a_timestamp_is_not_kept(tmp_path: Path) -> None:
    table = tmp_path / "a.yaml"
    cache = ParsedCache(tmp_path / "cache")
    cache.put(table, b"id: x", parse_yaml("id: x", table))
    for kept in (tmp_path / "cache").iterdir():
        kept.write_bytes(b"not marshal at all")
    assert cache.get(table, b"id: x") is None
    other = ParsedCache(tmp_path / "other")
    other.put(table, b"when: 2024-01-01", parse_yaml("when: 2024-01-01", table))
    assert isinstance(parse_yaml("when: 2024-01-01", table)["when"], datetime.date)
    assert not (tmp_path / "other").exists()


def test_a_second_draw_on_a_bundled_table_imports_no_yaml(tmp_path: Path) -> None:
    code = ("import sys, io, contextlib\nfrom solo.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
            "    main(['--seed', '2', 'table', 'roll', 'core/giros'])\n"
            "print('yaml' in sys.modules, out.getvalue().strip())")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "SOLO_HOME": str(tmp_path), "SOLO_LANG": "es"}
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           cwd=tmp_path, env=env, timeout=120, check=True).stdout.split(" ", 1)
            for _ in range(2)]
    assert [yaml for yaml, _line in runs] == ["True", "False"]
    assert runs[0][1] == runs[1][1]
    assert runs[0][1].startswith("core/giros 1d20=")
