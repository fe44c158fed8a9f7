"""Scheffeln (Reiner Stockhausen, dlp games 2014): base game, Express variant, RUN and Mafia-Style expansions.

``GAME`` bundles the engine contract (design.md); ``move``, ``COLOURS`` and ``predict`` are what panels and
outside checks call.
"""

from schwarz.core.contract import TEACHER, GameSpec
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
from schwarz.scheffeln.components import BASE_DECK, RUN_CARDS, Business, businesses, deck
from schwarz.scheffeln.describe import describe_action
from schwarz.scheffeln.express import Prediction, predict, predict_state
from schwarz.scheffeln.french import event_text
from schwarz.scheffeln.moving import (
    CARS,
    COLOURS,
    LETTERS,
    MAFIA_CAR,
    Stacks,
    Step,
    check_stacks,
    evade,
    move,
    step,
)
from schwarz.scheffeln.options import Options
from schwarz.scheffeln.phases import PHASES
from schwarz.scheffeln.rules import apply, legal_actions
from schwarz.scheffeln.scoring import scores
from schwarz.scheffeln.serialize import from_json, to_json, validate
from schwarz.scheffeln.setup import new_game
from schwarz.scheffeln.state import Phase, State, Won
from schwarz.scheffeln.views import View, view

GAME = GameSpec(
    name="scheffeln",
    title="Scheffeln",
    min_players=2,
    max_players=8,
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
    "Choose",
    "Claim",
    "Evasion",
    "Exchange",
    "Joker",
    "Move",
    "Nasty",
    "Options",
    "Phase",
    "Prediction",
    "Resolve",
    "Scheffeln",
    "Stacks",
    "State",
    "Step",
    "TimeOut",
    "View",
    "Won",
    "apply",
    "businesses",
    "check_stacks",
    "deck",
    "describe_action",
    "evade",
    "from_json",
    "legal_actions",
    "move",
    "new_game",
    "predict",
    "predict_state",
    "scores",
    "step",
    "to_json",
    "validate",
    "view",
]
