"""Help: allies who give up their own action add to the roller's, by each edition's rule.

Accelerated: +1 for each ally who helps. Condensed: +1 for each helper with +1 or more in
the skill used, never more than the team's best rating in it. The question is asked only when
someone could help (another PC of the scene, an allied NPC); Enter is nobody.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from solo.errors import InputError
from solo.i18n import normalize, t
from solo.procedures.steps import Ask, Choice, Message, Procedure, Show, ask
from solo.record import record
from solo.systems.fate.procedures.common import pick
from solo.systems.fate.rules.character import Character
from solo.systems.fate.rules.contest import teamwork_bonus
from solo.systems.fate.rules.edition import Edition
from solo.text import signed

_EXPLAIN = {Edition.FAE: "fate.help_step.explain.fae",
            Edition.CONDENSED: "fate.help_step.explain.condensed"}


@record
class Help:
    """Who helped and what they add ("" words when nobody did)."""

    names: tuple[str, ...] = ()
    bonus: int = 0

    def words(self, lang: str | None) -> str:
        """`ayuda de Tomás +1`: the help as the journal's action line says it."""
        if not self.names:
            return ""
        return t("fate.journal.helped", lang, names=", ".join(self.names),
                 bonus=signed(self.bonus))


def _parser(choices: Sequence[Choice]) -> Callable[[str], tuple[str, ...]]:
    by_menu = pick(choices)
    names = {normalize(str(c.params["name"])): c.value for c in choices}

    def one(typed: str) -> str:
        return names.get(normalize(typed)) or by_menu(typed)

    def parse(answer: str) -> tuple[str, ...]:
        parts = [p.strip() for p in answer.replace(";", ",").split(",") if p.strip()]
        if len(parts) == 1 and " " in parts[0] and all(w.isdigit() for w in parts[0].split()):
            parts = parts[0].split()          # "1 2": two menu numbers
        picked = tuple(dict.fromkeys(one(p) for p in parts))
        if len(picked) != len(parts):
            raise InputError("fate.error.help_twice", value=answer)
        return picked
    return parse


def help_step(sheet: Character, using: str, allies: Sequence[Character]
              ) -> Procedure[Help]:
    """Ask who helps `sheet` roll `using` among `allies`; return them and their bonus."""
    if not allies:
        return Help()
    choices = tuple(Choice(f"h{i}", "fate.choice.rating",
                           {"name": a.name, "bonus": signed(a.rating(using))})
                    for i, a in enumerate(allies, start=1))
    picked = yield from ask(Ask("fate.help_step.ask", {}, choices, "",
                                _EXPLAIN[sheet.edition]), _optional(_parser(choices)))
    helpers = [allies[int(v[1:]) - 1] for v in picked]
    if not helpers:
        return Help()
    bonus = teamwork_bonus(sheet.edition, sheet.rating(using), [h.rating(using) for h in helpers])
    names = tuple(h.name for h in helpers)
    yield Show(Message("fate.help_step.helped", {"names": ", ".join(names),
                                                 "bonus": signed(bonus)}, "rule"))
    return Help(names, bonus)


def _optional(parse: Callable[[str], tuple[str, ...]]) -> Callable[[str], tuple[str, ...]]:
    def read(answer: str) -> tuple[str, ...]:
        return parse(answer) if answer.strip() else ()
    return read
