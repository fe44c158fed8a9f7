"""Merge the French translations of two versions of the catalog after a git merge, three-way:

    python scripts/merge_po.py            # during a merge with a conflict in the .po (reads git's stages)
    python scripts/merge_po.py BASE OURS THEIRS

For every message, a side that changed the translation since BASE wins; when both changed it, OURS wins and the
message is listed. The result is written to the working catalog; then run `scripts/catalog.py` to keep exactly
the messages of the code (the template is regenerated from the code, so the .pot needs no merging).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "schwarz" / "locale" / "fr" / "LC_MESSAGES" / "schwarz.po"

Key = tuple[str | None, object]


def translations(path: Path) -> dict[Key, object]:
    with path.open("rb") as f:
        return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)): m.string
                for m in read_po(f, locale="fr") if m.id and m.string}


def merge(base: Path, ours: Path, theirs: Path) -> list[Key]:
    """Write the merged catalog (OURS' messages and header, translations merged); the keys both sides changed."""
    old, mine, other = translations(base), translations(ours), translations(theirs)
    with ours.open("rb") as f:
        po = read_po(f, locale="fr")
    both: list[Key] = []
    for key in set(mine) | set(other):
        context, msgid = key
        if isinstance(msgid, tuple):
            msgid = msgid[0]
        b, o, t = old.get(key), mine.get(key), other.get(key)
        string = o if t is None or t == b else t if o is None or o == b else o
        if o is not None and t is not None and o != t and b not in (o, t):
            both.append(key)
        message = po.get(msgid, context=context)
        if message is None:
            po.add(key[1], string, context=context)
        else:
            message.string = string
    with PO.open("wb") as f:
        write_po(f, po, width=120, omit_header=False, sort_output=False, include_previous=False)
    return both


def main(args: list[str]) -> int:
    if len(args) == 3:
        paths = [Path(a) for a in args]
    else:
        folder = Path(tempfile.mkdtemp())
        paths = []
        for stage in (1, 2, 3):
            text = subprocess.run(["git", "show", f":{stage}:{PO.relative_to(ROOT)}"], cwd=ROOT, check=True,
                                  capture_output=True).stdout
            path = folder / f"stage{stage}.po"
            path.write_bytes(text)
            paths.append(path)
    for key in merge(*paths):
        print(f"both sides translated {key!r} differently: kept ours", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
