"""The error family of every engine (a tiny family under ``ValueError``).

``InvalidAction``: the action is malformed (unknown card, wrong type).
``IllegalAction``: the action is well formed but forbidden now; it names the rule section that forbids it.
``InvalidState``: a serialised state is malformed or impossible.
``InvalidArgument``: an argument the engine cannot work with (``new_game``'s players, seed or options, an option's
value, a game's name).

Every error carries its explanation as a catalog message (``message``), so a panel shows it in the page's
language; ``str(error)`` is the English text.
"""

from __future__ import annotations

import enum

from schwarz.i18n import Text, render

LIMIT = 300
"""An error's words are at most this long: whatever a message quotes, a long input is never shown back whole."""


def brief(text: str) -> str:
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


class SchwarzError(ValueError):
    """Base of every error the engines raise on purpose; ``message`` says what is wrong."""

    def __init__(self, message: Text) -> None:
        self.message = message
        super().__init__(brief(render(message, "en")))

    def text(self, lang: str = "en") -> str:
        """The explanation in ``lang`` (at most ``LIMIT`` characters: an error never echoes a long input)."""
        return brief(render(self.message, lang))

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        """Pickled with its message (a worker process reports it to the simulator whole)."""
        return type(self), (self.message,)


class InvalidAction(SchwarzError):
    """The action is malformed: not an action of this game, or naming things that do not exist."""


class IllegalKind(enum.Enum):
    """Why an action is illegal, broadly."""

    NOT_YOUR_TURN = "not-your-turn"
    WRONG_PHASE = "wrong-phase"
    GAME_OVER = "game-over"
    RULE = "rule"


class IllegalAction(SchwarzError):
    """A well-formed action that the rules forbid now.

    ``rule`` is the rulebook section id (e.g. ``sa.turn.hiring``) whose text forbids it; ``reason`` says why in
    words a player understands.
    """

    def __init__(
        self,
        rule: str,
        reason: Text,
        action: object = None,
        phase: object = None,
        kind: IllegalKind = IllegalKind.RULE,
    ) -> None:
        self.rule = rule
        self.reason = reason
        self.action = action
        self.phase = phase
        self.kind = kind
        super().__init__(reason)
        where = f" in phase {getattr(phase, 'value', phase)}" if phase is not None else ""  # dev-text
        what = f"{action!r}: " if action is not None else ""
        self.args = (f"{what}{render(reason, 'en')}{where} (rule {rule})",)  # dev-text: the developer's form

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), (self.rule, self.reason, self.action, self.phase, self.kind)


class InvalidState(SchwarzError):
    """A state (usually read from json) that is malformed or impossible under the rules."""


class InvalidArgument(SchwarzError):
    """An argument the engine cannot work with: ``new_game``'s players, seed or options, an option of the wrong
    type or out of range, an unknown game name."""
