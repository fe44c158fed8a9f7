"""Scheffeln exercises: the moving rules (a full business skipped, a car on top, a pair), the RUN expansion's
Backward card (the moving rules mirrored: a rule variant) and the Express prediction.

Boards are written in the position notation (``schwarz.scheffeln.position.board``: businesses A..H, cars bottom to
top) and drawn with the game page's ring (``widgets.scheffeln.ring``); every answer comes from the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from schwarz.i18n import Msg, _, ngettext, pgettext, render
from widgets.exercises.model import Exercise, Solution

CHARACTERS = {"Andrea": "blue", "Friedemann": "red", "Henning": "green", "Tommy": "yellow"}
HANDS = {"Andrea": ["blue", "green", "yellow", "red"], "Friedemann": ["red", "orange", "pink", "white"],
         "Henning": ["green", "purple", "white", "orange"], "Tommy": ["yellow", "blue", "pink", "purple"]}
GREEN_BOARD = "red / green / yellow blue / orange purple / - / pink / white / -"  # dev-text: position notation
PAIR_BOARD = "red yellow / green / blue purple / orange / - / pink white / - / -"  # dev-text: position notation
TOP_BOARD = "white / red blue / yellow orange / green / purple pink / - / - / -"  # dev-text: position notation
BACKWARD_BOARD = "red / - / green / yellow blue / orange / purple pink / white / -"  # dev-text: position notation
EXPRESS_SEED = 3


@cache
def _state(board: str) -> Any:
    from schwarz.scheffeln.position import from_data

    return from_data({"board": board, "characters": CHARACTERS, "hands": HANDS})


def ring_html(state: Any, lang: str) -> str:
    """The ring as the game page draws it (with the Express row, if any)."""
    from schwarz.scheffeln import view
    from widgets.scheffeln.table import STYLE, render_ring, render_row

    seen = view(state, None)
    return (f'{STYLE}<div class="sch-table"><div class="sch-left">{render_ring(seen, lang)}{render_row(seen, lang)}'
            f"</div></div>")


def _letters() -> tuple[tuple[Msg | str, str], ...]:
    from schwarz.scheffeln import businesses

    return tuple((_("{letter} ({business})", letter=b.letter, business=b), b.letter) for b in businesses())


def _move_question(board: str, car: str, backward: bool = False) -> Callable[[str], str]:
    def question(lang: str) -> str:
        from html import escape

        from schwarz.scheffeln import Colour

        if backward:
            text = _("RUN expansion: the card Backward moves a car one step counter-clockwise, the moving rules "
                     "mirrored. It is played on the {colour} car. Where does the {colour} car land?",
                     colour=Colour(car))
        else:
            text = _("A {colour} card is played face up: the {colour} car moves clockwise (A → B → ... → H → A). Where "
                     "does the {colour} car land?", colour=Colour(car))
        return f"<p>{escape(render(text, lang))}</p>{ring_html(_state(board), lang)}"

    return question


def _move_solution(board: str, car: str, backward: bool = False) -> Callable[[], Solution]:
    def solve() -> Solution:
        from schwarz.scheffeln import LETTERS, step
        from schwarz.scheffeln.wording import movement_message

        result = step(_state(board).stacks, car, backward=backward)
        why = pgettext("a whole sentence", "{sentence}.", sentence=movement_message(result.movement()))
        return Solution((LETTERS[result.end],), why)

    return solve


@cache
def _express_state() -> Any:
    from schwarz.scheffeln import Options, new_game

    return new_game(5, EXPRESS_SEED, Options(express=True))


def _express_question(lang: str) -> str:
    from html import escape

    text = _("Express, deal number {seed}. The row below takes effect from left to right. Which character will earn "
             "most (its car alone or on top, worth the face-up token of its business)?", seed=str(EXPRESS_SEED))
    return f"<p>{escape(render(text, lang))}</p>{ring_html(_express_state(), lang)}"


def _colours() -> tuple[tuple[Msg | str, str], ...]:
    from schwarz.scheffeln import COLOURS

    return tuple((c.character(), str(c)) for c in COLOURS)


def _express_solution() -> Solution:
    from schwarz.i18n import listing
    from schwarz.scheffeln import Colour, predict_state
    from schwarz.scheffeln.wording import movement_message

    p = predict_state(_express_state())
    best = p.best()
    money = p.money
    steps = listing(movement_message(m) for m in p.movements)
    why = ngettext("{steps}. Then the {best} character earns {money}.",
                   "{steps}. Then the {best} characters each earn {money}.", len(best), steps=steps,
                   best=listing((c.character() for c in best), "and"), money=money[best[0]] or 0)
    return Solution(tuple(str(c) for c in best), why,
                    lambda given: _("The {colour} character would earn {money}.", colour=Colour(given).character(),
                                    money=money.get(Colour(given)) or 0))


MOVING_HINT = _("A single or top car moves to the next business with room (at most two cars); a car beneath carries "
                "the top car to the next business without any car.")
EXERCISES: tuple[Exercise, ...] = (
    Exercise("sch-green", "scheffeln", _("Where does the green car land?"), _move_question(GREEN_BOARD, "green"),
             _letters, _move_solution(GREEN_BOARD, "green"), MOVING_HINT),
    Exercise("sch-top", "scheffeln", _("A car on top moves alone"), _move_question(TOP_BOARD, "blue"), _letters,
             _move_solution(TOP_BOARD, "blue"), MOVING_HINT),
    Exercise("sch-pair", "scheffeln", _("Two cars move together"), _move_question(PAIR_BOARD, "red"), _letters,
             _move_solution(PAIR_BOARD, "red"), MOVING_HINT),
    Exercise("sch-backward", "scheffeln", _("RUN: the Backward card"), _move_question(BACKWARD_BOARD, "orange", True),
             _letters, _move_solution(BACKWARD_BOARD, "orange", True),
             _("Backward mirrors the moving rules: the car goes counter-clockwise, to the previous business with "
               "room."), "variant"),
    Exercise("sch-express", "scheffeln", _("Express: the best character"), _express_question, _colours,
             _express_solution, _("Move the cars of the row one card after the other, from the left, then look "
                                  "at which cars stand alone or on top and at their businesses' tokens."),
             "variant"),
)
