"""Json helpers shared by the three engines: frozen dataclasses <-> plain json, driven by type hints.

``encode(obj)`` turns a (nested) frozen dataclass into json-friendly values; ``decode(cls, data)`` builds it
back, checking types on the way. Malformed input raises ``InvalidState`` naming the path of the bad value,
quoting at most a short excerpt of it. Each game adds its own rule checks (a card twice, wrong counts) after
decoding.

A save is an envelope ``{"format": FORMAT, "game": name, "state": ...}``. Format 1 (before typed events) held
English sentences in its log and had no envelope; it is refused with a message naming the format.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeVar

from schwarz.core.errors import InvalidState, SchwarzError
from schwarz.i18n import _, ngettext

T = TypeVar("T")
TYPE_TAG = "type"
FORMAT = 2
"""The save format: 2 = typed events in an envelope naming the game."""
MAX_BYTES = 4_000_000
"""A save is refused before parsing when longer than this (a long game's save is about 100 kB)."""
MAX_DEPTH = 40
"""A save nests values at most this deep (a state needs about 8 levels)."""


def excerpt(value: Any, limit: int = 60) -> str:
    """A short quote of ``value`` for an error message (never the whole input)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def encode(obj: Any) -> Any:
    """Json-friendly form of ``obj`` (dataclasses, enums, tuples, frozensets, mappings, primitives)."""
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {TYPE_TAG: type(obj).__name__}
        for f in dataclasses.fields(obj):
            out[f.name] = encode(getattr(obj, f.name))
        return out
    if isinstance(obj, frozenset | set):
        return sorted((encode(x) for x in obj), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(obj, tuple | list):
        return [encode(x) for x in obj]
    if isinstance(obj, Mapping):
        return [[encode(k), encode(v)] for k, v in obj.items()]
    raise TypeError(f"cannot encode {type(obj).__name__}")  # dev-text: a programming error


def dumps(obj: Any, game: str) -> str:
    """Compact, deterministic json text of the state ``obj`` of ``game``, in the save envelope."""
    envelope = {"format": FORMAT, "game": game, "state": encode(obj)}
    return json.dumps(envelope, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(cls: type[T], text: str, game: str) -> T:
    """Read a save of ``game`` as a ``cls``; anything else raises ``InvalidState`` saying what is wrong."""
    data = parse(text)
    if not isinstance(data, dict) or "format" not in data:
        raise InvalidState(_("this save has no format number: it was written by an earlier version of schwarz "
                             "(format 1), which this version ({format}) cannot read", format=FORMAT))
    if data["format"] != FORMAT:
        raise InvalidState(_("this save has format {found}; this version of schwarz reads format {format} only",
                             found=excerpt(data["format"]), format=FORMAT))
    if data.get("game") != game:
        raise InvalidState(_("this is not a save of {game} but of {found}", game=game,
                             found=excerpt(data.get("game"))))
    unknown = set(data) - {"format", "game", "state"}
    if unknown:
        raise InvalidState(ngettext("unknown field in the save: {fields}", "unknown fields in the save: {fields}",
                                    len(unknown), fields=excerpt(sorted(unknown))))
    result: T = decode(cls, data.get("state"), "$.state")
    return result


def parse(text: Any) -> Any:
    """Json ``text`` parsed within the size and depth limits; anything else raises ``InvalidState``."""
    if not isinstance(text, str):
        raise InvalidState(_("a save is json text, not {kind}", kind=type(text).__name__))
    if len(text) > MAX_BYTES:
        raise InvalidState(_("this save is too large ({size} kB; at most {limit} kB)",
                             size=len(text) // 1000, limit=MAX_BYTES // 1000))
    if _nesting(text) > MAX_DEPTH:
        raise InvalidState(_("this save nests values more than {limit} levels deep", limit=MAX_DEPTH))
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise InvalidState(_("this is not valid json: {error}", error=excerpt(str(exc), 120))) from None


def _nesting(text: str) -> int:
    """How deeply brackets nest in ``text`` (an upper bound: brackets inside strings count too)."""
    depth = deepest = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(tp: Any, data: Any, path: str = "$") -> Any:
    """Build a value of type ``tp`` from json ``data``; raise ``InvalidState`` with the path on mismatch."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return _freeze(data)
    if origin in (typing.Union, types.UnionType):
        return _decode_union(args, data, path)
    if tp is type(None):
        if data is not None:
            raise InvalidState(_("{path}: expected null, got {value}", path=path, value=excerpt(data)))
        return None
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise InvalidState(_("{path}: {value} is not a {kind}",
                                 path=path, value=excerpt(data), kind=tp.__name__)) from None
    if tp is bool:
        if not isinstance(data, bool):
            raise InvalidState(_("{path}: expected true/false, got {value}", path=path, value=excerpt(data)))
        return data
    if tp in (int, float, str):
        ok = isinstance(data, tp) and not isinstance(data, bool)
        if tp is float and isinstance(data, int) and not isinstance(data, bool):
            return float(data)
        if not ok:
            raise InvalidState(_("{path}: expected {kind}, got {value}",
                                 path=path, kind=tp.__name__, value=excerpt(data)))
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _decode_dataclass(tp, data, path)
    if origin is tuple:
        if not isinstance(data, list):
            raise InvalidState(_("{path}: expected a list, got {value}", path=path, value=excerpt(data)))
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise InvalidState(_("{path}: expected {count} items, got {found}",
                                 path=path, count=len(args), found=len(data)))
        return tuple(decode(a, x, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, data, strict=True)))
    if origin is frozenset:
        if not isinstance(data, list):
            raise InvalidState(_("{path}: expected a list, got {value}", path=path, value=excerpt(data)))
        items = [decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(data)]
        if len(set(items)) != len(items):
            raise InvalidState(_("{path}: an item appears twice", path=path))
        return frozenset(items)
    if origin in (dict, Mapping, typing.Mapping) or (origin is not None and origin is Mapping):
        if not isinstance(data, list) or not all(isinstance(p, list) and len(p) == 2 for p in data):
            raise InvalidState(_("{path}: expected a list of [key, value] pairs", path=path))
        return {decode(args[0], k, f"{path}.key"): decode(args[1], v, f"{path}[{k!r}]") for k, v in data}
    raise InvalidState(_("{path}: cannot decode type {kind}", path=path, kind=repr(tp)))


