"""The bots' belief: the exact deduction kept event by event in floats, equal to ``deduction.analyze``; its samples
are possible deals drawn uniformly."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from scipy import stats

from schwarz.schwarzarbeit import EMPLOYEES, Announce, Options, State, apply, legal_actions, new_game, view
from schwarz.schwarzarbeit.belief import Belief
from schwarz.schwarzarbeit.deduction import analyze, brute_force
from schwarz.schwarzarbeit.position import position


def _agrees(belief: Belief, state: State, seat: int) -> None:
    a = analyze(view(state, seat), seat)
    assert belief.worlds == a.worlds
    for p in range(state.n):
        for e in EMPLOYEES:
            assert belief.probability(p, e) == pytest.approx(float(a.probability(p, e)), abs=1e-12), (p, e)
    for e in EMPLOYEES:
        others = sum(float(a.probability(p, e)) for p in range(state.n) if p != seat)
        assert belief.p_illegal(e) == pytest.approx(others, abs=1e-12)


@pytest.mark.parametrize("options", [None, Options(blunders=True), Options(edition="fr"), Options(market_extra=1)],
                         ids=["texts", "blunders", "fr", "market"])
def test_kept_up_to_date_it_equals_the_exact_analysis(options: Options | None) -> None:
    for seed in range(6):
        players = 3 + seed % 3
        state = new_game(players, seed, options)
        rng = random.Random(seed)
        beliefs: dict[int, Belief] = {}
        step = 0
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
            step += 1
            if step % 7 == 0 or state.is_over:
                seat = step % players
                seen = view(state, seat)
                belief = beliefs.setdefault(seat, Belief.of(seen))
                assert belief.follows(seen)
                belief.update(seen)
                _agrees(belief, state, seat)
                fresh = Belief.of(seen)
                fresh.update(seen)
                assert fresh.worlds == belief.worlds


def test_a_position_without_a_log_is_read_from_its_table() -> None:
    state = position(("Tommy", "Henning", "Andrea", "Friedemann"),
                     {0: ("Franz-Benno Faidutti", "Dora Dietz"), 1: ("Emil Eckert", "Ida Imhof"),
                      2: ("Maureen Moon", "Christwart Casasola"), 3: ("Otto Ortmann", "Paula Pohl")},
                     ("Christwart Casasola/evening", "Sid Schmiel/weekend", "Heinz Henn/weekend",
                      "Karla Kuhn/weekend", "Ludwig Lenz/weekend", "Nora Nagel/weekend"),
                     active=3, hired={1: ["Angelika Adam/weekend"]}, discard=["Berta Brandt/weekend"])
    state = apply(state, Announce())  # Andrea: 5 of 6, so Christwart Casasola is hers
    belief = Belief.of(view(state, 3))
    belief.update(view(state, 3))
    _agrees(belief, state, 3)
    assert belief.probability(2, "Christwart Casasola") == 1.0


def test_samples_are_possible_deals_drawn_uniformly() -> None:
    state = new_game(4, 2)
    rng = random.Random(2)
    while True:  # play until seat 0 is left with a few dozen possible deals
        state = apply(state, rng.choice(legal_actions(state)))
        a = analyze(view(state, 0), 0)
        if a.worlds <= 60 or state.is_over:
            break
    belief = Belief.of(view(state, 0))
    belief.update(view(state, 0))
    assert belief.worlds == a.worlds == brute_force(a.knowledge).worlds and a.worlds > 1
    draws = Counter(belief.sample(random.Random(k)) for k in range(200 * a.worlds))
    truth = tuple(frozenset(h) for h in state.illegal_workers)
    assert truth in draws
    for deal in draws:  # every draw keeps every fact the seat knows
        assert deal[0] == state.illegal_workers[0]
        assert all(len(h) == 2 for h in deal) and len(frozenset().union(*deal)) == 8
    assert len(draws) == a.worlds
    assert stats.chisquare(list(draws.values())).pvalue > 1e-4
