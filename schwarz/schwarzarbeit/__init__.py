"""Schwarzarbeit (Friese & Meyer, 2003): the complete rules engine.

``GAME`` bundles the engine contract (``schwarz.core.contract``); the names below are what tests, panels and outside
checks use.
"""

import typing

from schwarz.core import reachable
from schwarz.core.contract import TEACHER, GameSpec
from schwarz.schwarzarbeit import pages, sections
from schwarz.schwarzarbeit.actions import (
    ACTION_TYPES,
    Action,
    Announce,
    Denounce,
    Detective,
    Hire,
    Lawyer,
    NoHire,
    NoLawyer,
)
from schwarz.schwarzarbeit.announcement import announcement
from schwarz.schwarzarbeit.cards import ALL_CARDS, EMPLOYEES, ICH_AG, Card, Shift
from schwarz.schwarzarbeit.events import SchwarzarbeitEvent
from schwarz.schwarzarbeit.options import Edition, Options, ScoreValues
from schwarz.schwarzarbeit.phases import PHASES
from schwarz.schwarzarbeit.redeal import redeal
from schwarz.schwarzarbeit.rules import advance, apply, legal_actions
from schwarz.schwarzarbeit.scoring import scores
from schwarz.schwarzarbeit.serialize import from_json as read_state
from schwarz.schwarzarbeit.serialize import to_json, validate
from schwarz.schwarzarbeit.setup import PLAYERS, new_game
from schwarz.schwarzarbeit.state import Claim, Denunciation, Phase, State
from schwarz.schwarzarbeit.views import View, view
from schwarz.schwarzarbeit.wording import action_message, event_message

from_json = reachable.reader(read_state, lambda: GAME)
"""Read a save: well formed (``serialize``) and a game the rules reach from its own deal; else ``InvalidState``."""


GAME: GameSpec = GameSpec(
    name="schwarzarbeit",
    title="Schwarzarbeit",
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
    event_types=typing.get_args(SchwarzarbeitEvent),
    redeal=redeal,
    rule_prefix="sa",
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
    fast_play="schwarz.schwarzarbeit.fast:play",
)

__all__ = [
    "ACTION_TYPES",
    "ALL_CARDS",
    "EMPLOYEES",
    "GAME",
    "ICH_AG",
    "PHASES",
    "TEACHER",
    "Action",
    "Announce",
    "Card",
    "Claim",
    "Denounce",
    "Denunciation",
    "Detective",
    "Edition",
    "Hire",
    "Lawyer",
    "NoHire",
    "NoLawyer",
    "Options",
    "Phase",
    "ScoreValues",
    "Shift",
    "State",
    "View",
    "action_message",
    "announcement",
    "apply",
    "event_message",
    "from_json",
    "legal_actions",
    "new_game",
    "scores",
    "to_json",
    "validate",
    "view",
]
