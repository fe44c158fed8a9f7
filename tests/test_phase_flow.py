"""The phase tables declare the flow: "to end of turn" and "to end of round" stop where the texts end a turn or a
round, for every game (the stepper reads the tables, it never guesses a game's flow)."""

from __future__ import annotations

import pytest

from schwarz.core.contract import Closes
from schwarz.core.registry import find_game
from schwarz.timeline import Timeline

FLOW_GAMES = ["schwarzarbeit"]


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


def test_schwarzarbeit_turn_ends_with_the_lawyers_and_the_next_player_is_active() -> None:
    timeline = Timeline.start(find_game("schwarzarbeit"), 4, 7).forward_to(Closes.TURN)
    assert timeline.state.active == 1 and timeline.state.turn == 2
