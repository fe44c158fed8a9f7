"""The Express exercise: answers checked with the engine's predict; the row then played card by card."""

from __future__ import annotations

import re
from html import escape

from hypothesis import given, settings
from hypothesis import strategies as st

from schwarz.i18n import render
from schwarz.scheffeln import COLOURS, Claim, Resolve, apply, legal_actions, new_game, predict_state
from schwarz.scheffeln.wording import movement_message
from widgets.scheffeln.express import BEST, LAND, ExpressExercise, check_answer, render_board


def _resolved_by_the_engine(state: object) -> object:
    """Everybody claims a character, then the engine resolves the row (Resolve)."""
    while True:
        actions = legal_actions(state)  # type: ignore[arg-type]
        if isinstance(actions[0], Resolve):
            return apply(state, actions[0])  # type: ignore[arg-type]
        state = apply(state, next(a for a in actions if isinstance(a, Claim)))  # type: ignore[arg-type]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 100_000))
def test_answers_are_checked_against_the_engine(seed: int) -> None:
    state = new_game(5, seed)
    prediction = predict_state(state)
    final = _resolved_by_the_engine(state)
    for car in COLOURS:
        truth = next(state.ring[i] for i, s in enumerate(final.stacks) if car in s)  # type: ignore[attr-defined]
        right, message = check_answer(state, prediction, LAND, (car, truth))
        assert right and message.startswith("Right!")
        wrong = next(letter for letter in state.ring if letter != truth)
        assert check_answer(state, prediction, LAND, (car, wrong))[0] is False
    best = prediction.best()
    assert best
    for character in COLOURS:
        assert check_answer(state, prediction, BEST, (character,))[0] == (character in best)


def test_the_panel_waits_for_an_answer_then_plays_the_row_card_by_card() -> None:
    panel = ExpressExercise(seed=1, lang="en")
    assert panel._step_button.disabled and panel._all_button.disabled
    car = panel.state.row[0]
    landing = panel.state.ring[panel.prediction.lands[car]]
    panel.answer(LAND, car, landing)
    assert 'data-right="true"' in panel.feedback_html
    assert not panel._step_button.disabled
    for k in range(1, len(panel.state.row) + 1):
        panel._step_button.click()
        assert panel.shown == k
        assert escape(render(movement_message(panel.prediction.movements[k - 1]), "en")) in panel.steps_html
    assert panel._step_button.disabled
    final = _resolved_by_the_engine(panel.state)
    drawn = dict(re.findall(r'data-business="([A-H])" data-cars="([^"]*)"', panel.board_html))
    assert drawn == {panel.state.ring[i]: " ".join(s) for i, s in enumerate(final.stacks)}  # type: ignore[attr-defined]
    panel._back_button.click()
    assert panel.shown == len(panel.state.row) - 1


def test_a_wrong_answer_says_where_the_car_really_lands() -> None:
    panel = ExpressExercise(seed=4, lang="en")
    best = panel.prediction.best()
    other = next(c for c in COLOURS if c not in best)
    panel.answer(BEST, other)
    assert 'data-right="false"' in panel.feedback_html and "The most money goes to" in panel.feedback_html


def test_new_row_and_french() -> None:
    panel = ExpressExercise(seed=2, lang="en")
    panel._new_button.click()
    assert panel._seed.value == 3 and panel.state == new_game(5, 3)
    assert not panel.answered and panel.shown == 0
    panel.set_lang("fr")
    assert panel._check_button.description == "Vérifier ma réponse"
    assert "Où arrive une voiture\u202f?" in [label for label, _ in panel._question.options]  # French spacing
    assert "sch-express-row" in render_board(panel.state, panel.prediction, 0, "fr")
