"""Standard modules loaded on first use: what the one-shot path's imports name but never use.

`dataclasses` imports `inspect` (and with it `ast`, `dis`, `tokenize`: a third of `solo roll`'s
start-up) only to write a signature as the docstring of a class that has none; every solo
dataclass has one. `defer("inspect")` puts a stand-in module in its place: the first time anything
reads a name from it (cmd2, rich's inspection, pytest), the real module is imported, takes its
place in `sys.modules`, and the stand-in takes the real one's names. Nothing changes but when the
cost is paid. (The standard `importlib.util.LazyLoader` does not serve: in Python 3.11 an
`import inspect` statement reads the module's `__spec__`, which loads it at once.)
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types


class _Deferred(types.ModuleType):
    """A module that imports the real one on the first name read from it."""

    def __getattr__(self, attribute: str) -> object:
        name = self.__name__
        if sys.modules.get(name) is self:
            del sys.modules[name]
        real = importlib.import_module(name)
        self.__dict__.update(real.__dict__)
        return getattr(real, attribute)


def defer(name: str) -> None:
    """Make `name` load on the first name read from it (nothing if it is loaded already).

    >>> import sys
    >>> defer("inspect")
    >>> sys.modules["inspect"].isclass(int)
    True
    """
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None:
        return
    stand_in = _Deferred(name)
    stand_in.__spec__ = spec
    sys.modules[name] = stand_in
