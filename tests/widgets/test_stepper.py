"""The generic stepper, headless: buttons clicked, values set, what the panel shows asserted."""

from __future__ import annotations

import pytest

from schwarz.core.errors import IllegalAction
from schwarz.schwarzarbeit import Card, Denounce, Detective, Hire, Phase, Shift
from schwarz.timeline import Timeline
from widgets.stepper import Stepper


def test_back_is_exact_and_step_replays_the_same_game() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=3, lang="en")
    for _ in range(12):
        stepper._step_button.click()
    after_twelve = stepper.state
    for _ in range(5):
        stepper._back_button.click()
    assert stepper.timeline.index == 7
    for _ in range(5):
        stepper._step_button.click()
    assert stepper.state == after_twelve
    stepper._restart_button.click()
    assert stepper.timeline.index == 0 and stepper._back_button.disabled


def test_the_same_seed_gives_the_same_game_however_it_is_stepped() -> None:
    one = Stepper("schwarzarbeit", 4, seed=5, lang="en")
    one._end_button.click()
    other = Stepper("schwarzarbeit", 4, seed=5, lang="en")
    for _ in range(40):
        other._step_button.click()
    other._end_button.click()
    assert one.state == other.state and one.state.is_over
    assert one._step_button.disabled


def test_end_of_turn_stops_at_the_next_turn() -> None:
    stepper = Stepper("schwarzarbeit", 3, seed=2, lang="en")
    turn = stepper.state.turn
    stepper._turn_button.click()
    assert stepper.state.turn == turn + 1
    assert stepper.state.phase is next(iter(stepper.game.phases))


def test_events_and_phase_are_shown() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, lang="en")
    stepper._step_button.click()
    stepper._turn_button.click()
    assert "announces" in stepper.info_html
    assert "Phase" in stepper.info_html
    stepper.set_lang("fr")
    assert stepper._step_button.description == "Étape suivante"


def test_a_seat_sees_no_other_players_illegal_workers() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, lang="en")
    stepper._seat.value = 1
    html = stepper.table_html
    state = stepper.state
    for p, workers in enumerate(state.illegal_workers):
        for employee in workers:
            marker = f'data-employee="{employee}"'
            assert (marker in html) == (p == 1)


def test_the_human_seat_plays_on_the_board_one_pick_at_a_time_and_illegal_ones_show_the_rule() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, lang="en")
    stepper._seat.value = 0
    stepper._human.value = True
    assert stepper._end_button.description == "To my next move"
    stepper._end_button.click()
    assert stepper.timeline.waiting_for_human and stepper.state.phase is Phase.HIRE
    legal = stepper.game.legal_actions(stepper.state, 0)
    takeable = {f"market:{a.card}" for a in legal if isinstance(a, Hire | Denounce)}
    assert set(stepper.board.targets) == takeable  # only legal targets are highlighted
    assert "Your move: hire or denounce" in stepper.status_html
    assert [b.description for b in stepper.option_buttons] == ["Use your detective"] * any(
        isinstance(a, Detective) for a in legal)
    hire = next(a for a in legal if isinstance(a, Hire))
    stepper.board.click(f"market:{hire.card}")
    assert stepper.board.selected == {f"market:{hire.card}": 1} and stepper.board.targets == []
    assert {b.description for b in stepper.option_buttons} <= {"Hire", "Denounce"}
    next(b for b in stepper.option_buttons if b.description == "Hire").click()
    assert stepper.timeline.actions[-1] == hire
    stepper.play_action(Hire(Card("Sid Schmiel", Shift.DAY)))
    assert 'data-rule="sa.' in stepper.error_html and "not" in stepper.error_html


def test_a_board_click_on_a_target_that_is_not_legal_changes_nothing() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, human=True, lang="en")
    stepper._end_button.click()
    before = stepper.timeline
    stepper.board.click("market:Nobody Here (day)")
    stepper.board.click("opt:hire")
    assert stepper.timeline is before and stepper.board.selected == {}


def test_timeline_play_refuses_illegal_actions_without_changing_anything() -> None:
    from schwarz.schwarzarbeit import GAME

    timeline = Timeline.start(GAME, 4, 1)
    with pytest.raises(IllegalAction):
        timeline.play(Hire(Card("Sid Schmiel", Shift.DAY)))
    assert timeline.index == 0 and len(timeline.states) == 1


def test_every_phase_of_every_game_has_a_french_title_and_summary() -> None:
    from schwarz.core.registry import GAMES
    from schwarz.i18n import render

    for name in GAMES:
        for spec in GAMES[name].phases.values():
            assert render(spec.title, "fr") != render(spec.title, "en"), (name, spec.phase)
            assert render(spec.summary, "fr") != render(spec.summary, "en"), (name, spec.phase)
    stepper = Stepper("schwarzarbeit", 4, seed=1, lang="fr")
    assert "Phase\u00a0: 1. Obtenir des informations" in stepper.info_html


def test_the_rule_paragraph_has_its_own_language_toggle() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, lang="en")
    assert "Obtain information" in stepper.info_html
    stepper._rule_lang.value = "fr"
    assert "Phase: 1. Obtain information" in stepper.info_html  # the interface stays English
    assert "annonce" in stepper.info_html.split("What happened")[0]  # the rule paragraph is French
    # Scheffeln has the project's own French translation: EN / FR, no printed French
    scheffeln = Stepper("scheffeln", 4, seed=1, lang="en")
    assert scheffeln._rule_lang.layout.display == "" and list(scheffeln._rule_lang.options) == [("EN", "en"),
                                                                                                ("FR", "fr")]
    scheffeln._rule_lang.value = "fr"
    assert "cartes personnage" in scheffeln.info_html.split("What happened")[0]


def test_the_teacher_seat_is_shown_by_name_with_a_banner_on_the_board() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    stepper._seat.value = -1
    assert stepper.viewer is None
    assert stepper._seat.label == "Teacher (sees all)"
    assert "Teacher view: all hands visible" in stepper.table_html
    stepper._seat.value = 2
    assert stepper._seat.label == "Henning" and "Teacher view" not in stepper.table_html


def test_the_announcement_names_the_market_it_was_given_for() -> None:
    from widgets.schwarzarbeit.table import render_announcement

    stepper = Stepper("schwarzarbeit", 4, seed=1, lang="en")
    for _ in range(400):
        state = stepper.state
        announced = [e for e in state.log if type(e).__name__ == "Announced"]
        if state.announced is not None and announced and len(announced[-1].market) != len(state.market):
            html = render_announcement(stepper.view)
            assert f"of {len(announced[-1].market)}" in html and f"of {len(state.market)}<" not in html
            return
        stepper._step_button.click()
    raise AssertionError("no announcement outlived a change of the market's size in 400 steps")
