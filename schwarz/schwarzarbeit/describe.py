"""Readable labels of actions (for buttons and transcripts)."""

from __future__ import annotations

from typing import Any

from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer


def describe_action(state: Any, action: object) -> str:
    """A short label such as 'Hire Sid Schmiel (weekend)'."""
    players = state.players
    if isinstance(action, Announce):
        return f"{players[state.announcer]} announces"
    if isinstance(action, Hire):
        return f"Hire {action.card}"
    if isinstance(action, Denounce):
        return f"Denounce {action.card}"
    if isinstance(action, NoHire):
        return "Nobody can be taken"
    if isinstance(action, Lawyer):
        return f"Lawyer on {action.card}"
    if isinstance(action, NoLawyer):
        return "No lawyer; end the turn"
    if isinstance(action, Detective):
        return f"{players[action.player]}: detective on {action.card}"
    return repr(action)
