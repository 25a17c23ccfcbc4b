"""How a die the program rolls is rolled with dice a player owns, and how their faces are read.

A player owns d4, d6, d8, d10, d12, d20 and Fate dice (dF); a d100 is two d10 read as tens
and units (00 and 0 are 100). Every other die is read on those:

- a d36 (a d16, a d64) is two d6 (d4, d8) read as tens and units, as a d66 is: 3 then 4 is
  the 16th face, (3 - 1) × 6 + 4;
- a die whose faces divide a die owned is that die halved, or cut in three: a d3 is a d6
  (1–2 is 1, 3–4 is 2, 5–6 is 3), a d2 a d6 (1–3 is 1, 4–6 is 2), a d5 a d10;
- any other die up to d20 is the next die up, rolled again above the faces it has: a d7 is a
  d8 rolled again on an 8;
- any other die is a d100 (or a d1000: three d10), cut into as many equal parts as fit and
  rolled again above them: a d21 is a d100 rolled again above 84, 1–4 being 1.

Every reading gives each face the same chance, so the odds shown stay exact. A die of one face
needs no roll; a die with faces listed (`d{1,2,4,4}`, `dF.1`) is read as written.

>>> reading_of(d(36)).owned.label, reading_of(d(36)).dice, reading_of(d(36)).read((3, 4))
('d6', 2, 16)
>>> reading_of(d(3)).owned.label, [reading_of(d(3)).read((face,)) for face in range(1, 7)]
('d6', [1, 1, 2, 2, 3, 3])
>>> reading_of(d(7)).owned.label, reading_of(d(7)).limit
('d8', 7)
"""

from __future__ import annotations

from solo.dice.rng import FATE, Die, d
from solo.errors import DiceEntryError
from solo.record import record

OWNED = (4, 6, 8, 10, 12, 20)
"""The sides of the dice a player owns (besides dF, and d100 as two d10)."""
SHARED = (6, 10, 4, 8, 12, 20)
"""The owned dice a smaller die is read on by cutting it into equal parts, commonest first."""
D10 = d(10)


@record
class Reading:
    """One of the program's dice as rolled by hand: `dice` of `owned` give one face.

    `digits`: the owned dice are read as one number, tens then units (two d6 for a d36, two
    d10 for a d100). The number read (`span` of them) is cut into parts of `step` readings,
    each one face of `die`; a reading above `limit` is rolled again.
    """

    die: Die
    owned: Die
    dice: int = 1
    digits: bool = False
    step: int = 1
    limit: int = 0

    @property
    def span(self) -> int:
        """How many readings the owned dice give (36 for two d6 read as tens and units)."""
        span: int = self.owned.size ** self.dice
        return span

    @property
    def plain(self) -> bool:
        """Whether the die is rolled as it is (owned, listed faces, or one face)."""
        return self.owned == self.die

    @property
    def percentile(self) -> bool:
        """Whether the owned dice are d10 read as a number (a d100: 00 and 0 are 100).

        >>> reading_of(d(100)).percentile, reading_of(d(36)).percentile
        (True, False)
        """
        return self.digits and self.owned.size == 10

    def read(self, faces: tuple[int, ...]) -> int:
        """The face of `die` one reading gives: the owned dice's faces, or the number they make.

        >>> reading_of(d(100)).read((0,)), reading_of(d(100)).read((45,))
        (100, 45)
        >>> reading_of(d(21)).read((84,))
        21
        """
        if self.plain or not self.digits:
            (reading,) = faces
        elif self.percentile:
            (number,) = faces
            reading = number or self.span
        else:
            reading = 0
            for face in faces:
                reading = reading * self.owned.size + face - 1
            reading += 1
        if self.plain:
            return reading
        if reading > self.limit:
            raise DiceEntryError("dice.entry.roll_again", face=reading, limit=self.limit)
        return (reading - 1) // self.step + 1

    def typed(self, typed: tuple[int, ...], count: int) -> tuple[int, ...]:
        """The `count` faces of `die` that the faces (or numbers) typed for them give.

        Two d6 for a d36 are typed as two faces or as the number they make (`3 4` or `34`);
        two d10 for a d100 as the number (`45`, `00` for 100).

        >>> reading_of(d(36)).typed((3, 4, 61), 2), reading_of(d(36)).typed((6, 1), 1)
        ((16, 31), (31,))
        >>> reading_of(d(3)).typed((5,), 1), reading_of(d(100)).typed((0, 7), 2)
        ((3,), (100, 7))
        """
        groups = self._grouped(typed, count)
        return tuple(self.read(group) for group in groups)

    def _grouped(self, typed: tuple[int, ...], count: int) -> list[tuple[int, ...]]:
        """The faces typed, one group per face of `die`, each checked against the owned dice."""
        if self.digits and not self.percentile:
            typed = tuple(face for number in typed for face in _digits(number, self.dice))
        per = 1 if self.plain or self.percentile else self.dice
        if len(typed) != count * per:
            key = "dice.entry.too_few" if len(typed) < count * per else "dice.entry.too_many"
            raise DiceEntryError(key, needed=count * per, given=len(typed))
        low, high, label = ((0, self.span, self.die.label) if self.percentile
                            else (self.owned.low, self.owned.high, self.owned.label))
        for face in typed:
            if not (self.owned.has(face) if self.plain else low <= face <= high):
                raise DiceEntryError("dice.entry.bad_face", face=face, die=label,
                                     low=low or 1, high=high)
        return [typed[index:index + per] for index in range(0, len(typed), per)]


def _digits(number: int, count: int) -> tuple[int, ...]:
    """A number typed for dice read as tens and units, as its dice (`34` → 3, 4); a face alone
    as itself.

    >>> _digits(34, 2), _digits(3, 2), _digits(340, 2)
    ((3, 4), (3,), (340,))
    """
    text = str(number)
    if len(text) == count and number > 0:
        return tuple(int(digit) for digit in text)
    return (number,)


def reading_of(die: Die) -> Reading:
    """How `die` is rolled with dice a player owns.

    >>> [reading_of(d(n)).owned.label for n in (6, 2, 5, 9, 16, 25, 50, 100, 150)]
    ['d6', 'd6', 'd10', 'd10', 'd4', 'd10', 'd10', 'd10', 'd10']
    >>> reading_of(FATE).plain, reading_of(d(1)).plain
    (True, True)
    """
    if die.values or die == FATE or die.low != 1 or die.high == 1 or die.high in OWNED:
        return Reading(die, die, limit=die.size)
    faces = die.high
    for sides in OWNED[:3]:  # d16, d36, d64: two dice read as tens and units
        if faces == sides * sides:
            return Reading(die, d(sides), 2, True, 1, faces)
    for sides in SHARED:
        if sides % faces == 0:
            return Reading(die, d(sides), 1, False, sides // faces, sides)
    if faces < max(OWNED):
        sides = min(size for size in OWNED if size > faces)
        return Reading(die, d(sides), 1, False, 1, faces)
    count = 2
    while 10 ** count < faces:
        count += 1
    step = 10 ** count // faces
    return Reading(die, D10, count, True, step, step * faces)
