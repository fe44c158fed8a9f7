"""The cleaned rule texts, split into sections (the texts are package data under ``texts/``).

A text file is the cleaned seed text with one marker line before each section::

    <!-- section: sa.turn.hiring -->
    ### 2. Hiring an employee:

    The active player must hire or denounce ...

Cleaning fixed layout only (line breaks, bullets, headings, page numbers, a table laid out again, two card
names split by a column break); no word was changed, added or dropped (tests/rulebook checks this against
copies of the seeds). The French texts of Scheffeln and Schwarzmarkt are the project's own translations of the
cleaned English texts, section by section (``TRANSLATED_BY_PROJECT``; ``Section.project_translation``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from schwarz.core.errors import SchwarzError
from schwarz.i18n import Msg, _, listing, render
from schwarz.rulebook.catalog import CATALOG, ENTRIES, GAMES, LANGS, PROJECT_TRANSLATIONS, game_of

_MARKER = re.compile(r"^<!-- section: ([a-z][a-z.-]*) -->[ \t]*$", re.MULTILINE)
_HEADING = re.compile(r"^#{1,6} ")


class UnknownSection(SchwarzError, KeyError):
    """No such section id, or no text of that game in that language."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class Section:
    """One section of a rule text in one language.

    ``text`` is the section's markdown without its heading line, ``heading`` that line ('' if the section has
    none, e.g. a part of a list); ``markdown`` is both, exactly as in the cleaned text. ``flavour``: states no
    rule (introduction, story, credits). ``note``: an editor's remark (e.g. what the source lacks).
    ``title`` is in the text's language (the catalog's words for the section's title).
    ``project_translation``: the text is the schwarz project's own translation, not a published text (a page
    should say so); ``original_lang`` is then the language of the text translated ('en'), else None:
    ``section(s.id, s.original_lang)`` is the original.
    """

    id: str
    game: str
    lang: str
    title: str
    text: str
    flavour: bool
    heading: str = ""
    note: Msg | None = None
    project_translation: bool = False
    original_lang: str | None = None

    @property
    def markdown(self) -> str:
        return "\n\n".join(part for part in (self.heading, self.text) if part)


def text_file(game: str, lang: str) -> str:
    """The name of the package data file holding ``game`` in ``lang``."""
    return f"{game}.{lang}.md"


def _check(game: str, lang: str) -> None:
    if game not in LANGS:
        raise UnknownSection(_("unknown game {name!r}; known games: {games}", name=game, games=listing(GAMES)))
    if lang not in LANGS[game]:
        raise UnknownSection(_("{game} has no text in {lang!r}; languages: {langs}", game=game, lang=lang,
                               langs=listing(LANGS[game])))


@cache
def raw_text(game: str, lang: str) -> str:
    """The text file as shipped, section markers included."""
    _check(game, lang)
    return resources.files("schwarz.rulebook").joinpath("texts", text_file(game, lang)).read_text("utf-8")


def cleaned_text(game: str, lang: str = "en") -> str:
    """The cleaned text of ``game`` in ``lang`` without the section markers."""
    without = _MARKER.sub("", raw_text(game, lang))
    return re.sub(r"\n{3,}", "\n\n", without).strip() + "\n"


def _title(title: Msg, lang: str) -> str:
    """A section's title in the language of its text ('fr-print' is French): from the catalog."""
    return render(title, lang.split("-")[0])


@cache
def sections(game: str, lang: str = "en") -> tuple[Section, ...]:
    """The sections of ``game`` in ``lang`` in reading order."""
    source = raw_text(game, lang)
    marks = list(_MARKER.finditer(source))
    if not marks or source[: marks[0].start()].strip():
        raise SchwarzError(f"{text_file(game, lang)}: text before the first section marker")  # dev-text: package data
    result: list[Section] = []
    for i, mark in enumerate(marks):
        sid = mark.group(1)
        end = marks[i + 1].start() if i + 1 < len(marks) else len(source)
        chunk = source[mark.end() : end].strip()
        entry = ENTRIES.get(sid)
        if entry is None or game_of(sid) != game:
            raise SchwarzError(f"{text_file(game, lang)}: section {sid!r} is not in the catalog of {game}")  # dev-text
        heading, text = "", chunk
        first, _newline, rest = chunk.partition("\n")
        if _HEADING.match(first):
            heading, text = first, rest.strip()
        result.append(
            Section(
                id=sid,
                game=game,
                lang=lang,
                title=_title(entry.title, lang),
                text=text,
                flavour=entry.flavour,
                heading=heading,
                note=entry.note,
                project_translation=(game, lang) in PROJECT_TRANSLATIONS,
                original_lang=PROJECT_TRANSLATIONS.get((game, lang)),
            )
        )
    return tuple(result)


@cache
def _index(game: str, lang: str) -> dict[str, Section]:
    return {s.id: s for s in sections(game, lang)}


def section(section_id: str, lang: str = "en") -> Section:
    """The section ``section_id`` (e.g. 'sa.turn.hiring') in ``lang`` ('en', 'fr' or 'fr-print')."""
    try:
        game = game_of(section_id)
    except KeyError:
        raise UnknownSection(_("unknown section id {id!r}", id=section_id)) from None
    _check(game, lang)
    found = _index(game, lang).get(section_id)
    if found is None:
        if section_id in ENTRIES:
            raise UnknownSection(_("section {id!r} has no counterpart in the {lang!r} text of {game}", id=section_id,
                                   lang=lang, game=game))
        raise UnknownSection(_("unknown section id {id!r}", id=section_id))
    return found


def section_ids(game: str) -> tuple[str, ...]:
    """Every section id of ``game`` in reading order (whatever the language)."""
    if game not in CATALOG:
        raise UnknownSection(_("unknown game {name!r}; known games: {games}", name=game, games=listing(GAMES)))
    return tuple(e.id for e in CATALOG[game])


def section_html(section_id: str, lang: str = "en", heading: bool = True) -> str:
    """The section rendered as HTML for a panel (mistune; with its heading unless ``heading=False``)."""
    found = section(section_id, lang)
    source = found.markdown if heading else found.text
    try:
        import mistune
    except ImportError:  # the engine does not depend on mistune; the app does
        from html import escape

        return "".join(f"<p>{escape(p)}</p>" for p in source.split("\n\n"))
    render = mistune.create_markdown(escape=True, plugins=["table"])
    return str(render(source))
