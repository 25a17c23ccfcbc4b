"""Characters of a dice expression with one position of look-ahead; columns count from 1.

>>> scanner = Scanner(" >= 5")
>>> scanner.compare(), scanner.signed(), scanner.column()
(<Compare.AT_LEAST: '>='>, 5, 6)
"""

from __future__ import annotations

from solo.dice.conditions import Compare
from solo.dice.limits import MAX_NUMBER
from solo.errors import NotationError

_DIGITS = "0123456789"
MINUS = "-−–"  # the Unicode minus and en dash count as '-'
_COMPARES = {">=": Compare.AT_LEAST, "=>": Compare.AT_LEAST, ">": Compare.MORE,
             "<=": Compare.AT_MOST, "=<": Compare.AT_MOST, "<": Compare.LESS,
             "==": Compare.EQUAL, "=": Compare.EQUAL, "<>": Compare.NOT_EQUAL,
             "!=": Compare.NOT_EQUAL}

#: The error for a character written where it cannot go, by the feature it starts.
MISPLACED = {
    "!": "dice.notation.misplaced.explode", "r": "dice.notation.misplaced.reroll",
    "k": "dice.notation.misplaced.keep", ">": "dice.notation.misplaced.count",
    "<": "dice.notation.misplaced.count", "=": "dice.notation.misplaced.count",
    "t": "dice.notation.misplaced.count", "f": "dice.notation.misplaced.failures",
    "m": "dice.notation.misplaced.clamp", "s": "dice.notation.misplaced.sort",
    "x": "dice.notation.misplaced.times", "v": "dice.notation.misplaced.versus",
    "u": "dice.notation.misplaced.unique", "c": "dice.notation.misplaced.critical",
    "e": "dice.notation.misplaced.explode", "]": "dice.notation.misplaced.label",
    ")": "dice.notation.misplaced.paren", "}": "dice.notation.misplaced.brace",
}


class Scanner:
    """Characters with one position of look-ahead; columns count from 1."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.amount_column = 0  # where the amount of the last keep/drop is written

    def peek(self) -> str:
        """The next character that is not a space ('' at the end)."""
        text, pos = self.text, self.pos
        char = text[pos:pos + 1]
        if not char.isspace():
            return char
        while pos < len(text) and text[pos].isspace():
            pos += 1
        self.pos = pos
        return text[pos:pos + 1]

    def ahead(self, size: int) -> str:
        """The next `size` characters (after spaces), in lower case."""
        self.peek()
        return self.text[self.pos:self.pos + size].lower()

    def column(self) -> int:
        """The column of the next character that is not a space."""
        self.peek()
        return self.pos + 1

    def digit(self) -> bool:
        """Whether a digit comes next."""
        char = self.peek()
        return bool(char) and char in _DIGITS

    def minus(self) -> bool:
        """Whether a minus sign comes next."""
        char = self.peek()
        return bool(char) and char in MINUS

    def number(self) -> int:
        """A whole number of digits, at most `MAX_NUMBER`."""
        if not self.digit():
            raise self.unexpected()
        text = self.text
        start = end = self.pos
        while end < len(text) and text[end] in _DIGITS:
            end += 1
        self.pos = end
        if end - start > 7 and text[start:end].lstrip("0")[7:]:  # never read a huge number
            raise NotationError("dice.notation.too_big", column=start + 1, limit=MAX_NUMBER)
        value = int(text[start:end])
        if value > MAX_NUMBER:
            raise NotationError("dice.notation.too_big", column=start + 1, limit=MAX_NUMBER)
        return value

    def signed(self) -> int:
        """A whole number that may start with `+` or `-`."""
        if self.peek() == "+":
            self.pos += 1
        elif self.minus():
            self.pos += 1
            return -self.number()
        return self.number()

    def compare(self, bang: bool = False) -> Compare | None:
        """A comparison sign (`>=`, `<`, `=`, `<>`…), if one comes next; with `bang`,
        `!=` too (not where `!` means an explosion)."""
        char = self.peek()
        if char not in ("<", ">", "=") and not (bang and char == "!"):
            return None
        two = self.text[self.pos:self.pos + 2]
        if two in _COMPARES and (two != "!=" or bang):
            word = two
        elif char == "!":
            return None
        else:
            word = char
        self.pos += len(word)
        return _COMPARES[word]

    def unexpected(self) -> NotationError:
        """The error for the next character: the feature it starts is named when known."""
        char = self.peek()
        if not char:
            return NotationError("dice.notation.incomplete", column=self.pos + 1)
        key = MISPLACED.get(char.lower())
        if key is not None:
            return NotationError(key, column=self.pos + 1)
        return NotationError("dice.notation.unexpected", column=self.pos + 1, char=char)
