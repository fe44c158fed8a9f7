"""The design lab panel, headless: knobs, boxes that refuse what they cannot take, a small simulation of two rule
sets, the answer, tables and chart data, presets, the cap and cancelling."""

from __future__ import annotations

import itertools
import time

import pytest

from schwarz import sim
from schwarz.core.errors import SchwarzError
from schwarz.i18n import _
from widgets import lab as lab_module
from widgets.lab import (
    PRESETS,
    Lab,
    cap_games,
    chart_data,
    histogram,
    knob_values,
    parse_whole,
    render_answer,
    render_summary,
    rounds,
    seconds_left,
)


def test_histogram_bins_whole_numbers_shared_between_series() -> None:
    labels, counts = histogram([[0, 1, 2, 10], [5, 10]], bins=5)
    assert labels == ["0", "5", "10"]  # a round width: 3 is widened to 5
    assert counts == [[3, 0, 1], [0, 1, 1]]
    labels, counts = histogram([[130, 131, 131, 135]], bins=12)
    assert labels == [str(v) for v in range(130, 136)] and counts == [[1, 2, 0, 0, 0, 1]]
    assert histogram([[3, 3], [3]]) == (["3"], [[2], [1]])
    assert histogram([[]]) == ([], [[]])
    assert histogram([[1000, 2200]], bins=2, lang="fr")[0] == ["1\u202f000", "2\u202f000"]
    # Scheffeln's money: bins of 5,000 written short, so that twelve labels fit under a chart
    labels, counts = histogram([[0, 26_624, 58_000]], bins=12)
    assert labels[:3] == ["0", "5K", "10K"] and labels[-1] == "55K" and counts[0][5] == 1
    assert histogram([[0, 26_624, 58_000]], bins=12, lang="fr")[0][1] == "5\xa0k"
    assert histogram([[-7, 3]], bins=12)[0][0] == "-7"  # a negative score starts its own bin


def test_number_boxes_refuse_what_they_cannot_take() -> None:
    label = _("Games")
    assert parse_whole(" 1000 ", label, 1, 10**5) == 1000
    assert parse_whole("1,000", label, 1, 10**5) == 1000 and parse_whole("2 000", label, 1, 10**5) == 2000
    for typed in ("1.5", "1e9", "12a", "", "-3", "0x10"):
        with pytest.raises(SchwarzError, match="not a whole number"):
            parse_whole(typed, label, 1, 10**5)
    with pytest.raises(SchwarzError, match="outside the range 1 to 100,000"):
        parse_whole("1000000", label, 1, 10**5)
    for typed in ("9" * 100_000 + "x", "9" * 100_000):
        with pytest.raises(SchwarzError) as caught:
            parse_whole(typed, label, 1, 10**5)
        assert len(str(caught.value)) < 120  # a short excerpt, never the whole input


def test_knob_values_keep_only_changes() -> None:
    knobs = sim.knobs("schwarzarbeit")
    raw = {k.name: (str(k.default) if k.kind is sim.KnobKind.INT else k.default) for k in knobs}
    raw["illegal_per_player"] = ""
    assert knob_values(raw, knobs) == {}
    raw.update({"scores.denounced_regular": "-1", "illegal_per_player": "3", "edition": "fr"})
    assert knob_values(raw, knobs) == {"scores.denounced_regular": "-1", "illegal_per_player": "3", "edition": "fr"}


def test_cap_is_what_a_minute_and_a_half_plays() -> None:
    assert cap_games(100.0, 2, 2) == 9000  # 100 games/s x 2 workers x 90 s / 2 rule sets
    assert cap_games(12.3, 2, 1) == 2200
    assert cap_games(0.01, 1, 2) == 10 and cap_games(1e9, 2, 2) == 100_000


def test_summary_answer_and_charts_of_two_rule_sets() -> None:
    a = sim.run("scheffeln", games=6, players=3, bots="heuristic,random", seed=1, workers=1, progress=False)
    b = sim.run("scheffeln", games=6, players=3, bots="heuristic,random", seed=1, workers=1, progress=False,
                options={"hand_size": 3})
    html = render_summary([("A", a), ("B", b)], "en", "Scheffeln", 1)
    assert "A (the texts&#x27; rules)" in html and "B (hand size: 3)" in html
    french = render_summary([("A", a), ("B", b)], "fr", "scheffeln", 1)
    assert "B (taille de la main\u00a0: 3)" in french and "6 parties de Scheffeln" in french
    assert "heuristic" in html and "Win rate" in html and "6 games of Scheffeln with 3 players" in html
    answer = render_answer([("A", a), ("B", b)], "en")
    assert "Rule set B" in answer and "heuristic bot" in answer and "winner" in answer and "p " in answer
    assert "95 % interval" in answer
    assert "Les règles B" in render_answer([("A", a), ("B", b)], "fr")
    assert "on average" in render_answer([("A", a)], "en") and render_answer([], "en") == ""
    data = chart_data([("A", a), ("B", b)])
    assert data["seat"][0] == ["1", "2", "3"] and len(data["seat"][1]) == 2
    assert data["bot"][0] == ["heuristic bot", "random bot"]
    assert abs(sum(data["seat"][1][0]) - a["won"].sum() / 6) < 1e-9
    assert sum(data["scores"][1][0]) == len(a) and sum(data["length"][1][1]) == 6
    assert "Choose a game" in render_summary([], "en")


