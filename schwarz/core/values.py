"""A fast ``dataclasses.replace`` for the engines' frozen state values."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def evolve(obj: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``obj`` with ``changes`` applied.

    Like ``dataclasses.replace`` but without re-running ``__init__`` (about ten times faster): only for
    state classes that have no ``__post_init__`` and whose fields are all set by ``__init__``. Unknown field
    names raise ``TypeError`` as ``replace`` would.
    """
    fields = obj.__dict__
    for name in changes:
        if name not in fields:
            raise TypeError(f"{type(obj).__name__} has no field {name!r}")  # dev-text
    new = object.__new__(type(obj))
    new.__dict__.update(fields)
    new.__dict__.update(changes)
    return new
