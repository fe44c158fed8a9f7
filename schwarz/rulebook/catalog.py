"""Every rulebook section id, in reading order, with its title and whether it is flavour.

This table is the one place where section ids are declared. The texts (``texts/<game>.<lang>.md``) mark
where each section starts with ``<!-- section: <id> -->``; engines cite the ids in their ``rule_ids.py``.
A *flavour* section (introduction, story, credits, thanks, tips) states no rule an engine must enforce.
"""

from __future__ import annotations

from dataclasses import dataclass

GAMES: tuple[str, ...] = ("schwarzarbeit", "scheffeln", "schwarzmarkt")
"""The games whose texts the rulebook holds."""

PREFIX: dict[str, str] = {"schwarzarbeit": "sa", "scheffeln": "sch", "schwarzmarkt": "sm"}
"""Section ids of a game start with its prefix and a dot."""

LANGS: dict[str, tuple[str, ...]] = {
    "schwarzarbeit": ("en", "fr", "fr-print"),
    "scheffeln": ("en",),
    "schwarzmarkt": ("en",),
}
"""Languages per game: 'fr' is the cleaned French markdown rendering, 'fr-print' the printed French PDF."""

SOURCES: dict[tuple[str, str], str] = {
    ("schwarzarbeit", "en"): "schwarzarbeit.en.md (translation by Henning Kröpke and Andrea Meyer)",
    ("schwarzarbeit", "fr"): "schwarzarbeit.fr.md (translation by Ivan Jacquemard, markdown rendering)",
    ("schwarzarbeit", "fr-print"): "schwarzarbeit.fr-print.txt (the same translation, from the printed PDF)",
    ("scheffeln", "en"): "scheffeln.en.md (Reiner Stockhausen, dlp games 2014)",
    ("schwarzmarkt", "en"): "schwarzmarkt.en.txt (Stefan Dorra, Amigo 1996; translation by Richard Ingram)",
}
"""Which seed text each cleaned text comes from (the seeds live in ``../shared/seeds``)."""


@dataclass(frozen=True)
class Entry:
    """A section id with its English title, its French title (Schwarzarbeit), flavour and an editor's note."""

    id: str
    title: str
    title_fr: str | None = None
    flavour: bool = False
    note: str | None = None


_SA = (
    Entry("sa.title", "Schwarzarbeit", "Schwarzarbeit (Travail au noir)", flavour=True),
    Entry("sa.intro", "A note on 'he'", "Note sur le masculin", flavour=True),
    Entry("sa.idea", "The game", "Le jeu", flavour=True),
    Entry("sa.components", "Components", "Eléments du jeu"),
    Entry("sa.setup", "Setup", "Mise en place"),
    Entry("sa.object", "Object", "But du jeu"),
    Entry(
        "sa.scoring.overview",
        "Scoring points (overview)",
        "Décompte des points",
        note="The English '(see overview)' points to a picture the text does not contain; the French points to "
        "the score table at its end (sa.scoring.table).",
    ),
    Entry("sa.turn", "Gameplay", "Tour de jeu"),
    Entry("sa.turn.information", "1. Obtain information", "1. Obtenir des informations"),
    Entry("sa.turn.hiring", "2. Hiring an employee", "2. Embaucher/dénoncer un employé"),
    Entry("sa.turn.lawyers", "3. Using the lawyers", "3. Utiliser les avocats"),
    Entry("sa.turn.refill", "4. Supply for the labour market", "4. Compléter le marché de l'emploi"),
    Entry("sa.detective", "At any time: the detective", "A tout moment : le détective"),
    Entry("sa.end", "Ending the game", "Fin du jeu"),
    Entry("sa.scoring", "Scoring", "Décompte final des points"),
    Entry("sa.scoring.lawyers", "Scoring: lawyers", "Décompte : avocats"),
    Entry("sa.scoring.detective", "Scoring: tokens left on your company card", "Décompte : détective non utilisé"),
    Entry("sa.scoring.winner", "The winner and the tie-break", "Le vainqueur et l'égalité"),
    Entry("sa.credits", "Translation", "Traduction", flavour=True),
    Entry(
        "sa.scoring.table",
        "Score table (French only)",
        "Table des points",
        note="Only the French renderings end with this table; the English text has none.",
    ),
)

