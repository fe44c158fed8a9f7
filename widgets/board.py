"""The board as a widget that takes clicks and keys (anywidget): the table drawn by a game's pure renderer, with
the legal targets of the decision at hand highlighted and focusable.

The browser part (``static/board.js``) only marks the elements whose ``data-target`` is in ``targets``, sends
back the key of the element clicked (or chosen with Enter or Space), and fits the board to the screen. What a
target means, and whether it is legal, is decided here in Python (``widgets.decision``); the HTML comes from
the view of the seat watching, so the board never holds another player's secrets.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

STATIC = Path(__file__).resolve().parent / "static"


class Board(anywidget.AnyWidget):
    """``html``: the drawn table; ``targets``: the keys of the elements that may be picked now; ``selected``: how
    many of each key are picked; ``labels``: each target's words for screen readers; ``present``: presentation
    mode (the board enlarged to fill the screen)."""

    _esm = (STATIC / "board.js").read_text(encoding="utf-8")
    _css = (STATIC / "board.css").read_text(encoding="utf-8")
    html = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    selected = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    present = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._pick_handlers: list[Callable[[str, str], None]] = []
        self.on_msg(self._on_message)

    def on_pick(self, handler: Callable[[str, str], None]) -> None:
        """``handler(kind, key)`` when a target is picked (``"pick"``), a picked one unpicked (``"unpick"``),
        or Escape pressed (``"cancel"``, key empty)."""
        self._pick_handlers.append(handler)

    def click(self, key: str, kind: str = "pick") -> None:
        """What a click on the element ``key`` does (for tests and keyboard-less callers)."""
        for handler in self._pick_handlers:
            handler(kind, key)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind, key = content.get("kind"), content.get("key", "")
        if kind in ("pick", "unpick", "cancel") and isinstance(key, str) and len(key) < 200:
            self.click(key, str(kind))
