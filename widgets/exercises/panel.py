"""The exercises page: one exercise at a time, its position drawn as in the game pages, a running score.

Nothing is said before the student acts. A wrong answer gets a hint and another try; the engine's answer is shown
only when asked for (after a first try), and an exercise counts in the score only when it was answered right
before that. Every exercise has its own link (``?exercise=<key>``, kept in the page's address).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from html import escape
from typing import Any
from urllib.parse import parse_qs, urlencode

import ipywidgets as w

from schwarz.core.registry import find_game
from schwarz.i18n import _, render
from widgets.address import PageLink, page_query
from widgets.i18n import current_lang, with_lang
from widgets.page import CSS, Header, friendly

EX_TITLE = _("Classroom exercises")
EX_PICK = _("Exercise")
EX_ANSWER_LABEL = _("Your answer")
EX_CHECK = _("Check")
EX_SHOW = _("Show the answer")
EX_PREVIOUS = _("Previous exercise")
EX_NEXT = _("Next exercise")
EX_SCORE = _("Score: {solved}/{count}")
EX_SCORE_HELP = _("(answered right without asking for the answer)")
EX_OPTION = _("{n}. {title} ({game})")
EX_LINK = _("Link to this exercise")
NOTEBOOK = "classroom_exercises.ipynb"

EX_CSS = """<style>
.exercise { border: 1px solid #d9cfbd; border-radius: 8px; padding: 8px 12px; background: white; max-width: 100%;
  box-sizing: border-box; overflow-x: auto; }
.exercise h3 { margin: 2px 0 6px; font-size: 1.05em; }
.exercise .log { max-height: 180px; overflow-y: auto; background: #f6f1e7; padding: 4px 8px 4px 2.6em;
  font-size: 0.88em; line-height: 1.35; }
