"""Aspects and invokes: +2, a reroll, or +2 to the opposition, paid with a fate point or free.

An aspect may be invoked once per roll with a fate point; its free invokes may
be stacked. A boost has one free invoke and vanishes when used; it cannot be
invoked with a fate point.

>>> fire = Aspect("Ardiendo", AspectKind.SITUATION, free_invokes=1)
>>> used = invoke(InvokeState(fate_points=2), fire, Invoke("Ardiendo", Use.BONUS, Payment.FREE))
>>> used.aspect.free_invokes, used.state.fate_points, used.bonus
(0, 2, 2)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import replace

from solo.errors import RuleError
from solo.record import record
from solo.systems.fate.rules.edition import INVOKE_BONUS

# A paid invoke needs an aspect not yet invoked on this roll, even freely [INFERRED-M:
# the texts allow stacking free invokes and forbid invoking the same aspect twice].
PAID_AFTER_FREE_ALLOWED = False


class AspectKind(enum.StrEnum):
    """Where an aspect lives."""

    CHARACTER = "character"
    SITUATION = "situation"
    CONSEQUENCE = "consequence"
    BOOST = "boost"

    @property
    def label_key(self) -> str:
        """The catalog key of the kind's name."""
        return _KIND_LABELS[self]


_KIND_LABELS = {AspectKind.CHARACTER: "fate.aspect.character",
                AspectKind.SITUATION: "fate.aspect.situation",
                AspectKind.CONSEQUENCE: "fate.aspect.consequence",
                AspectKind.BOOST: "fate.aspect.boost"}


#: `fate aspect add --free N`: free invokes on a new situation aspect (a tie gives a boost,
#: a success 1, with style 2; several successes on the same aspect may stack a few more).
FREE_INVOKES_MAX = 5
#: The most free invokes one aspect holds, stacked (what the state may hold; more are not kept).
MOST_FREE_INVOKES = 20

# Who holds the free invokes the other side (the GM, an unnamed opponent) earned.
GM = "@gm"


@record
class Aspect:
    """A true phrase about the story.

    `owner` is the character it is about (a sheet's aspect, a consequence), if any;
    `holder` is whoever earned its free invokes (a character's name, `GM` for the other
    side), "" when they are the player's to use.
    """

    name: str
    kind: AspectKind
    free_invokes: int = 0
    owner: str = ""
    holder: str = ""

    def __post_init__(self) -> None:
        if self.free_invokes > MOST_FREE_INVOKES:  # stacked past the most one aspect holds
            object.__setattr__(self, "free_invokes", MOST_FREE_INVOKES)

    def to_data(self) -> dict[str, object]:
        """Plain YAML-ready data."""
        return {"name": self.name, "kind": self.kind.value, "free_invokes": self.free_invokes,
                "owner": self.owner, "holder": self.holder}

    @classmethod
    def from_data(cls, data: Mapping[str, object]) -> Aspect:
        """Rebuild an aspect saved with `to_data`."""
        try:
            return cls(str(data["name"]), AspectKind(str(data.get("kind", "situation"))),
                       int(str(data.get("free_invokes", 0))), str(data.get("owner") or ""),
                       str(data.get("holder") or ""))
        except (KeyError, ValueError):
            raise RuleError("fate.error.aspect_data") from None


def boost(name: str, holder: str = "") -> Aspect:
    """A boost: a passing advantage with one free invoke, held by whoever earned it."""
    return Aspect(name, AspectKind.BOOST, 1, holder=holder)


def usable_by(aspect: Aspect, side: frozenset[str]) -> int:
    """The free invokes of `aspect` that `side` (names of one side's characters) may use.

    >>> fire = Aspect("Ardiendo", AspectKind.SITUATION, 1, holder="Rojas")
    >>> usable_by(fire, frozenset({"Nia"})), usable_by(fire, frozenset({"Rojas"}))
    (0, 1)
    """
    mine = aspect.holder in side if side and GM in side else aspect.holder in (side | {""})
    return aspect.free_invokes if mine else 0


class Use(enum.StrEnum):
    """What an invoke does."""

    BONUS = "bonus"      # +2 to your total
    REROLL = "reroll"    # roll all four dice again
    OPPOSE = "oppose"    # +2 to the opposition you face (an enemy's roll or difficulty)

    @property
    def label_key(self) -> str:
        """The catalog key of what the invoke does."""
        return _USE_LABELS[self]


class Payment(enum.StrEnum):
    """How an invoke is paid."""

    FATE_POINT = "fate_point"
    FREE = "free"

    @property
    def label_key(self) -> str:
        """The catalog key of how the invoke is paid."""
        return _PAYMENT_LABELS[self]


_USE_LABELS = {Use.BONUS: "fate.use.bonus", Use.REROLL: "fate.use.reroll",
               Use.OPPOSE: "fate.use.oppose"}
_PAYMENT_LABELS = {Payment.FATE_POINT: "fate.payment.fate_point", Payment.FREE: "fate.payment.free"}


@record
class Invoke:
    """One invoke of one aspect on the current roll."""

    aspect: str
    use: Use
    payment: Payment


@record
class InvokeState:
    """The invoker's fate points and the aspects already invoked on this roll."""

    fate_points: int
    paid: frozenset[str] = frozenset()
    used: frozenset[str] = frozenset()


@record
class Invoked:
    """What one invoke changed: the aspect after it, the new state, the modifiers."""

    aspect: Aspect | None        # None: a used boost vanishes
    state: InvokeState
    bonus: int
    opposition: int
    reroll: bool
    hostile_point_to: str        # a paid invoke of someone's aspect gives them the point later


_EFFECTS = {Use.BONUS: (INVOKE_BONUS, 0, False), Use.OPPOSE: (0, INVOKE_BONUS, False),
            Use.REROLL: (0, 0, True)}


def check_invoke(state: InvokeState, aspect: Aspect, payment: Payment) -> None:
    """Raise `RuleError` when the invoke breaks a rule."""
    if payment is Payment.FREE:
        if aspect.free_invokes < 1:
            raise RuleError("fate.error.no_free_invoke", aspect=aspect.name)
        return
    if aspect.kind is AspectKind.BOOST:
        raise RuleError("fate.error.boost_paid", aspect=aspect.name)
    if state.fate_points < 1:
        raise RuleError("fate.error.no_fate_point")
    seen = state.paid if PAID_AFTER_FREE_ALLOWED else state.used
    if aspect.name in seen:
        raise RuleError("fate.error.invoked_twice", aspect=aspect.name)


def invoke(state: InvokeState, aspect: Aspect, request: Invoke,
           invoker: str = "") -> Invoked:
    """Apply one invoke: spend the point or the free invoke, return the modifiers."""
    check_invoke(state, aspect, request.payment)
    bonus, opposition, reroll = _EFFECTS[request.use]
    used = state.used | {aspect.name}
    hostile = ""
    after: Aspect | None
    if request.payment is Payment.FREE:
        after = replace(aspect, free_invokes=aspect.free_invokes - 1)
        if aspect.kind is AspectKind.BOOST:
            after = None
        new_state = replace(state, used=used)
    else:
        after = aspect
        new_state = InvokeState(state.fate_points - 1, state.paid | {aspect.name}, used)
        if aspect.owner and aspect.owner != invoker:
            hostile = aspect.owner
    return Invoked(after, new_state, bonus, opposition, reroll, hostile)
