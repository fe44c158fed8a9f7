"""Readable labels of actions (for buttons and transcripts)."""

from __future__ import annotations

from typing import Any

from schwarz.scheffeln.actions import (
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


def describe_action(state: Any, action: object) -> str:
    """A short label such as 'Play red face up' or 'Discard blue face down, take green'."""
    players = state.players
    if isinstance(action, Choose):
        return f"Choose the {action.character} character"
    if isinstance(action, Move):
        return f"Play {action.card} face up: move the {action.card} car"
    if isinstance(action, Exchange):
        return f"Discard {action.card} face down, take the {action.character} character"
    if isinstance(action, Joker):
        return f"Joker: move {action.car} one step forward"
    if isinstance(action, Backward):
        return f"Backward: move {action.car} one step counter-clockwise"
    if isinstance(action, Evasion):
        if action.car is None:
            return "Evasion (no car can evade: no effect)"
        return f"Evasion: {action.car} to {action.business}"
    if isinstance(action, Nasty):
        return f"Nasty exchange: take the {action.character} character"
    if isinstance(action, Scheffeln):
        return "Scheffeln: pay the cars alone or on top"
    if isinstance(action, Claim):
        return f"{players[action.player]} grabs {action.character}"
    if isinstance(action, TimeOut):
        return f"{players[action.player]} runs out of time"
    if isinstance(action, Resolve):
        return "Move the cars of the row, left to right"
    return repr(action)
