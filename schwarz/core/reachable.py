"""A saved state is a game the rules can reach, or it is refused: the log is replayed from the deal.

A state keeps its seed (``state.rng.seed``), its options, its players and its typed log. ``check`` deals the game
anew with ``new_game`` and, event by event, finds the legal action (of any seat) whose events are the next ones
of the log; the state reached must then equal the saved one in every field. So a save with a dropped or altered
log line, a renamed or duplicated player, a changed counter, a card moved by hand or a deal that does not
match its seed is refused with an ``InvalidState`` naming the first event that no legal move explains.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from schwarz.core.contract import GameSpec
from schwarz.core.errors import InvalidState, SchwarzError
from schwarz.i18n import _

MAX_STEPS = 5_000
"""A game is replayed for at most this many moves (a long game has a few hundred)."""


S = TypeVar("S")


def reader(read: Callable[[str], S], game: Callable[[], GameSpec]) -> Callable[[str], S]:
    """A game's ``from_json``: ``read`` (its well-formedness checks), then ``check`` against ``game()``."""

    def from_json(text: str) -> S:
        try:
            state = read(text)
        except InvalidState:
            raise
        except SchwarzError as exc:  # a value no card or option can hold, met while checking the state
            raise InvalidState(exc.message) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError, RecursionError) as exc:
            # a check that met a shape it did not expect: still a refusal, never a crash (the fuzz test hunts these)
            raise InvalidState(_("this save could not be read ({kind})", kind=type(exc).__name__)) from None
        check(game(), state)
        return state

    return from_json


def check(spec: GameSpec, state: Any) -> None:
    """Raise ``InvalidState`` unless ``state`` is reached from its own deal by legal moves that wrote its log."""
    try:
        current = spec.new_game(len(state.players), state.rng.seed, state.options)
    except SchwarzError as exc:
        raise InvalidState(_("this save's deal cannot be dealt: {reason}", reason=exc.message)) from None
    log = state.log
    if current.log != log[: len(current.log)]:
        raise InvalidState(_("this save's deal is not the one its seed deals"))
    for _step in range(MAX_STEPS):
        if current == state:
            return
        done = len(current.log)
        following = None
        for action in spec.all_legal(current):
            after = spec.apply(current, action)
            grown = len(after.log)
            if grown > done and after.log[done:] == log[done:grown]:
                following = after
                break
        if following is None:
            if done >= len(log):
                raise InvalidState(_("this save's position does not follow from its log"))
            raise InvalidState(_("event {number} of this save follows from no legal move", number=done + 1))
        current = following
    raise InvalidState(_("this save's log is longer than any game"))
