"""Every `frag.*` key the code uses exists in both catalogs, which have the same keys."""

import re
from pathlib import Path

from solo.systems.fragmentos.messages.en import MESSAGES as EN
from solo.systems.fragmentos.messages.es import MESSAGES as ES

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(path for path in (ROOT / "solo/systems/fragmentos").rglob("*.py")
                 if "messages" not in path.parts)
assert SOURCES
KEY = re.compile(r"""["'](frag\.[a-z0-9_.-]+[a-z0-9_])["']""")


def test_both_languages_have_the_same_keys() -> None:
    assert set(ES) == set(EN)


def test_every_key_in_the_code_is_in_the_catalogs() -> None:
    used = {key for path in SOURCES for key in KEY.findall(path.read_text(encoding="utf-8"))}
    assert used
    assert sorted(used - set(ES)) == []


def test_no_message_is_empty_and_placeholders_agree() -> None:
    for key, text in ES.items():
        assert text.strip()
        assert EN[key].strip()
        assert set(re.findall(r"{(\w+)[}:]", text)) == set(re.findall(r"{(\w+)[}:]", EN[key])), key
