"""The guided tutorials (headless): the lesson files play, step by step, by the expected moves made as board clicks;
a wrong move gets the hint and the position stays; questions refuse a wrong answer; the two languages' files have
the same steps, French typography and the glossary's words; and the lesson page opens on the tutorial."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schwarz.core.errors import InvalidState
from schwarz.i18n import render
from tests.test_catalog import _NO_SPACE_BEFORE, _glossary
from widgets import lesson_file as L
from widgets.lesson import Lesson, mode_of
from widgets.rules import find_section
from widgets.tutorial import Tutorial

GAMES = ("schwarzarbeit", "scheffeln", "schwarzmarkt")


def _click_through(t: Tutorial) -> None:
    """Do what the step asks by clicking, as the board and the status bar's buttons would."""
    step = t.step
    if step.kind is L.Kind.ASK:
        q = t.question
        assert q is not None
        key = next((k for k, v in q.targets.items() if v == q.answer), None)
        if key is not None:
            t.board.click(key)
        else:
            next(b for b in t.option_buttons if b.description == q.answer).click()
    elif step.kind is L.Kind.MOVE:
        action = L.scripted_move(t.game.name, step, t.state, t.seat)
        assert t.decision is not None
        path = next(p for p, a in t.decision.choices if a == action)
        for pick in path:
            if pick.on_board:
                assert pick.key in t.board.targets  # highlighted on the board
                t.board.click(pick.key)
            else:
                next(b for b in t.option_buttons if b.description == render(pick.label, t.lang)).click()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_every_step_is_played_by_making_its_move(game: str, lang: str) -> None:
    t = Tutorial(game, lang)
    count = len(t.lesson.steps)
    for index in range(count):
        assert t.index == index and t.step.id in t.status_html
        assert t.next_button.disabled == (t.step.kind is not L.Kind.READ)
        _click_through(t)
        assert t.done, (t.step.id, t._errors.value)
        assert t._errors.value == ""
        if index < count - 1:
            assert not t.next_button.disabled
            t.next_button.click()
    assert t.play_button.layout.display == "" and t.next_button.layout.display == "none"
    finished = []
    t.on_finish(lambda: finished.append(True))
    t.play_button.click()
    assert finished == [True]


@pytest.mark.parametrize("game", GAMES)
def test_a_tutorial_follows_the_issue_theme_goal_overview_then_rules(game: str) -> None:
    lesson = L.load(game, "en")
    assert 10 <= len(lesson.steps) <= 15 and 5 <= lesson.minutes <= 10
    assert [s.kind for s in lesson.steps[:2]] == [L.Kind.READ, L.Kind.READ]
    assert [s.id for s in lesson.steps[:2]] == ["theme", "goal"]
    rules = {r for s in lesson.steps for r in s.rules}
    moves = " ".join(m for s in lesson.steps for m in (*s.move, *s.then))
    done_by_student = [s for s in lesson.steps if s.kind is not L.Kind.READ]
    assert len(done_by_student) >= 7
    if game == "schwarzarbeit":
        assert {"sa.turn.information", "sa.turn.hiring", "sa.turn.lawyers", "sa.detective", "sa.turn.refill",
                "sa.scoring"} <= rules
        assert all(word in moves for word in ("hire", "denounce", "lawyer", "detective", "keep lawyers"))
        assert sum(s.ask == "announcement" for s in lesson.steps) == 2  # the first pass and after the reshuffle
    if game == "scheffeln":
        assert {"sch.moving.single-car", "sch.moving.two-cars", "sch.moving.max-two", "sch.turn.exchange",
                "sch.scheffeln", "sch.express.moving"} <= rules
        assert sum(s.ask == "landing" for s in lesson.steps) >= 4 and "claim Andrea" in moves
    if game == "schwarzmarkt":
        assert {"sm.round.black-market", "sm.round.exchange", "sm.round.price", "sm.round.end"} <= rules
        texts = [s for s in lesson.steps if any(re.match(r"play [A-Z].*!$", m) for m in s.move)]
        assert len(texts) >= 2 and any(s.ask == "price" for s in lesson.steps)
    for step in lesson.steps:
        for rule in step.rules:
            assert find_section(rule, "en") is not None, rule


@pytest.mark.parametrize("game", GAMES)
def test_english_and_french_files_have_the_same_steps(game: str) -> None:
    assert L.same_steps(L.load(game, "en"), L.load(game, "fr")) == []
    assert L.load(game, "fr").lang == "fr" and L.path_of(game, "fr").exists()


def _words(lesson: L.LessonFile) -> list[str]:
    return [getattr(s, key) for s in lesson.steps for key in L.WORDS if getattr(s, key)]


@pytest.mark.parametrize("game", GAMES)
def test_french_lesson_texts_use_french_typography_and_the_glossary(game: str) -> None:
    english, french = L.load(game, "en"), L.load(game, "fr")
    titles = re.compile(r"(Limit|Razzia|Spionage|Zwangstausch|Geschäft|Entdeckt|Rechnung|Ware|knapp)!")
    for text in _words(french):
        plain = titles.sub("T", re.sub(r"\*+", "", text))
        assert not _NO_SPACE_BEFORE.search(plain), f"French typography: a space before : ; ! ? in {text!r}"
    for en_text, fr_text in zip(_words(english), _words(french), strict=True):
        for english_words, french_words in _glossary():
            if re.search(rf"(?<![{{_\w])({english_words})\b", en_text, re.IGNORECASE):
                assert any(w in fr_text.lower() for w in french_words), (english_words, fr_text)


