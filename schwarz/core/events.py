"""Events of the game log: typed, frozen values, each with its rule and who may see it (``state.log``).

Each game declares its events as subclasses of ``Event`` (``Announced(player, count, market)``, ``CarMoved``,
...). The log stores these values, never prose: the words of an event come from the catalog when a page shows
it (each game's ``wording`` module). Consumers (deduction, views, panels) match on the event types.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from schwarz.core.values import evolve

S = TypeVar("S")


@dataclass(frozen=True, kw_only=True)
class Event:
    """One thing that happened: ``rule`` is the rulebook section that governs it, ``visible_to`` the seats that
    may see it (``None``: everybody)."""

    rule: str
    visible_to: frozenset[int] | None = None

    def visible(self, player: int | None) -> bool:
        """May ``player`` see this event? ``None`` is the all-seeing teacher."""
        return player is None or self.visible_to is None or player in self.visible_to

    @property
    def actor(self) -> int | None:
        """The seat that acted, if the event has one (a ``player`` field)."""
        actor = getattr(self, "player", None)
        return actor if isinstance(actor, int) else None


E = TypeVar("E", bound=Event)


def visible_log(log: tuple[E, ...], player: int | None) -> tuple[E, ...]:
    """The events ``player`` may see.

    A game's log only grows: the last answer for each seat is kept, and a log that begins with the log it was
    about (compared in full, by identity first) is filtered from there on only."""
    if player is None:
        return log
    last = _LAST_SEEN.get(player)
    if last is not None:
        before, seen = last
        n = len(before)
        if len(log) >= n and log[:n] == before:
            visible = seen + tuple(e for e in log[n:] if e.visible_to is None or player in e.visible_to)
            _LAST_SEEN[player] = (log, visible)
            return visible
    visible = tuple(e for e in log if e.visible_to is None or player in e.visible_to)
    _LAST_SEEN[player] = (log, visible)
    return visible


_LAST_SEEN: dict[int, tuple[tuple[Any, ...], tuple[Any, ...]]] = {}
"""Per seat, the last log ``visible_log`` filtered and what it gave (one entry per seat number)."""


def record(state: S, *events: Event, **changes: object) -> S:
    """``state`` (a frozen state with a ``log``) with ``events`` added to its log and its fields ``changes`` set
    (one copy); the same for every game."""
    log: tuple[Event, ...] = state.log  # type: ignore[attr-defined]
    return evolve(state, log=(*log, *events), **changes)
