"""Why the deduction knows what it knows: evidence of certain facts, what each announcement ruled out, the deals
themselves when few remain, the outside spectator, and the market of a pending detective claim -- each against
the brute-force enumerator."""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

import pytest

from schwarz.bots import make_bot
from schwarz.core.registry import find_game
from schwarz.schwarzarbeit import Options, State, apply, legal_actions, new_game, view
from schwarz.schwarzarbeit.deduction import (
    SPECTATOR,
    TEACHER,
    ClueKind,
    FactKind,
    MarketPending,
    analyze,
    brute_force,
    from_clues,
    hands_count,
    knowledge_of,
    universe,
)
from schwarz.schwarzarbeit.deduction.brute import brute_counterexample, brute_worlds
from schwarz.schwarzarbeit.events import Announced
from schwarz.timeline import Timeline

SMALL = Options(illegal_per_player=2)


def play_to(players: int, seed: int, announcements: int, options: Options | None = None) -> State:
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    while not state.is_over and sum(isinstance(e, Announced) for e in state.log) < announcements:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


@pytest.mark.parametrize(("seed", "announcements"), [(1, 3), (2, 6), (3, 9), (4, 12)])
@pytest.mark.parametrize("viewer", [0, SPECTATOR], ids=["seat", "spectator"])
def test_evidence_implies_the_fact_and_no_clue_of_it_can_be_left_out(seed: int, announcements: int,
                                                                      viewer: object) -> None:
    """Brute force over the deals of the evidence alone: none contradicts the fact; without any one of its
    clues, one does."""
    a = analyze(play_to(3, seed, announcements, SMALL), viewer)  # type: ignore[arg-type]
    assert a.certain
    for fact in a.certain:
        evidence = a.evidence(fact)
        assert evidence and all(c in a.knowledge.clues for c in evidence)
        assert [c.event for c in evidence] == sorted(c.event for c in evidence)
        assert brute_counterexample(from_clues(a.knowledge, evidence), fact) is None, fact
        for clue in evidence:
            rest = [c for c in evidence if c is not clue]
            assert brute_counterexample(from_clues(a.knowledge, rest), fact) is not None, (fact, clue)


@pytest.mark.parametrize(("seed", "announcements"), [(2, 6), (4, 12)])
def test_evidence_is_a_smallest_set(seed: int, announcements: int) -> None:
    """No set of fewer clues implies the fact (every smaller subset of the knowledge tried by brute force)."""
    a = analyze(play_to(3, seed, announcements, SMALL), 0)
    longer = [f for f in a.certain if len(a.evidence(f)) > 1]
    assert longer
    for fact in longer:
        size = len(a.evidence(fact))
        for smaller in range(1, size):
            for subset in combinations(a.knowledge.clues, smaller):
                assert brute_counterexample(from_clues(a.knowledge, subset), fact) is not None, (fact, subset)


def test_evidence_in_words_and_of_each_kind() -> None:
    state = play_to(4, 10, 25)
    a = analyze(state, 1)
    kinds = {c.kind for f in a.certain for c in a.evidence(f)}
    assert {ClueKind.FACE_UP, ClueKind.ANNOUNCED} <= kinds
    own = next(f for f in a.certain if f.kind is FactKind.WORKS_FOR and f.player == 1)
    assert [c.kind for c in a.evidence(own)] == [ClueKind.OWN_HAND]
    for fact in a.certain:
        for clue in a.evidence(fact):
            assert str(clue.message(state.players))
    announced = next(c for f in a.certain for c in a.evidence(f) if c.kind is ClueKind.ANNOUNCED)
    assert "exactly" in str(announced.message(state.players))
    with pytest.raises(ValueError, match="not certain"):
        a.evidence(type(own)(FactKind.WORKS_FOR, "Sid Schmiel", 2, state.players[2]))


def test_a_proof_found_earlier_in_the_game_is_kept() -> None:
    rng = random.Random(3)
    state, earlier, kept = new_game(4, 3), None, 0
    for _step in range(120):
        a = analyze(state, 0, earlier)
        for fact in a.certain:
            proof = a.evidence(fact)
            if earlier is not None and fact in earlier.certain and len(earlier.evidence(fact)) > 1:
                assert proof == earlier.evidence(fact) or len(proof) == 1
                kept += 1
        earlier = a
        state = apply(state, rng.choice(legal_actions(state)))
    assert kept


def test_effects_say_how_many_deals_and_hands_each_announcement_ruled_out() -> None:
    state = play_to(3, 5, 8, SMALL)
    a = analyze(state, 0)
    effects = a.effects
    assert len(effects) >= 6
    for effect in effects:
        before = a.history[effect.index - 1].worlds
        assert (effect.worlds_before, effect.worlds_after) == (before, a.history[effect.index].worlds)
        assert effect.hands_after <= effect.hands_before
        assert effect.mine == len(effect.constraint.market) - effect.constraint.count
        assert all(c in effect.constraint.market for c in effect.candidates)
    assert any(e.hands_after < e.hands_before for e in effects)


