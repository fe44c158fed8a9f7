"""Writing events to the log: one readable line each, with the rule that governs it."""

from __future__ import annotations

from typing import Any

from schwarz.core.events import Event
from schwarz.core.values import evolve
from schwarz.schwarzarbeit.cards import Card
from schwarz.schwarzarbeit.state import State


def say(
    state: State,
    kind: str,
    text: str,
    rule: str,
    player: int | None = None,
    visible_to: frozenset[int] | None = None,
    **data: Any,
) -> State:
    """``state`` with one more event in its log."""
    return evolve(state, log=(*state.log, Event(kind, text, rule, player, visible_to, data)))


def card_data(card: Card) -> tuple[str, str]:
    """A card as json-friendly event data."""
    return (card.employee, card.shift.value)


def cards_data(cards: tuple[Card, ...]) -> tuple[tuple[str, str], ...]:
    return tuple(card_data(c) for c in cards)
