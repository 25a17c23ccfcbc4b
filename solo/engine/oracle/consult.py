"""Answer one question: roll the oracle's dice, read the answer and whether an event comes.

>>> from solo.dice.rng import ScriptedRng
>>> from solo.engine.oracle.spec import demo_spec
>>> result = consult(demo_spec(), Likelihood.LIKELY, ScriptedRng([1, 0, 1, -1]))
>>> result.total, result.answer.value, result.event
(2, 'yes', False)
"""

from __future__ import annotations

from solo.dice.rng import Rng
from solo.dice.typed import one_roll, tell
from solo.engine.oracle.levels import Answer, Likelihood
from solo.engine.oracle.spec import TENSIONS, OracleSpec
from solo.errors import RuleError
from solo.i18n import t
from solo.record import record

DEFAULT_TENSION = 5
#: How many extra dice a tie may roll before the faces are surely wrong.
_MAX_TIEBREAK = 100


@record
class OracleAnswer:
    """An answer and the dice behind it.

    `decided_by` is None when the total gave the answer, or the index (into
    `faces` + `tiebreak`) of the extra die that broke a tie.
    """

    question: str
    odds: Likelihood
    oracle: str
    dice: str
    faces: tuple[int, ...]
    modifier: int
    total: int
    answer: Answer
    tiebreak: tuple[int, ...]
    decided_by: int | None
    event: bool
    tension: int
    shift: int = 0
    """What the tension added to the total (pushed away from the middle); 0 when shifts are off."""
    lean: int = 0
    """What the tension added to the likelihood's modifier; 0 when tension odds are off."""


def check_tension(tension: int) -> int:
    """Return `tension` if it is 1…9, else raise `RuleError`.

    >>> check_tension(9)
    9
    """
    if tension not in TENSIONS:
        raise RuleError("engine.tension.out_of_range", tension=tension)
    return tension


def total_of(spec: OracleSpec, faces: tuple[int, ...], level: Likelihood) -> int:
    """Add the values read from `faces` and the level's modifier.

    >>> from solo.engine.oracle.spec import demo_spec
    >>> total_of(demo_spec(), (1, 0, 1, -1), Likelihood.ALMOST_CERTAIN)
    4
    """
    total, start = spec.levels[level], 0
    for group in spec.groups:
        total += sum(group.value(face) for face in faces[start:start + group.count])
        start += group.count
    return total


def break_tie(spec: OracleSpec, tiebreak: tuple[int, ...]) -> tuple[Answer, int] | None:
    """Return yes-but or no-but from the first extra die that is not blank, and its index.

    None while every extra die is blank (roll another).

    >>> from solo.engine.oracle.spec import demo_spec
    >>> break_tie(demo_spec(), (0, -1))
    (<Answer.NO_BUT: 'no_but'>, 1)
    """
    group = spec.tiebreak
    for index, face in enumerate(tiebreak):
        value = group.value(face)
        if value:
            return (Answer.YES_BUT if value > 0 else Answer.NO_BUT), index
    return None


def answer_of(spec: OracleSpec, faces: tuple[int, ...], level: Likelihood,
              tiebreak: tuple[int, ...] = (), shift: int = 0,
              lean: int = 0) -> tuple[Answer | None, int | None]:
    """Return the answer of the faces (None if a tie needs more dice) and the deciding die.

    The deciding die is None when the total decides, else its index in `faces + tiebreak`.
    `lean` is added to the likelihood's modifier (tension moving the odds), before any `shift`.

    >>> from solo.engine.oracle.spec import demo_spec
    >>> answer_of(demo_spec(), (1, 1, 1, 0), Likelihood.EVEN)
    (<Answer.YES_AND: 'yes_and'>, None)
    >>> answer_of(demo_spec(), (1, -1, 0, 0), Likelihood.EVEN)
    (None, None)
    >>> answer_of(demo_spec(), (1, -1, 0, 0), Likelihood.EVEN, (0, 1))
    (<Answer.YES_BUT: 'yes_but'>, 5)
    """
    answer = spec.answer_for_total(spec.shifted(total_of(spec, faces, level) + lean, shift))
    if answer is not None:
        return answer, None
    broken = break_tie(spec, tiebreak)
    if broken is None:
        return None, None
    found, index = broken
    return found, len(faces) + index


