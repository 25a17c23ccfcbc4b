"""What a yes would change, shown before Fragmentos asks to spend superación.

Before the player is asked to activate a cualidad, to pay for script protection or to
retry, the shell shows what the answer would change: the result before → after, the loss
avoided (the characteristic's score before → after it), a retry's chance, and what it costs
(superación and amenaza before → after, or a cualidad crossed out). Like Fate's invoke
question, which says what +2 or a reroll would do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solo.procedures.steps import Message
from solo.record import record
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.harm import apply_loss
from solo.systems.fragmentos.rules.superacion import Spent, Use, activate_quality, protect, spend

if TYPE_CHECKING:
    from fractions import Fraction


@record
class Avoided:
    """A loss a yes avoids: `loss` points of `characteristic`, from `before` to `after`."""

    characteristic: Characteristic
    loss: int
    before: int
    after: int
    out: bool


@record
class ChoicePreview:
    """What saying yes would change; each part is None when it does not apply."""

    superacion: tuple[int, int]
    threat: tuple[int, int]
    result: tuple[Message, Message] | None = None
    avoided: Avoided | None = None
    chance: Fraction | None = None
    crossed_out: bool = False


def _preview(sheet: Character, threat: int, done: Spent, *,
             result: tuple[Message, Message] | None = None, avoided: Avoided | None = None,
             chance: Fraction | None = None) -> ChoicePreview:
    """The preview of `done`, a use of `sheet`'s superación at amenaza `threat`."""
    return ChoicePreview((sheet.superacion, done.character.superacion), (threat, done.threat),
                         result, avoided, chance, done.crossed_out is not None)


def _avoided(sheet: Character, chosen: Characteristic | None, loss: int) -> Avoided | None:
    if chosen is None or loss <= 0:
        return None
    harm = apply_loss(sheet, chosen, loss)
    return Avoided(chosen, loss, harm.before, harm.after, harm.out is not None)


def quality_preview(state: Tally, result: tuple[Message, Message], *, loss: int = 0,
                    chosen: Characteristic | None = None) -> ChoicePreview | None:
    """Activating one of the sheet's own usable cualidades: `result` turns, `loss` is avoided.

    >>> from solo.systems.fragmentos.rules.character import Qualities
    >>> from solo.systems.fragmentos.rules.character import Characteristic as C
    >>> nia = Character.new("Nia", dict.fromkeys(C, 3), qualities=Qualities("x", (), ("Terca",)))
    >>> seen = quality_preview(Tally(nia, 2), (Message("a"), Message("b")), loss=2,
    ...                        chosen=C.ACTION)
    >>> seen.superacion, seen.threat, (seen.avoided.before, seen.avoided.after)
    ((5, 4), (2, 3), (3, 1))
    """
    sheet = state.character
    if sheet is None or not sheet.qualities.usable:
        return None
    done = activate_quality(sheet, state.threat, sheet.qualities.usable[0], owner=sheet)
    return _preview(sheet, state.threat, done, result=result,
                    avoided=_avoided(sheet, chosen, loss))


def protection_preview(state: Tally, sheet: Character, chosen: Characteristic,
                       loss: int) -> ChoicePreview:
    """Paying for script protection: the loss is avoided, a point of superación spent."""
    done = protect(sheet, state.threat)
    return _preview(sheet, state.threat, done, avoided=_avoided(sheet, chosen, loss))


def retry_preview(state: Tally, sheet: Character, chance: Fraction | None) -> ChoicePreview:
    """Paying to retry: the chance of success of the new roll, a point of superación spent."""
    done = spend(sheet, state.threat, Use.RETRY)
    return _preview(sheet, state.threat, done, chance=chance)
