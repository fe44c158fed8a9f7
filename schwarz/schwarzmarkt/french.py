"""The French labels of the actions (the buttons of the app's French interface).

The rule text of Schwarzmarkt exists in English only, so the log stays in English; the buttons a student clicks
are labelled in French here (the card names stay German, as printed). English returns ``describe_action``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from schwarz.schwarzmarkt.actions import Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import Offer
from schwarz.schwarzmarkt.commodities import Commodity
from schwarz.schwarzmarkt.describe import describe_action

NAMES_FR = {
    Commodity.POTATOES: ("sac", "pommes de terre"),
    Commodity.FLOUR: ("sac", "farine"),
    Commodity.BUTTER: ("livre", "beurre"),
    Commodity.SUGAR: ("livre", "sucre"),
    Commodity.COFFEE: ("livre", "café"),
}


def amount_fr(commodity: Commodity, count: int) -> str:
    """'2 sacs de pommes de terre', '1 livre de beurre'."""
    unit, name = NAMES_FR[commodity]
    return f"{count} {unit}{'s' if count != 1 else ''} de {name}"


def goods_fr(goods: Iterable[Commodity]) -> str:
    """'1 sac de farine et 2 livres de beurre'."""
    counts = Counter(goods)
    parts = [amount_fr(c, counts[c]) for c in Commodity if counts[c]]
    if not parts:
        return "rien"
    return ", ".join(parts[:-1]) + (" et " if len(parts) > 1 else "") + parts[-1]


def action_text(state: Any, action: object, lang: str = "en") -> str:
    """A button label for ``action`` in ``lang``."""
    if lang != "fr":
        return describe_action(state, action)
    players = state.players
    if isinstance(action, Play):
        card = action.card
        if isinstance(card, Offer):
            return "Jouer la carte d'offre « " + " - ".join(amount_fr(c, q) for c, q in card.demand) + " »"
        return f"Jouer « {card.title} »"
    if isinstance(action, Exchange):
        return f"Échanger {goods_fr(action.goods)}"
    if isinstance(action, Move):
        return f"Ne rien échanger ; avancer le marqueur de {action.spaces} case{'s' if action.spaces != 1 else ''}"
    if isinstance(action, Pass):
        return "Ne rien échanger (le tour d'échange se termine)"
    if isinstance(action, Spy):
        return f"Spionage! : regarder 2 cartes de {players[action.target]}"
    if isinstance(action, QuickSale):
        return f"Schnelles Geschäft! : vendre {amount_fr(action.commodity, 1)} pour 20"
    if isinstance(action, Swap):
        return f"Zwangstausch! : donner {goods_fr(action.give)} à {players[action.target]}"
    if isinstance(action, Raid):
        return f"Razzia! : le {NAMES_FR[action.commodity][1]} de {players[action.target]}"
    if isinstance(action, Search):
        return f"Neue Ware Entdeckt! : prendre {amount_fr(action.commodity, 1)} pour 5"
    if isinstance(action, Steal):
        return f"Alte Rechnung! : voler une carte à {players[action.target]}"
    return describe_action(state, action)
