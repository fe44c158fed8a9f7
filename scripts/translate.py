"""Fill French translations into the catalog from a small json file: `python scripts/translate.py FILE`.

FILE holds ``[[context or null, msgid or [singular, plural], french or [singular, plural]], ...]``. Only
messages present in the catalog are written; the rest are reported. A helper for translators, not the app.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po

PO = Path(__file__).resolve().parent.parent / "schwarz" / "locale" / "fr" / "LC_MESSAGES" / "schwarz.po"


def main(path: str) -> int:
    entries = json.loads(Path(path).read_text(encoding="utf-8"))
    with PO.open("rb") as f:
        po = read_po(f, locale="fr")
    missing = 0
    for context, msgid, french in entries:
        key = msgid if isinstance(msgid, str) else msgid[0]
        message = po.get(key, context=context)
        if message is None:
            print(f"not in the catalog: {msgid!r}", file=sys.stderr)
            missing += 1
            continue
        message.string = french if isinstance(french, str) else tuple(french)
    with PO.open("wb") as f:
        write_po(f, po, width=120, omit_header=False)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
