"""The invoke loop after a roll: pick an aspect, what it does, how it is paid; until done.

+2 and reroll help the roller and are paid from the character's fate points (the only uses
offered on the player's own roll); +2 to the opposition is the other side's invoke, paid from
the GM's pool (the player offered it only when playing the NPCs); a point paid to
invoke an opponent's aspect goes to the GM's pool after the scene. Each question
says what +2 or a reroll would change. Free invokes are offered only to the side that
earned them; when the player is done, the other side spends its own free invokes, then the
GM pays from its pool to invoke the other side's own aspects, while +2 to the opposition
would turn the result (shown and journaled). When the other side turned the result, the
player may answer with more invokes, and the other side again, until one side passes or
neither can.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import field, replace

from solo.dice.rng import Rng
from solo.errors import InputError, RuleError, SoloError
from solo.i18n import t
from solo.journal.entry import consequence
from solo.procedures.steps import Ask, Choice, Message, Procedure, RollFor, Show, ask
from solo.record import record
from solo.systems.fate.procedures.common import choose, pick
from solo.systems.fate.rules.aspects import (
    GM,
    PAID_AFTER_FREE_ALLOWED,
    Aspect,
    AspectKind,
    Invoke,
    Invoked,
    InvokeState,
    Payment,
    Use,
    check_invoke,
    invoke,
    usable_by,
)
from solo.systems.fate.rules.deck import Card
from solo.systems.fate.rules.dice import DICE_LABEL, faces_text
from solo.systems.fate.rules.edition import INVOKE_BONUS
from solo.systems.fate.rules.odds import deck_odds, invoke_change
from solo.systems.fate.rules.outcomes import Outcome, outcome_of
from solo.systems.fate.rules.resolve import FateResult, resolve_faces, roll_faces
from solo.text import percent_text, signed

DONE = "done"
CANCEL = "cancel"


@record
class InvokeOutcome:
    """What the loop leaves behind: the final roll, who paid what, the aspects after."""

    result: FateResult
    invokes: tuple[Invoke, ...]
    player: InvokeState
    gm: InvokeState
    aspects: tuple[Aspect, ...]
    hostile: tuple[str, ...]
    lines: tuple[str, ...]


def aspect_choice(value: str, aspect: Aspect, free: int) -> Choice:
    """One aspect of a menu; its free invokes are named only when there are some to use."""
    params = {"name": aspect.name, "kind": t(aspect.kind.label_key), "free": free}
    return Choice(value, "fate.choice.aspect_free" if free else "fate.choice.aspect", params)


def _aspect_choices(aspects: Sequence[Aspect], side: frozenset[str],
                    state: InvokeState | None = None) -> tuple[Choice, ...]:
    """The aspects the player may invoke (a boost only by whoever holds it; one already invoked
    on this roll only while it has free invokes of the player's side left)."""
    seen = frozenset() if state is None else (
        state.paid if PAID_AFTER_FREE_ALLOWED else state.used)
    listed = tuple(aspect_choice(f"a{i}", a, usable_by(a, side))
                   for i, a in enumerate(aspects, start=1)
                   if (a.kind is not AspectKind.BOOST or usable_by(a, side) > 0)
                   and (a.name not in seen or usable_by(a, side) > 0))
    return (Choice(DONE, "fate.choice.done"), *listed)


def _change(result: FateResult, rng: Rng) -> dict[str, object]:
    """What +2 and a reroll would do to `result`, as the invoke question's words (a reroll of a
    card drawn from the Deck of Fate draws another: its chance is over the cards left)."""
    now, plus, reroll = invoke_change(result.total, result.bonus, result.vs)
    left = _cards_left(rng)
    if left is not None:
        odds = deck_odds(result.bonus, result.vs, left)
        reroll = odds[Outcome.SUCCESS] + odds[Outcome.STYLE]
    return {"total": signed(result.total), "vs": signed(result.vs), "now": t(now.label_key),
            "plus": t(plus.label_key), "reroll": percent_text(reroll)}


def _cards_left(rng: Rng) -> tuple[Card, ...] | None:
    """The cards left when `rng` draws from the Deck of Fate (a `DeckRng`); None: dice."""
    deck = getattr(rng, "deck", None)
    return None if deck is None else tuple(deck.left)


def _dice(faces: tuple[int, ...], card: str = "") -> str:
    """`4dF=+1 (0+0+)`, named as a card (`carta 4dF=…`) when drawn from the Deck of Fate."""
    return f"{card + ' ' if card else ''}{DICE_LABEL}={signed(sum(faces))} ({faces_text(faces)})"


_USES = tuple(Choice(u.value, u.label_key) for u in Use)
_OWN_USES = tuple(c for c in _USES if c.value != Use.OPPOSE)
"""On their own roll the player invokes for +2 or a reroll; +2 to the opposition is the other
side's invoke (the GM's, played by the program), offered only when the player plays the NPCs."""
_PAYMENTS = (*(Choice(p.value, p.label_key) for p in Payment),
             Choice(CANCEL, "fate.choice.cancel"))


def _payments(aspect: Aspect) -> tuple[Choice, ...]:
    """How `aspect` can be paid for: a point (never a boost), a free invoke (when there is one
    to use), or not at all."""
    possible = {Payment.FATE_POINT: aspect.kind is not AspectKind.BOOST,
                Payment.FREE: aspect.free_invokes > 0}
    return tuple(c for c in _PAYMENTS if c.value == CANCEL or possible[Payment(c.value)])


def _payable(payments: tuple[Choice, ...], parse: Callable[[str], str]) -> str:
    """The first way to pay the rules allow (the invoke was chosen), else not invoking."""
    for choice in payments:
        try:
            return parse(choice.value)
        except SoloError:
            continue
    return CANCEL


def _payment_parser(state: InvokeState, aspect: Aspect) -> Callable[[str], str]:
    base = pick(_payments(aspect))

    def parse(answer: str) -> str:
        value = base(answer)
        if value != CANCEL:
            check_invoke(state, aspect, Payment(value))
        return value
    return parse


@record(frozen=False)
class _Tally:
    """The loop's running state: the roll, both sides' points, the aspects, what was said."""

    result: FateResult
    pool: list[Aspect]
    player: InvokeState
    gm: InvokeState
    made: list[Invoke] = field(default_factory=list)
    hostile: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)


