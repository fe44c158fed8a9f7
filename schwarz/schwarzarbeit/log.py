"""Writing events to the log: one readable line each, with the rule that governs it."""

from __future__ import annotations

from schwarz.core.events import say as say  # one log writer for all games
from schwarz.schwarzarbeit.cards import Card


def card_data(card: Card) -> tuple[str, str]:
    """A card as json-friendly event data."""
    return (card.employee, card.shift.value)


def cards_data(cards: tuple[Card, ...]) -> tuple[tuple[str, str], ...]:
    return tuple(card_data(c) for c in cards)
