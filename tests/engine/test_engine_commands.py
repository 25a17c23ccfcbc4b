"""The engine's commands through the real entry points, including the issue's acceptance commands."""

from __future__ import annotations

import json
from datetime import UTC
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from solo.dice.rng import FATE, SeededRng, d


def journal(home: Path, name: str = "misterio") -> str:
    return (home / "journals" / name / "journal.md").read_text(encoding="utf-8")


def setup_campaign(cli: Any, home: Path) -> None:
    code, _out, err = cli("--home", str(home), "campaign", "new", "misterio", "--system", "none")
    assert code == 0, err


def run(cli: Any, home: Path, *argv: str, stdin: str = "") -> Any:
    code, out, err = cli("--home", str(home), "--campaign", "misterio", "--json", *argv,
                         stdin=stdin)
    assert code == 0, err
    return json.loads(out)


def test_acceptance_odds(cli: Any) -> None:
    code, out, err = cli("--json", "odds", "oracle", "--odds", "50/50")
    assert code == 0, err
    outcomes = {k: Fraction(v) for k, v in json.loads(out)["outcomes"].items()}
    assert outcomes["yes_and"] + outcomes["yes"] + outcomes["yes_but"] == \
        outcomes["no_and"] + outcomes["no"] + outcomes["no_but"]


def test_acceptance_oracle(cli: Any) -> None:
    code, out, err = cli("--json", "oracle", "¿Está la puerta cerrada?", "--odds", "probable",
                         "--dice", "+0+-")
    assert code == 0, err
    data = json.loads(out)
    assert data["question"] == "¿Está la puerta cerrada?"
    assert (data["odds"], data["faces"], data["answer"], data["event"]) == \
        ("probable", [1, 0, 1, -1], "yes", False)
    assert data["why"]


