"""Exchange rounds (sm.round.exchange, sm.round.price, sm.round.end, sm.round.next).

An offer card opens an exchange round: from the start player on, each player in turn may exchange still-demanded
cards at the marker's value, then the marker moves: one space after an exchange, else 1..die spaces. The round
ends when the offer is met, or after the marker reached the end space (50; 25 under Limit!): then only the player
whose turn it is may still exchange, at that value. The cards used go to the bottom of their piles and the next
start player (to the left) begins with the marker back on the start space.
Text cards in force: Verdorbene Ware! halves the first card exchanged (one card per such card), Waren knapp!
allows one card per player in the whole exchange round, Limit! moves the end space to 25 (the first space worth
25 or more: on a changed track it may be the start space, and the start player's turn is the last exchange).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.actions import Exchange
from schwarz.schwarzmarkt.black_market import Offer, TextCard
from schwarz.schwarzmarkt.commodities import ORDER, Commodity, Goods, remove_goods, sort_goods
from schwarz.schwarzmarkt.events import (
    EndSpaceReached,
    Exchanged,
    ExchangeRoundEnded,
    ExchangeRoundStarted,
    MarkerMoved,
    NextStartPlayer,
    NothingExchanged,
)
from schwarz.schwarzmarkt.luxury import pay_out
from schwarz.schwarzmarkt.rounds import end_game_round, next_start, put
from schwarz.schwarzmarkt.state import Phase, State


def begin(state: State, offer: Offer) -> State:
    """The offer card is face up: a new exchange round with the text cards waiting for it (sm.round.black-market).

    Should the end space be the start space (Limit! on a track whose first value is 25 or more: a design-lab
    knob), the marker 'has reached' it before anyone moved: as on any end space, only the player whose turn it
    is, the start player, may still exchange, then the exchange round ends (sm.events.limit, sm.round.end)."""
    effects = state.pending
    state = evolve(
        state,
        offer=offer,
        effects=effects,
        pending=(),
        marker=0,
        table=(),
        exchanged=(0,) * state.n,
        turn=state.start,
        phase=Phase.EXCHANGE,
        exchange_round=state.exchange_round + 1,
    )
    state = record(state, ExchangeRoundStarted(state.exchange_round, state.start, offer, effects,
                                               state.track[state.end].value, rule=R.BLACK_MARKET))
    if state.marker < state.end:
        return state
    return record(state, EndSpaceReached(state.turn, state.price, rule=R.ROUND_END), phase=Phase.LAST_EXCHANGE)


def cap(state: State, seat: int) -> int | None:
    """Cards ``seat`` may still exchange this exchange round under Waren knapp! (None: no cap)."""
    if TextCard.WAREN_KNAPP not in state.effects:
        return None
    return max(0, 1 - state.exchanged[seat])


def options(state: State, seat: int) -> list[Goods]:
    """Every non-empty bag of still-demanded cards ``seat`` may exchange now, smallest first."""
    return [action.goods for action in offered(state, seat)]


def offered(state: State, seat: int) -> tuple[Exchange, ...]:
    """``options`` as the actions that exchange them."""
    hand = state.hands[seat]
    kinds = tuple((c, min(q, hand.count(c))) for c, q in state.demand_left().items())
    return _bags(kinds, cap(state, seat))


@lru_cache(maxsize=4096)
def _bags(kinds: tuple[tuple[Commodity, int], ...], limit: int | None) -> tuple[Exchange, ...]:
    """Every non-empty bag with at most ``k`` cards of each ``(commodity, k)`` of ``kinds`` and at most ``limit``
    cards in all, smallest first, as the actions that exchange them (a pure function of its arguments, kept for
    the few thousand combinations a game meets)."""
    out: list[Goods] = []
    for counts in product(*(range(k + 1) for _, k in kinds)):
        total = sum(counts)
        if total == 0 or (limit is not None and total > limit):
            continue
        out.append(sort_goods(c for (c, _), k in zip(kinds, counts, strict=True) for _ in range(k)))
    return tuple(Exchange(g) for g in sorted(out, key=lambda g: (len(g), [ORDER[c] for c in g])))


def prices(state: State, count: int) -> tuple[int, ...]:
    """What each of the next ``count`` cards fetches: the marker's value, halved for the first card(s) under
    Verdorbene Ware! (rounded down), one card per Verdorbene Ware! card in force."""
    price = state.price
    halves = state.effects.count(TextCard.VERDORBENE_WARE)
    done = len(state.table)
    return tuple(price // 2 if done + i < halves else price for i in range(count))


def exchange(state: State, goods: Goods) -> State:
    """The player whose turn it is exchanges ``goods`` (legality checked by the caller)."""
    p = state.turn
    each = prices(state, len(goods))
    total = sum(each)
    owed_before = state.credit[p]
    t = pay_out(state.luxury[p], state.bank, state.credit[p], total)
    state = evolve(
        state,
        hands=put(state.hands, p, remove_goods(state.hands[p], goods)),
        table=(*state.table, *goods),
        exchanged=put(state.exchanged, p, state.exchanged[p] + len(goods)),
        luxury=put(state.luxury, p, t.player),
        bank=t.bank,
        credit=put(state.credit, p, t.credit),
    )
    state = record(state, Exchanged(p, sort_goods(goods), state.price, each, t.credit - owed_before, t.received,
                                    t.given, rule=R.EXCHANGE))
    if not state.hands[p]:
        return end_game_round(state, p)
    if all(v == 0 for v in state.demand_left().values()):
        return end_exchange_round(state, met=True)
    if state.phase is Phase.LAST_EXCHANGE:
        return end_exchange_round(state, met=False)
    return advance(state, 1, forced=True)


def advance(state: State, spaces: int, forced: bool = False) -> State:
    """Move the marker; the turn passes to the left; on the end space only that player may still exchange."""
    p = state.turn
    marker = state.marker + spaces
    nxt = (p + 1) % state.n
    price = state.track[marker].value
    moved = MarkerMoved(p, spaces, marker, price, forced, rule=R.PRICE)
    if marker >= state.end:
        return record(state, moved, EndSpaceReached(nxt, price, rule=R.ROUND_END), marker=marker, turn=nxt,
                      phase=Phase.LAST_EXCHANGE)
    return record(state, moved, marker=marker, turn=nxt, phase=Phase.EXCHANGE)


def pass_last(state: State) -> State:
    """On the end space the player whose turn it is exchanges nothing: the exchange round ends."""
    state = record(state, NothingExchanged(state.turn, state.price, rule=R.ROUND_END))
    return end_exchange_round(state, met=False)


def end_exchange_round(state: State, met: bool) -> State:
    """Used cards to the bottom of their piles; the next start player to the left (sm.round.end, sm.round.next).

    ``met``: the offer is met; else the marker stands on the end space."""
    left = sort_goods(c for c, q in state.demand_left().items() for _ in range(q))
    used = (*([state.offer] if state.offer is not None else []), *state.effects)
    price = state.price
    state = evolve(
        state,
        deck=(*state.deck, *state.table),
        black_market_deck=(*state.black_market_deck, *used),
        offer=None,
        effects=(),
        table=(),
        exchanged=(0,) * state.n,
        marker=0,
    )
    state = record(state, ExchangeRoundEnded(met, price, left, rule=R.ROUND_END))
    state = next_start(state)
    if state.is_over:
        return state
    return record(state, NextStartPlayer(state.start, state.track[0].value, rule=R.NEXT_ROUND))
