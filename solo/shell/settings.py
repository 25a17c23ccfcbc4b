"""The shell's settings (`set`): read in either language, shown in the player's.

A setting keeps one value whatever the language (`dice` is `"digital"` or `"physical"`,
`json` a bool); what the player types is read with the catalog's words of both languages
(`set dice físicos`, `set json sí`, `set json true`), and `set` shows each value with the
words of the language in use.

>>> from solo.i18n import use_language
>>> with use_language("es"):
...     read_dice("fisicos"), read_switch("sí"), shown_value(True), shown_value("physical")
('physical', True, 'sí', 'físicos')
>>> with use_language("en"):
...     read_dice("digitales"), read_switch("false"), shown_value(False), shown_value("digital")
('digital', False, 'no', 'digital')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solo.i18n import LANGUAGES, check_language, t
from solo.i18n.words import parse_word, shown_word

DICE = {"digital": "core.word.dice_digital", "physical": "core.word.dice_physical"}
"""The dice setting's values and the catalog words for each."""
SWITCH = {True: "core.word.on", False: "core.word.off"}
"""A yes/no setting's values and the catalog words for each."""
DESCRIPTIONS = {"lang": "core.setting.lang", "dice": "core.setting.dice",
                "odds": "core.setting.odds", "json": "core.setting.json",
                "redirect": "cmd.setting.redirect"}
"""Each setting's description in the catalogs (shown by `set`, in the language in use)."""
NAMES = {"lang": "core.setting.name.lang", "dice": "core.setting.name.dice",
         "odds": "core.setting.name.odds", "json": "core.setting.name.json",
         "redirect": "core.setting.name.redirect"}
"""Each setting's name and the catalog words it is also typed as (`set dados físicos`)."""


def setting_named(text: str) -> str | None:
    """The setting `text` names, in either language (`dados` → `dice`), or None.

    >>> setting_named("dados"), setting_named("Idioma"), setting_named("json"), setting_named("x")
    ('dice', 'lang', 'json', None)
    """
    from solo.errors import InputError

    if text in NAMES:
        return text
    try:
        return parse_word(text, NAMES, "cmd.setting.bad_value", prefixes=False)
    except InputError:
        return None


def read_dice(text: str) -> str:
    """The dice mode `text` names (`digitales`, `físicos`, `digital`, `physical`…)."""
    return parse_word(text, DICE, "cmd.setting.bad_value")


def read_switch(text: Any) -> bool:
    """The yes/no `text` names (`sí`, `no`, `true`, `false`…)."""
    if isinstance(text, bool):
        return text
    return parse_word(str(text), SWITCH, "cmd.setting.bad_value")


def odds_wanted(environ: Mapping[str, str]) -> bool:
    """Whether odds are shown before the dice: `SOLO_ODDS` (`no`, `off`, `false` hide them;
    anything else, or nothing, shows them).

    >>> odds_wanted({}), odds_wanted({"SOLO_ODDS": "no"}), odds_wanted({"SOLO_ODDS": "sí"})
    (True, False, True)
    """
    from solo.errors import InputError

    text = environ.get("SOLO_ODDS", "").strip()
    try:
        return not text or read_switch(text)
    except InputError:
        return True


def read_language(text: str) -> str:
    """The language code `text` names (`es`, `español`, `English`…)."""
    return check_language(text)


def shown_value(value: Any) -> str:
    """A setting's value in the player's words: `sí`/`no`, `digitales`/`físicos`, or as is."""
    if isinstance(value, bool):
        return shown_word(SWITCH[value])
    if isinstance(value, str) and value in DICE:
        return shown_word(DICE[value])
    return str(value)


def choices_of(read: Any) -> str:
    """The values a setting read by `read` accepts, in the player's words (for a refusal)."""
    if read is read_dice:
        return ", ".join(shown_word(key) for key in DICE.values())
    if read is read_switch:
        return ", ".join(shown_word(key) for key in SWITCH.values())
    if read is read_language:
        return ", ".join(LANGUAGES)
    return "?"


def shown_name(name: str) -> str:
    """A setting's name in the player's words (`dados` for `dice`; both are typed).

    >>> from solo.i18n import use_language
    >>> with use_language("es"):
    ...     shown_name("dice"), shown_name("json")
    ('dados', 'json')
    """
    key = NAMES.get(name)
    return shown_word(key) if key else name


def changed(name: str, value: Any) -> str:
    """The line confirming a setting's new value (`dados: ahora físicos`)."""
    return t("cmd.setting.changed", name=shown_name(name), value=shown_value(value))
