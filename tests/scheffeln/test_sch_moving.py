"""The moving rules (sections sch.moving.*, sch.run.backward, sch.run.evasion), in the compact stacks notation.

``board("a b / - / ...")`` lists businesses A..H, cars bottom to top; ``show`` prints a board back.
"""

from __future__ import annotations

import pytest

from schwarz import InvalidAction, InvalidState, SchwarzError
from schwarz.i18n import render
from schwarz.scheffeln import CARS, COLOURS, MAFIA_CAR, Colour, Step, evade, move, step
from schwarz.scheffeln.position import board, show
from schwarz.scheffeln.wording import movement_message

START = board("red / yellow / green / blue / orange / purple / pink / white")


def moved(text: str, car: str, backward: bool = False) -> str:
    return show(move(board(text), car, backward))


def explain(result: Step, lang: str = "en") -> str:
    """The moving rule the step applied, in words (the log's explanation)."""
    return render(movement_message(result.movement()), lang)


def test_colours_are_eight_plain_names_and_black_is_the_mafia_car() -> None:
    assert len(COLOURS) == 8 and all(c.islower() and c.isalpha() for c in COLOURS)
    assert MAFIA_CAR == "black" and MAFIA_CAR not in COLOURS and (*COLOURS, "black") == CARS


# Moving a single car (sch.moving.single-car)
def test_single_car_stops_on_the_next_business_without_a_car() -> None:
    assert moved("red / - / green / blue / orange / purple / pink / white yellow", "red") == (
        "- / red / green / blue / orange / purple / pink / white yellow")


def test_single_car_is_placed_on_top_of_a_single_car() -> None:
    assert moved(show(START), "red") == "- / yellow red / green / blue / orange / purple / pink / white"


def test_single_car_skips_businesses_with_two_cars() -> None:
    text = "red / yellow green / blue orange / - / purple / pink / white / -"
    assert moved(text, "red") == "- / yellow green / blue orange / red / purple / pink / white / -"
    assert explain(step(board(text), "red")) == (
        "red is alone on A: it moves forward alone, skipping B and C (2 cars), to D, which had no car")


def test_single_car_skips_full_businesses_and_stacks_on_the_first_single_one() -> None:
    text = "red / yellow green / blue orange / purple / pink / white / - / -"
    assert moved(text, "red") == "- / yellow green / blue orange / purple red / pink / white / - / -"


def test_top_car_moves_alone_and_leaves_the_car_beneath() -> None:
    text = "yellow red / - / green / blue / orange / purple / pink / white"
    assert moved(text, "red") == "yellow / red / green / blue / orange / purple / pink / white"
    assert explain(step(board(text), "red")) == (
        "red is on top of yellow on A: it moves forward alone to B, which had no car")


def test_top_car_onto_a_single_car() -> None:
    text = "yellow red / green / - / blue / orange / purple / pink / white"
    assert moved(text, "red") == "yellow / green red / - / blue / orange / purple / pink / white"


def test_moving_wraps_from_h_to_a() -> None:
    text = "- / red / green / blue / orange / purple / pink / white yellow"
    assert moved(text, "yellow") == "yellow / red / green / blue / orange / purple / pink / white"
    assert moved(text, "white") == "white yellow / red / green / blue / orange / purple / pink / -"


# Moving two cars together (sch.moving.two-cars)
def test_bottom_car_carries_the_top_car_to_the_next_business_without_cars() -> None:
    text = "yellow red / - / green / blue / orange / purple / pink / white"
    assert moved(text, "yellow") == "- / yellow red / green / blue / orange / purple / pink / white"


def test_two_cars_skip_every_business_with_cars_even_a_single_one() -> None:
    text = "red yellow / green / blue orange / - / purple / pink / white / -"
    result = step(board(text), "red")
    assert show(result.stacks) == "- / green / blue orange / red yellow / purple / pink / white / -"
    assert explain(result) == (
        "red is beneath yellow on A: both move forward to the next business without cars, skipping B and C: D")


def test_two_cars_with_no_empty_business_go_round_and_stay() -> None:
    # only with the Mafia car (9 cars): every other business holds a car
    text = "black red / yellow / green / blue / orange / purple / pink / white"
    assert moved(text, "black") == text
    assert "once round the ring and stay on A" in explain(step(board(text), "black"))


