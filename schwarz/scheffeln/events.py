"""The events of a Scheffeln game: what the log records, as typed values (no prose; see ``wording``).

Businesses are named by their letters ('A'..'H'), cars, cards and characters by their ``Colour`` (or
``RunCard``); a car's move keeps the moving rule it applied as a ``Movement``. Every event carries its rule id
and, for a secret, the seats that may see it (``core.events.Event``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from schwarz.core.events import Event
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card
from schwarz.scheffeln.moving import Movement

# --- setup (sch.setup, sch.express.setup, sch.mafia.setup) ---------------------------------------------------


@dataclass(frozen=True)
class RingLaidOut(Event):
    """The 8 businesses form a ring: ``ring`` their letters clockwise, in ``random`` order (Express) or A..H."""

    ring: tuple[str, ...]
    random: bool = False


@dataclass(frozen=True)
class CarsPlaced(Event):
    """One car on each business: ``cars[i]`` on the business ``ring[i]``."""

    ring: tuple[str, ...]
    cars: tuple[Colour, ...]


@dataclass(frozen=True)
class MafiaPlaced(Event):
    """The black Mafia car is placed beneath ``top``, the car on the business ``business`` (Dinero Docks)."""

    top: Colour
    business: str


@dataclass(frozen=True)
class TokensStacked(Event):
    """The money tokens are shuffled face down: each business's own (base game) or all together (``express``)."""

    express: bool = False


# --- each round (sch.setup, sch.after, sch.express.*) -------------------------------------------------------


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round ``round`` begins; ``player`` is the starting player."""

    player: int
    round: int


@dataclass(frozen=True)
class TopTokensTurned(Event):
    """The top money token of each pile is turned face up: (business letter, value), in ring order."""

    tops: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class CardsDealt(Event):
    """``dealer`` shuffles the ``count`` movement cards and deals ``size`` to each player."""

    dealer: int
    count: int
    size: int


@dataclass(frozen=True)
class HandDealt(Event):
    """Seen by ``player`` only: the ``cards`` dealt to him."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ChoosingBegins(Event):
    """Beginning with the starting player, each player chooses a character (first round)."""


@dataclass(frozen=True)
class CharacterChosen(Event):
    """``player`` chooses the ``character``."""

    player: int
    character: Colour


# --- Express (sch.express.*) ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class RowDealt(Event):
    """Express: ``dealer`` shuffles the ``count`` movement cards and deals ``size`` face down in a row."""

    dealer: int
    count: int
    size: int


@dataclass(frozen=True)
class RowCardRevealed(Event):
    """Express: the card at ``position`` of the row (0: leftmost) is turned up."""

    position: int
    card: Colour


@dataclass(frozen=True)
class ClaimsOpen(Event):
    """Express: everybody works out where the cars will land and grabs a character."""


@dataclass(frozen=True)
class CharacterClaimed(Event):
    """Express: ``player`` grabs the ``character``."""

    player: int
    character: Colour


@dataclass(frozen=True)
class TimedOut(Event):
    """Express: ``player`` runs out of time and gets no character."""

    player: int


@dataclass(frozen=True)
class RowTakesEffect(Event):
    """Express: the row's cards take effect from left to right."""


@dataclass(frozen=True)
class RowCardMoved(Event):
    """Express: card number ``index`` of the row (1: leftmost), ``card``, moved its car by ``movement``."""

    index: int
    card: Colour
    movement: Movement


# --- playing cards (sch.turn.*, sch.run.*, sch.mafia.moving) -------------------------------------------------


@dataclass(frozen=True)
class CarMoved(Event):
    """``player`` plays ``card`` face up (a colour card, a Joker or a Backward) and a car moves by ``movement``."""

    player: int
    card: Card
    movement: Movement


@dataclass(frozen=True)
class CardDiscarded(Event):
    """Seen by ``player`` only: the ``card`` he discards face down."""

    player: int
    card: Card


@dataclass(frozen=True)
class CharacterExchanged(Event):
    """``player`` discards a card face down and exchanges his ``old`` character for ``character``."""

    player: int
    old: Colour
    character: Colour


@dataclass(frozen=True)
class MafiaMoved(Event):
    """A card was discarded face down: the Mafia car moves by ``movement``."""

    movement: Movement


