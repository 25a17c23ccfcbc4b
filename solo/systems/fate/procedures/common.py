"""Small question helpers and journal lines shared by the Fate procedures."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from solo.errors import InputError
from solo.i18n import LANGUAGES, normalize, t
from solo.journal.entry import expression, fate_dice, roll_line
from solo.numbers import menu_number
from solo.procedures.answers import read_yes_no
from solo.procedures.steps import Ask, Choice, Procedure, ask
from solo.systems.fate.rules.dice import DICE_LABEL, faces_text
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
         default: str | None = None, **params: object) -> Procedure[str]:
    """Ask for free text; required unless `optional` (then Enter gives "") or given a
    `default` (taken on Enter, or when the player leaves after a roll)."""
    question = Ask(prompt, params, (), "" if optional else default, explain)
    return (yield from ask(question, one_line if optional else required))


def result_line(result: FateResult, lang: str | None = None, dice: str = DICE_LABEL) -> str:
    """`d: 4dF+3=+4 (+0-+) vs TN +2 -> Éxito (2)`: a roll in Lonelog notation (the dice
    add-on's `4dF+3`, the opposition as the target number). A card of the Deck of Fate
    (`dice`: its word) shows four Fate dice: written as they are, the card named first.

    >>> from solo.systems.fate.rules.resolve import resolve_faces
    >>> result_line(resolve_faces((1, 0, -1, 1), 3, 2), "es")
    'd: 4dF+3=+4 (+0-+) vs TN +2 -> Éxito (2)'
    """
    return roll_line(expression(DICE_LABEL, result.bonus), signed(result.total),
                     faces=faces_text(result.faces), target=signed(result.vs),
                     label="" if dice == DICE_LABEL else dice,
                     outcome=f"{t(result.outcome.label_key, lang)} ({result.shifts})")


def opposition_roll(faces: tuple[int, ...], bonus: int, lang: str | None = None,
                    dice: str = DICE_LABEL) -> str:
    """An opposing roll as the journal writes it, its outcome on its line (Lonelog).

    >>> opposition_roll((1, 0, -1, 1), 2, "es")
    '4dF+2=+3 (+0-+) -> oposición +3'
    """
    total = signed(sum(faces) + bonus)
    return f"{npc_roll(faces, bonus, dice)} -> {t('fate.journal.opposition', lang, total=total)}"


def npc_roll(faces: tuple[int, ...], bonus: int, dice: str = DICE_LABEL) -> str:
    """`4dF+2=+3 (+0-+)`: an NPC's roll as the journal writes it (`4dF=+1 (+0-+)` with no
    bonus; a card of the Deck of Fate named first: `carta 4dF=+1 (+0-+)`).

    >>> npc_roll((1, 0, -1, 1), 2), npc_roll((1, 0, -1, 1), 0)
    ('4dF+2=+3 (+0-+)', '4dF=+1 (+0-+)')
    """
    return fate_dice(faces, bonus) if dice == DICE_LABEL else f"{dice} {fate_dice(faces, bonus)}"
