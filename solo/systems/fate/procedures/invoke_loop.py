"""The invoke loop after a roll: pick an aspect, what it does, how it is paid; until done.

+2 and reroll help the roller and are paid from the character's fate points;
+2 to the opposition is the other side's invoke, paid from the GM's pool.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from solo.dice.rng import Rng
from solo.errors import InputError
from solo.i18n import t
from solo.journal.entry import consequence
from solo.procedures.steps import Ask, Choice, Procedure, Show, ask
from solo.systems.fate.procedures.common import choose, pick
from solo.systems.fate.rules.aspects import (
    Aspect,
    Invoke,
    Invoked,
    InvokeState,
    Payment,
    Use,
    check_invoke,
    invoke,
)
from solo.systems.fate.rules.resolve import FateResult, resolve_faces, roll_faces

DONE = "done"
CANCEL = "cancel"


@dataclass(frozen=True)
class InvokeOutcome:
    """What the loop leaves behind: the final roll, who paid what, the aspects after."""

    result: FateResult
    invokes: tuple[Invoke, ...]
    player: InvokeState
    gm: InvokeState
    aspects: tuple[Aspect, ...]
    hostile: tuple[str, ...]
    lines: tuple[str, ...]


def _aspect_choices(aspects: Sequence[Aspect]) -> tuple[Choice, ...]:
    listed = tuple(Choice(f"a{i}", "fate.choice.aspect",
                          {"name": a.name, "kind": t(a.kind.label_key),
                           "free": a.free_invokes})
                   for i, a in enumerate(aspects, start=1))
    return (Choice(DONE, "fate.choice.done"), *listed)


_USES = tuple(Choice(u.value, u.label_key) for u in Use)
_PAYMENTS = (*(Choice(p.value, p.label_key) for p in Payment),
             Choice(CANCEL, "fate.choice.cancel"))


def _payment_parser(state: InvokeState, aspect: Aspect) -> Callable[[str], str]:
    base = pick(_PAYMENTS)

    def parse(answer: str) -> str:
        value = base(answer)
        if value != CANCEL:
            check_invoke(state, aspect, Payment(value))
        return value
    return parse


def invoke_loop(result: FateResult, aspects: Sequence[Aspect], rng: Rng, *,
                invoker: str, fate_points: int, gm_points: int,
                lang: str | None = None) -> Procedure[InvokeOutcome]:
    """Offer invokes until the player is done; each changes the roll and is shown."""
    pool = list(aspects)
    player, gm = InvokeState(fate_points), InvokeState(gm_points)
    made: list[Invoke] = []
    hostile: list[str] = []
    lines: list[str] = []
    faces, bonus, vs = result.faces, result.bonus, result.vs
    first = True
    while pool:
        picked = yield from choose("fate.do.ask_invoke", _aspect_choices(pool),
                                   explain="fate.do.explain_invoke" if first else None,
                                   default=DONE, total=result.total, vs=result.vs)
        first = False
        if picked == DONE:
            break
        index = int(picked[1:]) - 1
        aspect = pool[index]
        use = Use((yield from choose("fate.do.ask_use", _USES, explain="fate.do.explain_use")))
        state = gm if use is Use.OPPOSE else player
        paid = yield from ask(Ask("fate.do.ask_payment", {"aspect": aspect.name}, _PAYMENTS,
                                  explain="fate.do.explain_payment"),
                              _payment_parser(state, aspect))
        if paid == CANCEL:
            continue
        request = Invoke(aspect.name, use, Payment(paid))
        done: Invoked = invoke(state, aspect, request,
                               invoker="" if use is Use.OPPOSE else invoker)
        if use is Use.OPPOSE:
            gm = done.state
        else:
            player = done.state
        if done.aspect is None:
            del pool[index]
        else:
            pool[index] = done.aspect
        if done.hostile_point_to:
            hostile.append(done.hostile_point_to)
        if done.reroll:
            faces = roll_faces(rng)
        bonus, vs = bonus + done.bonus, vs + done.opposition
        made.append(request)
        result = resolve_faces(faces, bonus, vs, action=result.action, target=result.target,
                               edition=result.edition)
        lines.append(consequence(t("fate.journal.invoke", lang, aspect=aspect.name,
                                   use=t(use.label_key, lang),
                                   payment=t(Payment(paid).label_key, lang))))
        yield Show(replace(result, effect=None))
    return InvokeOutcome(result, tuple(made), player, gm, tuple(pool), tuple(hostile),
                         tuple(lines))


def own_aspects(aspects: Sequence[Aspect]) -> tuple[Aspect, ...]:
    """A character's own aspects as invoke targets: the free invokes on them are not theirs."""
    return tuple(replace(a, free_invokes=0) for a in aspects)


def check_known(pool: Sequence[Aspect], name: str) -> Aspect:
    """Find an aspect by name among `pool`, or raise `InputError`."""
    found = next((a for a in pool if a.name.casefold() == name.strip().casefold()), None)
    if found is None:
        raise InputError("fate.error.unknown_aspect", value=name)
    return found
