"""The score sheet panel: renderer unit tests and the panel headless, over every registered game."""

from __future__ import annotations

import re

import pytest

from schwarz.core.contract import ScoreLine, ScoreSheet
from schwarz.core.registry import GAMES, find_game
from schwarz.play import play
from widgets.scores import (
    COLOURS,
    ScorePanel,
    chart_data,
    differing_lines,
    ordinal,
    render_legend,
    render_score_sheet,
)
from widgets.stepper import Stepper


def _sheets() -> dict[int, ScoreSheet]:
    def sheet(p: int, name: str, hired: int, lawyers: int) -> ScoreSheet:
        return ScoreSheet(p, name, (
            ScoreLine("sa.scoring", "legally hired REGULAR employees", hired, 1, hired),
            ScoreLine("sa.scoring.lawyers", "lawyers on <own> workers", lawyers, -99, -99 * lawyers),
            ScoreLine("sa.scoring", "nothing here", 0, 3, 0),
        ))

    return {0: sheet(0, "Andrea", 5, 0), 1: sheet(1, "Friedemann", 7, 1), 2: sheet(2, "Henning", 5, 0)}


def test_every_line_per_player_with_count_each_and_points() -> None:
    html = render_score_sheet(_sheets(), "en", "Scores")
    assert html.count("<tr") == 1 + 3 + 2  # head, three lines, total and rank
    assert "1 × -99" in html and "<b class=\"neg\">-99</b>" in html
    assert "lawyers on &lt;own&gt; workers" in html  # labels are escaped
    assert "§ sa.scoring.lawyers" in html
    assert re.findall(r'data-total="(-?\d+)"', html) == ["5", "-92", "5"]


def test_ranks_share_equal_totals_and_mark_the_winners_with_a_sign() -> None:
    html = render_score_sheet(_sheets(), "en")
    rank_row = html[html.index('class="rank"'):]
    assert rank_row.count("★ 1st") == 2 and "3rd" in rank_row
    assert "★ 1er" in render_score_sheet(_sheets(), "fr") and "Rang" in render_score_sheet(_sheets(), "fr")
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 21)] == ["1st", "2nd", "3rd", "4th", "11th", "12th", "21st"]


def test_marked_lines_carry_a_sign_not_only_a_colour() -> None:
    html = render_score_sheet(_sheets(), "en", marked=frozenset({1}))
    assert '<tr class="marked" data-line="1">' in html and 'content: "≠ "' in html
    assert '<tr data-line="0">' in html


def test_points_are_written_in_the_page_language() -> None:
    sheets = {0: ScoreSheet(0, "Andrea", (ScoreLine("sch.scheffeln", "money", 2, None, 39000),)),
              1: ScoreSheet(1, "Tommy", (ScoreLine("sch.scheffeln", "money", 1, None, 1000),))}
    assert "<b>+39000</b>" in render_score_sheet(sheets, "en")  # as the golden transcripts
    french = render_score_sheet(sheets, "fr")
    assert "<b>+39\u202f000</b>" in french and ">+1\u202f000</td>" in french
    assert chart_data(sheets, "fr").written_totals == ("+39\u202f000", "+1\u202f000")


def test_hidden_sheet_shows_no_number() -> None:
    html = render_score_sheet(_sheets(), "en", hidden=True)
    assert "data-total" not in html and "game is over" in html


def test_chart_data_keeps_lines_with_points_and_the_totals() -> None:
    data = chart_data(_sheets())
    assert data.names == ("Andrea", "Friedemann", "Henning")
    assert data.labels == ("legally hired REGULAR employees", "lawyers on <own> workers")
    assert data.points == ((5, 7, 5), (0, -99, 0)) and data.totals == (5, -92, 5)


def test_legend_names_every_stacked_line_next_to_its_colour() -> None:
    html = render_legend(chart_data(_sheets()).labels)
    assert html.count('class="swatch"') == 2 and "lawyers on &lt;own&gt; workers" in html
    assert html.index(COLOURS[0]) < html.index("legally hired") < html.index(COLOURS[1])


def test_differing_lines() -> None:
    a = _sheets()
    b = {**a, 1: ScoreSheet(1, "Friedemann", (*a[1].lines[:1], ScoreLine("x", "y", 1, -2, -2), a[1].lines[2]))}
    assert differing_lines(a, a) == frozenset() and differing_lines(a, b) == frozenset({1})


@pytest.mark.parametrize("name", ["schwarzarbeit", "scheffeln", "schwarzmarkt"])
def test_panel_over_every_game(name: str) -> None:
    game = find_game(name)
    state = play(game, game.min_players, 3)
    panel = ScorePanel(game, state, lang="en")
    sheets = game.scores(state)
    for sheet in sheets.values():
        assert f"<th scope=\"col\">{sheet.name}</th>" in panel.html
        assert f'data-total="{sheet.total}"' in panel.html
    assert panel.html.count("<tr data-line=") == len({(x.rule, x.label) for s in sheets.values() for x in s.lines})
    panel.close()


def test_panel_follows_a_stepper_and_hides_scores_from_a_seat_during_the_game() -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=2, lang="en")
    panel = ScorePanel("schwarzarbeit", stepper.state, lang="en").attach(stepper)
    stepper._end_button.click()
    assert panel.state is stepper.state and stepper.state.is_over
    assert "data-total" in panel.html
    stepper._restart_button.click()
    stepper._seat.value = 1  # a player's seat while the game runs
    assert panel.hidden and "data-total" not in panel.html
    stepper._seat.value = None
    assert not panel.hidden and "data-total" in panel.html
    stepper.set_lang("fr")
    assert "Feuille de score" in panel.html
    stepper.close()
    panel.close()


def test_every_lesson_ends_with_the_score_sheet_of_its_game() -> None:
    from widgets.lesson import Lesson
    from widgets.scores import LessonScores

    for game in GAMES:
        lesson = Lesson(game, lang="en", human=False)
        scores = next(p for p in lesson.below if isinstance(p, LessonScores))
        lesson.stepper._end_button.click()
        assert lesson.stepper.state.is_over
        sheets = lesson.stepper.game.scores(lesson.stepper.state)
        for sheet in sheets.values():
            assert sheet.name in scores.panel.html
        lesson.close()
