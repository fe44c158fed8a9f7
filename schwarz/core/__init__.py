"""What the three games share: errors, seeded randomness, events, json, the contract and the registry."""

from schwarz.core.contract import (
    DEFAULT_NAMES,
    TEACHER,
    Closes,
    GameSpec,
    PhaseSpec,
    ScoreLine,
    ScoreSheet,
    State,
    ranking,
)
from schwarz.core.errors import (
    IllegalAction,
    IllegalKind,
    InvalidAction,
    InvalidArgument,
    InvalidState,
    SchwarzError,
)
from schwarz.core.events import Event, visible_log
from schwarz.core.registry import GAMES, find_game
from schwarz.core.rng import Rng

__all__ = [
    "DEFAULT_NAMES",
    "GAMES",
    "TEACHER",
    "Closes",
    "Event",
    "GameSpec",
    "IllegalAction",
    "IllegalKind",
    "InvalidAction",
    "InvalidArgument",
    "InvalidState",
    "PhaseSpec",
    "Rng",
    "SchwarzError",
    "ScoreLine",
    "ScoreSheet",
    "State",
    "find_game",
    "ranking",
    "visible_log",
]
