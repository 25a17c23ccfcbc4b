"""Campaign, note, journal, session and undo commands, one-shot and in the shell."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import Shell, run_cli


def test_acceptance_campaign_and_journaled_roll(tmp_path: Path) -> None:
    code, _, err = run_cli("campaign", "new", "prueba", "--system", "none", home=tmp_path)
    assert (code, err) == (0, "")
    code, _out, _ = run_cli("--campaign", "prueba", "--json", "roll", "1d6", "--dice", "4",
                           home=tmp_path)
    assert code == 0
    journal = (tmp_path / "journals" / "prueba" / "journal.md").read_text()
    assert "\nd: 1d6=4 (4) -> 4\n" in journal
    assert journal.rstrip().endswith("```")


def test_roll_without_campaign_writes_no_journal(tmp_path: Path) -> None:
    assert run_cli("roll", "1d6", home=tmp_path)[0] == 0
    assert not (tmp_path / "journals").exists()


def test_unknown_campaign_is_one_line(tmp_path: Path) -> None:
    code, _, err = run_cli("--campaign", "nada", "roll", "1d6", home=tmp_path)
    assert code == 2
    assert err.count("\n") == 1
    assert "nada" in err


def test_escaping_names_are_refused_one_shot(tmp_path: Path) -> None:
    for name in ("../x", "/tmp/evil", "a\x00b"):
        code, _, err = run_cli("campaign", "new", name, home=tmp_path)
        assert code == 2, name
        assert "Traceback" not in err
    assert not (tmp_path.parent / "x").exists()


def test_campaign_list_json(tmp_path: Path) -> None:
    run_cli("campaign", "new", "b", "--system", "fate", home=tmp_path)
    run_cli("campaign", "new", "a", "--system", "tricube", home=tmp_path)
    code, out, _ = run_cli("--json", "campaign", "list", home=tmp_path)
    assert code == 0
    data = json.loads(out)
    assert [c["name"] for c in data["campaigns"]] == ["a", "b"]
    assert data["campaigns"][1]["edition"] == "fae"


def test_shell_session_note_journal_undo(shell: Shell, home: Path) -> None:
    assert "prueba" in shell.run("campaign new prueba --system none").out
    assert "1" in shell.run("session start").out
    shell.run(". Nia salta al vagón, y no mira atrás")
    shell.run("note it's fine")
    shell.run("roll 2d6 --dice '3 4'")
    view = shell.run("journal --lines 5")
    assert "it's fine" in view.out
    journal = (home / "journals" / "prueba" / "journal.md").read_text()
    assert "## Sesión 1" in journal
    assert "\nNia salta al vagón, y no mira atrás\n" in journal
    assert "d: 2d6=7 (3 4) -> 7" in journal
    undone = [shell.run("undo").result.label for _ in range(4)]  # the last first, one each
    assert undone == ["roll 2d6 --dice '3 4'", "note it's fine",
                      "note Nia salta al vagón, y no mira atrás", "session start"]
    assert shell.app.ctx.require_campaign().settings.session == 0
    assert shell.run("undo").err.strip() == "No hay nada que deshacer en esta campaña."
    shell.app.postloop()
    assert (home / "journals" / "prueba" / "journal.md").read_text().rstrip().endswith("```")


def test_note_without_campaign_is_one_line(shell: Shell) -> None:
    run = shell.run("note hola")
    assert "campaign new" in run.err
    assert run.err.count("\n") == 1


def test_journal_export(shell: Shell, home: Path) -> None:
    shell.run("campaign new prueba")
    shell.run("roll 1d6")
    shell.run("note La historia sigue.")
    result = shell.run("journal export").result
    assert result.exported
    text = result.path.read_text()
    assert "La historia sigue." in text
    assert "d: 1d6" not in text


def test_shell_language_switch_changes_help(shell: Shell) -> None:
    assert "Tira dados" in shell.run("help roll").out
    shell.run("set lang en")
    assert "Roll dice" in shell.run("help roll").out
    assert "no campaign" in shell.app.prompt


def test_json_setting_prints_data(shell: Shell) -> None:
    shell.run("set json true")
    out = shell.run("roll 4dF --dice +0-+").out
    assert json.loads(out)["total"] == 1


def test_dice_targets_are_not_redirections(shell: Shell, home: Path) -> None:
    run = shell.run('roll 3d6 >= 5 --dice "1 5 6"')
    assert run.result.total == 2
    assert sorted(p.name for p in home.iterdir()) == []


def test_physical_dice_ask_for_faces_until_they_fit(home: Path) -> None:
    shell = Shell(home, stdin="7 1\n2 5 6\n3 4\n")
    shell.run("set dice physical")
    run = shell.run("roll 2d6")
    assert run.result.faces == (3, 4)
    assert "La cara 7 no existe" in run.out + run.err
    assert "Caras que usa esta tirada: 2; has escrito 3." in run.out + run.err
    shell.run("set dice digital")
    assert len(shell.run("roll 2d6").result.faces) == 2


def test_journal_view_hides_front_matter_and_reopens_blocks() -> None:
    from solo.render.campaign import readable_tail

    assert readable_tail(("---", "campaña: x", "---", "", "Hola")) == ["", "Hola"]
    assert readable_tail(("idioma: es", "---", "Hola")) == ["Hola"]
    assert readable_tail(("d: 1d6=4", "```", "", "Hola")) == ["```", "d: 1d6=4", "```", "", "Hola"]


def test_campaign_system_aliases(home: Path) -> None:
    code, out, _ = run_cli("--json", "campaign", "new", "x", "--system", "ninguno", home=home)
    assert (code, json.loads(out)["system"]) == (0, "none")
    code, _, err = run_cli("campaign", "new", "y", "--system", "gurps", home=home)
    assert code == 2
    assert "gurps" in err


def test_prompt_shows_campaign_system_and_tension(shell: Shell) -> None:
    assert shell.app.prompt == "solo [sin campaña]> "
    shell.run("campaign new misterio --system zodiac")
    assert shell.app.prompt == "solo [misterio·zodiac·T5]> "
    shell.run("tension 7")
    assert shell.app.prompt == "solo [misterio·zodiac·T7]> "


@pytest.mark.foreign_journal  # a bare store, no campaign
def test_journal_survives_undecodable_input(tmp_path: Path) -> None:
    from solo.journal.entry import prose
    from solo.journal.store import JournalStore

    store = JournalStore(tmp_path / "journal.md")
    store.append(prose("roto \udcff aquí"))
    assert "roto \\xff aquí" in store.path.read_text(encoding="utf-8")  # the byte, shown


def test_prompt_follows_a_campaign_opened_by_a_failed_command(shell: Shell) -> None:
    shell.run("campaign new a")
    from solo.campaign.store import Campaign

    ctx = shell.app.ctx
    ctx.open_campaign(Campaign.create(ctx.home, "b", "none", "es", ctx.clock()))
    shell.run("roll nonsense")
    assert shell.app.prompt.startswith("solo [b·none")
    assert shell.app.get_bottom_toolbar().startswith("sin sesión")


def test_export_never_overwrites(tmp_path: Path) -> None:
    run_cli("campaign", "new", "c", home=tmp_path)
    journal = tmp_path / "journals" / "c" / "journal.md"
    mine = tmp_path / "mine.md"
    mine.write_text("mío", encoding="utf-8")
    for target in (str(journal), str(mine), str(tmp_path), str(tmp_path / "no" / "x.md")):
        code, _, err = run_cli("--campaign", "c", "journal", "export", target, home=tmp_path)
        assert code == 2, target
        assert err.count("\n") == 1
    assert mine.read_text(encoding="utf-8") == "mío"
    assert journal.read_text(encoding="utf-8").startswith("---\ntitle: c\n")
    assert run_cli("--campaign", "c", "journal", "export", str(tmp_path / "copia.md"),
                   home=tmp_path)[0] == 0


def test_unusable_home_is_one_line(tmp_path: Path) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    code, _, err = run_cli("campaign", "new", "q", home=afile)
    assert code == 2
    assert err == f"--home: {afile} no es una carpeta; indica una carpeta (o una que aún no exista) con --home o SOLO_HOME.\n"
    code, _, err = run_cli("campaign", "new", "q", home=afile / "inside")
    assert code == 2
    assert err.startswith("No se puede usar")


def test_sessions_open_and_close(tmp_path: Path) -> None:
    run_cli("campaign", "new", "c", home=tmp_path)
    assert run_cli("--campaign", "c", "session", "end", home=tmp_path)[0] == 2
    assert run_cli("--campaign", "c", "session", "start", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "session", "start", home=tmp_path)[0] == 0
    journal = (tmp_path / "journals" / "c" / "journal.md").read_text(encoding="utf-8")
    assert "*Fin de la sesión 1.*" in journal
    assert "## Sesión 2" in journal
    assert run_cli("--campaign", "c", "session", "end", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "c", "session", "end", home=tmp_path)[0] == 2


def test_edition_only_for_fate_and_close_needs_a_campaign(tmp_path: Path) -> None:
    code, _, err = run_cli("campaign", "new", "z", "--system", "zodiac", "--edition",
                           "condensed", home=tmp_path)
    assert (code, err.count("\n")) == (2, 1)
    assert run_cli("campaign", "close", home=tmp_path)[0] == 2


def test_decomposed_accents_in_names(tmp_path: Path) -> None:
    import unicodedata

    name = unicodedata.normalize("NFD", "Ñú")
    assert run_cli("campaign", "new", name, home=tmp_path)[0] == 0
    assert (tmp_path / "journals" / "Ñú").is_dir()


def test_english_help_headings_follow_the_language() -> None:
    assert run_cli("roll", "--help")[1].startswith("uso: roll")
    assert run_cli("--lang", "en", "roll", "--help")[1].startswith("usage: roll")


def test_physical_dice_can_be_cancelled(home: Path) -> None:
    shell = Shell(home, stdin="")
    shell.run("set dice physical")
    run = shell.run("roll 2d6")
    assert "interrumpido" in run.err
    assert run.result is None


def test_language_switch_translates_unknown_commands(shell: Shell) -> None:
    shell.run("set lang en")
    assert "I do not know the command 'fly'" in shell.run("fly").err


def test_help_on_an_unknown_topic_follows_the_language(shell: Shell) -> None:
    assert "No hay ayuda sobre «nada»" in shell.run("help nada").err
    shell.run("set lang en")
    assert "No help on 'nada'" in shell.run("help nada").err


def test_the_system_may_follow_the_name_as_newcomers_type_it(tmp_path: Path) -> None:
    code, out, _ = run_cli("campaign", "new", "tren", "frag", home=tmp_path)
    assert code == 0 and out.startswith("Campaña «tren» creada (fragmentos).")
    assert run_cli("campaign", "new", "bosque", "Ninguna", home=tmp_path)[0] == 0
    assert run_cli("campaign", "new", "ruinas", "fate", "--system", "fate",
                   home=tmp_path)[0] == 0
    code, out, _ = run_cli("--json", "campaign", "list", home=tmp_path)
    systems = {c["name"]: c["system"] for c in json.loads(out)["campaigns"]}
    assert systems == {"tren": "fragmentos", "bosque": "none", "ruinas": "fate"}


def test_two_different_systems_are_refused_in_one_line(tmp_path: Path) -> None:
    code, out, err = run_cli("campaign", "new", "tren", "zodiac", "--sistema", "fate",
                             home=tmp_path)
    assert (code, out) == (2, "")
    assert err == ("¿«zodiac» o «fate»? Nombra el sistema una sola vez: "
                   "campaign new NOMBRE SISTEMA\n")
    assert not (tmp_path / "journals").exists()


def test_a_name_with_a_space_is_told_to_go_in_quotes(tmp_path: Path) -> None:
    code, _out, err = run_cli("campaign", "new", "mi", "campaña", home=tmp_path)
    assert code == 2
    assert err == ("«campaña» no es un sistema (fate, zodiac, fragmentos, tricube, none). "
                   'Un nombre con espacios va entre comillas: campaign new "mi campaña" SISTEMA\n')
    code, _out, err = run_cli("--lang", "en", "campaign", "new", "my", "[red]game",
                              home=tmp_path)
    assert code == 2
    assert err == ("'[red]game' is not a system (fate, zodiac, fragmentos, tricube, none). "
                   'A name with spaces goes in quotes: campaign new "my [red]game" SYSTEM\n')
    assert not (tmp_path / "journals").exists()

