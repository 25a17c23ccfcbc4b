"""`@record`: a frozen dataclass, built in a fifth of the time (issue 16: start-up).

`dataclasses.dataclass(frozen=True)` writes six methods as Python source and compiles each
one when the class is defined: most of the cost of importing a module of results (a one-shot
imports dozens of them). A `record` is a real dataclass (`fields`, `replace`, `asdict`,
`is_dataclass` and pattern matching work as for any): its fields are collected as the standard
module collects them (`_collect`), only `__init__` is compiled, and `__repr__`, `__eq__`,
`__hash__`, `__setattr__` and `__delattr__` are shared functions over the field names. All
of that happens the first time the class is used (an instance built, its fields read, a
subclass defined): a module defines dozens of results and a one-shot uses a few. They behave
as the standard ones: equal when of the same class with equal fields, hashed by the compared
fields, frozen (`dataclasses.FrozenInstanceError`), a method the class writes itself is kept;
its `__dataclass_params__` say what it is, so a standard frozen dataclass may derive from it.
(Until it is first used, `inspect.signature` of the class reads `(*args, **kwargs)`.)

Not supported (never used by solo): `InitVar`, `kw_only`, `slots`, `order`.

>>> @record
... class Point:
...     '''A point.'''
...     x: int
...     y: int = 0
>>> Point(1), Point(1) == Point(1, 0), hash(Point(2)) == hash(Point(2, 0))
(Point(x=1, y=0), True, True)
>>> Point(1).x = 3
Traceback (most recent call last):
dataclasses.FrozenInstanceError: cannot assign to field 'x'
"""

from __future__ import annotations

import copy
import dataclasses
from _thread import get_ident
from collections.abc import Callable
from functools import cache
from operator import attrgetter
from typing import Any, ClassVar, Generic, TypeVar, dataclass_transform, get_origin, overload

T = TypeVar("T")
_MISSING: Any = dataclasses.MISSING


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(*, frozen: bool = True, eq: bool = True) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def record(cls: type[T] | None = None, /, *, frozen: bool = True,
           eq: bool = True) -> type[T] | Callable[[type[T]], type[T]]:
    """Make `cls` a dataclass (frozen unless `frozen=False`; compared unless `eq=False`)."""

    def wrap(target: type[T]) -> type[T]:
        return _build(target, frozen, eq)

    return wrap if cls is None else wrap(cls)


def _build(cls: type[T], frozen: bool, eq: bool) -> type[T]:
    """Mark `cls` as a record; its fields are collected and its methods made the first time
    one of them is used (`_Plan.make`): a module of results costs only the classes it uses."""
    own = cls.__dict__
    if frozen and ("__setattr__" in own or "__delattr__" in own):
        raise TypeError(f"cannot overwrite __setattr__ or __delattr__ in {cls.__name__}")
    class_hash = own.get("__hash__", _MISSING)
    explicit_hash = not (class_hash is _MISSING or (class_hash is None and "__eq__" in own))
    plan = _Plan(cls, frozen, eq, explicit_hash)
    if "__init__" in own:  # made now: nothing else would make it before an instance exists
        plan.make()
        return cls
    stubs: list[str] = []
    for name in _METHODS:
        if name not in own and plan.wants(name):
            stubs.append(name)
            setattr(cls, name, _stub(plan, name))
    if eq and not explicit_hash and not frozen:
        cls.__hash__ = None  # type: ignore[assignment]
    for name in _ATTRIBUTES:
        if name in own:
            continue
        stubs.append(name)
        setattr(cls, name, _Deferred(plan, name))
    plan.stubs = tuple(stubs)
    return cls


_METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")
_ATTRIBUTES = ("__dataclass_fields__", "__dataclass_params__", "__match_args__")


