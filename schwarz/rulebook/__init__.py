"""The rule texts as data: cleaned texts split into sections with stable ids, linked to the engines.

- ``section(id, lang)`` / ``sections(game, lang)``: a ``Section`` (id, game, lang, title, text, flavour).
  Languages: 'en' for every game; Schwarzarbeit also 'fr' (markdown rendering) and 'fr-print' (printed PDF);
  Scheffeln and Schwarzmarkt also 'fr', the project's own translation (``TRANSLATED_BY_PROJECT``,
  ``Section.project_translation`` and ``Section.original_lang``: mark it as such, the original one click away).
- ``aligned(game)``: the texts side by side, one row per section, with a note where a text has no counterpart.
- ``differences(game)``: where English and French differ in meaning, with both quotes and the engine option.
- ``french_diff()``: the two French renderings word by word (form, not meaning).
- ``sections_for(phase)``: the sections governing an engine phase; ``coverage(game)``: sections linked to code.
"""

from __future__ import annotations

from schwarz.rulebook.align import AlignedRow, ParagraphRow, aligned
from schwarz.rulebook.book import (
    Section,
    UnknownSection,
    cleaned_text,
    section,
    section_html,
    section_ids,
    sections,
)
from schwarz.rulebook.catalog import GAMES, LANGS, PROJECT_TRANSLATIONS, SOURCES, TRANSLATED_BY_PROJECT
from schwarz.rulebook.french import FormDifference, french_diff
from schwarz.rulebook.links import Coverage, code_rule_ids, coverage, is_linked, sections_for
from schwarz.rulebook.meaning import Difference, differences

__all__ = [
    "GAMES",
    "LANGS",
    "PROJECT_TRANSLATIONS",
    "SOURCES",
    "TRANSLATED_BY_PROJECT",
    "AlignedRow",
    "Coverage",
    "Difference",
    "FormDifference",
    "ParagraphRow",
    "Section",
    "UnknownSection",
    "aligned",
    "cleaned_text",
    "code_rule_ids",
    "coverage",
    "differences",
    "french_diff",
    "is_linked",
    "section",
    "section_html",
    "section_ids",
    "sections",
    "sections_for",
]
