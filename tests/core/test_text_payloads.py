"""Player text is data: markup and escape payloads in every text slot are shown, never obeyed.

Each payload goes through the text slots of the commands (one-shot plain, one-shot `--json`,
and the shell); what reaches the terminal must hold no raw control character (ESC, BEL, NUL,
CR, C1), the markup must show literally, nothing may fail inside, and the journal file must
hold no raw control character either.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli

PAYLOADS = {
    "markup_close": "[/]",
    "markup_style": "[bold red]x[/]",
    "markup_link": "[link=http://e]y[/link]",
    "csi": "\x1b[2J",
    "osc_title": "\x1b]0;pwned\x07",
    "osc8": "\x1b]8;;http://evil\x1b\\clic\x1b]8;;\x1b\\",
    "bel": "\x07",
    "cr": "\r",
    "c1": "\x9b31m",
    "del": "\x7f",
}
ALL = "".join(PAYLOADS.values())
# What a terminal could obey: C0 controls (tab and newline aside), DEL, C1 controls.
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
INTERNAL = ("Traceback", "Algo ha fallado dentro de solo", "Something failed inside solo")


def assert_inert(text: str, where: object) -> None:
    """No control character a terminal would obey, and no internal error."""
    found = RAW_CONTROL.search(text)
    assert found is None, (where, repr(found.group()) if found else None, text[-400:])
    for marker in INTERNAL:
        assert marker not in text, (where, text)


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wide enough that a payload is never wrapped in the middle."""
    monkeypatch.setenv("COLUMNS", "300")


def journal_of(home: Path, name: str) -> str:
    return (home / "journals" / name / "journal.md").read_text(encoding="utf-8")


# -- one-shot: (system, command words with {p} for the payload, stdin) ---------------------

def _fate_stdin(p: str) -> str:
    return f"N{p}\n1\n" * 40


def _tricube_stdin(p: str) -> str:
    return f"N{p}\n1\n" * 40


def _frag_stdin(p: str) -> str:
    return f"N{p}\nC{p}\n3\n3\nA{p}\n3\nI{p}\n3\nK{p}\n3\n\nM{p}\nL{p}\nX{p}\n"


def _zodiac_stdin(p: str) -> str:
    scores = "".join(f"{n} t{i}\n" for i, n in enumerate((3, 3, 3, 3, 3, 3, 1, 1, 1)))
    return f"N{p}\nC{p}\n{scores}\nO{p}\nE{p}\nB{p}\nV{p}\n\nno\n"


Case = tuple[str, str, Callable[[str], str] | None]
ONE_SHOT: list[Case] = [
    ("none", "note {p}", None),
    ("none", "oracle {p}", None),
    ("none", "oracle --odds {p} {p}", None),
    ("none", "oracle --oracle {p} {p}", None),
    ("none", "scene new {p}", None),
    ("none", "thread add {p}", None),
    ("none", "thread close {p}", None),
    ("none", "npc add {p}", None),
    ("none", "npc remove {p}", None),
    ("none", "pending add other {p}", None),
    ("none", "pending add {p} {p}", None),
    ("none", "pending resolve {p} {p}", None),
    ("none", "table show {p}", None),
    ("none", "table roll {p}/y", None),
    ("none", "table sim {p}", None),
    ("none", "table list {p}", None),
    ("none", "roll {p}", None),
    ("none", "odds {p}", None),
    ("none", "campaign open {p}", None),
    ("none", "journal export {p}/x.md", None),
    ("none", "tension {p}", None),
    ("none", "{p}", None),
    ("fate", "fate character new", _fate_stdin),
    ("fate", "fate aspect add {p}", None),
    ("fate", "fate sheet {p}", None),
    ("fate", "fate roll --pc {p}", None),
    ("fate", "fate rules {p}", None),
    ("tricube", "tricube character new {p}", _tricube_stdin),
    ("tricube", "tricube effort new {p} 3", None),
    ("tricube", "tricube effort drop {p}", None),
    ("tricube", "tricube affliction add {p}", None),
    ("tricube", "tricube rules {p}", None),
    ("zodiac", "zodiac character new", _zodiac_stdin),
    ("zodiac", "zodiac bond add {p}", None),
    ("zodiac", "zodiac state take {p}", None),
    ("zodiac", "zodiac action {p}", None),
    ("zodiac", "zodiac rewrite obligation {p}", None),
    ("frag", "frag character new", _frag_stdin),
    ("frag", "frag scene {p}", None),
    ("frag", "frag character show {p}", None),
]
LISTS = {"none": ["thread list", "npc list", "pending list", "journal --lines 200"],
         "fate": ["fate character list", "fate aspect list", "fate sheet"],
         "tricube": ["tricube character show", "tricube effort list"],
         "zodiac": ["zodiac character show", "zodiac bond list"],
         "frag": ["frag character show"]}


