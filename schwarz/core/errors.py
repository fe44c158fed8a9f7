"""The error family of every engine (style.md: a tiny family under ``ValueError``).

``InvalidAction``: the action is malformed (unknown card, wrong type).
``IllegalAction``: the action is well formed but forbidden now; it names the rule section that forbids it.
``InvalidState``: a serialised state is malformed or impossible.
"""

from __future__ import annotations

import enum


class SchwarzError(ValueError):
    """Base of every error the engines raise on purpose."""


class InvalidAction(SchwarzError):
    """The action is malformed: not an action of this game, or naming things that do not exist."""


class IllegalKind(enum.Enum):
    """Why an action is illegal, broadly."""

    NOT_YOUR_TURN = "not your turn"
    WRONG_PHASE = "wrong phase"
    GAME_OVER = "game over"
    RULE = "forbidden by a rule"


class IllegalAction(SchwarzError):
    """A well-formed action that the rules forbid now.

    ``rule`` is the rulebook section id (e.g. ``sa.turn.hiring``) whose text forbids it; ``reason`` says why in
    words a player understands.
    """

    def __init__(
        self,
        rule: str,
        reason: str,
        action: object = None,
        phase: object = None,
        kind: IllegalKind = IllegalKind.RULE,
    ) -> None:
        self.rule = rule
        self.reason = reason
        self.action = action
        self.phase = phase
        self.kind = kind
        where = f" in phase {getattr(phase, 'value', phase)}" if phase is not None else ""
        what = f"{action!r}: " if action is not None else ""
        super().__init__(f"{what}{reason}{where} (rule {rule})")


class InvalidState(SchwarzError):
    """A state (usually read from json) that is malformed or impossible under the rules."""
