"""A Schwarzmarkt bot that searches: the exchange round played out in deals of the cards it cannot see.

Whether to sell now or push the price depends on what the others hold: once the offer card's demand is met the
round ends (sm.round.exchange, sm.round.end). At a turn of an exchange round ``SearchBot`` draws ``samples`` deals of
the commodity cards it has not seen into the other hands (sm.setup), plays each of its choices (every exchange and
every move of the marker) out to the end of the exchange round, every seat by the heuristic bot's rule, and keeps the
choice with the best mean luxury won in the round over the best-paid rival (sm.end). The same deals serve every
choice. Elsewhere (playing a black-market card, text cards) it plays like the heuristic bot.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from schwarz.core.bots import rollout_totals
from schwarz.core.rng import Rng
from schwarz.schwarzmarkt.black_market import deck as black_market_deck
from schwarz.schwarzmarkt.bots import ThresholdBot
from schwarz.schwarzmarkt.commodities import in_play, sort_goods
from schwarz.schwarzmarkt.rules import advance, legal_actions
from schwarz.schwarzmarkt.state import Phase, State
from schwarz.schwarzmarkt.views import View, view

EXCHANGING = (Phase.EXCHANGE, Phase.LAST_EXCHANGE)


def _deal(pool: list[Any], counts: Sequence[int], me: int, mine: tuple[Any, ...]) -> tuple[list[tuple[Any, ...]],
                                                                                             list[Any]]:
    hands: list[tuple[Any, ...]] = []
    for p, k in enumerate(counts):
        if p == me:
            hands.append(mine)
        else:
            hands.append(tuple(pool[:k]))
            pool = pool[k:]
    return hands, pool


def determinize(seen: View, rng: random.Random) -> State | None:
    """A full state the seat of ``seen`` cannot tell apart from the real one in this exchange round: the commodity
    and black-market cards it has not seen dealt anew into the other hands and the piles. None if the counts do not
    add up."""
    me = seen.viewer
    if me is None:
        return None
    goods = Counter(in_play(seen.options.deck))
    goods.subtract(Counter((*seen.hand, *seen.table)))
    cards = Counter(black_market_deck())
    known = [*(seen.black_market_hands[me] or ()), *seen.effects, *seen.pending]
    known += [c for c in (seen.offer, seen.resolving) if c is not None]
    cards.subtract(Counter(known))
    if any(v < 0 for v in (*goods.values(), *cards.values())):
        return None
    unseen_goods, unseen_cards = list(goods.elements()), list(cards.elements())
    others = [p for p in range(len(seen.players)) if p != me]
    if (len(unseen_goods) != sum(seen.hand_counts[p] for p in others) + seen.deck_count
            or len(unseen_cards) != sum(seen.black_market_counts[p] for p in others) + seen.black_market_deck_count):
        return None
    rng.shuffle(unseen_goods)
    rng.shuffle(unseen_cards)
    hands, rest = _deal(unseen_goods, seen.hand_counts, me, seen.hand)
    bm_hands, bm_rest = _deal(unseen_cards, seen.black_market_counts, me, seen.black_market_hands[me] or ())
    return State(players=seen.players, options=seen.options, rng=Rng(rng.randrange(2**31)),
                 hands=tuple(sort_goods(h) for h in hands), deck=tuple(rest), removed=seen.removed,
                 black_market_hands=tuple(bm_hands), black_market_deck=tuple(bm_rest), luxury=seen.luxury,
                 bank=seen.bank, credit=seen.credit, phase=seen.phase, game_round=seen.game_round,
                 exchange_round=seen.exchange_round, start=seen.start, turn=seen.turn, marker=seen.marker,
                 offer=seen.offer, effects=seen.effects, pending=seen.pending, resolving=seen.resolving,
                 table=seen.table, exchanged=seen.exchanged)


def play_round(state: State, seat: int, rng: random.Random, guide: ThresholdBot) -> float:
    """Play ``state`` to the end of its exchange round, every seat by ``guide``; ``seat``'s luxury won in it over the
    best-paid rival's."""
    before = [state.luxury_value(p) for p in range(state.n)]
    number = state.exchange_round
    for _step in range(500):
        if state.phase not in EXCHANGING or state.exchange_round != number:
            break
        actions = legal_actions(state)
        state = advance(state, guide.choose(view(state, state.to_act), actions, rng))
    gains = [state.luxury_value(p) - before[p] for p in range(state.n)]
    return gains[seat] - max(g for p, g in enumerate(gains) if p != seat)


@dataclass(frozen=True)
class SearchBot:
    """Looks to the end of the exchange round: ``samples`` deals of the unseen cards, every choice played out in
    each."""

    name: str = "search"
    samples: int = 4
    _guide: ThresholdBot = field(default_factory=ThresholdBot, compare=False, repr=False)

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        return self._guide.interject(view, actions, rng)

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        guide = self._guide
        fallback = guide.choose(view, actions, rng)
        if len(actions) < 2 or view.phase not in EXCHANGING or view.viewer is None:
            return fallback
        options = [fallback, *(a for a in actions if a != fallback)]
        seat = view.viewer
        totals = rollout_totals(options, self.samples, rng, lambda r: determinize(view, r),
                                lambda base, option, seed: play_round(advance(base, option), seat, random.Random(seed),
                                                                      guide))
        if totals is None:
            return fallback
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]
