"""The value of a part of an expression that rolls no dice: `(4-2)` in `(4-2)d10`.

>>> from solo.dice.notation import parse
>>> constant_value(parse("(4-2)*3").root, 1), constant_value(parse("2+1d6").root, 1)
(6, None)
"""

from __future__ import annotations

from solo.dice.arithmetic import apply, function
from solo.dice.tree import Binary, Call, Negate, Node, Number, Paren, walk
from solo.errors import NotationError


def constant_value(node: Node, column: int) -> int | None:
    """The whole number `node` always gives, or None when it rolls dice.

    A division by 0 is refused naming `column`; the value is a whole number
    (rounded down when a division inside gives a fraction).
    """
    if any(not isinstance(part, Number | Negate | Binary | Paren | Call) for part in walk(node)):
        return None
    try:
        value = _value(node)
    except NotationError as error:
        raise NotationError("dice.notation.division_by_zero", column=column) from error
    return int(value // 1)


def _value(node: Node) -> int:
    if isinstance(node, Number):
        return node.value
    if isinstance(node, Paren):
        return _value(node.inner)
    if isinstance(node, Negate):
        return -_value(node.operand)
    if isinstance(node, Call):
        from solo.dice.evaluate import exact_value

        if node.name in ("floor", "ceil", "round"):
            return int(function(node.name, [exact_value(node.args[0])]))
        return int(function(node.name, [_value(arg) for arg in node.args]))
    assert isinstance(node, Binary)
    return int(apply(node.op, _value(node.left), _value(node.right)))
