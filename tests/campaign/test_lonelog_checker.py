"""The Lonelog checker itself: a journal in our own words that follows v1.6.0 passes whole, and
each departure the issue names is reported at its line, with what was expected."""

from __future__ import annotations

import pytest

from tests.lonelog_check import check_text

HEAD = """---
title: El faro
ruleset: 'Sin sistema: el oráculo y el director de juego de solo'
pcs: Nia
start_date: '2026-12-06'
last_update: '2026-12-06'
lang: es
tools: solo
---

# El faro

## Sesión 1
*Date: 2026-12-06*

### S1 *La puerta del faro*

Llego al faro.
"""

BLOCK = """
```lonelog
@ Fuerzo la puerta
@(Tobias) Sostiene la linterna
@(Nia > Tobias) Le aguanta la escalera
d: Fuerza 2d6+1=8 (3 4) vs TN 7 -> Éxito
=> La puerta cede. [L:Faro|oscuro]
? ¿Hay alguien arriba? (Probable)
d: 4dF+1=+2 (+0-+) -> Sí
-> Sí, pero… (d6=4)
d: 3d6>=5=1 (3 4 5) -> Éxito (aciertos: 1)
d: Escala 3d6kh1+1+2=7 (2 4 4) vs TN 7 -> Éxito
d: daño 2d6! =15 (4 6! 5) -> 15
d: 4d6dl1=11 (5 3 3 3d) -> 11
d: {2d6,1d8}kh1=8 (2 3 8) -> 8
tbl: core/giros 1d20=5 -> "El tren entra en un túnel"
tbl: Clima [Niebla, Lluvia]
tbl: Clima d4=2 -> Lluvia
gen: Suceso 1d100=58 + 1d100=72 -> Imitar / El orgullo
[N:Farero|nervioso]
[Thread:Encontrar la llave|Abierto]
[Clock:La marea 2/6] [Track:El viaje 1/5] [E:Alarma 1/4] [Timer:Alba 3]
[PC:Nia|PF 3|[1][X][3]|Ladrona de trenes]
=> [PC:Nia|Cognición 4→2]
[#N:Farero]
[Thread:Encontrar la llave|Cerrado]
(note: pendiente #1, presagio: Un cuervo)
N (Farero): "¿Quién anda ahí?"

```

Nia contiene la respiración.
"""


def test_a_journal_by_the_spec_passes_whole() -> None:
    assert check_text(HEAD + BLOCK) == []


@pytest.mark.parametrize(("line", "expected"), [
    ("d: 3d6=[2 3 1] = 6", "without its `-> outcome`"),
    ("d: 4dF=+1 (+0-+) +1 = +2 -> Sí", "is not EXPR=TOTAL"),
    ("d: 2d6+1 vs 8=[4 3] + 1 = 8 -> success (0)", "is not EXPR=TOTAL"),
    ("d: 1d10=8 vs tensión 6 -> Como esperabas", "is not EXPR=TOTAL"),
    ("d: 2d6+1=9 (3 4) -> Éxito", "give 8, not 9"),
    ("d: 4dF=+1 (+0--) -> Sí", "give -1, not 1"),
    ("d: Fuerza x2=8 -> Éxito", "not a dice expression"),
    ("@ (Tobias) Sostiene la linterna", "`@(Name) action`"),
    ("=> Tensión 5 → 9", "bookkeeping"),
    ("=> Amenaza 2 -> 4", "bookkeeping"),
    ("[E:Reloj lleno: Marea|pendiente #1|otro]", "`[E:Name X/Y]`"),
    ("[Clock:Marea 4/4|retirado]", "`[Clock:Name X/Y]`"),
    ("[Thread:Volver|abierto]", "Abierto, Cerrado"),
    ("[Thread:Volver|Open]", "in this journal's language"),
    ("[Aspect:Ladrona]", "a tag's kind is one of"),
    ("[N:Matón|]", "never empty"),
    ("[#N:Nadie]", "not named before"),
    ("Intercambio 1: Nia 2 vs Perro 2", "not a Lonelog line"),
    ("tbl: core/giros -> ", "a table line is"),
])
def test_each_departure_is_named_at_its_line(line: str, expected: str) -> None:
    text = HEAD + "\n```lonelog\n" + line + "\n```\n"
    problems = check_text(text)
    assert len(problems) == 1, problems
    assert problems[0].line == HEAD.count("\n") + 3
    assert problems[0].text == line
    assert expected in problems[0].why, problems[0].why


def test_an_element_named_again_unchanged_is_a_reference() -> None:
    same_scene = HEAD + "\n```lonelog\n[N:Ruperto]\n[Thread:Volver|Abierto]\n[N:Ruperto]\n```\n"
    assert check_text(same_scene) == []   # within one scene, restating is the writer's choice
    text = HEAD + "\n```lonelog\n[N:Ruperto]\n[Thread:Volver|Abierto]\n```\n\n### S2 *Luego*\n" \
        "\n```lonelog\n[N:Ruperto]\n[Thread:Volver|Abierto]\n```\n"
    whys = [problem.why for problem in check_text(text)]
    assert len(whys) == 2
    assert "write `[#N:Ruperto]`" in whys[0] and "write `[#Thread:Volver]`" in whys[1]


@pytest.mark.parametrize(("text", "expected"), [
    (HEAD.replace("last_update: '2026-12-06'\n", ""), "lacks last_update"),
    (HEAD.replace("ruleset: 'Sin sistema: el oráculo y el director de juego de solo'\n", ""),
     "lacks ruleset"),
    (HEAD.replace("*Date: 2026-12-06*", "*2026-12-06*"), "`*Date: YYYY-MM-DD"),
    (HEAD.replace("## Sesión 1", "## Session 1"), "`## Sesión N`"),
    (HEAD.replace("### S1 *La puerta del faro*", "### La puerta"), "`### S<n> *context*`"),
    (HEAD + "\n```\n@ Entro\n", "blocks open with ```lonelog"),
    (HEAD.replace("title: El faro\n", "campaña: vieja\n"), "§5.1 key"),
])
def test_the_file_structure_is_section_five(text: str, expected: str) -> None:
    problems = check_text(text)
    assert problems, text
    assert any(expected in problem.why for problem in problems), problems


def test_a_problem_reads_as_file_line_why_and_text() -> None:
    problem = check_text(HEAD + "\n```lonelog\nhola\n```\n", "campaña/journal.md")[0]
    assert str(problem).splitlines() == [
        f"campaña/journal.md:{HEAD.count(chr(10)) + 3}: not a Lonelog line: expected @, ?, d:, "
        "->, =>, tbl:, gen:, tags, (note: …) or dialogue", "    'hola'"]
