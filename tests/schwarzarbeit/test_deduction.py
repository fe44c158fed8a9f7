"""Deduction: worked cases by hand, every kind of knowledge, and exact equality with brute force."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import pairwise
from math import comb

import pytest

from schwarz.schwarzarbeit import (
    EMPLOYEES,
    Announce,
    Denounce,
    Detective,
    Hire,
    Lawyer,
    NoHire,
    Options,
    State,
    apply,
    from_json,
    legal_actions,
    new_game,
    to_json,
    view,
)
from schwarz.schwarzarbeit.deduction import (
    TEACHER,
    Analysis,
    FactKind,
    analyze,
    brute_force,
    count,
    knowledge_of,
)
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.position import card, position

PLAYERS = ("Tommy", "Henning", "Andrea", "Friedemann")
TOMMY, HENNING, ANDREA, FRIEDEMANN = range(4)
EXAMPLE_MARKET = (
    "Angelika Adam/day",
    "Heinz Henn/day",
    "Christwart Casasola/evening",
    "Franz-Benno Faidutti/evening",
    "Virginia Vohwinkel/evening",
    "Sid Schmiel/weekend",
)
ILLEGAL = {ANDREA: ("Maureen Moon", "Christwart Casasola"), TOMMY: ("Franz-Benno Faidutti", "Dora Dietz"),
           HENNING: ("Emil Eckert", "Ida Imhof"), FRIEDEMANN: ("Otto Ortmann", "Paula Pohl")}


def example(**kw: object) -> State:
    return position(PLAYERS, ILLEGAL, EXAMPLE_MARKET, active=FRIEDEMANN, **kw)  # type: ignore[arg-type]


def assert_matches_brute_force(a: Analysis) -> None:
    slow = brute_force(a.knowledge)
    assert a.worlds == slow.worlds
    for q in a.knowledge.hidden:
        for e in EMPLOYEES:
            expected = Fraction(slow.per_player[q].get(e, 0), slow.worlds) if slow.worlds else Fraction(0)
            assert a.probability(q, e) == expected, (q, e)


def test_the_rule_example_andrea_announces_5_of_6() -> None:
    """Section '1. Obtain information': Friedemann learns one of the five market people works for Andrea."""
    a = analyze(apply(example(), Announce()), FRIEDEMANN)
    # Sid's weekend card is face up: nobody's. Andrea: 1 of the 5 others on the market, 1 of the 12 off it.
    assert a.worlds == 5 * 12 * comb(15, 2) * comb(13, 2) == 491_400
    assert a.probability(ANDREA, "Christwart Casasola") == Fraction(1, 5)
    assert a.probability(ANDREA, "Maureen Moon") == Fraction(1, 12)
    assert a.probability(ANDREA, "Sid Schmiel") == 0
    assert a.probability(FRIEDEMANN, "Otto Ortmann") == 1
    assert "Sid Schmiel is nobody's illegal worker" in map(str, a.certain)
    assert_matches_brute_force(a)


def test_second_pass_counts_cards_with_multiplicity() -> None:
    """'4 of 6' with doubled cards: Maureen (2 cards), Heinz (2 cards), or Sid and Angelika (1 + 1)."""
    market = ("Maureen Moon/day", "Maureen Moon/evening", "Heinz Henn/day", "Heinz Henn/evening",
              "Sid Schmiel/day", "Angelika Adam/evening")
    state = apply(position(PLAYERS, ILLEGAL, market, active=FRIEDEMANN, reshuffled=True), Announce())
    a = analyze(state, FRIEDEMANN)
    hands = 14 + 14 + 1
    assert a.worlds == hands * comb(16, 2) * comb(14, 2)
    assert a.probability(ANDREA, "Maureen Moon") == Fraction(14, 29)
    assert a.probability(ANDREA, "Sid Schmiel") == Fraction(1, 29)
    assert_matches_brute_force(a)


def test_five_players_without_information_is_exact_and_uniform() -> None:
    state = new_game(5, 1)
    assert not any(c.shift.value == "weekend" for c in state.market)
    a = analyze(state, 0)
    assert a.worlds == comb(18, 2) * comb(16, 2) * comb(14, 2) * comb(12, 2) == 110_270_160
    assert all(a.probability(q, e) == Fraction(1, 9) for q in range(1, 5) for e in EMPLOYEES
               if e not in state.illegal_workers[0])
    assert a.expected_information(state.announcer) > 0


def test_hiring_denouncing_lawyers_and_detectives_exclude_their_own_workers() -> None:
    """Section 'Object': nobody takes his own illegal worker (blunders off); in the French edition nobody
    defends him either (its table makes it -99, the engine refuses it)."""
    heinz, franz = card("Heinz Henn/day"), card("Franz-Benno Faidutti/evening")
    state = example(denounced={HENNING: ["Karla Kuhn/evening"]}, options=Options(edition="fr"))
    state = apply(state, Detective(HENNING, franz))
    state = apply(apply(state, Announce()), Hire(heinz))
    state = apply(state, Lawyer(card("Karla Kuhn/evening")))
    a = analyze(state, TOMMY)
    assert a.probability(FRIEDEMANN, "Heinz Henn") == 0
    assert a.probability(FRIEDEMANN, "Karla Kuhn") == 0 < a.probability(ANDREA, "Karla Kuhn")
    assert a.probability(HENNING, "Karla Kuhn") == 0  # he denounced her (the table shows his pile)
    assert a.probability(HENNING, "Franz-Benno Faidutti") == 0
    assert a.probability(ANDREA, "Heinz Henn") > 0
    assert "Heinz Henn does not work for Friedemann" in map(str, a.certain)
    assert_matches_brute_force(a)


def test_in_the_english_edition_a_lawyer_proves_nothing() -> None:
    """Edition 'en': a lawyer on one's own denounced illegal worker is a legal (costly) bluff, so a lawyer is no
    proof that the card is not his (sa.scoring.lawyers)."""
    karla = card("Karla Kuhn/evening")
    state = example(denounced={HENNING: ["Karla Kuhn/evening", "Otto Ortmann/day"]})
    state = apply(apply(state, Announce()), Hire(card("Sid Schmiel/weekend")))
    assert Lawyer(card("Otto Ortmann/day")) in legal_actions(state)  # his own worker: the bluff is legal
    a = analyze(apply(state, Lawyer(karla)), TOMMY)
    assert a.probability(FRIEDEMANN, "Karla Kuhn") > 0
    assert "Karla Kuhn does not work for Friedemann" not in map(str, a.certain)
    assert_matches_brute_force(a)
    own = analyze(apply(state, Lawyer(card("Otto Ortmann/day"))), TEACHER)
    assert own.worlds == 1  # the true world stays possible


def test_with_blunders_taking_proves_nothing() -> None:
    heinz = card("Heinz Henn/day")
    state = apply(apply(example(options=Options(blunders=True)), Announce()), Denounce(heinz))
    assert analyze(state, TOMMY).probability(FRIEDEMANN, "Heinz Henn") > 0


def test_no_one_to_take_proves_the_whole_market_is_his() -> None:
    market = ("Otto Ortmann/day", "Otto Ortmann/evening", "Paula Pohl/day", "Paula Pohl/evening")
    state = position(PLAYERS, ILLEGAL, market, active=FRIEDEMANN, reshuffled=True)
    state = apply(apply(state, Announce()), NoHire())
    a = analyze(state, TOMMY)
    assert a.probability(FRIEDEMANN, "Otto Ortmann") == 1 == a.probability(FRIEDEMANN, "Paula Pohl")
    assert "Otto Ortmann must work for Friedemann" in map(str, a.certain)
    assert_matches_brute_force(a)


def test_no_one_to_take_with_blunders_on_proves_it_too() -> None:
    """With blunders on, 'take nobody' is offered only when every market card is his own (sa.turn.hiring)."""
    market = ("Otto Ortmann/day", "Paula Pohl/day")
    state = position(PLAYERS, ILLEGAL, market, active=FRIEDEMANN, reshuffled=True, options=Options(blunders=True))
    state = apply(apply(state, Announce()), NoHire())
    a = analyze(state, TOMMY)
    assert a.probability(FRIEDEMANN, "Otto Ortmann") == 1 == a.probability(FRIEDEMANN, "Paula Pohl")
    assert_matches_brute_force(a)


def test_teacher_and_the_end_of_the_game_have_one_world() -> None:
    rng = random.Random(5)
    state = new_game(4, 5)
    assert analyze(state, TEACHER).worlds == 1
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
    for viewer in (TEACHER, 0, 1, 2, 3):
        a = analyze(state, viewer)
        assert a.worlds == 1 and a.bits == 0
        kinds = [f.kind for f in a.certain]
        assert kinds.count(FactKind.WORKS_FOR) == 8 and kinds.count(FactKind.NOBODYS) == 12
    history = analyze(state, 2).history
    assert history[-1].worlds == 1 and history[0].worlds > 1


def play_to(players: int, seed: int, announcements: int, options: Options | None = None) -> State:
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    while not state.is_over and sum(isinstance(e, Announced) for e in state.log) < announcements:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


@pytest.mark.parametrize(
    ("players", "seed", "announcements", "options"),
    [
        (3, 1, 2, None), (3, 2, 6, None), (3, 3, 12, None), (4, 4, 4, None), (4, 5, 8, None),
        (4, 6, 15, Options(blunders=True)), (5, 7, 6, None), (5, 8, 12, Options(blunders=True)),
        (5, 9, 3, Options(illegal_per_player=1)), (4, 10, 25, None), (3, 11, 10, Options(illegal_per_player=2)),
    ],
)
def test_equals_brute_force_on_small_and_medium_games(
    players: int, seed: int, announcements: int, options: Options | None
) -> None:
    state = play_to(players, seed, announcements, options)
    checked = 0
    for viewer in range(players):
        a = analyze(state, viewer)
        if a.worlds <= 100_000:  # brute force visits every world: keep the test fast
            assert_matches_brute_force(a)
            checked += 1
    assert checked


def test_history_names_each_event_and_never_grows() -> None:
    state = play_to(4, 12, 12)
    a = analyze(state, 1)
    visible = view(state, 1).log
    assert [h.event for h in a.history] == list(visible)
    worlds = [h.worlds for h in a.history]
    assert all(x >= y for x, y in pairwise(worlds))
    assert a.history[-1].worlds == a.worlds
    assert any(isinstance(h.event, Announced) and h.removed > 0 for h in a.history)
    assert sum(h.removed for h in a.history) == pytest.approx(a.history[0].bits - a.bits)


def test_what_if_and_expected_information() -> None:
    state = play_to(4, 13, 5)
    while state.phase.name != "INFORMATION":
        state = apply(state, legal_actions(state)[0])
    a = analyze(state, 1)
    p = state.announcer
    odds = a.announcement_odds(p)
    assert sum(odds.values()) == 1
    assert sum(a.if_announced(p, c).worlds for c in range(len(state.market) + 1)) == a.worlds
    actual = apply(state, Announce()).announced
    assert actual in odds
    assert a.if_announced(p, actual).worlds == analyze(apply(state, Announce()), 1).worlds
    expected = sum(float(q) * (a.bits - a.if_announced(p, c).bits) for c, q in odds.items())
    assert a.expected_information(p) == pytest.approx(expected)
    impossible = a.if_announced(p, len(state.market) + 5)
    assert impossible.worlds == 0 and impossible.certain == () and impossible.probability(p, EMPLOYEES[0]) == 0
    assert isinstance(impossible.history[-1].event, Announced)
    assert a.expected_information(1) == 0  # the viewer knows what he would announce


def test_view_json_and_state_agree() -> None:
    state = play_to(5, 14, 9)
    for viewer in range(5):
        a = analyze(state, viewer)
        assert analyze(view(state, viewer), viewer) == a
        assert analyze(from_json(to_json(state)), viewer) == a
        assert analyze(view(state, TEACHER), viewer) == a


def test_bad_requests_are_refused() -> None:
    state = new_game(4, 1)
    with pytest.raises(ValueError, match="seat 1"):
        analyze(view(state, 1), 2)
    with pytest.raises(ValueError, match="cannot be analysed"):
        analyze(view(state, 1), TEACHER)
    with pytest.raises(ValueError, match="seat"):
        analyze(state, 7)
    a = analyze(state, 1)
    with pytest.raises(ValueError, match="unknown employee"):
        a.probability(0, "Nobody Known")
    with pytest.raises(ValueError, match="seat"):
        a.probability(9, EMPLOYEES[0])


def test_count_is_the_same_number_as_the_analysis() -> None:
    state = play_to(4, 15, 6)
    k = knowledge_of(state, 0)
    assert count(k).worlds == analyze(state, 0).worlds