@dataclass(frozen=True)
class NastyExchanged(Event):
    """``player`` plays Nasty exchange: his ``old`` character for ``character``, free or held by ``other`` (who
    gets ``old``)."""

    player: int
    old: Colour
    character: Colour
    other: int | None = None


@dataclass(frozen=True)
class Evaded(Event):
    """``player`` plays Evasion: ``car`` leaves ``below`` on the business ``start`` for the empty business
    ``to``."""

    player: int
    car: Colour
    below: Colour
    start: str
    to: str


@dataclass(frozen=True)
class EvasionWithoutEffect(Event):
    """``player`` plays Evasion, but no car is on top of another with a business without cars to go to."""

    player: int


@dataclass(frozen=True)
class AllCardsPlayed(Event):
    """All cards are played: the Scheffeln phase begins."""


# --- the Scheffeln phase and the end (sch.scheffeln, sch.mafia.scheffeln, sch.after, sch.end) ----------------


@dataclass(frozen=True)
class ScheffelnBegins(Event):
    """Every character alone or on top takes the top money token."""


@dataclass(frozen=True)
class NoCharacter(Event):
    """Express: ``player`` has no character and earns nothing."""

    player: int


@dataclass(frozen=True)
class Earned(Event):
    """``player``'s ``character`` car is alone (or on top of ``below``) on ``business``: he takes the top token,
    worth ``value``."""

    player: int
    character: Colour
    business: str
    value: int
    below: Colour | None = None


@dataclass(frozen=True)
class EarnedNothing(Event):
    """``player``'s ``character`` car is beneath ``top`` on ``business``: no money."""

    player: int
    character: Colour
    top: Colour
    business: str


@dataclass(frozen=True)
class MafiaBeneath(Event):
    """The Mafia car is beneath ``top``: the Mafia gets nothing."""

    top: Colour


@dataclass(frozen=True)
class MafiaPaid(Event):
    """The Mafia takes the top token of ``business`` (``value``); ``player``, of those who got money, stands on the
    least valuable business, ``poorest``, and gets it."""

    player: int
    value: int
    business: str
    poorest: str


@dataclass(frozen=True)
class MafiaTokenRemoved(Event):
    """The Mafia takes the top token of ``business`` (``value``); nobody got money, so it leaves the game."""

    value: int
    business: str


@dataclass(frozen=True)
class GameEnded(Event):
    """The businesses ``empty`` have no more money tokens: the game ends; ``winners`` have the most money,
    ``best`` (``totals``: every player's money)."""

    empty: tuple[str, ...]
    totals: tuple[int, ...]
    best: int
    winners: tuple[int, ...]


@dataclass(frozen=True)
class CharactersReturned(Event):
    """Express: the character cards return to the centre; the cars stay."""


@dataclass(frozen=True)
class CharactersKept(Event):
    """Players keep their characters; the cars stay where they are."""


ScheffelnEvent = Union[  # noqa: UP007 (a runtime alias the json decoder reads)
    RingLaidOut,
    CarsPlaced,
    MafiaPlaced,
    TokensStacked,
    RoundStarted,
    TopTokensTurned,
    CardsDealt,
    HandDealt,
    ChoosingBegins,
    CharacterChosen,
    RowDealt,
    RowCardRevealed,
    ClaimsOpen,
    CharacterClaimed,
    TimedOut,
    RowTakesEffect,
    RowCardMoved,
    CarMoved,
    CardDiscarded,
    CharacterExchanged,
    MafiaMoved,
    NastyExchanged,
    Evaded,
    EvasionWithoutEffect,
    AllCardsPlayed,
    ScheffelnBegins,
    NoCharacter,
    Earned,
    EarnedNothing,
    MafiaBeneath,
    MafiaPaid,
    MafiaTokenRemoved,
    GameEnded,
    CharactersReturned,
    CharactersKept,
]
"""Every event a Scheffeln log may hold (the save format decodes the log with it)."""

MOVES = (CarMoved, RowCardMoved, MafiaMoved, Evaded, EvasionWithoutEffect)
"""The events of a car's move (or of an Evasion without effect): the table groups them and shows their rule."""
