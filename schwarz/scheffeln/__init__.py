"""Scheffeln (Reiner Stockhausen, dlp games 2014): base game, Express variant, RUN and Mafia-Style expansions.

``GAME`` bundles the engine contract (``schwarz.core.contract``); ``move``, ``COLOURS`` and ``predict`` are what
panels and outside checks call.
"""

import typing

from schwarz.core import reachable
from schwarz.core.contract import TEACHER, GameSpec
from schwarz.scheffeln import pages, sections
from schwarz.scheffeln.actions import (
    ACTION_TYPES,
    Action,
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Resolve,
    Scheffeln,
    TimeOut,
)
from schwarz.scheffeln.cars import CARS, COLOURS, MAFIA_CAR, Colour
from schwarz.scheffeln.components import BASE_DECK, RUN_CARDS, Business, Card, RunCard, businesses, deck
from schwarz.scheffeln.events import ScheffelnEvent
from schwarz.scheffeln.express import Prediction, predict, predict_state
from schwarz.scheffeln.moving import (
    LETTERS,
    Movement,
    Stacks,
    Step,
    check_stacks,
    evade,
    move,
    step,
)
from schwarz.scheffeln.options import EXPRESS_PLAYERS, Options
from schwarz.scheffeln.phases import PHASES
from schwarz.scheffeln.redeal import redeal
from schwarz.scheffeln.rules import advance, apply, legal_actions
from schwarz.scheffeln.scoring import scores
from schwarz.scheffeln.serialize import from_json as read_state
from schwarz.scheffeln.serialize import to_json, validate
from schwarz.scheffeln.setup import new_game
from schwarz.scheffeln.state import Phase, State, Won
from schwarz.scheffeln.views import View, view
from schwarz.scheffeln.wording import action_message, event_message, movement_message

from_json = reachable.reader(read_state, lambda: GAME)
"""Read a save: well formed (``serialize``) and a game the rules reach from its own deal; else ``InvalidState``."""


GAME: GameSpec = GameSpec(
    name="scheffeln",
    title="Scheffeln",
    min_players=EXPRESS_PLAYERS[0],
    max_players=EXPRESS_PLAYERS[1],
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
    event_types=typing.get_args(ScheffelnEvent),
    redeal=redeal,
    rule_prefix="sch",
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
    fast_play="schwarz.scheffeln.fast:play",
)

__all__ = [
    "ACTION_TYPES",
    "BASE_DECK",
    "CARS",
    "COLOURS",
    "GAME",
    "LETTERS",
    "MAFIA_CAR",
    "PHASES",
    "RUN_CARDS",
    "TEACHER",
    "Action",
    "Backward",
    "Business",
    "Card",
    "Choose",
    "Claim",
    "Colour",
    "Evasion",
    "Exchange",
    "Joker",
    "Move",
    "Movement",
    "Nasty",
    "Options",
    "Phase",
    "Prediction",
    "Resolve",
    "RunCard",
    "Scheffeln",
    "Stacks",
    "State",
    "Step",
    "TimeOut",
    "View",
    "Won",
    "action_message",
    "apply",
    "businesses",
    "check_stacks",
    "deck",
    "evade",
    "event_message",
    "from_json",
    "legal_actions",
    "move",
    "movement_message",
    "new_game",
    "predict",
    "predict_state",
    "scores",
    "step",
    "to_json",
    "validate",
    "view",
]
