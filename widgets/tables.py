"""Which pure renderer draws which game's table (``render_table(view, lang) -> str``), imported on first use."""

from __future__ import annotations

import importlib
from html import escape
from typing import Any

RENDERERS = {
    "schwarzarbeit": "widgets.schwarzarbeit.table",
    "scheffeln": "widgets.scheffeln.table",
    "schwarzmarkt": "widgets.schwarzmarkt.table",
}


def render_table(game: str, view: Any, lang: str = "en") -> str:
    """The game's table as HTML; a game without a drawn table yet falls back to its view as text."""
    try:
        module = importlib.import_module(RENDERERS[game])
    except (KeyError, ImportError):
        return f"<pre>{escape(repr(view))}</pre>"
    html: str = module.render_table(view, lang)
    return html


def button_look(game: str, action: Any) -> dict[str, str]:
    """How the game's table draws the button of ``action`` ({'color': ..., 'prefix': ...}; empty: plain)."""
    try:
        module = importlib.import_module(RENDERERS[game])
    except (KeyError, ImportError):
        return {}
    look = getattr(module, "button_look", None)
    return dict(look(action)) if look is not None else {}
