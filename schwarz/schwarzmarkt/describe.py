"""Readable labels of actions (for buttons and transcripts)."""

from __future__ import annotations

from typing import Any

from schwarz.schwarzmarkt.actions import Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import card_name
from schwarz.schwarzmarkt.commodities import describe_goods


def describe_action(state: Any, action: object) -> str:
    """A short label such as 'Exchange 1 sack of potatoes and 1 pound of butter'."""
    players = state.players
    if isinstance(action, Play):
        return f"Play {card_name(action.card)}"
    if isinstance(action, Exchange):
        return f"Exchange {describe_goods(action.goods)}"
    if isinstance(action, Move):
        return f"Exchange nothing; move the marker {action.spaces} space{'s' if action.spaces != 1 else ''}"
    if isinstance(action, Pass):
        return "Exchange nothing (the exchange round ends)"
    if isinstance(action, Spy):
        return f"Spionage!: look at 2 of {players[action.target]}'s cards"
    if isinstance(action, QuickSale):
        return f"Schnelles Geschäft!: sell {action.commodity.amount(1)} for 20"
    if isinstance(action, Swap):
        return f"Zwangstausch!: give {players[action.target]} {describe_goods(action.give)}"
    if isinstance(action, Raid):
        return f"Razzia!: {players[action.target]}'s {action.commodity.value}"
    if isinstance(action, Search):
        return f"Neue Ware Entdeckt!: take {action.commodity.amount(1)} for 5"
    if isinstance(action, Steal):
        return f"Alte Rechnung!: steal a card from {players[action.target]}"
    return repr(action)
