"""The two French renderings of Schwarzarbeit compared word by word: differences of FORM, not of meaning.

The markdown rendering ('fr') and the printed PDF ('fr-print') are the same translation; they differ in
spelling, accents, typography and a few words. This module lists those differences section by section.
Differences in meaning between the English and the French are in ``schwarz.rulebook.meaning``.
"""

from __future__ import annotations

import difflib
import enum
import re
import unicodedata
from dataclasses import dataclass

from schwarz.i18n import Msg, _, ngettext
from schwarz.rulebook.book import section, sections

LABEL = "form"
"""Every entry of the French comparison is a difference of form: the two renderings mean the same."""

class DiffKind(enum.Enum):
    """What kind of difference of form two French renderings show in a stretch of words."""

    ACCENTS = "accents"
    SPELLING = "spelling"
    TYPOGRAPHY = "typography"
    MISSING = "missing-words"

    def message(self) -> Msg:
        return {
            DiffKind.ACCENTS: _("accents"),
            DiffKind.SPELLING: _("spelling"),
            DiffKind.TYPOGRAPHY: _("typography"),
            DiffKind.MISSING: _("missing words"),
        }[self]

    def counted(self, n: int) -> Msg:
        """``n`` differences of this kind: '4 differences of accents' / '4 différences d'accents'."""
        if self is DiffKind.ACCENTS:
            return ngettext("{n} difference of accents", "{n} differences of accents", n)
        if self is DiffKind.SPELLING:
            return ngettext("{n} spelling difference", "{n} spelling differences", n)
        if self is DiffKind.TYPOGRAPHY:
            return ngettext("{n} typographic difference", "{n} typographic differences", n)
        return ngettext("{n} place with missing words", "{n} places with missing words", n)

    def __lt__(self, other: DiffKind) -> bool:
        return self.value < other.value


KINDS = tuple(DiffKind)

_TOKEN = re.compile(r"\w+|[^\w\s]")
_MARKUP = re.compile(r"[*<>]|^#+ |^- |^\|---.*$", re.MULTILINE)


@dataclass(frozen=True)
class FormDifference:
    """One word-level difference between 'fr' and 'fr-print' in section ``id``.

    ``fr`` / ``fr_print``: the differing words ('' where one rendering lacks them); ``kind``: accents,
    spelling, typography or missing words; ``context``: the words just before, in 'fr'.
    """

    id: str
    fr: str
    fr_print: str
    kind: DiffKind
    context: str
    label: str = LABEL


def tokens(markdown: str) -> list[str]:
    """Words and punctuation marks of a markdown text, markup (emphasis, headings, bullets) left out."""
    return _TOKEN.findall(_MARKUP.sub(" ", markdown))


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c)).lower()


def _is_word(token: str) -> bool:
    return bool(re.fullmatch(r"\w+", token))


def classify(a: list[str], b: list[str]) -> DiffKind:
    """The kind of a differing stretch of tokens ``a`` (fr) against ``b`` (fr-print)."""
    words_a = [t for t in a if _is_word(t)]
    words_b = [t for t in b if _is_word(t)]
    if not words_a and not words_b:
        return DiffKind.TYPOGRAPHY
    if not words_a or not words_b:
        return DiffKind.MISSING
    if [_plain(w) for w in words_a] == [_plain(w) for w in words_b]:
        same_case = [w.lower() for w in words_a] == [w.lower() for w in words_b]
        return DiffKind.TYPOGRAPHY if same_case else DiffKind.ACCENTS
    return DiffKind.SPELLING


def _join(toks: list[str]) -> str:
    return " ".join(toks)


def compare(section_id: str) -> tuple[FormDifference, ...]:
    """The word-level differences between the two French renderings of one section."""
    a = tokens(section(section_id, "fr").markdown)
    b = tokens(section(section_id, "fr-print").markdown)
    found: list[FormDifference] = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        context = _join(a[max(0, i1 - 4) : i1])
        found.append(
            FormDifference(section_id, _join(a[i1:i2]), _join(b[j1:j2]), classify(a[i1:i2], b[j1:j2]), context)
        )
    return tuple(found)


def french_diff() -> tuple[FormDifference, ...]:
    """Every difference of form between the French markdown rendering and the printed French text."""
    ids = [s.id for s in sections("schwarzarbeit", "fr")]
    printed = {s.id for s in sections("schwarzarbeit", "fr-print")}
    return tuple(d for sid in ids if sid in printed for d in compare(sid))
