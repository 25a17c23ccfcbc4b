"""`zodiac crossroads`: the Encrucijada as a guided loop.

The PJ faces an event that sets its two paragraphs against each other; the
player picks the one it follows, declares its conviction (Ventaja for −1 PK
or Desventaja for +1 PK), rolls the Action the event calls for and may trade
a point of Situación Social for one of Karma. Every step goes to the journal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from solo.dice.rng import Rng
from solo.errors import RuleError
from solo.i18n import normalize, t
from solo.journal.entry import action, consequence, mechanics, table_line, tag
from solo.procedures.steps import (
    Ask,
    Choice,
    Procedure,
    Progress,
    Record,
    Show,
    ask,
    name_of,
    named,
)
from solo.record import record
from solo.systems.zodiac.procedures.action import action_lines, after_roll, choose_action
from solo.systems.zodiac.procedures.common import (
    Drawer,
    parse_text,
)
from solo.systems.zodiac.procedures.modifiers import Situation, choose_modifiers
from solo.systems.zodiac.procedures.roll import roll_main
from solo.systems.zodiac.rules.action import ActionResult
from solo.systems.zodiac.rules.character import Character
from solo.systems.zodiac.rules.crossroads import (
    OFFER_SOCIAL_SWAP,
    Conviction,
    ConvictionResult,
    Side,
    declare_conviction,
    parse_conviction,
    parse_side,
    social_swap,
)
from solo.systems.zodiac.rules.keys import (
    ACTION_KEYS,
    CONVICTION_JOURNAL_KEYS,
    SIDE_KEYS,
    SOCIAL_KEYS,
)
from solo.systems.zodiac.rules.request import ActionRequest, Advantage
from solo.systems.zodiac.rules.scores import Action, Social, parse_score_name
from solo.systems.zodiac.rules.states import apply_states, state_effects
from solo.text import one_line

DILEMMA_TABLE = "zodiac/dilemas"
_DRAW_WORDS = frozenset({"", "tabla", "table", "azar", "random"})
_NONE = "no"
_UP, _DOWN = "up", "down"
_STEPS = {_UP: 1, _DOWN: -1}
"""A Social swap's step by its menu value (a value is a word: a typed number is the menu's)."""


@record
class CrossroadsSides:
    """The two paragraphs of a PJ, to be shown side by side."""

    name: str
    obligation: str
    emotion: str


@record
class CrossroadsSummary:
    """What came of an Encrucijada: the PJ after it, the choice, the roll."""

    character: Character
    event: str
    side: Side
    action: Action
    conviction: Conviction
    result: ActionResult
    surplus: int
    gift_to: str
    social: Social | None
    social_delta: int


def _pick(characters: Sequence[Character]) -> Procedure[Character]:
    if not characters:
        raise RuleError("zodiac.error.no_character")

    def parse(text: str) -> Character:
        for pj in characters:
            if normalize(pj.name) == normalize(name_of(text)):
                if not pj.obligation.strip() or not pj.emotion.strip():
                    raise RuleError("zodiac.error.paragraphs_missing", name=pj.name)
                return pj
        raise RuleError("zodiac.error.unknown_pc", name=text)

    if len(characters) == 1:
        return parse(characters[0].name)
    choices = tuple(Choice(named(pj.name), "zodiac.choice.pc", {"name": pj.name})
                    for pj in characters)
    return (yield from ask(Ask("zodiac.ask.pc", choices=choices,
                               default=named(characters[0].name)), parse))


def _event(draw: Drawer | None, lang: str | None) -> Procedure[str]:
    def parse(text: str) -> str:
        if normalize(text) in _DRAW_WORDS and draw is None:
            raise RuleError("zodiac.error.no_dilemma_table")
        return "" if normalize(text) in _DRAW_WORDS else parse_text(text)

    typed = yield from ask(Ask("zodiac.ask.event", default="",
                               explain="zodiac.explain.crossroads"), parse)
    if typed or draw is None:
        return typed
    drawn = draw(DILEMMA_TABLE)
    text = drawn.in_language(lang or "es")
    yield Show(drawn)
    yield Record(mechanics(table_line(drawn.table_id, drawn.dice, drawn.value or 0, text)))
    return text


def _conviction(points: int) -> Callable[[str], ConvictionResult]:
    def parse(text: str) -> ConvictionResult:
        return declare_conviction(parse_conviction(text), points)
    return parse


def _social(pj: Character) -> Procedure[tuple[Character, Social | None, int]]:
    choices = (Choice(_NONE, "zodiac.choice.no_social"),
               *(Choice(s.value, SOCIAL_KEYS[s]) for s in Social))
    score = yield from ask(Ask("zodiac.ask.social", choices=choices, default=_NONE,
                               explain="zodiac.explain.social_swap"),
                           _social_parser)
    if score is None:
        return pj, None, 0
    deltas = (Choice(_UP, "zodiac.choice.up", words="zodiac.word.swap.up"),
              Choice(_DOWN, "zodiac.choice.down", words="zodiac.word.swap.down"))
    parse = _delta_parser(pj, score)
    delta = yield from ask(Ask("zodiac.ask.social_delta", {"score": score.value.upper()},
                               deltas, _allowed(parse, (_UP, _DOWN))), parse)
    return social_swap(pj, score, delta), score, delta


def _allowed(parse: Callable[[str], int], steps: tuple[str, ...]) -> str | None:
    """The first step the rules allow: the default, taken when the player leaves after a roll."""
    for step in steps:
        try:
            parse(step)
        except RuleError:
            continue
        return step
    return None


def _social_parser(text: str) -> Social | None:
    word = normalize(text)
    if word in {_NONE, ""}:
        return None
    found = parse_score_name(word)
    if not isinstance(found, Social):
        raise RuleError("zodiac.error.not_social", name=text)
    return found


def _delta_parser(pj: Character, score: Social) -> Callable[[str], int]:
    def parse(text: str) -> int:
        delta = _STEPS.get(normalize(text))
        if delta is None:
            try:
                delta = int(text.strip())
            except ValueError:
                raise RuleError("zodiac.error.swap_step", value=text) from None
        social_swap(pj, score, delta)
        return delta
    return parse


#: The modifier menu's item a conviction sets (and keeps) on the Encrucijada's roll.
CONVICTION_ITEMS = {Conviction.RESOLVE: "ventaja", Conviction.DOUBT: "desventaja"}


def _roll(request: ActionRequest, conviction: ConvictionResult, pk: int, rng: Rng, who: str,
          what: str) -> Procedure[ActionResult]:
    """Ask the situation's modifiers on top of the conviction's, then roll.

    Ventaja (die or +2) is chosen after the first die; a Desventaja of the situation cancels
    the conviction's Ventaja and a Ventaja of the situation cancels its Desventaja.
    """
    request = replace(request, advantage=Advantage.DIE) if conviction.advantage else replace(
        request, disadvantage=True)
    situation = yield from choose_modifiers(Situation(
        request, pk=pk, fixed=CONVICTION_ITEMS[conviction.conviction]))
    request = situation.request
    return (yield from roll_main(request, rng, who, "zodiac.why.action",
                                 {"action": what, "cd": request.cd}, choose_advantage=True,
                                 odds_shown=True))


def crossroads(characters: Sequence[Character], rng: Rng, *, draw: Drawer | None = None,
               lang: str | None = None) -> Procedure[CrossroadsSummary]:
    """Run one Encrucijada for a PJ (the first of `characters` by default) and return it."""
    pj = yield from _pick(characters)
    event = yield from _event(draw, lang)
    yield Show(CrossroadsSides(pj.name, pj.obligation, pj.emotion))
    side = yield from ask(Ask("zodiac.ask.side", choices=(
        Choice(Side.OBLIGATION.value, "zodiac.side.obligation"),
        Choice(Side.EMOTION.value, "zodiac.side.emotion")), explain="zodiac.explain.side"),
        parse_side)
    paragraph = pj.obligation if side is Side.OBLIGATION else pj.emotion
    yield Record(mechanics(
        tag("PC", pj.name, f"PK {pj.pk}"),
        action(t("zodiac.journal.crossroads", lang, event=event or "—")),
        consequence(t("zodiac.journal.follows", lang, name=pj.name,
                      side=t(SIDE_KEYS[side], lang), text=paragraph))))
    choice = yield from choose_action(pj, prompt="zodiac.ask.event_action",
                                        explain="zodiac.explain.event_action")
    chosen, cd = choice.action, choice.cd
    derived = pj.derived(chosen)
    request = apply_states(ActionRequest(derived.at, cd, pb=max(derived.pb, 1),
                                         skill_bonus=choice.bonus),
                           state_effects(pj.states), trained=choice.trained)
    conviction = yield from ask(Ask("zodiac.ask.conviction", {"pk": pj.pk}, (
        Choice("resolve", "zodiac.conviction.resolve"),
        Choice("doubt", "zodiac.conviction.doubt")), explain="zodiac.explain.conviction"),
        _conviction(pj.pk))
    pj = pj.with_(pk=conviction.points)
    gift = ""
    if conviction.surplus:
        gift = yield from ask(Ask("zodiac.ask.gift", default="", explain="zodiac.explain.gift"),
                              one_line)
    said = ("zodiac.journal.conviction.doubt_full" if conviction.surplus
            else CONVICTION_JOURNAL_KEYS[conviction.conviction])
    yield Record(mechanics(consequence(t(said, lang, name=pj.name, pk=pj.pk)),
                           consequence(t("zodiac.journal.gift", lang, name=gift))
                           if conviction.surplus and gift else ""))
    yield Progress(pj)  # the PK the journal shows spent (or gained) is kept before any question
    result = yield from _roll(request, conviction, pj.pk, rng, pj.name,
                              t(ACTION_KEYS[chosen]))
    yield Record(mechanics(*action_lines(result, t(ACTION_KEYS[chosen], lang), cd, lang)))
    if not (result.convertible or result.safe_failable):  # else the question shows it
        yield Show(result)
    result = yield from after_roll(result, lang)
    social: Social | None = None
    delta = 0
    if OFFER_SOCIAL_SWAP:
        pj, social, delta = yield from _social(pj)
        if social is not None:
            yield Record(mechanics(consequence(t("zodiac.journal.social", lang, name=pj.name,
                                                 score=social.value.upper(),
                                                 delta=f"{delta:+d}", karma=pj.karma))))
    return CrossroadsSummary(pj, event, side, chosen, conviction.conviction, result,
                             conviction.surplus, gift, social, delta)
