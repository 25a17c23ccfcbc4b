"""Named constants for the rules the Zodiac 2.5 text leaves unclear or damaged.

Each reconstructed or ambiguous rule lives here, once, so a table can change it
in one place. The comments say how sure we are of each one.

>>> BENEFICIO_WINDOW, STANDARD_CD, COMPLEX_CD
(0, 7, 13)
"""

from __future__ import annotations

from typing import Final

#: Éxito+Beneficio when 0 <= total - CD <= window. 0 = exact hit (default);
#: 3 = the "band" reading (CD..CD+3 all give Beneficio, no plain Éxito).
BENEFICIO_WINDOW: Final = 0
BENEFICIO_WINDOWS: Final = (0, 3)

#: Above the CD by more than this: Éxito+Consecuencia (read in the text).
CONSEQUENCE_ABOVE: Final = 3
#: Below the CD by at most this: Fracaso+Consecuencia (read); further below:
#: Fracaso+Complicación (reconstructed, high confidence).
CONSEQUENCE_BELOW: Final = 3

#: The difficulty ladder by name (standard and complex read in the text).
STANDARD_CD: Final = 7
COMPLEX_CD: Final = 13

#: The lowest CD a roll can be made against (an easier task is trivial: no roll, Éxito).
CD_MIN: Final = 1
#: The CD a trivial task is given (`--cd trivial`): below CD_MIN, so it succeeds unrolled.
TRIVIAL_CD: Final = 0

#: A CD above this is impossible for a human PJ, unless one of the Action's two
#: attributes is at the top of the scale: then the PJ rolls against this CD.
HUMAN_CD_LIMIT: Final = 13

#: A simple roll (TS) passes on 1d6 + score >= this.
TS_TARGET: Final = 7

#: Scores go from 0 to 5.
SCORE_MIN: Final = 0
SCORE_MAX: Final = 5

#: Attributes + Social scores + Karma = 26; the sum of the nine scores is 20..24.
KARMA_TOTAL: Final = 26
SCORE_SUM_MIN: Final = 20
SCORE_SUM_MAX: Final = 24

#: Skill points at creation, and the cost rule (COST_BASE - linked attribute).
CREATION_PX: Final = 12
SKILL_COST_BASE: Final = 6

#: Skill bonuses: ·B· +1, ·A· +2; at most one per attribute; combined cap.
SKILL_BONUS_CAP: Final = 3

#: Acción Entorpecida: one -3, never stacked.
HINDERED_PENALTY: Final = -3

#: Ventaja as a flat bonus instead of the extra die.
ADVANTAGE_BONUS: Final = 2

#: Elegir Pasiva: CDE +2 with Ventaja, -2 with Desventaja.
PASSIVE_SHIFT: Final = 2

#: A PJ's CDE is AT + this (a PNJ's is a + b + 1, the same number).
CDE_OFFSET: Final = 7

#: Puntos de Foco: at most this many held, each +1 or -1 after the roll.
FOCUS_MAX: Final = 3

#: Acción Minimizada shrinks each die. Only d6 -> d4 survives in the text;
#: the rest is reconstructed (low confidence).
MINIMIZED_SIDES: Final = {12: 6, 6: 4, 4: 3}

#: Karma points (PK): never more than this many held.
PK_MAX: Final = 7

#: Experience points (PX): far past what years of sessions bring; a gain past it is not kept.
PX_MAX: Final = 999

#: An Action total (attribute + skill, any modifier) and a CD, each well past what the rules
#: reach (the rules themselves refuse a CD below 1 or above the human limit, saying why).
MOST_AT: Final = 30
MOST_CD: Final = 99
#: A score a TS is rolled on (a score or a PB, with room for modifiers).
MOST_SCORE: Final = 10
#: The GM's twist moves a total by the difference of 2d6: at most this much either way.
MOST_TWIST: Final = 5

#: Vínculos: 2..4 at creation, never more than 6.
BONDS_AT_CREATION: Final = (2, 4)
BONDS_MAX: Final = 6

#: Natural 12 on the d12 only on a real (not minimised) d12.
NATURAL_HIGH: Final = 12

#: The Tirada de Carácter rolls this many d6 and adds them.
CHARACTER_DICE: Final = 2
