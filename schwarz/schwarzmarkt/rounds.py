"""Start players and game rounds (sm.round.next, sm.game.first-round-end, sm.game.second-round, sm.end).

A game round ends as soon as a player has exchanged his last commodity card; all other actions are ignored.
The face-up black-market cards of the running exchange round go to the bottom of their pile; cards waiting for
the next exchange round (Limit!, Verdorbene Ware!, Waren knapp!) 'remain face up and valid until that exchange
round has ended', so they wait on into the next game round. The commodity deck is reshuffled and every hand is
topped up to 9 (the next start player first); black-market hands are kept and their pile is reshuffled. The
next player in turn starts. After the last round (the text: two) the game ends.
"""

from __future__ import annotations

from typing import TypeVar

from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.black_market import BlackMarketCard, TextCard
from schwarz.schwarzmarkt.commodities import sort_goods
from schwarz.schwarzmarkt.events import (
    CommoditiesDrawn,
    GameEnded,
    GameRoundEnded,
    GameRoundStarted,
    PassedOver,
    Reshuffled,
    RoundEndReason,
    ToppedUp,
)
from schwarz.schwarzmarkt.state import Phase, State

T = TypeVar("T")


def put(items: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """``items`` with position ``i`` replaced."""
    return (*items[:i], value, *items[i + 1 :])


def can_play(state: State, seat: int, card: BlackMarketCard) -> bool:
    """Neue Ware Entdeckt! needs luxury items worth 5 to pay with (sm.events.neue-ware); all else may be played."""
    return card is not TextCard.NEUE_WARE or state.luxury_value(seat) >= 5


def next_start(state: State) -> State:
    """The player to the left of the start player becomes start player (sm.round.next, sm.events)."""
    n = state.n
    for step in range(1, n + 1):
        seat = (state.start + step) % n
        if any(can_play(state, seat, c) for c in state.black_market_hands[seat]):
            return evolve(state, start=seat, turn=seat, phase=Phase.PLAY_CARD, marker=0)
        state = record(state, PassedOver(seat, rule=R.BLACK_MARKET))
    return end_game_round(state, None, RoundEndReason.NO_PLAYABLE_CARD)


def end_game_round(state: State, player: int | None, reason: RoundEndReason = RoundEndReason.LAST_CARD) -> State:
    """Close the game round: the running exchange round's cards back, then the next round or the end of the game.

    ``player`` has exchanged his last commodity card (the text's reason), else ``reason`` says why the round
    ends. Cards waiting for the next exchange round stay face up into the next game round (sm.events: 'valid
    until that exchange round has ended'); only at the end of the game do they go back under the pile.
    """
    rule = R.FIRST_ROUND_END if state.game_round == 1 else R.SECOND_ROUND  # "ends in the same way"
    last = state.game_round >= state.options.rounds
    waiting = () if last else state.pending
    if player is not None:
        reason = RoundEndReason.LAST_CARD
    state = record(state, GameRoundEnded(state.game_round, reason, player, waiting, rule=rule))
    face_up: list[BlackMarketCard] = [*([state.offer] if state.offer else []), *state.effects]
    if last:
        face_up.extend(state.pending)
    if state.resolving is not None:
        face_up.append(state.resolving)
    state = evolve(
        state,
        deck=(*state.deck, *state.table),
        black_market_deck=(*state.black_market_deck, *face_up),
        offer=None,
        effects=(),
        pending=waiting,
        resolving=None,
        table=(),
        exchanged=(0,) * state.n,
        marker=0,
    )
    if last:
        return game_over(state)
    return second_round(state)


def second_round(state: State) -> State:
    """Reshuffle both piles, top every hand up to 9, the next player in turn starts (sm.game.second-round)."""
    deck, rng = state.rng.shuffled(state.deck)
    bm, rng = rng.shuffled(state.black_market_deck)
    n, start = state.n, (state.start + 1) % state.n
    state = evolve(state, deck=deck, black_market_deck=bm, rng=rng, game_round=state.game_round + 1)
    state = record(state, Reshuffled(rule=R.FIRST_ROUND_END))
    for step in range(n):
        p = (start + step) % n
        need = max(0, state.options.hand_size - len(state.hands[p]))
        drawn, rest = state.deck[:need], state.deck[need:]
        state = evolve(state, deck=rest, hands=put(state.hands, p, sort_goods((*state.hands[p], *drawn))))
        state = record(state, ToppedUp(p, len(drawn), len(state.hands[p]), rule=R.FIRST_ROUND_END))
        if drawn:
            state = record(state, CommoditiesDrawn(p, sort_goods(drawn), rule=R.FIRST_ROUND_END,
                                                   visible_to=frozenset({p})))
    state = evolve(state, start=(start - 1) % n)
    state = next_start(state)
    if state.is_over:
        return state
    return record(state, GameRoundStarted(state.game_round, state.start, rule=R.SECOND_ROUND))


def game_over(state: State) -> State:
    """The game ends; the highest luxury value wins (sm.end)."""
    state = evolve(state, phase=Phase.GAME_OVER, turn=state.start)
    values = tuple(state.luxury_value(p) for p in range(state.n))
    return record(state, GameEnded(state.game_round, values, rule=R.END))
