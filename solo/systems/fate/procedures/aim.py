"""What a create-an-advantage aims at, asked before its dice.

A new aspect is named before the roll; a hidden one is discovered (named after it, when it
comes to light); an aspect already in play — the scene's, another character's, or the
roller's own — is picked from one menu with the other two.
"""

from __future__ import annotations

from collections.abc import Sequence

from solo.i18n import t
from solo.procedures.steps import Choice, Procedure
from solo.record import record
from solo.systems.fate.procedures.common import choose, text
from solo.systems.fate.rules.actions import Target
from solo.systems.fate.rules.aspects import GM, Aspect, AspectKind

NEW, DISCOVER = Target.NEW.value, Target.DISCOVER.value


@record
class Aim:
    """The advantage's target: a new aspect (its name), a hidden one, or one in play."""

    target: Target
    aspect: Aspect | None = None
    """The aspect in play (`KNOWN`), or the new aspect as named (`NEW`); None: still hidden."""

    def words(self, lang: str | None) -> str:
        """The aim as the journal's action line says it ("" for a hidden aspect)."""
        if self.aspect is None:
            return ""
        return t("fate.journal.aim", lang, name=self.aspect.name)


def aspect_label(aspect: Aspect) -> Choice:
    """An aspect in the aim's menu: its name, its kind, and whose it is when it is someone's."""
    params = {"name": aspect.name, "kind": t(aspect.kind.label_key)}
    if aspect.owner:
        return Choice("", "fate.choice.aspect_of", {**params, "owner": aspect.owner})
    return Choice("", "fate.choice.aspect", params)


def aim_step(in_play: Sequence[Aspect]) -> Procedure[Aim]:
    """Ask what the advantage aims at (every aspect in play offered), before the roll."""
    listed = tuple(a for a in in_play if a.kind is not AspectKind.BOOST)
    choices = (Choice(NEW, "fate.target.new"), Choice(DISCOVER, "fate.target.discover"),
               *(Choice(f"a{i}", c.label, c.params)
                 for i, c in enumerate((aspect_label(a) for a in listed), start=1)))
    picked = yield from choose("fate.do.ask_target", choices, explain="fate.do.explain_target")
    if picked == DISCOVER:
        return Aim(Target.DISCOVER)
    if picked == NEW:
        name = yield from text("fate.do.ask_new_aspect", explain="fate.effect.explain_aspect")
        return Aim(Target.NEW, Aspect(name, AspectKind.SITUATION))
    return Aim(Target.KNOWN, listed[int(picked[1:]) - 1])


def whose(holder: str) -> str:
    """Who holds free invokes, in words: a name, or the opposition for the GM."""
    return t("fate.sheet.held_by_gm") if holder in {GM, ""} else holder
