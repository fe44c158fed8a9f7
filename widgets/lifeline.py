"""The page's lifeline to its kernel (anywidget): pings every few seconds; when the kernel or the server stops
answering, a banner says so in the page's language and offers to continue, which reopens the page at the
position its address keeps (``widgets.address``). The pings also keep a visible tab's kernel from being culled
as idle, while a lost tab's kernel is freed within a minute (``voila.json``: idle timeout and cull interval)."""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from schwarz.i18n import _, render
from widgets.board import STATIC

PING_SECONDS = 5
LOST = _("The connection to this page's game was lost (the server or its kernel stopped).")
WAITING = _("Waiting for the server to answer…")
CONTINUE = _("Continue where I was")


class Lifeline(anywidget.AnyWidget):
    """Pings the kernel; answers with pongs; shows the lost-connection banner in the browser when needed."""

    _esm = (STATIC / "lifeline.js").read_text(encoding="utf-8")
    _css = ".schwarz-lifeline { position: fixed; top: 0; left: 0; right: 0; z-index: 1000; background: #8a1520; " \
           "color: #fff; font-size: 18px; padding: 10px 16px; font-family: 'Source Sans 3', 'Segoe UI', sans-serif; }"
    interval = traitlets.Int(PING_SECONDS).tag(sync=True)
    lost_text = traitlets.Unicode("").tag(sync=True)
    waiting_text = traitlets.Unicode("").tag(sync=True)
    continue_text = traitlets.Unicode("").tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.set_lang(lang)
        self.on_msg(self._on_message)

    def set_lang(self, lang: str) -> None:
        self.lost_text = render(LOST, lang)
        self.waiting_text = render(WAITING, lang)
        self.continue_text = render(CONTINUE, lang)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "ping":
            self.send({"kind": "pong"})
