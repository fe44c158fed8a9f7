"""The possibilities panel: exact numbers from the deduction, privacy of the seat, the prediction exercise."""

from __future__ import annotations

from schwarz.schwarzarbeit import announcement
from schwarz.schwarzarbeit.deduction import analyze
from schwarz.schwarzarbeit.events import Announced
from widgets.schwarzarbeit.possibilities import Possibilities, render_facts, render_heatmap
from widgets.stepper import Stepper


def test_summary_shows_the_exact_number_of_worlds_of_the_seat() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    panel = Possibilities(stepper)
    assert f'data-worlds="{analyze(stepper.state, 0).worlds}"' in panel.summary_html
    for _ in range(8):
        stepper._step_button.click()
    assert f'data-worlds="{analyze(stepper.state, 0).worlds}"' in panel.summary_html
    stepper._seat.value = None
    assert 'data-worlds="1"' in panel.summary_html  # the teacher knows every hand


def test_chart_marks_each_announcement_with_its_drop() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    panel = Possibilities(stepper)
    stepper._turn_button.click()
    stepper._turn_button.click()
    announcements = [e for e in stepper.state.log if isinstance(e, Announced)]
    assert len(panel._dots.x) == len(announcements) >= 2
    assert all("bits" in name for name in panel._dots.names)
    assert list(panel._line.y)[-1] == panel.analysis.bits


def test_prediction_is_checked_against_the_engine() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=2, seat=1, lang="en")
    panel = Possibilities(stepper)
    state = stepper.state
    true = announcement(state.market, state.illegal_workers[state.announcer])
    panel.guess(true)
    assert 'data-correct="true"' in panel.verdict_html
    panel.guess((true + 1) % (len(state.market) + 1))
    assert 'data-correct="false"' in panel.verdict_html
    assert "expected to remove" in panel.verdict_html


def test_heatmap_and_facts_only_use_the_seats_knowledge() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=2, lang="en")
    for _ in range(10):
        stepper._step_button.click()
    analysis = analyze(stepper.view, 2)
    html = render_heatmap(analysis, stepper.state.players)
    assert html == render_heatmap(analyze(stepper.state, 2), stepper.state.players)
    assert render_facts(analysis, stepper.state.players, "fr").count("<li>") == len(
        [f for f in analysis.certain if f.player != 2]
    )
