"""Every message the tables raise exists in Spanish and English."""

from __future__ import annotations

import re
from pathlib import Path

import solo.tables
from solo.i18n.en.table import MESSAGES as EN
from solo.i18n.es.table import MESSAGES as ES

SOURCE = Path(solo.tables.__file__).parent
FILES = [*SOURCE.glob("*.py"), SOURCE.parent / "render" / "tables.py",
         *(SOURCE.parent / "commands" / f"{name}.py" for name in (
             "tables", "table_import", "table_sources", "table_io", "table_export"))]
PATTERNS = [re.compile(r'["\'](table\.[a-z_.0-9]+)["\']'),
            re.compile(r'fail\(\s*"([a-z_]+)"'),
            re.compile(r'_error\(\s*table,\s*"([a-z_]+)"')]
RANGE_REASONS = ("bad", "reversed", "too_wide")
BUDGET_COUNTS = ("draws", "dice", "text")  # table.budget.<count>, table.worst_<count>


def _used_keys() -> set[str]:
    keys = {f"table.range_{reason}" for reason in RANGE_REASONS} | {"table.no_range_or_weight"}
    keys |= {f"table.{kind}{count}" for count in BUDGET_COUNTS
             for kind in ("budget.", "worst_")}
    for path in FILES:
        text = path.read_text(encoding="utf-8")
        for pattern in PATTERNS:
            keys |= {m if m.startswith("table.") else f"table.{m}"
                     for m in pattern.findall(text)}
    keys |= {f"table.cmd.{task}" for task in ("list", "show", "roll", "new", "check", "sim")}
    return keys


def test_both_catalogs_have_the_same_keys() -> None:
    assert set(ES) == set(EN)


def test_every_key_used_is_in_the_catalogs() -> None:
    used = _used_keys()
    assert len(used) > 40
    assert used - set(ES) == set()


def test_every_catalog_key_is_used() -> None:
    assert set(ES) - _used_keys() == set()


def test_messages_use_the_same_fields_in_both_languages() -> None:
    field = re.compile(r"(?<!\{)\{([a-z_]+)\}(?!\})")
    for key, spanish in ES.items():
        assert set(field.findall(spanish)) == set(field.findall(EN[key])), key
