"""Write the YAML of a new, empty but valid table (for `table new`).

The text is built by hand (tables import no YAML outside `yaml_file.py`); strings
are written as JSON strings, which YAML reads as double-quoted scalars.

>>> print(skeleton("mias/clima", "1d2"))
id: mias/clima
name: {es: "Clima", en: "Clima"}
dice: 1d2
rows:
  - range: 1
    text: {es: "Resultado 1", en: "Result 1"}
  - range: 2
    text: {es: "Resultado 2", en: "Result 2"}
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from solo.errors import InputError
from solo.i18n import LANGUAGES, t
from solo.tables import dice as table_dice
from solo.tables.model import ID_PATTERN, MAX_ROWS

__all__ = ["MAX_ROWS", "skeleton"]


def skeleton(table_id: str, dice_text: str | None = "1d6", *, weights: int = 3) -> str:
    """Return the YAML text of a table with one placeholder row per total.

    Without dice, the table gets `weights` rows of weight 1.

    >>> print(skeleton("mias/pistas", None, weights=1))
    id: mias/pistas
    name: {es: "Pistas", en: "Pistas"}
    rows:
      - weight: 1
        text: {es: "Resultado 1", en: "Result 1"}
    <BLANKLINE>
    """
    if not ID_PATTERN.fullmatch(table_id):
        raise InputError("table.bad_new_id", id=table_id)
    title = table_id.rsplit("/", 1)[-1].replace("_", " ").replace("-", " ").capitalize()
    lines = [f"id: {table_id}", f"name: {_texts(lambda _lang: title)}"]
    if dice_text is None:
        if not 1 <= weights <= MAX_ROWS:
            raise InputError("table.bad_count", count=weights, most=MAX_ROWS)
        keyed = [("weight: 1", n) for n in range(1, weights + 1)]
    else:
        faces = list(table_dice.totals(dice_text))  # a NotationError says column and character
        if len(faces) > MAX_ROWS:
            raise InputError("table.too_many_rows", dice=dice_text, count=len(faces),
                             most=MAX_ROWS)
        lines.append(f"dice: {dice_text.strip()}")
        keyed = [(f"range: {face}", face) for face in sorted(faces)]
    lines.append("rows:")
    for key, number in keyed:
        lines.append(f"  - {key}")
        lines.append("    text: " + _texts(partial(_placeholder, number)))
    return "\n".join(lines) + "\n"


def _placeholder(number: int, lang: str) -> str:
    return t("table.skeleton.row", lang, n=number)


def _texts(make: Callable[[str], str]) -> str:
    import json  # only `table new` writes a skeleton: `table roll` imports no JSON

    parts = ", ".join(f"{lang}: {json.dumps(make(lang), ensure_ascii=False)}"
                      for lang in LANGUAGES)
    return "{" + parts + "}"
