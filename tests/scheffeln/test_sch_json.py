"""Json round trip and bad input: every impossible state gets a clear ``InvalidState``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from schwarz import InvalidState
from schwarz.scheffeln import Choose, Options, apply, from_json, new_game, to_json
from tests.saves import save_text, state_doc

State = dict[str, Any]


def base() -> State:
    """A RUN + Mafia game in its first play phase (characters chosen)."""
    s = new_game(3, 1, Options(run=True, mafia=True))
    for c in ("red", "blue", "green"):
        s = apply(s, Choose(c))
    data: State = state_doc(to_json(s))
    return data


def edit(change: Callable[[State], object], data: State | None = None) -> str:
    data = data or base()
    change(data)
    return save_text("scheffeln", data)


def test_round_trip_of_every_variant() -> None:
    for opts in (Options(), Options(run=True, mafia=True), Options(express=True)):
        s = new_game(4, 9, opts)
        assert from_json(to_json(s)) == s
        assert to_json(from_json(to_json(s))) == to_json(s)


def three_cars(d: State) -> None:
    d["stacks"][0].append(d["stacks"][1].pop())  # A holds black and another car already


@pytest.mark.parametrize(
    ("change", "match"),
    [
        (lambda d: d["stacks"][1].append(d["stacks"][2].pop()) or d["stacks"][1].append("mauve"),
         r"stacks\[1\]\[2\]: 'mauve'"),
        (lambda d: d["stacks"][3].__setitem__(0, "mauve"), r"stacks\[3\]\[0\]: 'mauve' is not a Colour"),
        (lambda d: d["stacks"][3].clear(), "missing from the board"),
        (lambda d: d["stacks"][0].remove("black"), "Mafia car"),
        (lambda d: d["hands"][0].append("red"), "movement cards"),
        (lambda d: d["hands"][0].pop(), "movement cards"),
        (lambda d: d["hands"][0].__setitem__(0, "teleport"), r"hands\[0\]\[0\]: 'teleport'"),
        (lambda d: d["hands"][0].__setitem__(0, "black"), "movement cards"),
        (lambda d: d["tokens"][0].pop(), "money tokens"),
        (lambda d: d["tokens"][0].__setitem__(0, 99), "money tokens"),
        (lambda d: d["characters"].__setitem__(0, "mauve"), r"characters\[0\]: 'mauve'"),
        (lambda d: d["characters"].__setitem__(0, "black"), "unknown character"),
        (lambda d: d["ring"].reverse(), "ring"),
        (lambda d: d.__setitem__("players", d["players"][:1]), "2 to 4 players|one entry per player"),
        (lambda d: d.__setitem__("active", 7), "impossible start"),
        (lambda d: d.__setitem__("phase", "scheffeln"), "Scheffeln phase begins after all cards"),
        (lambda d: d.__setitem__("phase", "no such phase"), "is not a Phase"),
        (lambda d: d.__setitem__("timed_out", [0]), "run out of time"),
    ],
)
def test_impossible_states_are_refused(change: Callable[[State], object], match: str) -> None:
    with pytest.raises(InvalidState, match=match):
        from_json(edit(change))


def test_three_cars_on_a_business() -> None:
    with pytest.raises(InvalidState, match="at most 2"):
        from_json(edit(three_cars))


def test_characters_held_twice_and_cards_after_choosing() -> None:
    s = new_game(2, 3)
    d: State = state_doc(to_json(s))
    d["characters"] = ["red", "red"]
    with pytest.raises(InvalidState, match="held by two players"):
        from_json(save_text("scheffeln", d))


def test_choosing_order_and_claims_are_checked() -> None:
    d: State = state_doc(to_json(new_game(3, 2)))
    d["characters"][1] = "red"
    with pytest.raises(InvalidState, match="seat 1 chooses next"):
        from_json(save_text("scheffeln", d))
    d = state_doc(to_json(new_game(2, 2, Options(express=True))))
    d["timed_out"] = [0, 1]
    with pytest.raises(InvalidState, match="claims are over"):
        from_json(save_text("scheffeln", d))


def test_express_row_has_the_right_size() -> None:
    d: State = state_doc(to_json(new_game(6, 1)))
    d["deck"].append(d["row"].pop())
    with pytest.raises(InvalidState, match="row must hold 7"):
        from_json(save_text("scheffeln", d))


def test_malformed_text() -> None:
    with pytest.raises(InvalidState):
        from_json("[]")
    with pytest.raises(InvalidState, match="missing field"):
        from_json(save_text("scheffeln", {"type": "State"}))
