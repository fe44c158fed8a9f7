"""The landing page: every notebook with its picture and one line, in the chosen language."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from schwarz.core.contract import Page
from schwarz.i18n import _, render
from widgets.catalog import CATALOG, picture
from widgets.i18n import with_lang
from widgets.page import CSS, Header

APP_TAGLINE = _("Step through Schwarzarbeit, Scheffeln and Schwarzmarkt rule by rule, see what every announcement "
    "reveals, and change the rules to see what they do.")
APP_TITLE = _("schwarz: three German card games, taught")

CARD_CSS = """
<style>
.landing { display: flex; flex-wrap: wrap; gap: 16px; }
.landing .card { width: 250px; border: 1px solid #d9cfbd; border-radius: 10px; padding: 12px; background: white;
  text-decoration: none; color: inherit; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.landing .card:hover { border-color: #b3202a; }
.landing .card h3 { margin: 8px 0 4px; font-size: 1.05em; color: #1f4e9c; }
.landing .card p { margin: 0; font-size: 0.92em; }
</style>
"""


def render_card(entry: Page, lang: str) -> str:
    """One notebook as a clickable card: picture, title, one line."""
    href = escape(with_lang(entry.notebook, lang))
    return (
        f'<a class="card" href="{href}" data-notebook="{escape(entry.notebook)}">{picture(entry)(lang)}'
        f"<h3>{escape(render(entry.title, lang))}</h3><p>{escape(render(entry.line, lang))}</p></a>"
    )


def render_landing(lang: str, catalog: tuple[Page, ...] = CATALOG) -> str:
    """The landing page body: the tagline and one card per notebook."""
    cards = "".join(render_card(entry, lang) for entry in catalog)
    return (
        f'{CSS}{CARD_CSS}<div class="schwarz"><p class="muted">{escape(render(APP_TAGLINE, lang))}</p>'
        f'<div class="landing">{cards}</div></div>'
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