def _decode_union(args: tuple[Any, ...], data: Any, path: str) -> Any:
    if data is None and type(None) in args:
        return None
    classes = [a for a in args if isinstance(a, type) and dataclasses.is_dataclass(a)]
    if classes and isinstance(data, dict) and TYPE_TAG in data:
        for c in classes:
            if c.__name__ == data[TYPE_TAG]:
                return _decode_dataclass(c, data, path)
        raise InvalidState(_("{path}: unknown kind {kind}", path=path, kind=excerpt(data[TYPE_TAG])))
    for a in args:
        if a is type(None):
            continue
        try:
            return decode(a, data, path)
        except InvalidState:
            continue
    raise InvalidState(_("{path}: {value} matches none of the allowed types", path=path, value=excerpt(data)))


def _decode_dataclass(cls: type, data: Any, path: str) -> Any:
    if not isinstance(data, dict):
        raise InvalidState(_("{path}: expected an object for {kind}, got {value}", path=path, kind=cls.__name__,
                             value=excerpt(data)))
    tag = data.get(TYPE_TAG, cls.__name__)
    if tag != cls.__name__:
        raise InvalidState(_("{path}: expected {kind}, got {value}", path=path, kind=cls.__name__,
                             value=excerpt(tag)))
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    unknown = set(data) - names - {TYPE_TAG}
    if unknown:
        raise InvalidState(ngettext("{path}: unknown field {fields} for {kind}",
                                    "{path}: unknown fields {fields} for {kind}", len(unknown), path=path,
                                    fields=excerpt(sorted(map(str, unknown))), kind=cls.__name__))
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise InvalidState(_("{path}: missing field {field} of {kind}", path=path, field=f.name,
                                     kind=cls.__name__))
            continue
        kwargs[f.name] = decode(hints[f.name], data[f.name], f"{path}.{f.name}")
    try:
        return cls(**kwargs)
    except SchwarzError as exc:
        raise InvalidState(_("{path}: {kind}: {error}", path=path, kind=cls.__name__, error=exc.message)) from None
    except (TypeError, ValueError) as exc:
        error = excerpt(str(exc), 120)
        raise InvalidState(_("{path}: {kind}: {error}", path=path, kind=cls.__name__, error=error)) from None


def _freeze(data: Any) -> Any:
    """Raw json (for ``Any`` fields) made hashable-friendly: lists become tuples."""
    if isinstance(data, list):
        return tuple(_freeze(x) for x in data)
    if isinstance(data, dict):
        return {k: _freeze(v) for k, v in data.items()}
    return data
