"""The classroom exercises: the engine's answer is accepted; a wrong one gets a hint, never the answer; the answer
comes on request; the panel says nothing before the student acts, keeps a running score, draws the ring and the
track as the game pages do, and each exercise has its own link."""

from __future__ import annotations

from collections import Counter
from html import escape

import pytest

from schwarz.i18n import render, sentence
from widgets.catalog import EXERCISE_COUNT
from widgets.exercises import EXERCISES, Exercises, answer, check, find, render_exercise


def test_at_least_twelve_exercises_four_per_game_with_deduction_and_rule_variants() -> None:
    assert len(EXERCISES) >= 12 and len(EXERCISES) == EXERCISE_COUNT
    per_game = Counter(e.game for e in EXERCISES)
    assert set(per_game) == {"schwarzarbeit", "scheffeln", "schwarzmarkt"} and min(per_game.values()) >= 4
    assert len({e.key for e in EXERCISES}) == len(EXERCISES)
    kinds = Counter(e.kind for e in EXERCISES)
    assert kinds["deduction"] >= 2 and kinds["variant"] >= 3
    assert {e.game for e in EXERCISES if e.kind == "variant"} == {"schwarzarbeit", "scheffeln", "schwarzmarkt"}


@pytest.mark.parametrize("key", [e.key for e in EXERCISES])
def test_a_wrong_answer_gets_a_hint_and_never_the_answer(key: str) -> None:
    ex = find(key)
    values = [v for _, v in ex.choices()]
    labels = {v: label for label, v in ex.choices()}
    solution = ex.solve()
    assert solution.answers and set(solution.answers) <= set(values)
    right = check(key, solution.answers[0])
    assert right.right and right.text.startswith("Right!") and sentence(solution.why) in right.text
    for wrong in (v for v in values if v not in solution.answers):
        verdict = check(key, wrong)
        assert verdict.kind == "wrong" and verdict.text.startswith("Not quite.")
        assert "ask for the answer" in verdict.text
        assert sentence(solution.why) not in verdict.text  # the explanation would give the answer away
        assert "engine's answer" not in verdict.text
    french = check(key, values[-1] if values[-1] not in solution.answers else values[0], "fr").text
    assert french.startswith("Pas tout à fait.")
    shown = answer(key)
    assert shown.kind == "answer" and render(labels[solution.answers[0]]) in shown.text
    assert answer(key, "fr").text.startswith("La réponse du moteur\u00a0:")
    for lang in ("en", "fr"):
        assert escape(render(ex.title, lang)) in render_exercise(ex, 1, lang)


def test_known_answers_from_the_rules() -> None:
    assert check("sch-green", "E").right  # B -> skips C and D (two cars each) -> E, empty
    assert check("sch-pair", "E").right  # a pair needs a business without cars
    assert check("sch-top", "D").right  # the top car leaves the one beneath, skips the full C
    assert check("sch-backward", "C").right  # mirrored: from E back past the full D to C
    assert check("sa-announce", "4").right  # six cards, two of them his own illegal workers
    assert check("sm-push", "18").right  # 9 shows a die of 3: 12, 15, 18
    assert check("sm-limit", "25").right  # Limit!: the round ends on the 25 space, not at 30
    assert check("sm-spoiled", "18").right  # Verdorbene Ware!: 12 // 2 + 12
    assert check("sa-edition", "-99").right  # the printed French table; the English list says -2
    assert check("sa-certain", "regular:Berta Brandt").right  # her weekend card is in Andrea's company
    assert check("sa-hidden", "Ida Imhof").right


def test_the_ring_and_the_track_are_drawn_as_in_the_game_pages() -> None:
    panel = Exercises(lang="en", address=False)
    ring = panel.question_html("sch-green")
    assert 'class="sch-ring"' in ring and 'data-business="E"' in ring and "Speakeasy Square" in ring
    track = panel.question_html("sm-limit")
    assert 'class="sm-track"' in track and 'data-marker="true"' in track and "[1 die 4]" not in track
    assert 'data-value="25"' in track
    express = panel.question_html("sch-express")
    assert "sch-express-row" in express
    panel.close()


def test_nothing_is_said_before_the_student_acts() -> None:
    panel = Exercises(lang="en", address=False)
    for e in EXERCISES:
        panel.go(e.key)
        assert panel.verdict_html(e.key) == "" and panel.button(e.key).disabled
        assert panel.show_button(e.key).layout.display != ""  # no "Show the answer" before a try
        shown = "".join(str(getattr(child, "value", "")) for child in panel.widget.children)
        assert 'class="schwarz verdict' not in shown and "engine's answer" not in shown
    assert panel.score == (0, len(EXERCISES)) and "Score: 0/" in panel.score_html
    panel.close()


def test_wrong_then_hint_then_retry_then_right_scores_and_the_answer_only_on_request() -> None:
    panel = Exercises(lang="en", address=False)
    key = "sch-green"
    panel.answer(key, "D")
    assert not panel.button(key).disabled
    panel.button(key).click()
    verdict = panel.verdict_html(key)
    assert "✘" in verdict and "next business with room" in verdict and "Speakeasy" not in verdict
    assert panel.show_button(key).layout.display == ""  # the answer may now be asked for
    panel.answer(key, "C")
    assert panel.verdict_html(key) == ""  # a new choice clears the old verdict
    panel.answer(key, "E")
    panel.button(key).click()
    assert "✔" in panel.verdict_html(key) and "Right!" in panel.verdict_html(key)
    assert panel.score == (1, len(EXERCISES)) and "Score: 1/" in panel.score_html
    assert panel.show_button(key).layout.display == "none"
    other = "sm-push"
    panel.answer(other, "12")
    panel.button(other).click()
    panel.show_button(other).click()
    assert "engine&#x27;s answer: 18" in panel.verdict_html(other)
    panel.answer(other, "18")
    panel.button(other).click()
    assert panel.score == (1, len(EXERCISES))  # right after asking for the answer: not scored
    panel.set_lang("fr")
    assert panel.button(other).description == "Vérifier" and "Score\u00a0: 1/" in panel.score_html
    assert "Où arrive la voiture" in panel.question_html(key)
    panel.close()


def test_each_exercise_has_its_own_link() -> None:
    panel = Exercises(lang="fr", exercise="sm-limit")
    assert panel.key == "sm-limit"
    assert "exercise=sm-limit" in panel.query and "lang=fr" in panel.query
    assert 'href="classroom_exercises.ipynb?exercise=sm-limit&amp;lang=fr"' in panel.widget.children[8].value
    panel.go(0)
    assert panel.key == EXERCISES[0].key and f"exercise={EXERCISES[0].key}" in panel.query
    panel.close()


def test_plain_notebook_use_renders_html() -> None:
    html = check("sch-green", "E")._repr_html_()
    assert "✔" in html and "Right!" in html
    assert "✘" in check("sch-green", "D")._repr_html_()
