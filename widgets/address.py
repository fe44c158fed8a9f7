"""The position in the page address, so a link reopens it: deal number, players, seat, options and moves.

``position_query(...)`` writes the query string (``lang=fr&deal=7&players=4&seat=1&human=1&moves=3.0.12&at=2``),
``read_position(query)`` reads it back; the moves are indices among the legal actions (``schwarz.record``). The
``PageLink`` widget (anywidget) puts the query into the browser's address bar, copies the link and downloads a
game record; it draws nothing.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlencode

import anywidget
import traitlets

from schwarz.core.codec import MAX_BYTES, excerpt
from schwarz.core.errors import InvalidState
from schwarz.i18n import _
from schwarz.sim import changed, options_from
from widgets.board import STATIC

TEACHER_SEAT = "teacher"
MAX_QUERY = 20_000
"""A longer address is not read (a whole game's moves take a few hundred characters)."""


@dataclass(frozen=True)
class Position:
    """What a link says: any field may be missing (``None``: the page's default)."""

    deal: int | None = None
    players: int | None = None
    seat: int | None = None
    teacher: bool = False
    human: bool | None = None
    options: dict[str, str] = field(default_factory=dict)
    moves: str = ""
    at: int | None = None
    resume: str = ""
    """Student mode: the token of a game kept on the server (``widgets.student``)."""


def _number(values: dict[str, list[str]], key: str, low: int, high: int) -> int | None:
    raw = values.get(key, [""])[0]
    if not raw:
        return None
    if not raw.isdigit() or not low <= int(raw) <= high:
        raise InvalidState(_("the link's {key} is not a number from {low} to {high}: {value}", key=key, low=low,
                             high=high, value=excerpt(raw)))
    return int(raw)


def read_position(query: str | None) -> Position:
    """The position a query string names (``InvalidState`` for values that cannot be read)."""
    if not query or len(query) > MAX_QUERY:
        return Position()
    values = parse_qs(query)
    seat_text = values.get("seat", [""])[0]
    teacher = seat_text == TEACHER_SEAT
    human_text = values.get("human", [""])[0]
    return Position(
        deal=_number(values, "deal", 0, 10**9),
        players=_number(values, "players", 1, 9),
        seat=None if teacher else _number(values, "seat", 1, 9),
        teacher=teacher,
        human=None if not human_text else human_text == "1",
        options={k[4:]: v[0] for k, v in values.items() if k.startswith("opt.")},
        moves=values.get("moves", [""])[0],
        at=_number(values, "at", 0, 10**5),
        resume=values.get("resume", [""])[0][:64],
    )


def position_query(lang: str, deal: int, players: int, seat: int | None, human: bool, options: Any,
                   moves: str, at: int | None) -> str:
    """The query string of a position (seats counted from 1, as players say them)."""
    query: dict[str, str] = {"lang": lang, "deal": str(deal), "players": str(players),
                             "seat": TEACHER_SEAT if seat is None else str(seat + 1), "human": "1" if human else "0"}
    for name, value in changed(options).items():
        query[f"opt.{name}"] = str(getattr(value, "value", value)).lower() if isinstance(value, bool) else str(
            getattr(value, "value", value))
    if moves:
        query["moves"] = moves
    if at is not None:
        query["at"] = str(at)
    return urlencode(query, safe=".,")


def resume_query(lang: str, token: str) -> str:
    """Student mode's query string: the language and the token of the game kept on the server (no deal)."""
    return urlencode({"lang": lang, "resume": token})


def options_of(game: Any, position: Position, default: Any) -> Any:
    """The Options a link names (the page's ``default`` when it names none)."""
    if not position.options:
        return default
    return options_from(game, position.options)


def page_query() -> str:
    """The query string of the page this kernel serves (Voila's ``QUERY_STRING``; empty elsewhere)."""
    return os.environ.get("QUERY_STRING", "")


class Upload(anywidget.AnyWidget):
    """A button that opens a file chooser and hands the chosen file's text to ``on_upload`` handlers (at most
    ``limit`` bytes; a larger file is refused in the browser and reported as ``None``)."""

    _esm = (STATIC / "upload.js").read_text(encoding="utf-8")
    label = traitlets.Unicode("").tag(sync=True)
    limit = traitlets.Int(MAX_BYTES).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._handlers: list[Callable[[str | None], None]] = []
        self.on_msg(self._on_message)

    def on_upload(self, handler: Callable[[str | None], None]) -> None:
        self._handlers.append(handler)

    def upload(self, text: str | None) -> None:
        """What choosing a file with this text does (``None``: a file that could not be read or was too large)."""
        for handler in self._handlers:
            handler(text)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        text = content.get("text") if content.get("kind") == "upload" else None
        self.upload(text if isinstance(text, str) else None)


class PageLink(anywidget.AnyWidget):
    """Keeps ``query`` in the browser's address bar (under Voila only); ``href`` is the page's address as the
    browser shows it; ``download(name, text)`` saves a file; ``copy()`` puts the address on the clipboard."""

    _esm = (STATIC / "address.js").read_text(encoding="utf-8")
    query = traitlets.Unicode("").tag(sync=True)
    href = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._copied: list[Callable[[bool], None]] = []
        self.on_msg(self._on_message)

    def download(self, name: str, text: str) -> None:
        self.send({"kind": "download", "name": name, "text": text})

    def copy(self) -> None:
        self.send({"kind": "copy"})

    def on_copied(self, handler: Callable[[bool], None]) -> None:
        self._copied.append(handler)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "copied":
            for handler in self._copied:
                handler(bool(content.get("ok")))
