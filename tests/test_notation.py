"""The move notation and the positions written as data (lesson files): every legal move has one line that names
it and only it, for every seat of random seeded games of the three games; a position written as data is the state
the position notation builds; bad data is refused with an error that names what is wrong."""

from __future__ import annotations

import random

import pytest

from schwarz import notation
from schwarz.core.bots import RandomBot
from schwarz.core.errors import InvalidState
from schwarz.core.registry import find_game
from schwarz.play import next_action

GAMES = ("schwarzarbeit", "scheffeln", "schwarzmarkt")


def _move_text(game: str):  # type: ignore[no-untyped-def]
    import importlib

    return importlib.import_module(f"schwarz.{game}.position").move_text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_legal_move_has_one_line_that_names_only_it(game: str, seed: int) -> None:
    spec, text = find_game(game), _move_text(game)
    state = spec.new_game(4, seed)
    rng = random.Random(seed)
    bots = [RandomBot()] * 4
    for _step in range(120):
        if state.is_over:
            break
        for seat in range(4):
            actions = spec.legal_actions(state, seat)
            lines = [text(state, a) for a in actions]
            assert len(set(lines)) == len(lines), lines
            for action, line in zip(actions, lines, strict=True):
                assert notation.find_move(state, actions, line, text) == action
        chosen = next_action(spec, state, bots, rng)
        assert chosen is not None
        state = spec.apply(state, chosen[1])


def test_a_pattern_names_several_moves_only_when_asked_to() -> None:
    from schwarz.scheffeln.position import from_data, move_text

    state = from_data({"board": "red / blue / green / yellow orange / - / purple / pink / white",
                       "characters": {"Andrea": "blue", "Friedemann": "red", "Henning": "green", "Tommy": "yellow"},
                       "hands": {"Andrea": ["blue", "green", "yellow", "red"],
                                 "Friedemann": ["red", "orange", "pink", "white"],
                                 "Henning": ["green", "purple", "white", "orange"],
                                 "Tommy": ["yellow", "blue", "pink", "purple"]}})
    actions = find_game("scheffeln").legal_actions(state)
    assert notation.matches("exchange * for purple", "exchange red for purple")
    assert not notation.matches("exchange * for purple", "exchange red for pink")
    with pytest.raises(InvalidState, match="more than one legal move"):
        notation.find_move(state, actions, "exchange * for purple", move_text)
    with pytest.raises(InvalidState, match="no legal move is written"):
        notation.find_move(state, actions, "move black", move_text)


def test_a_schwarzarbeit_position_as_data_is_the_position_of_the_notation() -> None:
    from schwarz.schwarzarbeit.position import from_data, position

    illegal = {"Andrea": ["Heinz Henn", "Maureen Moon"], "Friedemann": ["Ida Imhof", "Jakob Jung"],
               "Henning": ["Karla Kuhn", "Nora Nagel"], "Tommy": ["Otto Ortmann", "Rudi Roth"]}
    market = ["Angelika Adam/day", "Sid Schmiel/weekend", "Otto Ortmann/day", "Berta Brandt/evening",
              "Dora Dietz/day", "Emil Eckert/evening"]
    data = from_data({"illegal": illegal, "market": market, "active": "Henning", "hired": {"Tommy": ["Paula Pohl/day"]},
                      "detectives": {"Andrea": False}})
    built = position(("Andrea", "Friedemann", "Henning", "Tommy"), {i: v for i, v in enumerate(illegal.values())},
                     market, active=2, hired={3: ["Paula Pohl/day"]}, detectives=[False, True, True, True])
    assert data == built


@pytest.mark.parametrize(("game", "data", "words"), [
    ("schwarzarbeit", {"market": ["Sid Schmiel/weekend"], "colour": "red"}, "unknown key 'colour'"),
    ("schwarzarbeit", {"illegal": {"Andrew": ["Heinz Henn"]}}, "no player is called 'Andrew'"),
    ("schwarzarbeit", {"market": ["Sid Schmiel/sunday"]}, "a card is written"),
    ("schwarzarbeit", {"phase": "lunch"}, "unknown phase"),
    ("scheffeln", {"board": "red / blue", "characters": {}}, "the board must list 8 businesses"),
    ("scheffeln", {"phase": "claim"}, "starts in the phase play or scheffeln"),
    ("schwarzmarkt", {"price": 7}, "no space of the price track shows 7"),
    ("schwarzmarkt", {"hands": {"Andrea": "potatoes bananas"}}, "the commodities are"),
    ("schwarzmarkt", {"offer": "Limit!"}, "must be an offer card"),
    ("schwarzmarkt", {"black_market": {"Andrea": ["2 apples + 2 pears"]}}, "a black-market card is an offer"),
])
def test_bad_position_data_is_refused_naming_what_is_wrong(game: str, data: dict[str, object], words: str) -> None:
    import importlib

    from_data = importlib.import_module(f"schwarz.{game}.position").from_data
    with pytest.raises(InvalidState) as caught:
        from_data(data)
    assert words in caught.value.text("en")
