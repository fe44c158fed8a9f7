"""Events of the game log, each with who may see it (design.md: ``state.log``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from schwarz.core.values import evolve

S = TypeVar("S")


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``kind`` is a short machine name ('announce', 'hire', ...), ``text`` the readable line of the transcript,
    ``rule`` the rulebook section that governs it, ``player`` the acting seat (if any), ``visible_to`` the seats
    that may see it (``None``: everybody), and ``data`` json-friendly details for panels and deduction.
    """

    kind: str
    text: str
    rule: str = ""
    player: int | None = None
    visible_to: frozenset[int] | None = None
    data: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=True)

    def visible(self, player: int | None) -> bool:
        """May ``player`` see this event? ``None`` is the all-seeing teacher."""
        return player is None or self.visible_to is None or player in self.visible_to


def visible_log(log: tuple[Event, ...], player: int) -> tuple[Event, ...]:
    """The events ``player`` may see."""
    return tuple(e for e in log if e.visible(player))


def say(
    state: S,
    kind: str,
    text: str,
    rule: str,
    player: int | None = None,
    visible_to: frozenset[int] | None = None,
    **data: Any,
) -> S:
    """``state`` (a frozen state with a ``log``) with one more event in its log; the same for every game."""
    log: tuple[Event, ...] = state.log  # type: ignore[attr-defined]
    return evolve(state, log=(*log, Event(kind, text, rule, player, visible_to, data)))