def invoke_loop(result: FateResult, aspects: Sequence[Aspect], rng: Rng, *,
                invoker: str, fate_points: int, gm_points: int,
                side: frozenset[str] = frozenset(), theirs: frozenset[str] = frozenset({GM}),
                gm_pays: bool = True, lang: str | None = None) -> Procedure[InvokeOutcome]:
    """Offer invokes until the player is done; each changes the roll and is shown.

    `side` names who may spend their free invokes with the player (the invoker always);
    `theirs` whose free invokes the other side spends against this roll afterwards, and
    whose own aspects the GM pays to invoke (unless not `gm_pays`: the player plays them).
    When the other side's invokes turn the result, the player may answer with more invokes
    (and the other side again), until one side passes or the player has nothing left.
    """
    side = side | {invoker}
    tally = _Tally(result, list(aspects), InvokeState(fate_points), InvokeState(gm_points))
    answering = False
    while True:
        acted = yield from _player_invokes(tally, rng, invoker, side, answering,
                                           _OWN_USES if gm_pays else _USES, lang)
        if answering and not acted:
            break
        before = tally.result
        tally.result = yield from _their_invokes(tally.result, tally.pool, theirs, tally.lines,
                                                 lang)
        if gm_pays:
            tally.result, tally.gm = yield from _gm_pays(tally.result, tally.pool, theirs,
                                                         tally.gm, tally.lines, lang)
        if tally.result is before or not can_answer(tally.player, tally.pool, side):
            break
        answering = True
        yield Show(Message("fate.invoke.answer", {"now": t(tally.result.outcome.label_key)},
                           "rule"))
    return InvokeOutcome(tally.result, tuple(tally.made), tally.player, tally.gm,
                         tuple(tally.pool), tuple(tally.hostile), tuple(tally.lines))


