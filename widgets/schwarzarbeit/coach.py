"""Free play: the student announces (sa.turn.information). When the student's seat must announce, the lesson asks
"How many of these cards could you take?" and the engine announces only after the right count; a wrong count
gets a hint and another try. The stepper's own *Announce* button is hidden meanwhile (``Stepper.hide_options``).
"""

from __future__ import annotations

from functools import partial
from html import escape
from typing import Any

import ipywidgets as w

from schwarz.i18n import _, listing, render
from schwarz.schwarzarbeit.actions import Announce
from schwarz.schwarzarbeit.announcement import announcement
from widgets.stepper import Stepper

ANNOUNCE = "opt:announce"
"""The stepper's option key of the announcement (``widgets.schwarzarbeit.table.picks``)."""
COACH_ASK = _("How many of these {size} market cards could you take? Click the number you announce to {name}.")
COACH_WRONG = _("Not quite. Count every market card except your own illegal workers ({own}): you may never hire or "
                "denounce them. Try again.")
COACH_CSS = """<style>
.sa-coach { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 16px;
  background: #fffdf5; border: 2px solid #b36b00; border-radius: 8px; padding: 4px 10px; }
.sa-coach .wrong { background: #fff4d6; border-left: 5px solid #b36b00; padding: 3px 8px; margin-top: 4px; }
</style>"""


class AnnouncementCoach:
    """Pinned under the stepper's status bar of a lesson (``LessonSpec.pinned``)."""

    def __init__(self, lesson: Any) -> None:
        self._lesson = lesson
        self._question = w.HTML()
        self._numbers = w.HBox()
        self._numbers.add_class("schwarz-controls")
        self._wrong = w.HTML()
        self.widget = w.VBox([w.HTML(COACH_CSS), self._question, self._numbers, self._wrong],
                             layout=w.Layout(display="none"))
        self.widget.add_class("sa-coach-box")
        self._asking = False
        self._tries = 0
        lesson.on_stepper_change(self._on_change)
        self._on_change(lesson.stepper)

    @property
    def asking(self) -> bool:
        return self._asking

    @property
    def number_buttons(self) -> list[w.Button]:
        return [b for b in self._numbers.children if isinstance(b, w.Button)]

    @property
    def html(self) -> str:
        return str(self._question.value) + str(self._wrong.value)

    def answer(self, count: int) -> None:
        """The student's count: the right one lets the engine announce, a wrong one shows the hint."""
        stepper: Stepper = self._lesson.stepper
        state, seat = stepper.state, stepper.timeline.human
        if not self._asking or seat is None:
            return
        if count == announcement(state.market, state.illegal_workers[seat]):
            self._tries = 0
            stepper.pick(ANNOUNCE)
        else:
            self._tries += 1
            self._render()

    def set_lang(self, lang: str) -> None:
        self._render()

    def close(self) -> None:
        self.widget.close()

    def _on_change(self, stepper: Stepper) -> None:
        stepper.hide_options([ANNOUNCE])
        decision = stepper.decision
        asking = (decision is not None and stepper.timeline.waiting_for_human
                  and any(isinstance(action, Announce) for _path, action in decision.choices))
        if asking != self._asking:
            self._tries = 0
        self._asking = asking
        self._render()

    def _render(self) -> None:
        stepper: Stepper = self._lesson.stepper
        if not self._asking:
            self.widget.layout.display = "none"
            self._numbers.children = []
            return
        lang, state = stepper.lang, stepper.state
        seat = stepper.timeline.human
        ask = _(COACH_ASK.id, size=len(state.market), name=state.players[state.active])
        self._question.value = f'<div class="sa-coach" role="status"><b>{escape(render(ask, lang))}</b></div>'
        buttons = []
        for n in range(len(state.market) + 1):
            button = w.Button(description=str(n), tooltip=str(n), layout=w.Layout(width="auto"), button_style="info")
            button.add_class("schwarz-option")
            button.add_class("sa-coach-number")
            button.on_click(partial(lambda count, _event: self.answer(count), n))
            buttons.append(button)
        self._numbers.children = buttons
        own = sorted(state.illegal_workers[seat]) if seat is not None else []
        wrong = _(COACH_WRONG.id, own=listing(own, "and"))
        self._wrong.value = (f'<div class="sa-coach"><div class="wrong" role="alert">✘ {escape(render(wrong, lang))}'
                             f"</div></div>" if self._tries else "")
        self.widget.layout.display = ""
