"""schwarz: rules engines for Schwarzarbeit, Scheffeln and Schwarzmarkt (no Jupyter imports here)."""

from schwarz.core import (
    GAMES,
    TEACHER,
    Event,
    IllegalAction,
    IllegalKind,
    InvalidAction,
    InvalidState,
    SchwarzError,
    ScoreLine,
    ScoreSheet,
    find_game,
)

__all__ = [
    "GAMES",
    "TEACHER",
    "Event",
    "IllegalAction",
    "IllegalKind",
    "InvalidAction",
    "InvalidState",
    "SchwarzError",
    "ScoreLine",
    "ScoreSheet",
    "find_game",
]