def can_answer(player: InvokeState, pool: Sequence[Aspect], side: frozenset[str]) -> bool:
    """Whether the player still has an invoke to make: a free invoke of their side, or a
    fate point and an aspect (not a boost) they have not invoked on this roll.

    >>> knife = Aspect("Cuchillo", AspectKind.SITUATION)
    >>> can_answer(InvokeState(1), [knife], frozenset({"Nia"}))
    True
    >>> can_answer(InvokeState(1, used=frozenset({"Cuchillo"})), [knife], frozenset({"Nia"}))
    False
    """
    for aspect in pool:
        if usable_by(aspect, side) > 0:
            return True
        if player.fate_points > 0 and aspect.kind is not AspectKind.BOOST:
            try:
                check_invoke(player, aspect, Payment.FATE_POINT)
            except RuleError:
                continue
            return True
    return False


def _player_invokes(tally: _Tally, rng: Rng, invoker: str, side: frozenset[str],
                    answering: bool, uses: tuple[Choice, ...],
                    lang: str | None) -> Procedure[bool]:
    """Ask for the player's invokes until done; return whether any was made."""
    first = not answering
    acted = False
    while len(choices := _aspect_choices(tally.pool, side, tally.player)) > 1:  # not "done" alone
        picked = yield from choose("fate.do.ask_invoke", choices,
                                   explain="fate.do.explain_invoke" if first else None,
                                   default=DONE, **_change(tally.result, rng))
        first = False
        if picked == DONE:
            break
        index = int(picked[1:]) - 1
        aspect = tally.pool[index]
        use = Use((yield from choose("fate.do.ask_use", uses, explain="fate.do.explain_use",
                                     default=uses[0].value)))
        state = tally.gm if use is Use.OPPOSE else tally.player
        usable = replace(aspect, free_invokes=usable_by(aspect, side))
        payments, parse = _payments(usable), _payment_parser(state, usable)
        paid = yield from ask(Ask("fate.do.ask_payment", {"aspect": aspect.name}, payments,
                                  _payable(payments, parse), "fate.do.explain_payment"), parse)
        if paid == CANCEL:
            continue
        acted = True
        yield from _apply(tally, rng, index, Invoke(aspect.name, use, Payment(paid)),
                          invoker, side, lang)
    return acted


def _apply(tally: _Tally, rng: Rng, index: int, request: Invoke, invoker: str,
           side: frozenset[str], lang: str | None) -> Procedure[None]:
    """Make one of the player's invokes: pay, journal, reroll if asked, show the new roll."""
    aspect, use = tally.pool[index], request.use
    state = tally.gm if use is Use.OPPOSE else tally.player
    done: Invoked = invoke(state, aspect, request,
                           invoker="" if use is Use.OPPOSE else invoker)
    if use is Use.OPPOSE:
        tally.gm = done.state
    else:
        tally.player = done.state
    if done.aspect is None:
        del tally.pool[index]
    else:
        tally.pool[index] = done.aspect
    tally.lines.append(consequence(t("fate.journal.invoke", lang, aspect=aspect.name,
                                     use=t(use.label_key, lang),
                                     payment=t(request.payment.label_key, lang))))
    owed = _hostile(done.hostile_point_to, use, side)
    if owed:
        tally.hostile.append(owed)
        key, words = _HOSTILE[owed == GM]
        yield Show(Message(key, {"name": done.hostile_point_to}, "rule"))
        tally.lines.append(consequence(t(words, lang, name=done.hostile_point_to)))
    result = tally.result
    faces = result.faces
    if done.reroll:  # from the Deck of Fate, another card is drawn (the deck keeps count)
        drawn = _cards_left(rng) is not None
        yield RollFor(invoker, "fate.roll.why.redraw" if drawn else "fate.roll.why.reroll",
                      {"aspect": aspect.name})
        faces = roll_faces(rng)
        label = t("fate.journal.card", lang) if drawn else ""
        tally.lines.append(t("fate.journal.reroll", lang, before=_dice(result.faces, label),
                             after=_dice(faces, label)))
    tally.made.append(request)
    tally.result = resolve_faces(faces, result.bonus + done.bonus, result.vs + done.opposition,
                                 action=result.action, target=result.target,
                                 edition=result.edition)
    yield Show(replace(tally.result, effect=None))