def is_event(spec: OracleSpec, faces: tuple[int, ...], tension: int, odds: bool = False) -> bool:
    """Whether the faces bring a random event: the halves repeat and reach the tension's rungs.

    With `odds` (tension moves the odds), the ladder reaches the tension's rungs more or fewer,
    and from the spec's `any_order_from` the second half may repeat the first in any order.

    >>> from solo.engine.oracle.spec import demo_spec
    >>> is_event(demo_spec(), (-1, -1, -1, -1), 5), is_event(demo_spec(), (-1, -1, -1, -1), 3)
    (True, False)
    >>> from solo.engine.oracle.bundled import ORACLES
    >>> from solo.engine.oracle.spec import from_data
    >>> fate = from_data(ORACLES["oracle/fate"], "fate")
    >>> is_event(fate, (1, 0, 0, 1), 9), is_event(fate, (1, 0, 0, 1), 9, odds=True)
    (False, True)
    >>> is_event(fate, (1, 1, 1, 1), 1), is_event(fate, (1, 1, 1, 1), 1, odds=True)
    (True, False)
    """
    half = len(faces) // 2
    first, second = faces[:half], faces[half:]
    if odds:
        rungs = spec.events.rungs(tension, spec.event_lean_for(tension))
        any_order = tension >= spec.tension_odds.any_order_from
    else:
        rungs, any_order = spec.events.rungs(tension), False
    repeats = first == second or (any_order and sorted(first) == sorted(second))
    return repeats and first in rungs


def consult(spec: OracleSpec, level: Likelihood, rng: Rng, tension: int = DEFAULT_TENSION,
            question: str = "", shifts: bool = False, odds: bool = False) -> OracleAnswer:
    """Roll the oracle and answer `question` at `level` and `tension`.

    With `shifts`, the tension pushes the total away from the middle (or pulls it in); with
    `odds`, it adds to the likelihood's modifier and moves the events' reach.

    >>> from solo.dice.rng import ScriptedRng
    >>> from solo.engine.oracle.spec import demo_spec
    >>> shifted = consult(demo_spec(), Likelihood.EVEN, ScriptedRng([1, 1, 0, 0]), 9, shifts=True)
    >>> shifted.total, shifted.shift, shifted.answer.value
    (3, 1, 'yes_and')
    """
    check_tension(tension)
    shift = spec.shift_for(tension) if shifts else 0
    lean = spec.lean_for(tension) if odds else 0
    with one_roll(rng):  # the oracle's dice (a d6 and its modifier die): one roll
        faces = tuple(face for group in spec.groups for face in rng.roll(group.die, group.count))
    tiebreak: tuple[int, ...] = ()
    answer, decided_by = answer_of(spec, faces, level, shift=shift, lean=lean)
    while answer is None and len(tiebreak) < _MAX_TIEBREAK:
        tell(rng, t("engine.oracle.who"), "engine.oracle.why.tiebreak", {})
        tiebreak += rng.roll(spec.tiebreak.die, 1)
        answer, decided_by = answer_of(spec, faces, level, tiebreak, shift, lean)
    if answer is None:
        raise RuleError("engine.oracle.endless_tie")
    raw = total_of(spec, faces, level) + lean
    total = spec.shifted(raw, shift)
    return OracleAnswer(question, level, spec.id, spec.dice_label, faces, spec.levels[level],
                        total, answer, tiebreak, decided_by,
                        is_event(spec, faces, tension, odds), tension, total - raw, lean)
