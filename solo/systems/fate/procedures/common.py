"""Small question helpers and journal lines shared by the Fate procedures."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from solo.errors import InputError
from solo.i18n import LANGUAGES, normalize, t
from solo.journal.entry import roll_line
from solo.numbers import menu_number
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Ask, Choice, Procedure, ask
from solo.systems.fate.rules.dice import DICE_LABEL, faces_text
from solo.systems.fate.rules.ladder import ladder_label
from solo.systems.fate.rules.resolve import FateResult
from solo.text import one_line, signed

YES, NO = "yes", "no"
YES_NO = (Choice(YES, "fate.choice.yes"), Choice(NO, "fate.choice.no"))


def pick(choices: Sequence[Choice]) -> Callable[[str], str]:
    """A parser accepting a choice's value or its position (1, 2, ...)."""
    def parse(answer: str) -> str:
        typed = normalize(answer)
        for choice in choices:
            if typed == normalize(choice.value):
                return choice.value
        index = menu_number(typed, len(choices))
        if index is not None:
            return choices[index].value
        for choice in choices:
            labels = {normalize(t(choice.label, lang, **choice.params)) for lang in LANGUAGES}
            if typed in labels:
                return choice.value
        raise InputError("fate.error.choice", value=answer)
    return parse


def choose(prompt: str, choices: Sequence[Choice], *, explain: str | None = None,
           default: str | None = None, **params: object) -> Procedure[str]:
    """Ask until one of `choices` is picked; return its value."""
    question = Ask(prompt, params, tuple(choices), default, explain)
    return (yield from ask(question, pick(choices)))


def _yes_no(answer: str) -> bool:
    return read_yes_no(answer, "fate.error.yes_no", value=answer)


def confirm(prompt: str, *, explain: str | None = None, default: str | None = NO,
            **params: object) -> Procedure[bool]:
    """Ask a yes/no question."""
    return (yield from ask(Ask(prompt, params, YES_NO, default, explain), _yes_no))


def required(answer: str) -> str:
    """A text answer that may not be empty, on one line."""
    if not answer.strip():
        raise InputError("fate.error.empty")
    return one_line(answer)


def text(prompt: str, *, explain: str | None = None, optional: bool = False,
         **params: object) -> Procedure[str]:
    """Ask for free text; required unless `optional` (then Enter gives "")."""
    question = Ask(prompt, params, (), "" if optional else None, explain)
    return (yield from ask(question, one_line if optional else required))


def result_line(result: FateResult, lang: str | None = None, dice: str = DICE_LABEL) -> str:
    """`d: 4dF=+1 (+0-+) +3 = +4 vs +2 Bueno -> Éxito (1)`: a roll in Lonelog notation.

    >>> from solo.systems.fate.rules.resolve import resolve_faces
    >>> result_line(resolve_faces((1, 0, -1, 1), 3, 2), "es")
    'd: 4dF=+1 (+0-+) +3 = +4 vs +2 Bueno -> Éxito (2)'
    """
    return roll_line(dice, f"{signed(sum(result.faces))} ({faces_text(result.faces)})",
                     signed(result.bonus), f"{signed(result.total)} vs "
                     f"{ladder_label(result.vs, lang)}",
                     f"{t(result.outcome.label_key, lang)} ({result.shifts})")


def opposition_roll(faces: tuple[int, ...], bonus: int, lang: str | None = None,
                    dice: str = DICE_LABEL) -> str:
    """An opposing roll as the journal writes it, its outcome on its line (Lonelog).

    >>> opposition_roll((1, 0, -1, 1), 2, "es")
    '4dF=+1 (+0-+) +2 = +3 -> oposición +3'
    """
    total = signed(sum(faces) + bonus)
    return f"{npc_roll(faces, bonus, dice)} -> {t('fate.journal.opposition', lang, total=total)}"


def npc_roll(faces: tuple[int, ...], bonus: int, dice: str = DICE_LABEL) -> str:
    """`4dF=+1 (+0-+) +2 = +3`: an NPC's roll as the journal writes it.

    >>> npc_roll((1, 0, -1, 1), 2)
    '4dF=+1 (+0-+) +2 = +3'
    """
    return (f"{dice}={signed(sum(faces))} ({faces_text(faces)}) {signed(bonus)} = "
            f"{signed(sum(faces) + bonus)}")
