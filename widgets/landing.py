"""The landing page: where to start, each game in one line with its pages, and how long every page takes.

Each game's one line (``ABOUT``), its pages' durations (``MINUTES``) and the page a newcomer starts on (``START``)
live beside its pages in ``schwarz/<game>/pages.py``; a lesson page's tutorial length comes from its lesson file.
"""

from __future__ import annotations

import importlib
from html import escape
from types import ModuleType
from typing import Any

import ipywidgets as w

from schwarz.core.contract import Page
from schwarz.core.registry import GAMES
from schwarz.i18n import Msg, _, render
from widgets import lesson_file
from widgets.catalog import CATALOG, GENERAL, MINUTES, picture
from widgets.i18n import with_lang
from widgets.page import CSS, Header

APP_TAGLINE = _("Step through Schwarzarbeit, Scheffeln and Schwarzmarkt rule by rule, see what every announcement "
    "reveals, and change the rules to see what they do.")
APP_TITLE = _("schwarz: three German card games, taught")
START_LINE = _("New here? Start with the {minutes}-minute {game} tutorial: you make every move yourself.")
START_BUTTON = _("Start the tutorial")
ALL_GAMES = _("For all three games")
ABOUT_MINUTES = _("about {minutes} min")
LESSON_MINUTES = _("tutorial {tutorial} min, then a game of about {game} min")

CARD_CSS = """
<style>
.landing { display: flex; flex-wrap: wrap; gap: 16px; }
.landing .card { width: 250px; max-width: 100%; box-sizing: border-box; border: 1px solid #d9cfbd; border-radius: 10px;
  padding: 12px; background: white; text-decoration: none; color: inherit; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.landing .card:hover { border-color: #b3202a; }
.landing .card h3 { margin: 8px 0 4px; font-size: 1.05em; color: #1f4e9c; }
.landing .card p { margin: 0; font-size: 0.92em; line-height: 1.35; }
.landing .card h3 { line-height: 1.25; }
.landing .card .time { margin-top: 6px; font-size: 0.88em; color: #3d4658; font-weight: 600; }
.landing-game { margin: 14px 0 4px; }
.landing-game h2 { margin: 0; font-size: 1.3em; }
.landing-game p { margin: 2px 0 8px; max-width: 60em; line-height: 1.4; }
.landing-start { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 16px; background: #eef2fb;
  border: 2px solid #1f4e9c; border-radius: 10px; padding: 10px 14px; margin: 10px 0; }
.landing-start p { margin: 0; font-size: 1.1em; font-weight: 600; }
.landing-start a { background: #1f4e9c; color: #fff; border-radius: 6px; padding: 6px 14px; text-decoration: none;
  font-weight: 700; white-space: nowrap; }
</style>
"""


def _pages(game: str) -> ModuleType:
    return importlib.import_module(f"schwarz.{game}.pages")


def _lesson_of(notebook: str) -> str | None:
    """The game whose lesson page (its first page: the guided tutorial, then a game) ``notebook`` is."""
    for name in lesson_file.games_with_tutorials():
        if GAMES[name].pages and notebook == GAMES[name].pages[0].notebook:
            return name
    return None


def duration(entry: Page, lang: str) -> Msg | None:
    """How long the page takes: a lesson page its tutorial then one game, any other page about N minutes."""
    minutes = dict(MINUTES)
    for name in GAMES:
        minutes.update(getattr(_pages(name), "MINUTES", {}))
    total = minutes.get(entry.notebook)
    if total is None:
        return None
    game = _lesson_of(entry.notebook)
    if game is not None:
        tutorial = lesson_file.load(game, lang).minutes
        return _(LESSON_MINUTES.id, tutorial=tutorial, game=max(total - tutorial, 5))
    return _(ABOUT_MINUTES.id, minutes=total)


def render_card(entry: Page, lang: str) -> str:
    """One notebook as a clickable card: picture, title, one line, how long it takes."""
    href = escape(with_lang(entry.notebook, lang))
    took = duration(entry, lang)
    time = f'<p class="time">{escape(render(took, lang))}</p>' if took is not None else ""
    return (
        f'<a class="card" href="{href}" data-notebook="{escape(entry.notebook)}">{picture(entry)(lang)}'
        f"<h3>{escape(render(entry.title, lang))}</h3><p>{escape(render(entry.line, lang))}</p>{time}</a>"
    )


def render_start(lang: str) -> str:
    """Where a newcomer starts: the first game's tutorial."""
    for name in GAMES:
        start = getattr(_pages(name), "START", None)
        if start is not None:
            minutes = lesson_file.load(name, lang).minutes
            line = render(_(START_LINE.id, minutes=minutes, game=GAMES[name].title), lang)
            href = escape(with_lang(start, lang))
            return (f'<div class="landing-start" role="note"><p>{escape(line)}</p><a class="start-link" '
                    f'href="{href}">{escape(render(START_BUTTON, lang))} →</a></div>')
    return ""


def render_landing(lang: str, catalog: tuple[Page, ...] = CATALOG) -> str:
    """The landing page body: the tagline, where to start, each game in one line with its pages' cards, then the
    pages about all games."""
    listed = {entry.notebook for entry in catalog}
    parts = []
    for name, spec in GAMES.items():
        cards = "".join(render_card(entry, lang) for entry in spec.pages if entry.notebook in listed)
        about = getattr(_pages(name), "ABOUT", None)
        line = f"<p>{escape(render(about, lang))}</p>" if about is not None else ""
        parts.append(f'<section class="landing-game" data-game="{escape(name)}"><h2>{escape(spec.title)}</h2>{line}'
                     f'<div class="landing">{cards}</div></section>')
    general = "".join(render_card(entry, lang) for entry in GENERAL if entry.notebook in listed)
    parts.append(f'<section class="landing-game"><h2>{escape(render(ALL_GAMES, lang))}</h2>'
                 f'<div class="landing">{general}</div></section>')
    return (
        f'{CSS}{CARD_CSS}<div class="schwarz"><p class="muted">{escape(render(APP_TAGLINE, lang))}</p>'
        f'{render_start(lang)}{"".join(parts)}</div>'
    )


class Landing:
    """The landing page panel: header with the language switch, then the cards."""

    def __init__(self, lang: str | None = None) -> None:
        self._header = Header(APP_TITLE, home=False, lang=lang)
        self._body = w.HTML()
        self._header.on_lang(lambda _event: self._render())
        self.widget = w.VBox([self._header.widget, self._body])
        self._render()

    @property
    def lang(self) -> str:
        return self._header.lang

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    @property
    def html(self) -> str:
        return str(self._body.value)

    def _render(self) -> None:
        self._body.value = render_landing(self.lang)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.widget.close()
