"""A whole generated journal, checked against each rule of Lonelog v1.6 that applies.

Every line of the installed-smoke script (`tests/install/smoke_lines.py`: every leaf
command of every system, one campaign per system, fixed dice) is played in-process;
then each campaign's `journal.md` is read whole and checked rule by rule.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from solo.journal.entry import read_tags
from tests.conftest import run_cli
from tests.install.smoke_lines import CAMPAIGNS, LINES, Line
from tests.lonelog_check import check_text

#: Lonelog §5.1's campaign header keys, plus the journal's language
SPEC_KEYS = {"title", "ruleset", "genre", "player", "pcs", "start_date", "last_update", "tools",
             "themes", "tone", "notes", "setting", "inspiration", "safety_tools", "lang"}
#: words a Spanish journal's tags and comparisons must not show
ENGLISH = ("|Open", "|Closed", "|Removed", "|pending", "|other]", " against ", " contra ")
FATE = re.compile(r"\b(\d+)dF([+-]\d+)?=([+-]?\d+) \(([+0-]+)\)")


#: rolls the smoke lines make outside a campaign, made again inside each system's campaign,
#: and the game master's commands in every campaign
EXTRA = (
    Line("frag reto --score 3 --dice '2 4 4' --difficulty 5", "fragmentos"),
    Line("frag conflicto --score 3 --trait 1 --dice '2 5 6' --vs-score 4 --vs-trait 1 "
         "--vs-dice '3 3 2 2'", "fragmentos"),
    Line("tricube challenge --dice '3 4 5' --count 3", "tricube"),
    Line("tricube versus --dice '3 4' --against '2 5'", "tricube"),
    Line("fate roll --bonus 2 --vs 1 --dice '+0-+'", "fate"),
    *(line for system in CAMPAIGNS for line in (
        Line("scene new Otra escena", system, "\n" * 10),
        Line("oracle ¿Llueve? --dice '+0-+'", system),
        Line("thread add Volver a casa", system),
        Line("npc add Ruperto", system),
        Line("event", system),
        Line("event --meaning", system),
        Line("npc roll", system),
        Line("thread close 'Volver a casa'", system),
        Line("pending add presagio Un cuervo", system))),
)


@pytest.fixture(scope="module")
def journals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Play every smoke line; return each campaign's journal by system."""
    folder = tmp_path_factory.mktemp("lonelog")
    home = folder / "home"
    home.mkdir()
    for line in (*LINES, *EXTRA):
        code, _out, err = run_cli("--seed", "11", *line.argv(), home=home, stdin=line.stdin)
        assert code in line.codes, (line.words, err)
    return {system: (home / "journals" / name / "journal.md").read_text(encoding="utf-8")
            for system, name in CAMPAIGNS.items()}


def _front_and_body(text: str) -> tuple[dict[str, str], list[str]]:
    assert text.startswith("---\n"), "the front matter opens the file"
    front, _, body = text[4:].partition("\n---\n")
    fields = dict(line.split(": ", 1) for line in front.splitlines())
    return fields, body.splitlines()