def _words(template: str, payload: str) -> list[str]:
    return [word.replace("{p}", payload) for word in template.split()]


@pytest.mark.parametrize("system", sorted(LISTS))
def test_every_text_slot_one_shot(home: Path, system: str) -> None:
    """Every payload through every slot, plain and --json; then the lists and the journal."""
    assert run_cli("campaign", "new", "k", "--system", system, home=home)[0] == 0
    for name, payload in {**PAYLOADS, "all": ALL}.items():
        for _system, template, stdin in (c for c in ONE_SHOT if c[0] == system):
            text = f"N{payload}"
            for json_flag in ([], ["--json"]):
                argv = [*json_flag, "--campaign", "k", *_words(template, text)]
                code, out, err = run_cli(*argv, home=home,
                                         stdin=stdin(payload) if stdin else "")
                assert code in (0, 1, 2), (name, argv, err)
                assert_inert(out + err, (name, argv))
                if json_flag and code == 0 and out.strip():
                    json.loads(out)  # still one valid JSON document
    for line in (*LISTS[system], *LISTS["none"]):
        for json_flag in ([], ["--json"]):
            code, out, err = run_cli(*json_flag, "--campaign", "k", *line.split(), home=home)
            assert code in (0, 2), (line, err)
            assert_inert(out + err, line)
            if json_flag and code == 0:
                json.loads(out)
    assert_inert(journal_of(home, "k"), "journal.md")


def test_markup_is_shown_literally(home: Path) -> None:
    """`[bold red]`, `[link=…]` and `[/]` are printed as typed, in lists and in the journal view."""
    run_cli("campaign", "new", "k", "--system", "none", home=home)
    for words in (["thread", "add", "[bold red]x[/]"], ["npc", "add", "[link=http://e]y[/link]"],
                  ["pending", "add", "other", "[/]x"], ["note", "[bold red]nota[/]"]):
        code, _out, err = run_cli("--campaign", "k", *words, home=home)
        assert code == 0, err
    assert "[bold red]x[/]" in run_cli("--campaign", "k", "thread", "list", home=home)[1]
    assert "[link=http://e]y[/link]" in run_cli("--campaign", "k", "npc", "list", home=home)[1]
    code, out, err = run_cli("--campaign", "k", "pending", "list", home=home)
    assert code == 0, err
    assert "[/]x" in out
    assert "[bold red]nota[/]" in run_cli("--campaign", "k", "journal", home=home)[1]


