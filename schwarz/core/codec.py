"""Json helpers shared by the three engines: frozen dataclasses <-> plain json, driven by type hints.

``encode(obj)`` turns a (nested) frozen dataclass into json-friendly values; ``decode(cls, data)`` builds it
back, checking types on the way. Malformed input raises ``InvalidState`` naming the path of the bad value.
Each game adds its own rule checks (a card twice, wrong counts) after decoding.
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

from schwarz.core.errors import InvalidState

T = TypeVar("T")
TYPE_TAG = "type"


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
    raise TypeError(f"cannot encode {type(obj).__name__}")


def dumps(obj: Any) -> str:
    """Compact, deterministic json text of ``obj``."""
    return json.dumps(encode(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(cls: type[T], text: str) -> T:
    """Parse json ``text`` as a ``cls``; malformed text raises ``InvalidState``."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as exc:
        raise InvalidState(f"not valid json: {exc}") from None
    result: T = decode(cls, data)
    return result


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
            raise InvalidState(f"{path}: expected null, got {data!r}")
        return None
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise InvalidState(f"{path}: {data!r} is not a {tp.__name__}") from None
    if tp is bool:
        if not isinstance(data, bool):
            raise InvalidState(f"{path}: expected true/false, got {data!r}")
        return data
    if tp in (int, float, str):
        ok = isinstance(data, tp) and not isinstance(data, bool)
        if tp is float and isinstance(data, int) and not isinstance(data, bool):
            return float(data)
        if not ok:
            raise InvalidState(f"{path}: expected {tp.__name__}, got {data!r}")
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _decode_dataclass(tp, data, path)
    if origin is tuple:
        if not isinstance(data, list):
            raise InvalidState(f"{path}: expected a list, got {data!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise InvalidState(f"{path}: expected {len(args)} items, got {len(data)}")
        return tuple(decode(a, x, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, data, strict=True)))
    if origin is frozenset:
        if not isinstance(data, list):
            raise InvalidState(f"{path}: expected a list, got {data!r}")
        items = [decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(data)]
        if len(set(items)) != len(items):
            raise InvalidState(f"{path}: an item appears twice")
        return frozenset(items)
    if origin in (dict, Mapping, typing.Mapping) or (origin is not None and origin is Mapping):
        if not isinstance(data, list) or not all(isinstance(p, list) and len(p) == 2 for p in data):
            raise InvalidState(f"{path}: expected a list of [key, value] pairs")
        return {decode(args[0], k, f"{path}.key"): decode(args[1], v, f"{path}[{k!r}]") for k, v in data}
    raise InvalidState(f"{path}: cannot decode type {tp!r}")


def _decode_union(args: tuple[Any, ...], data: Any, path: str) -> Any:
    if data is None and type(None) in args:
        return None
    classes = [a for a in args if isinstance(a, type) and dataclasses.is_dataclass(a)]
    if classes and isinstance(data, dict) and TYPE_TAG in data:
        for c in classes:
            if c.__name__ == data[TYPE_TAG]:
                return _decode_dataclass(c, data, path)
        raise InvalidState(f"{path}: unknown kind {data[TYPE_TAG]!r}")
    errors = []
    for a in args:
        if a is type(None):
            continue
        try:
            return decode(a, data, path)
        except InvalidState as exc:
            errors.append(str(exc))
    raise InvalidState(f"{path}: {data!r} matches none of the allowed types ({'; '.join(errors)})")


def _decode_dataclass(cls: type, data: Any, path: str) -> Any:
    if not isinstance(data, dict):
        raise InvalidState(f"{path}: expected an object for {cls.__name__}, got {data!r}")
    tag = data.get(TYPE_TAG, cls.__name__)
    if tag != cls.__name__:
        raise InvalidState(f"{path}: expected {cls.__name__}, got {tag!r}")
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    unknown = set(data) - names - {TYPE_TAG}
    if unknown:
        raise InvalidState(f"{path}: unknown field(s) {sorted(unknown)} for {cls.__name__}")
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise InvalidState(f"{path}: missing field {f.name!r} of {cls.__name__}")
            continue
        kwargs[f.name] = decode(hints[f.name], data[f.name], f"{path}.{f.name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise InvalidState(f"{path}: {cls.__name__}: {exc}") from None


def _freeze(data: Any) -> Any:
    """Raw json (for ``Any`` fields) made hashable-friendly: lists become tuples."""
    if isinstance(data, list):
        return tuple(_freeze(x) for x in data)
    if isinstance(data, dict):
        return {k: _freeze(v) for k, v in data.items()}
    return data
