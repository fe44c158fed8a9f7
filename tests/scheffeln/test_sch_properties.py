"""Property tests: random legal Scheffeln games of every variant and player count, invariants after every step."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.core.errors import IllegalAction
from schwarz.core.values import evolve
from schwarz.scheffeln import (
    CARS,
    COLOURS,
    LETTERS,
    MAFIA_CAR,
    RUN_CARDS,
    Action,
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Options,
    Phase,
    Resolve,
    Scheffeln,
    State,
    TimeOut,
    apply,
    deck,
    from_json,
    legal_actions,
    new_game,
    scores,
    to_json,
    validate,
    view,
)
from schwarz.scheffeln.components import default_token_values
from tests.choosing import Chooser, drawn, recorded

VARIANTS = {
    "base": Options(),
    "run": Options(run=True),
    "mafia": Options(mafia=True),
    "run+mafia": Options(run=True, mafia=True),
    "express": Options(express=True),
}
MAX_STEPS = 3000


@st.composite
def games(draw: st.DrawFn) -> tuple[int, int, Options]:
    variant = draw(st.sampled_from(sorted(VARIANTS)))
    options = VARIANTS[variant]
    low, high = options.player_range()
    return draw(st.integers(low, high)), draw(st.integers(0, 10**6)), options


def play(players: int, seed: int, options: Options, choose: Chooser) -> Iterator[State]:
    """Every state of a random legal game of seed ``seed``, as it is played, the actions picked by ``choose``; in
    Express claims, any waiting seat may grab first. A test that checks each state as it comes stops drawing
    actions at the first failure, so a failure shrinks to the actions up to it."""
    state = new_game(players, seed, options)
    yield state
    for step in range(1, MAX_STEPS):
        if state.is_over:
            return
        if state.phase is Phase.CLAIM:
            actions = [a for seat in state.claimants() for a in legal_actions(state, seat)]
        else:
            actions = legal_actions(state)
        assert actions, f"no legal action in {state.phase}"
        action = choose(actions)
        before = to_json(state) if step % 7 == 0 else ""
        nxt = apply(state, action)
        assert not before or to_json(state) == before, "apply mutated its input"
        state = nxt
        yield state
    raise AssertionError("the game does not end")


def random_game(players: int, seed: int, options: Options, choose: Chooser) -> list[State]:
    """Every state of a random legal game (``play``)."""
    return list(play(players, seed, options, choose))


def check_board(state: State) -> None:
    cars = Counter(c for s in state.stacks for c in s)
    assert all(len(s) <= 2 for s in state.stacks), "three cars on a business"
    expected = {*COLOURS, MAFIA_CAR} if state.options.mafia else set(COLOURS)
    assert set(cars) == expected and set(cars.values()) == {1}, "a car left the ring or appears twice"


def check_conservation(state: State) -> None:
    values = state.options.token_values or default_token_values()
    total = Counter(v for s in values for v in s)
    here = Counter(v for s in state.tokens for v in s)
    here.update(w.value for m in state.money for w in m)
    here.update(state.removed)
    assert here == total, "money tokens not conserved"
    cards = [*(c for h in state.hands for c in h), *state.deck, *state.played, *state.face_down, *state.row]
    assert Counter(cards) == Counter(deck(state.options.run)), "movement cards not conserved"
    assert sum(s.total for s in scores(state).values()) == sum(w.value for m in state.money for w in m)


def redeal_hidden(state: State, seat: int, rng: random.Random) -> State:
    """The same state as ``seat`` sees it, with everything hidden from it dealt anew (same counts)."""
    others = [p for p in range(state.n) if p != seat]
    pool = [*(c for p in others for c in state.hands[p]), *state.deck, *state.face_down]
    rng.shuffle(pool)
    hands = list(state.hands)
    for p in others:
        k = len(hands[p])
        hands[p], pool = tuple(sorted(pool[:k])), pool[k:]
    k = len(state.deck)
    tokens = tuple((s[0], *rng.sample(s[1:], len(s) - 1)) if s else s for s in state.tokens)
    return evolve(state, hands=tuple(hands), deck=tuple(pool[:k]), face_down=tuple(pool[k:]), tokens=tokens)


def check_views(state: State, rng: random.Random) -> None:
    for p in range(state.n):
        v = view(state, p)
        assert v.hands[p] == state.hands[p]
        assert all(h is None for q, h in enumerate(v.hands) if q != p), "a view shows another hand"
        assert all(e.visible_to is None or p in e.visible_to for e in v.log), "a view shows a secret event"
        assert view(redeal_hidden(state, p, rng), p) == v, "a view depends on hidden information"


@settings(max_examples=30, deadline=None)
@given(games(), st.data())
def test_random_games_keep_every_invariant(game: tuple[int, int, Options], data: st.DataObject) -> None:
    players, seed, options = game
    rng = random.Random(seed)
    final = None
    for i, state in enumerate(play(players, seed, options, drawn(data))):
        check_board(state)
        check_conservation(state)
        if i % 9 == 0 or state.is_over:
            validate(state)
            assert from_json(to_json(state)) == state
            check_views(state, rng)
        final = state
    assert final is not None and final.is_over and final.to_act is None and legal_actions(final) == []
    assert any(not s for s in final.tokens), "the game ends when a business has no tokens"


@settings(max_examples=10, deadline=None)
@given(games(), st.data())
def test_a_seed_and_the_actions_replay_exactly(game: tuple[int, int, Options], data: st.DataObject) -> None:
    players, seed, options = game
    actions: list[Action] = []
    states = random_game(players, seed, options, recorded(drawn(data), actions))
    again = new_game(players, seed, options)
    for action in actions:
        again = apply(again, action)
    assert to_json(again) == to_json(states[-1])


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 8), st.integers(0, 10**6), st.data())
def test_express_claims_are_taken_by_anybody_in_any_order(players: int, seed: int, data: st.DataObject) -> None:
    state = new_game(players, seed, Options(express=True))
    while state.phase is Phase.CLAIM:
        waiting = state.claimants()
        seat = data.draw(st.sampled_from(waiting), label="seat")
        actions = legal_actions(state, seat)
        assert all(isinstance(a, Claim | TimeOut) and a.player == seat for a in actions)
        assert any(isinstance(a, TimeOut) for a in actions) == (len(waiting) == 1)
        state = apply(state, data.draw(st.sampled_from(actions), label="action"))
    held = [c for c in state.characters if c is not None]
    assert len(held) == len(set(held)) and len(held) + len(state.timed_out) == players


def every_action(players: int) -> list[Action]:
    """Every well-formed action of a game of ``players``: legal or not, in any phase."""
    cards = (*COLOURS, *dict.fromkeys(RUN_CARDS))
    return [
        *(kind(c) for kind in (Choose, Move, Joker, Backward, Nasty) for c in CARS),
        *(Exchange(card, c) for card in cards for c in CARS),
        Evasion(), *(Evasion(c, b) for c in CARS for b in LETTERS),
        Scheffeln(), Resolve(),
        *(Claim(p, c) for p in range(players) for c in CARS), *(TimeOut(p) for p in range(players)),
    ]


@settings(max_examples=8, deadline=None)
@given(games(), st.data())
def test_apply_refuses_exactly_what_legal_actions_does_not_offer(game: tuple[int, int, Options],
                                                                   data: st.DataObject) -> None:
    players, seed, options = game
    candidates = every_action(players)
    for state in random_game(players, seed, options, drawn(data))[::11]:
        offered = {a for p in range(players) for a in legal_actions(state, p)}
        for action in candidates:
            try:
                apply(state, action)
            except IllegalAction:
                assert action not in offered, f"{action!r} is offered but refused"
            else:
                assert action in offered, f"{action!r} is accepted but not offered"
