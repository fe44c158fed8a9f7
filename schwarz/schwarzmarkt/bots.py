"""Schwarzmarkt bots. ``ThresholdBot`` is a price-threshold seller (sm.idea: trade now or push the price).

It sees only its seat's view. As start player it plays the offer card that demands most of what it holds
(sm.round.black-market); on its turn it exchanges every demanded card it can once the marker shows at least
``threshold`` (sm.round.exchange), and below that pushes the price as far as the die allows (sm.round.price).
On the end space it sells what it can (sm.round.end). Text-card choices favour the opponent holding most cards.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from schwarz.schwarzmarkt.actions import Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import Offer
from schwarz.schwarzmarkt.views import View


def fit(offer: Offer, hand: Sequence[Any]) -> int:
    """How many cards of ``hand`` the offer card demands (what its player could sell in that round)."""
    held = Counter(hand)
    return sum(min(q, held[c]) for c, q in offer.demand)


@dataclass(frozen=True)
class ThresholdBot:
    """Sells when the price reaches ``threshold`` (or the marker cannot move on), else raises it fully."""

    name: str = "heuristic"
    threshold: int = 12

    def choose(self, view: View, actions: Sequence[Any], rng: random.Random) -> Any:
        if len(actions) == 1:
            return actions[0]
        plays = [a for a in actions if isinstance(a, Play)]
        if plays:
            return max(plays, key=lambda a: (fit(a.card, view.hand) if isinstance(a.card, Offer) else 0.5,
                                             -plays.index(a)))
        sells = [a for a in actions if isinstance(a, Exchange)]
        moves = [a for a in actions if isinstance(a, Move)]
        if sells or moves or any(isinstance(a, Pass) for a in actions):
            return self._trade(view, actions, sells, moves)
        return self._event(view, actions)

    def interject(self, view: View, actions: Sequence[Any], rng: random.Random) -> Any | None:
        return None

    def _trade(self, view: View, actions: Sequence[Any], sells: list[Exchange], moves: list[Move]) -> Any:
        biggest = max(sells, key=lambda a: len(a.goods)) if sells else None
        if biggest is not None and (view.price >= self.threshold or not moves):
            return biggest
        if moves:
            return max(moves, key=lambda a: a.spaces)
        return next(a for a in actions if isinstance(a, Pass))

    def _event(self, view: View, actions: Sequence[Any]) -> Any:
        held = Counter(view.hand)
        counts = view.hand_counts

        def key(a: Any) -> tuple[float, ...]:
            if isinstance(a, Spy | Steal):
                return (counts[a.target],)
            if isinstance(a, Swap):
                return (counts[a.target], -len(a.give), sum(held[c] for c in a.give))
            if isinstance(a, Raid):
                return (counts[a.target], -held[a.commodity])
            if isinstance(a, QuickSale | Search):
                return (held[a.commodity],)
            return (0,)

        return max(actions, key=lambda a: (*key(a), -actions.index(a)))