def _mechanics(lines: list[str]) -> list[str]:
    inside, found = False, []
    for line in lines:
        if line.startswith("```"):
            inside = not inside
        elif inside:
            found.append(line)
    assert not inside, "every code block is closed"
    return found


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_every_line_is_placed_by_the_checker(journals: dict[str, str], system: str) -> None:
    assert check_text(journals[system], system) == []


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_front_matter_uses_the_spec_keys(journals: dict[str, str], system: str) -> None:
    fields, _ = _front_and_body(journals[system])
    assert set(fields) <= SPEC_KEYS
    assert {"title", "ruleset", "pcs", "start_date", "last_update", "lang"} <= set(fields)
    assert fields["title"] == CAMPAIGNS[system]
    assert fields["lang"] == "es"
    assert fields["last_update"] == fields["start_date"]
    assert (fields["ruleset"] == "'Sin sistema: el oráculo y el director de juego de solo'") == (
        system == "none")
    assert "none" not in journals[system].split("\n---\n", 1)[0]


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_the_file_opens_with_the_campaign_title(journals: dict[str, str], system: str) -> None:
    _, body = _front_and_body(journals[system])
    first = next(line for line in body if line.strip())
    assert first == f"# {CAMPAIGNS[system]}"
    assert [line for line in body if line.startswith("# ")] == [first]
    sessions = [line for line in body if line.startswith("## ")]
    assert all(re.fullmatch(r"## Sesión \d+", line) for line in sessions), sessions
    scenes = [line for line in body if line.startswith("### ")]
    assert all(re.fullmatch(r"### S\d+ \*.+\*", line) for line in scenes), scenes


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_every_roll_carries_its_outcome_on_its_line(journals: dict[str, str],
                                                    system: str) -> None:
    lines = _mechanics(_front_and_body(journals[system])[1])
    rolls = [line for line in lines if line.startswith("d: ")]
    assert rolls
    for line in rolls:
        assert " -> " in line, line


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_fate_dice_are_written_one_way(journals: dict[str, str], system: str) -> None:
    text = journals[system]
    assert "dF=[" not in text
    for count, bonus, total, faces in FATE.findall(text):
        assert len(faces) == int(count)
        assert int(total) == faces.count("+") - faces.count("-") + int(bonus or 0)
    dice = re.findall(r"\d+dF\S*", text)
    assert len(dice) == len(FATE.findall(text)), dice


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_vs_is_the_one_comparison_word_and_tags_speak_spanish(journals: dict[str, str],
                                                              system: str) -> None:
    lines = _mechanics(_front_and_body(journals[system])[1])
    for line in lines:
        for word in ENGLISH:
            assert word not in line, line
    assert "[Pending:" not in journals[system]


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_compound_generators_are_one_gen_line(journals: dict[str, str], system: str) -> None:
    lines = _mechanics(_front_and_body(journals[system])[1])
    assert not any(line.startswith(("tbl: engine/foco", "tbl: engine/acciones",
                                    "tbl: engine/temas")) for line in lines)
    for line in lines:
        if line.startswith("gen: "):
            assert re.fullmatch(r"gen: .+ \d*d\d+=\d+( \+ \d*d\d+=\d+)+ -> .+", line), line


@pytest.mark.parametrize("system", list(CAMPAIGNS))
def test_named_again_is_a_reference(journals: dict[str, str], system: str) -> None:
    seen: set[tuple[str, str]] = set()
    for line in _mechanics(_front_and_body(journals[system])[1]):
        for found in read_tags(line):
            kind, name = found.kind, found.name
            if found.reference:
                assert (kind, name) in seen, f"[#{kind}:{name}] before it was introduced"
            elif (kind, name) in seen and kind in ("N", "Thread"):
                assert found.tags, f"[{kind}:{name}] named again without a change: {line}"
            seen.add((kind, name))


def test_the_session_played_every_kind_of_line(journals: dict[str, str]) -> None:
    text = "\n".join(journals.values())
    for start in ("## Sesión ", "*Date: ", "### S", "@ ", "? ", "d: ", "=> ", "tbl: ", "gen: ",
                  "[N:", "[#N:", "[Thread:", "[#Thread:", "[Clock:", "[Track:", "[PC:", "(note: "):
        assert f"\n{start}" in text or f" {start}" in text, start


@pytest.mark.foreign_journal
def test_old_front_matter_is_never_rewritten(tmp_path: Path) -> None:
    old = "---\ncampaña: vieja\nsistema: none\nidioma: es\ncreada: '2025-01-01'\n---\n"
    assert run_cli("campaign", "new", "vieja", "--system", "none", home=tmp_path)[0] == 0
    path = tmp_path / "journals" / "vieja" / "journal.md"
    path.write_text(old, encoding="utf-8")
    assert run_cli("--campaign", "vieja", "note", "Sigo aquí", home=tmp_path)[0] == 0
    text = path.read_text(encoding="utf-8")
    assert text.startswith(old) and text.endswith("Sigo aquí\n")
