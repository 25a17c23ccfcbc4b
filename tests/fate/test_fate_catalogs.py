"""The Fate catalogs: same keys in both languages, and the pure core stays pure."""

from __future__ import annotations

import subprocess
import sys

from solo.systems.fate.messages.en import MESSAGES as EN
from solo.systems.fate.messages.es import MESSAGES as ES


def test_both_languages_have_the_same_keys() -> None:
    assert set(ES) == set(EN)


def test_every_key_is_in_the_fate_area() -> None:
    assert all(key.startswith("fate.") for key in ES)


def test_no_empty_messages() -> None:
    assert all(text.strip() for text in (*ES.values(), *EN.values()))


def test_placeholders_match_between_languages() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    assert {k: fields(ES[k]) for k in ES} == {k: fields(EN[k]) for k in ES}


def test_odds_provider_and_rules_import_no_heavy_modules() -> None:
    code = ("import sys, solo.systems.fate.odds, solo.systems.fate.rules.resolve; "
            "print(sorted(m for m in ('yaml', 'cmd2', 'rich', 'prompt_toolkit') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
