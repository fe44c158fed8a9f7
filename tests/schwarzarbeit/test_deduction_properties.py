"""Property tests of the deduction on random legal games, with brute force as the oracle."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.schwarzarbeit import EMPLOYEES, Announce, Detective, Options, State, apply, legal_actions, new_game, view
from schwarz.schwarzarbeit.deduction import TEACHER, Analysis, FactKind, analyze, brute_force, knowledge_of
from schwarz.schwarzarbeit.deduction.knowledge import Tracker

OPTIONS = st.sampled_from(
    [Options(), Options(blunders=True), Options(illegal_per_player=1), Options(illegal_per_player=2),
     Options(edition="fr")]
)


def random_states(players: int, seed: int, options: Options, every: int) -> list[State]:
    """Every ``every``-th state of a random legal game (detectives now and then out of turn), and the last."""
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    out = [state]
    steps = 0
    while not state.is_over:
        seat = rng.randrange(players)
        out_of_turn = [a for a in legal_actions(state, seat) if isinstance(a, Detective)]
        if seat != state.to_act and out_of_turn and rng.random() < 0.05:
            state = apply(state, rng.choice(out_of_turn))
        else:
            state = apply(state, rng.choice(legal_actions(state)))
        steps += 1
        if steps % every == 0 or state.is_over:
            out.append(state)
    return out


def check_truth(state: State, a: Analysis) -> None:
    """The real deal is possible, each player's probabilities sum to his count, and certain facts are true."""
    k = state.options.illegal_count(state.n)
    assert a.worlds >= 1
    for p in range(state.n):
        assert sum(a.probability(p, e) for e in EMPLOYEES) == k
        for e in state.illegal_workers[p]:
            assert a.probability(p, e) > 0
    for fact in a.certain:
        owner = state.owner_of(fact.employee)
        if fact.kind is FactKind.WORKS_FOR:
            assert owner == fact.player, str(fact)
        elif fact.kind is FactKind.NOBODYS:
            assert owner is None, str(fact)
        else:
            assert owner != fact.player, str(fact)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), options=OPTIONS)
def test_random_games_truth_views_teacher_and_history(players: int, seed: int, options: Options) -> None:
    for state in random_states(players, seed, options, every=37):
        assert analyze(state, TEACHER).worlds == 1
        for viewer in range(players):
            a = analyze(state, viewer)
            check_truth(state, a)
            assert analyze(view(state, viewer), viewer) == a, "the view must give the same analysis"
    final = analyze(state, seed % players)
    worlds = [h.worlds for h in final.history]
    assert all(x >= y for x, y in pairwise(worlds)), "knowledge only grows: worlds never increase"
    assert worlds[-1] == 1


@settings(max_examples=15, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), options=OPTIONS, data=st.data())
def test_equals_brute_force_on_random_positions(players: int, seed: int, options: Options, data: st.DataObject) -> None:
    viewer = data.draw(st.integers(0, players - 1))
    small = [a for s in random_states(players, seed, options, every=11) if (a := analyze(s, viewer)).worlds <= 40_000]
    a = data.draw(st.sampled_from(small))  # brute force visits every world: only the smaller cases
    slow = brute_force(a.knowledge)
    assert slow.worlds == a.worlds
    for q in a.knowledge.hidden:
        for e in EMPLOYEES:
            assert a.probability(q, e) == Fraction(slow.per_player[q].get(e, 0), slow.worlds)


@settings(max_examples=15, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), options=OPTIONS, data=st.data())
def test_an_announcement_never_adds_worlds_and_matches_what_if(
    players: int, seed: int, options: Options, data: st.DataObject
) -> None:
    states = [s for s in random_states(players, seed, options, every=1) if s.phase.name == "INFORMATION"]
    state = data.draw(st.sampled_from(states[:-1] if len(states) > 1 else states))
    viewer = data.draw(st.integers(0, players - 1))
    a = analyze(state, viewer)
    after = apply(state, Announce())
    b = analyze(after, viewer)
    assert b.worlds <= a.worlds
    if not state.claims:
        assert b.worlds == a.if_announced(state.announcer, after.announced or 0).worlds
        odds = a.announcement_odds(state.announcer)
        assert sum(odds.values()) == 1 and odds[after.announced or 0] > 0


@settings(max_examples=6, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), options=OPTIONS)
def test_a_players_memory_reads_the_same_as_a_fresh_reading(players: int, seed: int, options: Options) -> None:
    viewer = seed % players
    tracker = Tracker()
    for state in random_states(players, seed, options, every=3):
        v = view(state, viewer)
        assert tracker.knowledge(v, viewer) == knowledge_of(v, viewer)
