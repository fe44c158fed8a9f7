"""Answers to an A/B question: the change of each bot's mean score with its 95 % interval (paired by deal), the
winners' seats tested for a change, the game length; worded in English and French."""

from __future__ import annotations

import random

import pandas as pd
import pytest

from schwarz import compare
from schwarz.i18n import render, sentence


def frame(games: int, shift: float, seat_bias: int | None = None, seed: int = 0) -> pd.DataFrame:
    """A run's rows: 4 deduction bots, scores around 20 (+ ``shift``), the winner the best score (or ``seat_bias``
    wins every game)."""
    rng = random.Random(seed)
    rows = []
    for g in range(games):
        base = [rng.gauss(20, 4) for _seat in range(4)]
        scores = [round(b + shift) for b in base]
        best = seat_bias if seat_bias is not None else max(range(4), key=lambda s: scores[s])
        for s in range(4):
            rows.append((g, 1000 + g, s, "deduction", scores[s], 1 if s == best else 2, s == best, 130 + g % 3))
    out = pd.DataFrame(rows, columns=["game", "seed", "seat", "bot", "score", "rank", "won", "length"])
    out.attrs["game"] = "schwarzarbeit"
    return out


def test_a_real_change_is_said_with_its_interval() -> None:
    a, b = frame(300, 0), frame(300, -3)  # the same deals (paired), every score 3 lower under B
    c = compare.compare(a, b)
    bot, change = c.scores[0]
    assert bot == "deduction" and change.real and change.b < change.a
    assert change.low <= -3 <= change.high and change.high - change.low < 0.5
    words = [sentence(m, "en") for m in compare.answer(c)]
    assert words[0].startswith("Rule set B lowers the mean score of a deduction bot from ")
    assert "the winner's seat does not change beyond chance (p = " in words[0]
    assert words[1] == "Game length does not change beyond chance (131.0 actions under A, 131.0 under B)."
    french = sentence(compare.answer(c)[0], "fr")
    assert french.startswith("Les règles B abaissent le score moyen d'un robot") and "intervalle de confiance" in french


def test_noise_is_not_called_a_change() -> None:
    c = compare.compare(frame(200, 0, seed=1), frame(200, 0, seed=2))  # other deals: only noise differs
    _bot, change = c.scores[0]
    assert not change.real and change.low < 0 < change.high
    assert "does not change the mean score of a deduction bot beyond chance" in render(compare.answer(c)[0], "en")


def test_a_change_of_the_winning_seat_is_found() -> None:
    c = compare.compare(frame(120, 0), frame(120, 0, seat_bias=2))
    assert c.seat_p < 0.001 and c.seat_wins[1][2] == 120
    text = render(compare.answer(c)[0], "en")
    assert "the winner's seat changes (p < 0.001): seat 3 wins" in text and "100% under B" in text


def test_one_rule_set_alone_is_described() -> None:
    words = [render(m, "en") for m in compare.describe(frame(50, 0))]
    assert words[0].startswith("a deduction bot scores ") and "on average (95 % interval" in words[0]
    assert words[1] == "Games last 131.0 actions on average."


@pytest.mark.parametrize("games", [1, 2])
def test_tiny_runs_still_answer(games: int) -> None:
    c = compare.compare(frame(games, 0), frame(games, 1))
    assert len(compare.answer(c)) == 2
