"""Every rulebook section id, in reading order, with its title and whether it is flavour.

This table is the one place where section ids are declared. The texts (``texts/<game>.<lang>.md``) mark
where each section starts with ``<!-- section: <id> -->``; engines cite the ids in their ``rule_ids.py``.
A *flavour* section (introduction, story, credits, thanks, tips) states no rule an engine must enforce.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core.registry import GAMES as REGISTERED
from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _, pgettext

GAMES: tuple[str, ...] = tuple(REGISTERED)
"""The games whose texts the rulebook holds: every registered game."""


def prefix(game: str) -> str:
    """Section ids of a game start with its prefix and a dot (``GameSpec.rule_prefix``: 'sa', 'sch', 'sm')."""
    return find_game(game).rule_prefix

LANGS: dict[str, tuple[str, ...]] = {
    "schwarzarbeit": ("en", "fr", "fr-print"),
    "scheffeln": ("en", "fr"),
    "schwarzmarkt": ("en", "fr"),
}
"""Languages per game. Schwarzarbeit: 'fr' is the cleaned markdown rendering of the published French translation,
'fr-print' the printed French PDF. Scheffeln and Schwarzmarkt: 'fr' is the project's own translation of the
English text (``TRANSLATED_BY_PROJECT``)."""

SOURCES: dict[tuple[str, str], str] = {
    ("schwarzarbeit", "en"): "schwarzarbeit.en.md (translation by Henning Kröpke and Andrea Meyer)",
    ("schwarzarbeit", "fr"): "schwarzarbeit.fr.md (translation by Ivan Jacquemard, markdown rendering)",
    ("schwarzarbeit", "fr-print"): "schwarzarbeit.fr-print.txt (the same translation, from the printed PDF)",
    ("scheffeln", "en"): "scheffeln.en.md (Reiner Stockhausen, dlp games 2014)",
    ("schwarzmarkt", "en"): "schwarzmarkt.en.txt (Stefan Dorra, Amigo 1996; translation by Richard Ingram)",
    ("scheffeln", "fr"): "scheffeln.fr.md (the schwarz project's own French translation of scheffeln.en.md)",
    ("schwarzmarkt", "fr"): "schwarzmarkt.fr.md (the schwarz project's own French translation of schwarzmarkt.en.md)",
}
"""Which seed text each cleaned text comes from (the seeds live in ``../shared/seeds``); for the project's own
translations, which cleaned text they translate."""

PROJECT_TRANSLATIONS: dict[tuple[str, str], str] = {
    ("scheffeln", "fr"): "en",
    ("schwarzmarkt", "fr"): "en",
}
"""The texts the schwarz project translated itself, (game, lang) -> the language of the text translated (the
original, which a page should keep one click away). No published text exists in these languages."""

TRANSLATED_BY_PROJECT: frozenset[tuple[str, str]] = frozenset(PROJECT_TRANSLATIONS)
"""(game, lang) pairs whose text is the project's own translation, not a published one."""


@dataclass(frozen=True)
class Entry:
    """A section id with its title, flavour and an editor's note.

    ``title``: a catalog message (context 'section title'): its English text is the English title, the French
    catalog holds the French one (the German card titles of Schwarzmarkt stay German, as printed)."""

    id: str
    title: Msg
    flavour: bool = False
    note: Msg | None = None


_SA = (
    Entry("sa.title", pgettext("section title", "Schwarzarbeit"), flavour=True),
    Entry("sa.intro", pgettext("section title", "A note on 'he'"), flavour=True),
    Entry("sa.idea", pgettext("section title", "The game"), flavour=True),
    Entry("sa.components", pgettext("section title", "Components")),
    Entry("sa.setup", pgettext("section title", "Setup")),
    Entry("sa.object", pgettext("section title", "Object")),
    Entry(
        "sa.scoring.overview",
        pgettext("section title", "Scoring points (overview)"),
        note=_("The English '(see overview)' points to a picture the text does not contain; the French points to "
        "the score table at its end (sa.scoring.table)."),
    ),
    Entry("sa.turn", pgettext("section title", "Gameplay")),
    Entry("sa.turn.information", pgettext("section title", "1. Obtain information")),
    Entry("sa.turn.hiring", pgettext("section title", "2. Hiring an employee")),
    Entry("sa.turn.lawyers", pgettext("section title", "3. Using the lawyers")),
    Entry("sa.turn.refill", pgettext("section title", "4. Supply for the labour market")),
    Entry("sa.detective", pgettext("section title", "At any time: the detective")),
    Entry("sa.end", pgettext("section title", "Ending the game")),
    Entry("sa.scoring", pgettext("section title", "Scoring")),
    Entry("sa.scoring.lawyers", pgettext("section title", "Scoring: lawyers")),
    Entry("sa.scoring.detective", pgettext("section title", "Scoring: tokens left on your company card")),
    Entry("sa.scoring.winner", pgettext("section title", "The winner and the tie-break")),
    Entry("sa.credits", pgettext("section title", "Translation"), flavour=True),
    Entry(
        "sa.scoring.table",
        pgettext("section title", "Score table (French only)"),
        note=_("Only the French renderings end with this table; the English text has none."),
    ),
)

