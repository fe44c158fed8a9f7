"""The page's language: English or French (every string itself comes from the catalog, ``schwarz.i18n``).

The language travels in the page address (``?lang=fr``): Voila hands the query string to the kernel as the
``QUERY_STRING`` environment variable, and every link the app draws carries the language on, so the choice
is remembered from page to page. In JupyterLab there is no query string and English is the default.
"""

from __future__ import annotations

import os
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from schwarz.i18n import LANGS as LANGS

LANG_NAMES = {"en": "English", "fr": "Français"}
"""Each language by its own name, on the language switch."""


def lang_from_query(query: str | None) -> str:
    """The language asked for by a query string such as ``lang=fr`` (English by default)."""
    values = parse_qs(query or "").get("lang", [])
    return values[0] if values and values[0] in LANGS else "en"


def current_lang() -> str:
    """The language of the page this kernel serves (from Voila's ``QUERY_STRING``; English elsewhere)."""
    return lang_from_query(os.environ.get("QUERY_STRING"))


def with_lang(href: str, lang: str) -> str:
    """``href`` with ``?lang=`` set, so the next page opens in the same language."""
    parts = urlsplit(href)
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    query["lang"] = lang
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(query), parts.fragment))
