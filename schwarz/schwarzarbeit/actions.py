"""The actions of Schwarzarbeit: small frozen dataclasses whose reprs evaluate as code."""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core.fields import Seat, typed
from schwarz.schwarzarbeit.cards import Card


@typed
@dataclass(frozen=True)
class Announce:
    """The right neighbour announces how many market cards he could take (the engine counts)."""


@typed
@dataclass(frozen=True)
class Hire:
    """Hire the employee on ``card`` legally (section 'Hiring an employee')."""

    card: Card


@typed
@dataclass(frozen=True)
class Denounce:
    """Denounce the employee on ``card``: he goes face down onto your staggered pile."""

    card: Card


@typed
@dataclass(frozen=True)
class NoHire:
    """Nothing on the market may be taken by the active player (only legal then)."""


@typed
@dataclass(frozen=True)
class Lawyer:
    """Place one of your lawyers on ``card``, denounced by another player (section 'Using the lawyers')."""

    card: Card


@typed
@dataclass(frozen=True)
class NoLawyer:
    """Keep your lawyers this turn; the turn ends with the supply for the labour market."""


@typed
@dataclass(frozen=True)
class Detective:
    """``player`` places his detective on a market ``card``, in or out of turn (section 'The detective')."""

    player: Seat
    card: Card


Action = Announce | Hire | Denounce | NoHire | Lawyer | NoLawyer | Detective
ACTION_TYPES = (Announce, Hire, Denounce, NoHire, Lawyer, NoLawyer, Detective)
