"""Commodity cards (sm.contents, sm.setup, sm.variant): 66 in the box, 60 in play.

The basic game removes 2 flour and 4 potatoes (12 of each commodity); the variant removes 2 sugar and
4 coffee instead (16 potatoes, 14 flour, 12 butter, 10 sugar, 8 coffee). Potatoes and flour come in sacks,
butter, sugar and coffee in pounds (sm.round.black-market, example 1; the data file says which units are
assumed): ``Commodity.amount`` words a quantity from the catalog.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable

from schwarz.i18n import Listing, Msg, _, listing, ngettext
from schwarz.schwarzmarkt.components import commodity_counts, removed_counts
from schwarz.schwarzmarkt.options import Deck


class Commodity(enum.Enum):
    """The five commodities, in the order the engine lists them."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

    POTATOES = "potatoes"
    FLOUR = "flour"
    BUTTER = "butter"
    SUGAR = "sugar"
    COFFEE = "coffee"

    def __repr__(self) -> str:
        return f"Commodity.{self.name}"

    def message(self) -> Msg:
        """The commodity's name: 'potatoes' / 'pommes de terre'."""
        match self:
            case Commodity.POTATOES:
                return _("potatoes")
            case Commodity.FLOUR:
                return _("flour")
            case Commodity.BUTTER:
                return _("butter")
            case Commodity.SUGAR:
                return _("sugar")
        return _("coffee")

    def amount(self, count: int) -> Msg:
        """'1 sack of potatoes', '2 pounds of butter' / '2 livres de beurre'."""
        match self:
            case Commodity.POTATOES:
                return ngettext("{n} sack of potatoes", "{n} sacks of potatoes", count)
            case Commodity.FLOUR:
                return ngettext("{n} sack of flour", "{n} sacks of flour", count)
            case Commodity.BUTTER:
                return ngettext("{n} pound of butter", "{n} pounds of butter", count)
            case Commodity.SUGAR:
                return ngettext("{n} pound of sugar", "{n} pounds of sugar", count)
        return ngettext("{n} pound of coffee", "{n} pounds of coffee", count)


ORDER = {c: i for i, c in enumerate(Commodity)}
Goods = tuple[Commodity, ...]
"""A bag of commodity cards, kept sorted (``sort_goods``) so equal bags are equal values."""


def sort_goods(goods: Iterable[Commodity]) -> Goods:
    return tuple(sorted(goods, key=ORDER.__getitem__))


def box() -> Goods:
    """The 66 commodity cards of the box."""
    counts = commodity_counts()
    return tuple(c for c in Commodity for _copy in range(counts[c.value]))


def removed_for(deck: Deck) -> Goods:
    """The six cards taken out for the basic game or the variant."""
    counts = removed_counts(deck.value)
    return tuple(c for c in Commodity for _copy in range(counts.get(c.value, 0)))


def in_play(deck: Deck) -> Goods:
    """The 60 cards played with (box minus ``removed_for(deck)``)."""
    return sort_goods((Counter(box()) - Counter(removed_for(deck))).elements())


def remove_goods(hand: Goods, goods: Iterable[Commodity]) -> Goods:
    """``hand`` without ``goods`` (each must be there: callers check legality first)."""
    left = Counter(hand)
    left.subtract(goods)
    if any(v < 0 for v in left.values()):
        raise ValueError(f"{list(goods)} are not all in {list(hand)}")  # dev-text: a programming error
    return sort_goods(left.elements())


def goods_message(goods: Iterable[Commodity]) -> Msg | Listing:
    """'1 sack of potatoes and 1 pound of butter' ('nothing' for no card)."""
    counts = Counter(goods)
    parts: list[Msg | str] = [c.amount(counts[c]) for c in Commodity if counts[c]]
    return listing(parts, "and") if parts else _("nothing")



