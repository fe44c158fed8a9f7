"""A lesson page: first the guided tutorial (``widgets.tutorial``: the student makes every move on scripted
positions), then free play against bots on the board, with the rules chapter by chapter in a tab beside it.

Each game's chapters are data in its own package (``widgets/<game>/lesson.py``, named by ``GameSpec.lesson``); the
tutorial's steps are its lesson files (``widgets/lessons``); the rule paragraphs come from ``schwarz.rulebook`` in the
chosen language, so a notebook is one line: ``Lesson("schwarzarbeit")``. The page opens on the tutorial (at the
step its address names, ``?step=<id>``) unless its address names a position of free play (``deal``, ``moves``) or
``mode=play``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any, Protocol
from urllib.parse import parse_qs

import ipywidgets as w

from schwarz.core.registry import find_game, named
from schwarz.i18n import Msg, _, render
from widgets import lesson_file
from widgets.address import page_query
from widgets.i18n import current_lang
from widgets.page import Header
from widgets.rules import rule_html
from widgets.stepper import Stepper
from widgets.tutorial import Tutorial


@dataclass(frozen=True)
class Chapter:
    """One step of a lesson: a title and a teaching line (catalog messages), and the rule sections it shows."""

    title: Msg
    line: Msg
    rule_ids: tuple[str, ...]


@dataclass(frozen=True)
class LessonSpec:
    """A lesson: its chapters, the seeded game played after them (``options``: the game's Options or None),
    and extra panels named ``"module:factory"``, shown just above (``above``) or below (``below``) the game;
    a factory is called with the ``Lesson`` and returns a panel with ``widget``, ``set_lang`` and ``close``."""

    game: str
    title: Msg
    chapters: tuple[Chapter, ...]
    players: int
    seed: int
    play_title: Msg
    options: Any = None
    above: tuple[str, ...] = ()
    below: tuple[str, ...] = ()
    side: tuple[tuple[Msg, str], ...] = ()
    """Panels shown as tabs beside the board: (tab title, ``"module:factory"``)."""
    pinned: tuple[str, ...] = ()
    """Panels pinned under the status bar of free play (``"module:factory"``): questions asked before the engine
    goes on, such as the announcement."""


class Panel(Protocol):
    """What a lesson's extra panel offers."""

    widget: Any

    def set_lang(self, lang: str) -> None: ...

    def close(self) -> None: ...


def load_panel(path: str) -> Callable[[Lesson], Panel]:
    """The factory ``"module:name"`` (imported on first use)."""
    factory: Callable[[Lesson], Panel] = named(path)
    return factory


RULES_TAB = _("Chapters")
SCORES = "widgets.scores:for_lesson"
"""Every lesson ends with the score sheet of its game (shown to a player's seat once the game is over)."""
MODE_TUTORIAL = _("1. Guided tutorial ({minutes} min)")
MODE_PLAY = _("2. Play against bots")
MODE_HELP = _("Learn the rules move by move, then play a whole game")
TUTORIAL, PLAY = "tutorial", "play"


def mode_of(query: str) -> str:
    """The part of the page its address opens: free play when it names a position (``deal``, ``moves``) or
    ``mode=play``; else the tutorial."""
    values = parse_qs(query or "")
    if values.get("mode", [""])[0] == PLAY or "deal" in values or "moves" in values:
        return PLAY
    return TUTORIAL


def lesson_of(game: str) -> LessonSpec:
    """The lesson the game's spec names (``GameSpec.lesson``: ``"module:NAME"``)."""
    spec: LessonSpec = named(find_game(game).lesson)
    return spec


def render_chapter(chapter: Chapter, lang: str) -> str:
    """A chapter: the teaching line, then the rule paragraphs it is about."""
    rules = "".join(rule_html(rule_id, lang) for rule_id in chapter.rule_ids)
    return f'<div class="schwarz"><p><b>{escape(render(chapter.line, lang))}</b></p>{rules}</div>'


class Lesson:
    """The chapters of a game's rules in order, then a seeded game where the student plays seat 1."""

    def __init__(self, game: str, lang: str | None = None, human: bool = True, mode: str | None = None) -> None:
        self.spec = lesson_of(game)
        lang = lang or current_lang()
        self._human = human
        self._options = self.spec.options
        self._stepper_callbacks: list[Callable[[Stepper], None]] = []
        self._header = Header(self.spec.title, lang=lang)
        self._chapters = [w.HTML() for _chapter in self.spec.chapters]
        self._accordion = w.Accordion(children=self._chapters)
        self._play_title = w.HTML()
        self._play_title.add_class("schwarz-play-title")
        self.stepper = self._new_stepper(self.spec.players, self.spec.seed, lang, self._options, address=True)
        self._options = self.stepper.options
        self._game_box = w.VBox([self.stepper.widget])
        self._header.on_lang(self._on_lang_change)
        self.above = [load_panel(path)(self) for path in self.spec.above]
        self.below = [load_panel(path)(self) for path in self.spec.below]
        self.side = [load_panel(path)(self) for _title, path in self.spec.side]
        self.pinned = [load_panel(path)(self) for path in self.spec.pinned]
        self._add_tabs(self.stepper)
        self._play_box = w.VBox([self._play_title, *(p.widget for p in self.above), self._game_box,
                                 *(p.widget for p in self.below)])
        self.tutorial: Tutorial | None = None
        if game in lesson_file.games_with_tutorials():
            self.tutorial = Tutorial(game, lang, address=True)
            self.tutorial.on_finish(lambda: self.show(PLAY))
        self._mode = w.ToggleButtons(options=[("1", TUTORIAL), ("2", PLAY)], style={"button_width": "auto"})
        self._mode.add_class("schwarz-mode")
        self._mode.observe(self._on_mode_change, names="value")
        self._body = w.VBox()
        self.widget = w.VBox([self._header.widget, self._mode, self._body])
        self._render()
        self.show(mode or (mode_of(page_query()) if self.tutorial is not None else PLAY))

    @property
    def options(self) -> Any:
        """The Options of the game being played (None: the game's defaults)."""
        return self._options

    @property
    def mode(self) -> str:
        """``"tutorial"`` or ``"play"``: the part of the page shown."""
        return str(self._mode.value)

    def show(self, mode: str) -> None:
        """Show the guided tutorial or free play (the other part leaves the page, its state kept)."""
        self._mode.value = mode if self.tutorial is not None else PLAY
        self._show_mode()

    def _on_mode_change(self, _event: Any) -> None:
        self._show_mode()

    def _show_mode(self) -> None:
        if self.mode == TUTORIAL and self.tutorial is not None:
            self._body.children = [self.tutorial.widget]
        else:
            self._body.children = [self._play_box]
        self._mode.layout.display = "" if self.tutorial is not None else "none"

    def new_game(self, options: Any) -> None:
        """A new game with these Options, same seat, seed and number of players (e.g. Express, RUN, Mafia)."""
        players, seed = len(self.stepper.state.players), self.stepper.timeline.seed
        stepper = self._new_stepper(players, seed, self.lang, options, address=True, moves=False)
        old, self.stepper, self._options = self.stepper, stepper, options
        self._add_tabs(stepper)
        stepper.selected_tab = old.selected_tab  # the switch just clicked stays in sight
        self._game_box.children = [stepper.widget]
        old.close()

    def _add_tabs(self, stepper: Stepper) -> None:
        """The rules chapter by chapter, then the lesson's side panels, as tabs beside the board."""
        stepper.add_tab(RULES_TAB, self._accordion)
        for (title, _path), panel in zip(self.spec.side, self.side, strict=True):
            stepper.add_tab(title, panel.widget)
        for panel in self.pinned:
            stepper.pin(panel.widget)

    def on_stepper_change(self, callback: Callable[[Stepper], None]) -> None:
        """``callback(stepper)`` after every change of the game, also of the steppers of later new games."""
        self._stepper_callbacks.append(callback)
        self.stepper.on_change(callback)

    def _new_stepper(self, players: int, seed: int, lang: str, options: Any, address: bool = False,
                     moves: bool = True) -> Stepper:
        human = self._human
        stepper = Stepper(self.spec.game, players, seed, options=options, seat=0 if human else None, human=human,
                          lang=lang, address=address, restore=moves)
        for callback in self._stepper_callbacks:
            stepper.on_change(callback)
        return stepper

    @property
    def lang(self) -> str:
        return self._header.lang

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def chapter_html(self, index: int) -> str:
        return str(self._chapters[index].value)

    def _on_lang_change(self, lang: str) -> None:
        self.stepper.set_lang(lang)
        if self.tutorial is not None:
            self.tutorial.set_lang(lang)
        for panel in (*self.above, *self.below, *self.side, *self.pinned):
            panel.set_lang(lang)
        self._render()

    def _render(self) -> None:
        lang = self.lang
        for html, chapter in zip(self._chapters, self.spec.chapters, strict=True):
            html.value = render_chapter(chapter, lang)
        self._accordion.titles = tuple(render(c.title, lang) for c in self.spec.chapters)
        self._play_title.value = f'<div class="schwarz"><b>{escape(render(self.spec.play_title, lang))}</b></div>'
        minutes = lesson_file.load(self.spec.game, lang).minutes if self.tutorial is not None else 0
        labels = [render(_(MODE_TUTORIAL.id, minutes=minutes), lang), render(MODE_PLAY, lang)]
        value = self._mode.value
        self._mode.unobserve(self._on_mode_change, names="value")
        self._mode.options = list(zip(labels, (TUTORIAL, PLAY), strict=True))
        self._mode.value = value
        self._mode.tooltips = [render(MODE_HELP, lang)] * 2
        self._mode.observe(self._on_mode_change, names="value")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.stepper.close()
        if self.tutorial is not None:
            self.tutorial.close()
        for panel in (*self.above, *self.below, *self.side, *self.pinned):
            panel.close()
        self.widget.close()
