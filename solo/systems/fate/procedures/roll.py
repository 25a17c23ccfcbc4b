"""A bare roll (`fate roll`): faces plus a bonus against a difficulty, its effect, its journal line.

The quick command drives it with nothing to ask; `fate do` is the guided action with
intent, invokes and the effect's choices.
"""

from __future__ import annotations

from solo.i18n import t
from solo.journal.entry import consequence, mechanics
from solo.procedures.steps import Procedure, Record
from solo.systems.fate.procedures.common import result_line
from solo.systems.fate.rules.actions import Action, Target
from solo.systems.fate.rules.edition import Edition
from solo.systems.fate.rules.resolve import FateResult, resolve_faces


def bare_roll(faces: tuple[int, ...], bonus: int, vs: int, *, action: Action | None,
              target: Target, edition: Edition, lang: str | None = None
              ) -> Procedure[FateResult]:
    """Resolve rolled `faces` and journal the roll and its effect."""
    result = resolve_faces(faces, bonus, vs, action=action, target=target, edition=edition)
    lines = [result_line(result, lang)]
    if result.effect is not None:
        lines.append(consequence(t(result.effect.text, lang)))
    yield Record(mechanics(*lines))
    return result
