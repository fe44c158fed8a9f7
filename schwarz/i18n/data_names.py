"""Names that live in data files but are shown to users: they go into the catalog like any message."""

from __future__ import annotations

from schwarz.data import load


def scheffeln_names() -> list[tuple[str, str]]:
    """The Scheffeln businesses ('Dinero Docks'): ``Business.message()`` looks them up."""
    return [(str(b["name"]), "schwarz/data/scheffeln.json") for b in load("scheffeln")["businesses"]]


def data_names() -> list[tuple[str, str]]:
    """(text, data file) of every user-facing name kept in ``schwarz/data``."""
    return [*scheffeln_names()]
