"""Split a typed line of dice into its notation, its comment and its descriptions.

A comment starts at `#` or `//` and runs to the end of the line; a description is
written `/* … */` inside a roll. Neither is read as notation: each description is
blanked out (the columns of the rest stay those typed) and kept with its column.

>>> split_line("4d6 /* hielo 5d10 */ + 1 // daño")
('4d6                  + 1 ', 'daño', [(4, 'hielo 5d10')])
>>> split_line("3d6 [a # b] # c")
('3d6 [a # b] ', 'c', [])
"""

from __future__ import annotations

from solo.errors import NotationError


def split_line(text: str) -> tuple[str, str, list[tuple[int, str]]]:
    """`(notation, comment, [(position, description)])`; labels `[…]` are kept whole."""
    blocks: list[tuple[int, str]] = []
    body = list(text)
    pos = 0
    while pos < len(text):
        char = text[pos]
        if char == "[":
            end = text.find("]", pos)
            if end < 0:
                break  # the parser names the open label
            pos = end + 1
            continue
        if char == "#" or text.startswith("//", pos):
            return "".join(body[:pos]), text[pos + (1 if char == "#" else 2):].strip(), blocks
        if text.startswith("/*", pos):
            end = text.find("*/", pos + 2)
            if end < 0:
                raise NotationError("dice.notation.open_description", column=pos + 1)
            blocks.append((pos, " ".join(text[pos + 2:end].split())))
            body[pos:end + 2] = " " * (end + 2 - pos)
            pos = end + 2
            continue
        pos += 1
    return "".join(body), "", blocks
