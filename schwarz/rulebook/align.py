"""The texts of a game side by side, section by section (English, French, printed French).

Every section id of the game gives one row, in reading order; a text without that section gives None and
the row's ``note`` says so (the French score table, the English '(see overview)', English-only games, the
project's own French translations, which have no printed text).
Within a row, ``paragraphs`` pairs the paragraphs: one to one where the texts agree, by ``_GROUPS`` where
one text splits a paragraph the other keeps whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.i18n import Msg, _, listing
from schwarz.rulebook.book import Section, sections
from schwarz.rulebook.catalog import CATALOG, LANGS, PROJECT_TRANSLATIONS


@dataclass(frozen=True)
class ParagraphRow:
    """Paragraphs that say the same in each text (a text may need two paragraphs; None: no counterpart)."""

    en: str | None
    fr: str | None
    fr_print: str | None


_GROUPS: dict[str, tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]] = {
    # (English paragraphs, French paragraphs) per row where they do not pair one to one; both French texts
    # have the same paragraphs (tests check it).
    "sa.setup": (((0,), (0,)), ((1,), (1,)), ((2,), (2,)), ((3, 4), (3,)), ((5,), (4,)), ((6,), (5,)), ((7,), (6,))),
    "sa.detective": (((0,), (0,)), ((1,), (1,)), ((2,), (2, 3, 4)), ((3,), (5,))),
}


def paragraphs(markdown: str | None) -> list[str]:
    """The paragraphs (blocks separated by a blank line) of a section's markdown."""
    return markdown.split("\n\n") if markdown else []


def _pair(section_id: str, en: str | None, fr: str | None, fr_print: str | None) -> tuple[ParagraphRow, ...]:
    pe, pf, pp = paragraphs(en), paragraphs(fr), paragraphs(fr_print)
    if section_id in _GROUPS:
        groups = _GROUPS[section_id]
    else:
        n = max(len(pe), len(pf), len(pp))
        groups = tuple(((i,) if i < len(pe) else (), (i,) if i < max(len(pf), len(pp)) else ()) for i in range(n))

    def take(parts: list[str], idx: tuple[int, ...]) -> str | None:
        chosen = [parts[i] for i in idx if i < len(parts)]
        return "\n\n".join(chosen) if chosen else None

    return tuple(ParagraphRow(take(pe, e), take(pf, f), take(pp, f)) for e, f in groups)


@dataclass(frozen=True)
class AlignedRow:
    """One section in every language: the section texts (markdown) or None where a text lacks it; ``title`` is a
    catalog message (rendered in the page's language)."""

    id: str
    title: Msg
    en: str | None
    fr: str | None
    fr_print: str | None
    note: Msg | None
    flavour: bool
    paragraphs: tuple[ParagraphRow, ...] = ()


def _join(notes: list[Msg]) -> Msg | None:
    """Several notes as one message (each a sentence of its own)."""
    if not notes:
        return None
    if len(notes) == 1:
        return notes[0]
    return _("{first} {rest}", first=notes[0], rest=_join(notes[1:]) or "")


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
    translated = [lang for lang in LANGS[game] if (game, lang) in PROJECT_TRANSLATIONS]
    rows: list[AlignedRow] = []
    for entry in CATALOG[game]:
        texts = {
            lang: found[entry.id].markdown if entry.id in found else None
            for lang, found in (("en", en), ("fr", fr), ("fr-print", fr_print))
        }
        notes: list[Msg] = []
        if english_only:
            notes.append(_("English only: the project has no French text of this game."))
        else:
            if translated:
                notes.append(_("{languages}: the schwarz project's own translation of the {original!r} text; no "
                               "published French text exists.", languages=listing(translated),
                               original=PROJECT_TRANSLATIONS[game, translated[0]]))
            missing = [lang for lang, text in texts.items() if text is None and lang in LANGS[game]]
            if missing:
                notes.append(_("No counterpart in: {languages}.", languages=listing(missing)))
        if entry.note:
            notes.append(entry.note)
        rows.append(
            AlignedRow(
                id=entry.id,
                title=entry.title,
                en=texts["en"],
                fr=texts["fr"],
                fr_print=texts["fr-print"],
                note=_join(notes),
                flavour=entry.flavour,
                paragraphs=_pair(entry.id, texts["en"], texts["fr"], texts["fr-print"]),
            )
        )
    return tuple(rows)
