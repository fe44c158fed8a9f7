"""The drawn table of any game: the module its ``GameSpec.table`` names (``render_table(view, lang) -> str`` and
``button_look(action)``), imported on first use."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from schwarz.core.registry import find_game


def _module(game: str) -> ModuleType:
    return importlib.import_module(find_game(game).table)


def render_table(game: str, view: Any, lang: str = "en") -> str:
    """The game's table as HTML."""
    html: str = _module(game).render_table(view, lang)
    return html


def button_look(game: str, action: Any) -> dict[str, str]:
    """How the game's table draws the button of ``action`` ({'color': ..., 'prefix': ...}; empty: plain)."""
    look = getattr(_module(game), "button_look", None)
    return dict(look(action)) if look is not None else {}
