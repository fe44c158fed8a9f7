"""Student mode, chosen where the app is started (``make app MODE=student``), never by a page address: each
visitor's seat is locked (no teacher view), deals are random and their number hidden, so a class can play against
bots without peeking. The position survives a lost kernel through a game kept on the server under a random token
(the page address carries ``resume=<token>``, never the deal).
"""

from __future__ import annotations

import os
import re
import secrets
import tempfile
from pathlib import Path

MODE_VARIABLE = "SCHWARZ_MODE"
STATE_VARIABLE = "SCHWARZ_STATE_DIR"
TOKEN = re.compile(r"[A-Za-z0-9_-]{20,64}")


def student_mode() -> bool:
    """Whether the app was started in student mode (the kernel's environment says so)."""
    return os.environ.get(MODE_VARIABLE) == "student"


def random_deal() -> int:
    """A deal number nobody can guess (it is a seed like any other, only hidden)."""
    return secrets.randbelow(10**9)


def new_token() -> str:
    return secrets.token_urlsafe(24)


def _folder() -> Path:
    folder = Path(os.environ.get(STATE_VARIABLE) or Path(tempfile.gettempdir()) / "schwarz-games")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def keep(token: str, record_text: str) -> None:
    """Keep the game record of the page whose address carries ``token``."""
    if TOKEN.fullmatch(token):
        (_folder() / f"{token}.json").write_text(record_text, encoding="utf-8")


def kept(token: str) -> str | None:
    """The game record kept under ``token`` (None: no such game, or a token that is not one)."""
    if not TOKEN.fullmatch(token):
        return None
    path = _folder() / f"{token}.json"
    return path.read_text(encoding="utf-8") if path.is_file() else None
