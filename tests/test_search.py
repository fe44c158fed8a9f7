"""The search bots: the states they play out are ones their seat cannot tell from the real game (the seat's hand,
the table and every legal action the same), drawn from what the seat has not seen; they play legal games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from schwarz.bots import make_bot
from schwarz.core.registry import find_game
from schwarz.play import play
from schwarz.scheffeln import search as scheffeln_search
from schwarz.schwarzarbeit import search as schwarzarbeit_search
from schwarz.schwarzarbeit.belief import Belief
from schwarz.schwarzmarkt import search as schwarzmarkt_search
from schwarz.schwarzmarkt.search import EXCHANGING


def _positions(name: str, seeds: range, players: int = 4) -> Any:
    game = find_game(name)
    for seed in seeds:
        state = game.new_game(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            yield state
            state = game.apply(state, rng.choice(game.legal_actions(state)))


def test_schwarzarbeit_deals_follow_the_deduction_and_keep_the_seat_s_game() -> None:
    from schwarz.schwarzarbeit import legal_actions, view
    from schwarz.schwarzarbeit.serialize import validate

    checked = 0
    for state in _positions("schwarzarbeit", range(6)):
        if state.claims or state.to_act is None:
            continue
        seat = state.to_act
        seen = view(state, seat)
        belief = Belief.of(seen)
        belief.update(seen)
        hands = belief.sample(random.Random(checked))
        assert hands is not None and hands[seat] == state.illegal_workers[seat]
        made = schwarzarbeit_search.determinize(seen, hands, random.Random(checked))
        validate(made)
        assert view(made, seat).market == seen.market and legal_actions(made) == legal_actions(state)
        assert len(made.draw_pile) == len(state.draw_pile) and len(made.special_pile) == len(state.special_pile)
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("name", ["scheffeln", "schwarzmarkt"])
def test_deals_of_the_unseen_cards_keep_the_seat_s_game(name: str) -> None:
    module: Any = scheffeln_search if name == "scheffeln" else schwarzmarkt_search
    game = find_game(name)
    checked = 0
    for state in _positions(name, range(8)):
        playing = state.phase.value == "play" if name == "scheffeln" else state.phase in EXCHANGING
        if not playing:
            continue
        seat = state.to_act
        seen = game.view(state, seat)
        made = module.determinize(seen, random.Random(checked))
        assert made is not None
        assert game.legal_actions(made) == game.legal_actions(state)
        assert game.view(made, seat).hand == seen.hand
        checked += 1
    assert checked > 200


@pytest.mark.parametrize("name", ["schwarzarbeit", "scheffeln", "schwarzmarkt"])
def test_search_bots_play_legal_games(name: str) -> None:
    game = find_game(name)
    bots = [make_bot(game, "search"), make_bot(game, "random"), make_bot(game, "search"), make_bot(game, "random")]
    state = play(game, 4, 5, bots=bots)
    assert state.is_over
