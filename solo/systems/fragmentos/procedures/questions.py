"""The questions a Fragmentos roll asks: the score, the weapon, the rasgo, the danger."""

from __future__ import annotations

from solo.journal.entry import mechanics
from solo.procedures.steps import Ask, Choice, Message, Procedure, Record, Show, ask
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.lines import threat_line
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.pool import check_score
from solo.systems.fragmentos.rules.settings import (
    EXTRA_DICE_RANGE,
    MONSTER_SCORE_RANGE,
    MONSTER_TRAIT_RANGE,
)
from solo.systems.fragmentos.rules.threat import pay_for_danger

WEAPON_CHOICES = tuple(Choice(f"+{n}", f"frag.weapon.{n}") for n in EXTRA_DICE_RANGE)


def ask_score(character: Character | None,
              prompt: str = "frag.ask.score") -> Procedure[tuple[Characteristic | None, int]]:
    """Ask which characteristic rolls (with a sheet) or how many dice (without one)."""
    if character is None:
        score = yield from ask(Ask(prompt, explain="frag.explain.score"),
                               answers.number_in(MONSTER_SCORE_RANGE.start,
                                                 MONSTER_SCORE_RANGE.stop - 1))
        return None, score
    choices = tuple(Choice(ch.value, f"frag.characteristic.{ch.value}") for ch in Characteristic)
    scores = {ch.value: character.dice(ch) for ch in Characteristic}
    chosen = yield from ask(Ask("frag.ask.characteristic", {"name": character.name, **scores},
                                choices, explain="frag.explain.score"),
                            lambda text: _rollable(character, answers.characteristic(text)))
    return chosen, character.dice(chosen)


def _rollable(character: Character, chosen: Characteristic) -> Characteristic:
    check_score(character.dice(chosen))
    return chosen


def ask_weapon(prompt: str = "frag.ask.weapon") -> Procedure[int]:
    """Ask how many extra dice a weapon or tool gives (0..3)."""
    extra = yield from ask(Ask(prompt, choices=WEAPON_CHOICES, default="+0",
                               explain="frag.explain.weapon"),
                           answers.number_in(0, EXTRA_DICE_RANGE.stop - 1))
    return extra


def ask_trait(character: Character | None,
              prompt: str = "frag.ask.trait_bonus") -> Procedure[tuple[str, int]]:
    """Ask for the single best rasgo that fits: a sheet's by name, or a number."""
    if character is None or not character.traits:
        bonus = yield from ask(Ask(prompt, default="0",
                                   explain="frag.explain.trait"),
                               answers.number_in(0, MONSTER_TRAIT_RANGE.stop - 1))
        return "", bonus
    choices = (Choice("-", "frag.choice.no_trait"), *(
        Choice(tr.name, "frag.choice.trait", {"name": tr.name, "bonus": tr.bonus})
        for tr in sorted(character.traits, key=lambda tr: -tr.bonus)))
    picked = yield from ask(Ask("frag.ask.trait", choices=choices, default="-",
                                explain="frag.explain.trait"),
                            answers.one_of(c.value for c in choices))
    found = character.trait(picked)
    return (found.name, found.bonus) if found else ("", 0)


def ask_dangerous(state: Tally, lang: str, *, against_monster: bool = False) -> Procedure[bool]:
    """Ask whether the roll is dangerous, and pay its threat cost when it is."""
    def read(text: str) -> bool:
        dangerous = answers.yes_no(text)
        if dangerous:
            pay_for_danger(state.threat, against_monster=against_monster)
        return dangerous

    dangerous = yield from ask(Ask("frag.ask.dangerous", choices=answers.YES_NO_CHOICES,
                                   default="no", explain="frag.explain.dangerous"), read)
    paid = (pay_for_danger(state.threat, against_monster=against_monster) if dangerous
            else state.threat)
    if paid != state.threat:
        yield Show(Message("frag.msg.danger_paid", {"before": state.threat, "after": paid},
                           "rule"))
        yield Record(mechanics(threat_line(state.threat, paid, lang)))
        state.threat = paid
    return dangerous
