"""`scene` followed by words that name no subcommand opens a scene titled with them."""

from __future__ import annotations

from pathlib import Path

from solo.engine.procedures.scene import SceneStart
from tests.conftest import Shell, cli_json, refused, run_cli


def test_scene_and_a_title_opens_the_scene_as_scene_new_does(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new puerto")
    opened = shell.run("scene El puente de Nihonbashi")
    assert opened.err == ""
    assert isinstance(opened.result, SceneStart)
    assert (opened.result.number, opened.result.title) == (1, "El puente de Nihonbashi")
    # the subcommands keep their meaning, their aliases too
    assert shell.run("escena ver").result.scene == 1
    shell.feed("\n\n")  # --kept answers the first question; Enter at the bookkeeping
    assert shell.run("scene fin --kept").result.tension == 4
    # a title that starts with a subcommand's word is typed after `new`
    titled = shell.run("scene new end of days --dice 8")
    assert (titled.result.number, titled.result.title, titled.result.check.die) == (
        2, "end of days", 8)
    shell.feed("\n\n")
    assert shell.run("scene end --lost").result.tension == 5
    # options of `new` may come first; the title keeps its spaces and quotes as typed
    quoted = shell.run('scene --dice 9 La  "Gaviota"')
    assert (quoted.result.number, quoted.result.title, quoted.result.check.die) == (
        3, 'La  "Gaviota"', 9)
    # a subcommand followed by words it does not take says how to make them a title
    refused_title = shell.run("escena fin del mundo")
    assert refused_title.err == (
        "scene: «fin» no lleva «del mundo». Si es un título, escribe: scene new fin del mundo\n")
    assert refused_title.result is None
    journal = (home / "journals" / "puerto" / "journal.md").read_text(encoding="utf-8")
    assert "### S1 *El puente de Nihonbashi*" in journal
    assert "### S2 *end of days*" in journal


def test_scene_alone_and_its_help_are_unchanged(home: Path) -> None:
    shell = Shell(home)
    shell.run("campaign new puerto")
    alone = shell.run("scene")
    assert (alone.result.scene, alone.result.tension) == (0, 5)
    helped = shell.run("scene --help")
    assert helped.result is None
    assert "show (ver)" in helped.out and "end (fin, terminar)" in helped.out


def test_one_shot_scene_with_a_title(home: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=home)[0] == 0
    opened = cli_json("--campaign", "c", "scene", "Llego", "al", "faro", home=home)
    assert (opened["scene"], opened["title"]) == (1, "Llego al faro")
    # `end` with words it does not take is still `end`, refused in one line
    assert refused("--campaign", "c", "scene", "end", "of", "days", home=home) == (
        "scene: «end» no lleva «of days». Si es un título, escribe: scene new end of days\n")
