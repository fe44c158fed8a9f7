"""The actions of Schwarzarbeit: small frozen dataclasses whose reprs evaluate as code."""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.schwarzarbeit.cards import Card


@dataclass(frozen=True)
class Announce:
    """The right neighbour announces how many market cards he could take (the engine counts)."""


@dataclass(frozen=True)
class Hire:
    """Hire the employee on ``card`` legally (section 'Hiring an employee')."""

    card: Card


@dataclass(frozen=True)
class Denounce:
    """Denounce the employee on ``card``: he goes face down onto your staggered pile."""

    card: Card


@dataclass(frozen=True)
class NoHire:
    """Nothing on the market may be taken by the active player (only legal then)."""


@dataclass(frozen=True)
class Lawyer:
    """Place one of your lawyers on ``card``, denounced by another player (section 'Using the lawyers')."""

    card: Card


@dataclass(frozen=True)
class NoLawyer:
    """Keep your lawyers this turn; the turn ends with the supply for the labour market."""


@dataclass(frozen=True)
class Detective:
    """``player`` places his detective on a market ``card``, in or out of turn (section 'The detective')."""

    player: int
    card: Card


Action = Announce | Hire | Denounce | NoHire | Lawyer | NoLawyer | Detective
ACTION_TYPES = (Announce, Hire, Denounce, NoHire, Lawyer, NoLawyer, Detective)
