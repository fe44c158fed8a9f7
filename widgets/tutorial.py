"""A guided tutorial: each rule taught on a scripted position where the student makes the move on the board.

The steps come from the game's lesson file (``widgets.lesson_file``): theme, goal and overview to read, then one
rule per step. A move step highlights the student's legal moves on the board (``widgets.board``, one decision at a
time as in the stepper); the engine applies the move only if the step accepts it, else the hint is shown and the
position stays. A question step (``widgets.questions``) is answered with a button or a click on the board, and
the engine goes on only after the right answer. The rule paragraph is one click away; Next goes on once the
step is done; the last step leads to free play. The board shows the student's seat only (the seat's view).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from html import escape
from typing import Any
from urllib.parse import parse_qs, urlencode

import ipywidgets as w
import mistune

from schwarz.core.registry import find_game
from schwarz.i18n import Text, _, listing, render, typography
from widgets import lesson_file as L
from widgets import questions
from widgets.address import PageLink, page_query
from widgets.board import Board
from widgets.decision import Decision
from widgets.i18n import current_lang
from widgets.page import friendly
from widgets.rules import rule_html
from widgets.status import STATUS_CSS
from widgets.stepper import BOARD_LABEL, PAGE_CSS
from widgets.tables import decision, render_table, status_note

TUT_BACK = _("Previous step")
TUT_NEXT = _("Next step")
TUT_RULE = _("The rule text")
TUT_PLAY = _("Play against bots")
TUT_PRESENT = _("Presentation mode")
TUT_CANCEL = _("Cancel")
TUT_WHERE = _("Step {n} of {count}: {title}")
TUT_RIGHT = _("Right!")
TUT_WRONG = _("Not quite.")
TUT_TRY = _("The position stays: try again.")
TUT_READ = _("Read, then click {next}.")
TUT_DONE_NEXT = _("Click {next} to go on.")
TUT_DONE_LAST = _("You know the rules: click {play} to play a whole game.")

TUTORIAL_CSS = """<style>
.schwarz-tutorial .tut-feedback { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif;
  color: #1f2a44; font-size: 16px; }
.schwarz-tutorial .tut-feedback p { margin: 2px 0; display: inline; }
.schwarz-tutorial .tut-hint { background: #fff4d6; border-left: 5px solid #b36b00; padding: 6px 10px;
  border-radius: 6px; }
.schwarz-tutorial .tut-done { background: #e7f5ea; border-left: 5px solid #1e8449; padding: 6px 10px;
  border-radius: 6px; }
.schwarz-tutorial .tut-rule { background: #f6f1e7; border-left: 4px solid #8c7f68; padding: 4px 10px;
  font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 15px;
  max-height: 260px; overflow-y: auto; }
.schwarz-tutorial .tut-dots { display: inline-flex; gap: 3px; margin-left: 8px; vertical-align: middle; }
.schwarz-tutorial .tut-dots span { width: 10px; height: 10px; border-radius: 50%; border: 1px solid #1f4e9c; }
.schwarz-tutorial .tut-dots span.done { background: #1f4e9c; }
.schwarz-tutorial .tut-dots span.here { background: #b3202a; border-color: #b3202a; }
.schwarz-tutorial .schwarz-status-text .ask { font-weight: 400; font-size: 16px; }
.schwarz-tutorial .schwarz-status-text .ask p { margin: 2px 0; }
.schwarz-tutorial .schwarz-status-text .ask ol, .schwarz-tutorial .schwarz-status-text .ask ul { margin: 2px 0;
  padding-left: 1.6em; }
.schwarz-tutorial .schwarz-status-text .help { font-size: 14px; color: #3d4658; }
.schwarz-tutorial .schwarz-status { flex-wrap: wrap; }
.schwarz-tutorial .schwarz-status > .widget-html { flex: 1 1 420px; min-width: 0; }
.schwarz-tutorial.schwarz-present .schwarz-status-text .ask { font-size: 24px; }
.schwarz-tutorial.schwarz-present .tut-feedback { font-size: 22px; }
</style>"""

_markdown = mistune.create_markdown(escape=True)


def render_text(text: str, lang: str) -> str:
    """A lesson file's words as HTML (Markdown: **bold**, *italics*, lists; French spacing in French)."""
    return str(_markdown(typography(text, lang)))


def render_feedback(right: bool, words: str, lang: str, extra: Text | None = None) -> str:
    """The verdict of a move or an answer: a word and a symbol, not only a colour; the step's hint or its
    explanation."""
    mark, css, title = ("✔", "tut-done", TUT_RIGHT) if right else ("✘", "tut-hint", TUT_WRONG)
    more = f" {escape(render(extra, lang))}" if extra is not None else ""
    return (f'<div class="tut-feedback"><div class="{css}" role="alert"><b>{mark} {escape(render(title, lang))}</b> '
            f"{render_text(words, lang) if words else ''}{more}</div></div>")


def render_dots(count: int, here: int, done: int) -> str:
    dots = "".join(f'<span class="{"here" if i == here else "done" if i < done else ""}"></span>'
                   for i in range(count))
    return f'<span class="tut-dots" aria-hidden="true">{dots}</span>'


def step_from_query(query: str) -> str | None:
    values = parse_qs(query or "").get("step", [])
    return values[0] if values else None


class Tutorial:
    """A game's guided tutorial on its own board; ``on_finish(callback)`` is called by the last step's button."""

    def __init__(self, game: str, lang: str | None = None, step: str | None = None, address: bool = False) -> None:
        self.game = find_game(game)
        self._lang = lang or current_lang()
        self._lesson = L.load(self.game.name, self._lang)
        self._address = address
        self._finish: list[Callable[[], None]] = []
        self._changes: list[Callable[[Tutorial], None]] = []
        self._ends: dict[int, Any] = {}
        self._decision: Decision | None = None
        self._question: questions.Question | None = None
        self._done = False
        self._tries = 0
        self._feedback_html = ""

        self._progress = w.HTML()
        self._back_button = self._button(TUT_BACK, "step-backward", self._on_back_clicked)
        self._next_button = self._button(TUT_NEXT, "step-forward", self._on_next_clicked)
        self._play_button = self._button(TUT_PLAY, "play", self._on_play_clicked)
        self._play_button.button_style = "success"
        self._rule_toggle = w.ToggleButton(value=False, icon="book", layout=w.Layout(width="auto"))
        self._rule_toggle.observe(lambda _e: self._guarded(self._render), names="value")
        self._present = w.ToggleButton(value=False, icon="expand", layout=w.Layout(width="auto"))
        self._present.observe(self._on_present_change, names="value")
        self._status = w.HTML()
        self._options_box = w.HBox()
        self._options_box.add_class("schwarz-controls")
        self._cancel_button = self._button(TUT_CANCEL, "times", self._on_cancel_clicked)
        self._feedback = w.HTML()
        self._rule = w.HTML()
        self._errors = w.HTML()
        self.board = Board()
        self.board.on_pick(self._on_board_pick)
        self._link = PageLink()
        controls = w.HBox([self._progress, self._back_button, self._next_button, self._play_button,
                           self._rule_toggle, self._present])
        controls.add_class("schwarz-controls")
        status = w.HBox([self._status, self._options_box, self._cancel_button])
        status.add_class("schwarz-status")
        board_box = w.VBox([self.board])
        board_box.add_class("schwarz-board-box")
        main = w.Box([board_box])
        main.add_class("schwarz-main")
        self.widget = w.VBox([w.HTML(PAGE_CSS + TUTORIAL_CSS), controls, status, self._feedback, self._rule,
                              self._errors, main, self._link])
        self.widget.add_class("schwarz-app")
        self.widget.add_class("schwarz-tutorial")
        start = step if step is not None else step_from_query(page_query()) if address else None
        found = self._lesson.index(start) if start else None
        self._index = 0
        self._enter(found or 0)

    # --- what tests, pages and other panels read ------------------------------------------------------------
    @property
    def lesson(self) -> L.LessonFile:
        return self._lesson

    @property
    def step(self) -> L.Step:
        return self._lesson.steps[self._index]

    @property
    def index(self) -> int:
        return self._index

    @property
    def state(self) -> Any:
        return self._state

    @property
    def seat(self) -> int:
        return L.seat_of(self._lesson, self._state)

    @property
    def done(self) -> bool:
        """Has the student done what the step asks (read steps: at once)?"""
        return self._done

    @property
    def decision(self) -> Decision | None:
        return self._decision

    @property
    def question(self) -> questions.Question | None:
        return self._question

    @property
    def option_buttons(self) -> list[w.Button]:
        return [b for b in self._options_box.children if isinstance(b, w.Button)]

    @property
    def status_html(self) -> str:
        return str(self._status.value)

    @property
    def feedback_html(self) -> str:
        return str(self._feedback.value)

    @property
    def rule_html(self) -> str:
        return str(self._rule.value)

    @property
    def table_html(self) -> str:
        return str(self.board.html)

    @property
    def next_button(self) -> w.Button:
        return self._next_button

    @property
    def back_button(self) -> w.Button:
        return self._back_button

    @property
    def play_button(self) -> w.Button:
        return self._play_button

    @property
    def rule_toggle(self) -> w.ToggleButton:
        return self._rule_toggle

    @property
    def query(self) -> str:
        return urlencode({"lang": self._lang, "step": self.step.id})

    @property
    def lang(self) -> str:
        return self._lang

    def on_finish(self, callback: Callable[[], None]) -> None:
        """``callback()`` when the student clicks the last step's button (free play comes next)."""
        self._finish.append(callback)

    def on_change(self, callback: Callable[[Tutorial], None]) -> None:
        self._changes.append(callback)

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._lesson = L.load(self.game.name, lang)
        self._guarded(self._render)

    def go(self, index: int) -> None:
        """Open step ``index`` (counted from 0) at its start."""
        self._guarded(lambda: self._enter(index))

    def pick(self, key: str, kind: str = "pick") -> None:
        """A click on the board element ``key`` or the option ``opt:...`` (what the browser sends)."""
        self._guarded(lambda: self._on_pick(kind, key))

    def answer(self, value: str) -> None:
        """Answer the step's question with ``value`` (what an option button or a board click gives)."""
        self._guarded(lambda: self._try_answer(value))

    def play(self, action: Any) -> None:
        """The student's move (as the board's clicks would choose it)."""
        self._guarded(lambda: self._try_move(action))

    # --- steps ---------------------------------------------------------------------------------------------
    def _entry(self, index: int) -> Any:
        """The state a step starts from: its own position, or where the previous step ended."""
        step = self._lesson.steps[index]
        state = L.build(self.game.name, step) if step.position is not None else self._end(index - 1)
        return L.play_lines(self.game.name, state, step.before)

    def _end(self, index: int) -> Any:
        """Where a step ended: as the student played it, else as the lesson file scripts it."""
        if index in self._ends:
            return self._ends[index]
        step, state = self._lesson.steps[index], self._entry(index)
        if step.kind is L.Kind.MOVE:
            seat = L.seat_of(self._lesson, state)
            state = self.game.apply(state, L.scripted_move(self.game.name, step, state, seat))
        return L.play_lines(self.game.name, state, step.then)

    def _enter(self, index: int) -> None:
        index = max(0, min(index, len(self._lesson.steps) - 1))
        state = self._entry(index)
        self._index, self._state = index, state
        step = self.step
        self._done = step.kind is L.Kind.READ
        self._tries = 0
        self._feedback_html = ""
        self._decision = None
        self._question = None
        if step.kind is L.Kind.ASK:
            self._question = questions.ask(self.game.name, step.ask, self._state, self.seat, step.car, step.cards,
                                           step.choices)
        elif step.kind is L.Kind.MOVE:
            self._decision = self._new_decision()
        if self._done:
            self._ends[index] = L.play_lines(self.game.name, self._state, step.then)
        self._render()

    def _new_decision(self) -> Decision | None:
        state, seat = self._state, self.seat
        actions = self.game.legal_actions(state, seat)
        if not actions:
            return None
        return decision(self.game.name, state, self.game.view(state, seat), actions)

    def _complete(self) -> None:
        """The student did what the step asks: the engine goes on (``then``), later steps start afresh."""
        self._state = L.play_lines(self.game.name, self._state, self.step.then)
        self._done = True
        self._decision = None
        for later in [i for i in self._ends if i >= self._index]:
            del self._ends[later]
        self._ends[self._index] = self._state
        self._feedback_html = render_feedback(True, self.step.done, self._lang, self._after_words())

    def _after_words(self) -> Text:
        last = self._index == len(self._lesson.steps) - 1
        return (_(TUT_DONE_LAST.id, play=TUT_PLAY) if last else _(TUT_DONE_NEXT.id, next=TUT_NEXT))

    def _wrong(self) -> None:
        self._tries += 1
        self._feedback_html = render_feedback(False, self.step.hint, self._lang, TUT_TRY)

    def _try_move(self, action: Any) -> None:
        step = self.step
        if step.kind is not L.Kind.MOVE or self._done:
            return
        if action not in self.game.legal_actions(self._state, self.seat):
            self.game.apply(self._state, action)  # an illegal move: the error says which rule forbids it
        if L.accepts(self.game.name, step, self._state, action):
            self._state = self.game.apply(self._state, action)
            self._complete()
        else:
            self._wrong()
            self._decision = self._new_decision()
        self._render()

    def _try_answer(self, value: str) -> None:
        if self._question is None or self._done:
            return
        if value == self._question.answer:
            self._complete()
        else:
            self._wrong()
        self._render()

    # --- handlers ------------------------------------------------------------------------------------------
    def _button(self, key: Any, icon: str, handler: Callable[[Any], None]) -> w.Button:
        button = w.Button(icon=icon, layout=w.Layout(width="auto"))
        button.on_click(handler)
        return button

    def _guarded(self, work: Callable[[], None]) -> None:
        friendly(lambda: self._errors, lambda: self._lang)(work)()
        self._errors.layout.display = "" if self._errors.value else "none"

    def _on_back_clicked(self, _event: Any) -> None:
        self.go(self._index - 1)

    def _on_next_clicked(self, _event: Any) -> None:
        if self._done:
            self.go(self._index + 1)

    def _on_play_clicked(self, _event: Any) -> None:
        for callback in self._finish:
            callback()

    def _on_present_change(self, _event: Any) -> None:
        """Presentation mode: the board enlarged for a projector (as in free play)."""
        present = bool(self._present.value)
        self.board.present = present
        if present:
            self.widget.add_class("schwarz-present")
        else:
            self.widget.remove_class("schwarz-present")

    def _on_cancel_clicked(self, _event: Any) -> None:
        self.pick("", "cancel")

    def _on_board_pick(self, kind: str, key: str) -> None:
        self.pick(key, kind)

    def _on_pick(self, kind: str, key: str) -> None:
        if self._question is not None:
            value = self._question.targets.get(key)
            if kind == "pick" and value is not None:
                self._try_answer(value)
            return
        current = self._decision
        if current is None or self._done:
            return
        if kind == "cancel":
            self._decision = Decision(current.choices, (), current.prompt)
        elif kind == "unpick":
            self._decision = current.unpick(key)
        else:
            self._decision = current.pick(key)
        chosen = self._decision.chosen if self._decision is not None else None
        if chosen is not None:
            self._try_move(chosen)
        else:
            self._render()

    # --- rendering -----------------------------------------------------------------------------------------
    def _render(self) -> None:
        lang, step, state, seat = self._lang, self.step, self._state, self.seat
        count = len(self._lesson.steps)
        view = self.game.view(state, seat)
        self.board.label = render(_(BOARD_LABEL.id, seat=state.players[seat]), lang)
        self.board.html = render_table(self.game.name, view, lang)
        where = render(_(TUT_WHERE.id, n=self._index + 1, count=count, title=step.title), lang)
        note = status_note(self.game.name, view)
        noted = f'<span class="note" role="note">{escape(render(note, lang))}</span>' if note is not None else ""
        help_line = self._help_line()
        help_html = f'<div class="help">{escape(render(help_line, lang))}</div>' if help_line is not None else ""
        self._status.value = (
            f'{STATUS_CSS}<div class="schwarz-status-text" role="status" aria-live="polite" '
            f'data-step="{escape(step.id)}"><div class="where">{escape(where)}'
            f"{render_dots(count, self._index, self._index + (1 if self._done else 0))}{noted}</div>"
            f'<div class="ask">{render_text(step.text, lang)}</div>{help_html}</div>'
        )
        self._render_choices()
        self._feedback.value = self._feedback_html
        if self._rule_toggle.value and step.rules:
            rules = "".join(rule_html(rule_id, lang) for rule_id in step.rules)
            label = escape(render(TUT_RULE, lang))
            self._rule.value = (f'<div class="tut-rule" role="region" aria-label="{label}" tabindex="0">{rules}'
                                f"</div>")
        else:
            self._rule.value = ""
        for area in (self._feedback, self._rule, self._errors):
            area.layout.display = "" if area.value else "none"
        self._label_controls()
        if self._address:
            self._link.query = self.query
        for callback in self._changes:
            callback(self)

    def _help_line(self) -> Text | None:
        """What to do now, under the step's words."""
        current = self._decision
        if self._done:
            return None if self.step.kind is not L.Kind.READ else _(TUT_READ.id, next=TUT_NEXT) if (
                self._index < len(self._lesson.steps) - 1) else _(TUT_DONE_LAST.id, play=TUT_PLAY)
        if current is not None and current.picked:
            chosen = listing(p.label for p in current.picked)
            if current.targets and current.options:
                return _("{chosen}: click a highlighted place on the board, or a button", chosen=chosen)
            if current.targets:
                return _("{chosen}: now click a highlighted place on the board", chosen=chosen)
            return _("{chosen}: choose one of the buttons", chosen=chosen)
        return None

    def _render_choices(self) -> None:
        lang = self._lang
        buttons: list[w.Widget] = []
        targets: list[str] = []
        selected: dict[str, int] = {}
        labels: dict[str, str] = {}
        current, question = self._decision, self._question
        if not self._done and current is not None:
            for option in current.options:
                buttons.append(self._option(render(option.label, lang), partial(self.pick, option.key)))
            targets, selected = current.targets, current.selected
            labels = current.labels(lambda label: render(label, lang))
        elif not self._done and question is not None:
            for label, value in question.options:
                buttons.append(self._option(render(label, lang), partial(self.answer, value)))
            targets = list(question.targets)
            labels = {key: render(question.labels.get(key, key), lang) for key in targets}
        self._options_box.children = buttons
        self.board.targets, self.board.selected, self.board.labels = targets, selected, labels
        picked = current is not None and bool(current.picked) and not self._done
        self._cancel_button.layout.display = "" if picked else "none"

    def _option(self, label: str, click: Callable[[], None]) -> w.Button:
        button = w.Button(description=label, tooltip=label, layout=w.Layout(width="auto"), button_style="info")
        button.add_class("schwarz-option")
        button.add_class("schwarz-choice")
        button.on_click(lambda _event: click())
        return button

    def _label_controls(self) -> None:
        lang = self._lang
        last = self._index == len(self._lesson.steps) - 1
        for button, key in ((self._back_button, TUT_BACK), (self._next_button, TUT_NEXT),
                            (self._play_button, TUT_PLAY), (self._cancel_button, TUT_CANCEL),
                            (self._rule_toggle, TUT_RULE), (self._present, TUT_PRESENT)):
            button.description = button.tooltip = render(key, lang)
        self._back_button.disabled = self._index == 0
        self._next_button.disabled = not self._done
        self._next_button.button_style = "primary" if self._done else ""
        self._next_button.layout.display = "none" if last else ""
        self._play_button.layout.display = "" if last else "none"
        self._rule_toggle.layout.display = "" if self.step.rules else "none"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()
