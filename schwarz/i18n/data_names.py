"""Names that live in data files but are shown to users: they go into the catalog like any message."""

from __future__ import annotations


def data_names() -> list[tuple[str, str]]:
    """(text, data file) of every user-facing name kept in ``schwarz/data``."""
    return []
