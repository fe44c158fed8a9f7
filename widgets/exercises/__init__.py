"""Classroom exercises across the three games: a hint first, then another try, the answer only on request.

Every answer is computed by the engine, never typed in: the Schwarzarbeit deduction and announcement, the editions'
scores, a seeded many-games comparison of a score knob; Scheffeln's moving rules (also RUN's Backward) and the
Express prediction; Schwarzmarkt's price track (also under Limit!), spoiled goods and a sell-now-or-push
comparison. Positions are drawn as in the game pages. ``check(key, answer)`` and ``answer(key)`` work in a plain
JupyterLab cell too; ``Exercises()`` is the panel (``widgets.exercises.panel``).
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from schwarz.core.registry import GAMES, find_game, named
from schwarz.i18n import _, listing, render, sentence
from widgets.exercises.model import Exercise, Solution


def _exercises(path: str) -> tuple[Exercise, ...]:
    found: tuple[Exercise, ...] = named(path)
    return found


EXERCISES: tuple[Exercise, ...] = tuple(
    e for game in GAMES.values() if game.exercises for e in _exercises(game.exercises))
"""Every game's exercises, in the registry's order (each game names its own in ``GameSpec.exercises``)."""
BY_KEY = {e.key: e for e in EXERCISES}

EX_RIGHT = _("Right! {why}")
EX_WRONG = _("Not quite. {hint} Try again, or ask for the answer.")
EX_ANSWER = _("The engine's answer: {answers}. {why}")


@dataclass(frozen=True)
class Verdict:
    """What the page says about an answer: ``kind`` 'right', 'wrong' (a hint, never the answer) or 'answer' (the
    engine's answer, given on request); ``_repr_html_`` for a plain notebook cell."""

    kind: str
    text: str

    @property
    def right(self) -> bool:
        return self.kind == "right"

    def _repr_html_(self) -> str:
        return render_verdict(self)


def find(key: str | Exercise) -> Exercise:
    if isinstance(key, Exercise):
        return key
    if key not in BY_KEY:
        raise KeyError(f"unknown exercise {key!r}; exercises: {', '.join(BY_KEY)}")  # dev-text: a programming error
    return BY_KEY[key]


def check(key: str | Exercise, given: str, lang: str = "en") -> Verdict:
    """Is ``given`` right for exercise ``key``? Right: why; wrong: a hint (the answer is not given away)."""
    exercise = find(key)
    solution = exercise.solve()
    answer = str(given).strip()
    if answer in solution.answers:
        return Verdict("right", render(_(EX_RIGHT.id, why=sentence(solution.why, lang)), lang))
    hint = solution.wrong(answer) or exercise.hint
    return Verdict("wrong", render(_(EX_WRONG.id, hint=sentence(hint, lang)), lang))


def answer(key: str | Exercise, lang: str = "en") -> Verdict:
    """The engine's answer and why (what the page shows when the student asks for it)."""
    exercise = find(key)
    solution = exercise.solve()
    names = {value: label for label, value in exercise.choices()}
    text = _(EX_ANSWER.id, answers=listing((names.get(a, a) for a in solution.answers), "and"),
             why=sentence(solution.why, lang))
    return Verdict("answer", render(text, lang))


def render_verdict(verdict: Verdict) -> str:
    """The verdict box: a symbol and a word, not only a colour."""
    mark = {"right": "✔", "wrong": "✘", "answer": "➜"}[verdict.kind]
    return f'<div class="schwarz verdict {verdict.kind}" role="status">{mark} {escape(verdict.text)}</div>'


def render_exercise(ex: Exercise, number: int, lang: str) -> str:
    """The exercise's heading and question (its position drawn as in the game page)."""
    from widgets.exercises.panel import EX_CSS

    game = find_game(ex.game).title
    return (f'{EX_CSS}<div class="schwarz exercise" data-exercise="{escape(ex.key)}"><h3>{number}. '
            f'{escape(render(ex.title, lang))} <small class="muted">({escape(game)})</small></h3>{ex.question(lang)}'
            f"</div>")


from widgets.exercises.panel import Exercises  # noqa: E402  (the panel uses the functions above)

__all__ = ["BY_KEY", "EXERCISES", "Exercise", "Exercises", "Solution", "Verdict", "answer", "check", "find",
           "render_exercise", "render_verdict"]
