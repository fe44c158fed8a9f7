"""The Schwarzmarkt lesson, headless: chapters in order; the student's seat decides through the stepper's buttons."""

from __future__ import annotations

from schwarz.schwarzmarkt import Exchange, Move, Phase, Play
from schwarz.schwarzmarkt.events import ExchangeRoundEnded
from widgets.lesson import Lesson, lesson_of


def test_chapters_cite_only_schwarzmarkt_sections_in_the_teaching_order() -> None:
    ids = [rule for chapter in lesson_of("schwarzmarkt").chapters for rule in chapter.rule_ids]
    assert all(rule.startswith("sm.") for rule in ids)
    assert ids[0] == "sm.idea"
    assert ids.index("sm.setup") < ids.index("sm.round.black-market") < ids.index("sm.round.exchange")
    assert ids.index("sm.round.exchange") < ids.index("sm.round.price") < ids.index("sm.round.end") < ids.index(
        "sm.end")


def test_the_student_plays_a_card_then_exchanges_or_moves_by_clicking() -> None:
    lesson = Lesson("schwarzmarkt", lang="en")
    stepper = lesson.stepper
    assert stepper.timeline.waiting_for_human  # Andrea is the first start player
    offers = [b for b in stepper.option_buttons if b.description.startswith("Play offer card")]
    assert offers
    offers[0].click()
    assert isinstance(stepper.timeline.actions[-1], Play)
    assert "The black market demands" in stepper.table_html
    decided = []
    for _ in range(300):
        state = stepper.state
        if stepper.timeline.waiting_for_human:
            if state.phase in (Phase.EXCHANGE, Phase.LAST_EXCHANGE):
                labels = [b.description for b in stepper.option_buttons]
                assert any(label.startswith("Exchange nothing") for label in labels)
                decided.append(labels)
            button = stepper.option_buttons[-1]  # move the marker as far as allowed (or pass)
            button.click()
        else:
            stepper._step_button.click()
        if any(isinstance(e, ExchangeRoundEnded) for e in stepper.state.log):
            break
    assert any(isinstance(e, ExchangeRoundEnded) for e in stepper.state.log)
    assert decided and any(isinstance(a, Move | Exchange) for a in stepper.timeline.actions)
    assert "This exchange round" in stepper.table_html


def test_the_seat_sees_no_other_hand_and_french_works() -> None:
    lesson = Lesson("schwarzmarkt", lang="fr")
    html = lesson.stepper.table_html
    assert "Vos marchandises (Andrea, 9)" in html and "Friedemann, 9)" not in html
    assert "La piste des prix" in html
    lesson.set_lang("en")
    assert "Your commodity cards (Andrea, 9)" in lesson.stepper.table_html
