"""The questions a Fragmentos roll asks: the score, the weapon, the rasgo, the danger."""

from __future__ import annotations

from solo.i18n import normalize
from solo.journal.entry import mechanics
from solo.numbers import looks_numeric, spelled
from solo.procedures.steps import (
    Ask,
    Choice,
    Message,
    Procedure,
    Progress,
    Record,
    Show,
    ask,
    name_of,
    named,
)
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.lines import threat_line
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.keys import CHARACTERISTIC_KEYS
from solo.systems.fragmentos.rules.pool import check_score
from solo.systems.fragmentos.rules.settings import (
    EXTRA_DICE_RANGE,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
)
from solo.systems.fragmentos.rules.threat import pay_for_danger

WEAPON_KEYS: dict[int, str] = {0: "frag.weapon.0", 1: "frag.weapon.1", 2: "frag.weapon.2",
                               3: "frag.weapon.3"}
WEAPON_VALUES: dict[str, int] = {"unarmed": 0, "light": 1, "medium": 2, "heavy": 3}
"""The weapon menu's values (words: a typed number is the menu's) -> the extra dice."""
WEAPON_CHOICES = tuple(Choice(value, WEAPON_KEYS[n]) for value, n in WEAPON_VALUES.items())


def ask_score(character: Character | None,
              prompt: str = "frag.ask.score") -> Procedure[tuple[Characteristic | None, int]]:
    """Ask which characteristic rolls (with a sheet; a number of dice too) or how many dice."""
    dice = answers.number_in(MONSTER_SCORE_RANGE.start, MONSTER_SCORE_RANGE.stop - 1)
    if character is None:
        score = yield from ask(Ask(prompt, explain="frag.explain.score"), dice)
        return None, score
    choices = tuple(Choice(ch.value, CHARACTERISTIC_KEYS[ch]) for ch in Characteristic)
    scores = {ch.value: character.dice(ch) for ch in Characteristic}

    def read(text: str) -> tuple[Characteristic | None, int]:
        text = spelled(text)
        if looks_numeric(text):
            return None, dice(text)
        chosen = answers.characteristic(text)
        return chosen, check_score(character.dice(chosen))

    picked = yield from ask(Ask("frag.ask.characteristic", {"name": character.name, **scores},
                                choices, explain="frag.explain.score"), read)
    return picked


def ask_weapon(prompt: str = "frag.ask.weapon") -> Procedure[int]:
    """Ask how many extra dice a weapon or tool gives (0..3)."""
    dice = answers.number_in(0, EXTRA_DICE_RANGE.stop - 1)  # a quick command's `--extra 2`

    def read(text: str) -> int:
        extra = WEAPON_VALUES.get(normalize(text))
        return dice(text) if extra is None else extra

    extra = yield from ask(Ask(prompt, choices=WEAPON_CHOICES, default="unarmed",
                               explain="frag.explain.weapon"), read)
    return extra


def ask_trait(character: Character | None,
              prompt: str = "frag.ask.trait_bonus") -> Procedure[tuple[str, int]]:
    """Ask for the single best rasgo that fits: a sheet's by name (or its bonus), or a number."""
    bonus = answers.number_in(0, MONSTER_TRAIT_RANGE.stop - 1)
    if character is None or not character.traits:
        typed = yield from ask(Ask(prompt, default="0", explain="frag.explain.trait"), bonus)
        return "", typed
    choices = (Choice("-", "frag.choice.no_trait"), *(
        Choice(named(tr.name), "frag.choice.trait", {"name": tr.name, "bonus": tr.bonus})
        for tr in sorted(character.traits, key=lambda tr: -tr.bonus)))
    trait_named = answers.one_of(name_of(c.value) for c in choices)
    names = {normalize(c.value) for c in choices}

    def read(text: str) -> tuple[str, int]:
        if not looks_numeric(spelled(text)) or normalize(text) in names:  # a name ("Tres") first
            found = character.trait(trait_named(name_of(text)))
            return (found.name, found.bonus) if found else ("", 0)
        return "", bonus(spelled(text))

    picked = yield from ask(Ask("frag.ask.trait", choices=choices, default="-",
                                explain="frag.explain.trait"), read)
    return picked


DANGER_ASKS: dict[bool, tuple[str, str]] = {
    False: ("frag.ask.dangerous", "frag.explain.dangerous"),
    True: ("frag.ask.dangerous_conflict", "frag.explain.dangerous_conflict"),
}
"""A reto's danger question and rule, and a conflict's (whose 1s count differs)."""


def ask_dangerous(state: Tally, lang: str, *, against_monster: bool = False,
                  conflict: bool = False) -> Procedure[bool]:
    """Ask whether the roll (a `conflict`'s, in its own words) is dangerous; pay its cost."""
    prompt, explain = DANGER_ASKS[conflict]
    def read(text: str) -> bool:
        dangerous = answers.yes_no(text)
        if dangerous:
            pay_for_danger(state.threat, against_monster=against_monster)
        return dangerous

    dangerous = yield from ask(Ask(prompt, choices=answers.YES_NO_CHOICES,
                                   default="no", explain=explain), read)
    paid = (pay_for_danger(state.threat, against_monster=against_monster) if dangerous
            else state.threat)
    if paid != state.threat:
        yield Show(Message("frag.msg.danger_paid", {"before": state.threat, "after": paid},
                           "rule"))
        yield Record(mechanics(threat_line(state.threat, paid, lang)))
        state.threat = paid
        yield Progress(state.settled())
    return dangerous
