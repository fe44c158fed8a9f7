"""The Schwarzmarkt cards as drawn on the table (pure: values -> HTML/SVG strings).

A commodity card shows its colour, its initial (in the corner, so it stays readable in a fanned hand) and its
name; a black-market card shows an offer's demand (the commodities drawn, and the text as printed) or a text
card's German title and what it says in the page's language. No text is smaller than 12 px at natural size.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from html import escape

from schwarz.i18n import Msg, _, pgettext, render
from schwarz.schwarzmarkt import Commodity, Offer, TextCard
from schwarz.schwarzmarkt.black_market import BlackMarketCard

GOODS_STYLE = {
    Commodity.POTATOES: ("#b9874b", "P"),
    Commodity.FLOUR: ("#f2efe6", "F"),
    Commodity.BUTTER: ("#f7dc6f", "B"),
    Commodity.SUGAR: ("#d6eaf8", "S"),
    Commodity.COFFEE: ("#5d4037", "C"),
}
DARK_GOODS = frozenset({Commodity.COFFEE})
CARD_WIDTH, CARD_HEIGHT = 56, 74
"""A commodity card in hand, in pixels at natural size (its SVG is drawn at scale 1)."""
FAN_STEP = 19
"""How much of a card shows under the next one of the same commodity in a fanned hand."""


def card_label(commodity: Commodity) -> Msg:
    """The commodity's name as it fits on a drawn card (at most about 9 letters)."""
    match commodity:
        case Commodity.POTATOES:
            return pgettext("a commodity card's label", "potatoes")
        case Commodity.FLOUR:
            return pgettext("a commodity card's label", "flour")
        case Commodity.BUTTER:
            return pgettext("a commodity card's label", "butter")
        case Commodity.SUGAR:
            return pgettext("a commodity card's label", "sugar")
    return pgettext("a commodity card's label", "coffee")


def ink(commodity: Commodity) -> str:
    return "white" if commodity in DARK_GOODS else "#1f2a44"


def hand_key(commodity: Commodity) -> str:
    """The board key of the viewer's cards of ``commodity`` (all cards of one commodity share it)."""
    return f"hand:{commodity.value}"


def bm_key(card: BlackMarketCard) -> str:
    """The board key of a black-market card in hand: ``bm:potatoes2-butter2``, ``bm:razzia``."""
    if isinstance(card, Offer):
        return "bm:" + "-".join(f"{c.value}{q}" for c, q in card.demand)
    return f"bm:{card.value}"


def goods_card(commodity: Commodity, lang: str) -> str:
    """One commodity card: colour, initial in the corner and in the middle, and its name."""
    fill, letter = GOODS_STYLE[commodity]
    name = escape(render(commodity.message(), lang))
    short = render(card_label(commodity), lang)
    fit = ' textLength="50" lengthAdjust="spacingAndGlyphs"' if len(short) > 8 else ""
    return (
        f'<svg class="goods" data-goods="{commodity.value}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" '
        f'viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}" role="img" aria-label="{name}"><title>{name}</title>'
        f'<rect x="1" y="1" width="54" height="72" rx="6" fill="{fill}" stroke="#1f2a44" stroke-width="1.5"/>'
        f'<text x="4" y="17" font-size="15" font-weight="bold" fill="{ink(commodity)}">{letter}</text>'
        f'<text x="30" y="46" font-size="24" font-weight="bold" text-anchor="middle" fill="{ink(commodity)}">'
        f'{letter}</text><text x="28" y="66" font-size="12" text-anchor="middle" fill="{ink(commodity)}"{fit}>'
        f"{escape(short)}</text></svg>"
    )


def hand_fan(goods: Iterable[Commodity], lang: str) -> str:
    """The viewer's commodity cards, each drawn and clickable (``data-target="hand:<commodity>"``), the cards
    of one commodity fanned so their corners stay readable: a covered card's element is the strip that shows
    (its picture overflows under the next card), so what is outlined and clicked is what is seen."""
    counts = Counter(goods)
    groups = []
    for commodity in Commodity:
        cards = "".join(
            f'<div class="sm-hc" data-target="{escape(hand_key(commodity))}" data-goods="{commodity.value}">'
            f"{goods_card(commodity, lang)}</div>"
            for _copy in range(counts[commodity])
        )
        if cards:
            groups.append(f'<div class="sm-fan" data-goods="{commodity.value}" '
                          f'data-count="{counts[commodity]}">{cards}</div>')
    return "".join(groups)


def goods_chip(commodity: Commodity, lang: str) -> str:
    """A commodity as a small coloured chip with its initial (a card in someone else's hand, in a list)."""
    fill, letter = GOODS_STYLE[commodity]
    name = escape(render(commodity.message(), lang))
    return (f'<span class="sm-chip" style="background:{fill};color:{ink(commodity)}" data-goods="{commodity.value}" '
            f'title="{name}" aria-label="{name}">{letter}</span>')


def demand_chip(commodity: Commodity, count: int, lang: str) -> str:
    """'[B] ×2': a demanded quantity."""
    return f'<span class="sm-demand">{goods_chip(commodity, lang)}<b>×{count}</b></span>'


def offer_face(offer: Offer, lang: str) -> str:
    """An offer card's face: the demand drawn, then written as printed."""
    chips = "".join(demand_chip(c, q, lang) for c, q in offer.demand)
    return f'<div class="sm-chips">{chips}</div><div>{escape(render(offer.message(), lang))}</div>'


def text_face(card: TextCard, lang: str) -> str:
    """A text card's face: its German title as printed, and what it says in the page's language."""
    return f"<b>{escape(card.title)}</b><div>{escape(render(card.explanation(), lang))}</div>"


def black_market_card(card: BlackMarketCard, lang: str, target: bool = False) -> str:
    """A black-market card of a hand (clickable with ``target``: ``data-target="bm:<card>"``)."""
    key = f' data-target="{escape(bm_key(card))}"' if target else ""
    if isinstance(card, Offer):
        kind = escape(render(_("Offer card"), lang))
        return (f'<div class="sm-bm offer"{key} data-bm="{escape(str(card))}"><div class="kind">{kind}</div>'
                f"{offer_face(card, lang)}</div>")
    return (f'<div class="sm-bm text"{key} data-bm="{escape(str(card))}" data-text-card="{card.value}" '
            f'data-rule="{escape(card.rule)}">{text_face(card, lang)}</div>')


def text_chip(card: TextCard, lang: str) -> str:
    """A text card named by its title, what it says on hover (cards in force or waiting)."""
    says = escape(render(card.explanation(), lang))
    return (f'<span class="sm-text-chip" data-text-card="{card.value}" data-rule="{escape(card.rule)}" '
            f'title="{says}">{escape(card.title)}</span>')
