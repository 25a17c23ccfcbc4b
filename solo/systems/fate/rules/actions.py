"""The four actions and what each outcome does, per edition, as lookup data.

The cells follow the actions-and-outcomes table of both editions; where the
editions differ the Condensed cell overrides the shared one.

>>> cell = effect_of(Edition.FAE, Action.ADVANTAGE, Outcome.SUCCESS)
>>> cell.free_invokes, cell.text
(1, 'fate.effect.advantage_new.success')
>>> effect_of(Edition.CONDENSED, Action.OVERCOME, Outcome.TIE).options
(<Option.FAIL_WITH_BOOST: 'fail_with_boost'>,)
"""

from __future__ import annotations

import enum
from dataclasses import replace

from solo.i18n import t
from solo.i18n.words import parse_word
from solo.record import record
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.outcomes import Outcome


class Action(enum.StrEnum):
    """Overcome, create an advantage, attack, defend."""

    OVERCOME = "overcome"
    ADVANTAGE = "advantage"
    ATTACK = "attack"
    DEFEND = "defend"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action in either language (`superar`, `advantage`, `ventaja`, `atacar`...)."""
        return parse_word(text, _ACTION_WORDS, "fate.error.action")

    @property
    def label_key(self) -> str:
        """The catalog key of the action's name."""
        return ACTION_LABELS[self]


_ACTION_WORDS = {Action.OVERCOME: "fate.word.overcome", Action.ADVANTAGE: "fate.word.advantage",
                 Action.ATTACK: "fate.word.attack", Action.DEFEND: "fate.word.defend"}
ACTION_LABELS = {Action.OVERCOME: "fate.action.overcome", Action.ADVANTAGE: "fate.action.advantage",
                 Action.ATTACK: "fate.action.attack", Action.DEFEND: "fate.action.defend"}


class Target(enum.StrEnum):
    """What a create-an-advantage aims at: a new aspect, a hidden one, or a known one."""

    NEW = "new"
    DISCOVER = "discover"
    KNOWN = "known"

    @classmethod
    def parse(cls, text: str) -> Target:
        """Read a target in either language (`nuevo`, `discover`, `conocido`...)."""
        return parse_word(text, TARGET_WORDS, "fate.error.target")


TARGET_WORDS = {Target.NEW: "fate.word.target_new", Target.DISCOVER: "fate.word.discover",
                Target.KNOWN: "fate.word.known"}


class Cost(enum.StrEnum):
    """The price of the result: none, a minor cost or a major (serious) cost."""

    NONE = "none"
    MINOR = "minor"
    MAJOR = "major"

    @property
    def label_key(self) -> str:
        """The catalog key of the cost's name."""
        return _COST_LABELS[self]


_COST_LABELS = {Cost.NONE: "fate.cost.none", Cost.MINOR: "fate.cost.minor",
                Cost.MAJOR: "fate.cost.major"}


class Option(enum.StrEnum):
    """A choice the outcome opens to the player."""

    MAJOR_COST = "major_cost"            # turn a failure into success at a serious cost
    TAKE_HIT = "take_hit"                # Condensed: accept a hit instead
    FAIL_WITH_BOOST = "fail_with_boost"  # Condensed overcome tie: fail but gain a boost
    ASPECT_FOR_OPPONENT = "aspect_for_opponent"  # the aspect exists, the opponent gets the invoke
    TRADE_HIT_FOR_BOOST = "trade_hit_for_boost"  # attack with style: 1 shift less, one boost


@record
class Effect:
    """What one outcome of one action gives; `hit` is filled in from the shifts."""

    text: str
    achieved: bool
    cost: Cost = Cost.NONE
    free_invokes: int = 0
    boost: bool = False
    opponent_free_invoke: bool = False
    opponent_outcome: Outcome | None = None
    options: tuple[Option, ...] = ()
    deals_hit: bool = False
    hit: int = 0

    def with_shifts(self, shifts: int) -> Effect:
        """Return the effect with its hit set (attacks that land hit for the shifts)."""
        return replace(self, hit=max(shifts, 0) if self.deals_hit else 0)

    def to_json(self) -> dict[str, object]:
        """The JSON keys of the effect (without the internal `deals_hit`)."""
        return {
            "text": self.text, "description": t(self.text), "achieved": self.achieved,
            "cost": self.cost,
            "free_invokes": self.free_invokes, "boost": self.boost,
            "opponent_free_invoke": self.opponent_free_invoke,
            "opponent_outcome": self.opponent_outcome, "options": list(self.options),
            "hit": self.hit,
        }


def _cell(key: str, achieved: bool, **kw: object) -> Effect:
    return Effect(key, achieved, **kw)  # type: ignore[arg-type]