def test_hands_count_is_the_number_of_hands_by_the_players_own_facts() -> None:
    k = knowledge_of(play_to(3, 5, 15, SMALL), 0)
    for q in k.hidden:
        mine = [c for c in k.constraints if c.player == q]
        hands = [h for h in map(frozenset, combinations(universe(k), k.per_player))
                 if not h & k.excluded[q] and all(c.holds(h) for c in mine)]
        assert hands_count(k, q) == len(hands) > 0
    assert hands_count(k, 0) == 1


@pytest.mark.parametrize(("players", "seed", "announcements"), [(3, 3, 9), (3, 4, 15), (4, 6, 15)])
def test_the_last_deals_are_listed_as_brute_force_finds_them(players: int, seed: int, announcements: int) -> None:
    state = play_to(players, seed, announcements, SMALL if players == 3 else None)
    a = analyze(state, 0)
    listed = a.list_worlds(32)
    assert listed is not None and len(listed) == a.worlds <= 32
    brute = list(brute_worlds(a.knowledge))
    assert len(set(listed)) == len(listed) == len(brute) and set(listed) == set(brute)
    assert all(len(w) == players and all(len(h) == a.knowledge.per_player for h in w) for w in listed)
    assert analyze(state, TEACHER).list_worlds() == ((tuple(state.illegal_workers)),)
    assert analyze(new_game(4, 1), 0).list_worlds(32) is None


def test_an_outside_spectator_knows_no_hand_and_counts_exactly() -> None:
    """Five players, seed 1: no weekend card on the opening market, so C(20,2) C(18,2) C(16,2) C(14,2) C(12,2)."""
    state = new_game(5, 1)
    a = analyze(state, SPECTATOR)
    assert a.worlds == comb(20, 2) * comb(18, 2) * comb(16, 2) * comb(14, 2) * comb(12, 2) == 20_951_330_400
    assert a.knowledge.hidden == (0, 1, 2, 3, 4)
    assert analyze(view(state, 3), SPECTATOR) == a
    mid = play_to(3, 2, 6, SMALL)
    spectator, seat = analyze(mid, SPECTATOR), analyze(mid, 0)
    assert spectator.worlds >= seat.worlds
    slow = brute_force(spectator.knowledge)
    assert slow.worlds == spectator.worlds
    assert all(spectator.probability(q, e) * slow.worlds == slow.per_player[q].get(e, 0)
               for q in range(3) for e in slow.per_player[q])
    assert not any(c.kind is ClueKind.OWN_HAND for c in spectator.knowledge.clues)


def test_a_pending_detective_claim_leaves_the_next_market_unknown() -> None:
    """Seed 1, five deduction bots: the first detective claim of the game (a bot puts its detective on a card
    before hiring) leaves the market of the next announcement unknown until the claim is settled (sa.detective)."""
    game = find_game("schwarzarbeit")
    timeline = Timeline.start(game, 5, 1, None, [make_bot(game, "deduction") for _seat in range(5)])
    while not timeline.states[-1].claims:
        timeline = timeline.step()
    before, pending = timeline.states[-2], timeline.states[-1]
    assert before.claims == () and len(pending.claims) == 1
    a = analyze(pending, 0)
    assert a.knowledge.pending == (pending.claims[0].card,)
    with pytest.raises(MarketPending, match="claim is pending"):
        a.announcement_odds(pending.announcer)
    with pytest.raises(MarketPending):
        a.if_announced(pending.announcer, 6)
    assert analyze(before, 0).announcement_odds(before.announcer)  # nothing pending yet


def test_history_read_on_from_an_earlier_analysis_is_the_history_read_from_the_start() -> None:
    """A page passes the analysis of the step before: the history and the effects are read on from it, and equal
    a reading from the start; going back, or another seat, reads from the start again."""
    rng = random.Random(8)
    states = [new_game(4, 8)]
    for _step in range(90):
        states.append(apply(states[-1], rng.choice(legal_actions(states[-1]))))
    branch = [states[30]]  # Back to move 30, then other moves: a longer log that is not this one's
    for _step in range(70):
        branch.append(apply(branch[-1], rng.choice(legal_actions(branch[-1]))))
    for viewer in (1, SPECTATOR):
        earlier = None
        for state in [*states, states[40], states[60], branch[-1]]:
            a = analyze(state, viewer, earlier)  # type: ignore[arg-type]
            fresh = analyze(state, viewer)  # type: ignore[arg-type]
            assert a.history == fresh.history and a.effects == fresh.effects
            earlier = a
    assert analyze(states[50], 2, analyze(states[40], 1)).history == analyze(states[50], 2).history
