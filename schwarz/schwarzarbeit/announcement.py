"""Obtain information (section '1. Obtain information'): the count of market cards the announcer may take.

The count is of cards, not people: in the second pass two cards of one's own illegal worker both count out.
"""

from __future__ import annotations

from collections.abc import Iterable

from schwarz.schwarzarbeit.cards import Card


def announcement(market: Iterable[Card], own_illegal: frozenset[str]) -> int:
    """How many of the ``market`` cards a player with these illegal workers may hire or denounce."""
    return sum(1 for c in market if c.employee not in own_illegal)
