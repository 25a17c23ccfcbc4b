"""`campaign new` over a journal whose state is gone: refused, or continued with a note.

Never a second front matter glued to the last note (which turned it into a setext heading).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import Shell, run_cli


def _journal_without_state(home: Path) -> Path:
    assert run_cli("campaign", "new", "c", "tricube", home=home)[0] == 0
    assert run_cli("--campaign", "c", "note", "Última nota", home=home)[0] == 0
    (home / "journals" / "c" / "state.json").unlink()
    return home / "journals" / "c" / "journal.md"


def test_it_is_refused_in_one_line_saying_what_to_do(tmp_path: Path) -> None:
    journal = _journal_without_state(tmp_path)
    before = journal.read_bytes()
    code, _out, err = run_cli("campaign", "new", "c", "tricube", home=tmp_path)
    assert code == 2
    assert err == ("Ya hay un diario en journals/c/journal.md, pero no el estado de la campaña «c» "
                   "(state.json), así que no lo empiezo otra vez. Para seguir ese diario en una "
                   "campaña nueva, repite la orden con --seguir (el diario sigue, con una nota); "
                   "para empezar de cero, mueve antes el diario a otro sitio.\n"
                   .replace("journals/c/journal.md", str(journal)))
    assert journal.read_bytes() == before
    assert not (tmp_path / "journals" / "c" / "state.json").exists()


def test_asked_it_goes_on_with_a_note(tmp_path: Path) -> None:
    journal = _journal_without_state(tmp_path)
    before = journal.read_text("utf-8")
    code, _out, err = run_cli("campaign", "new", "c", "tricube", "--seguir", home=tmp_path)
    assert (code, err) == (0, "")
    after = journal.read_text("utf-8")
    assert after.startswith(before) and after.count("\n---\n") == 1  # one front matter
    assert after[len(before):] == ("\n```lonelog\n(note: campaña empezada otra vez sobre este "
                                   "diario (Tricube); faltaba el estado anterior)\n```\n")
    assert run_cli("--campaign", "c", "tricube", "effort", "new", "Muro", "3",
                   home=tmp_path)[0] == 0  # a campaign again


def test_the_shell_says_the_same_in_english(tmp_path: Path) -> None:
    _journal_without_state(tmp_path)
    shell = Shell(tmp_path)
    shell.run("set lang en")
    run = shell.run("campaign new c tricube")
    assert run.err.startswith("There is already a journal at ")
    assert "repeat the command with --continue" in run.err
    assert len(run.err.strip().splitlines()) == 1
    run = shell.run("campaign new c tricube --continue")
    assert run.err == "", run.err
