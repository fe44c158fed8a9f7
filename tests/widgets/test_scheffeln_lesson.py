"""The Scheffeln lesson, headless: chapters in order, the Express/RUN/Mafia switches, the student's seat played by
clicking the board (a card in hand, face up or face down, then the character)."""

from __future__ import annotations

from html import escape

from schwarz.scheffeln import GAME, MAFIA_CAR, Move, Options, Phase
from schwarz.scheffeln.events import CarMoved, CharacterExchanged, Earned
from widgets.lesson import Lesson, lesson_of
from widgets.scheffeln.express import ExpressExercise
from widgets.scheffeln.switches import Switches
from widgets.stepper import Stepper


def test_chapters_cite_only_scheffeln_sections_in_the_teaching_order() -> None:
    spec = lesson_of("scheffeln")
    ids = [rule for chapter in spec.chapters for rule in chapter.rule_ids]
    assert all(rule.startswith("sch.") for rule in ids)
    assert spec.chapters[0].rule_ids == ("sch.idea",)
    assert ids.index("sch.setup") < ids.index("sch.turn") < ids.index("sch.moving") < ids.index("sch.scheffeln")
    assert ids.index("sch.scheffeln") < ids.index("sch.end")
    lesson = Lesson("scheffeln", lang="fr")
    assert 'data-rule="sch.idea"' in lesson.chapter_html(0)


def test_switches_start_a_new_game_with_those_options() -> None:
    lesson = Lesson("scheffeln", lang="en")
    switches = lesson.side[0]
    assert isinstance(switches, Switches) and isinstance(lesson.below[0], ExpressExercise)
    seed = lesson.stepper.timeline.seed
    lesson.stepper.selected_tab = 4  # the Variants tab
    switches._run.value = True
    assert lesson.stepper.selected_tab == 4  # the new game keeps the switches in sight
    assert lesson.options == Options(run=True) and lesson.stepper.state.options.run
    switches._mafia.value = True
    assert any(MAFIA_CAR in s for s in lesson.stepper.state.stacks)
    assert switches._express.disabled
    assert lesson.stepper.timeline.seed == seed and lesson.stepper.timeline.human == 0
    switches.set(express=True)
    state = lesson.stepper.state
    assert state.options.express and state.phase is Phase.CLAIM and len(state.row) == 7
    assert switches._run.disabled and switches._mafia.disabled
    assert "sch-express-row" in lesson.stepper.table_html
    # the student grabs a character by clicking it in the centre of the ring
    targets = lesson.stepper.board.targets
    assert targets and all(key.startswith("character:") for key in targets)
    assert "Your move: work out where the cars will land" in lesson.stepper.status_html
    lesson.stepper.board.click(targets[0])
    assert lesson.stepper.state.characters[0] == targets[0].removeprefix("character:")
    switches.set()
    assert lesson.options == Options() and lesson.stepper.state.phase is Phase.CHOOSE


def click_a_move(stepper: Stepper, face_down: bool = False) -> None:
    """The human's move, clicked: a highlighted target on the board, then the option buttons it brings, until the
    move is played (``face_down``: exchange when that is offered)."""
    index = stepper.timeline.index
    for _ in range(6):
        if stepper.timeline.index != index:
            return
        buttons = {b.description: b for b in stepper.option_buttons}
        down = next((b for label, b in buttons.items() if label.startswith("Face down")), None)
        if face_down and down is not None:
            down.click()
        elif stepper.board.targets:
            stepper.board.click(stepper.board.targets[-1])
        else:
            stepper.option_buttons[0].click()
    raise AssertionError("the move was not played by clicking")


def test_the_student_plays_a_round_by_clicking_the_board_and_every_move_names_its_rule() -> None:
    lesson = Lesson("scheffeln", lang="en")
    stepper = lesson.stepper
    turns = 0
    for _ in range(200):
        if stepper.state.round > 1 or stepper.state.is_over:
            break
        if stepper.timeline.waiting_for_human:
            assert "Your move: " in stepper.status_html
            click_a_move(stepper, face_down=turns == 1)
            turns += 1
        else:
            stepper._step_button.click()
        last = stepper.state.log[-1]
        if isinstance(last, CarMoved):
            assert escape(GAME.event_line(last, stepper.state.players)) in stepper.table_html
            assert last.rule.startswith("sch.moving")
    assert stepper.state.round == 2 and turns >= 5  # the character, four cards and the Scheffeln phase
    assert any(isinstance(e, Earned) for e in stepper.state.log)
    assert any(isinstance(e, CharacterExchanged) and e.player == 0 for e in stepper.state.log)


def test_a_card_in_hand_then_face_up_moves_its_car() -> None:
    lesson = Lesson("scheffeln", lang="en")
    stepper = lesson.stepper
    stepper.board.click(stepper.board.targets[0])  # the character
    stepper._end_button.click()  # to my next move
    assert stepper.timeline.waiting_for_human and stepper.state.phase is Phase.PLAY
    hand = stepper.state.hands[0]
    assert set(stepper.board.targets) == {f"hand:{c}" for c in hand}
    assert "Your move: play a card: click it in your hand" in stepper.status_html
    card = hand[0]
    stepper.board.click(f"hand:{card}")
    assert stepper.board.selected == {f"hand:{card}": 1} and stepper.board.targets == []
    assert [b.description for b in stepper.option_buttons] == [f"Face up: move the {card} car",
                                                               "Face down: exchange your character"]
    stepper.pick("", "cancel")  # Cancel: nothing picked, the hand highlighted again
    assert stepper.board.selected == {} and len(stepper.board.targets) == len(set(hand))
    stepper.board.click(f"hand:{card}")
    stepper.option_buttons[0].click()
    assert stepper.timeline.actions[-1] == Move(card)
    assert "Last move: " in stepper.status_html and "sch.moving" not in stepper.status_html


def test_language_reaches_the_extra_panels() -> None:
    lesson = Lesson("scheffeln", lang="en")
    lesson.set_lang("fr")
    assert lesson.side[0]._express.description == "Variante Express"  # the rule id on hover only
    assert lesson.side[0]._express.tooltip == "§ sch.express"
    assert lesson.below[0]._check_button.description == "Vérifier ma réponse"
    assert "Manche 1" in lesson.stepper.table_html
    lesson.close()
