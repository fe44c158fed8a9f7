"""The state of a Schwarzmarkt game (sm.setup, sm.round.*, sm.game.*): an immutable value."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from schwarz.core.rng import Rng
from schwarz.schwarzmarkt.black_market import BlackMarketCard, Offer, TextCard
from schwarz.schwarzmarkt.commodities import Commodity, Goods
from schwarz.schwarzmarkt.events import SchwarzmarktEvent
from schwarz.schwarzmarkt.luxury import Luxury
from schwarz.schwarzmarkt.options import Options
from schwarz.schwarzmarkt.price_track import Space, build, end_space


class Phase(enum.Enum):
    """Where a game stands (sm.round.*, sm.events, sm.end)."""

    __hash__ = object.__hash__  # members are singletons: hash by identity (in C, unlike Enum's own)

    PLAY_CARD = "play-card"
    EVENT = "event"
    EXCHANGE = "exchange"
    LAST_EXCHANGE = "last-exchange"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class State:
    """Everything about a game.

    Seats are in clockwise order: 'to the left' is the next seat. ``deck[0]`` is the top of the commodity deck
    and ``black_market_deck[0]`` the top of the black-market pile; used cards go to the bottom (the end).
    ``table`` holds the commodity cards exchanged in the current exchange round, ``effects`` the text cards
    acting on it, ``pending`` those waiting for the next one, ``resolving`` a text card being carried out.
    ``credit`` is what the bank owes a player when it ran short of cards (an IOU, counted as luxury value).
    """

    players: tuple[str, ...]
    options: Options
    rng: Rng
    hands: tuple[Goods, ...]
    deck: Goods
    removed: Goods
    black_market_hands: tuple[tuple[BlackMarketCard, ...], ...]
    black_market_deck: tuple[BlackMarketCard, ...]
    luxury: tuple[Luxury, ...]
    bank: Luxury
    credit: tuple[int, ...]
    phase: Phase = Phase.PLAY_CARD
    game_round: int = 1
    exchange_round: int = 0
    start: int = 0
    turn: int = 0
    marker: int = 0
    offer: Offer | None = None
    effects: tuple[TextCard, ...] = ()
    pending: tuple[TextCard, ...] = ()
    resolving: TextCard | None = None
    table: tuple[Commodity, ...] = ()
    exchanged: tuple[int, ...] = ()
    log: tuple[SchwarzmarktEvent, ...] = field(default=(), repr=False)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def to_act(self) -> int | None:
        """The start player plays a card and carries out text cards; in an exchange round, whose turn it is."""
        if self.is_over:
            return None
        if self.phase in (Phase.PLAY_CARD, Phase.EVENT):
            return self.start
        return self.turn

    @property
    def track(self) -> tuple[Space, ...]:
        return build(self.options.track_values)

    @property
    def end(self) -> int:
        """The space that ends the current exchange round (50, or 25 under Limit!)."""
        return end_space(self.track, TextCard.LIMIT in self.effects)

    @property
    def price(self) -> int:
        """The exchange value of one commodity card now (the marker's space)."""
        return self.track[self.marker].value

    def demand_left(self) -> dict[Commodity, int]:
        """What the offer card still demands (quantities not yet exchanged this exchange round)."""
        if self.offer is None:
            return {}
        return {c: max(0, q - self.table.count(c)) for c, q in self.offer.demand}

    def luxury_value(self, player: int) -> int:
        """A player's luxury value: his cards plus what the bank owes him."""
        return self.luxury[player].value + self.credit[player]
