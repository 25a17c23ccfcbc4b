"""Every catalog key the Zodiac code uses exists in both languages."""

import re
from pathlib import Path

from solo.systems.zodiac.messages.en import MESSAGES as EN
from solo.systems.zodiac.messages.es import MESSAGES as ES
from solo.systems.zodiac.rules.grades import Effect, Grade
from solo.systems.zodiac.rules.karma import KarmaUse
from solo.systems.zodiac.rules.request import ModifierKind, RollMode
from solo.systems.zodiac.rules.scores import Action, Attribute, Social
from solo.systems.zodiac.rules.skills import SkillKind
from solo.systems.zodiac.rules.states import Harm, Severity, Special

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(path for path in (ROOT / "solo/systems/zodiac").rglob("*.py")
                 if "messages" not in path.parts)
assert SOURCES
KEY = re.compile(r'"(zodiac\.[a-z_0-9.]+[a-z_0-9])"')


def test_same_keys_in_both_languages():
    assert set(ES) == set(EN)


def test_every_literal_key_exists():
    used = {key for path in SOURCES for key in KEY.findall(path.read_text("utf-8"))}
    assert used
    assert sorted(used - set(ES)) == []


def test_every_enum_has_names():
    families = {"grade": Grade, "effect": Effect, "action": Action, "attribute": Attribute,
                "social": Social, "skill": SkillKind, "harm": Harm, "severity": Severity,
                "special": Special, "karma_use": KarmaUse, "mode": RollMode,
                "mod": ModifierKind}
    for family, enum in families.items():
        for member in enum:
            assert f"zodiac.{family}.{member.value}" in ES


def test_placeholders_match_between_languages():
    field = re.compile(r"{(\w+)[}:]")  # a plural field ({n:# x|# xs}) names its count too
    for key, text in ES.items():
        assert set(field.findall(text)) == set(field.findall(EN[key])), key