_SCH = (
    Entry("sch.idea", pgettext("section title", "Game idea"), flavour=True),
    Entry(
        "sch.contents",
        pgettext("section title", "Contents"),
        flavour=True,
        note=_("The component list is a picture in the rules; schwarz/data/scheffeln.json holds the components."),
    ),
    Entry("sch.setup", pgettext("section title", "Basic game: setup")),
    Entry("sch.turn", pgettext("section title", "Playing the game: turns")),
    Entry("sch.turn.move", pgettext("section title", "1. Move")),
    Entry("sch.turn.exchange", pgettext("section title", "2. Exchange")),
    Entry("sch.moving.max-two", pgettext("section title", "Maximum of 2 cars on each business")),
    Entry("sch.moving", pgettext("section title", "Moving rules")),
    Entry("sch.moving.single-car", pgettext("section title", "Moving a single car")),
    Entry("sch.moving.two-cars", pgettext("section title", "Moving two cars together")),
    Entry("sch.scheffeln", pgettext("section title", "Scheffeln phase")),
    Entry("sch.after", pgettext("section title", "After the Scheffeln phase")),
    Entry("sch.end", pgettext("section title", "Game end")),
    Entry(
        "sch.express.setup",
        pgettext("section title", "Express: setup"),
        note=_("The variant's name is a picture in the rules; its text begins 'This is the fast-paced version'."),
    ),
    Entry("sch.express.play", pgettext("section title", "Express: playing the game")),
    Entry("sch.express.moving", pgettext("section title", "Express: moving")),
    Entry("sch.express.scheffeln", pgettext("section title", "Express: Scheffeln phase")),
    Entry("sch.express.after", pgettext("section title", "Express: after the Scheffeln phase")),
    Entry("sch.express.end", pgettext("section title", "Express: game end")),
    Entry("sch.run", pgettext("section title", "RUN expansion")),
    Entry("sch.run.evasion", pgettext("section title", "RUN: Evasion")),
    Entry("sch.run.backward", pgettext("section title", "RUN: Backward")),
    Entry("sch.run.nasty-exchange", pgettext("section title", "RUN: Nasty exchange")),
    Entry(
        "sch.run.joker",
        pgettext("section title", "RUN: Joker"),
        note=_("Ends with the note that holds for every RUN card: it may be played face up as the last card."),
    ),
    Entry(
        "sch.mafia",
        pgettext("section title", "Mafia-Style expansion"),
        note=_("The expansion's name is a picture in the rules."),
    ),
    Entry("sch.mafia.setup", pgettext("section title", "Mafia: setup")),
    Entry("sch.mafia.moving", pgettext("section title", "Mafia: moving")),
    Entry("sch.mafia.scheffeln", pgettext("section title", "Mafia: Scheffeln phase")),
    Entry("sch.credits", pgettext("section title", "Thanks and credits"), flavour=True),
)

_SM = (
    Entry("sm.title", pgettext("section title", "Schwarzmarkt"), flavour=True),
    Entry("sm.contents", pgettext("section title", "Contents")),
    Entry("sm.idea", pgettext("section title", "Idea of the game"), flavour=True),
    Entry("sm.setup", pgettext("section title", "Preparations")),
    Entry("sm.round.black-market", pgettext("section title", "Playing a black market card")),
    Entry("sm.round.exchange", pgettext("section title", "Exchanging goods")),
    Entry("sm.round.price", pgettext("section title", "Raising the price")),
    Entry(
        "sm.round.end",
        pgettext("section title", "The next player and end of an exchange round"),
    ),
    Entry("sm.round.next", pgettext("section title", "The next exchange round")),
    Entry("sm.events", pgettext("section title", "Black market cards with text")),
    Entry("sm.game.first-round-end", pgettext("section title", "End of the first round of the game")),
    Entry("sm.game.second-round", pgettext("section title", "The second round")),
    Entry("sm.end", pgettext("section title", "End of the game")),
    Entry("sm.tips", pgettext("section title", "Tips"), flavour=True),
    Entry("sm.variant", pgettext("section title", "Variant")),
    Entry(
        "sm.events.spionage",
        pgettext("section title", "Spionage!"),
        note=_("Begins with the heading of the card list (German, translation)."),
    ),
    Entry("sm.events.schnelles-geschaeft", pgettext("section title", "Schnelles Geschaft!")),
    Entry("sm.events.zwangstausch", pgettext("section title", "Zwangstausch!")),
    Entry("sm.events.razzia", pgettext("section title", "Razzia!")),
    Entry("sm.events.neue-ware", pgettext("section title", "Neue Ware Entdeckt!")),
    Entry("sm.events.limit", pgettext("section title", "Limit!")),
    Entry("sm.events.alte-rechnung", pgettext("section title", "Alte Rechnung!")),
    Entry("sm.events.verdorbene-ware", pgettext("section title", "Verdorbene Ware!")),
    Entry("sm.events.waren-knapp", pgettext("section title", "Waren knapp!")),
)

CATALOG: dict[str, tuple[Entry, ...]] = {"schwarzarbeit": _SA, "scheffeln": _SCH, "schwarzmarkt": _SM}
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
