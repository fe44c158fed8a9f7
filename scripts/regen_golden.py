"""Regenerate the golden transcripts (playthroughs) of tests/golden/: `python scripts/regen_golden.py`."""

from __future__ import annotations

import sys
from pathlib import Path

from schwarz.cli import parse_options, transcript
from schwarz.core.registry import find_game

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"

# (game, players, seed, options as KEY=VALUE, language): one file each.
CASES: list[tuple[str, int, int, tuple[str, ...], str]] = [
    ("schwarzarbeit", 3, 1, (), "en"),
    ("schwarzarbeit", 4, 1, (), "en"),
    ("schwarzarbeit", 5, 2, ("edition=fr",), "en"),
    ("schwarzarbeit", 4, 1, (), "fr"),
    ("scheffeln", 3, 1, (), "en"),
    ("scheffeln", 6, 2, ("express=true",), "en"),
    ("scheffeln", 4, 3, ("run=true", "mafia=true"), "en"),
    ("scheffeln", 4, 3, ("run=true", "mafia=true"), "fr"),
    ("schwarzmarkt", 3, 1, (), "en"),
    ("schwarzmarkt", 5, 2, ("deck=variant",), "en"),
    ("schwarzmarkt", 5, 2, ("deck=variant",), "fr"),
]


def path_for(game: str, players: int, seed: int, options: tuple[str, ...], lang: str = "en") -> Path:
    suffix = "".join(f"-{o.replace('=', '_')}" for o in options)
    language = "" if lang == "en" else f".{lang}"
    return GOLDEN / f"{game}-{players}p-seed{seed}{suffix}{language}.txt"


def render(game: str, players: int, seed: int, options: tuple[str, ...], lang: str = "en") -> str:
    spec = find_game(game)
    return transcript(spec, players, seed, parse_options(spec, options), lang)


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        path_for(*case).write_text(render(*case), encoding="utf-8")
        print("wrote", path_for(*case))
    return 0


if __name__ == "__main__":
    sys.exit(main())