def test_the_texts_picture_red_lands_on_top_of_yellow() -> None:
    # 'The red car has landed on Lucre District ... Yellow is beneath red.' (Lucre District: C in our data)
    text = "- / red / yellow / green / blue / orange / purple / pink white"
    assert moved(text, "red") == "- / - / yellow red / green / blue / orange / purple / pink white"


# RUN Backward (sch.run.backward): the same rules, counter-clockwise
def test_backward_single_car_mirrors() -> None:
    text = "red / yellow green / blue / - / purple / pink / white / orange"
    # blue (C) skips B (full) and lands on red at A
    assert moved(text, "blue", backward=True) == "red blue / yellow green / - / - / purple / pink / white / orange"


def test_backward_pair_wraps_from_a_to_h() -> None:
    text = "red yellow / green / blue / - / purple / pink / white / orange"
    result = step(board(text), "red", backward=True)
    assert show(result.stacks) == "- / green / blue / red yellow / purple / pink / white / orange"
    assert explain(result).endswith("skipping H, G, F and E: D")


def test_backward_and_forward_are_mirror_images() -> None:
    text = "red / yellow green / blue orange / - / purple / pink white / - / -"
    mirror = [4, 3, 2, 1, 0, 7, 6, 5]  # reflect the ring around E (index 4)
    b = board(text)
    fwd = move(b, "purple")
    bwd = move(tuple(b[i] for i in mirror), "purple", backward=True)
    assert tuple(bwd[i] for i in mirror) == fwd


# RUN Evasion (sch.run.evasion)
def test_evasion_puts_a_top_car_on_any_empty_business() -> None:
    text = "yellow red / - / green / blue / - / purple / pink / white orange"
    assert show(evade(board(text), "red", 4)) == "yellow / - / green / blue / red / purple / pink / white orange"
    with pytest.raises(InvalidAction, match="on top"):
        evade(board(text), "yellow", 1)
    with pytest.raises(InvalidAction, match="without a car"):
        evade(board(text), "red", 2)


# The function is pure and checks its input
def test_move_does_not_change_its_input_and_accepts_lists() -> None:
    b = [["red"], ["yellow"], [], ["green"], ["blue"], ["orange"], ["purple"], ["pink", "white"]]
    copy = [list(s) for s in b]
    assert move(b, "red") == ((), ("yellow", "red"), (), ("green",), ("blue",), ("orange",), ("purple",),
                              ("pink", "white"))
    assert b == copy


@pytest.mark.parametrize(
    ("stacks", "match"),
    [
        ((("red",),) * 7, "8 businesses"),
        ((("red", "yellow", "green"), (), (), (), (), (), (), ()), "at most 2"),
        ((("red",), ("mauve",), (), (), (), (), (), ()), "unknown car 'mauve'"),
        ((("red",), ("red",), (), (), (), (), (), ()), "two businesses"),
        (("red", (), (), (), (), (), (), ()), "sequence of car names"),
    ],
)
def test_impossible_boards_are_refused(stacks: object, match: str) -> None:
    with pytest.raises(InvalidState, match=match):
        move(stacks, "red")  # type: ignore[arg-type]


def test_unknown_or_absent_cars_are_refused() -> None:
    with pytest.raises(SchwarzError, match="unknown car 'mauve'"):
        move(START, "mauve")
    with pytest.raises(SchwarzError, match="not on the board"):
        move(START, "black")


def test_cars_are_colour_values_that_read_as_their_plain_names() -> None:
    result = step(board("red / - / green / blue / orange / purple / pink / white yellow"), "red")
    assert result.car is Colour.RED and all(isinstance(c, Colour) for s in result.stacks for c in s)
    assert result.stacks[1] == ("red",) and repr(result.car) == "Colour.RED"


# The explanations in French (sch.moving.*, sch.run.backward): agreement with 'la voiture', once round the ring
def test_moving_rule_explanations_in_french() -> None:
    ring = board("red / blue green / white / - / pink / orange / yellow / purple")
    back = explain(step(ring, "white", backward=True), "fr")
    assert back.startswith("la voiture blanche est seule sur C\u00a0: elle recule seule")
    assert "B (2 voitures)" in back and "jusqu'à A, sur la voiture rouge" in back
    assert explain(step(ring, "blue"), "fr") == (
        "la voiture bleue est sous la voiture verte sur B\u00a0: les deux avancent jusqu'au prochain commerce sans "
        "voiture, en sautant C\u00a0: D")
    full = board("black green / red / blue / white / pink / orange / yellow / purple")
    assert explain(step(full, "black"), "fr").endswith("font donc le tour de l'anneau et restent sur A")