class _Plan:
    """What `@record` was asked for a class, and the building of it once needed."""

    def __init__(self, cls: type, frozen: bool, eq: bool, explicit_hash: bool) -> None:
        self.cls, self.frozen, self.eq, self.explicit_hash = cls, frozen, eq, explicit_hash
        self.stubs: tuple[str, ...] = ()
        self.made = False

    def wants(self, name: str) -> bool:
        """Whether the record writes method `name` (when the class does not)."""
        if name in ("__setattr__", "__delattr__"):
            return self.frozen
        if name == "__eq__":
            return self.eq
        if name == "__hash__":
            return self.eq and self.frozen and not self.explicit_hash
        return True

    def make(self) -> None:
        """Collect the fields and set the methods; once."""
        if self.made:
            return
        self.made = True
        cls = self.cls
        for name in self.stubs:
            delattr(cls, name)
        fields = _collect(cls, self.frozen, self.eq)
        _put(cls, "__init__", _first_init(cls, fields, self.frozen))
        _put(cls, "__repr__", _repr([item.name for item in fields if item.repr]))
        if self.eq:
            _put(cls, "__eq__", _eq(_getter([item.name for item in fields if item.compare])))
            if not self.explicit_hash and self.frozen:
                hashed = [item.name for item in fields
                          if item.hash or (item.hash is None and item.compare)]
                cls.__hash__ = _hash(_getter(hashed))  # type: ignore[assignment]
        if self.frozen:
            names = frozenset(item.name for item in fields)
            _put(cls, "__setattr__", _frozen_setattr(cls, names))
            _put(cls, "__delattr__", _frozen_delattr(cls, names))


def _collect(cls: type, frozen: bool, eq: bool) -> tuple[dataclasses.Field[Any], ...]:
    """Set the class attributes the standard module sets (`__dataclass_fields__`,
    `__dataclass_params__`, `__match_args__`) and return the fields, the way it finds them: the
    bases' fields, then each annotation of the class that is not a `ClassVar`, with its
    default or its `field(...)`."""
    found: dict[str, dataclasses.Field[Any]] = {}
    frozen_bases: list[bool] = []
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, "__dataclass_fields__", None)
        if base_fields is not None:
            frozen_bases.append(base.__dataclass_params__.frozen)  # type: ignore[attr-defined]
            found.update((item.name, item) for item in base_fields.values()
                         if item._field_type is dataclasses._FIELD)  # type: ignore[attr-defined]
    if frozen_bases and not frozen and any(frozen_bases):
        raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
    if frozen_bases and frozen and not all(frozen_bases):
        raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    for name, annotation in _own_annotations(cls).items():
        if _is_class_var(annotation):
            continue
        if isinstance(annotation, str) and annotation.startswith(("InitVar", "dataclasses.Init")):
            raise TypeError(f"{cls.__name__}.{name}: a record has no InitVar")
        default = cls.__dict__.get(name, _MISSING)
        item = default if isinstance(default, dataclasses.Field) else dataclasses.field(
            default=default)
        item.name, item.type = name, annotation
        item._field_type = dataclasses._FIELD  # type: ignore[attr-defined, union-attr]
        if item.kw_only is True:
            raise TypeError(f"{cls.__name__}: a record has no keyword-only fields")
        item.kw_only = False
        if item.default is not _MISSING and item.default.__class__.__hash__ is None:
            raise ValueError(f"mutable default {type(item.default)} for field {name} is not "
                             "allowed: use default_factory")
        if isinstance(default, dataclasses.Field):
            if item.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, item.default)
        found[name] = item
    fields = tuple(found.values())
    _check_order(cls, fields)
    cls.__dataclass_fields__ = found  # type: ignore[attr-defined]
    cls.__dataclass_params__ = _params(frozen, eq)  # type: ignore[attr-defined]
    if "__match_args__" not in cls.__dict__:
        match_args = tuple(item.name for item in fields if item.init)
        setattr(cls, "__match_args__", match_args)  # noqa: B010 (mypy: a read-only name)
    if not cls.__dict__.get("__doc__"):
        cls.__doc__ = f"{cls.__name__}({', '.join(item.name for item in fields)})"
    return fields


def _own_annotations(cls: type) -> dict[str, Any]:
    """The annotations the class itself writes (kept in its namespace up to Python 3.13)."""
    own = cls.__dict__.get("__annotations__")  # noqa: RUF063 (inspect: a costly import)
    if isinstance(own, dict):
        return own
    import inspect

    return inspect.get_annotations(cls)


def _is_class_var(annotation: object) -> bool:
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return annotation is ClassVar or get_origin(annotation) is ClassVar