def test_escapes_show_in_one_visible_form(home: Path) -> None:
    """A stored ESC, BEL or C1 control is shown as `\\x1b`, `\\x07`, `\\x9b`, everywhere."""
    run_cli("campaign", "new", "k", "--system", "none", home=home)
    run_cli("--campaign", "k", "npc", "add", "Nia\x1b[2J\x07\x9b", home=home)
    out = run_cli("--campaign", "k", "npc", "list", home=home)[1]
    assert "Nia\\x1b[2J\\x07\\x9b" in out
    # quoted: the `[` of the ESC sequence has no pair (see `solo.journal.entry.tag_field`)
    assert '[N:"Nia\\x1b[2J\\x07\\x9b"]' in journal_of(home, "k")
    err = run_cli("table", "roll", "\x1b[2Jx/y", home=home)[2]
    assert "\\x1b[2Jx/y" in err and "\x1b" not in err
    data = json.loads(run_cli("--json", "--campaign", "k", "npc", "list", home=home)[1])
    assert data["entries"][0]["name"] == "Nia\x1b[2J\x07\x9b"  # JSON keeps the data, escaped


def test_nul_is_refused_naming_the_field(home: Path) -> None:
    """A NUL in any typed text: one line naming the field, exit 2, nothing saved."""
    run_cli("campaign", "new", "k", "--system", "fate", home=home)
    for words, field in ((["thread", "add", "a\x00b"], "name"), (["note", "a\x00b"], "note"),
                         (["scene", "new", "a\x00b"], "title"),
                         (["fate", "aspect", "add", "a\x00b"], "name"),
                         (["oracle", "--odds", "a\x00b"], "--odds")):
        code, out, err = run_cli("--lang", "en", "--campaign", "k", *words, home=home)
        assert code == 2, (words, err)
        assert len(err.strip().splitlines()) == 1, err
        assert err.startswith(f"{field}:") and "NUL" in err, err
        assert_inert(out + err, words)
    listed = json.loads(run_cli("--json", "--campaign", "k", "thread", "list", home=home)[1])
    assert listed["entries"] == []
    assert "\x00" not in journal_of(home, "k")


def test_newlines_in_one_line_fields_are_folded(home: Path) -> None:
    """A name, a title or a question typed over several lines is kept on one."""
    run_cli("campaign", "new", "k", "--system", "none", home=home)
    assert run_cli("--campaign", "k", "thread", "add", "la\nfuga\r\nfinal", home=home)[0] == 0
    data = json.loads(run_cli("--json", "--campaign", "k", "thread", "list", home=home)[1])
    assert data["entries"][0]["name"] == "la fuga final"
    run_cli("--campaign", "k", "scene", "new", "el\n## faro", home=home)
    assert "### S1 *el ## faro*" in journal_of(home, "k")


def test_a_note_cannot_open_a_heading_or_a_block(home: Path) -> None:
    """`solo note $'a\\n## b\\n```x'`: every line kept, none a heading or a fence."""
    run_cli("campaign", "new", "k", "--system", "none", home=home)
    code, _out, err = run_cli("--campaign", "k", "note", "a\n## b\n```x\n~~~\n<!-- c\n---",
                              home=home)
    assert code == 0, err
    journal = journal_of(home, "k")
    assert "\na\n\\## b\n\\`\\`\\`x\n\\~\\~\\~\n\\<!-- c\n\\---\n" in journal
    lines = journal.splitlines()
    assert not [line for line in lines if line.startswith("## b")]
    fences = [line for line in lines if line.startswith(("```", "~~~"))]
    assert all(line in ("```lonelog", "```") for line in fences), fences
    run_cli("--campaign", "k", "oracle", "¿y ``` esto?", home=home)
    assert "? ¿y ˋˋˋ esto?" in journal_of(home, "k")


def test_pending_with_markup_then_list(home: Path) -> None:
    """The issue's crash: `pending add other '[/]x'` then `pending list` works."""
    run_cli("campaign", "new", "k", "--system", "none", home=home)
    assert run_cli("--campaign", "k", "pending", "add", "other", "[/]x", home=home)[0] == 0
    code, out, err = run_cli("--campaign", "k", "pending", "list", home=home)
    assert code == 0 and "[/]x" in out, err


