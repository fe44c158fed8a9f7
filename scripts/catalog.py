"""Keep the message catalog in step with the code: `python scripts/catalog.py` (Babel extract + update).

1. Babel extracts every ``_``, ``ngettext`` and ``pgettext`` message of ``schwarz/`` and ``widgets/`` into the
   template ``schwarz/locale/schwarz.pot``; names kept in data files (``schwarz/data/*.json``: business names)
   are added from there.
2. Each language's ``.po`` is updated from the template: new messages appear untranslated (the catalog test
   fails until they are translated), messages no longer in the code are dropped. The glossary at the top of
   each ``.po`` is kept.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "schwarz" / "locale"
POT = LOCALE / "schwarz.pot"
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
METHOD_MAP = [("**.py", "python")]
LANGS = ("fr",)
STAMP = datetime(2026, 1, 1, tzinfo=UTC)
"""A fixed date in the headers, so the files change only when the messages do."""


def data_messages() -> list[tuple[str, str]]:
    """(text, where) of the names that live in data files."""
    sys.path.insert(0, str(ROOT))
    from schwarz.i18n.data_names import data_names

    return data_names()


def template() -> Catalog:
    """The template: every message of the code and the data files, in source order."""
    pot = Catalog(project="schwarz", domain="schwarz", charset="utf-8", fuzzy=False, creation_date=STAMP,
                  revision_date=STAMP)
    for package in ("schwarz", "widgets"):
        found = extract_from_dir(
            str(ROOT / package), METHOD_MAP, keywords=KEYWORDS, comment_tags=("i18n:",), strip_comment_tags=True
        )
        for filename, lineno, message, comments, context in found:
            pot.add(message, locations=[(f"{package}/{filename}", lineno)], auto_comments=comments, context=context)
    for text, where in data_messages():
        pot.add(text, locations=[(where, 0)], auto_comments=["a name from a data file"])
    return pot


def translated(message: Message) -> bool:
    """Has ``message`` a translation (every plural form)?"""
    text = message.string
    if isinstance(text, tuple | list):
        return all(text)
    return bool(text)


def update(lang: str, pot: Catalog) -> Catalog:
    path = LOCALE / lang / "LC_MESSAGES" / "schwarz.po"
    with path.open("rb") as f:
        po = read_po(f, locale=lang)
    po.update(pot, no_fuzzy_matching=True)
    po.obsolete.clear()
    po.creation_date = po.revision_date = STAMP
    return po


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=120, omit_header=False, sort_output=False, include_previous=False)


def main() -> int:
    pot = template()
    write(POT, pot)
    print(f"{POT.relative_to(ROOT)}: {len(pot)} messages")
    for lang in LANGS:
        po = update(lang, pot)
        write(LOCALE / lang / "LC_MESSAGES" / "schwarz.po", po)
        missing = sum(1 for m in po if m.id and not translated(m))
        print(f"{lang}: {len(po)} messages, {missing} to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
