"""Black-market cards (sm.contents, sm.round.black-market, sm.events): offer cards and the nine text cards.

An offer card demands quantities of up to two commodities for one exchange round (text example 1: 2 sacks of
potatoes - 2 pounds of butter). A text card acts at once, or (Limit!, Verdorbene Ware!, Waren knapp!) on the
next exchange round. The split of the 30 cards is not published: see ``schwarz/data/schwarzmarkt.json``.

A text card keeps its German title as printed (``TextCard.title``, never translated); its instructions
(``TextCard.explanation``) come from the data file and are translated in the catalog
(``schwarz/i18n/data_names.py``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache

from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidAction
from schwarz.core.fields import check_fields, typed
from schwarz.i18n import Msg, _, render
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.commodities import ORDER, Commodity
from schwarz.schwarzmarkt.components import offer_table, text_card_table


class TextCard(enum.Enum):
    """The nine text cards, by their German title."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

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
        return {i: n for i, n, _text, _count in text_card_table()}[self.value]

    def explanation(self) -> Msg:
        """What the card says, in the page's language (the English text is the data file's, the catalog
        translates it)."""
        return Msg({i: t for i, _title, t, _count in text_card_table()}[self.value])

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


@typed
@dataclass(frozen=True)
class Offer:
    """An offer card: the demand, as (commodity, quantity) pairs in commodity order."""

    demand: tuple[tuple[Commodity, int], ...]

    def __post_init__(self) -> None:
        check_fields(self, InvalidAction)
        if not 1 <= len(self.demand) <= 2:
            raise InvalidAction(_("an offer card demands one or two commodities"))
        kinds = [c for c, _count in self.demand]
        if len(set(kinds)) != len(kinds) or sorted(kinds, key=ORDER.__getitem__) != kinds:
            raise InvalidAction(_("an offer card lists distinct commodities in commodity order, not {demand}",
                                 demand=excerpt(self.demand)))
        if any(q < 1 for _kind, q in self.demand):
            raise InvalidAction(_("an offer card demands positive quantities, not {demand}",
                                 demand=excerpt(self.demand)))

    def message(self) -> Msg:
        """The card as printed: '2 sacks of potatoes - 2 pounds of butter'."""
        amounts = [c.amount(q) for c, q in self.demand]
        if len(amounts) == 1:
            return amounts[0]
        # i18n: the two demands of an offer card, as printed on it
        return _("{first} - {second}", first=amounts[0], second=amounts[1])

    def __str__(self) -> str:
        return render(self.message(), "en")


BlackMarketCard = Offer | TextCard


def offer(**demand: int) -> Offer:
    """``offer(potatoes=2, butter=2)``."""
    pairs = sorted(((Commodity(k), v) for k, v in demand.items()), key=lambda p: ORDER[p[0]])
    return Offer(tuple(pairs))


@cache
def deck() -> tuple[BlackMarketCard, ...]:
    """The 30 black-market cards (the data file's offers, then the text cards): made and checked once, the cards
    are values every game shares."""
    offers: list[BlackMarketCard] = [offer(**d) for d in offer_table()]
    texts: list[BlackMarketCard] = [TextCard(i) for i, _title, _text, n in text_card_table() for _copy in range(n)]
    return (*offers, *texts)


def card_message(card: BlackMarketCard) -> Msg:
    """A black-market card named in a sentence: "offer card '3 sacks of flour'", "'Razzia!'"."""
    if isinstance(card, Offer):
        return _("offer card '{offer}'", offer=card)
    # i18n: {card} is the German title printed on a text card (Razzia!): it is not translated
    return _("'{card}'", card=card.title)
