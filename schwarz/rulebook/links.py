"""Sections linked to code: which section ids the engines cite, and the sections of an engine phase.

A section is *linked* when its id is a constant of some ``schwarz/**/rule_ids.py``; every section must be
linked or flavour (tests/rulebook checks it for every game whose package imports). The engines' files are
read as source (``ast``), so a game being written cannot break the rulebook.
"""

from __future__ import annotations

import ast
import enum
import importlib
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from schwarz.rulebook.book import Section, section
from schwarz.rulebook.catalog import CATALOG, GAMES, LANGS, game_of, prefix

ID_PATTERN = re.compile(rf"^({'|'.join(prefix(game) for game in GAMES)})\.[a-z.-]+$")
"""A rule section id of any registered game ('sa.turn.hiring')."""
"""What a rulebook section id looks like (a string literal of this shape in code cites a section)."""

_ROOT = Path(__file__).resolve().parent.parent


def _literals(path: Path) -> Iterator[tuple[str, int]]:
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and ID_PATTERN.match(node.value):
            yield node.value, node.lineno


def rule_id_files(root: Path = _ROOT) -> tuple[Path, ...]:
    """Every ``rule_ids.py`` under the ``schwarz`` package."""
    return tuple(sorted(root.rglob("rule_ids.py")))


@cache
def code_rule_ids(root: Path = _ROOT) -> frozenset[str]:
    """Every section id declared as a constant in a ``rule_ids.py`` (the ids the engines cite)."""
    return frozenset(value for path in rule_id_files(root) for value, _ in _literals(path))


def cited_ids(root: Path = _ROOT) -> dict[str, list[str]]:
    """Every string literal shaped like a section id in the engine code (the rulebook itself left out),
    with where it occurs ('path:line')."""
    found: dict[str, list[str]] = {}
    rulebook = Path(__file__).resolve().parent
    for path in sorted(root.rglob("*.py")):
        if rulebook in path.parents:
            continue
        for value, line in _literals(path):
            found.setdefault(value, []).append(f"{path.relative_to(root.parent)}:{line}")
    return found


def is_linked(section_id: str) -> bool:
    """Is the section cited by some engine (its id a constant of a ``rule_ids.py``)?"""
    return section_id in code_rule_ids()


@dataclass(frozen=True)
class Coverage:
    """How many sections of a game are linked to code, flavour, or neither."""

    game: str
    linked: tuple[str, ...]
    flavour: tuple[str, ...]
    unlinked: tuple[str, ...]

    @property
    def total(self) -> int:
        return len({*self.linked, *self.flavour, *self.unlinked})

    def __str__(self) -> str:
        linked, flavour = f"{len(self.linked)}/{self.total}", len(self.flavour)
        text = f"{self.game}: {linked} sections linked to code, {flavour} flavour"  # dev-text
        return text + (f", unlinked: {', '.join(self.unlinked)}" if self.unlinked else "")  # dev-text


def coverage(game: str) -> Coverage:
    """Linked / flavour / unlinked sections of ``game`` (a flavour section may be linked too)."""
    if game not in CATALOG:
        raise KeyError(game)
    ids = code_rule_ids()
    entries = CATALOG[game]
    return Coverage(
        game=game,
        linked=tuple(e.id for e in entries if e.id in ids),
        flavour=tuple(e.id for e in entries if e.flavour),
        unlinked=tuple(e.id for e in entries if e.id not in ids and not e.flavour),
    )


def _game_of_phase(phase: enum.Enum) -> str:
    parts = type(phase).__module__.split(".")
    if len(parts) >= 2 and parts[0] == "schwarz" and parts[1] in GAMES:
        return parts[1]
    raise KeyError(f"{phase!r} is not a phase of a game package")  # dev-text: a programming error


def _phase_table(game: str) -> Mapping[Any, Any]:
    module = importlib.import_module(f"schwarz.{game}")
    table = getattr(module, "PHASES", None)
    if table is None:
        table = module.GAME.phases
    return table  # type: ignore[no-any-return]


def sections_for(phase: enum.Enum, lang: str = "en") -> tuple[Section, ...]:
    """The sections that govern an engine phase (its ``PhaseSpec.rule_ids``), in ``lang``.

    A game without a text in ``lang`` (Scheffeln, Schwarzmarkt in 'fr-print') gives its English sections; a
    section that text lacks (the French score table in English) comes from the first text that has it.
    """
    game = _game_of_phase(phase)
    spec = _phase_table(game)[phase]
    code = lang if lang in LANGS[game] else "en"
    found: list[Section] = []
    for rule_id in spec.rule_ids:
        if game_of(rule_id) != game:
            raise KeyError(f"phase {phase!r} cites {rule_id!r} of another game")  # dev-text
        for other in (code, *LANGS[game]):
            try:
                found.append(section(rule_id, other))
                break
            except KeyError:
                continue
        else:
            raise KeyError(f"section {rule_id!r} is in no text of {game}")  # dev-text
    return tuple(found)