def _check_order(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> None:
    """No field without a default after one with a default (as `__init__` lists them)."""
    seen_default = False
    for item in fields:
        if not item.init:
            continue
        if item.default is not _MISSING or item.default_factory is not _MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"{cls.__name__}: non-default argument {item.name!r} follows "
                            "default argument")


@cache
def _template() -> Any:
    """The standard `__dataclass_params__` of a class (its type is private to the module)."""

    @dataclasses.dataclass(frozen=True)
    class Template:
        """Only its parameters are used."""

    return Template.__dataclass_params__  # type: ignore[attr-defined]


def _params(frozen: bool, eq: bool) -> Any:
    """`__dataclass_params__` for a record: `init`, `repr`, `eq` as asked, `frozen` as asked."""
    params = copy.copy(_template())
    params.init, params.repr, params.eq, params.frozen = True, True, eq, frozen
    params.order = params.unsafe_hash = False
    return params


def _stub(plan: _Plan, name: str) -> Callable[..., Any]:
    """A method that makes the record, then does what the made method does."""

    def stub(self: object, *args: Any, **kwargs: Any) -> Any:
        plan.make()
        return plan.cls.__dict__[name](self, *args, **kwargs)

    stub.__name__ = stub.__qualname__ = name
    return stub


class _Deferred:
    """A class attribute the standard module sets (`__dataclass_fields__`, ...), given once the
    record is made: read from the class, a subclass or an instance."""

    def __init__(self, plan: _Plan, name: str) -> None:
        self.plan, self.name = plan, name

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        self.plan.make()
        return self.plan.cls.__dict__[self.name]


def _put(cls: type, name: str, function: Callable[..., Any]) -> None:
    """Set a method unless the class writes its own."""
    if name not in cls.__dict__:
        function.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, function)


_COMPILE_AFTER = 16
"""Instances a record builds with its first `__init__` before it compiles its fast one."""


def _first_init(cls: type, fields: tuple[dataclasses.Field[Any], ...],
                frozen: bool) -> Callable[..., None]:
    """`__init__` as the standard one behaves, without compiling anything: a one-shot builds
    most records once or twice. The `_COMPILE_AFTER`th instance compiles the fast one (`_init`)
    and puts it in its place (results are built by the thousand in the odds)."""
    qualname = f"{cls.__qualname__}.__init__()"
    settable: list[tuple[str, bool, Any, Any]] = [
        (item.name, item.init, item.default, item.default_factory) for item in fields
                if item.init or item.default is not _MISSING
                or item.default_factory is not _MISSING]
    names = tuple(item.name for item in fields if item.init)
    known = frozenset(names)
    assign: Callable[[object, str, Any], None] = object.__setattr__ if frozen else setattr
    post_init = hasattr(cls, "__post_init__")
    built = 0

    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        nonlocal built
        built += 1
        if built >= _COMPILE_AFTER:
            fast = _init(cls, fields, frozen)
            if cls.__dict__.get("__init__") is __init__:
                fast.__qualname__ = __init__.__qualname__
                type.__setattr__(cls, "__init__", fast)
            fast(self, *args, **kwargs)
            return
        if len(args) > len(names):
            raise TypeError(f"{qualname} takes {len(names) + 1} positional arguments but "
                            f"{len(args) + 1} were given")
        values = dict(zip(names, args, strict=False))
        for key in kwargs:
            if key not in known:
                raise TypeError(f"{qualname} got an unexpected keyword argument {key!r}")
            if key in values:
                raise TypeError(f"{qualname} got multiple values for argument {key!r}")
        values.update(kwargs)
        missing = [name for name, init, default, factory in settable
                   if init and name not in values and default is _MISSING
                   and factory is _MISSING]
        if missing:
            raise TypeError(f"{qualname} missing {len(missing)} required positional "
                            f"argument{'s' if len(missing) > 1 else ''}: "
                            + " and ".join(repr(name) for name in missing))
        for name, init, default, factory in settable:
            if init and name in values:
                assign(self, name, values[name])
            elif factory is not _MISSING:
                assign(self, name, factory())
            else:
                assign(self, name, default)
        if post_init:
            self.__post_init__()  # type: ignore[attr-defined]

    return __init__


