"""Declared field types, read once when a class is defined, and the checks they drive.

``@typed`` on a dataclass reads its type hints when the class is defined and keeps them on the class
(``field_types(cls)``); ``fits(value, tp)`` says whether a value has a declared type (dataclasses, enums, unions,
tuples, frozensets, whole numbers that are not booleans); ``check_fields(obj)`` raises a ``SchwarzError`` naming
the first field whose value does not fit, in words (``describe``). Options and components call it in their
``__post_init__``; the legality gate calls it on every action.

``Seat`` is a whole number declared to name a seat of the game (an action's ``player``, a text card's ``target``):
the legality gate checks it against the state's players.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidArgument, SchwarzError
from schwarz.i18n import Listing, Msg, _, listing

Seat = Annotated[int, "seat"]
"""A field that names a seat: a whole number from 0 to the last seat of the game."""

FIELD_TYPES = "__field_types__"
"""The class attribute where ``typed`` keeps a dataclass's declared field types."""

C = TypeVar("C", bound=type)


def typed(cls: C) -> C:
    """Class decorator: read the declared field types of the dataclass ``cls`` now (once, when it is defined)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    setattr(cls, FIELD_TYPES, types.MappingProxyType({f.name: hints[f.name] for f in dataclasses.fields(cls)}))
    return cls


def field_types(cls: type) -> Mapping[str, Any]:
    """The declared field types of a ``@typed`` dataclass, by field name."""
    found: Mapping[str, Any] | None = cls.__dict__.get(FIELD_TYPES)
    if found is None:
        raise TypeError(f"{cls.__name__} does not declare its field types: decorate it with @typed")  # dev-text
    return found


def seat_fields(cls: type) -> tuple[str, ...]:
    """The fields of a ``@typed`` dataclass declared as a ``Seat`` (alone or optional)."""
    return tuple(name for name, tp in field_types(cls).items() if tp == Seat or Seat in typing.get_args(tp))


def fits(value: Any, tp: Any) -> bool:
    """Does ``value`` have the declared type ``tp``?"""
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if tp is str or tp is float or tp is bool:
        return isinstance(value, tp)
    if tp is type(None):
        return value is None
    origin = typing.get_origin(tp)
    if origin is None:
        if tp is not Any and isinstance(tp, type):  # an enum, a dataclass (its fields too, if declared), a class
            return isinstance(value, tp) and (FIELD_TYPES not in tp.__dict__ or well_formed(value))
        return True  # Any, a type variable: nothing to check
    args = typing.get_args(tp)
    if origin is Annotated:
        return fits(value, args[0])
    if origin is typing.Union or origin is types.UnionType:
        return any(fits(value, a) for a in args)
    if origin is tuple or origin is frozenset:
        if not isinstance(value, origin):
            return False
        if origin is frozenset or (len(args) == 2 and args[1] is Ellipsis):
            return all(fits(x, args[0]) for x in value)
        return len(args) == len(value) and all(fits(x, a) for x, a in zip(value, args, strict=True))
    return isinstance(value, origin) if isinstance(origin, type) else True


def mismatch(value: Any) -> tuple[str, Any] | None:
    """The first field of the ``@typed`` dataclass ``value`` whose value does not fit its type, with that type."""
    for name, tp in field_types(type(value)).items():
        if not fits(getattr(value, name), tp):
            return name, tp
    return None


def well_formed(value: Any) -> bool:
    """Does every field of the ``@typed`` dataclass ``value`` have its declared type?"""
    return mismatch(value) is None


def check_fields(obj: Any, error: type[SchwarzError] = InvalidArgument) -> None:
    """Raise ``error`` naming the first field of the ``@typed`` dataclass ``obj`` whose value does not fit its
    declared type: 'Options: market_extra must be a whole number, not 'x''."""
    found = mismatch(obj)
    if found is not None:
        name, tp = found
        raise error(_("{kind}: {field} must be {expected}, not {value}", kind=type(obj).__name__, field=name,
                      expected=describe(tp), value=excerpt(getattr(obj, name))))


def describe(tp: Any) -> Msg | Listing:
    """A declared type in words: 'a whole number', 'one of Shift.DAY, Shift.EVENING or Shift.WEEKEND'."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is Annotated:
        return describe(args[0])
    if origin in (typing.Union, types.UnionType):  # None first: 'None or a tuple whose every item is ...'
        return listing([describe(a) for a in sorted(args, key=lambda a: a is not type(None))], "or")
    if tp is type(None):
        return _("None")
    if tp is bool:
        return _("true or false")
    if tp is int:
        return _("a whole number")
    if tp is float:
        return _("a number")
    if tp is str:
        return _("a text")
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _("a tuple whose every item is {item}", item=describe(args[0]))
    if origin is tuple:
        return _("a tuple of {count} items: {items}", count=len(args),
                 items=listing([describe(a) for a in args], "and"))
    if origin is frozenset:
        return _("a frozenset whose every item is {item}", item=describe(args[0]))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _("one of {values}", values=listing([f"{tp.__name__}.{m.name}" for m in tp], "or"))
    name = tp.__name__ if isinstance(tp, type) else repr(tp)
    return _("a {kind}", kind=name)
