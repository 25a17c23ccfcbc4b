"""The guided conflicto, end to end with scripted answers and dice."""

from fractions import Fraction

import pytest

from solo.dice.rng import ScriptedRng
from solo.i18n import t
from solo.procedures.steps import Ask, Message, run_scripted
from solo.systems.fragmentos.procedures.conflict import (
    ConflictForecast,
    ConflictSummary,
    guided_conflict,
)
from solo.systems.fragmentos.rules.character import Character, Qualities, Trait
from solo.systems.fragmentos.rules.character import Characteristic as C
from solo.systems.fragmentos.rules.conflict import Rank, Winner
from solo.tables.load import load_library
from solo.tables.pick import draw

LIBRARY = load_library()
BARBARA = Character.new("Barbara", {C.ACTION: 3, C.INTERACTION: 2, C.COGNITION: 4},
                        traits=[Trait("Escala", C.ACTION, 2), Trait("Tenacidad", C.INTERACTION, 1),
                                Trait("Discreta", C.COGNITION, 1)],
                        qualities=Qualities("Aristócrata", ("Convento", "Padre"), ("Engreída",)))
DUKE = Character.new("Duque", {C.ACTION: 3, C.INTERACTION: 3, C.COGNITION: 3}, Rank.MONSTER,
                     traits=[Trait("Implacable", C.COGNITION, 4)])


def play(answers: list[str], faces: list[int], character: Character | None = BARBARA,
         opponent: Character | None = None, threat: int = 2):
    rng = ScriptedRng(faces)
    proc = guided_conflict(rng, lambda table_id: draw(LIBRARY, table_id, rng),
                           character=character, opponent=opponent, threat=threat, lang="es")
    run = run_scripted(proc, answers)
    rng.finish()
    return run


def lines(run) -> list[str]:
    return [line for entry in run.recorded for line in entry.lines]


def test_barbara_resists_the_executioner() -> None:
    run = play(["Resistirse a la máscara", "accion", "+0", "Tenacidad", "4", "+0", "1",
                "secundario", "no"], [2, 5, 6, 3, 3, 2, 2])
    summary: ConflictSummary = run.result
    assert summary.conflict.winner is Winner.CHARACTER
    assert (summary.conflict.last.mine.total, summary.conflict.last.theirs.total) == (7, 5)
    forecast = run.rolls[0].odds  # announced with Barbara's roll, the rival's roll after it
    assert [roll.who for roll in run.rolls] == ["Barbara", "Rival"]
    assert isinstance(forecast, ConflictForecast)
    assert sum(forecast.outcomes.values()) == 1
    assert lines(run) == ["@ Resistirse a la máscara",
                          "d: Rival 4d6kh1+1+1=5 (3 3 2 2) -> oposición 5",
                          "d: Barbara Tenacidad 3d6kh1+1=7 (2 5 6) vs TN 5 -> gana Barbara"]


def test_the_duke_costs_barbara_two_points_of_cognition() -> None:
    run = play(["", "cognicion", "+0", "Discreta", "3", "+0", "4", "monstruo", "si", "-", "no"],
               [2, 2, 3, 5, 1, 3, 3, 7])
    summary: ConflictSummary = run.result
    assert summary.conflict.winner is Winner.OPPONENT
    assert summary.conflict.loss == 2
    assert summary.character is not None
    assert summary.character.score(C.COGNITION).current == 2
    assert (summary.threat_before, summary.threat) == (2, 3)   # free against a monster; 1 omen
    assert "=> [PC:Barbara|Cognición 4→2]" in lines(run)
    assert any(line.startswith("tbl: fragmentos/presagios d36=7") for line in lines(run))


def test_a_tie_between_two_main_characters_is_rerolled() -> None:
    run = play(["", "1", "+0", "0", "", "1", "+0", "0", "principal", "no"], [4, 4, 2, 5],
               character=None)
    summary: ConflictSummary = run.result
    assert summary.conflict.rounds[0].mine.total == summary.conflict.rounds[0].theirs.total
    assert len(summary.conflict.rounds) == 2
    assert summary.conflict.winner is Winner.OPPONENT
    assert lines(run)[0].startswith("d: Rival ")   # the rival's pool, then the character's
    assert lines(run)[1].endswith(" -> Empate: se vuelve a tirar")


def test_a_character_without_a_sheet_is_asked_its_rank_and_a_secondary_one_rerolls() -> None:
    run = play(["", "1", "+0", "0", "secundario", "1", "+0", "0", "monstruo", "no"],
               [4, 4, 2, 5], character=None)
    asked = [s.prompt for s in run.steps if isinstance(s, Ask)]
    assert asked.index("frag.ask.rank") < asked.index("frag.ask.vs_score")
    assert [s.default for s in run.steps if isinstance(s, Ask)
            and s.prompt in ("frag.ask.rank", "frag.ask.vs_rank")] == ["main", "monster"]
    assert len(run.result.conflict.rounds) == 2           # no main character: the tie rerolls
    assert run.result.conflict.winner is Winner.OPPONENT
    main = play(["", "1", "+0", "0", "", "1", "+0", "0", "monstruo", "no"], [4, 4],
                character=None)
    assert main.result.conflict.winner is Winner.CHARACTER  # the main character wins the tie


