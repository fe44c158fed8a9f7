"""Golden playthroughs: a seeded game's transcript never changes unless the rules change on purpose.

Regenerate with `python scripts/regen_golden.py` and read the diff before committing it.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "regen_golden.py"
_spec = importlib.util.spec_from_file_location("regen_golden", SCRIPT)
assert _spec and _spec.loader
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)


@pytest.mark.parametrize("case", regen.CASES, ids=lambda c: regen.path_for(*c).name)
def test_transcript_matches_golden_file(case: tuple[str, int, int, tuple[str, ...], str]) -> None:
    expected = regen.path_for(*case).read_text(encoding="utf-8")
    assert regen.render(*case) == expected
