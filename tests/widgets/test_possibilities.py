"""The deduction page: the count pinned under the status bar with the last event's effect, the certain facts with
their evidence (numbered like the log), every event's effect, the last deals drawn, the spectator, privacy of the
seat, and the prediction exercise checked only when the announcement is made (pending detective claims)."""

from __future__ import annotations

import re

from schwarz.bots import make_bot
from schwarz.schwarzarbeit import Announce, Detective
from schwarz.schwarzarbeit.deduction import SPECTATOR, analyze
from schwarz.schwarzarbeit.events import Announced
from widgets.schwarzarbeit.possibilities import DeductionPage, Possibilities, render_heatmap
from widgets.stepper import Stepper


def steps(stepper: Stepper, n: int) -> None:
    for _step in range(n):
        stepper._step_button.click()


def test_the_count_is_pinned_under_the_status_bar_with_the_last_events_effect() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    panel = Possibilities(stepper)
    assert panel.pinned in stepper._pinned.children
    assert f'data-worlds="{analyze(stepper.state, 0).worlds}"' in panel.summary_html
    assert "bits of uncertainty" in panel.summary_html and "What is a possible deal?" in panel.summary_html
    assert "one bit" not in panel.summary_html.lower() or "halves" in panel.summary_html
    steps(stepper, 9)  # no lawyer, then Sid Schmiel's weekend card is revealed, then Henning's turn starts
    assert "Sid Schmiel (weekend) joins the labour market: 26,730 → 17,640 possible deals" in panel.effect_html
    steps(stepper, 1)  # Henning announces 4 of 6 (the example)
    assert f'data-worlds="{analyze(stepper.state, 0).worlds}"' in panel.summary_html
    effect = panel.effect_html
    assert re.search(r"Henning: 4 of 6, so 2 of (\w+, )+\w+ and \w+ are his: 17,640 → 1,512 possible deals "
                     r"\(−3\.5 bits\)", effect), effect
    log = [e for e in stepper.state.log if e.visible(0)]
    henning = stepper.state.players.index("Henning")
    number = next(i for i, e in enumerate(log, 1) if isinstance(e, Announced) and e.player == henning)
    assert f'<span class="num">{number}</span>' in effect  # numbered as in the log
    stepper._seat.value = None
    assert 'data-worlds="1"' in panel.summary_html  # the teacher knows every hand


def test_an_outside_spectator_counts_without_any_hand() -> None:
    page = DeductionPage(players=5, seed=1, seat=0, lang="en", spectator=True)
    panel = page.possibilities
    assert panel.viewer is SPECTATOR
    assert 'data-worlds="20951330400"' in panel.summary_html
    assert "An outside spectator: 20,951,330,400 possible deals" in panel.summary_html
    steps(page.stepper, 6)
    assert f'data-worlds="{analyze(page.stepper.state, SPECTATOR).worlds}"' in panel.summary_html
    panel.count_for_spectator(False)
    assert f'data-worlds="{analyze(page.stepper.state, 0).worlds}"' in panel.summary_html


def test_chart_numbers_events_like_the_log_and_marks_each_announcement() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    panel = Possibilities(stepper)
    stepper._turn_button.click()
    stepper._turn_button.click()
    announcements = [e for e in stepper.state.log if isinstance(e, Announced)]
    assert len(panel._dots.x) == len(announcements) >= 2
    log = [e for e in stepper.state.log if e.visible(0)]
    assert list(panel._dots.x) == [i for i, e in enumerate(log, 1) if isinstance(e, Announced)]
    assert list(panel._line.x)[-1] == len(log)
    assert all("bits" in name for name in panel._dots.names)
    assert list(panel._line.y)[-1] == panel.analysis.bits


def test_certain_facts_are_grouped_and_each_says_why_with_the_events_of_the_log() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    panel = Possibilities(stepper)
    steps(stepper, 30)
    html = panel.facts_html
    facts = [f for f in panel.analysis.certain if f.player != 0]
    assert html.count('<details class="fact"') == len(facts) > 10
    assert re.search(r"Nobody&#x27;s illegal workers: \d+ employees</summary>", html)
    assert re.search(r"Surely not \w+&#x27;s: \d+ employees</summary>", html)
    numbers = {int(n) for n in re.findall(r'li\[data-event="(\d+)"\]', html)}  # the marks in the log
    assert numbers and numbers <= set(range(1, len([e for e in stepper.state.log if e.visible(0)]) + 1))
    for fact in facts:
        assert all(c in panel.analysis.knowledge.clues for c in panel.analysis.evidence(fact))
    assert 'data-event="' in panel.steps_html and "it rules out the" in panel.steps_html
    marked = re.findall(r'li\[data-event="(\d+)"\]', html)[0]
    assert f'data-event="{marked}"' in panel.steps_html  # the events list carries the log's numbers too
    assert f'data-event="{marked}"' in stepper.info_html or int(marked) < len(stepper.state.log) - 14


