"""The question physical dice put: which dice a player owns to roll, how many, whose, what for.

`solo.dice.physical` says how each of the program's dice is rolled by hand (a d36 as two d6
read as tens and units, a d3 as a d6 halved); this module says it in the player's language.

>>> from solo.dice.physical import reading_of
>>> from solo.dice.rng import D6, FATE, d
>>> from solo.i18n import use_language
>>> with use_language("es"):
...     dice_text(reading_of(d(36)), 1), dice_text(reading_of(FATE), 4)
('2 d6 (decenas y unidades: 1 d36)', '4 dF')
>>> with use_language("es"):
...     dice_text(reading_of(d(3)), 1), dice_text(reading_of(d(7)), 1)
('1 d6 (1–2 es 1, 3–4 es 2, 5–6 es 3: 1 d3)', '1 d8 (repite el 8: 1 d7)')
>>> with use_language("en"):
...     dice_text(reading_of(d(21)), 1)
'2 d10 (tens and units; roll again above 84; 1–4 is 1, 5–8 is 2 … 81–84 is 21: 1 d21)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.i18n import t

if TYPE_CHECKING:
    from solo.dice.physical import Reading
    from solo.dice.typed import Purpose
    from solo.procedures.steps import Ask, RollFor

#: How many parts of a cut die are listed in full (`1–2 es 1, 3–4 es 2, 5–6 es 3`).
LISTED_PARTS = 3


def dice_question(reading: Reading, count: int, roll: RollFor | Purpose | None) -> Ask:
    """The question for `count` of `reading`'s dice: whose and why when the roll was announced.

    >>> from solo.dice.physical import reading_of
    >>> from solo.dice.rng import d
    >>> from solo.procedures.steps import RollFor
    >>> from solo.i18n import use_language
    >>> question = dice_question(reading_of(d(36)), 1, RollFor(
    ...     "la tabla", "table.roll.why", {"dice": "1d36", "table": "fragmentos/presagios"}))
    >>> with use_language("es"):
    ...     print(t(question.prompt, **question.params).replace(" y escribe", "\\ny escribe"))
    Tira 2 d6 (decenas y unidades: 1 d36) por la tabla (1d36 en fragmentos/presagios)
    y escribe las caras (1 a 6 cada dado; juntas también valen: 34):
    """
    from solo.procedures.steps import Ask

    facts: dict[str, object] = {"dice": dice_text(reading, count),
                                "faces": faces_text(reading)}
    if roll is None:
        return Ask("core.dice.type_faces", facts)
    return Ask("core.dice.type_faces_for",
               {**facts, "who": roll.who, "why": t(roll.why, **roll.params)})


def dice_text(reading: Reading, count: int) -> str:
    """`2 d6 (decenas y unidades: 1 d36)`: the owned dice to roll, and how they are read."""
    rolled = t("core.dice.set.plain", count=count * reading.dice, die=reading.owned.label)
    if reading.plain:
        return rolled
    how = []
    if reading.digits:
        how.append(t("core.dice.how.digits" if reading.dice == 2 else "core.dice.how.digits3"))
    if reading.limit < reading.span:
        how.append(t("core.dice.how.again_one", face=reading.span)
                   if reading.limit == reading.span - 1 and not reading.digits
                   else t("core.dice.how.again", limit=reading.limit))
    if reading.step > 1:
        how.append(_parts(reading))
    return t("core.dice.set.read", rolled=rolled, how="; ".join(how), count=count,
             die=f"d{reading.die.high}")


def _parts(reading: Reading) -> str:
    """`1–2 es 1, 3–4 es 2, 5–6 es 3`, or its first two and its last (`… 97–100 es 25`)."""
    parts = [t("core.dice.how.part", low=(value - 1) * reading.step + 1,
               high=value * reading.step, value=value)
             for value in range(1, reading.die.high + 1)]
    if len(parts) <= LISTED_PARTS:
        return ", ".join(parts)
    return f"{parts[0]}, {parts[1]} … {parts[-1]}"


def faces_text(reading: Reading) -> str:
    """What to type: `las caras (1 a 6)`, Fate symbols, the faces listed, or the number made."""
    owned = reading.owned
    if reading.percentile:
        if reading.limit < reading.span:
            return t("core.dice.write.number_below", high=reading.limit)
        return t("core.dice.write.number", high=reading.limit, zero="0" * reading.dice,
                 span=reading.span)
    if reading.digits:
        return t("core.dice.write.pairs", low=owned.low, high=owned.high,
                 example="".join(str(owned.high // 2 + offset) for offset in range(reading.dice)))
    if owned.values:
        return t("core.dice.write.listed",
                 faces=", ".join(str(value) for value in sorted(set(owned.values))))
    if (owned.low, owned.high) == (-1, 1):
        return t("core.dice.write.fudge")
    return t("core.dice.write.range", low=owned.low,
             high=reading.limit if not reading.plain else owned.high)
