"""Schwarzmarkt (Stefan Dorra, Amigo 1996): the complete rules engine.

``GAME`` bundles the engine contract (design.md); the names below are what tests, panels and outside
checks use. Component values the text does not publish come from ``schwarz/data/schwarzmarkt.json``.
"""

from schwarz.core.contract import TEACHER, GameSpec
from schwarz.schwarzmarkt.actions import (
    ACTION_TYPES,
    Action,
    Exchange,
    Move,
    Pass,
    Play,
    QuickSale,
    Raid,
    Search,
    Spy,
    Steal,
    Swap,
)
from schwarz.schwarzmarkt.black_market import BlackMarketCard, Offer, TextCard, offer
from schwarz.schwarzmarkt.commodities import Commodity, Goods
from schwarz.schwarzmarkt.components import assumed
from schwarz.schwarzmarkt.describe import describe_action
from schwarz.schwarzmarkt.french import event_text
from schwarz.schwarzmarkt.luxury import Luxury
from schwarz.schwarzmarkt.options import Deck, Options
from schwarz.schwarzmarkt.phases import PHASES
from schwarz.schwarzmarkt.price_track import Space
from schwarz.schwarzmarkt.rules import apply, legal_actions
from schwarz.schwarzmarkt.scoring import scores
from schwarz.schwarzmarkt.serialize import from_json, to_json, validate
from schwarz.schwarzmarkt.setup import new_game
from schwarz.schwarzmarkt.state import Phase, State
from schwarz.schwarzmarkt.views import View, view

GAME = GameSpec(
    name="schwarzmarkt",
    title="Schwarzmarkt",
    min_players=3,
    max_players=5,
    options_type=Options,
    new_game=new_game,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    scores=scores,
    to_json=to_json,
    from_json=from_json,
    phases=PHASES,
    event_message=None,
    action_message=None,
    action_types=ACTION_TYPES,
    legacy_action_text=describe_action,
    legacy_event_text=event_text,
)

__all__ = [
    "ACTION_TYPES",
    "GAME",
    "PHASES",
    "TEACHER",
    "Action",
    "BlackMarketCard",
    "Commodity",
    "Deck",
    "Exchange",
    "Goods",
    "Luxury",
    "Move",
    "Offer",
    "Options",
    "Pass",
    "Phase",
    "Play",
    "QuickSale",
    "Raid",
    "Search",
    "Space",
    "Spy",
    "State",
    "Steal",
    "Swap",
    "TextCard",
    "View",
    "apply",
    "assumed",
    "describe_action",
    "from_json",
    "legal_actions",
    "new_game",
    "offer",
    "scores",
    "to_json",
    "validate",
    "view",
]
