"""What one seat may know: a view is built by copying what the seat may see (sm.setup, sm.round.end, sm.events).

A player sees his own commodity and black-market hands, the number of cards in every other hand and pile,
everything face up (offer, text cards in force or waiting, exchanged cards, the marker), every player's luxury
cards (laid face up on the table), and the events visible to him: the two cards his Spionage! showed him, the card
he stole or was stolen, the cards of a Zwangstausch! he took part in, the card his search took. Nobody, not even
the teacher, sees the order of a face-down pile.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core import legality
from schwarz.core.events import visible_log
from schwarz.core.values import build
from schwarz.schwarzmarkt.black_market import BlackMarketCard, Offer, TextCard
from schwarz.schwarzmarkt.commodities import Commodity, Goods
from schwarz.schwarzmarkt.events import SchwarzmarktEvent, SpySaw
from schwarz.schwarzmarkt.luxury import Luxury
from schwarz.schwarzmarkt.options import Options
from schwarz.schwarzmarkt.price_track import Space
from schwarz.schwarzmarkt.state import Phase, State


@dataclass(frozen=True)
class View:
    """A seat's (or the teacher's, ``viewer=None``) knowledge of the game."""

    viewer: int | None
    players: tuple[str, ...]
    options: Options
    phase: Phase
    to_act: int | None
    game_round: int
    exchange_round: int
    start: int
    turn: int
    track: tuple[Space, ...]
    marker: int
    end: int
    hands: tuple[Goods | None, ...]
    hand_counts: tuple[int, ...]
    black_market_hands: tuple[tuple[BlackMarketCard, ...] | None, ...]
    black_market_counts: tuple[int, ...]
    deck_count: int
    black_market_deck_count: int
    removed: Goods
    luxury: tuple[Luxury, ...]
    credit: tuple[int, ...]
    bank: Luxury
    offer: Offer | None
    demand_left: tuple[tuple[Commodity, int], ...]
    effects: tuple[TextCard, ...]
    pending: tuple[TextCard, ...]
    resolving: TextCard | None
    table: Goods
    exchanged: tuple[int, ...]
    log: tuple[SchwarzmarktEvent, ...]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def price(self) -> int:
        return self.track[self.marker].value

    @property
    def seen(self) -> tuple[tuple[int, Goods], ...]:
        """(target, goods) of every Spionage! the viewer played: the cards it showed him (sm.events), read from his
        log when asked (a bot deciding every step never pays for it)."""
        return tuple((e.target, e.goods) for e in self.log
                     if type(e) is SpySaw and (self.viewer is None or e.player == self.viewer))

    @property
    def hand(self) -> Goods:
        """The viewer's own commodity cards (empty for the teacher)."""
        if self.viewer is None:
            return ()
        mine = self.hands[self.viewer]
        return mine if mine is not None else ()


def view(state: State, player: int | None) -> View:
    """The view of seat ``player`` (``None``: the all-seeing teacher)."""
    player = legality.seat(state, player)
    everything = player is None or state.is_over
    return build(
        View,
        viewer=player,
        players=state.players,
        options=state.options,
        phase=state.phase,
        to_act=state.to_act,
        game_round=state.game_round,
        exchange_round=state.exchange_round,
        start=state.start,
        turn=state.turn,
        track=state.track,
        marker=state.marker,
        end=state.end,
        hands=tuple(h if everything or p == player else None for p, h in enumerate(state.hands)),
        hand_counts=tuple(len(h) for h in state.hands),
        black_market_hands=tuple(
            h if everything or p == player else None for p, h in enumerate(state.black_market_hands)
        ),
        black_market_counts=tuple(len(h) for h in state.black_market_hands),
        deck_count=len(state.deck),
        black_market_deck_count=len(state.black_market_deck),
        removed=state.removed,
        luxury=state.luxury,
        credit=state.credit,
        bank=state.bank,
        offer=state.offer,
        demand_left=tuple(state.demand_left().items()),
        effects=state.effects,
        pending=state.pending,
        resolving=state.resolving,
        table=state.table,
        exchanged=state.exchanged,
        log=visible_log(state.log, player),
    )