F, T, S, W = Outcome.FAIL, Outcome.TIE, Outcome.SUCCESS, Outcome.STYLE
Row = tuple[Action, Target | None]
_OVER: Row = (Action.OVERCOME, None)
_NEW: Row = (Action.ADVANTAGE, Target.NEW)
_DISC: Row = (Action.ADVANTAGE, Target.DISCOVER)
_KNOWN: Row = (Action.ADVANTAGE, Target.KNOWN)
_ATT: Row = (Action.ATTACK, None)
_DEF: Row = (Action.DEFEND, None)

_SHARED: dict[tuple[Row, Outcome], Effect] = {
    (_OVER, F): _cell("fate.effect.overcome.fail", False, options=(Option.MAJOR_COST,)),
    (_OVER, T): _cell("fate.effect.overcome.tie", True, cost=Cost.MINOR),
    (_OVER, S): _cell("fate.effect.overcome.success", True),
    (_OVER, W): _cell("fate.effect.overcome.style", True, boost=True),
    (_NEW, F): _cell("fate.effect.advantage_new.fail", False,
                     options=(Option.ASPECT_FOR_OPPONENT,)),
    (_NEW, T): _cell("fate.effect.advantage_new.tie", False, boost=True),
    (_NEW, S): _cell("fate.effect.advantage_new.success", True, free_invokes=1),
    (_NEW, W): _cell("fate.effect.advantage_new.style", True, free_invokes=2),
    (_DISC, F): _cell("fate.effect.advantage_discover.fail", False,
                      options=(Option.ASPECT_FOR_OPPONENT,)),
    (_DISC, T): _cell("fate.effect.advantage_discover.tie", True, free_invokes=1),
    (_DISC, S): _cell("fate.effect.advantage_discover.success", True, free_invokes=1),
    (_DISC, W): _cell("fate.effect.advantage_discover.style", True, free_invokes=2),
    (_KNOWN, F): _cell("fate.effect.advantage_known.fail", False),
    (_KNOWN, T): _cell("fate.effect.advantage_known.tie", True, free_invokes=1),
    (_KNOWN, S): _cell("fate.effect.advantage_known.success", True, free_invokes=1),
    (_KNOWN, W): _cell("fate.effect.advantage_known.style", True, free_invokes=2),
    (_ATT, F): _cell("fate.effect.attack.fail", False),
    (_ATT, T): _cell("fate.effect.attack.tie", False, boost=True),
    (_ATT, S): _cell("fate.effect.attack.success", True, deals_hit=True),
    (_ATT, W): _cell("fate.effect.attack.style", True, deals_hit=True,
                     options=(Option.TRADE_HIT_FOR_BOOST,)),
    (_DEF, F): _cell("fate.effect.defend.fail", False, opponent_outcome=S),
    (_DEF, T): _cell("fate.effect.defend.tie", False, opponent_outcome=T),
    (_DEF, S): _cell("fate.effect.defend.success", True, opponent_outcome=F),
    (_DEF, W): _cell("fate.effect.defend.style", True, boost=True, opponent_outcome=F),
}

# Where Fate Condensed differs from Fate Accelerated.
_CONDENSED: dict[tuple[Row, Outcome], Effect] = {
    (_OVER, F): _cell("fate.effect.condensed.overcome.fail", False,
                      options=(Option.MAJOR_COST, Option.TAKE_HIT)),
    (_OVER, T): _cell("fate.effect.condensed.overcome.tie", True, cost=Cost.MINOR,
                      options=(Option.FAIL_WITH_BOOST,)),
    (_DISC, F): _cell("fate.effect.condensed.advantage_discover.fail", False,
                      opponent_free_invoke=True),
    (_DISC, T): _cell("fate.effect.condensed.advantage_discover.tie", False, boost=True),
    (_KNOWN, F): _cell("fate.effect.condensed.advantage_known.fail", False,
                       opponent_free_invoke=True),
}

EFFECTS: dict[Edition, dict[tuple[Row, Outcome], Effect]] = {
    Edition.FAE: dict(_SHARED),
    Edition.CONDENSED: {**_SHARED, **_CONDENSED},
}


def effect_of(edition: Edition, action: Action, outcome: Outcome,
              target: Target = Target.NEW) -> Effect:
    """Return the effect of `outcome` for `action` (and an advantage's `target`) in `edition`.

    >>> effect_of(Edition.CONDENSED, Action.ADVANTAGE, Outcome.TIE, Target.DISCOVER).boost
    True
    """
    row: Row = (action, target if action is Action.ADVANTAGE else None)
    return EFFECTS[edition][(row, outcome)]
