"""A fast ``dataclasses.replace`` for the engines' frozen state values."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def evolve(obj: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``obj`` with ``changes`` applied.

    Like ``dataclasses.replace`` but without re-running ``__init__`` (about twenty times faster): only for
    state classes that have no ``__post_init__`` and whose fields are all set by ``__init__``. Unknown field
    names raise ``TypeError`` as ``replace`` would.
    """
    fields = obj.__dict__
    if not changes.keys() <= fields.keys():
        unknown = sorted(changes.keys() - fields.keys())
        raise TypeError(f"{type(obj).__name__} has no field {unknown[0]!r}")  # dev-text
    new = object.__new__(type(obj))
    values = fields.copy()
    values.update(changes)
    object.__setattr__(new, "__dict__", values)
    return new


def build(cls: type[T], **fields: Any) -> T:
    """A frozen dataclass ``cls`` made from all of its ``fields`` without running ``__init__`` (for classes without
    ``__post_init__``, such as a seat's view, built on every decision of every bot)."""
    made = object.__new__(cls)
    object.__setattr__(made, "__dict__", fields)
    return made
