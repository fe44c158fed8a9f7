"""Property tests: random legal Schwarzarbeit games from random seeds, invariants checked after every step."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz import IllegalAction
from schwarz.schwarzarbeit import (
    ALL_CARDS,
    Denounce,
    Detective,
    Hire,
    Options,
    State,
    apply,
    from_json,
    legal_actions,
    new_game,
    scores,
    to_json,
    view,
)
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.serialize import where_cards_are
from schwarz.schwarzarbeit.views import View
from tests.choosing import Chooser, drawn, seeded


def play(players: int, seed: int, options: Options, choose: Chooser) -> Iterator[State]:
    """Every state of a random legal game of seed ``seed``, as it is played, the actions picked by ``choose``; the
    other seats use their detective now and then (out of turn). A test that checks each state as it comes stops
    drawing actions at the first failure, so a failure shrinks to the actions up to it."""
    state = new_game(players, seed, options)
    yield state
    for step in range(1, 2000):
        if state.is_over:
            return
        out_of_turn = [a for p in range(players) if p != state.to_act for a in legal_actions(state, p)]
        action = choose(legal_actions(state), rarely=out_of_turn)
        before = to_json(state) if step % 10 == 0 else ""
        nxt = apply(state, action)
        assert not before or to_json(state) == before, "apply mutated its input"
        state = nxt
        yield state
    raise AssertionError("the game does not end")


def random_game(players: int, seed: int, options: Options, choose: Chooser) -> list[State]:
    """Every state of a random legal game (``play``)."""
    return list(play(players, seed, options, choose))


def check_cards(state: State) -> None:
    counts = Counter(where_cards_are(state))
    assert set(counts) == set(ALL_CARDS) and set(counts.values()) == {1}, "cards not conserved"


def check_market(state: State) -> None:
    size = state.options.market_size(state.n)
    names = [c.employee for c in state.market]
    if not state.reshuffled:
        assert len(set(names)) == len(names), "duplicate on the first-pass market"
        assert len(state.market) == size - state.to_refill or state.is_over
    else:
        assert len(state.market) <= size
        if not state.is_over:  # sa.end: one special card per detective still in hand
            assert len(state.special_pile) == sum(state.detectives), "special pile does not match the detectives"


def check_views(state: State) -> None:
    field_names = {f.name for f in dataclasses.fields(View)}
    assert not field_names & {"rng", "draw_pile", "special_pile"}
    for p in range(state.n):
        v = view(state, p)
        for q in range(state.n):
            if q != p and not state.is_over:
                assert v.illegal_workers[q] is None
        assert all(e.visible_to is None or p in e.visible_to for e in v.log)
        assert "rng" not in repr(v) and "seed" not in repr(v)


def check_announcements(state: State) -> None:
    for e in state.log:
        if isinstance(e, Announced):
            own = state.illegal_workers[e.player]
            assert e.count == len([1 for c in e.market if c.employee not in own])


def table_score(state: State, p: int) -> int:
    """Independent recomputation from the score table of the texts (default values)."""
    fr = state.options.edition == "fr"
    owner = {e: q for q, w in enumerate(state.illegal_workers) for e in w}
    total = 0
    for c in state.hired[p]:
        o = owner.get(c.employee)
        total += 1 if o is None else (-99 if o == p else 0)
    for d in state.denounced[p]:
        o = owner.get(d.card.employee)
        total += -2 if o is None else (-99 if o == p else 3)
    for pile in state.denounced:
        for d in pile:
            if d.lawyer == p:
                o = owner.get(d.card.employee)
                total += 2 if o is None else (-99 if (o == p and fr) else -2)
    return total + (1 if state.detectives[p] else 0)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    players=st.sampled_from([3, 4, 5]),
    edition=st.sampled_from(["en", "fr"]),
    blunders=st.booleans(),
    arguments=st.booleans(),
    data=st.data(),
)
def test_random_games_keep_every_invariant(seed: int, players: int, edition: str, blunders: bool,
                                           arguments: bool, data: st.DataObject) -> None:
    options = Options(edition=edition, blunders=blunders, detective_arguments=arguments)
    final = None
    for i, state in enumerate(play(players, seed, options, drawn(data))):
        check_cards(state)
        check_market(state)
        if i % 7 == 0 or state.is_over:
            check_views(state)
            assert from_json(to_json(state)) == state
        final = state
    assert final is not None and final.is_over
    check_announcements(final)
    sheets = scores(final)
    for p in range(players):
        assert sheets[p].total == table_score(final, p)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120), data=st.data())
def test_apply_refuses_exactly_what_legal_actions_does_not_offer(seed: int, steps: int, data: st.DataObject) -> None:
    """After ``steps`` actions drawn by Hypothesis, hiring, denouncing or claiming a drawn card is accepted exactly
    when it is offered."""
    state = new_game(4, seed)
    choose = drawn(data)
    for _ in range(steps):
        if state.is_over:
            break
        state = apply(state, choose(legal_actions(state)))
    if state.is_over:
        return
    c = data.draw(st.sampled_from(ALL_CARDS), label="card")
    for action in (Hire(c), Denounce(c), Detective((state.active + 1) % 4, c)):
        player = action.player if isinstance(action, Detective) else None
        legal = action in legal_actions(state, player)
        before = to_json(state)
        try:
            apply(state, action)
            assert legal, f"{action!r} was applied but is not legal"
        except IllegalAction as exc:
            assert not legal, f"{action!r} is legal but was refused: {exc}"
            assert exc.rule.startswith("sa.")
        assert to_json(state) == before


@pytest.mark.parametrize("players", [3, 4, 5])
def test_seed_and_actions_replay_exactly(players: int) -> None:
    states = random_game(players, 7, Options(), seeded(7))
    again = random_game(players, 7, Options(), seeded(7))
    assert to_json(states[-1]) == to_json(again[-1])
