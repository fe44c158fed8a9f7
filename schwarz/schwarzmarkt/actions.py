"""The actions of Schwarzmarkt: small frozen dataclasses whose reprs evaluate as code.

``Play`` is the start player's black-market card; ``Exchange``, ``Move`` and ``Pass`` make a turn of an
exchange round; the others are the choices a text card asks for.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core.fields import Seat, typed
from schwarz.schwarzmarkt.black_market import BlackMarketCard
from schwarz.schwarzmarkt.commodities import Commodity


@typed
@dataclass(frozen=True)
class Play:
    """The start player plays a black-market card from his hand (sm.round.black-market)."""

    card: BlackMarketCard


@typed
@dataclass(frozen=True)
class Exchange:
    """Exchange these still-demanded commodity cards at the marker's value (sm.round.exchange); the marker
    then moves one space (sm.round.price)."""

    goods: tuple[Commodity, ...]


@typed
@dataclass(frozen=True)
class Move:
    """Exchange nothing and move the marker 1..die spaces (sm.round.price)."""

    spaces: int


@typed
@dataclass(frozen=True)
class Pass:
    """On the end space: exchange nothing; the exchange round ends (sm.round.end)."""


@typed
@dataclass(frozen=True)
class Spy:
    """Spionage!: look at 2 commodity cards of ``target``, drawn blindly, and hand them back."""

    target: Seat


@typed
@dataclass(frozen=True)
class QuickSale:
    """Schnelles Geschäft!: exchange one of your ``commodity`` cards for luxury items worth 20."""

    commodity: Commodity


@typed
@dataclass(frozen=True)
class Swap:
    """Zwangstausch!: give ``target`` these 1 or 2 cards and draw as many from him blindly."""

    target: Seat
    give: tuple[Commodity, ...]


@typed
@dataclass(frozen=True)
class Raid:
    """Razzia!: ``target`` puts all his ``commodity`` cards at the bottom of the deck."""

    target: Seat
    commodity: Commodity


@typed
@dataclass(frozen=True)
class Search:
    """Neue Ware Entdeckt!: take a ``commodity`` card from the deck, paying luxury items worth 5."""

    commodity: Commodity


@typed
@dataclass(frozen=True)
class Steal:
    """Alte Rechnung!: steal one commodity card from ``target`` without looking."""

    target: Seat


Action = Play | Exchange | Move | Pass | Spy | QuickSale | Swap | Raid | Search | Steal
ACTION_TYPES = (Play, Exchange, Move, Pass, Spy, QuickSale, Swap, Raid, Search, Steal)
EVENT_ACTIONS = (Spy, QuickSale, Swap, Raid, Search, Steal)
