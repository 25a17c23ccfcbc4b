"""Issue 27 through a terminal: a Fragmentos count agrees with one and with several, in
Spanish and English (the quality crossed out while Superación is left)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import area_state, run_cli, write_area_state
from tests.fragmentos.test_frag_commands import BARBARA
from tests.pty_helpers import Terminal

PROMPT_N = r"solo \[n[^\]]*\]> "


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("es", r"\(queda 1 punto\)", r"\(quedan 2 puntos\)"),
    ("en", r"\(1 point left\)", r"\(2 points left\)"),
])
def test_the_count_agrees_on_screen(tmp_path: Path, lang: str, one: str, two: str) -> None:
    assert run_cli("campaign", "new", "n", "--system", "fragmentos", home=tmp_path)[0] == 0
    assert run_cli("--campaign", "n", "frag", "character", "new", home=tmp_path,
                   stdin=BARBARA)[0] == 0
    data = area_state(tmp_path, "n", "fragmentos")
    for points, shown in ((1, one), (2, two)):
        data["characters"]["Barbara"]["superacion"] = points
        write_area_state(tmp_path, "n", "fragmentos", data)
        with Terminal(tmp_path, "--lang", lang, "--campaign", "n", prompt=PROMPT_N) as term:
            seen = term.type("frag superacion tachar Engreída", shown)
            assert "Traceback" not in seen
            term.quit()
    assert area_state(tmp_path, "n", "fragmentos")["characters"]["Barbara"]["superacion"] == 2
