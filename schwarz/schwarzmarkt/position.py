"""A compact notation for positions: a scenario test of a rule states only the facts it needs.

``position(...)`` builds a valid ``State`` from the few facts a scenario needs: every commodity card not placed
goes to the deck, every black-market card not placed to the black-market pile, every luxury card not held to
the bank. ``goods(potatoes=2, butter=1)`` writes a bag of commodity cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from schwarz.core.rng import Rng
from schwarz.schwarzmarkt import black_market
from schwarz.schwarzmarkt.black_market import BlackMarketCard, Offer, TextCard
from schwarz.schwarzmarkt.commodities import Commodity, Goods, in_play, removed_for, sort_goods
from schwarz.schwarzmarkt.luxury import Luxury, full_bank
from schwarz.schwarzmarkt.options import Options
from schwarz.schwarzmarkt.serialize import validate
from schwarz.schwarzmarkt.state import Phase, State


def goods(**counts: int) -> Goods:
    """``goods(potatoes=2, butter=1)`` -> the sorted bag of 3 cards."""
    return sort_goods(Commodity(k) for k, v in counts.items() for _ in range(v))


def _rest(everything: Iterable[object], used: Iterable[object]) -> list[object]:
    left = Counter(everything)
    left.subtract(used)
    if any(v < 0 for v in left.values()):
        too_many = [k for k, v in left.items() if v < 0]
        raise ValueError(f"more cards placed than the game has: {too_many}")  # dev-text: a scenario's mistake
    return list(left.elements())


def position(
    players: Sequence[str],
    hands: Mapping[int, Goods],
    black_market_hands: Mapping[int, Sequence[BlackMarketCard]] | None = None,
    *,
    phase: Phase = Phase.PLAY_CARD,
    start: int = 0,
    turn: int | None = None,
    marker: int = 0,
    offer: Offer | None = None,
    effects: Sequence[TextCard] = (),
    pending: Sequence[TextCard] = (),
    resolving: TextCard | None = None,
    table: Goods = (),
    exchanged: Sequence[int] | None = None,
    luxury: Mapping[int, Luxury] | None = None,
    deck_top: Goods = (),
    game_round: int = 1,
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A valid state with exactly these facts."""
    n = len(players)
    options = options or Options()
    hand_t = tuple(sort_goods(hands.get(p, ())) for p in range(n))
    bm_t = tuple(tuple((black_market_hands or {}).get(p, ())) for p in range(n))
    used_goods = [*(c for h in hand_t for c in h), *table, *deck_top]
    deck = (*deck_top, *(c for c in _rest(in_play(options.deck), used_goods) if isinstance(c, Commodity)))
    face_up: list[BlackMarketCard] = [*effects, *pending, *([offer] if offer else [])]
    if resolving is not None:
        face_up.append(resolving)
    bm_rest = _rest(black_market.deck(), [*(c for h in bm_t for c in h), *face_up])
    lux = tuple((luxury or {}).get(p, Luxury()) for p in range(n))
    bank = full_bank()
    for holding in lux:
        bank = bank.minus(holding)
    state = State(
        players=tuple(players),
        options=options,
        rng=Rng(seed),
        hands=hand_t,
        deck=tuple(deck),
        removed=removed_for(options.deck),
        black_market_hands=bm_t,
        black_market_deck=tuple(c for c in bm_rest if isinstance(c, Offer | TextCard)),
        luxury=lux,
        bank=bank,
        credit=(0,) * n,
        phase=phase,
        game_round=game_round,
        start=start,
        turn=start if turn is None else turn,
        marker=marker,
        offer=offer,
        effects=tuple(effects),
        pending=tuple(pending),
        resolving=resolving,
        table=table,
        exchanged=tuple(exchanged) if exchanged is not None else (0,) * n,
        exchange_round=1 if offer is not None else 0,
    )
    validate(state)
    return state