def _init(cls: type, fields: tuple[dataclasses.Field[Any], ...],
          frozen: bool) -> Callable[..., None]:
    """`__init__`, compiled: the one method whose speed matters (results are built by the
    thousand in the odds)."""
    this = "__record_self__" if any(item.name == "self" for item in fields) else "self"
    values: dict[str, Any] = {"__record_factory__": _HAS_FACTORY}
    parameters, body = [this], []
    for number, item in enumerate(fields):
        value = item.name
        if item.default is not _MISSING:
            values[f"__record_default_{number}__"] = item.default
        if item.default_factory is not _MISSING:
            values[f"__record_make_{number}__"] = item.default_factory
        if item.init:
            if item.default_factory is not _MISSING:
                parameters.append(f"{item.name}=__record_factory__")
                value = (f"__record_make_{number}__() if {item.name} is __record_factory__ "
                         f"else {item.name}")
            elif item.default is not _MISSING:
                parameters.append(f"{item.name}=__record_default_{number}__")
            else:
                parameters.append(item.name)
        elif item.default_factory is not _MISSING:
            value = f"__record_make_{number}__()"
        elif item.default is not _MISSING:
            value = f"__record_default_{number}__"
        else:
            continue
        body.append(f"  __record_fields__[{item.name!r}] = {value}" if frozen
                    else f"  {this}.{item.name} = {value}")
    if frozen and body:  # straight into the instance's dict, as `object.__setattr__` would put
        body.insert(0, f"  __record_fields__ = {this}.__dict__")  # them, a third of the time
    if hasattr(cls, "__post_init__"):
        body.append(f"  {this}.__post_init__()")
    source = (f"def __record_make__({', '.join(values)}):\n"
              f" def __init__({', '.join(parameters)}):\n"
              + ("\n".join(body) or "  pass") + "\n return __init__")
    namespace: dict[str, Any] = {}
    exec(source, {}, namespace)
    made: Callable[..., None] = namespace["__record_make__"](**values)
    return made


class _Factory:
    """The default of a parameter whose field has a `default_factory`."""

    def __repr__(self) -> str:
        return "<factory>"


_HAS_FACTORY = _Factory()


def _getter(names: list[str]) -> Callable[[object], tuple[Any, ...]]:
    """The tuple of the named attributes of an object."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        single = attrgetter(names[0])
        return lambda item: (single(item),)
    return lambda _item: ()


def _repr(names: list[str]) -> Callable[[object], str]:
    running: set[tuple[int, int]] = set()

    def __repr__(self: object) -> str:
        key = (id(self), get_ident())
        if key in running:
            return "..."
        running.add(key)
        try:
            shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        finally:
            running.discard(key)
        return f"{type(self).__qualname__}({shown})"

    return __repr__


def _eq(values: Callable[[object], tuple[Any, ...]]) -> Callable[[object, object], Any]:
    def __eq__(self: object, other: object) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash(values: Callable[[object], tuple[Any, ...]]) -> Callable[[object], int]:
    def __hash__(self: object) -> int:
        return hash(values(self))

    return __hash__


def _frozen_setattr(cls: type, names: frozenset[str]) -> Callable[[object, str, object], None]:
    def __setattr__(self: object, name: str, value: object) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)  # type: ignore[arg-type]

    return __setattr__


def _frozen_delattr(cls: type, names: frozenset[str]) -> Callable[[object, str], None]:
    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)  # type: ignore[arg-type]

    return __delattr__


class _Once(Generic[T]):
    """`functools.cached_property` without the lock Python 3.11 takes on every first read
    (records are frozen and never shared half-built: a result read once by two threads is
    worked out twice, the same)."""

    def __init__(self, function: Callable[[Any], T]) -> None:
        self.function = function
        self.name = function.__name__
        self.__doc__ = function.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> _Once[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object, owner: type | None = None) -> T | _Once[T]:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.function(instance)
        return value


def once(function: Callable[[Any], T]) -> _Once[T]:
    """A property worked out the first time it is read and kept in the instance (as
    `functools.cached_property`, a fraction of the cost of that first read).

    >>> @record
    ... class Square:
    ...     '''A square.'''
    ...     side: int
    ...     @once
    ...     def area(self) -> int:
    ...         return self.side ** 2
    >>> square = Square(3)
    >>> square.area, square.__dict__["area"]
    (9, 9)
    """
    return _Once(function)
