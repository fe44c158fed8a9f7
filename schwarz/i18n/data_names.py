"""Names that live in data files but are shown to users: they go into the catalog like any message."""

from __future__ import annotations

from schwarz.data import load

SCHEFFELN = "schwarz/data/scheffeln.json"
SCHWARZMARKT = "schwarz/data/schwarzmarkt.json"


def scheffeln_names() -> list[tuple[str, str]]:
    """The Scheffeln businesses ('Dinero Docks'): ``Business.message()`` looks them up."""
    return [(str(b["name"]), SCHEFFELN) for b in load("scheffeln")["businesses"]]


def schwarzmarkt_names() -> list[tuple[str, str]]:
    """Schwarzmarkt: the luxury items ('chewing gum') and what each text card says (its German title is printed
    on the card and stays untranslated)."""
    table = load("schwarzmarkt")
    luxury = [str(item["name"]) for item in table["luxury"]]
    texts = [str(card["text"]) for card in table["black_market"]["text_cards"]]
    return [(text, SCHWARZMARKT) for text in (*luxury, *texts)]


def data_names() -> list[tuple[str, str]]:
    """(text, data file) of every user-facing name kept in ``schwarz/data``."""
    return [*scheffeln_names(), *schwarzmarkt_names()]
