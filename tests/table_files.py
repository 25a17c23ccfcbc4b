"""Small table files written by the tests of the table library (two rows rolled on 1d2)."""

from __future__ import annotations

from pathlib import Path


def two_rows(table_id: str, es: str = "uno", en: str = "one") -> str:
    """A table `table_id` whose first row reads `es`/`en` (quoted: `{table:x}` may be one) and
    whose second row reads `dos`/`two`."""
    return (f"id: {table_id}\nname: {{es: Nombre, en: Name}}\ndice: 1d2\nrows:\n"
            f"  - {{range: 1, text: {{es: '{es}', en: '{en}'}}}}\n"
            f"  - {{range: 2, text: {{es: dos, en: two}}}}\n")


def write_table(folder: Path, name: str, text: str) -> Path:
    """`text` written as `folder/name` (its folders made); the file's path."""
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path
