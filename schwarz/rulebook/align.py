"""The texts of a game side by side, section by section (English, French, printed French).

Every section id of the game gives one row, in reading order; a text without that section gives None and
the row's ``note`` says so (the French score table, the English '(see overview)', English-only games).
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.rulebook.book import Section, sections
from schwarz.rulebook.catalog import CATALOG, LANGS


@dataclass(frozen=True)
class AlignedRow:
    """One section in every language: the section texts (markdown) or None where a text lacks it."""

    id: str
    title: str
    en: str | None
    fr: str | None
    fr_print: str | None
    note: str | None
    flavour: bool


def _texts(game: str, lang: str) -> dict[str, Section]:
    if lang not in LANGS[game]:
        return {}
    return {s.id: s for s in sections(game, lang)}


def aligned(game: str) -> tuple[AlignedRow, ...]:
    """Rows (id, en, fr, fr_print, note) covering every section of ``game`` in reading order."""
    if game not in CATALOG:
        raise KeyError(game)
    en, fr, fr_print = (_texts(game, lang) for lang in ("en", "fr", "fr-print"))
    english_only = LANGS[game] == ("en",)
    rows: list[AlignedRow] = []
    for entry in CATALOG[game]:
        texts = {
            lang: found[entry.id].markdown if entry.id in found else None
            for lang, found in (("en", en), ("fr", fr), ("fr-print", fr_print))
        }
        notes: list[str] = []
        if english_only:
            notes.append("English only: the project has no French text of this game.")
        else:
            missing = [lang for lang, text in texts.items() if text is None]
            if missing:
                notes.append(f"No counterpart in: {', '.join(missing)}.")
        if entry.note:
            notes.append(entry.note)
        rows.append(
            AlignedRow(
                id=entry.id,
                title=entry.title,
                en=texts["en"],
                fr=texts["fr"],
                fr_print=texts["fr-print"],
                note=" ".join(notes) or None,
                flavour=entry.flavour,
            )
        )
    return tuple(rows)
