"""The phase tables declare the flow: "to end of turn" and "to end of round" stop where the texts end a turn or a
round, for every game (the stepper reads the tables, it never guesses a game's flow)."""

from __future__ import annotations

import pytest

from schwarz.core.contract import Closes
from schwarz.core.registry import find_game
from schwarz.timeline import Timeline

FLOW_GAMES = ["schwarzarbeit", "schwarzmarkt"]


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
    assert Closes.ROUND in find_game("schwarzmarkt").units  # exchange rounds


def test_schwarzarbeit_turn_ends_with_the_lawyers_and_the_next_player_is_active() -> None:
    timeline = Timeline.start(find_game("schwarzarbeit"), 4, 7).forward_to(Closes.TURN)
    assert timeline.state.active == 1 and timeline.state.turn == 2


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
