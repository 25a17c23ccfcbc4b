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
    """Make `name` (a standard module) load on the first name read from it (nothing if loaded).

    >>> import sys
    >>> defer("inspect")
    >>> sys.modules["inspect"].isclass(int)
    True
    """
    if name not in sys.modules:
        sys.modules[name] = _Deferred(name)  # its `__spec__` is None: `import` does not load it
