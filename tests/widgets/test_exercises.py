"""Every classroom exercise: the engine's answer is accepted, a wrong one refused, and the panel says so."""

from __future__ import annotations

from html import escape

import pytest

from schwarz.i18n import render, sentence
from widgets.exercises import EXERCISES, Exercises, check, find, render_exercise


def test_at_least_six_exercises_across_the_three_games() -> None:
    assert len(EXERCISES) >= 6
    assert {e.game for e in EXERCISES} == {"schwarzarbeit", "scheffeln", "schwarzmarkt"}
    assert len({e.key for e in EXERCISES}) == len(EXERCISES)


@pytest.mark.parametrize("key", [e.key for e in EXERCISES])
def test_checker_accepts_the_engine_answer_and_rejects_a_wrong_one(key: str) -> None:
    ex = find(key)
    values = [v for _, v in ex.choices()]
    solution = ex.solve()
    assert solution.answers and set(solution.answers) <= set(values)
    right = check(key, solution.answers[0])
    assert right.right and right.text.startswith("Right!") and sentence(solution.why) in right.text
    wrong = next(v for v in values if v not in solution.answers)
    verdict = check(key, wrong)
    label = dict((v, label) for label, v in ex.choices())[solution.answers[0]]
    assert not verdict.right and "Not quite." in verdict.text and render(label) in verdict.text
    french = check(key, wrong, "fr").text
    assert "Pas tout à fait." in french and f"La réponse du moteur\u00a0: {render(label, 'fr')}." in french
    after = french.split(f"{render(label, 'fr')}. ", 1)[1]
    assert after[:1].isupper(), after  # the explanation opens a sentence
    for lang in ("en", "fr"):
        assert escape(render(ex.title, lang)) in render_exercise(ex, 1, lang)


def test_known_answers_from_the_rules() -> None:
    assert check("sch-green", "E").right  # B -> skips C and D (two cars each) -> E, empty
    assert check("sch-pair", "E").right  # a pair needs a business without cars
    assert check("sa-announce", "4").right  # six cards, two of them his own illegal workers
    assert check("sm-push", "18").right  # 9 shows a die of 3: 12, 15, 18
    assert check("sa-hidden", "Ida Imhof").right


def test_panel_checks_a_choice_and_explains() -> None:
    panel = Exercises(lang="en")
    key = "sch-green"
    assert panel.button(key).disabled  # nothing chosen yet
    assert "green" in panel.question_html(key) and "<div class=\"ring\">" in panel.question_html(key)
    panel.answer(key, "D")
    assert not panel.button(key).disabled
    panel.button(key).click()
    assert "✘" in panel.verdict_html(key) and "skipping C and D" in panel.verdict_html(key)
    panel.answer(key, "E")
    assert panel.verdict_html(key) == ""  # a new choice clears the old verdict
    panel.button(key).click()
    assert "✔" in panel.verdict_html(key) and "Right!" in panel.verdict_html(key)
    panel.set_lang("fr")
    assert panel.button(key).description == "Vérifier"
    assert "Où arrive la voiture" in panel.question_html(key)
    panel.close()


def test_plain_notebook_use_renders_html() -> None:
    html = check("sch-green", "E")._repr_html_()
    assert "✔" in html and "Right!" in html
