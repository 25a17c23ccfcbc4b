"""`solo.record.record` builds dataclasses that behave as the standard frozen ones."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from solo.record import record


@record
class Point:
    """A point with a label that takes no part in comparisons."""

    x: int
    y: int = 0
    tags: list[str] = dataclasses.field(default_factory=list, compare=False)
    label: str = dataclasses.field(default="", repr=False)


@record
class Counted:
    """A derived field, set once the others are."""

    items: tuple[int, ...]
    total: int = dataclasses.field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", sum(self.items))


@record(frozen=False)
class Box:
    """A mutable record."""

    size: int


@record(eq=False)
class Token:
    """Compared by identity."""

    name: str


def test_a_record_is_a_dataclass_with_its_fields_and_defaults() -> None:
    point = Point(1)
    assert dataclasses.is_dataclass(point)
    assert [field.name for field in dataclasses.fields(point)] == ["x", "y", "tags", "label"]
    assert (point.x, point.y, point.tags, point.label) == (1, 0, [], "")
    assert Point(1).tags is not point.tags  # a fresh list from the factory each time
    assert dataclasses.replace(point, y=5) == Point(1, 5)
    assert dataclasses.asdict(Point(2, 3, ["a"])) == {"x": 2, "y": 3, "tags": ["a"], "label": ""}
    assert Point.__match_args__ == ("x", "y", "tags", "label")


def test_equality_hash_and_repr_follow_the_compared_fields() -> None:
    assert Point(1, 2, ["a"]) == Point(1, 2, ["b"])
    assert Point(1, 2) != Point(2, 1)
    assert Point(1) != (1, 0)
    assert hash(Point(1, 2, ["a"])) == hash(Point(1, 2))
    assert repr(Point(1, 2, ["a"], "hidden")) == "Point(x=1, y=2, tags=['a'])"
    assert Token("a") != Token("a")
    assert len({Token("a"), Token("a")}) == 2


def test_a_frozen_record_refuses_changes_and_a_mutable_one_takes_them() -> None:
    point = Point(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del point.x  # type: ignore[misc]
    box = Box(1)
    box.size = 3
    assert box == Box(3)
    with pytest.raises(TypeError):
        hash(box)


def test_post_init_runs_and_fields_out_of_init_get_their_default() -> None:
    assert Counted((1, 2, 3)).total == 6
    assert Counted((1, 2, 3)) == Counted((1, 2, 3))


def test_a_standard_frozen_dataclass_may_derive_from_a_record_and_the_other_way() -> None:
    @dataclasses.dataclass(frozen=True)
    class Labelled(Point):
        """A standard dataclass on a record."""

        note: str = ""

    @record
    class Again(Labelled):
        """A record on that."""

        extra: int = 0

    again = Again(1, 2, note="n", extra=3)
    assert (again.x, again.note, again.extra) == (1, "n", 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        again.extra = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        @dataclasses.dataclass
        class Thawed(Point):
            """Not frozen: refused, as for any frozen base."""


def test_a_record_pickles() -> None:
    assert pickle.loads(pickle.dumps(Point(1, 2, ["a"]))) == Point(1, 2, ["a"])


def test_a_record_is_made_when_first_used_not_when_defined() -> None:
    @record
    class Late:
        """Defined, not yet used."""

        value: int

    assert "__dataclass_fields__" not in vars(Late) or not isinstance(
        vars(Late)["__dataclass_fields__"], dict)
    assert Late(3).value == 3
    assert isinstance(vars(Late)["__dataclass_fields__"], dict)
    assert repr(Late(3)).endswith(".Late(value=3)")


def test_whatever_is_used_first_makes_the_record() -> None:
    def fresh() -> type:
        @record
        class Item:
            """A fresh class each time."""

            name: str
            size: int = 1

        return Item

    assert [field.name for field in dataclasses.fields(fresh())] == ["name", "size"]
    assert fresh().__match_args__ == ("name", "size")
    assert fresh().__dataclass_params__.frozen
    assert dataclasses.is_dataclass(fresh())
    sub = type("Sub", (fresh(),), {})  # a plain subclass: built through the record's __init__
    assert sub("a").size == 1
    assert hash(fresh()("a")) == hash(("a", 1))


def test_a_record_deriving_from_an_unused_record_gets_its_fields() -> None:
    @record
    class Base:
        """Never used on its own."""

        x: int

    @record
    class Child(Base):
        """Adds a field."""

        y: int = 2

    assert Child(1) == Child(1, 2)
    assert [field.name for field in dataclasses.fields(Child)] == ["x", "y"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Child(1).x = 5  # type: ignore[misc]


def test_a_record_refuses_what_the_standard_module_refuses() -> None:
    with pytest.raises(ValueError, match="mutable default"):
        @record
        class Listed:
            """A list as a default."""

            items: list[int] = []  # noqa: RUF012

        Listed()
    with pytest.raises(TypeError, match="follows default"):
        @record
        class Unordered:
            """A field without a default after one with."""

            x: int = 0
            y: int  # type: ignore[misc]

        Unordered(1, 2)


def test_class_variables_and_field_defaults_are_as_in_a_standard_dataclass() -> None:
    from typing import ClassVar

    @record
    class Kind:
        """A class variable beside the fields."""

        LIMIT: ClassVar[int] = 3
        name: str
        size: int = dataclasses.field(default=2)
        tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)

    assert [field.name for field in dataclasses.fields(Kind)] == ["name", "size", "tags"]
    assert Kind.LIMIT == 3
    assert Kind.size == 2  # type: ignore[comparison-overlap]
    assert "tags" not in vars(Kind)
    assert Kind("a") == Kind("a", 2, ())


def test_the_first_init_behaves_as_the_compiled_one_it_becomes() -> None:
    def fresh() -> type:
        @record
        class Item:
            """Built by the first `__init__`, then by the compiled one."""

            name: str
            size: int = 1
            tags: list[str] = dataclasses.field(default_factory=list)
            total: int = dataclasses.field(init=False, default=0)

            def __post_init__(self) -> None:
                object.__setattr__(self, "total", self.size * 2)

        return Item

    item_class = fresh()
    built = [item_class("a", size=3)]
    first = vars(item_class)["__init__"]
    built += [item_class("a", size=3) for _ in range(40)]  # past the compiling instance
    assert vars(item_class)["__init__"] is not first
    assert all(item == built[0] for item in built) and built[0].total == 6 and built[0].tags == []
    assert built[0].tags is not built[-1].tags
    for cls in (fresh(), item_class):  # the same errors before and after compiling
        with pytest.raises(TypeError, match="missing 1 required positional argument: 'name'"):
            cls()
        with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
            cls("a", colour=2)
        with pytest.raises(TypeError, match="multiple values for argument 'name'"):
            cls("a", name="b")
        with pytest.raises(TypeError, match="positional arguments but"):
            cls("a", 1, [], 4)
