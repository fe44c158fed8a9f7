"""Businesses, money tokens and movement cards (section sch.contents), read from ``schwarz/data/scheffeln.json``.

The text gives neither the token values nor the names of businesses B-G: the data file holds them, each value
with its provenance ('text', 'review' or 'assumed'), and ``Options.token_values`` overrides them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from schwarz.data import load
from schwarz.scheffeln.moving import COLOURS, LETTERS

EVASION = "evasion"
BACKWARD = "backward"
NASTY = "nasty-exchange"
JOKER = "joker"
RUN_CARDS: tuple[str, ...] = (EVASION, BACKWARD, BACKWARD, NASTY, JOKER, JOKER)
"""The 6 RUN cards (section sch.run): Evasion 1x, Backward 2x, Nasty exchange 1x, Joker 2x."""

BASE_DECK: tuple[str, ...] = tuple(c for c in COLOURS for _ in range(3))
"""The 24 movement cards: 3 per car colour (reviews; the text says 24)."""

CARD_NAMES: frozenset[str] = frozenset((*COLOURS, *RUN_CARDS))


@dataclass(frozen=True)
class Business:
    """One business tile: its letter (A least valuable .. H most valuable), name and 4 token values."""

    letter: str
    name: str
    name_source: str
    tokens: tuple[int, ...]
    token_sources: tuple[str, ...]


@cache
def businesses() -> tuple[Business, ...]:
    """The 8 businesses of the data file, A to H."""
    data = load("scheffeln")
    out = tuple(
        Business(
            letter=b["letter"],
            name=b["name"],
            name_source=b["name_source"],
            tokens=tuple(int(t["value"]) for t in b["tokens"]),
            token_sources=tuple(str(t["source"]) for t in b["tokens"]),
        )
        for b in data["businesses"]
    )
    if tuple(b.letter for b in out) != tuple(LETTERS):
        raise ValueError("schwarz/data/scheffeln.json must list the businesses A to H in order")
    return out


def default_token_values() -> tuple[tuple[int, ...], ...]:
    """Token values per business A..H from the data file."""
    return tuple(b.tokens for b in businesses())


def business_name(letter: str) -> str:
    return businesses()[LETTERS.index(letter)].name


def deck(run: bool) -> tuple[str, ...]:
    """All movement cards of a game: 24, plus the 6 RUN cards with the RUN expansion."""
    return (*BASE_DECK, *RUN_CARDS) if run else BASE_DECK
