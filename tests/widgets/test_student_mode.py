"""Student mode (set where the app starts): the seat locked, no teacher view, a random hidden deal, and the game
kept on the server under a token so a lost kernel resumes it; links never carry the deal."""

from __future__ import annotations

from pathlib import Path

import pytest

from widgets.stepper import TEACHER_KEY, Stepper


@pytest.fixture
def student(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("SCHWARZ_MODE", "student")
    monkeypatch.setenv("SCHWARZ_STATE_DIR", str(tmp_path))
    return tmp_path


def test_the_seat_is_locked_and_the_teacher_view_gone(student: Path) -> None:
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=None, human=True, lang="en", address=True)
    assert TEACHER_KEY not in [value for _label, value in stepper._seat.options]
    assert stepper._seat.disabled and stepper._human.disabled and stepper.viewer == 0
    assert stepper._seed.layout.display == "none"
    assert "Teacher view" not in stepper.table_html


def test_deals_are_random_and_never_in_the_link(student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = {Stepper("schwarzarbeit", 4, seed=1, seat=0, human=True, address=True).timeline.seed for _ in range(4)}
    assert len(seeds) > 1 and 1 not in seeds
    stepper = Stepper("schwarzarbeit", 4, seed=1, seat=0, human=True, address=True)
    assert "deal=" not in stepper.query and "moves=" not in stepper.query and "resume=" in stepper.query


def test_a_lost_kernel_resumes_the_kept_game(student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stepper = Stepper("schwarzarbeit", 4, seat=0, human=True, lang="en", address=True)
    stepper._end_button.click()  # to the student's first decision
    index, seed = stepper.timeline.index, stepper.timeline.seed
    assert index > 0 and list(student.glob("*.json"))
    monkeypatch.setenv("QUERY_STRING", stepper.query)  # the page reloaded with its address, in a new kernel
    again = Stepper("schwarzarbeit", 4, seat=0, human=True, lang="en", address=True)
    assert again.timeline.seed == seed and again.timeline.index == index
    assert again.state == stepper.state


def test_a_forged_token_starts_a_fresh_game(student: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "lang=en&resume=../../etc/passwd&deal=1&seat=teacher")
    stepper = Stepper("schwarzarbeit", 4, seat=0, human=True, lang="en", address=True)
    assert stepper.timeline.index == 0 and stepper.viewer == 0 and "passwd" not in stepper.query
