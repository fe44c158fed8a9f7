"""The events of a Schwarzarbeit game: what the log records, as typed values (no prose; see ``wording``).

Every event carries its rule id and, for a secret, the seats that may see it (``core.events.Event``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from schwarz.core.events import Event
from schwarz.schwarzarbeit.cards import Card


@dataclass(frozen=True)
class Dealt(Event):
    """Setup: ``player`` gets a company card, 2 lawyers, 1 detective and ``weekend`` face-down weekend cards."""

    player: int
    weekend: int


@dataclass(frozen=True)
class IllegalWorkersDealt(Event):
    """Setup, seen by ``player`` only: the employees on his face-down weekend cards."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class MarketOpened(Event):
    """Setup: the first labour market."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class IchAgShuffledIn(Event):
    """Setup: the Ich-AG card is shuffled into the draw pile."""


@dataclass(frozen=True)
class TurnStarted(Event):
    """Turn ``turn`` begins; ``player`` is the active player."""

    player: int
    turn: int


@dataclass(frozen=True)
class Revealed(Event):
    """Supply: ``card`` joins the labour market (``from_special``: from the special pile)."""

    card: Card
    from_special: bool = False


@dataclass(frozen=True)
class Discarded(Event):
    """Supply, first pass: ``card``'s employee is already on the market, so it is discarded face up."""

    card: Card


@dataclass(frozen=True)
class IchAgStruck(Event):
    """Supply: the Ich-AG discards the whole market (``cards``) and leaves the game."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Reshuffled(Event):
    """Supply: the single reshuffle; ``special`` cards set aside for the ``detectives`` left, ``draw`` to draw."""

    special: int
    draw: int
    detectives: int


@dataclass(frozen=True)
class Announced(Event):
    """Obtain information: ``player`` may take ``count`` of the ``market`` cards."""

    player: int
    count: int
    market: tuple[Card, ...]


@dataclass(frozen=True)
class Hired(Event):
    """``player`` hires ``card`` legally."""

    player: int
    card: Card


@dataclass(frozen=True)
class Denounced(Event):
    """``player`` denounces ``card``."""

    player: int
    card: Card


@dataclass(frozen=True)
class NobodyTaken(Event):
    """``player`` may take nobody on the market."""

    player: int


@dataclass(frozen=True)
class Defended(Event):
    """``player`` sends a lawyer to ``card``, denounced by ``denouncer``."""

    player: int
    card: Card
    denouncer: int


@dataclass(frozen=True)
class NoLawyerSent(Event):
    """``player`` keeps his lawyers this turn."""

    player: int


@dataclass(frozen=True)
class DetectivePlaced(Event):
    """``player`` places his detective on ``card`` (settled with the other claims of the moment)."""

    player: int
    card: Card


@dataclass(frozen=True)
class DetectiveDenounced(Event):
    """``player``'s detective denounces ``card``; the detective goes back into the box."""

    player: int
    card: Card


@dataclass(frozen=True)
class Argument(Event):
    """With ``Options(detective_arguments=True)``: ``players`` claimed ``card`` at once; nobody gets it, their
    detectives are used up, and ``set_aside`` cards of the special pile leave the game with them."""

    card: Card
    players: tuple[int, ...]
    set_aside: int = 0


@dataclass(frozen=True)
class GameEnded(Event):
    """The end: the ``cards`` left on the market and the special pile leave the game."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class IllegalWorkersRevealed(Event):
    """Scoring: ``player`` shows his illegal workers."""

    player: int
    employees: tuple[str, ...]


SchwarzarbeitEvent = Union[  # noqa: UP007 (a runtime alias the json decoder reads)
    Dealt,
    IllegalWorkersDealt,
    MarketOpened,
    IchAgShuffledIn,
    TurnStarted,
    Revealed,
    Discarded,
    IchAgStruck,
    Reshuffled,
    Announced,
    Hired,
    Denounced,
    NobodyTaken,
    Defended,
    NoLawyerSent,
    DetectivePlaced,
    DetectiveDenounced,
    Argument,
    GameEnded,
    IllegalWorkersRevealed,
]
"""Every event a Schwarzarbeit log may hold (the save format decodes the log with it)."""
