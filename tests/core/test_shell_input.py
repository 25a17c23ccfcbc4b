"""The shell keeps every word as typed: no terminators, no redirection, no quoting errors."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pytest

from solo.journal.entry import mechanics, prose, question, scene_heading, tag
from solo.shell.lineparse import restore_free_text, split_words
from tests.conftest import HANG_GUARD, Shell

ACCEPTANCE = '. Llego al faro; la luz "está" apagada > y | nadie responde & ya'

# every character cmd2 used to read as syntax, and some it broke on
PAYLOADS = (
    'Llego al faro; la luz "está" apagada > y | nadie responde & ya',
    "it's O'Brien's \"open door",
    "'one apostrophe first",
    'back\\slash, #hash, a ``` fence and 🐉 emoji',
    "& ; | > >> < 2>&1 $(echo no) `tick` ;; ||",
    '"quoted start" and "quoted end"',
)


def logged(line: str) -> str:
    """A Lonelog line as the journal writes it (fence markers escaped by the journal)."""
    return mechanics(line).lines[0]


def journal_lines(home: Path, name: str = "faro") -> list[str]:
    return (home / "journals" / name / "journal.md").read_text(encoding="utf-8").splitlines()


@pytest.fixture
def faro(home: Path, monkeypatch: pytest.MonkeyPatch) -> Shell:
    monkeypatch.chdir(home)  # a redirection would leave a file here
    shell = Shell(home)
    assert shell.run("campaign new faro --system none").err == ""
    return shell


def test_acceptance_note_kept_exactly(faro: Shell, home: Path) -> None:
    run = faro.run(ACCEPTANCE)
    assert run.err == ""
    assert ACCEPTANCE[2:] in journal_lines(home)
    assert sorted(p.name for p in home.iterdir()) == ["journals"]  # no file named `y`


@pytest.mark.parametrize("text", PAYLOADS)
@pytest.mark.parametrize("command", [". ", ".", "note ", "nota "])
def test_notes_keep_every_character(faro: Shell, home: Path, command: str, text: str) -> None:
    assert faro.run(command + text).err == ""
    lines = journal_lines(home)
    assert all(line in lines for line in prose(text).lines), text


@pytest.mark.parametrize("text", PAYLOADS)
def test_oracle_question_kept(faro: Shell, home: Path, text: str) -> None:
    assert faro.run(f"oracle {text} --dice '+ + 0 0'").err == ""
    assert any(line.startswith(logged(question(text))) for line in journal_lines(home)), text


@pytest.mark.parametrize("text", PAYLOADS)
def test_scene_title_kept(faro: Shell, home: Path, text: str) -> None:
    assert faro.run(f"scene new {text} --dice 9").err == ""
    assert scene_heading(1, text).lines[0] in journal_lines(home)


@pytest.mark.parametrize("text", PAYLOADS)
@pytest.mark.parametrize("kind", [("thread", "Thread"), ("npc", "N")])
def test_names_kept(faro: Shell, home: Path, kind: tuple[str, str], text: str) -> None:
    command, label = kind
    run = faro.run(f"{command} add {text}")
    assert run.err == ""
    start = logged(tag(label, text))[:-1]  # `[N:name` then `]` or `|tags]`
    assert any(line.startswith(start) for line in journal_lines(home)), text


def test_quotes_that_only_group_words_are_dropped(faro: Shell) -> None:
    assert faro.run('thread add "Capitana Mara"').result.entry.name == "Capitana Mara"
    assert faro.run("""npc add '"Mara"'""").result.entry.name == '"Mara"'
    assert faro.run('npc add El "viejo" Tom').result.entry.name == 'El "viejo" Tom'


def test_options_still_read_after_free_text(faro: Shell, home: Path) -> None:
    run = faro.run('oracle ¿Llueve; "mucho? --odds likely --dice "+ + + +"')
    assert run.err == ""
    assert any(line.startswith(logged(question('¿Llueve; "mucho?')))
               for line in journal_lines(home))
    entry = faro.run("thread add O'Brien --weight 3").result.entry
    assert (entry.name, entry.weight) == ("O'Brien", 3)


def test_free_text_arguments_get_the_typed_stretch_back() -> None:
    line = 'presagio Un  cuervo; "grazna   --weight 2'
    args = argparse.Namespace(kind="presagio", text=["Un", "cuervo;", '"grazna'], weight="2")
    restore_free_text(args, line)
    assert args.text == ['Un  cuervo; "grazna']
    assert (args.kind, args.weight) == ("presagio", "2")


def test_redirection_is_off_by_default(faro: Shell, home: Path) -> None:
    faro.run("roll 2d6 > salida.txt")
    faro.run("journal | cat")
    faro.run("roll 1d6; roll 1d6")
    assert sorted(p.name for p in home.iterdir()) == ["journals"]


def test_redirection_can_be_turned_on_but_never_for_free_text(faro: Shell, home: Path) -> None:
    faro.run("set redirect true")
    assert faro.run("journal --lines 2 > salida.txt").err == ""
    assert (home / "salida.txt").exists()
    faro.run(". sin archivo > nota.txt")
    faro.run("@ tampoco > accion.txt")
    faro.run("oracle ¿Y aquí? > oraculo.txt --dice '0 0 0 0'")
    assert sorted(p.name for p in home.iterdir()) == ["journals", "salida.txt"]
    lines = journal_lines(home)
    assert "sin archivo > nota.txt" in lines
    assert "@ tampoco > accion.txt" in lines


@pytest.mark.parametrize("redirect", ["false", "true"])
def test_dice_targets_work_with_and_without_redirection(faro: Shell, home: Path,
                                                        redirect: str) -> None:
    faro.run(f"set redirect {redirect}")
    assert faro.run('roll 3d6 >= 5 --dice "1 5 6"').result.total == 2
    assert faro.run("roll 3d6>4 --dice '1 5 6'").result.total == 2
    assert sorted(p.name for p in home.iterdir()) == ["journals"]


def test_comment_lines_are_ignored_but_hash_in_text_is_kept(faro: Shell, home: Path) -> None:
    assert faro.run("# just a comment").out == ""
    faro.run(". La puerta #3 cruje")
    assert "La puerta #3 cruje" in journal_lines(home)


def test_unknown_command_with_a_quote_is_one_line(faro: Shell) -> None:
    run = faro.run('"hola')
    assert run.err.strip().count("\n") == 0
    assert '"hola' in run.err


BIG = "a" * 1_600_000


def _timed(shell: Shell, line: str) -> tuple[float, str]:
    start = time.perf_counter()
    run = shell.run(line)
    return time.perf_counter() - start, run.err


def test_a_huge_single_word_note_is_quick(faro: Shell, home: Path) -> None:
    elapsed, err = _timed(faro, ". " + BIG)
    assert err == ""
    assert elapsed < HANG_GUARD
    assert BIG in journal_lines(home)


def test_a_huge_unknown_word_is_quick_and_cut_short(faro: Shell) -> None:
    elapsed, err = _timed(faro, BIG)
    assert elapsed < HANG_GUARD
    assert len(err) < 200


def test_huge_lines_are_parsed_quickly(faro: Shell) -> None:
    parser = faro.app.statement_parser
    for line in ("oracle " + BIG + " --odds likely", "thread add " + BIG, '"' + BIG,
                 "roll " + BIG, "npc add " + "a' " * 50_000):
        start = time.perf_counter()
        statement = parser.parse(line)
        parser.get_command_arg_list(statement.command, statement, False)
        assert time.perf_counter() - start < HANG_GUARD, line[:12]


def test_split_words_never_fails() -> None:
    for text in ('"', "'", '"a', "a'", "'a b", '"a" "b', "x\"y z'", "\\", "a \\ b"):
        words = split_words(text)
        assert "".join(text[w.start:w.end] for w in words) == "".join(text.split())


def test_lonelog_shortcuts_are_listed(faro: Shell) -> None:
    out = faro.run("shortcuts").out
    for shortcut, command in (("@", "act"), ("=>", "consequence"), ("?", "question"),
                              ("(", "meta"), (".", "note")):
        assert f"{shortcut}: {command}" in out
