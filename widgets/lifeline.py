"""The page's lifeline to its kernel (anywidget): pings every few seconds; when the kernel or the server stops
answering, a banner says so in the page's language and offers to continue, which reopens the page at the
position its address keeps (``widgets.address``). The pings also keep a visible tab's kernel from being culled
as idle, while a lost tab's kernel is freed within a minute (``voila.json``: idle timeout and cull interval).
Until the page's first ping the kernel keeps itself alive, so a page still loading on a busy server keeps it."""

from __future__ import annotations

import time
from typing import Any

import anywidget
import traitlets

from schwarz.i18n import _, render
from widgets.board import STATIC

PING_SECONDS = 5
WAIT_SECONDS = 10
"""Until its page has connected, the kernel says it is alive this often (a page loading on a busy server must
not lose its kernel to the idle culling of lost tabs)."""
PATIENCE_SECONDS = 180
"""A page that has not connected after this long is taken for lost: its kernel then idles and is culled."""
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
        _keep_alive_until_connected(self)

    def set_lang(self, lang: str) -> None:
        self.lost_text = render(LOST, lang)
        self.waiting_text = render(WAITING, lang)
        self.continue_text = render(CONTINUE, lang)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "ping":
            _KERNEL["connected"] = True
            self.send({"kind": "pong"})


_KERNEL = {"connected": False, "waiting": False}
"""Per kernel: whether a page has pinged one of its lifelines yet, and whether the keep-alive below runs."""


def _keep_alive_until_connected(lifeline: Lifeline) -> None:
    """Until the first ping from the page, a message every few seconds keeps the kernel from looking idle to the
    culling of lost tabs; a page that never connects within ``PATIENCE_SECONDS`` is taken for lost. One keep-alive
    per kernel (a page may build lifelines it never shows)."""
    if _KERNEL["waiting"]:
        return
    try:
        from tornado.ioloop import IOLoop

        loop = IOLoop.current()
    except RuntimeError:  # no event loop (a plain script): nothing to keep alive
        return
    _KERNEL["waiting"] = True
    born = time.monotonic()

    def tick() -> None:
        if _KERNEL["connected"] or time.monotonic() - born > PATIENCE_SECONDS:
            _KERNEL["waiting"] = False
            return
        lifeline.send({"kind": "waiting"})
        loop.call_later(WAIT_SECONDS, tick)

    loop.call_later(WAIT_SECONDS, tick)
