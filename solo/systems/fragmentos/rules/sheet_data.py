"""Turn a Fragmentos sheet into plain data and back, validating it.

>>> from solo.systems.fragmentos.rules.sheet import Characteristic as C
>>> c = Sheet.new("Duque", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3}, Rank.MONSTER)
>>> sheet_from_data(sheet_to_data(c), Sheet) == c
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from solo.errors import InputError
from solo.systems.fragmentos.rules.conflict import Rank
from solo.systems.fragmentos.rules.settings import STARTING_SUPERACION
from solo.systems.fragmentos.rules.sheet import Characteristic, Qualities, Score, Sheet, Trait
from solo.systems.fragmentos.rules.validate import validate

T = TypeVar("T")
S = TypeVar("S", bound=Sheet)


def sheet_to_data(character: Sheet) -> dict[str, object]:
    """Return `character` as dicts, lists, strings and numbers."""
    qualities = character.qualities
    return {
        "name": character.name,
        "rank": character.rank.value,
        "scores": {ch.value: {"current": character.score(ch).current,
                              "total": character.score(ch).total} for ch in Characteristic},
        "traits": [{"name": tr.name, "characteristic": tr.characteristic.value,
                    "bonus": tr.bonus, "supernatural": tr.supernatural}
                   for tr in character.traits],
        "qualities": {"concept": qualities.concept, "milestones": list(qualities.milestones),
                      "complications": list(qualities.complications),
                      "crossed_out": sorted(qualities.crossed_out)},
        "superacion": character.superacion,
        "full_strength": character.full_strength,
    }


def sheet_from_data(data: Mapping[str, object], kind: type[S]) -> S:
    """Read a sheet written by `sheet_to_data` as a `kind`, or raise `InputError`/`RuleError`."""
    scores = _get(data, "scores", dict, "scores")
    qualities = _get(data, "qualities", dict, "qualities", {})
    character = kind(
        name=_get(data, "name", str, "name"),
        rank=_enum(Rank, _get(data, "rank", str, "rank", Rank.MAIN.value), "rank"),
        traits=tuple(_trait(item) for item in _get(data, "traits", list, "traits", [])),
        qualities=Qualities(
            concept=_get(qualities, "concept", str, "qualities.concept", ""),
            milestones=_strings(qualities, "milestones"),
            complications=_strings(qualities, "complications"),
            crossed_out=frozenset(_strings(qualities, "crossed_out")),
        ),
        superacion=_get(data, "superacion", int, "superacion", STARTING_SUPERACION),
        full_strength=_get(data, "full_strength", bool, "full_strength", False),
        **{ch.value: _score(scores, ch) for ch in Characteristic},
    )
    return validate(character)


def _get(data: Mapping[str, object], key: str, kind: type[T], where: str,
         default: T | None = None) -> T:
    value = data.get(key, default)
    if value is None or not isinstance(value, kind) or (
            kind is int and isinstance(value, bool)):
        raise InputError("frag.error.sheet_field", field=where)
    return value


def _enum(kind: type[Rank] | type[Characteristic], value: str, where: str) -> Rank:
    try:
        return kind(value)  # type: ignore[return-value]
    except ValueError:
        raise InputError("frag.error.sheet_field", field=where) from None


def _score(scores: Mapping[str, object], ch: Characteristic) -> Score:
    item = _get(scores, ch.value, dict, f"scores.{ch.value}")
    total = _get(item, "total", int, f"scores.{ch.value}.total")
    return Score(_get(item, "current", int, f"scores.{ch.value}.current", total), total)


def _trait(item: object) -> Trait:
    if not isinstance(item, Mapping):
        raise InputError("frag.error.sheet_field", field="traits")
    try:
        characteristic = Characteristic(_get(item, "characteristic", str, "traits.characteristic"))
    except ValueError:
        raise InputError("frag.error.sheet_field", field="traits.characteristic") from None
    return Trait(_get(item, "name", str, "traits.name"), characteristic,
                 _get(item, "bonus", int, "traits.bonus"),
                 _get(item, "supernatural", bool, "traits.supernatural", False))


def _strings(data: Mapping[str, object], key: str) -> tuple[str, ...]:
    items = _get(data, key, list, f"qualities.{key}", [])
    if not all(isinstance(item, str) for item in items):
        raise InputError("frag.error.sheet_field", field=f"qualities.{key}")
    return tuple(items)