def test_panel_runs_two_rule_sets_and_fills_the_charts() -> None:
    lab = Lab(games=5, workers=1, lang="en")
    assert "Choose a game" in lab.summary_html and not lab.charts_shown and lab.answer_html == ""
    assert lab.rules(0).control("scores.denounced_regular").value == "-2"
    lab.configure(game="schwarzmarkt", players=3, seed=4)
    assert lab.rules(0).control("deck").value == "basic"
    lab.rules(1).control("deck").value = "variant"
    lab.run_button.click()
    lab.wait(60)
    assert lab.error_html == ""
    assert [label for label, _ in lab.results] == ["A", "B"]
    assert lab.charts_shown and "Rule set B" in lab.answer_html
    assert "B (commodity deck: variant)" in lab.summary_html and "heuristic" in lab.summary_html
    assert lab.progress_text == "10 of 10 games"
    bars = lab.bars("bot")
    assert list(bars.x) == ["heuristic bot"] and len(bars.y) == 2
    assert list(bars.labels) == ["A (the texts' rules)", "B (commodity deck: variant)"]
    lab.set_lang("fr")
    assert "B (paquet de marchandises\u00a0: variante)" in lab.summary_html
    assert lab.rules(1).control("deck").options == (("jeu de base", "basic"), ("variante", "variant"))
    assert lab.rules(1).control("deck").value == "variant"
    assert list(lab.bars("bot").x) == ["robot heuristique"]
    lab.set_lang("en")
    lab.configure(compare=False)
    lab.run()
    assert len(lab.results) == 1 and lab.bars("seat").y.ndim == 1 and "on average" in lab.answer_html
    lab.close()


def test_bad_inputs_show_a_short_clear_error_and_keep_the_panel() -> None:
    lab = Lab(game="scheffeln", games=3, workers=1, lang="en")
    lab.rules(0).control("token_values").value = "1,2,3"
    lab.run()
    assert "token_values must be 8 stacks" in lab.error_html
    assert lab.results == [] and not lab.run_button.disabled
    lab.rules(0).control("token_values").value = ""
    lab.rules(0).control("hand_size").value = "1.5"
    lab.run()
    assert "hand size (hand_size) must be a whole number, not &#x27;1.5&#x27;" in lab.error_html
    lab.rules(0).control("hand_size").value = "4" * 100_000
    lab.run()
    assert 0 < len(lab.error_html) < 400
    lab.rules(0).control("hand_size").value = "4"
    lab.configure(games="1e9")
    lab.run()
    assert "Games: &#x27;1e9&#x27; is not a whole number" in lab.error_html
    lab.set_lang("fr")
    assert lab.run_button.description == "Lancer la simulation"
    lab.close()


def test_a_run_above_the_cap_is_refused_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Lab, "_speed", lambda *args, **kwargs: 0.2)  # a very slow line-up
    lab = Lab(game="scheffeln", games=5000, workers=2, lang="en")
    lab.run()
    assert "5,000 games per rule set would take more than about 90 seconds" in lab.error_html
    assert "at most 18" in lab.error_html and lab.results == []  # 0.2 games/s x 2 workers x 90 s / 2 rule sets
    assert "at most 18 games per rule set" in lab._cap_note.value
    lab.close()


def test_presets_are_one_click_experiments() -> None:
    lab = Lab(games=4, workers=1, lang="en")
    titles = [b.description for b in lab.preset_buttons]
    assert titles == ["Denouncing a regular employee costs -5", "A market of players + 1",
                      "Scheffeln without the last-card rule", "Schwarzmarkt with the variant deck"]
    lab.preset_buttons[2].click()
    lab.wait(120)
    assert lab.error_html == ""
    assert [label for label, _ in lab.results] == ["A", "B"]
    assert "B (last card of a round face up: no)" in lab.summary_html
    assert lab.results[0][1].attrs["game"] == "scheffeln" and set(lab.results[0][1]["bot"]) == {"heuristic"}
    lab.set_lang("fr")
    assert lab.preset_buttons[3].description == render_fr(PRESETS[3].title)
    lab.close()


def render_fr(message: object) -> str:
    from schwarz.i18n import render

    return render(message, "fr")  # type: ignore[arg-type]


def test_cancel_stops_a_run_in_a_process_pool_promptly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Lab, "_speed", lambda *args, **kwargs: 100.0)  # the cap, whatever the load
    lab = Lab(game="schwarzarbeit", games=600, workers=2, lang="en")
    lab.configure(bot_first="deduction", bot_rest="deduction")
    lab.run_button.click()
    deadline = time.monotonic() + 60
    while "of 1,200 games" not in lab.progress_text and time.monotonic() < deadline:
        time.sleep(0.05)
    assert lab.error_html == ""
    assert lab.running and not lab.cancel_button.disabled
    lab.cancel_button.click()
    asked = time.monotonic()
    lab.wait(30)
    assert not lab.running and time.monotonic() - asked < 5
    assert lab.progress_text.startswith("Cancelled after") and lab.results == []
    assert not lab.run_button.disabled and lab.cancel_button.disabled
    pool = lab._pool
    assert pool is not None
    lab.configure(games=3, compare=False)  # the page is still usable, in the same process pool
    lab.run()
    assert len(lab.results) == 1 and lab._pool is pool
    lab.close()
    assert lab._pool is None


