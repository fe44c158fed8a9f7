"""Commodity cards (sm.contents, sm.setup, sm.variant): 66 in the box, 60 in play.

The basic game removes 2 flour and 4 potatoes (12 of each commodity); the variant removes 2 sugar and
4 coffee instead (16 potatoes, 14 flour, 12 butter, 10 sugar, 8 coffee).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable

from schwarz.schwarzmarkt.components import commodity_counts, commodity_units, removed_counts
from schwarz.schwarzmarkt.options import Deck


class Commodity(enum.Enum):
    """The five commodities, in the order the engine lists them."""

    POTATOES = "potatoes"
    FLOUR = "flour"
    BUTTER = "butter"
    SUGAR = "sugar"
    COFFEE = "coffee"

    def __repr__(self) -> str:
        return f"Commodity.{self.name}"

    @property
    def unit(self) -> str:
        """'sack' or 'pound' (sacks of potatoes, pounds of butter)."""
        return commodity_units()[self.value]

    def amount(self, count: int) -> str:
        """'2 sacks of potatoes', '1 pound of butter'."""
        unit = self.unit if count == 1 else self.unit + "s"
        return f"{count} {unit} of {self.value}"


ORDER = {c: i for i, c in enumerate(Commodity)}
Goods = tuple[Commodity, ...]
"""A bag of commodity cards, kept sorted (``sort_goods``) so equal bags are equal values."""


def sort_goods(goods: Iterable[Commodity]) -> Goods:
    return tuple(sorted(goods, key=ORDER.__getitem__))


def box() -> Goods:
    """The 66 commodity cards of the box."""
    counts = commodity_counts()
    return tuple(c for c in Commodity for _ in range(counts[c.value]))


def removed_for(deck: Deck) -> Goods:
    """The six cards taken out for the basic game or the variant."""
    counts = removed_counts(deck.value)
    return tuple(c for c in Commodity for _ in range(counts.get(c.value, 0)))


def in_play(deck: Deck) -> Goods:
    """The 60 cards played with (box minus ``removed_for(deck)``)."""
    return sort_goods((Counter(box()) - Counter(removed_for(deck))).elements())


def remove_goods(hand: Goods, goods: Iterable[Commodity]) -> Goods:
    """``hand`` without ``goods`` (each must be there: callers check legality first)."""
    left = Counter(hand)
    left.subtract(goods)
    if any(v < 0 for v in left.values()):
        raise ValueError(f"{list(goods)} are not all in {list(hand)}")
    return sort_goods(left.elements())


def describe_goods(goods: Iterable[Commodity]) -> str:
    """'1 sack of potatoes and 1 pound of butter'."""
    counts = Counter(goods)
    parts = [c.amount(counts[c]) for c in Commodity if counts[c]]
    if not parts:
        return "nothing"
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
