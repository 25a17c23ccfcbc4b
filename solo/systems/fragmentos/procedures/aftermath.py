"""What follows a Fragmentos roll: presagios drawn, a cualidad activated, losses, retries."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import (
    Ask,
    Choice,
    Message,
    Procedure,
    Progress,
    Record,
    RollFor,
    Show,
    ask,
    name_of,
    named,
)
from solo.systems.fragmentos.procedures import answers
from solo.systems.fragmentos.procedures.lines import (
    harm_line,
    omen_line,
    spending_lines,
    threat_line,
)
from solo.systems.fragmentos.procedures.preview import (
    protection_preview,
    quality_preview,
    retry_preview,
)
from solo.systems.fragmentos.procedures.tally import Tally
from solo.systems.fragmentos.rules.character import Character, Characteristic
from solo.systems.fragmentos.rules.harm import Harm, apply_loss
from solo.systems.fragmentos.rules.keys import OUT_KEYS, OUTCOME_KEYS
from solo.systems.fragmentos.rules.reto import Outcome
from solo.systems.fragmentos.rules.settings import OMEN_REDRAWS, OMENS_MAY_REPEAT
from solo.systems.fragmentos.rules.superacion import Use, activate_quality, protect, spend
from solo.systems.fragmentos.rules.threat import after_omens, after_out, script_protection_allowed

if TYPE_CHECKING:
    from fractions import Fraction

    from solo.tables.pick import Draw

OMEN_TABLE = "fragmentos/presagios"
_FAILURE_TO_SUCCESS = (Message(OUTCOME_KEYS[Outcome.FAILURE]),
                       Message(OUTCOME_KEYS[Outcome.SUCCESS]))
Drawer: TypeAlias = Callable[[str], "Draw"]


def draw_omens(count: int, state: Tally, draw: Drawer, lang: str) -> Procedure[None]:
    """Draw one presagio per 1 rolled, journal each, and raise the amenaza if they reach half.

    The presagios of one roll are different ones: a row already drawn is drawn again (as
    often as the table has rows), unless the settings let presagios repeat.
    """
    seen: set[str] = set()
    for number in range(1, count + 1):
        yield RollFor(t("frag.who.omen"), "frag.why.omen", {"number": number, "count": count})
        omen = draw(OMEN_TABLE)
        for _retry in range(OMEN_REDRAWS):
            if OMENS_MAY_REPEAT or omen.row not in seen:
                break
            yield RollFor(t("frag.who.omen"), "frag.why.omen_again",
                          {"number": number, "count": count})
            omen = draw(OMEN_TABLE)
        seen.add(omen.row)
        state.omens.append(omen)
        yield Show(omen)
        yield Record(mechanics(omen_line(omen, lang)))
    risen = after_omens(state.threat, count)
    if risen != state.threat:
        yield Show(Message("frag.msg.threat_rises", {"before": state.threat, "after": risen,
                                                      "omens": count}, "warning"))
        yield Record(mechanics(threat_line(state.threat, risen, lang)))
        state.threat = risen
        yield Progress(state.settled())


def offer_quality(state: Tally, lang: str, prompt: str = "frag.ask.quality", *,
                  turns: tuple[Message, Message] = _FAILURE_TO_SUCCESS, loss: int = 0,
                  chosen: Characteristic | None = None,
                  done_keys: tuple[str, str] = ("frag.msg.quality_used",
                                                "frag.msg.quality_crossed"),
                  ) -> Procedure[str | None]:
    """Offer the sheet's cualidades after a bad result; pay for the one chosen (or cross it out).

    What a cualidad would change is shown first: the result it `turns`, the `loss` of `chosen`
    it avoids, what it costs; `done_keys` say it was used (or crossed out). The journal names
    the cualidad, whose superación paid and the amenaza the point raised; the caller journals
    the outcome it forced.
    """
    sheet = state.character
    preview = quality_preview(state, turns, loss=loss, chosen=chosen)
    if sheet is None or preview is None:
        return None
    yield Show(preview)
    choices = (Choice("-", "frag.choice.no_quality"),
               *(Choice(named(q), "frag.choice.quality", {"name": q})
                 for q in sheet.qualities.usable))
    read = answers.one_of(name_of(c.value) for c in choices)
    picked = yield from ask(Ask(prompt, {"points": sheet.superacion}, choices,
                                default="-", explain="frag.explain.quality"),
                            lambda text: read(name_of(text)))
    if picked == "-":
        return None
    done = activate_quality(sheet, state.threat, picked, owner=sheet)
    key = done_keys[1] if done.crossed_out else done_keys[0]
    yield Show(Message(key, {"name": picked, "before": state.threat, "after": done.threat}))
    used = "frag.journal.use.cross-out" if done.crossed_out else "frag.journal.use.quality"
    yield from _paid(state, done.character, done.threat, lang,
                     consequence(t(used, lang, name=sheet.name, target=picked)))
    state.spent.append(Use.ACTIVATE_QUALITY)
    return picked


def _paid(state: Tally, character: Character, threat: int, lang: str,
          what: str) -> Procedure[None]:
    """Journal a point spent (`what`, whose superación, the amenaza) and keep the new state."""
    yield Record(mechanics(what, *spending_lines(state.character, character, state.threat,
                                                 threat, lang)))
    state.character, state.threat = character, threat
    yield Progress(state.settled())


def settle_loss(loss: int, chosen: Characteristic | None, state: Tally,
                lang: str) -> Procedure[None]:
    """Offer script protection, then apply the loss (and the narration of a character out)."""
    sheet = state.character
    if sheet is None or chosen is None:
        yield Show(Message("frag.msg.loss", {"loss": loss}, "warning"))
        return
    protected = state.protect or False
    if state.protect is not None:
        pass
    elif not script_protection_allowed(state.threat, sheet.rank):
        yield Show(Message("frag.msg.no_protection", {"level": state.threat}, "rule"))
    elif sheet.superacion > 0:
        yield Show(protection_preview(state, sheet, chosen, loss))
        protected = yield from ask(Ask("frag.ask.protection", {"loss": loss,
                                                               "points": sheet.superacion},
                                       answers.YES_NO_CHOICES, default="no",
                                       explain="frag.explain.protection"), answers.yes_no)
    if protected:
        done = protect(sheet, state.threat)
        yield from _paid(state, done.character, done.threat, lang,
                         consequence(t("frag.journal.use.protect", lang, name=sheet.name)))
        state.spent.append(Use.SCRIPT_PROTECTION)
    harm = apply_loss(state.character or sheet, chosen, loss, protected=protected)
    state.character = harm.character
    yield from record_harm(harm, state, lang)


def record_harm(harm: Harm, state: Tally, lang: str) -> Procedure[None]:
    """Show and journal a loss, and narrate a character taken out (which may raise the amenaza)."""
    state.harms.append(harm)
    yield Show(harm)
    sheet = harm.character
    out = OUT_KEYS[harm.out] if harm.out else ""
    risen = after_out(state.threat, out=bool(out), rank=sheet.rank)
    yield Record(mechanics(harm_line(harm, lang),
                           "=> " + t(out, lang, name=sheet.name) if out else "",
                           threat_line(state.threat, risen, lang) if risen != state.threat
                           else ""))
    state.threat = risen
    yield Progress(state.settled())
    if out:
        yield Show(Message(out, {"name": sheet.name}, "warning"))


def offer_retry(state: Tally, lang: str,
                chance: Callable[[], Fraction] | None = None) -> Procedure[bool]:
    """Offer a retry for a superación point; without one, say it would fail again.

    What the retry would change is shown first: its `chance` of success, what it costs.
    """
    sheet = state.character
    if sheet is None or sheet.out is not None:
        return False
    if sheet.superacion < 1:
        yield Show(Message("frag.msg.no_retry", {"name": sheet.name}, "rule"))
        return False
    yield Show(retry_preview(state, sheet, chance() if chance is not None else None))
    again = yield from ask(Ask("frag.ask.retry", {"points": sheet.superacion},
                               answers.YES_NO_CHOICES, default="no",
                               explain="frag.explain.retry"), answers.yes_no)
    if again:
        yield from pay_retry(state, lang)
    return again


def pay_retry(state: Tally, lang: str) -> Procedure[None]:
    """Pay for a retry: journal whose superación paid and the amenaza the point raised."""
    if state.character is None:
        return
    done = spend(state.character, state.threat, Use.RETRY)
    yield from _paid(state, done.character, done.threat, lang,
                     consequence(t("frag.journal.use.retry", lang, name=state.character.name)))
    state.spent.append(Use.RETRY)
