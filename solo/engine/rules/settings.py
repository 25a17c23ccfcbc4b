"""The engine's campaign settings: switches a player turns on or off, each off by default.

>>> parse_setting("oracle.tension_shifts"), parse_setting("oráculo.tensión-probabilidad")
('oracle.tension_shifts', 'oracle.tension_odds')
>>> parse_switch("sí"), parse_switch("off")
(True, False)
"""

from __future__ import annotations

from solo.i18n import normalize
from solo.i18n.words import parse_word

#: High tension pushes the oracle's answers away from the middle; low tension pulls them in.
TENSION_SHIFTS = "oracle.tension_shifts"
#: High tension makes yes likelier and random events more frequent; low tension the reverse.
TENSION_ODDS = "oracle.tension_odds"
#: The first scene of an adventure is checked against the tension like any other.
CHECK_FIRST_SCENE = "scene.check_first"

#: Every setting, its default, and the catalog key explaining it.
SETTINGS: dict[str, tuple[bool, str]] = {
    TENSION_SHIFTS: (False, "engine.setting.tension_shifts"),
    TENSION_ODDS: (False, "engine.setting.tension_odds"),
    CHECK_FIRST_SCENE: (False, "engine.setting.check_first"),
}

#: Each setting's names in both languages (its own name, and the part after the dot, always work).
_NAMES = {TENSION_SHIFTS: "engine.word.setting.tension_shifts",
          TENSION_ODDS: "engine.word.setting.tension_odds",
          CHECK_FIRST_SCENE: "engine.word.setting.check_first"}

_SWITCH = {True: "engine.word.switch.on", False: "engine.word.switch.off"}


def parse_setting(text: str) -> str:
    """The setting named by `text` (its full name, or the part after the dot)."""
    word = normalize(text).replace("-", "_")
    for name in SETTINGS:
        if word in (name, name.split(".", 1)[1]):
            return name
    return parse_word(word, _NAMES, "engine.setting.unknown", prefixes=False, name=text,
                      choices=", ".join(SETTINGS))


def parse_switch(text: str) -> bool:
    """`on`/`sí`/`yes`/`1` or `off`/`no`/`0`, in either language."""
    return parse_word(text, _SWITCH, "engine.setting.bad_switch", prefixes=False)
