"""The component tables of Schwarzmarkt, read once from ``schwarz/data/schwarzmarkt.json`` (with provenance).

Values the text does not publish (the price track between 1, 9, 25 and 50, its die symbols, the split of the
black-market deck) are marked ``assumed`` in the data file; ``ASSUMED`` lists them for the app.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from schwarz.data import load
from schwarz.i18n import Msg, _


@cache
def table() -> dict[str, Any]:
    """The whole data file (read once)."""
    return load("schwarzmarkt")


def track_table() -> tuple[tuple[int, int], ...]:
    """(value, die) of the 14 price spaces, start first (sm.contents)."""
    return tuple((int(s["value"]), int(s["die"])) for s in table()["price_track"]["track"])


def luxury_table() -> tuple[tuple[str, int, int], ...]:
    """(name, value, count) of the four luxury cards (sm.contents)."""
    return tuple((str(x["name"]), int(x["value"]), int(x["count"])) for x in table()["luxury"])


def commodity_counts() -> dict[str, int]:
    """Cards per commodity in the box (66 in all)."""
    return {str(c["name"]): int(c["count"]) for c in table()["commodities"]}


def commodity_units() -> dict[str, str]:
    return {str(c["name"]): str(c["unit"]) for c in table()["commodities"]}


def removed_counts(deck: str) -> dict[str, int]:
    """Cards removed from the box for the deck ``'basic'`` (sm.setup) or ``'variant'`` (sm.variant): the keys of
    the data file's ``removed`` table (``options.Deck`` values)."""
    return {k: int(v) for k, v in table()["removed"][deck].items() if k != "source"}


def text_card_table() -> tuple[tuple[str, str, str, int], ...]:
    """(id, name, text, count) of the text cards."""
    return tuple(
        (str(c["id"]), str(c["name"]), str(c["text"]), int(c["count"])) for c in table()["black_market"]["text_cards"]
    )


def offer_table() -> tuple[dict[str, int], ...]:
    """The demand of each offer card, commodity name -> quantity."""
    return tuple({str(k): int(v) for k, v in o["demand"].items()} for o in table()["black_market"]["offer_cards"])


def assumed() -> tuple[Msg, ...]:
    """The values the data file marks as assumed, in words (for the app's 'assumed' badges)."""
    from schwarz.schwarzmarkt.black_market import offer  # the cards are built from this module's tables

    out: list[Msg] = []
    for s in table()["price_track"]["track"]:
        if s["value_source"] == "assumed":
            out.append(_("price space {space}: value {value}", space=int(s["space"]), value=int(s["value"])))
        if s["die_source"] == "assumed":
            out.append(_("price space {space}: die {die}", space=int(s["space"]), die=int(s["die"])))
    for o in table()["black_market"]["offer_cards"]:
        if o["source"] == "assumed":
            out.append(_("offer card '{offer}'", offer=offer(**o["demand"])))
    if table()["black_market"]["split_source"] == "assumed":
        texts = sum(count for _id, _name, _text, count in text_card_table())
        out.append(_("black-market deck split: {texts} text cards (one each) and {offers} offer cards",
                     texts=texts, offers=len(offer_table())))
    return tuple(out)
