"""Go through the open pending items one by one: keep, resolve (saying how) or dismiss each."""

from __future__ import annotations

from solo.engine.rules.pending import PendingQueue
from solo.i18n import t
from solo.i18n.words import parse_word
from solo.journal.entry import consequence
from solo.procedures.steps import Ask, Choice, Procedure, ask
from solo.record import record

KEEP, RESOLVE, DISMISS = "keep", "resolve", "dismiss"
_CHOICES = (Choice(KEEP, "engine.pending.review.keep"),
            Choice(RESOLVE, "engine.pending.review.resolve"),
            Choice(DISMISS, "engine.pending.review.dismiss"))
_WORDS = {KEEP: "engine.word.review.keep", RESOLVE: "engine.word.review.resolve",
          DISMISS: "engine.word.review.dismiss"}
_LINES = {RESOLVE: "engine.pending.resolve_line", DISMISS: "engine.pending.dismiss_line"}


@record
class Review:
    """The queue after the review, and the journal lines of what was settled."""

    queue: PendingQueue
    lines: tuple[str, ...]


def parse_decision(text: str) -> str:
    """Read keep / resolve / dismiss in either language (or the menu's value).

    >>> parse_decision("Resolver")
    'resolve'
    """
    return parse_word(text, _WORDS, "engine.pending.review.bad", prefixes=False, answer=text)


def review_pending(queue: PendingQueue, lang: str) -> Procedure[Review]:
    """Ask about every open item; resolved ones may say how the story paid them."""
    lines: list[str] = []
    for item in queue.open_items:
        decision = yield from ask(Ask("engine.pending.review.ask", {
            "id": item.id, "kind": t(item.kind.key), "text": item.text}, _CHOICES, KEEP,
            "engine.pending.review.rule"), parse_decision)
        if decision == KEEP:
            continue
        note = ""
        if decision == RESOLVE:
            note = yield from ask(Ask("engine.pending.review.how", default=""), str.strip)
            queue = queue.resolve(item.id, note)
        else:
            queue = queue.dismiss(item.id, note)
        lines.append(consequence(t(_LINES[decision], lang, id=item.id,
                                   text=item.text, note=note or "—")))
    return Review(queue, tuple(lines))
