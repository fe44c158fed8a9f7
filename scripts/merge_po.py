"""Merge the French translations of two versions of the catalog (after a git merge): `python scripts/merge_po.py
OURS THEIRS` writes the union of their translations into the working catalog, then `scripts/catalog.py` keeps
exactly the messages of the code. A message translated differently on both sides keeps OURS."""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

PO = Path(__file__).resolve().parent.parent / "schwarz" / "locale" / "fr" / "LC_MESSAGES" / "schwarz.po"


def translations(path: str) -> dict[tuple[str | None, object], object]:
    with open(path, "rb") as f:
        return {(m.context, m.id): m.string for m in read_po(f, locale="fr") if m.id and m.string}


def main(ours: str, theirs: str) -> int:
    merged = {**translations(theirs), **translations(ours)}
    with open(ours, "rb") as f:
        po = read_po(f, locale="fr")
    for key, string in merged.items():
        context, msgid = key
        if po.get(msgid, context=context) is None:
            po.add(msgid, string, context=context)
        elif not po.get(msgid, context=context).string:
            po.get(msgid, context=context).string = string
    with PO.open("wb") as f:
        write_po(f, po, width=120, sort_output=False, include_previous=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
