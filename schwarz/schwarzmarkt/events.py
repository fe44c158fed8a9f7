"""The events of a Schwarzmarkt game: what the log records, as typed values (no prose; see ``wording``).

Every event carries its rule id and, for a secret, the seats that may see it (``core.events.Event``): the cards
dealt to a player, the black-market card he draws, what his Spionage! showed him, the card stolen by Alte
Rechnung!, the cards of a Zwangstausch!, the card found by Neue Ware Entdeckt! and the cards drawn to refill a
hand. The rules of the text cards themselves are in ``text_cards``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Union

from schwarz.core.events import Event
from schwarz.schwarzmarkt.black_market import BlackMarketCard, Offer, TextCard
from schwarz.schwarzmarkt.commodities import Commodity, Goods
from schwarz.schwarzmarkt.luxury import Luxury


# --- setup (sm.setup, sm.variant) -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SetUp(Event):
    """The price marker stands on the start space (worth ``value``); ``removed``: the six commodity cards out."""

    value: int
    removed: Goods


@dataclass(frozen=True)
class Dealt(Event):
    """``player`` gets ``black_market`` black-market cards and ``commodities`` commodity cards."""

    player: int
    black_market: int
    commodities: int


@dataclass(frozen=True)
class HandDealt(Event):
    """Seen by ``player`` only: his black-market ``cards`` and commodity cards ``goods``."""

    player: int
    cards: tuple[BlackMarketCard, ...]
    goods: Goods


# --- start players (sm.round.black-market, sm.round.next, sm.events, sm.game.second-round) -----------------------
@dataclass(frozen=True)
class GameRoundStarted(Event):
    """Game round ``round`` begins with ``player`` as start player (the first round names the ``dealer``)."""

    round: int
    player: int
    dealer: int | None = None


@dataclass(frozen=True)
class NextStartPlayer(Event):
    """``player`` is the next start player; after an exchange round the marker returns to the start space,
    worth ``marker`` (``None`` after a text card: the marker did not move)."""

    player: int
    marker: int | None = None


@dataclass(frozen=True)
class PassedOver(Event):
    """``player`` has no black-market card he may play and is passed over."""

    player: int


# --- black-market cards (sm.round.black-market, sm.events) ------------------------------------------------------
@dataclass(frozen=True)
class CardPlayed(Event):
    """The start player ``player`` plays ``card`` face up and draws a replacement; it begins a new part of the
    log (an exchange round, or a text card carried out)."""

    player: int
    card: BlackMarketCard


@dataclass(frozen=True)
class CardDrawn(Event):
    """Seen by ``player`` only: the black-market card he draws as a replacement."""

    player: int
    card: BlackMarketCard


@dataclass(frozen=True)
class TextCardWaits(Event):
    """``player``'s ``card`` stays face up and acts on the next exchange round (Limit!, Verdorbene Ware!,
    Waren knapp!)."""

    player: int
    card: TextCard


@dataclass(frozen=True)
class NoEffect(Event):
    """``player``'s text ``card`` cannot be carried out: it has no effect."""

    player: int
    card: TextCard


# --- exchange rounds (sm.round.exchange, sm.round.price, sm.round.end) ------------------------------------------
@dataclass(frozen=True)
class ExchangeRoundStarted(Event):
    """Exchange round ``round`` opens with ``player``'s ``offer``; the text cards in force (``effects``) and the
    value of the end space (``end``: 50, or 25 under Limit!)."""

    round: int
    player: int
    offer: Offer
    effects: tuple[TextCard, ...]
    end: int


@dataclass(frozen=True)
class Exchanged(Event):
    """``player`` exchanges ``goods`` at ``price``: ``each`` card fetches its value (halved for the first under
    Verdorbene Ware!); ``owed`` of it the bank could not pay in cards (an IOU); ``luxury_in`` and ``luxury_out``
    are the luxury cards the player took from and handed to the bank (making change)."""

    player: int
    goods: Goods
    price: int
    each: tuple[int, ...]
    owed: int
    luxury_in: Luxury
    luxury_out: Luxury

    @property
    def value(self) -> int:
        """The luxury value the player received."""
        return sum(self.each)


@dataclass(frozen=True)
class MarkerMoved(Event):
    """``player`` moves the price marker ``spaces`` spaces to space ``marker``, worth ``value``; ``forced``: one
    space after an exchange."""

    player: int
    spaces: int
    marker: int
    value: int
    forced: bool = False


@dataclass(frozen=True)
class EndSpaceReached(Event):
    """The marker reached the end space (worth ``value``): only ``player`` may still exchange."""

    player: int
    value: int


@dataclass(frozen=True)
class NothingExchanged(Event):
    """On the end space (worth ``value``) ``player`` exchanges nothing: the exchange round ends."""

    player: int
    value: int


@dataclass(frozen=True)
class ExchangeRoundEnded(Event):
    """The exchange round ends: the offer is ``met``, or the marker stands on the end space (worth ``value``)
    with ``left`` still demanded."""

    met: bool
    value: int
    left: Goods = ()


