"""The game registry: ``GAMES`` and ``find_game(name)`` (games looked up by name); ``named(path)`` the object a
``"module:name"`` path of a game's spec names (its bots, fast path, lesson, pictures...)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any

from schwarz.core.codec import excerpt
from schwarz.core.contract import GameSpec
from schwarz.core.errors import InvalidArgument
from schwarz.i18n import _, listing

_MODULES = {
    "schwarzarbeit": "schwarz.schwarzarbeit",
    "scheffeln": "schwarz.scheffeln",
    "schwarzmarkt": "schwarz.schwarzmarkt",
}


class _Registry(Mapping[str, GameSpec]):
    """Maps a game name to its ``GameSpec``; a game's package is imported on first use."""

    def __getitem__(self, name: str) -> GameSpec:
        key = name.strip().lower()
        if key not in _MODULES:
            raise KeyError(name)
        spec: GameSpec = importlib.import_module(_MODULES[key]).GAME
        return spec

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)


GAMES: Mapping[str, GameSpec] = _Registry()


def find_game(name: str) -> GameSpec:
    """The game called ``name`` (case-insensitive); anything else raises ``InvalidArgument``."""
    if isinstance(name, str) and name.strip().lower() in _MODULES:
        return GAMES[name]
    raise InvalidArgument(_("unknown game {name}; known games: {games}", name=excerpt(name), games=listing(GAMES)))


def named(path: str) -> Any:
    """The object a ``"module:name"`` path names, its module imported on first use (a spec names what the engine
    must not import up front: bot classes, fast paths, and in ``widgets`` lessons, exercises and pictures)."""
    module, _colon, name = path.partition(":")
    return getattr(importlib.import_module(module), name)
