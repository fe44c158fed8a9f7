"""Every rulebook section id of every registered game, in reading order, with its title and whether it is flavour.

Each game declares its texts in its own package (``schwarz/<game>/sections.py``, ``GameSpec.texts``): the
languages, the seed text each comes from, which are the project's own translations, and its sections. This
module gathers them for the rulebook. The texts (``texts/<game>.<lang>.md``) mark where each section starts
with ``<!-- section: <id> -->``; engines cite the ids in their ``rule_ids.py``. A *flavour* section
(introduction, story, credits, thanks, tips) states no rule an engine must enforce.
"""

from __future__ import annotations

from schwarz.core.contract import RuleSection, RuleTexts
from schwarz.core.registry import GAMES as REGISTERED
from schwarz.core.registry import find_game

Entry = RuleSection
"""A section id with its title, flavour and an editor's note (declared by each game)."""

GAMES: tuple[str, ...] = tuple(name for name, spec in REGISTERED.items() if spec.texts is not None)
"""The games whose texts the rulebook holds: every registered game that declares its texts."""


def _texts(game: str) -> RuleTexts:
    texts = find_game(game).texts
    assert texts is not None  # GAMES holds only games with texts
    return texts


def prefix(game: str) -> str:
    """Section ids of a game start with its prefix and a dot (``GameSpec.rule_prefix``: 'sa', 'sch', 'sm')."""
    return find_game(game).rule_prefix


LANGS: dict[str, tuple[str, ...]] = {game: _texts(game).langs for game in GAMES}
"""Languages per game (English first)."""

SOURCES: dict[tuple[str, str], str] = {(game, lang): source for game in GAMES
                                       for lang, source in _texts(game).sources.items()}
"""Which seed text each cleaned text comes from (the seeds live in ``../shared/seeds``); for the project's own
translations, which cleaned text they translate."""

PROJECT_TRANSLATIONS: dict[tuple[str, str], str] = {(game, lang): original for game in GAMES
                                                    for lang, original in _texts(game).translated_from.items()}
"""The texts the schwarz project translated itself, (game, lang) -> the language of the text translated (the
original, which a page should keep one click away). No published text exists in these languages."""

TRANSLATED_BY_PROJECT: frozenset[tuple[str, str]] = frozenset(PROJECT_TRANSLATIONS)
"""(game, lang) pairs whose text is the project's own translation, not a published one."""


CATALOG: dict[str, tuple[Entry, ...]] = {game: _texts(game).sections for game in GAMES}
"""Per game, every section in reading order (the French-only score table last)."""

ENTRIES: dict[str, Entry] = {e.id: e for entries in CATALOG.values() for e in entries}
"""Every section id of every game."""


def game_of(section_id: str) -> str:
    """The game a section id belongs to, by its prefix (``sa.`` / ``sch.`` / ``sm.``)."""
    head = section_id.split(".", 1)[0]
    for game in GAMES:
        if prefix(game) == head:
            return game
    raise KeyError(section_id)
