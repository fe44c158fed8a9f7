"""Events of the game log: typed, frozen values, each with its rule and who may see it (``state.log``).

Each game declares its events as subclasses of ``Event`` (``Announced(player, count, market)``, ``CarMoved``,
...). The log stores these values, never prose: the words of an event come from the catalog when a page shows
it (each game's ``wording`` module). Consumers (deduction, views, panels) match on the event types.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

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
    """The events ``player`` may see."""
    if player is None:
        return log
    return tuple(e for e in log if e.visible_to is None or player in e.visible_to)


def record(state: S, *events: Event, **changes: object) -> S:
    """``state`` (a frozen state with a ``log``) with ``events`` added to its log and its fields ``changes`` set
    (one copy); the same for every game."""
    log: tuple[Event, ...] = state.log  # type: ignore[attr-defined]
    return evolve(state, log=(*log, *events), **changes)
