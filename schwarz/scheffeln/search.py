"""A Scheffeln bot that searches: the rest of the round played out in deals of the cards it cannot see.

Money is paid once every card of the round is played (sch.scheffeln), and every other player moves cars after any
play: ``SearchBot`` looks past its own move. At a play it draws ``samples`` deals of the movement cards it has not
seen (the other hands, the deck and the others' face-down discards, sch.turn.exchange) and plays each of its
``width`` most promising plays (by the heuristic bot's own values, its choice always among them) out to the end of
the round in every deal, every seat by the heuristic bot's rule (sch.turn.move, sch.moving.*); it keeps the play with
the best mean money of the round over the best-paid rival (sch.scheffeln). The same deals serve every play. Elsewhere
(choosing a character, Express) it plays like the heuristic bot.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from schwarz.core.bots import rollout_totals
from schwarz.core.rng import Rng
from schwarz.scheffeln.actions import Scheffeln
from schwarz.scheffeln.bots import HeuristicBot
from schwarz.scheffeln.components import deck
from schwarz.scheffeln.events import CardDiscarded, RoundStarted
from schwarz.scheffeln.rules import advance, legal_actions
from schwarz.scheffeln.state import Phase, State
from schwarz.scheffeln.views import View, view


def determinize(seen: View, rng: random.Random) -> State | None:
    """A full state the seat of ``seen`` cannot tell apart from the real one in this round: the cards it has not
    seen dealt anew into the other hands, the deck and the others' face-down discards (only the face-up top tokens
    matter before the round's payout). None if the counts do not add up (a position without its log)."""
    me = seen.viewer
    if me is None:
        return None
    mine: list[Any] = []
    for e in reversed(seen.log):
        if isinstance(e, RoundStarted):
            break
        if isinstance(e, CardDiscarded) and e.player == me:
            mine.append(e.card)
    pool = Counter(deck(seen.options.run))
    pool.subtract(Counter((*seen.hand, *seen.played, *mine)))
    if any(v < 0 for v in pool.values()):
        return None
    unseen = list(pool.elements())
    others = [p for p in range(len(seen.players)) if p != me]
    hidden_down = seen.face_down_count - len(mine)
    if len(unseen) != sum(seen.hand_counts[p] for p in others) + seen.deck_count + hidden_down:
        return None
    rng.shuffle(unseen)
    hands: list[tuple[Any, ...]] = []
    for p in range(len(seen.players)):
        if p == me:
            hands.append(seen.hand)
            continue
        k = seen.hand_counts[p]
        hands.append(tuple(sorted(unseen[:k])))
        unseen = unseen[k:]
    tokens = tuple(((top,) + (0,) * (n - 1)) if top is not None else () for top, n in
                   zip(seen.top_tokens, seen.token_counts, strict=True))
    return State(players=seen.players, options=seen.options, rng=Rng(rng.randrange(2**31)), ring=seen.ring,
                 stacks=seen.stacks, tokens=tokens, money=seen.money, characters=seen.characters, hands=tuple(hands),
                 deck=tuple(unseen[: seen.deck_count]), played=seen.played,
                 face_down=(*mine, *unseen[seen.deck_count:]), row=seen.row, removed=seen.removed,
                 timed_out=seen.timed_out, start=seen.start, active=seen.active, round=seen.round, phase=seen.phase)


def play_round(state: State, seat: int, rng: random.Random, guide: HeuristicBot) -> float:
    """Play ``state`` to the round's payout, every seat by ``guide``; ``seat``'s money of the round over the
    best-paid rival's."""
    before = [sum(w.value for w in m) for m in state.money]
    for _step in range(200):
        if state.phase is not Phase.PLAY:
            break
        actions = legal_actions(state)
        state = advance(state, guide.choose(view(state, state.to_act), actions, rng))
    if state.phase is Phase.SCHEFFELN:
        state = advance(state, Scheffeln())
    gains = [sum(w.value for w in m) - b for m, b in zip(state.money, before, strict=True)]
    return gains[seat] - max(g for p, g in enumerate(gains) if p != seat)


@dataclass(frozen=True)
class SearchBot:
    """Looks to the end of the round: ``samples`` deals of the unseen cards, its ``width`` best plays by the
    heuristic bot's values (the heuristic's own choice always among them) played out in each."""

    name: str = "search"
    samples: int = 4
    width: int = 5
    _guide: HeuristicBot = field(default_factory=HeuristicBot, compare=False, repr=False)

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        return self._guide.interject(view, actions, rng)

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        guide = self._guide
        fallback = guide.choose(view, actions, rng)
        if len(actions) < 2 or view.phase is not Phase.PLAY or view.viewer is None:
            return fallback
        ranked = guide.ranked(view, actions)
        options = [fallback, *(a for a in ranked if a != fallback)][: self.width]
        seat = view.viewer
        totals = rollout_totals(options, self.samples, rng, lambda r: determinize(view, r),
                                lambda base, option, seed: play_round(advance(base, option), seat, random.Random(seed),
                                                                      guide))
        if totals is None:
            return fallback
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]
