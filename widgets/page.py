"""What every page of the app shares: a header with the home link and the language switch, and friendly errors.

Pure renderers first (``render_header``), then the thin widget (``Header``).
"""

from __future__ import annotations

import atexit
import functools
import gc
import logging
import os
import sys
from collections.abc import Callable
from html import escape
from typing import Any, TypeVar

import ipywidgets as w

from schwarz.core.errors import IllegalAction, SchwarzError
from schwarz.i18n import Msg, _, render
from widgets.i18n import LANG_NAMES, LANGS, current_lang, with_lang
from widgets.lifeline import Lifeline

CSS = """
<style>
.schwarz { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; }
.schwarz h1 { font-size: 1.6em; margin: 0.2em 0; }
.schwarz a { color: #1f4e9c; }
.schwarz .muted { color: #5b6478; }
.schwarz .error { background: #fdecea; border-left: 4px solid #b3202a; padding: 6px 10px; }
.schwarz .assumed { border-bottom: 2px dotted #b36b00; cursor: help; }
/* Readable controls on every page (WCAG AA contrast): widget buttons, tabs and toggles. */
.jupyter-widgets .jupyter-button.mod-primary, .jupyter-widgets .jupyter-button.mod-info {
  background: #1f4e9c; color: #fff; }
.jupyter-widgets .jupyter-button.mod-primary:disabled, .jupyter-widgets .jupyter-button.mod-info:disabled {
  background: #c5cde0; color: #1f2a44; }
.jupyter-widgets .jupyter-button:disabled { color: #3d4658; opacity: 1; background: #e4e7ee; }
.jupyter-widgets .lm-TabBar-tab { color: #1f2a44 !important; background: #e4e7ee !important; }
.jupyter-widgets .lm-TabBar-tab.lm-mod-current { color: #111 !important; background: #fff !important; }
.jupyter-widgets :focus-visible { outline: 3px solid #111; outline-offset: 1px; }
</style>
"""

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger("schwarz.widgets")


def render_header(title: str, lang: str, home: bool = True) -> str:
    """The page title with a link back to the landing page (carrying the language)."""
    href = escape(with_lang("index.ipynb", lang))
    label = escape(render(_("Home"), lang))
    link = f'<a class="home" href="{href}">← {label}</a>' if home else ""
    return f'{CSS}<div class="schwarz">{link}<h1>{escape(title)}</h1></div>'


def render_error(message: str, rule: str = "") -> str:
    """A friendly error box (never a traceback); the rule that refuses an action is named on hover."""
    cited = f' data-rule="{escape(rule)}" title="§ {escape(rule)}"' if rule else ""
    return f'<div class="schwarz"><div class="error" role="alert"{cited}>{escape(message)}</div></div>'


class Header:
    """Title, home link and the EN/FR switch; ``on_lang`` callbacks re-render the rest of the page."""

    def __init__(self, title: Msg, home: bool = True, lang: str | None = None) -> None:
        self._page_title = title
        self._home = home
        self._callbacks: list[Callable[[str], None]] = []
        self._title = w.HTML()
        self._switch = w.ToggleButtons(
            options=[(LANG_NAMES[code], code) for code in LANGS],
            value=lang or current_lang(),
            tooltips=[LANG_NAMES[code] for code in LANGS],
            style={"button_width": "90px"},
        )
        self._switch.observe(self._on_lang_change, names="value")
        self.lifeline = Lifeline(self.lang)
        self.widget = w.HBox(
            [self._title, self._switch, self.lifeline],
            layout=w.Layout(justify_content="space-between", align_items="center", width="100%"),
        )
        self.widget.add_class("schwarz-page-header")
        self._render()

    @property
    def lang(self) -> str:
        return str(self._switch.value)

    def on_lang(self, callback: Callable[[str], None]) -> None:
        self._callbacks.append(callback)

    def set_lang(self, lang: str) -> None:
        self._switch.value = lang

    def _on_lang_change(self, change: dict[str, Any]) -> None:
        self.lifeline.set_lang(self.lang)
        self._render()
        for callback in self._callbacks:
            callback(self.lang)

    def _render(self) -> None:
        self._title.value = render_header(render(self._page_title, self.lang), self.lang, self._home)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def friendly(error_area: Callable[[], w.HTML], lang: Callable[[], str]) -> Callable[[F], F]:
    """Decorate a widget handler: a rule error shows its reason, anything else a friendly message."""

    def decorate(handler: F) -> F:
        @functools.wraps(handler)
        def run(*args: Any, **kwargs: Any) -> Any:
            area = error_area()
            area.value = ""
            try:
                return handler(*args, **kwargs)
            except IllegalAction as exc:
                area.value = render_error(exc.text(lang()), exc.rule)
            except SchwarzError as exc:
                area.value = render_error(exc.text(lang()))
            except Exception:  # a user never sees a traceback; the log keeps it
                log.exception("handler %s failed", handler.__name__)
                oops = _("Something went wrong here. The rest of the page still works; try again or restart the game.")
                area.value = render_error(render(oops, lang()))
            return None

        return run  # type: ignore[return-value]

    return decorate


def _exit_at_once() -> None:
    """The page kernel's last step: leave without the interpreter's clean-up (see ``wait_for_visitor``)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def wait_for_visitor() -> None:
    """Prepare a page's kernel under Voila, then, with pre-heated kernels (``make app POOL=n``), pause here until a
    visitor opens the page: the cells above it (the imports, the slow part of a page) ran before anyone came, and
    the visitor's page address (language, position) reaches the kernel now.

    Under Voila a page's kernel also leaves without clean-up when its tab closes: it keeps nothing worth saving
    (no history, no files), and IPython's clean-up and the interpreter's freeing of every object cost about half a
    second of CPU per closed tab, which a class leaving the landing page together paid once per student while the
    next pages loaded. The imported modules are frozen out of the garbage collector's sweeps for the same reason.
    Anywhere else (JupyterLab, nbclient) it does nothing."""
    if "VOILA_BASE_URL" not in os.environ:
        return
    atexit.register(_exit_at_once)  # registered last, so it runs first
    gc.collect()
    gc.freeze()
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        from voila.utils import wait_for_request

        wait_for_request()