def test_time_left_follows_the_pace_since_the_first_games_came_back() -> None:
    # 5 s spent starting the pool and playing 100 games, then 400 more games in 2 s: 1,500 left take 7.5 s
    assert seconds_left(1500, (5.0, 100), (7.0, 500), pace=50.0) == 7.5
    assert seconds_left(1900, (5.0, 100), (5.0, 100), pace=50.0) == 38.0  # nothing since: the measured pace


def test_rounds_cover_the_games_and_grow() -> None:
    assert rounds(1000, 90) == [(0, 90), (90, 180), (270, 360), (630, 370)]
    assert rounds(1000, 600) == [(0, 600), (600, 400)]
    assert rounds(1000, 700) == [(0, 1000)]  # a last round under half the one before joins it
    assert rounds(5, 0) == [(0, 1), (1, 2), (3, 2)]
    for games, first in ((1, 1), (7, 3), (1000, 10), (99, 98)):
        parts = rounds(games, first)
        assert parts[0][0] == 0 and sum(n for _f, n in parts) == games
        assert all(a + n == b for (a, n), (b, _m) in itertools.pairwise(parts))


def test_a_run_in_rounds_makes_the_rows_of_one_run_and_answers_early(monkeypatch: pytest.MonkeyPatch) -> None:
    import pandas as pd

    monkeypatch.setattr(Lab, "_speed", lambda *args, **kwargs: 10.0)  # first round: 10 x 1.5 / 2 = 7 games
    answers: list[str] = []
    summaries: list[str] = []
    lab = Lab(game="scheffeln", games=30, workers=1, lang="en")
    lab.configure(players=3, seed=5)
    lab.rules(1).control("last_card_face_up").value = False
    original = lab._render

    def watch() -> None:
        original()
        answers.append(lab.answer_html)
        summaries.append(lab.summary_html)

    monkeypatch.setattr(lab, "_render", watch)
    lab.run()
    assert "Playing the first games" in summaries[0] and "Playing the first games" not in lab.summary_html
    early = [a for a in answers if "A first answer from" in a]
    assert early and "7 of 30 games per rule set" in early[0] and "Rule set B" in early[0]
    assert "A first answer" not in lab.answer_html and "Rule set B" in lab.answer_html
    for k, (label, frame) in enumerate(lab.results):
        whole = sim.run("scheffeln", games=30, players=3, bots="heuristic", seed=5, workers=1, rotate=True,
                        progress=False, options=lab.rules(k).values())
        pd.testing.assert_frame_equal(frame, whole)
        assert frame.attrs == whole.attrs and label == "AB"[k]
    lab.set_lang("fr")
    assert "Les règles B" in lab.answer_html
    lab.close()


def test_a_cancelled_run_keeps_the_answer_of_its_finished_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Lab, "_speed", lambda *args, **kwargs: 10.0)
    real_run = sim.run

    def run(*args: object, **kwargs: object) -> object:
        if kwargs.get("first"):  # the second round is cancelled before any of its games ends
            raise sim.Cancelled(0, int(kwargs["games"]))  # type: ignore[call-overload]
        return real_run(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(lab_module.sim, "run", run)
    lab = Lab(game="scheffeln", games=30, workers=1, lang="en")
    lab.configure(players=3)
    lab.run()
    assert lab.progress_text == "Cancelled after 14 of 60 games."
    assert [len(frame) for _label, frame in lab.results] == [21, 21]  # 7 games x 3 seats per rule set
    assert "Cancelled: this answer comes from the first 7 of 30 games per rule set." in lab.answer_html
    lab.set_lang("fr")
    assert "des 7 premières parties sur 30 par jeu de règles" in lab.answer_html
    lab.close()


EXIT_AT_ONCE = """
import atexit, os, sys
atexit.register(lambda: os._exit(0))  # as a page kernel under Voila leaves (page.wait_for_visitor)
from widgets.lab import Lab
lab = Lab(game="schwarzarbeit", games=10, workers=2, lang="en")
lab._prepared.join()
print(*lab._pool._processes, flush=True)
sys.exit(0)
"""


def test_the_labs_workers_end_with_a_page_kernel_that_leaves_at_once() -> None:
    """The lab starts its process pool when the page opens; a page kernel leaves without the interpreter's
    clean-up, and the workers must not outlive it."""
    import os
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", EXIT_AT_ONCE], capture_output=True, text=True, timeout=120,
                          cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    workers = [int(pid) for pid in done.stdout.split()]
    assert len(workers) == 2, done.stderr
    deadline = time.monotonic() + 10
    while any(os.path.exists(f"/proc/{pid}") for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if os.path.exists(f"/proc/{pid}")]
