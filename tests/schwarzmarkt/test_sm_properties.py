"""Property tests: random legal Schwarzmarkt games from random seeds, invariants checked after every step."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.schwarzmarkt import (
    Exchange,
    Options,
    Phase,
    QuickSale,
    State,
    TextCard,
    apply,
    from_json,
    legal_actions,
    new_game,
    scores,
    to_json,
    view,
)
from schwarz.schwarzmarkt import black_market as bm
from schwarz.schwarzmarkt.commodities import box
from schwarz.schwarzmarkt.events import (
    CardDrawn,
    CommoditiesDrawn,
    Exchanged,
    HandDealt,
    PassedOver,
    QuickSold,
    Searched,
    SearchFound,
    SpySaw,
    StolenCard,
    SwapCards,
)
from schwarz.schwarzmarkt.luxury import full_bank
from schwarz.schwarzmarkt.serialize import where_black_market_cards_are, where_goods_are
from tests.choosing import Chooser, drawn, seeded

BANK = full_bank()


def earned(state: State, player: int) -> int:
    """Luxury value the log says ``player`` received minus what he paid."""
    total = 0
    for e in state.log:
        if isinstance(e, Exchanged | QuickSold) and e.player == player:
            total += e.value
        if isinstance(e, Searched) and e.player == player:
            total -= e.price
    return total


def check(state: State, with_log: bool = True) -> None:
    assert Counter(where_goods_are(state)) == Counter(box()), "commodity cards not conserved"
    assert Counter(where_black_market_cards_are(state)) == Counter(bm.deck()), "black-market cards not conserved"
    kinds = tuple(sum(x) for x in zip(state.bank.counts, *(lux.counts for lux in state.luxury), strict=True))
    assert kinds == BANK.counts, "luxury cards not conserved"
    assert state.bank.value + sum(lux.value for lux in state.luxury) == BANK.value
    if with_log:
        assert all(state.luxury_value(p) == earned(state, p) for p in range(state.n)), "luxury value != log"
    assert 0 <= state.marker <= state.end < len(state.track)
    if TextCard.LIMIT in state.effects:
        assert state.price <= 25
    if state.phase is Phase.LAST_EXCHANGE:
        assert state.marker == state.end
    if state.offer is not None:
        assert all(v >= 0 for v in state.demand_left().values())
        assert any(v > 0 for v in state.demand_left().values()), "a met offer must end the exchange round"


def check_views(state: State) -> None:
    for p in range(state.n):
        v = view(state, p)
        assert v.hands[p] == state.hands[p] and v.black_market_hands[p] == state.black_market_hands[p]
        if not state.is_over:
            assert all(v.hands[q] is None and v.black_market_hands[q] is None for q in range(state.n) if q != p)
        assert all(e.visible_to is None or p in e.visible_to for e in v.log)
        assert all(e.player == p for e in v.log if isinstance(e, SpySaw | SearchFound | HandDealt | CardDrawn |
                                                              CommoditiesDrawn))
        assert all(p in (e.player, e.target) for e in v.log if isinstance(e, StolenCard | SwapCards))
        assert not hasattr(v, "deck") and v.deck_count == len(state.deck)


def play(players: int, seed: int, deck: str, choose: Chooser, check_every: int = 1) -> Iterator[tuple[State, int]]:
    """Every state of a random legal game of seed ``seed``, as it is played, the actions picked by ``choose``, each
    with the index of the action that led to it among the legal ones (-1 for the first state). A test that checks
    each state as it comes stops drawing actions at the first failure, so a failure shrinks to the actions up to
    it."""
    state = new_game(players, seed, Options(deck=deck))
    yield state, -1
    for step in range(1, 5000):
        if state.is_over:
            return
        actions = legal_actions(state)
        assert actions, f"no legal action in phase {state.phase}"
        action = choose(actions)
        actor, hand_before, round_before = state.to_act, state.hands[state.to_act or 0], state.game_round
        before = to_json(state) if step % check_every == 0 else ""
        nxt = apply(state, action)
        assert not before or to_json(state) == before, "apply mutated its input"
        # the game round ends exactly when a player has exchanged his last commodity card
        emptied = (isinstance(action, Exchange) and len(hand_before) == len(action.goods)) or (
            isinstance(action, QuickSale) and len(hand_before) == 1
        )
        ended = nxt.is_over or nxt.game_round != round_before
        dry = not any(nxt.hands) or any(isinstance(e, PassedOver) for e in nxt.log[len(state.log):])
        assert ended == emptied or (ended and dry), f"round end mismatch after {action!r} by {actor}"
        state = nxt
        yield state, actions.index(action)
    raise AssertionError("the game does not end")


def random_game(players: int, seed: int, deck: str, choose: Chooser,
                check_every: int = 1) -> tuple[list[State], list[int]]:
    """Every state of a random legal game (``play``) and the indices of the chosen actions."""
    played = list(play(players, seed, deck, choose, check_every))
    return [s for s, _i in played], [i for _s, i in played[1:]]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 5), deck=st.sampled_from(["basic", "variant"]),
       data=st.data())
def test_random_games_keep_every_invariant(seed: int, players: int, deck: str, data: st.DataObject) -> None:
    final = None
    for i, (state, _index) in enumerate(play(players, seed, deck, drawn(data), check_every=10)):
        check(state, with_log=i % 10 == 0 or state.is_over)
        if i % 7 == 0 or state.is_over:
            check_views(state)
            assert from_json(to_json(state)) == state
        final = state
    assert final is not None and final.is_over and final.game_round == 2 and final.to_act is None
    sheets = scores(final)
    assert all(sheets[p].total == final.luxury_value(p) for p in range(players))


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 5), data=st.data())
def test_a_seed_and_the_action_indices_replay_exactly(seed: int, players: int, data: st.DataObject) -> None:
    states, choices = random_game(players, seed, "basic", drawn(data), check_every=50)
    state = new_game(players, seed)
    for i in choices:
        state = apply(state, legal_actions(state)[i])
    assert to_json(state) == to_json(states[-1])


def test_limit_keeps_the_marker_at_or_below_25_in_many_games() -> None:
    hits = 0
    for seed in range(25):
        states, _ = random_game(3 + seed % 3, seed, "basic", seeded(seed), check_every=100)
        for s in states:
            if TextCard.LIMIT in s.effects:
                hits += 1
                assert s.price <= 25
    assert hits > 0


def _hide_differently(state: State, seat: int, rng: random.Random) -> State:
    """The same game as ``seat`` knows it: other hands and both face-down piles dealt anew (same sizes)."""
    from schwarz.core.values import evolve
    from schwarz.schwarzmarkt.commodities import sort_goods

    others = [q for q in range(state.n) if q != seat]
    pool = [*state.deck, *(c for q in others for c in state.hands[q])]
    rng.shuffle(pool)
    hands = list(state.hands)
    for q in others:
        hands[q], pool = sort_goods(pool[: len(hands[q])]), pool[len(hands[q]) :]
    bm_pool = [*state.black_market_deck, *(c for q in others for c in state.black_market_hands[q])]
    rng.shuffle(bm_pool)
    bm_hands = list(state.black_market_hands)
    for q in others:
        k = len(bm_hands[q])
        bm_hands[q], bm_pool = tuple(bm_pool[:k]), bm_pool[k:]
    return evolve(state, hands=tuple(hands), deck=tuple(pool), black_market_hands=tuple(bm_hands),
                  black_market_deck=tuple(bm_pool))


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 5), data=st.data())
def test_a_view_does_not_depend_on_what_the_seat_cannot_see(seed: int, players: int, data: st.DataObject) -> None:
    states, _ = random_game(players, seed, "basic", drawn(data), check_every=100)
    rng = random.Random(seed)
    for state in states[:: max(1, len(states) // 15)]:
        if state.is_over:
            continue
        for p in range(players):
            assert view(_hide_differently(state, p, rng), p) == view(state, p)