_HOSTILE = {True: ("fate.invoke.hostile", "fate.journal.hostile"),
            False: ("fate.invoke.hostile_pc", "fate.journal.hostile_pc")}


def _hostile(owner: str, use: Use, side: frozenset[str]) -> str:
    """Who gets the point of a paid invoke of `owner`'s aspect, after the scene ("" nobody).

    The player invoking an opponent's aspect pays the GM's pool (the program plays every
    opponent); the GM invoking a PC's aspect against the roll pays that PC; an ally's aspect
    invoked with them, or an NPC's own aspect invoked for it, is no hostile invoke.

    >>> nia = frozenset({"Nia"})
    >>> _hostile("Matón", Use.BONUS, nia), _hostile("Nia", Use.OPPOSE, nia)
    ('@gm', 'Nia')
    """
    if not owner:
        return ""
    if use is Use.OPPOSE:
        return owner if owner in side else ""
    return GM if owner not in side else ""


def _turns(result: FateResult) -> bool:
    """Whether +2 to the opposition would change the outcome of `result`."""
    return outcome_of(result.total - result.vs - INVOKE_BONUS) is not result.outcome


def _gm_pays(result: FateResult, pool: Sequence[Aspect], theirs: frozenset[str],
             gm: InvokeState, lines: list[str],
             lang: str | None) -> Procedure[tuple[FateResult, InvokeState]]:
    """The GM pays from its pool to invoke the other side's own aspects (each once a roll)
    while +2 to the opposition turns the result; shown and journaled."""
    for aspect in pool:
        if not (aspect.kind is AspectKind.CHARACTER and aspect.owner in theirs
                and gm.fate_points > 0 and aspect.name not in gm.paid and _turns(result)):
            continue
        gm = invoke(gm, aspect, Invoke(aspect.name, Use.OPPOSE, Payment.FATE_POINT),
                    invoker=aspect.owner).state
        result = resolve_faces(result.faces, result.bonus, result.vs + INVOKE_BONUS,
                               action=result.action, target=result.target,
                               edition=result.edition)
        yield Show(Message("fate.invoke.gm_pays", {"aspect": aspect.name, "name": aspect.owner,
                                                   "vs": signed(result.vs),
                                                   "left": gm.fate_points}, "warning"))
        yield Show(replace(result, effect=None))
        lines.append(consequence(t("fate.journal.gm_invoke", lang, aspect=aspect.name,
                                   name=aspect.owner, left=gm.fate_points)))
    return result, gm


def _their_invokes(result: FateResult, pool: list[Aspect], theirs: frozenset[str],
                   lines: list[str], lang: str | None) -> Procedure[FateResult]:
    """The other side spends its free invokes (+2 to the opposition) while each turns the result."""
    for index, aspect in enumerate(pool):
        while usable_by(pool[index], theirs) > 0 and _turns(result):
            used = replace(pool[index], free_invokes=pool[index].free_invokes - 1)
            pool[index] = used
            result = resolve_faces(result.faces, result.bonus, result.vs + INVOKE_BONUS,
                                   action=result.action, target=result.target,
                                   edition=result.edition)
            yield Show(Message("fate.invoke.theirs", {"aspect": aspect.name,
                                                      "vs": signed(result.vs)}, "warning"))
            yield Show(replace(result, effect=None))
            lines.append(consequence(t("fate.journal.their_invoke", lang, aspect=aspect.name)))
    pool[:] = [a for a in pool if not (a.kind is AspectKind.BOOST and a.free_invokes == 0)]
    return result


def own_aspects(aspects: Sequence[Aspect]) -> tuple[Aspect, ...]:
    """A character's own aspects as invoke targets: the free invokes on them are not theirs."""
    return tuple(replace(a, free_invokes=0) for a in aspects)


def check_known(pool: Sequence[Aspect], name: str) -> Aspect:
    """Find an aspect by name among `pool`, or raise `InputError`."""
    found = next((a for a in pool if a.name.casefold() == name.strip().casefold()), None)
    if found is None:
        raise InputError("fate.error.unknown_aspect", value=name)
    return found
