"""Black-market cards (sm.contents, sm.round.black-market, sm.events): offer cards and the nine text cards.

An offer card demands quantities of up to two commodities for one exchange round (text example 1: 2 sacks of
potatoes - 2 pounds of butter). A text card acts at once, or (Limit!, Verdorbene Ware!, Waren knapp!) on the
next exchange round. The split of the 30 cards is not published: see ``schwarz/data/schwarzmarkt.json``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.commodities import ORDER, Commodity
from schwarz.schwarzmarkt.components import offer_table, text_card_table


class TextCard(enum.Enum):
    """The nine text cards, by their German title."""

    SPIONAGE = "spionage"
    SCHNELLES_GESCHAEFT = "schnelles-geschaeft"
    ZWANGSTAUSCH = "zwangstausch"
    RAZZIA = "razzia"
    NEUE_WARE = "neue-ware"
    LIMIT = "limit"
    ALTE_RECHNUNG = "alte-rechnung"
    VERDORBENE_WARE = "verdorbene-ware"
    WAREN_KNAPP = "waren-knapp"

    def __repr__(self) -> str:
        return f"TextCard.{self.name}"

    def __str__(self) -> str:
        return self.title

    @property
    def title(self) -> str:
        return {i: n for i, n, _, _ in text_card_table()}[self.value]

    @property
    def text(self) -> str:
        return {i: t for i, _, t, _ in text_card_table()}[self.value]

    @property
    def rule(self) -> str:
        return RULES[self]

    @property
    def next_round(self) -> bool:
        """Does the card act on the next exchange round (instead of at once)?"""
        return self in NEXT_ROUND


RULES = {
    TextCard.SPIONAGE: R.SPIONAGE,
    TextCard.SCHNELLES_GESCHAEFT: R.SCHNELLES_GESCHAEFT,
    TextCard.ZWANGSTAUSCH: R.ZWANGSTAUSCH,
    TextCard.RAZZIA: R.RAZZIA,
    TextCard.NEUE_WARE: R.NEUE_WARE,
    TextCard.LIMIT: R.LIMIT,
    TextCard.ALTE_RECHNUNG: R.ALTE_RECHNUNG,
    TextCard.VERDORBENE_WARE: R.VERDORBENE_WARE,
    TextCard.WAREN_KNAPP: R.WAREN_KNAPP,
}
NEXT_ROUND = frozenset({TextCard.LIMIT, TextCard.VERDORBENE_WARE, TextCard.WAREN_KNAPP})


@dataclass(frozen=True)
class Offer:
    """An offer card: the demand, as (commodity, quantity) pairs in commodity order."""

    demand: tuple[tuple[Commodity, int], ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.demand) <= 2:
            raise ValueError("an offer card demands one or two commodities")
        kinds = [c for c, _ in self.demand]
        if len(set(kinds)) != len(kinds) or sorted(kinds, key=ORDER.__getitem__) != kinds:
            raise ValueError(f"offer demand must list distinct commodities in order: {self.demand!r}")
        if any(not isinstance(q, int) or q < 1 for _, q in self.demand):
            raise ValueError(f"offer quantities must be positive: {self.demand!r}")

    def __str__(self) -> str:
        return " - ".join(c.amount(q) for c, q in self.demand)


BlackMarketCard = Offer | TextCard


def offer(**demand: int) -> Offer:
    """``offer(potatoes=2, butter=2)``."""
    pairs = sorted(((Commodity(k), v) for k, v in demand.items()), key=lambda p: ORDER[p[0]])
    return Offer(tuple(pairs))


def deck() -> tuple[BlackMarketCard, ...]:
    """The 30 black-market cards (the data file's offers, then the text cards)."""
    offers: list[BlackMarketCard] = [offer(**d) for d in offer_table()]
    texts: list[BlackMarketCard] = [TextCard(i) for i, _, _, n in text_card_table() for _ in range(n)]
    return (*offers, *texts)


def card_name(card: BlackMarketCard) -> str:
    return f"offer card '{card}'" if isinstance(card, Offer) else f"'{card.title}'"
