"""Switches for the Express variant and the RUN and Mafia-Style expansions (sections sch.express.*, sch.run,
sch.mafia): each change starts a new game of the lesson with those Options.

The engine plays RUN and Mafia only with the base game (sch.run, sch.mafia):
switches that do not apply are disabled.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from schwarz.i18n import _, pgettext, render
from schwarz.scheffeln import Options
from widgets.page import friendly

TITLE = _("Rules in play (a change starts a new game)")
NOTE = _("Express is played without RUN and Mafia.")
LABELS = {
    "express": pgettext("switch", "Express variant"),
    "run": pgettext("switch", "RUN expansion"),
    "mafia": pgettext("switch", "Mafia-Style expansion"),
}
RULES = {"express": "sch.express", "run": "sch.run", "mafia": "sch.mafia"}
"""The rule section of each switch: on hover only (a section id is never shown as text)."""


def options_for(express: bool, run: bool, mafia: bool) -> Options:
    """The Options the switches stand for (Express wins over RUN and Mafia, which it excludes)."""
    if express:
        return Options(express=True)
    return Options(run=run, mafia=mafia)


class Switches:
    """Three checkboxes; a change calls ``lesson.new_game(options)``."""

    def __init__(self, lesson: Any, lang: str | None = None) -> None:
        self._lesson = lesson
        self._lang = lang or lesson.lang
        current = lesson.options if isinstance(lesson.options, Options) else Options()
        self._title = w.HTML()
        self._express = w.Checkbox(value=current.express, indent=False)
        self._run = w.Checkbox(value=current.run, indent=False)
        self._mafia = w.Checkbox(value=current.mafia, indent=False)
        self._errors = w.HTML()
        for box in (self._express, self._run, self._mafia):
            box.observe(self._on_switch_change, names="value")
        self.widget = w.VBox([self._title, self._express, self._run, self._mafia, self._errors])
        self._render()

    @property
    def options(self) -> Options:
        return options_for(bool(self._express.value), bool(self._run.value), bool(self._mafia.value))

    def set(self, express: bool = False, run: bool = False, mafia: bool = False) -> None:
        """Set all three switches at once (one new game)."""
        for box in (self._express, self._run, self._mafia):
            box.unobserve(self._on_switch_change, names="value")
        self._express.value, self._run.value, self._mafia.value = express, run and not express, mafia and not express
        for box in (self._express, self._run, self._mafia):
            box.observe(self._on_switch_change, names="value")
        self._on_switch_change(None)

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self._render()

    def _on_switch_change(self, _event: Any) -> None:
        def change() -> None:
            self._lesson.new_game(self.options)
            self._render()

        friendly(lambda: self._errors, lambda: self._lang)(change)()

    def _render(self) -> None:
        lang = self._lang
        self._title.value = (f'<div class="schwarz"><b>{escape(render(TITLE, lang))}</b> '
                             f'<span class="muted">{escape(render(NOTE, lang))}</span></div>')
        for box, key in ((self._express, "express"), (self._run, "run"), (self._mafia, "mafia")):
            box.description = render(LABELS[key], lang)
            box.tooltip = f"§ {RULES[key]}"
            box.layout.width = "auto"
        self._run.disabled = self._mafia.disabled = bool(self._express.value)
        self._express.disabled = bool(self._run.value or self._mafia.value)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()
