"""A campaign file that is a link is refused naming the link and where it leads (not ELOOP)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run_cli


@pytest.mark.parametrize("name", ["journal.md", "state.json"])
def test_a_link_out_of_the_home_is_named_with_its_target(tmp_path: Path, name: str) -> None:
    home, outside = tmp_path / "home", tmp_path / "fuera"
    outside.mkdir()
    assert run_cli("campaign", "new", "c", "--system", "none", home=home)[0] == 0
    path = home / "journals" / "c" / name
    path.rename(outside / name)
    path.symlink_to(outside / name)
    code, _out, err = run_cli("--campaign", "c", "note", "hola", home=home)
    assert code == 2
    assert err == (f"{path} es un enlace que lleva fuera de la carpeta de solo (a "
                   f"{outside / name}); no lo sigo: pon ahí el archivo mismo.\n")
    assert (outside / name).read_bytes().count(b"hola") == 0


def test_a_link_inside_the_home_is_named_too(tmp_path: Path) -> None:
    assert run_cli("campaign", "new", "c", "--system", "none", home=tmp_path)[0] == 0
    journal = tmp_path / "journals" / "c" / "journal.md"
    journal.rename(journal.with_name("real.md"))
    journal.symlink_to("real.md")
    code, _out, err = run_cli("--lang", "en", "--campaign", "c", "roll", "1d6", home=tmp_path)
    assert code == 2
    assert err == (f"{journal} is a link (to {journal.with_name('real.md')}); solo never reads or "
                   "writes a campaign through links: put the file itself there.\n")
