"""Editing saves in tests: the state part of a save, and a save around an edited state."""

from __future__ import annotations

import json
from typing import Any

from schwarz.core.codec import FORMAT


def state_doc(text: str) -> Any:
    """The json of the state inside the save ``text``."""
    return json.loads(text)["state"]


def save_text(game: str, state: Any) -> str:
    """A save of ``game`` holding the (edited) state json ``state``."""
    return json.dumps({"format": FORMAT, "game": game, "state": state})
