"""schwarz: rules engines for Schwarzarbeit, Scheffeln and Schwarzmarkt (no Jupyter imports here)."""

from schwarz.core import (
    GAMES,
    TEACHER,
    Event,
    IllegalAction,
    IllegalKind,
    InvalidAction,
    InvalidArgument,
    InvalidState,
    SchwarzError,
    ScoreLine,
    ScoreSheet,
    find_game,
)
from schwarz.schwarzarbeit.deduction import Analysis, analyze

__all__ = [
    "GAMES",
    "TEACHER",
    "Analysis",
    "Event",
    "IllegalAction",
    "IllegalKind",
    "InvalidAction",
    "InvalidArgument",
    "InvalidState",
    "SchwarzError",
    "ScoreLine",
    "ScoreSheet",
    "analyze",
    "find_game",
]