def test_the_last_deals_are_drawn_as_cards() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, lang="en")
    panel = Possibilities(stepper)
    while panel.analysis.worlds > 32 and not stepper.state.is_over:
        stepper._step_button.click()
    worlds = panel.analysis.worlds
    assert 2 <= worlds <= 32
    assert f"The last {worlds} possible deals" in panel.deals_html
    assert panel.deals_html.count("<tr>") == worlds + 1
    assert panel.deals_html.count('class="sa-mini"') == worlds * 3 * 2  # 3 hidden players, 2 weekend cards each


def test_heatmap_says_what_a_row_adds_up_to_and_uses_only_the_seats_knowledge() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=2, lang="en")
    steps(stepper, 10)
    analysis = analyze(stepper.view, 2)
    html = render_heatmap(analysis, stepper.state.players)
    assert html == render_heatmap(analyze(stepper.state, 2), stepper.state.players)
    assert "Each row adds up to 2: every player has 2 illegal workers." in html


def test_the_page_of_a_seat_shows_no_other_players_secret() -> None:
    """Everything the panel renders for seat 2 comes from seat 2's views: the same analyses, step by step (each
    keeping the proofs of the one before), from the views alone give the same page."""
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=2, lang="en")
    panel = Possibilities(stepper)
    steps(stepper, 20)
    from schwarz.schwarzarbeit import view
    from widgets.schwarzarbeit.why import render_certain, render_count, render_steps

    earlier = None
    for state in stepper.timeline.states[: stepper.timeline.index + 1]:
        earlier = analyze(view(state, 2), 2, earlier)
        for fact in earlier.certain:  # the panel proves every fact at every step (a proof is kept as clues come)
            earlier.evidence(fact)
    assert earlier is not None and earlier.knowledge == panel.analysis.knowledge
    numbers, players = panel._numbers(), stepper.state.players
    assert render_count(earlier, players, "en") == panel.summary_html
    assert render_certain(earlier, players, numbers, "en") == panel.facts_html
    assert render_steps(earlier, players, numbers, "en") == panel.steps_html


def test_prediction_is_checked_when_the_announcement_is_made() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=2, seat=1, lang="en")
    panel = Possibilities(stepper)
    state = stepper.state
    panel.guess(3)
    assert "Your prediction: 3" in panel.verdict_html and "expected to remove" in panel.verdict_html
    assert "announces" not in panel.verdict_html  # nothing about the announcer's hand before he speaks
    stepper._step_button.click()
    made = next(e for e in stepper.state.log if isinstance(e, Announced))
    assert made.player == state.announcer
    assert f'data-correct="{str(made.count == 3).lower()}"' in panel.verdict_html
    assert f"announces {made.count}" in panel.verdict_html
    stepper._back_button.click()
    assert panel.verdict_html == ""
    panel.guess(made.count)
    stepper._step_button.click()
    assert 'data-correct="true"' in panel.verdict_html and "it removed" in panel.verdict_html


def test_a_pending_detective_claim_is_settled_before_the_check() -> None:
    """Seed 1, five deduction bots, Henning's seat: at move 6 Friedemann is to announce about 7 cards; he puts his
    detective on Ida Imhof first (an any-time action), and announces 6 about the new market. The check never
    says 7: a guess made at move 6 learns the market changed, and while the claim is pending none is asked."""
    bots = [make_bot("schwarzarbeit", "deduction") for _seat in range(5)]
    stepper = Stepper("schwarzarbeit", 5, seed=1, seat=2, lang="en", bots=bots)
    panel = Possibilities(stepper)
    steps(stepper, 6)
    assert stepper.timeline.index == 6 and not stepper.state.claims and stepper.state.announcer == 1
    panel.guess(7)
    ida = next(c for c in stepper.state.market if c.employee == "Ida Imhof")
    stepper.play_action(Detective(1, ida))
    assert len(stepper.state.claims) == 1
    assert "claim is pending" in panel._question.value
    assert panel._check_button.disabled
    assert "Your prediction: 7" in panel.verdict_html
    stepper.play_action(Announce())
    assert stepper.state.announced == 6
    assert "Friedemann announces 6, not 7" in panel.verdict_html
    assert "changed the market" in panel.verdict_html
    assert "announces 7" not in panel.verdict_html


def test_language_and_page() -> None:
    page = DeductionPage(players=4, seed=1, seat=0, lang="en")
    steps(page.stepper, 10)
    page.set_lang("fr")
    assert "donnes possibles" in page.possibilities.summary_html
    assert "Henning\u00a0: 4 sur 6, donc 2 parmi" in page.possibilities.effect_html
    assert "17\u202f640 → 1\u202f512 donnes possibles (−3,5 bits)" in page.possibilities.effect_html