def test_acceptance_campaign_thread_scene_event(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    added = run(cli, home, "thread", "add", "Encontrar al asesino")
    assert added["entry"]["name"] == "Encontrar al asesino"
    scene = run(cli, home, "scene", "new", "Interrogo al mayordomo", "--dice", "9")
    assert (scene["scene"], scene["outcome"]) == (1, "as_expected")
    assert "### S1 *Interrogo al mayordomo*" in journal(home)
    # the typed face is the focus; the thread's die and the meaning pair are later rolls
    seeded = SeededRng(3)
    later = [seeded.roll(die, 1)[0] for die in (d(1), d(100), d(100))]
    event = run(cli, home, "--seed", "3", "event", "--dice", "43")
    assert (event["focus"], event["target"]) == ("thread_advances", "Encontrar al asesino")
    assert [draw["roll"] for draw in event["draws"]] == [43, *later[1:]]
    text = journal(home)
    assert (f"gen: Suceso 1d100=43 + 1d100={later[1]} + 1d100={later[2]} -> "
            "Un hilo avanza (Encontrar al asesino): ") in text
    assert "[#Thread:Encontrar al asesino]\n" in text
    assert "[Thread:Encontrar al asesino|Abierto]" in text


def test_oracle_in_a_campaign_journals_question_and_answer(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    data = run(cli, home, "oracle", "¿Hay", "alguien?", "--odds", "muy probable", "--dice",
               "0-0+")
    assert data["answer"] == "yes"
    text = journal(home)
    assert "? ¿Hay alguien? (Muy probable)" in text
    assert "d: 4dF+2=+2 (0-0+) -> Sí\n" in text


def test_oracle_event_rolls_a_random_event(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    data = run(cli, home, "oracle", "¿Llueve?", "--dice", "++++")
    assert data["event"] is True and data["answer"] == "yes_and"
    assert data["random_event"]["focus"]
    assert "(note: ¡Suceso aleatorio!)\ngen: Suceso " in journal(home)


def test_oracle_tie_takes_its_extra_die_from_the_program(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    (tiebreak,) = SeededRng(2).roll(FATE, 1)  # the tie-break is a later roll: never typed
    data = run(cli, home, "--seed", "2", "oracle", "¿Empate?", "--dice", "+-00")
    assert (data["faces"], data["tiebreak"]) == ([1, -1, 0, 0], [tiebreak])
    sign = {1: "+", 0: "0", -1: "-"}[tiebreak]
    assert "d: 4dF=0 (+-00) -> " in journal(home)
    assert f" (desempate {sign})\n" in journal(home)
    code, _out, err = cli("oracle", "--dice", "+-00-")
    assert code == 2 and "4" in err and "5" in err


def test_oracle_odds_table(cli: Any) -> None:
    code, out, err = cli("--json", "oracle", "--odds-table", "--oracle", "d6")
    assert code == 0, err
    data = json.loads(out)
    assert set(data["levels"]["50/50"].values()) == {"1/6"}
    assert len(data["levels"]) == 9


def test_tension_set_step_and_undo(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    assert run(cli, home, "tension")["tension"] == 5
    assert run(cli, home, "tension", "8")["tension"] == 8
    assert run(cli, home, "tension", "sube")["tension"] == 9
    assert run(cli, home, "tension", "+3")["tension"] == 9
    assert run(cli, home, "tension", "down")["tension"] == 8
    before = journal(home)
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "undo")
    assert code == 0, err
    assert run(cli, home, "tension")["tension"] == 9
    after = journal(home)
    assert after.startswith(before) and "(note:" in after[len(before):]
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "tension", "12")
    assert code != 0 and "1 a 9" in err


def test_scene_end_moves_tension(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "scene", "end", "--kept")
    assert code != 0 and "scene new" in err
    run(cli, home, "scene", "new", "Llego", "--dice", "10")
    assert run(cli, home, "scene", "end", "--lost")["tension"] == 6
    run(cli, home, "scene", "new", "Huyo", "--dice", "1", "--draw")  # interrupted at 6
    code, out, err = cli("--home", str(home), "--campaign", "misterio", "--json", "scene", "end",
                         stdin="1\n\n\n\n\n")
    assert code == 0, err
    ended = json.loads(out[out.rindex('{"number"'):])  # (any question text comes before)
    assert (ended["kept_control"], ended["tension"]) == (True, 5)
    info = run(cli, home, "scene")
    assert info["scene"] == 2 and info["tension"] == 5
    assert info["outcomes"] == {"as_expected": "1/2", "altered": "2/5", "interrupted": "1/10"}
    text = journal(home)
    assert "### S2 *Huyo*" in text and "-> Interrumpida" in text


def test_threads_and_npcs(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    run(cli, home, "npc", "add", "Mayordomo")
    run(cli, home, "pnj", "añadir", "Cocinera", "--peso", "2")
    drawn = run(cli, home, "npc", "roll", "--dice", "3")
    assert (drawn["entry"]["name"], drawn["die"], drawn["face"]) == ("Cocinera", "1d3", 3)
    run(cli, home, "hilo", "nuevo", "Huir")
    closed = run(cli, home, "thread", "close", "huir")
    assert closed["entry"]["status"] == "closed"
    assert run(cli, home, "thread", "roll")["entry"] is None
    listed = run(cli, home, "npc", "list")
    assert [e["name"] for e in listed["entries"]] == ["Mayordomo", "Cocinera"]
    text = journal(home)
    assert "[N:Mayordomo]" in text and "d: 1d3=3 -> [#N:Cocinera]" in text
    assert "[Thread:Huir|Cerrado]" in text


def test_pending_life_cycle_and_scene_shows_it(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    added = run(cli, home, "pending", "add", "presagio", "Un", "cuervo")
    assert added["item"]["id"] == 1
    run(cli, home, "pendientes", "añadir", "coste", "Un favor")
    other = run(cli, home, "pending", "add", "La", "puerta", "quedó", "abierta")
    assert (other["item"]["kind"], other["item"]["text"]) == ("other", "La puerta quedó abierta")
    run(cli, home, "pending", "dismiss", "3")
    code, out, err = cli("--home", str(home), "--campaign", "misterio", "scene", "new", "Vuelvo",
                         "--dice", "10")
    assert code == 0, err
    assert "Un cuervo" in out and "Un favor" in out
    resolved = run(cli, home, "pending", "resolve", "#1", "El", "cuervo", "habló")
    assert [i["id"] for i in resolved["items"]] == [2]
    run(cli, home, "pending", "dismiss", "2")
    assert run(cli, home, "pending")["items"] == []
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "pending", "resolve", "1")
    assert code != 0 and err.strip()


@pytest.mark.parametrize("argv", [["thread", "list"], ["pending"], ["tension"], ["scene", "new", "x"]])
def test_campaign_commands_need_a_campaign(cli: Any, home: Path, argv: list[str]) -> None:
    code, _out, err = cli("--home", str(home), *argv)
    assert code != 0 and err.strip() and "Traceback" not in err


def test_event_without_campaign_and_empty_lists(cli: Any) -> None:
    code, out, err = cli("--json", "event", "--dice", "20")
    assert code == 0, err
    data = json.loads(out)
    assert (data["rolled_focus"], data["focus"], data["target"]) == ("npc_acts", "new_npc", None)


def test_shell_runs_oracle_and_shows_why(shell: Any) -> None:
    result = shell.run('oracle "¿Abierta?" --odds probable --dice "+0+-"')
    assert result.result.result.answer.value == "yes"
    assert "Sí" in result.out


@pytest.mark.parametrize(("argv", "check"), [
    (["thread", "add", "Huir"], lambda cli, home: run(cli, home, "thread", "list")["entries"] == []),
    (["npc", "add", "Ana"], lambda cli, home: run(cli, home, "npc", "list")["entries"] == []),
    (["pending", "add", "coste", "Un favor"], lambda cli, home: run(cli, home, "pending")["items"] == []),
])
def test_undo_takes_back_each_change_and_the_journal_only_grows(cli: Any, home: Path,
                                                                argv: list[str],
                                                                check: Any) -> None:
    setup_campaign(cli, home)
    run(cli, home, *argv)
    before = journal(home)
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "undo")
    assert code == 0, err
    assert check(cli, home)
    after = journal(home)
    assert after.startswith(before) and "(note:" in after[len(before):]


def test_undo_of_scene_end_restores_the_tension(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    run(cli, home, "scene", "new", "Llego", "--dice", "10")
    assert run(cli, home, "scene", "end", "--kept")["tension"] == 4
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "undo")
    assert code == 0, err
    assert run(cli, home, "tension")["tension"] == 5


def test_other_systems_queue_pending_items(home: Path) -> None:
    from datetime import datetime

    from solo.campaign.store import Campaign
    from solo.commands.base import Context
    from solo.dice.rng import SeededRng
    from solo.engine.commands.state import add_pending, load_state

    ctx = Context(home, SeededRng(1))
    assert add_pending(ctx, "presagio", "Un cuervo") is None  # no campaign: nothing to keep
    ctx.open_campaign(Campaign.create(home, "m", "fragmentos", "es",
                                      datetime(2026, 1, 1, tzinfo=UTC)))
    item = add_pending(ctx, "presagio", "Un cuervo en la ventana", source="fragmentos")
    assert item is not None and item.id == 1
    assert load_state(ctx.campaign).pending.open_items == (item,)
    ctx.close_campaign()
    assert "(note: pendiente #1, presagio: Un cuervo en la ventana)" in journal(home, "m")


def test_a_players_own_oracle_from_the_home_folder(cli: Any, home: Path) -> None:
    source = Path(__file__).resolve().parents[2] / "tables" / "oracle" / "d6.yaml"
    mine = home / "tables" / "oracle" / "moneda.yaml"
    mine.parent.mkdir(parents=True)
    text = source.read_text(encoding="utf-8").replace("id: oracle/d6", "id: oracle/moneda")
    mine.write_text(text, encoding="utf-8")
    code, out, err = cli("--home", str(home), "--json", "oracle", "--oracle", "moneda",
                         "--dice", "6 6")
    assert code == 0, err
    assert json.loads(out)["answer"] == "yes_and"
    mine.write_text(text.replace('{up_to: 3, answer: "no_but"}', '{up_to: 1, answer: "no_but"}'),
                    encoding="utf-8")
    code, _out, err = cli("--home", str(home), "oracle", "--oracle", "moneda")
    assert code != 0 and "moneda.yaml" in err
    code, _out, err = cli("--home", str(home), "oracle", "--oracle", "tarot")
    assert code != 0 and "fate" in err and "d6" in err


def test_scene_new_review_settles_pending_items(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    run(cli, home, "pending", "add", "presagio", "Un cuervo")
    code, out, err = cli("--home", str(home), "--campaign", "misterio", "--json", "scene", "new",
                         "Vuelvo", "--review", "--dice", "10", stdin="2\nHabló\n")
    assert code == 0, err
    assert json.loads(out[out.index("{"):])["pending"] == []
    assert "=> Resuelto #1 «Un cuervo»: Habló" in journal(home)


def test_undo_takes_back_a_new_scene(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    run(cli, home, "scene", "new", "Primera", "--dice", "10")
    run(cli, home, "scene", "new", "Segunda", "--dice", "10")
    code, _out, err = cli("--home", str(home), "--campaign", "misterio", "undo")
    assert code == 0, err
    assert run(cli, home, "scene")["scene"] == 1
    # the journal already has a "### S2" heading (followed by the undo note): never a second one
    assert run(cli, home, "scene", "new", "Otra segunda", "--dice", "10")["scene"] == 3
    text = journal(home)
    assert "### S2 *Segunda*" in text and "### S3 *Otra segunda*" in text
    assert "### S2 *Otra segunda*" not in text


def test_event_meaning_pair_only(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    data = run(cli, home, "evento", "--significado", "--dice", "45 88")
    assert data["action"] == {"es": "Esconder", "en": "Hide"}
    assert data["subject"]["es"] == "Una aldea"
    text = journal(home)
    assert "gen: Significado 1d100=45 + 1d100=88 -> Esconder / Una aldea\n" in text
    code, out, err = cli("event", "--meaning", "--dice", "1 100")
    assert code == 0 and "Abandonar" in out and "Lo desconocido" in out, err


def test_acceptance_commands_exactly_as_written(cli: Any, home: Path) -> None:
    h = str(home)
    for argv in (["--home", h, "campaign", "new", "misterio", "--system", "none"],
                 ["--home", h, "--campaign", "misterio", "thread", "add", "Encontrar al asesino"],
                 ["--home", h, "--campaign", "misterio", "scene", "new", "Interrogo al mayordomo"]):
        code, _out, err = cli(*argv)
        assert code == 0, err
    assert "### S1 *Interrogo al mayordomo*" in journal(home)
    before = journal(home)
    # seeded: 3 times in 100 an event closes the thread and asks whether it does (stdin is empty)
    code, _out, err = cli("--home", h, "--seed", "1", "--campaign", "misterio", "event")
    assert code == 0, err
    added = journal(home)[len(before):]
    assert "gen: Suceso 1d100=" in added


def test_a_whole_scene_keeps_its_number_through_every_command(cli: Any, home: Path) -> None:
    setup_campaign(cli, home)
    run(cli, home, "scene", "new", "Una", "--dice", "10")
    for argv in (["pending", "add", "coste", "Un favor"], ["thread", "add", "Huir"],
                 ["npc", "add", "Ana"], ["tension", "6"], ["oracle", "--dice", "+000"],
                 ["pending", "resolve", "1"]):
        run(cli, home, *argv)
        assert run(cli, home, "scene")["scene"] == 1, argv
    assert run(cli, home, "scene", "end", "--kept")["number"] == 1
    assert run(cli, home, "scene", "new", "Dos", "--dice", "10")["scene"] == 2
