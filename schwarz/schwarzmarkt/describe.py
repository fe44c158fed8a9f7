"""Readable labels of actions, in English and French (buttons and transcripts): one template per action.

Goods are named in ``lang`` ('2 sacks of potatoes' / '2 sacs de pommes de terre'); the black-market card names
stay German, as printed. The French rule text is the project's own translation (``schwarz.rulebook``); the
log's French lines are in ``french.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from schwarz.schwarzmarkt.actions import Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import Offer
from schwarz.schwarzmarkt.commodities import Commodity, describe_goods

NAMES_FR = {
    Commodity.POTATOES: ("sac", "pommes de terre"),
    Commodity.FLOUR: ("sac", "farine"),
    Commodity.BUTTER: ("livre", "beurre"),
    Commodity.SUGAR: ("livre", "sucre"),
    Commodity.COFFEE: ("livre", "café"),
}
OFFER, MOVE_ONE = "offer", "move-one"

LABELS: dict[str, dict[object, str]] = {
    "en": {
        OFFER: "Play offer card '{offer}'", Play: "Play '{title}'", Exchange: "Exchange {goods}",
        Move: "Exchange nothing; move the marker {spaces} spaces",
        MOVE_ONE: "Exchange nothing; move the marker 1 space",
        Pass: "Exchange nothing (the exchange round ends)", Spy: "Spionage!: look at 2 of {name}'s cards",
        QuickSale: "Schnelles Geschäft!: sell {one} for 20", Swap: "Zwangstausch!: give {name} {goods}",
        Raid: "Razzia!: {name}'s {commodity}", Search: "Neue Ware Entdeckt!: take {one} for 5",
        Steal: "Alte Rechnung!: steal a card from {name}",
    },
    "fr": {
        OFFER: "Jouer la carte d'offre « {offer} »", Play: "Jouer « {title} »", Exchange: "Échanger {goods}",
        Move: "Ne rien échanger ; avancer le marqueur de {spaces} cases",
        MOVE_ONE: "Ne rien échanger ; avancer le marqueur d'une case",
        Pass: "Ne rien échanger (le tour d'échange se termine)", Spy: "Spionage! : regarder 2 cartes de {name}",
        QuickSale: "Schnelles Geschäft! : vendre {one} pour 20", Swap: "Zwangstausch! : donner {goods} à {name}",
        Raid: "Razzia! : le {commodity} de {name}", Search: "Neue Ware Entdeckt! : prendre {one} pour 5",
        Steal: "Alte Rechnung! : voler une carte à {name}",
    },
}


def amount_text(commodity: Commodity, count: int, lang: str = "en") -> str:
    """'2 sacks of potatoes' / '2 sacs de pommes de terre'."""
    if lang != "fr":
        return commodity.amount(count)
    unit, name = NAMES_FR[commodity]
    return f"{count} {unit}{'s' if count != 1 else ''} de {name}"


def goods_text(goods: Iterable[Commodity], lang: str = "en") -> str:
    """'1 sack of flour and 2 pounds of butter' / '1 sac de farine et 2 livres de beurre'."""
    if lang != "fr":
        return describe_goods(goods)
    counts = Counter(goods)
    parts = [amount_text(c, counts[c], lang) for c in Commodity if counts[c]]
    if not parts:
        return "rien"
    return ", ".join(parts[:-1]) + (" et " if len(parts) > 1 else "") + parts[-1]


def describe_action(state: Any, action: object, lang: str = "en") -> str:
    """A short label such as 'Exchange 1 sack of potatoes and 1 pound of butter' (or its French)."""
    labels = LABELS.get(lang, LABELS["en"])
    card = getattr(action, "card", None)
    key: object = type(action)
    if isinstance(card, Offer):
        key = OFFER
    elif isinstance(action, Move) and action.spaces == 1:
        key = MOVE_ONE
    template = labels.get(key)
    if template is None:
        return repr(action)
    commodity = getattr(action, "commodity", None)
    target = getattr(action, "target", None)
    return template.format(
        offer=" - ".join(amount_text(c, q, lang) for c, q in card.demand) if isinstance(card, Offer) else "",
        title=getattr(card, "title", ""),
        goods=goods_text(getattr(action, "goods", getattr(action, "give", ())), lang),
        spaces=getattr(action, "spaces", ""),
        name=state.players[target] if target is not None else "",
        one=amount_text(commodity, 1, lang) if commodity is not None else "",
        commodity=(NAMES_FR[commodity][1] if lang == "fr" else commodity.value) if commodity is not None else "",
    )
