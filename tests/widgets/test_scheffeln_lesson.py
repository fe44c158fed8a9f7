"""The Scheffeln lesson, headless: chapters in order, the Express/RUN/Mafia switches, the student's seat."""

from __future__ import annotations

from html import escape

from schwarz.scheffeln import GAME, MAFIA_CAR, Options, Phase
from schwarz.scheffeln.events import CarMoved, Earned
from widgets.lesson import Lesson, lesson_of
from widgets.scheffeln.express import ExpressExercise
from widgets.scheffeln.switches import Switches


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
    switches._run.value = True
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
    # the student grabs a character by clicking
    buttons = lesson.stepper.option_buttons
    assert buttons and buttons[0].description.startswith("Andrea grabs")
    buttons[0].click()
    assert lesson.stepper.state.characters[0] is not None
    switches.set()
    assert lesson.options == Options() and lesson.stepper.state.phase is Phase.CHOOSE


def test_the_student_plays_a_round_by_clicking_and_every_move_names_its_rule() -> None:
    lesson = Lesson("scheffeln", lang="en")
    stepper = lesson.stepper
    for _ in range(200):
        if stepper.state.round > 1 or stepper.state.is_over:
            break
        if stepper.timeline.waiting_for_human:
            stepper.option_buttons[0].click()
        else:
            stepper._step_button.click()
        last = stepper.state.log[-1]
        if isinstance(last, CarMoved):
            assert escape(GAME.event_line(last, stepper.state.players)) in stepper.table_html
            assert last.rule.startswith("sch.moving")
    assert stepper.state.round == 2
    assert any(isinstance(e, Earned) for e in stepper.state.log)


def test_language_reaches_the_extra_panels() -> None:
    lesson = Lesson("scheffeln", lang="en")
    lesson.set_lang("fr")
    assert lesson.side[0]._express.description.startswith("Variante Express")
    assert lesson.below[0]._check_button.description == "Vérifier ma réponse"
    assert "Manche 1" in lesson.stepper.table_html
    lesson.close()
