"""Schwarzmarkt (Stefan Dorra, Amigo 1996): the complete rules engine.

``GAME`` bundles the engine contract; the names below are what tests, panels and outside checks use. Component
values the text does not publish come from ``schwarz/data/schwarzmarkt.json``.
"""

import typing

from schwarz.core import reachable
from schwarz.core.contract import TEACHER, GameSpec
from schwarz.schwarzmarkt import pages, sections
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
from schwarz.schwarzmarkt.events import SchwarzmarktEvent
from schwarz.schwarzmarkt.luxury import Luxury
from schwarz.schwarzmarkt.options import Deck, Options
from schwarz.schwarzmarkt.phases import COUNTERS, PHASES
from schwarz.schwarzmarkt.price_track import Space
from schwarz.schwarzmarkt.redeal import redeal
from schwarz.schwarzmarkt.rules import advance, apply, legal_actions
from schwarz.schwarzmarkt.scoring import scores
from schwarz.schwarzmarkt.serialize import from_json as read_state
from schwarz.schwarzmarkt.serialize import to_json, validate
from schwarz.schwarzmarkt.setup import PLAYERS, new_game
from schwarz.schwarzmarkt.state import Phase, State
from schwarz.schwarzmarkt.views import View, view
from schwarz.schwarzmarkt.wording import action_message, event_message

from_json = reachable.reader(read_state, lambda: GAME)
"""Read a save: well formed (``serialize``) and a game the rules reach from its own deal; else ``InvalidState``."""


GAME: GameSpec = GameSpec(
    name="schwarzmarkt",
    title="Schwarzmarkt",
    min_players=PLAYERS[0],
    max_players=PLAYERS[1],
    options_type=Options,
    new_game=new_game,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    scores=scores,
    to_json=to_json,
    from_json=from_json,
    phases=PHASES,
    event_message=event_message,
    action_message=action_message,
    action_types=ACTION_TYPES,
    counters=COUNTERS,
    event_types=typing.get_args(SchwarzmarktEvent),
    redeal=redeal,
    rule_prefix="sm",
    bots=pages.BOTS,
    smart_bot=pages.SMART_BOT,
    texts=sections.TEXTS,
    exercises=pages.EXERCISES,
    bot_labels=pages.BOT_LABELS,
    knob_labels=pages.KNOBS,
    table=pages.TABLE,
    lesson=pages.LESSON,
    pages=pages.PAGES,
    advance=advance,
    fast_play="schwarz.schwarzmarkt.fast:play",
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
    "action_message",
    "apply",
    "assumed",
    "event_message",
    "from_json",
    "legal_actions",
    "new_game",
    "offer",
    "scores",
    "to_json",
    "validate",
    "view",
]