_SCH = (
    Entry("sch.idea", "Game idea", flavour=True),
    Entry(
        "sch.contents",
        "Contents",
        flavour=True,
        note="The component list is a picture in the rules; schwarz/data/scheffeln.json holds the components.",
    ),
    Entry("sch.setup", "Basic game: setup"),
    Entry("sch.turn", "Playing the game: turns"),
    Entry("sch.turn.move", "1. Move"),
    Entry("sch.turn.exchange", "2. Exchange"),
    Entry("sch.moving.max-two", "Maximum of 2 cars on each business"),
    Entry("sch.moving", "Moving rules"),
    Entry("sch.moving.single-car", "Moving a single car"),
    Entry("sch.moving.two-cars", "Moving two cars together"),
    Entry("sch.scheffeln", "Scheffeln phase"),
    Entry("sch.after", "After the Scheffeln phase"),
    Entry("sch.end", "Game end"),
    Entry(
        "sch.express.setup",
        "Express: setup",
        note="The variant's name is a picture in the rules; its text begins 'This is the fast-paced version'.",
    ),
    Entry("sch.express.play", "Express: playing the game"),
    Entry("sch.express.moving", "Express: moving"),
    Entry("sch.express.scheffeln", "Express: Scheffeln phase"),
    Entry("sch.express.after", "Express: after the Scheffeln phase"),
    Entry("sch.express.end", "Express: game end"),
    Entry("sch.run", "RUN expansion"),
    Entry("sch.run.evasion", "RUN: Evasion"),
    Entry("sch.run.backward", "RUN: Backward"),
    Entry("sch.run.nasty-exchange", "RUN: Nasty exchange"),
    Entry(
        "sch.run.joker",
        "RUN: Joker",
        note="Ends with the note that holds for every RUN card: it may be played face up as the last card.",
    ),
    Entry("sch.mafia", "Mafia-Style expansion", note="The expansion's name is a picture in the rules."),
    Entry("sch.mafia.setup", "Mafia: setup"),
    Entry("sch.mafia.moving", "Mafia: moving"),
    Entry("sch.mafia.scheffeln", "Mafia: Scheffeln phase"),
    Entry("sch.credits", "Thanks and credits", flavour=True),
)

_SM = (
    Entry("sm.title", "Schwarzmarkt", flavour=True),
    Entry("sm.contents", "Contents"),
    Entry("sm.idea", "Idea of the game", flavour=True),
    Entry("sm.setup", "Preparations"),
    Entry("sm.round.black-market", "Playing a black market card"),
    Entry("sm.round.exchange", "Exchanging goods"),
    Entry("sm.round.price", "Raising the price"),
    Entry("sm.round.end", "The next player and end of an exchange round"),
    Entry("sm.round.next", "The next exchange round"),
    Entry("sm.events", "Black market cards with text"),
    Entry("sm.game.first-round-end", "End of the first round of the game"),
    Entry("sm.game.second-round", "The second round"),
    Entry("sm.end", "End of the game"),
    Entry("sm.tips", "Tips", flavour=True),
    Entry("sm.variant", "Variant"),
    Entry("sm.events.spionage", "Spionage!", note="Begins with the heading of the card list (German, translation)."),
    Entry("sm.events.schnelles-geschaeft", "Schnelles Geschaft!"),
    Entry("sm.events.zwangstausch", "Zwangstausch!"),
    Entry("sm.events.razzia", "Razzia!"),
    Entry("sm.events.neue-ware", "Neue Ware Entdeckt!"),
    Entry("sm.events.limit", "Limit!"),
    Entry("sm.events.alte-rechnung", "Alte Rechnung!"),
    Entry("sm.events.verdorbene-ware", "Verdorbene Ware!"),
    Entry("sm.events.waren-knapp", "Waren knapp!"),
)

CATALOG: dict[str, tuple[Entry, ...]] = {"schwarzarbeit": _SA, "scheffeln": _SCH, "schwarzmarkt": _SM}
"""Per game, every section in reading order (the French-only score table last)."""

ENTRIES: dict[str, Entry] = {e.id: e for entries in CATALOG.values() for e in entries}
"""Every section id of every game."""


def game_of(section_id: str) -> str:
    """The game a section id belongs to, by its prefix (``sa.`` / ``sch.`` / ``sm.``)."""
    prefix = section_id.split(".", 1)[0]
    for game, p in PREFIX.items():
        if p == prefix:
            return game
    raise KeyError(section_id)
