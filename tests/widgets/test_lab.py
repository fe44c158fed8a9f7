"""The design lab panel, headless: knobs, a small simulation of two rule sets, tables and chart data."""

from __future__ import annotations

from schwarz import sim
from widgets.lab import Lab, chart_data, histogram, knob_values, render_summary


def test_histogram_shares_bins_between_series() -> None:
    labels, counts = histogram([[0, 1, 2, 10], [5, 10]], bins=5)
    assert labels == ["0", "2", "4", "6", "8"]
    assert counts == [[2, 1, 0, 0, 1], [0, 0, 1, 0, 1]]
    assert histogram([[3, 3], [3]]) == (["3"], [[2], [1]])
    assert histogram([[]]) == ([], [[]])


def test_knob_values_keep_only_changes() -> None:
    knobs = sim.knobs("schwarzarbeit")
    raw = {k.name: k.default for k in knobs}
    raw["illegal_per_player"] = ""
    assert knob_values(raw, knobs) == {}
    raw.update({"scores.denounced_regular": -1, "illegal_per_player": "3", "edition": "fr"})
    assert knob_values(raw, knobs) == {"scores.denounced_regular": -1, "illegal_per_player": "3", "edition": "fr"}


def test_summary_and_charts_of_two_rule_sets() -> None:
    a = sim.run("scheffeln", games=6, players=3, bots="heuristic,random", seed=1, workers=1, progress=False)
    b = sim.run("scheffeln", games=6, players=3, bots="heuristic,random", seed=1, workers=1, progress=False,
                options={"hand_size": 3})
    html = render_summary([("A", a), ("B", b)], "en", "Scheffeln", 1)
    assert "A (the texts&#x27; rules)" in html and "B (hand size: 3)" in html
    french = render_summary([("A", a), ("B", b)], "fr", "scheffeln", 1)
    assert "B (taille de la main\u00a0: 3)" in french and "6 parties de Scheffeln" in french
    assert "heuristic" in html and "Win rate" in html and "6 games of Scheffeln with 3 players" in html
    data = chart_data([("A", a), ("B", b)])
    assert data["seat"][0] == ["1", "2", "3"] and len(data["seat"][1]) == 2
    assert data["bot"][0] == ["heuristic bot", "random bot"]
    assert abs(sum(data["seat"][1][0]) - a["won"].sum() / 6) < 1e-9
    assert sum(data["scores"][1][0]) == len(a) and sum(data["length"][1][1]) == 6
    assert "Choose a game" in render_summary([], "en")


def test_panel_runs_two_rule_sets_and_fills_the_charts() -> None:
    lab = Lab(games=5, workers=1, lang="en")
    assert "Choose a game" in lab.summary_html
    lab.configure(game="schwarzmarkt", players=3, seed=4)
    assert lab.rules(0).control("deck").value == "basic"
    lab.rules(1).control("deck").value = "variant"
    lab.run_button.click()
    assert lab.error_html == ""
    assert [label for label, _ in lab.results] == ["A", "B"]
    assert "B (commodity deck: variant)" in lab.summary_html and "heuristic" in lab.summary_html
    bars = lab.bars("bot")
    assert list(bars.x) == ["heuristic bot", "random bot"] and len(bars.y) == 2
    assert list(bars.labels) == ["A (the texts' rules)", "B (commodity deck: variant)"]
    lab.set_lang("fr")
    assert "B (paquet de marchandises\u00a0: variante)" in lab.summary_html
    assert lab.rules(1).control("deck").options == (("jeu de base", "basic"), ("variante", "variant"))
    assert lab.rules(1).control("deck").value == "variant"
    lab.set_lang("en")
    lab.configure(compare=False)
    lab.run()
    assert len(lab.results) == 1 and lab.bars("seat").y.ndim == 1
    lab.close()


def test_bad_knob_shows_a_clear_error_and_keeps_the_panel() -> None:
    lab = Lab(game="scheffeln", games=3, workers=1, lang="en")
    lab.rules(0).control("token_values").value = "1,2,3"
    lab.run()
    assert "token_values must be 8 stacks" in lab.error_html
    assert lab.results == [] and not lab.run_button.disabled
    lab.set_lang("fr")
    assert lab.run_button.description == "Lancer la simulation"
    lab.close()