# --- game rounds (sm.game.first-round-end, sm.game.second-round, sm.end) ----------------------------------------
class RoundEndReason(enum.Enum):
    """Why a game round ends: the text's reason (a player exchanged his last commodity card), or one of the two
    dead ends the engine adds so that a game always ends (sm.game.first-round-end)."""

    LAST_CARD = "last-card"
    NO_PLAYABLE_CARD = "no-playable-card"
    NO_COMMODITIES = "no-commodities"


@dataclass(frozen=True)
class GameRoundEnded(Event):
    """Game round ``round`` ends for ``reason`` (``player``: who exchanged his last card); ``waiting``: the text
    cards that stay face up for the next exchange round."""

    round: int
    reason: RoundEndReason
    player: int | None = None
    waiting: tuple[TextCard, ...] = ()


@dataclass(frozen=True)
class Reshuffled(Event):
    """The commodity deck and the black-market pile are reshuffled; black-market hands are kept."""


@dataclass(frozen=True)
class ToppedUp(Event):
    """``player`` draws ``count`` commodity cards and holds ``total``."""

    player: int
    count: int
    total: int


@dataclass(frozen=True)
class CommoditiesDrawn(Event):
    """Seen by ``player`` only: the commodity cards ``goods`` he drew to top up his hand."""

    player: int
    goods: Goods


@dataclass(frozen=True)
class GameEnded(Event):
    """The game ends after ``rounds`` game rounds with these luxury ``values`` (by seat)."""

    rounds: int
    values: tuple[int, ...]


# --- the text cards carried out at once (sm.events.*) -----------------------------------------------------------
@dataclass(frozen=True)
class Spied(Event):
    """Spionage!: ``player`` draws ``count`` of ``target``'s commodity cards, looks at them and hands them back."""

    player: int
    target: int
    count: int


@dataclass(frozen=True)
class SpySaw(Event):
    """Spionage!, seen by ``player`` only: the cards ``goods`` he saw in ``target``'s hand."""

    player: int
    target: int
    goods: Goods


@dataclass(frozen=True)
class Stole(Event):
    """Alte Rechnung!: ``player`` steals a commodity card from ``target`` without looking."""

    player: int
    target: int


@dataclass(frozen=True)
class StolenCard(Event):
    """Alte Rechnung!, seen by ``player`` and ``target`` only: the stolen card."""

    player: int
    target: int
    card: Commodity


@dataclass(frozen=True)
class QuickSold(Event):
    """Schnelles Geschäft!: ``player`` exchanges one ``commodity`` card for luxury items worth ``value``;
    ``luxury_in`` / ``luxury_out``: the cards taken from / handed to the bank."""

    player: int
    commodity: Commodity
    value: int
    luxury_in: Luxury
    luxury_out: Luxury


@dataclass(frozen=True)
class Swapped(Event):
    """Zwangstausch!: ``player`` gives ``target`` ``count`` commodity cards, then draws as many from his hand."""

    player: int
    target: int
    count: int


@dataclass(frozen=True)
class SwapCards(Event):
    """Zwangstausch!, seen by ``player`` and ``target`` only: the cards ``given`` and the cards ``drawn``."""

    player: int
    target: int
    given: Goods
    drawn: Goods


@dataclass(frozen=True)
class Raided(Event):
    """Razzia!: ``player`` names ``target`` and ``commodity``; ``target`` puts his ``count`` such cards at the
    bottom of the deck."""

    player: int
    target: int
    commodity: Commodity
    count: int


@dataclass(frozen=True)
class Searched(Event):
    """Neue Ware Entdeckt!: ``player`` searches the commodity deck, takes one card and pays luxury items worth
    ``price``; ``luxury_in`` / ``luxury_out``: the cards taken from (change) / handed to the bank."""

    player: int
    price: int
    luxury_in: Luxury
    luxury_out: Luxury


@dataclass(frozen=True)
class SearchFound(Event):
    """Neue Ware Entdeckt!, seen by ``player`` only: the card he took."""

    player: int
    card: Commodity


SchwarzmarktEvent = Union[  # noqa: UP007 (a runtime alias the json decoder reads)
    SetUp,
    Dealt,
    HandDealt,
    GameRoundStarted,
    NextStartPlayer,
    PassedOver,
    CardPlayed,
    CardDrawn,
    TextCardWaits,
    NoEffect,
    ExchangeRoundStarted,
    Exchanged,
    MarkerMoved,
    EndSpaceReached,
    NothingExchanged,
    ExchangeRoundEnded,
    GameRoundEnded,
    Reshuffled,
    ToppedUp,
    CommoditiesDrawn,
    GameEnded,
    Spied,
    SpySaw,
    Stole,
    StolenCard,
    QuickSold,
    Swapped,
    SwapCards,
    Raided,
    Searched,
    SearchFound,
]
"""Every event a Schwarzmarkt log may hold (the save format decodes the log with it)."""
