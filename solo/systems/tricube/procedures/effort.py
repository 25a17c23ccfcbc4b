"""Ask which effort track a challenge's hits go to, among those still in play."""

from __future__ import annotations

from collections.abc import Sequence

from solo.procedures.steps import Ask, Choice, Procedure, ask, named
from solo.systems.tricube.procedures import answers
from solo.systems.tricube.rules.effort import EffortTracker


def effort_choices(trackers: Sequence[EffortTracker]) -> tuple[Choice, ...]:
    """None first, then each track not yet overcome, with its tokens left and difficulty."""
    return (Choice("no", "tricube.choice.effort_none"),
            *(Choice(named(tracker.name), "tricube.choice.effort",
                     {"name": tracker.name, "remaining": tracker.remaining,
                      "tokens": tracker.tokens, "difficulty": tracker.difficulty})
              for tracker in trackers if not tracker.overcome))


def ask_effort(trackers: Sequence[EffortTracker]) -> Procedure[EffortTracker | None]:
    """Ask which effort track the hits take tokens from (none when no track is open)."""
    open_tracks = [tracker for tracker in trackers if not tracker.overcome]
    if not open_tracks:
        return None
    names = [tracker.name for tracker in open_tracks]
    name = yield from ask(Ask("tricube.ask.effort", {}, effort_choices(open_tracks), "no",
                              "tricube.explain.effort"),
                          lambda text: answers.pick_named(text, names))
    return next((tracker for tracker in open_tracks if tracker.name == name), None)
