"""Tricube's quick results as plain lines: what `solo tricube challenge` prints, without rich.

The same words as the renderers in `render.py` (a test keeps them equal), without colour.
"""

from __future__ import annotations

from solo.i18n import t
from solo.systems.tricube.procedures.names import OUTCOME_NAME
from solo.systems.tricube.rules.challenge import ChallengeResult
from solo.text import inert


def plain_text(result: object) -> str | None:
    """A quick result's lines, or None: a result this module does not write (rich shows it)."""
    if not isinstance(result, ChallengeResult):
        return None
    line = (f"{len(result.faces)}d6  " + "".join(f"[{face}] " for face in result.faces)
            + t("tricube.render.vs", difficulty=result.difficulty))
    changes = ([t("tricube.render.quirk")] if result.quirk else []) + (
        [t("tricube.render.karma")] if result.karma else [])
    if changes:
        line += f" ({result.base_difficulty} {' '.join(changes)})"
    line += f"  →  {t(OUTCOME_NAME[result.outcome])}{t('tricube.render.hits', hits=result.hits)}"
    lines = [line]
    if result.complication is not None:
        lines.append(t("tricube.msg.complication", text=result.complication))
    return inert("\n".join(lines))