def test_a_wrong_move_gets_the_hint_and_the_position_stays() -> None:
    t = Tutorial("schwarzarbeit", "en", step="hire")
    before = t.state
    t.board.click("market:Otto Ortmann (day)")
    next(b for b in t.option_buttons if b.description == "Hire").click()
    assert not t.done and t.state is before and t.step.id == "hire"
    assert "Not quite." in t.feedback_html and "weekend card you can see" in t.feedback_html
    assert t.next_button.disabled
    assert "market:Otto Ortmann (day)" in t.board.targets  # the same decision, from the start
    t.board.click("market:Sid Schmiel (weekend)")
    next(b for b in t.option_buttons if b.description == "Hire").click()
    assert t.done and "Right!" in t.feedback_html and not t.next_button.disabled


def test_the_announcement_question_refuses_a_wrong_count_before_the_engine_announces() -> None:
    t = Tutorial("schwarzarbeit", "en", step="announce")
    assert [b.description for b in t.option_buttons] == [str(n) for n in range(7)]
    assert t.state.announced is None
    t.answer("6")
    assert not t.done and t.state.announced is None and "Heinz Henn and Maureen Moon" in t.feedback_html
    t.answer("5")
    assert t.done and t.state.announced == 5 and "Andrea announces 5 of 6" in t.table_html


def test_a_scheffeln_landing_is_answered_on_the_board() -> None:
    t = Tutorial("scheffeln", "en", step="skip-full")
    assert set(t.board.targets) == {f"business:{x}" for x in "ABCDEFGH"}
    t.board.click("business:D")
    assert not t.done and "C and D already hold two cars" in t.feedback_html
    t.board.click("business:E")
    assert t.done and 'data-business="E" data-cars="green"' in t.table_html  # the engine moved it after


def test_the_rule_text_is_one_click_away_and_a_link_opens_a_step() -> None:
    t = Tutorial("schwarzmarkt", "fr", step="price")
    assert t.index == 3 and t.rule_html == ""
    t.rule_toggle.value = True
    assert 'data-rule="sm.round.exchange"' in t.rule_html
    assert t.query == "lang=fr&step=price"
    assert "Étape 4 sur 11\u00a0: Ce que vous recevez" in t.status_html


def test_the_board_never_shows_another_players_illegal_workers() -> None:
    t = Tutorial("schwarzarbeit", "en")
    for index, step in enumerate(t.lesson.steps):
        t.go(index)
        if t.state.is_over:  # the end of the game reveals every illegal worker
            continue
        html = t.table_html
        for p, workers in enumerate(t.state.illegal_workers):
            for employee in workers:
                assert (f'data-employee="{employee}"' in html) == (p == 0), (step.id, employee)


def test_a_lesson_file_error_names_the_step_and_the_key(tmp_path: Path) -> None:
    text = L.path_of("scheffeln", "en").read_text(encoding="utf-8").replace('car = "blue"', 'kar = "blue"', 1)
    with pytest.raises(InvalidState) as caught:
        L.parse(text, "scheffeln.en.toml")
    assert "unknown key 'kar'" in caught.value.text("en")
    with pytest.raises(InvalidState, match="not valid TOML"):
        L.parse("step = [", "broken.toml")


def test_the_lesson_page_opens_on_the_tutorial_then_free_play() -> None:
    assert mode_of("") == "tutorial" and mode_of("lang=fr&step=hire") == "tutorial"
    assert mode_of("lang=en&deal=3&players=4") == "play" and mode_of("mode=play") == "play"
    lesson = Lesson("schwarzmarkt", "en")
    assert lesson.mode == "tutorial" and lesson.tutorial is not None
    assert lesson._body.children == (lesson.tutorial.widget,)
    lesson.tutorial.go(len(lesson.tutorial.lesson.steps) - 1)
    lesson.tutorial.play_button.click()
    assert lesson.mode == "play" and lesson._body.children == (lesson._play_box,)
    assert lesson.stepper.widget in lesson._play_box.children[1].children
    lesson.set_lang("fr")
    assert lesson.tutorial.lang == "fr" and "Tutoriel guidé (5 min)" in lesson._mode.options[0][0]
    lesson.close()


def test_in_free_play_the_student_announces() -> None:
    from schwarz.schwarzarbeit.announcement import announcement

    lesson = Lesson("schwarzarbeit", "en", mode="play")
    stepper, coach = lesson.stepper, lesson.pinned[0]
    for _move in range(60):
        if coach.asking:
            break
        if stepper.timeline.waiting_for_human:
            stepper.play_action(stepper.decision.choices[0][1])
        else:
            stepper._step_button.click()
    assert coach.asking and "announce" not in [b.description.lower() for b in stepper.option_buttons]
    state = stepper.state
    right = announcement(state.market, state.illegal_workers[0])
    coach.answer((right + 1) % 7)
    assert coach.asking and stepper.state is state and "Not quite." in coach.html
    coach.answer(right)
    assert not coach.asking and stepper.state.announced == right
    lesson.close()
