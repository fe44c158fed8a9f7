"""Positions and moves written as plain data (the tutorials' lesson files): reading helpers shared by the games.

A position is a table of plain values (player names, card words, numbers); each game's ``position.from_data``
turns it into a valid state. A move is one line of words ('hire Sid Schmiel/weekend', 'move blue', 'exchange
potatoes potatoes'); each game's ``position.move_text`` writes an action that way, and ``find_move`` finds the
legal action a line names. Anything that cannot be read raises ``InvalidState`` naming the key or the line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from fnmatch import fnmatchcase
from typing import Any

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidState
from schwarz.i18n import _, listing

MoveText = Callable[[Any, Any], str]
"""``move_text(state, action) -> str``: an action in a game's move notation."""


def check_keys(data: Mapping[str, Any], allowed: Iterable[str]) -> None:
    """Refuse a key the position notation does not know (a typing mistake in a lesson file)."""
    known = tuple(allowed)
    for key in data:
        if key not in known:
            raise InvalidState(_("unknown key {key} in a position; the keys are {keys}", key=excerpt(key),
                                 keys=listing(known)))


def text(data: Mapping[str, Any], key: str, default: str = "") -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise InvalidState(_("{key} must be a word or a line of words, not {value}", key=key, value=excerpt(value)))
    return value


def number(data: Mapping[str, Any], key: str, default: int = 0) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidState(_("{key} must be a whole number, not {value}", key=key, value=excerpt(value)))
    return value


def flag(data: Mapping[str, Any], key: str, default: bool = False) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise InvalidState(_("{key} must be true or false, not {value}", key=key, value=excerpt(value)))
    return value


def words(data: Mapping[str, Any], key: str) -> list[str]:
    """A list of words (a list of strings, or one string of words separated by spaces)."""
    value = data.get(key, [])
    if isinstance(value, str):
        return value.split()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidState(_("{key} must be a list of words, not {value}", key=key, value=excerpt(value)))
    return list(value)


def strings(data: Mapping[str, Any], key: str) -> list[str]:
    """A list of strings (names that hold spaces: 'Heinz Henn')."""
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InvalidState(_("{key} must be a list of names, not {value}", key=key, value=excerpt(value)))
    return list(value)


def seat_of(players: Sequence[str], name: str) -> int:
    """The seat of the player called ``name``."""
    if name not in players:
        raise InvalidState(_("no player is called {name}; the players are {players}", name=excerpt(name),
                             players=listing(players)))
    return players.index(name)


def per_player(data: Mapping[str, Any], key: str, players: Sequence[str]) -> dict[int, Any]:
    """A table keyed by player names (``illegal = { Andrea = [...] }``) as a table keyed by seats."""
    value = data.get(key, {})
    if not isinstance(value, Mapping):
        raise InvalidState(_("{key} must be a table of player names, not {value}", key=key, value=excerpt(value)))
    return {seat_of(players, str(name)): v for name, v in value.items()}


def players_of(data: Mapping[str, Any], default: Sequence[str]) -> tuple[str, ...]:
    value = data.get("players", list(default))
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise InvalidState(_("players must be a list of names, not {value}", value=excerpt(value)))
    if len(set(value)) != len(value):
        raise InvalidState(_("two players have the same name: {players}", players=listing(value)))
    return tuple(value)


def normal(line: str) -> str:
    """A move line with single spaces and no case (how lines are compared)."""
    return " ".join(line.split()).lower()


def matches(pattern: str, line: str) -> bool:
    """Does the move ``line`` fit ``pattern`` ('*' stands for any words: 'exchange * for green')?"""
    return fnmatchcase(normal(line), normal(pattern))


def find_move(state: Any, actions: Sequence[Any], line: str, move_text: MoveText) -> Any:
    """The one action among ``actions`` (the legal ones) that the move ``line`` names."""
    found = [a for a in actions if matches(line, move_text(state, a))]
    if len(found) != 1:
        legal = listing(move_text(state, a) for a in actions[:12])
        if not found:
            raise InvalidState(_("no legal move is written {line}; legal now: {legal}", line=excerpt(line),
                                 legal=legal))
        raise InvalidState(_("{line} names more than one legal move: {moves}", line=excerpt(line),
                             moves=listing(move_text(state, a) for a in found[:6])))
    return found[0]
