"""Every catalog key the Zodiac code uses exists in both languages."""

import re
from pathlib import Path

from solo.i18n.en.zodiac import MESSAGES as EN
from solo.i18n.es.zodiac import MESSAGES as ES
from solo.rules.zodiac.grades import Effect, Grade
from solo.rules.zodiac.karma import KarmaUse
from solo.rules.zodiac.request import ModifierKind, RollMode
from solo.rules.zodiac.scores import Action, Attribute, Social
from solo.rules.zodiac.skills import SkillKind
from solo.rules.zodiac.states import Harm, Severity, Special

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*sorted((ROOT / "solo/rules/zodiac").glob("*.py")),
           *sorted((ROOT / "solo/procedures/zodiac").glob("*.py")),
           ROOT / "solo/odds/zodiac.py",
           *sorted((ROOT / "solo/commands").glob("zodiac*.py")),
           *sorted((ROOT / "solo/shell/render").glob("zodiac*.py"))]
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
    field = re.compile(r"{(\w+)}")
    for key, text in ES.items():
        assert set(field.findall(text)) == set(field.findall(EN[key])), key
