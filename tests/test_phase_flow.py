"""The phase tables declare the flow: "to end of turn" and "to end of round" stop where the texts end a turn or a
round, for every game (the stepper reads the tables, it never guesses a game's flow)."""

from __future__ import annotations

import pytest

from schwarz.core.contract import Closes
from schwarz.core.registry import GAMES, find_game
from schwarz.scheffeln import ACTION_TYPES as SCHEFFELN_ACTIONS
from schwarz.scheffeln import PHASES as SCHEFFELN_PHASES
from schwarz.scheffeln import Choose, Claim, Options, Phase, Scheffeln, TimeOut
from schwarz.timeline import Timeline

FLOW_GAMES = list(GAMES)
"""Every registered game: the stepper's flow is read from each game's tables, never special-cased."""


def _closed(timeline: Timeline, i: int) -> Closes:
    return timeline.game.closes(timeline.states[i], timeline.actions[i], timeline.states[i + 1])


UNITS = [(name, unit) for name in FLOW_GAMES for unit in sorted(find_game(name).units) if unit < Closes.GAME]


@pytest.mark.parametrize(("name", "unit"), UNITS, ids=[f"{n}-{u.name.lower()}" for n, u in UNITS])
def test_forward_stops_at_the_first_end_of_a_turn_or_round(name: str, unit: Closes) -> None:
    game = find_game(name)
    start = Timeline.start(game, 4, 7)
    timeline = start
    stops = []
    for _stop in range(6):
        before = timeline.index
        timeline = timeline.forward_to(unit)
        if timeline.index == before:
            break
        closed = [_closed(timeline, i) for i in range(before, timeline.index)]
        assert closed[-1] >= unit or timeline.state.is_over  # it stops where a turn (round) ends ...
        assert all(c < unit for c in closed[:-1])  # ... and at the first such place
        stops.append(timeline.index)
    assert len(stops) >= 2 and not timeline.state.is_over  # not the whole game at once


def test_every_game_declares_turns() -> None:
    assert all(Closes.TURN in find_game(name).units for name in FLOW_GAMES)
    assert Closes.ROUND not in find_game("schwarzarbeit").units  # the text has turns, no rounds
    assert Closes.ROUND in find_game("scheffeln").units
    assert Closes.ROUND in find_game("schwarzmarkt").units  # exchange rounds


def test_schwarzarbeit_turn_ends_with_the_lawyers_and_the_next_player_is_active() -> None:
    timeline = Timeline.start(find_game("schwarzarbeit"), 4, 7).forward_to(Closes.TURN)
    assert timeline.state.active == 1 and timeline.state.turn == 2


CARD_PLAYS = SCHEFFELN_PHASES[Phase.PLAY].actions


def test_scheffeln_turn_is_one_card_played_after_the_characters_are_chosen() -> None:
    """sch.setup: the characters are chosen before play (not a turn); sch.turn: a turn is one card played."""
    timeline = Timeline.start(find_game("scheffeln"), 4, 7).forward_to(Closes.TURN)
    first = timeline.actions
    assert [type(a) for a in first[:4]] == [Choose] * 4 and len(first) == 5
    assert isinstance(first[4], CARD_PLAYS)  # the starting player's first card ended the turn
    assert timeline.state.phase is Phase.PLAY and timeline.state.to_act == 1
    assert [len(h) for h in timeline.state.hands] == [3, 4, 4, 4]
    timeline = timeline.forward_to(Closes.TURN)
    assert len(timeline.actions) == 6 and timeline.state.to_act == 2


def test_scheffeln_round_ends_with_the_scheffeln_phase() -> None:
    """sch.turn, sch.after: 4 players play their 4 cards each, the Scheffeln phase pays and the next round starts."""
    timeline = Timeline.start(find_game("scheffeln"), 4, 7).forward_to(Closes.ROUND)
    assert len(timeline.actions) == 4 + 16 + 1 and isinstance(timeline.actions[-1], Scheffeln)
    state = timeline.state
    assert state.round == 2 and state.phase is Phase.PLAY and state.to_act == 1 == state.start
    timeline = timeline.forward_to(Closes.ROUND)
    assert len(timeline.actions) == 21 + 16 + 1 and timeline.state.round == 3


def test_scheffeln_express_turn_is_one_claim_and_the_round_ends_with_the_scheffeln_phase() -> None:
    """sch.express.play: everyone acts at once, a player's turn is his claim (or the count-down running out)."""
    game = find_game("scheffeln")
    start = Timeline.start(game, 4, 7, Options(express=True))
    timeline = start.forward_to(Closes.TURN)
    assert len(timeline.actions) == 1 and isinstance(timeline.actions[0], Claim)
    assert sum(c is not None for c in timeline.state.characters) == 1 and timeline.state.phase is Phase.CLAIM
    timeline = start.forward_to(Closes.ROUND)
    claims = [a for a in timeline.actions if isinstance(a, Claim | TimeOut)]
    assert len(claims) == 4 and isinstance(timeline.actions[-1], Scheffeln)
    assert len(timeline.actions) == 4 + 2  # four claims, the row takes effect, the Scheffeln phase
    assert timeline.state.round == 2 and timeline.state.phase is Phase.CLAIM


def test_scheffeln_every_action_belongs_to_one_phase() -> None:
    declared = [t for spec in SCHEFFELN_PHASES.values() for t in (*spec.actions, *spec.anytime)]
    assert sorted(t.__name__ for t in declared) == sorted(t.__name__ for t in SCHEFFELN_ACTIONS)
    for phase, spec in SCHEFFELN_PHASES.items():
        assert spec.ends is not None or phase is Phase.GAME_OVER
        assert all(nxt in SCHEFFELN_PHASES for nxt in spec.next)


def test_schwarzmarkt_turn_is_the_start_players_card_and_his_move() -> None:
    from schwarz.schwarzmarkt import Move, Phase, Play

    start = Timeline.start(find_game("schwarzmarkt"), 4, 7)
    timeline = start.forward_to(Closes.TURN)
    # sm.round.black-market: the start player plays a card 'as his first action', then moves the marker (Move
    # ended the turn); the next player's turn in the exchange round begins
    assert [type(a) for a in timeline.actions] == [Play, Move]
    assert timeline.state.phase is Phase.EXCHANGE and timeline.state.start == 0 and timeline.state.to_act == 1


def test_schwarzmarkt_round_is_an_exchange_round() -> None:
    from schwarz.schwarzmarkt import Exchange, Phase
    from schwarz.schwarzmarkt.events import ExchangeRoundEnded

    timeline = Timeline.start(find_game("schwarzmarkt"), 4, 7).forward_to(Closes.ROUND)
    # sm.round.end: seat 1's exchange meets the offer, the exchange round ends, seat 1 is the next start player
    assert isinstance(timeline.actions[-1], Exchange) and len(timeline.actions) == 3
    ended = [e for e in timeline.state.log if isinstance(e, ExchangeRoundEnded)]
    assert len(ended) == 1 and ended[0].met
    assert timeline.state.phase is Phase.PLAY_CARD and timeline.state.start == 1
    assert timeline.state.exchange_round == 1 and timeline.state.game_round == 1


@pytest.mark.parametrize("name", FLOW_GAMES)
def test_every_action_type_is_declared_by_a_phase(name: str) -> None:
    """Each action type is one of a phase's actions or allowed at any time in a phase (the gate reads only this)."""
    game = find_game(name)
    declared = {t for spec in game.phases.values() for t in (*spec.actions, *spec.anytime)}
    assert declared == set(game.action_types)
    for spec in game.phases.values():
        assert all(nxt in game.phases for nxt in spec.next)