def test_fate_character_with_markup_in_name_completes(home: Path) -> None:
    """The issue's crash: a `[/]` in a name or aspect no longer loses the whole creation."""
    run_cli("campaign", "new", "k", "--system", "fate", home=home)
    code, out, err = run_cli("--campaign", "k", "fate", "character", "new", home=home,
                             stdin=_fate_stdin("[/]"))
    assert code == 0, err
    assert "N[/]" in out
    data = json.loads(run_cli("--json", "--campaign", "k", "fate", "character", "list",
                              home=home)[1])
    assert "N[/]" in json.dumps(data, ensure_ascii=False)


def test_player_table_rows_are_inert(home: Path) -> None:
    """A table from someone else's file with markup and escapes in its rows, shown and rolled."""
    folder = home / "tables" / "mio"
    folder.mkdir(parents=True)

    def both(value: str) -> str:
        return f"{{es: {json.dumps(value)}, en: {json.dumps(value)}}}"  # JSON strings are YAML

    rows = "".join(f"  - range: {n}\n    text: {both(value)}\n"
                   for n, value in enumerate(PAYLOADS.values(), start=1))
    (folder / "malo.yaml").write_text(f"id: mio/malo\nname: {both('M [/] ' + ALL)}\n"
                                      f"dice: 1d{len(PAYLOADS)}\nrows:\n{rows}",
                                      encoding="utf-8")
    run_cli("campaign", "new", "k", "--system", "none", home=home)
    for words in (["table", "show", "mio/malo"], ["table", "check"], ["table", "list"],
                  ["--campaign", "k", "table", "roll", "mio/malo", "--times", "10"],
                  ["table", "sim", "mio/malo"]):
        for json_flag in ([], ["--json"]):
            code, out, err = run_cli(*json_flag, *words, home=home)
            assert code in (0, 1, 2), (words, err)
            assert_inert(out + err, words)
            if json_flag and code == 0:
                json.loads(out)
    shown = run_cli("table", "show", "mio/malo", home=home)[1]
    assert "[bold red]x[/]" in shown and "\\x1b[2J" in shown
    assert_inert(journal_of(home, "k"), "journal.md")


# -- the shell ------------------------------------------------------------------------------

SHELL_LINES = ["note {p}", "oracle {p}", "scene new {p}", "thread add {p}", "npc add {p}",
               "pending add other {p}", "table show {p}", "table roll {p}/y", "campaign open {p}",
               "thread list", "npc list", "pending list", "journal"]


@pytest.mark.parametrize("name", [*PAYLOADS, "all"])
def test_every_text_slot_in_the_shell(home: Path, name: str) -> None:
    payload = PAYLOADS.get(name, ALL).replace(";", ",")  # `;` ends a shell command
    shell = Shell(home)
    shell.run("campaign new k --system none")
    for template in SHELL_LINES:
        line = template.replace("{p}", "'N" + payload.replace("'", "") + "'")
        run = shell.run(line)
        assert_inert(run.out + run.err, (name, line))
    shell.run("set json true")
    for line in ("thread list", "npc list", "pending list"):
        run = shell.run(line)
        assert "Traceback" not in run.err
        json.loads(run.out)
    assert_inert(journal_of(home, "k"), "journal.md")


def test_shell_fate_character_with_markup(home: Path) -> None:
    shell = Shell(home, stdin=_fate_stdin("[/]\x1b[2J"))
    shell.run("campaign new k --system fate")
    run = shell.run("fate character new")
    assert_inert(run.out + run.err, "fate character new")
    assert "N[/]\\x1b[2J" in run.out


@pytest.mark.parametrize("line", ["N\x1b[2Jfoo", "help \x1b[2Jx", "history", "npc list"])
def test_shell_builtins_show_text_inert(home: Path, line: str) -> None:
    shell = Shell(home)
    shell.run("campaign new k --system none")
    shell.run("npc add 'a\x9bb'")
    shell.run("set json true")
    shell.run("roll '\x1b[2J'")
    run = shell.run(line)
    assert_inert(run.out + run.err, line)
