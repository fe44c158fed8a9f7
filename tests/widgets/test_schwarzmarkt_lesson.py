"""The Schwarzmarkt lesson, headless: chapters in order; the student's seat plays by clicking the board."""

from __future__ import annotations

from schwarz.schwarzmarkt import Commodity, Exchange, Move, Phase, Play, QuickSale, Swap, offer
from widgets.lesson import Lesson, lesson_of
from widgets.stepper import Stepper


def test_chapters_cite_only_schwarzmarkt_sections_in_the_teaching_order() -> None:
    ids = [rule for chapter in lesson_of("schwarzmarkt").chapters for rule in chapter.rule_ids]
    assert all(rule.startswith("sm.") for rule in ids)
    assert ids[0] == "sm.idea"
    assert ids.index("sm.setup") < ids.index("sm.round.black-market") < ids.index("sm.round.exchange")
    assert ids.index("sm.round.exchange") < ids.index("sm.round.price") < ids.index("sm.round.end") < ids.index(
        "sm.end")


def test_the_student_plays_a_card_then_exchanges_or_moves_by_clicking_the_board() -> None:
    lesson = Lesson("schwarzmarkt", lang="en")
    stepper = lesson.stepper
    assert stepper.timeline.waiting_for_human  # Andrea is the first start player
    assert "Your move: play one of your black-market cards" in stepper.status_html
    assert stepper.board.targets == ["bm:schnelles-geschaeft", "bm:potatoes2-butter2", "bm:coffee3"]
    assert stepper.option_buttons == []
    stepper.board.click("bm:potatoes2-butter2")
    assert stepper.board.selected == {"bm:potatoes2-butter2": 1} and stepper.board.targets == []
    assert [b.description for b in stepper.option_buttons] == ["Play this card"]
    stepper.option_buttons[0].click()
    assert stepper.timeline.actions[-1] == Play(offer(potatoes=2, butter=2))
    assert "still demanded: 2 sacks of potatoes and 2 pounds of butter" in stepper.status_html
    moved = exchanged = 0
    for _ in range(600):
        if exchanged and moved:
            break
        if not stepper.timeline.waiting_for_human:
            stepper._step_button.click()
            continue
        state, targets = stepper.state, stepper.board.targets
        hand = [t for t in targets if t.startswith("hand:")]
        if hand and not exchanged:  # pick demanded cards, unpick one, cancel; then exchange one
            stepper.board.click(hand[0])
            assert stepper.board.selected == {hand[0]: 1}
            words = [b.description for b in stepper.option_buttons]
            assert words == [f"Exchange 1 card for luxury worth {state.price}"]
            stepper.board.click(hand[-1])  # Andrea holds potatoes and butter, both demanded
            assert sum(stepper.board.selected.values()) == 2
            words = [b.description for b in stepper.option_buttons]
            assert words == [f"Exchange 2 cards for luxury worth {2 * state.price}"]
            stepper.board.click(hand[-1], "unpick")
            assert stepper.board.selected == {hand[0]: 1}
            stepper._cancel_button.click()
            assert stepper.board.selected == {} and stepper.board.targets == targets
            stepper.board.click(hand[0])
            next(b for b in stepper.option_buttons if b.description.startswith("Exchange 1 card")).click()
            assert stepper.timeline.actions[-1] == Exchange((Commodity(hand[0].removeprefix("hand:")),))
            exchanged += 1
        elif any(t.startswith("track:") for t in targets):
            farthest = max((t for t in targets if t.startswith("track:")), key=lambda t: int(t.split(":")[1]))
            stepper.board.click(farthest)
            action = stepper.timeline.actions[-1]
            assert isinstance(action, Move) and state.marker + action.spaces == int(farthest.split(":")[1])
            moved += 1
        else:  # on the end space: exchange nothing
            assert state.phase is Phase.LAST_EXCHANGE
            next(b for b in stepper.option_buttons if b.description.startswith("Exchange nothing")).click()
    assert exchanged == 1 and moved == 1
    assert "Latest:" in stepper.table_html


def test_the_seat_sees_no_other_hand_and_french_works() -> None:
    lesson = Lesson("schwarzmarkt", lang="fr")
    html = lesson.stepper.table_html
    assert "Vos marchandises (Andrea, 9)" in html and "Friedemann, 9)" not in html
    assert "La piste des prix" in html
    lesson.set_lang("en")
    assert "Your commodity cards (Andrea, 9)" in lesson.stepper.table_html


def test_text_cards_are_carried_out_by_clicking_cards_and_opponents() -> None:
    # Zwangstausch!: Andrea's cards (picked together), then the opponent who gets them
    stepper = Stepper("schwarzmarkt", 3, 11, seat=0, human=True, lang="en")
    stepper.board.click("bm:zwangstausch")
    next(b for b in stepper.option_buttons if b.description == "Play this card").click()
    assert stepper.state.phase is Phase.EVENT and "Zwangstausch! is being carried out" in stepper.status_html
    assert set(stepper.board.targets) == {"hand:potatoes", "hand:flour", "hand:sugar", "hand:coffee"}
    stepper.board.click("hand:potatoes")
    stepper.board.click("hand:flour")
    assert stepper.board.selected == {"hand:potatoes": 1, "hand:flour": 1}
    assert set(stepper.board.targets) == {"player:1", "player:2"}  # two cards given: only the opponent is left
    stepper.board.click("player:2")
    assert stepper.timeline.actions[-1] == Swap(2, (Commodity.POTATOES, Commodity.FLOUR))
    # Schnelles Geschäft!: one click on the card sold
    stepper = Stepper("schwarzmarkt", 3, 1, seat=0, human=True, lang="en")
    stepper.board.click("bm:schnelles-geschaeft")
    next(b for b in stepper.option_buttons if b.description == "Play this card").click()
    assert "click the card you sell for luxury worth 20" in stepper.status_html
    stepper.board.click("hand:coffee")
    assert stepper.timeline.actions[-1] == QuickSale(Commodity.COFFEE)