.exercise .sch-table, .exercise .sm-table { padding: 0; }
.verdict { padding: 6px 10px; border-radius: 6px; margin-top: 4px; }
.verdict.right { background: #e7f5ea; border-left: 5px solid #1e8449; }
.verdict.wrong { background: #fff4d6; border-left: 5px solid #b36b00; }
.verdict.answer { background: #eef2fb; border-left: 5px solid #1f4e9c; }
.exercise-controls { gap: 4px; flex-wrap: wrap; }
.exercise-controls .widget-dropdown select { max-width: 100%; }
.exercise-score { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; font-size: 17px;
  color: #1f2a44; }
.exercise-score b { font-size: 20px; }
</style>"""


@dataclass(frozen=True)
class Attempt:
    """Where a student stands on one exercise: the last answer checked, how many wrong tries, whether the answer
    was asked for, and whether it was answered right (``scored``: right before asking)."""

    given: str = ""
    shown: str = ""
    """What the verdict area shows: '', 'right', 'wrong' or 'answer'."""
    tries: int = 0
    revealed: bool = False
    solved: bool = False
    scored: bool = False


def exercise_from_query(query: str) -> str | None:
    values = parse_qs(query or "").get("exercise", [])
    return values[0] if values else None


class Exercises:
    """One exercise at a time with its choices, Check, Show the answer (after a try) and the running score."""

    def __init__(self, lang: str | None = None, exercises: Any = None, exercise: str | None = None,
                 address: bool = True) -> None:
        from widgets.exercises import EXERCISES

        self._exercises = tuple(exercises if exercises is not None else EXERCISES)
        self._keys: list[str] = [str(e.key) for e in self._exercises]
        self._attempts = {key: Attempt() for key in self._keys}
        self._address = address
        self._index = 0
        self._header = Header(EX_TITLE, lang=lang or current_lang())
        self._header.on_lang(lambda _lang: self._guarded(self._render))
        self._errors = w.HTML()
        self._score = w.HTML()
        self._picker = w.Dropdown(layout=w.Layout(width="auto", max_width="100%"),
                                  style={"description_width": "initial"})
        self._previous = w.Button(icon="arrow-left", layout=w.Layout(width="auto"))
        self._next = w.Button(icon="arrow-right", layout=w.Layout(width="auto"))
        self._question = w.HTML()
        self._choice = w.Dropdown(layout=w.Layout(width="auto", max_width="100%"),
                                  style={"description_width": "initial"})
        self._check = w.Button(icon="check", button_style="primary", layout=w.Layout(width="auto"))
        self._show = w.Button(icon="eye", layout=w.Layout(width="auto"))
        self._verdict = w.HTML()
        self._link_html = w.HTML()
        self._link = PageLink()
        self._previous.on_click(lambda _e: self.go(self._index - 1))
        self._next.on_click(lambda _e: self.go(self._index + 1))
        self._check.on_click(lambda _e: self._guarded(self._on_check_clicked))
        self._show.on_click(lambda _e: self._guarded(self._on_show_clicked))
        self._picker.observe(self._on_pick, names="value")
        self._choice.observe(self._on_choice, names="value")
        nav = w.HBox([self._picker, self._previous, self._next])
        answer = w.HBox([self._choice, self._check, self._show])
        nav.add_class("exercise-controls")
        answer.add_class("exercise-controls")
        self.widget = w.VBox([self._header.widget, w.HTML(CSS + EX_CSS), self._score, nav, self._errors,
                              self._question, answer, self._verdict, self._link_html, self._link])
        start = exercise if exercise is not None else exercise_from_query(page_query()) if address else None
        self._index = self._keys.index(start) if start in self._keys else 0
        self._render()

    # --- what tests and notebooks use ----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return str(self._header.lang)

    @property
    def key(self) -> str:
        """The exercise shown."""
        return self._keys[self._index]

    @property
    def score(self) -> tuple[int, int]:
        """(exercises answered right without asking for the answer, exercises)."""
        return sum(a.scored for a in self._attempts.values()), len(self._keys)

    @property
    def score_html(self) -> str:
        return str(self._score.value)

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def go(self, index: int | str) -> None:
        """Show exercise ``index`` (a position from 0, or a key)."""
        index = self._keys.index(index) if isinstance(index, str) else index
        self._index = max(0, min(index, len(self._keys) - 1))
        self._guarded(self._render)

    def answer(self, key: str, value: str) -> None:
        """Choose ``value`` for exercise ``key`` (what a student does with the menu)."""
        if key != self.key:
            self.go(key)
        self._choice.value = value

    def button(self, key: str) -> w.Button:
        """The Check button, on exercise ``key``."""
        if key != self.key:
            self.go(key)
        return self._check

    def show_button(self, key: str) -> w.Button:
        if key != self.key:
            self.go(key)
        return self._show

    def verdict_html(self, key: str) -> str:
        from widgets.exercises import render_verdict

        verdict = self._verdict_of(key)
        return render_verdict(verdict) if verdict is not None else ""

    def question_html(self, key: str) -> str:
        from widgets.exercises import find, render_exercise

        return render_exercise(find(key), self._keys.index(key) + 1, self.lang)

    @property
    def query(self) -> str:
        return urlencode({"lang": self.lang, "exercise": self.key})

    # --- handlers ------------------------------------------------------------------------------------------
    def _guarded(self, work: Any) -> None:
        friendly(lambda: self._errors, lambda: self.lang)(work)()

    def _on_pick(self, _event: Any) -> None:
        value = self._picker.value
        if isinstance(value, str) and value in self._keys and value != self.key:
            self.go(value)

    def _on_choice(self, _event: Any) -> None:
        key = self.key
        attempt = self._attempts[key]
        value = str(self._choice.value or "")
        if value != attempt.given and attempt.shown in ("right", "wrong"):
            self._attempts[key] = replace(attempt, shown="answer" if attempt.revealed else "")
        self._render_answer()

    def _on_check_clicked(self) -> None:
        from widgets.exercises import check

        key, given = self.key, str(self._choice.value or "")
        if not given:
            return
        attempt = self._attempts[key]
        right = check(key, given, self.lang).right
        self._attempts[key] = replace(
            attempt, given=given, shown="right" if right else "wrong", tries=attempt.tries + (0 if right else 1),
            solved=attempt.solved or right, scored=attempt.scored or (right and not attempt.revealed))
        self._render()

    def _on_show_clicked(self) -> None:
        key = self.key
        self._attempts[key] = replace(self._attempts[key], revealed=True, shown="answer")
        self._render()

    # --- rendering -----------------------------------------------------------------------------------------
    def _verdict_of(self, key: str) -> Any:
        from widgets.exercises import answer, check

        attempt = self._attempts[key]
        if attempt.shown in ("right", "wrong"):
            return check(key, attempt.given, self.lang)
        if attempt.shown == "answer":
            return answer(key, self.lang)
        return None

    def _render(self) -> None:
        from widgets.exercises import find

        lang, key = self.lang, self.key
        ex = find(key)
        solved, count = self.score
        self._score.value = (f'<div class="exercise-score" role="status" aria-live="polite" data-solved="{solved}">'
                             f"<b>{escape(render(_(EX_SCORE.id, solved=solved, count=count), lang))}</b> "
                             f'<span class="muted">{escape(render(EX_SCORE_HELP, lang))}</span></div>')
        options = []
        for n, e in enumerate(self._exercises, 1):
            label = render(_(EX_OPTION.id, n=n, title=e.title, game=find_game(e.game).title), lang)
            options.append((label + (" ✔" if self._attempts[e.key].solved else ""), e.key))
        self._picker.unobserve(self._on_pick, names="value")
        self._picker.options = options
        self._picker.value = key
        self._picker.observe(self._on_pick, names="value")
        self._picker.description = render(EX_PICK, lang)
        for button, word in ((self._previous, EX_PREVIOUS), (self._next, EX_NEXT), (self._show, EX_SHOW)):
            button.description = button.tooltip = render(word, lang)
        self._check.description = render(EX_CHECK, lang)
        self._check.tooltip = f"{render(EX_CHECK, lang)} {key}"
        self._previous.disabled = self._index == 0
        self._next.disabled = self._index == len(self._keys) - 1
        choices = [("—", ""), *((render(label, lang), value) for label, value in ex.choices())]
        self._choice.unobserve(self._on_choice, names="value")
        attempt = self._attempts[key]
        self._choice.options = choices
        self._choice.value = attempt.given if attempt.given in {value for _label, value in choices} else ""
        self._choice.observe(self._on_choice, names="value")
        self._choice.description = render(EX_ANSWER_LABEL, lang)
        href = escape(with_lang(f"{NOTEBOOK}?exercise={key}", lang))
        self._link_html.value = (f'<div class="schwarz"><a class="exercise-link" href="{href}">'
                                 f"{escape(render(EX_LINK, lang))}</a></div>")
        if self._address:
            self._link.query = self.query
        self._render_answer()
        self._question.value = self.question_html(key)  # last: once it shows, the choices are the exercise's

    def _render_answer(self) -> None:
        from widgets.exercises import render_verdict

        key = self.key
        attempt = self._attempts[key]
        verdict = self._verdict_of(key)
        self._verdict.value = render_verdict(verdict) if verdict is not None else ""
        self._check.disabled = not self._choice.value
        self._show.layout.display = "" if attempt.tries and not attempt.revealed and not attempt.solved else "none"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()
