"""Apply the loss of a failed dangerous roll, and tell when a character is out.

>>> from solo.systems.fragmentos.rules.character import Characteristic as C
>>> barbara = Character.new("Barbara", {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4})
>>> harm = apply_loss(barbara, C.COGNITION, 2)
>>> harm.before, harm.after, harm.out
(4, 2, None)
"""

from __future__ import annotations

from solo.errors import RuleError
from solo.record import record
from solo.systems.fragmentos.rules.character import Character, Characteristic, OutCause


@record
class Harm:
    """What a loss did: the characteristic, its current value before and after, and the result."""

    characteristic: Characteristic
    loss: int
    before: int
    after: int
    protected: bool
    out: OutCause | None
    character: Character


def apply_loss(character: Character, characteristic: Characteristic, loss: int, *,
               protected: bool = False) -> Harm:
    """Lower `characteristic` by `loss` (nothing when script protection was paid).

    >>> from solo.systems.fragmentos.rules.character import Characteristic as C
    >>> nia = Character.new("Nia", {C.ACTION: 1, C.INTERACTION: 4, C.COGNITION: 4})
    >>> apply_loss(nia, C.ACTION, 1).out
    <OutCause.MAIMED: 'maimed'>
    >>> apply_loss(nia, C.ACTION, 3, protected=True).after
    1
    >>> apply_loss(nia.lose(C.ACTION, 1), C.ACTION, 1, protected=True).out is None
    True
    """
    before = character.score(characteristic).current
    after_sheet = character if protected else character.lose(characteristic, loss)
    taken_out = after_sheet.out if character.out is None else None  # only a new exit counts
    return Harm(characteristic, 0 if protected else loss, before,
                after_sheet.score(characteristic).current, protected, taken_out,
                after_sheet)


OUT_ERRORS: dict[OutCause, str] = {
    OutCause.MAIMED: "frag.error.out.maimed",
    OutCause.CATATONIA: "frag.error.out.catatonia",
    OutCause.MADNESS: "frag.error.out.madness",
}


def check_can_act(character: Character | None) -> None:
    """Refuse a roll by a character who is out of the story (a characteristic at 0).

    >>> from solo.systems.fragmentos.rules.character import Characteristic as C
    >>> nia = Character.new("Nia", {C.ACTION: 1, C.INTERACTION: 4, C.COGNITION: 4})
    >>> try:
    ...     check_can_act(nia.lose(C.ACTION, 1))
    ... except RuleError as refused:
    ...     print(refused.key, refused.params)
    frag.error.out.maimed {'name': 'Nia'}
    >>> check_can_act(nia)
    """
    if character is not None and character.out is not None:
        raise RuleError(OUT_ERRORS[character.out], name=character.name)
