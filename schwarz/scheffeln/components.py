"""Businesses, money tokens and movement cards (section sch.contents), read from ``schwarz/data/scheffeln.json``.

The text gives neither the token values nor the names of businesses B-G: the data file holds them, each value
with its provenance ('text', 'review' or 'assumed'), and ``Options.token_values`` overrides them. The business
names are catalog messages too (``schwarz.i18n.data_names``), kept as printed in every language.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache
from typing import Union

from schwarz.data import load
from schwarz.i18n import Msg, pgettext
from schwarz.scheffeln.cars import COLOURS, Colour
from schwarz.scheffeln.moving import LETTERS


class RunCard(enum.StrEnum):
    """The kinds of RUN cards (section sch.run); the value is the card's name in saves."""

    EVASION = "evasion"
    BACKWARD = "backward"
    NASTY = "nasty-exchange"
    JOKER = "joker"

    def __repr__(self) -> str:
        return f"RunCard.{self.name}"

    def message(self) -> Msg:
        """The card's printed name: 'Nasty exchange'."""
        return _RUN_NAMES[self]


_RUN_NAMES = {
    RunCard.EVASION: pgettext("RUN card", "Evasion"),
    RunCard.BACKWARD: pgettext("RUN card", "Backward"),
    RunCard.NASTY: pgettext("RUN card", "Nasty exchange"),
    RunCard.JOKER: pgettext("RUN card", "Joker"),
}

Card = Union[Colour, RunCard]  # noqa: UP007 (a runtime alias the json decoder reads)
"""A movement card: a colour card (it moves the car of its colour) or a RUN card."""

EVASION = RunCard.EVASION
BACKWARD = RunCard.BACKWARD
NASTY = RunCard.NASTY
JOKER = RunCard.JOKER
RUN_CARDS: tuple[RunCard, ...] = (EVASION, BACKWARD, BACKWARD, NASTY, JOKER, JOKER)
"""The 6 RUN cards (section sch.run): Evasion 1x, Backward 2x, Nasty exchange 1x, Joker 2x."""

BASE_DECK: tuple[Colour, ...] = tuple(c for c in COLOURS for _ in range(3))
"""The 24 movement cards: 3 per car colour (reviews; the text says 24)."""

CARD_NAMES: frozenset[str] = frozenset((*COLOURS, *RUN_CARDS))


def card_named(name: str) -> Card:
    """The movement card called ``name`` ('red', 'joker'); ``ValueError`` for anything else."""
    if name in COLOURS:
        return Colour(name)
    return RunCard(name)


def card_word(card: Card) -> Msg:
    """A movement card in a list of cards ('green', 'nasty-exchange'): its colour, or the RUN card (the word of the
    log and of the error messages, here so that the rules need not import the wording)."""
    known = card_named(card)
    if isinstance(known, RunCard):
        return _RUN_WORDS[known]
    return known.message()


_RUN_WORDS = {
    RunCard.EVASION: pgettext("RUN card in a list of cards", "evasion"),
    RunCard.BACKWARD: pgettext("RUN card in a list of cards", "backward"),
    RunCard.NASTY: pgettext("RUN card in a list of cards", "nasty-exchange"),
    RunCard.JOKER: pgettext("RUN card in a list of cards", "joker"),
}


@dataclass(frozen=True)
class Business:
    """One business tile: its letter (A least valuable .. H most valuable), name and 4 token values."""

    letter: str
    name: str
    name_source: str
    tokens: tuple[int, ...]
    token_sources: tuple[str, ...]

    def message(self) -> Msg:
        """The business's name as printed ('Dinero Docks'), from the catalog (``schwarz.i18n.data_names``)."""
        return Msg(self.name)


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
        raise ValueError("schwarz/data/scheffeln.json must list the businesses A to H in order")  # dev-text
    return out


def business(letter: str) -> Business:
    """The business with ``letter`` ('A'..'H')."""
    return businesses()[LETTERS.index(letter)]


def default_token_values() -> tuple[tuple[int, ...], ...]:
    """Token values per business A..H from the data file."""
    return tuple(b.tokens for b in businesses())


def deck(run: bool) -> tuple[Card, ...]:
    """All movement cards of a game: 24, plus the 6 RUN cards with the RUN expansion."""
    return (*BASE_DECK, *RUN_CARDS) if run else BASE_DECK
