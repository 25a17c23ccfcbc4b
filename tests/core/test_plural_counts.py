"""Counts agree with what they count, in both languages (the catalogs' plural fields)."""

from __future__ import annotations

import pytest

from solo.i18n import plural, t


@pytest.mark.parametrize(("key", "params", "spanish", "english"), [
    ("table.view.check_ok", {"tables": 1}, "1 tabla comprobada: todo bien.",
     "1 table checked: all good."),
    ("table.view.check_ok", {"tables": 3}, "3 tablas comprobadas: todo bien.",
     "3 tables checked: all good."),
    ("frag.msg.threat_rises", {"omens": 1, "before": 2, "after": 3},
     "1 presagio llega a la mitad de la amenaza: sube de 2 a 3.",
     "1 omen reaches half the threat: it rises from 2 to 3."),
    ("frag.ask.trait_action", {"left": 1},
     "Rasgo de Acción (queda 1 punto; Intro para terminar si puedes):",
     "Action trait (1 point left; Enter to finish if allowed):"),
    ("fate.deck.title", {"left": 1}, "Mazo de Fate: queda 1 carta", "Deck of Fate: 1 card left"),
    ("tricube.msg.dice", {"count": 1}, "Se tira 1 dado.", "Roll 1 die."),
    ("zodiac.journal.karma_use", {"name": "Nia", "use": "X", "pk": 1},
     "Nia usa X (queda 1 PK)", "Nia uses X (1 PK left)"),
])
def test_a_count_of_one_reads_singular(key: str, params: dict[str, object], spanish: str,
                                       english: str) -> None:
    assert (t(key, "es", **params), t(key, "en", **params)) == (spanish, english)


def test_plural_field_keeps_other_format_fields() -> None:
    assert plural("{a:+d} y {n:# vez|# veces}", a=2, n=2) == "+2 y 2 veces"
    assert plural("{n:# vez|# veces}", n=0) == "0 veces"


def test_a_range_of_one_value_collapses() -> None:
    assert t("frag.ask.trait_value", "es", name="Latín", high=1) == "¿Cuánto vale Latín (+1)?"
    assert t("frag.ask.trait_value", "es", name="Latín", high=3) == (
        "¿Cuánto vale Latín (de +1 a +3)?")
    assert t("frag.ask.trait_value", "en", name="Latin", high=1) == "How much is Latin worth (+1)?"
