"""Issue 27, Fragmentos: every message with a count agrees with it, in Spanish and English, and
no message about a character carries an adjective that would need the character's gender.

A count is written with the catalog's plural field (`{n:# punto|# puntos}`); each such message is
rendered with 1 and with 2 and the noun after the number must be singular, then plural.
"""

from __future__ import annotations

import re
import string

import pytest

from solo.catalogs import catalog
from solo.i18n import t

COUNT_NOUNS = {
    "es": {"puntos", "dados", "presagios", "hitos", "complicaciones", "tiradas", "fichas",
           "rasgos", "cualidades", "aciertos", "éxitos", "unos", "escenas"},
    "en": {"points", "dice", "omens", "milestones", "complications", "rolls", "tokens",
           "traits", "qualities", "hits", "successes", "ones", "scenes"},
}
"""Nouns a bare number field must never be followed by: the count belongs in a plural field."""
SINGULAR_OF = {"dice": "die"}
INVARIANT = {"extra", "de", "of", "left", "more"}
"""Words that may stand between a number and its noun."""
GENDERED = re.compile(
    r"\b(malherid|mutilad|derrotad|vencid|agotad|muert|loc|asustad|aterrad|cansad|"
    r"retirad|superad|desmayad|preparad|dispuest)[oa]\b", re.IGNORECASE)
"""Adjectives that would agree with a character's gender (the sheets record none; a noun such
as «heridas», «catatonia» or «mutilaciones» names the harm instead)."""
TEXT_FIELDS = {"name", "loser", "winner", "vs_name", "characteristic", "trait", "target"}
"""Fields that hold words, not numbers ("the {characteristic} traits")."""
CHARACTER_FIELDS = ("{name}", "{loser}", "{winner}", "{vs_name}")
PLURAL_FIELD = re.compile(r"\{(\w+):([^{}|]*)\|([^{}]*)\}")


def _messages(lang: str) -> dict[str, str]:
    return {key: text for key, text in catalog("frag", lang).items() if isinstance(text, str)}


def _fields(text: str) -> set[str]:
    return {name.split(".")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def _with_counts(lang: str) -> list[tuple[str, str]]:
    return [(lang, key) for key, text in _messages(lang).items() if PLURAL_FIELD.search(text)]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_bare_number_is_followed_by_a_counted_noun(lang: str) -> None:
    bare = re.compile(r"\{(\w+)\}\s+(?:(?:extra|de)\s+)?([A-Za-záéíóúñ]+)")
    found = [f"{key}: {m.group(0)}" for key, text in _messages(lang).items()
             for m in bare.finditer(text)
             if m.group(2).lower() in COUNT_NOUNS[lang] and m.group(1) not in TEXT_FIELDS]
    found += [f"{key}: {m.group(0)}" for key, text in _messages(lang).items()
              for m in re.finditer(r"\b(quedan|queda|suma)\s+\{\w+\}", text)]
    assert found == []


def _noun_after(rendered: str, number: int) -> list[str]:
    nouns = []
    for match in re.finditer(rf"(?<![\d/]){number} ((?:\w+ ){{0,2}}\w+)", rendered):
        words = [w for w in match.group(1).split() if w.lower() not in INVARIANT]
        if words:
            nouns.append(words[0].lower())
    return nouns


@pytest.mark.parametrize(("lang", "key"), _with_counts("es") + _with_counts("en"))
def test_each_counted_message_agrees_with_one_and_with_two(lang: str, key: str) -> None:
    text = _messages(lang)[key]
    counted = {m.group(1) for m in PLURAL_FIELD.finditer(text)}
    for count in (1, 2):
        params = {name: (count if name in counted else "X") for name in _fields(text)}
        rendered = t(key, lang, **params)
        assert "{" not in rendered and "#" not in rendered, rendered
        for noun in _noun_after(rendered, count):
            if noun not in COUNT_NOUNS[lang] | set(SINGULAR_OF.values()) and noun.rstrip("s") + "s" not in COUNT_NOUNS[lang]:
                continue  # not a counted noun (a verb, a name)
            plural = noun in COUNT_NOUNS[lang]
            assert plural == (count != 1), f"{key} with {count}: {rendered!r}"


@pytest.mark.parametrize("lang", ["es"])
@pytest.mark.parametrize("name", ["Elena Vidal", "Rubén Soto"])
def test_no_message_about_a_character_needs_their_gender(lang: str, name: str) -> None:
    wrong = []
    for key, text in _messages(lang).items():
        if not any(field in text for field in CHARACTER_FIELDS):
            continue
        params = dict.fromkeys(_fields(text), 2)
        params.update({field.strip("{}"): name for field in CHARACTER_FIELDS})
        rendered = t(key, lang, **{k: v for k, v in params.items() if k in _fields(text)})
        wrong += [f"{key}: {m.group(0)}" for m in GENDERED.finditer(rendered)]
    assert wrong == []


def test_the_counted_messages_read_right_in_spanish() -> None:
    assert t("frag.error.cross_out_with_points", "es", points=1).endswith("(queda 1 punto).")
    assert t("frag.error.cross_out_with_points", "es", points=2).endswith("(quedan 2 puntos).")
    assert "suman 1 punto;" in t("frag.error.trait_points_unspent", "es", characteristic="Acción",
                                 used=1, budget=3)
    assert "2 complicaciones" in t("frag.error.complications", "es", needed=2, count=0)
    assert "1 complicación," in t("frag.error.complications", "es", needed=1, count=0)
    assert "there is only 1." in t("frag.error.trait_points", "en", characteristic="Action",
                                   used=2, budget=1)
