"""Component tables of the three games (json package data), each value with its provenance."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any


def load(name: str) -> dict[str, Any]:
    """The table ``schwarz/data/<name>.json`` as a dict (``name`` without the ``.json`` suffix)."""
    text = resources.files(__name__).joinpath(f"{name}.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data