def test_a_tie_goes_to_barbara_against_a_monster() -> None:
    run = play(["", "accion", "+0", "-", "3", "+0", "0", "monster", "no"], [2, 3, 4, 2, 4, 3])
    assert run.result.conflict.winner is Winner.CHARACTER
    assert run.result.conflict.tie_won_by_rank


def test_engreida_wins_a_lost_conflict() -> None:
    run = play(["", "interaccion", "+0", "-", "3", "+0", "0", "secondary", "no", "Engreída"],
               [2, 3, 5, 6, 2])
    summary: ConflictSummary = run.result
    assert summary.conflict.winner is Winner.CHARACTER
    assert summary.conflict.forced
    assert (summary.character.superacion, summary.threat) == (4, 3)   # type: ignore[union-attr]
    assert [m.key for m in run.shown if isinstance(m, Message) and "quality" in m.key] == [
        "frag.msg.quality_used_conflict"]               # a defeat turned, not a reto's failure
    assert lines(run)[-5].endswith(" -> gana Rival")  # then Engreída turns it
    assert lines(run)[-4:] == ["=> Barbara activa la cualidad «Engreída»",
                               "[PC:Barbara|Superación 5→4]", "(note: Amenaza 2 → 3)",
                               "-> gana Barbara"]


def test_a_beaten_monster_loses_points_on_its_sheet() -> None:
    run = play(["", "accion", "+2", "Escala", "cognicion", "+0", "-", "si", "no"],
               [1, 6, 6, 6, 2, 2, 2, 3, 9], opponent=DUKE)
    summary: ConflictSummary = run.result
    assert summary.conflict.winner is Winner.CHARACTER
    assert summary.conflict.loss == 2            # 1 + Barbara's own 1, the winner's
    assert summary.opponent is not None
    assert summary.opponent.score(C.COGNITION).current == 1
    assert not any(isinstance(s, Ask) and s.prompt == "frag.ask.vs_rank" for s in run.steps)


def test_bad_answers_are_asked_again() -> None:
    run = play(["", "accion", "+0", "-", "nada", "4", "+0", "0", "dios", "monster", "no"],
               [6, 6, 6, 1, 1, 1, 1, 5, 6, 7, 8])
    assert [e.key for e in run.errors] == ["frag.error.not_a_number", "frag.error.bad_rank"]
    assert run.result.conflict.winner is Winner.CHARACTER


def test_forecast_json_has_the_odds_shape() -> None:
    run = play(["", "accion", "+0", "-", "3", "+0", "0", "monster", "no"], [6, 6, 6, 1, 2, 3, 4])
    data = run.rolls[0].odds.to_json()
    assert set(data) == {"outcomes", "omen_at_least_one"}
    assert data["omen_at_least_one"] == 1 - Fraction(5, 6) ** 6


@pytest.mark.parametrize(("lang", "winner"), [("es", "quien gana"), ("en", "the winner")])
def test_a_conflict_asks_about_danger_in_its_own_words(lang: str, winner: str) -> None:
    run = play(["", "accion", "+0", "-", "3", "+0", "0", "monster", "no"], [2, 3, 4, 2, 4, 3])
    danger = [s for s in run.steps if isinstance(s, Ask) and "dangerous" in s.prompt]
    assert [s.prompt for s in danger] == ["frag.ask.dangerous_conflict"]
    assert winner in t(danger[0].explain or "", lang)
    assert "conflict" in t(danger[0].prompt, lang)


def test_the_gm_may_shield_a_beaten_monster_with_a_point_of_amenaza() -> None:
    run = play(["", "accion", "+2", "Escala", "cognicion", "+0", "-", "si", "si"],
               [1, 6, 6, 6, 2, 2, 2, 3, 9], opponent=DUKE)
    summary: ConflictSummary = run.result
    assert summary.conflict.winner is Winner.CHARACTER
    assert summary.opponent is not None
    assert summary.opponent.score(C.COGNITION).current == 3          # no loss
    assert summary.harms[-1].protected
    # 2, +1 for the presagio reaching half, -1 the Duke's protection (a monster pays amenaza)
    assert (summary.threat_before, summary.threat) == (2, 2)
    assert lines(run)[-4:] == ["(note: Amenaza 2 → 3)", "=> Duque invoca la protección de guion",
                               "(note: Amenaza 3 → 2)",
                               "=> Protección de guion de Duque: Cognición no baja"]
    asked = [s for s in run.steps if isinstance(s, Ask) and s.prompt == "frag.ask.protection_rival"]
    assert asked[0].params == {"name": "Duque", "loss": 2}
