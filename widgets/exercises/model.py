"""What an exercise is: a question drawn as in the game pages, its choices, and the engine's solution (pure)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from schwarz.i18n import Msg


def no_hint(_given: str) -> Msg | None:
    return None


@dataclass(frozen=True)
class Solution:
    """The engine's answer(s) (any of ``answers`` is right), why, and a hint for a wrong answer ``given`` that does
    not give the answer away (``None``: the exercise's own hint)."""

    answers: tuple[str, ...]
    why: Msg
    wrong: Callable[[str], Msg | None] = no_hint


@dataclass(frozen=True)
class Exercise:
    """One exercise: ``question(lang)`` as HTML, ``choices()`` as (label, value) pairs, ``solve()`` by the engine,
    ``hint``: what to look at after a wrong answer; ``kind``: 'rule', 'deduction', 'variant' or 'strategy'."""

    key: str
    game: str
    title: Msg
    question: Callable[[str], str]
    choices: Callable[[], tuple[tuple[Msg | str, str], ...]]
    solve: Callable[[], Solution]
    hint: Msg
    kind: str = "rule"
