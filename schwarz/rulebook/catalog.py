"""Every rulebook section id, in reading order, with its title and whether it is flavour.

This table is the one place where section ids are declared. The texts (``texts/<game>.<lang>.md``) mark
where each section starts with ``<!-- section: <id> -->``; engines cite the ids in their ``rule_ids.py``.
A *flavour* section (introduction, story, credits, thanks, tips) states no rule an engine must enforce.
"""

from __future__ import annotations

from dataclasses import dataclass

from schwarz.core.registry import GAMES as REGISTERED
from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _

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
    """A section id with its English title, its French title, flavour and an editor's note.

    ``title_fr``: the French title (the German card titles of Schwarzmarkt stay German, as printed)."""

    id: str
    title: str
    title_fr: str | None = None
    flavour: bool = False
    note: Msg | None = None


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
        note=_("The English '(see overview)' points to a picture the text does not contain; the French points to "
        "the score table at its end (sa.scoring.table)."),
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
        note=_("Only the French renderings end with this table; the English text has none."),
    ),
)

_SCH = (
    Entry("sch.idea", "Game idea", "Idée du jeu", flavour=True),
    Entry(
        "sch.contents",
        "Contents",
        "Contenu",
        flavour=True,
        note=_("The component list is a picture in the rules; schwarz/data/scheffeln.json holds the components."),
    ),
    Entry("sch.setup", "Basic game: setup", "Jeu de base : mise en place"),
    Entry("sch.turn", "Playing the game: turns", "Déroulement : le tour de jeu"),
    Entry("sch.turn.move", "1. Move", "1. Déplacer"),
    Entry("sch.turn.exchange", "2. Exchange", "2. Échanger"),
    Entry("sch.moving.max-two", "Maximum of 2 cars on each business", "2 voitures au maximum par commerce"),
    Entry("sch.moving", "Moving rules", "Règles de déplacement"),
    Entry("sch.moving.single-car", "Moving a single car", "Déplacer une voiture seule"),
    Entry("sch.moving.two-cars", "Moving two cars together", "Déplacer deux voitures ensemble"),
    Entry("sch.scheffeln", "Scheffeln phase", "Phase Scheffeln"),
    Entry("sch.after", "After the Scheffeln phase", "Après la phase Scheffeln"),
    Entry("sch.end", "Game end", "Fin de la partie"),
    Entry(
        "sch.express.setup",
        "Express: setup",
        "Express : mise en place",
        note=_("The variant's name is a picture in the rules; its text begins 'This is the fast-paced version'."),
    ),
    Entry("sch.express.play", "Express: playing the game", "Express : déroulement de la partie"),
    Entry("sch.express.moving", "Express: moving", "Express : déplacement"),
    Entry("sch.express.scheffeln", "Express: Scheffeln phase", "Express : phase Scheffeln"),
    Entry("sch.express.after", "Express: after the Scheffeln phase", "Express : après la phase Scheffeln"),
    Entry("sch.express.end", "Express: game end", "Express : fin de la partie"),
    Entry("sch.run", "RUN expansion", "Extension RUN"),
    Entry("sch.run.evasion", "RUN: Evasion", "RUN : Esquive"),
    Entry("sch.run.backward", "RUN: Backward", "RUN : Marche arrière"),
    Entry("sch.run.nasty-exchange", "RUN: Nasty exchange", "RUN : Échange vicieux"),
    Entry(
        "sch.run.joker",
        "RUN: Joker",
        "RUN : Joker",
        note=_("Ends with the note that holds for every RUN card: it may be played face up as the last card."),
    ),
    Entry(
        "sch.mafia",
        "Mafia-Style expansion",
        "Extension Mafia-Style",
        note=_("The expansion's name is a picture in the rules."),
    ),
    Entry("sch.mafia.setup", "Mafia: setup", "Mafia : mise en place"),
    Entry("sch.mafia.moving", "Mafia: moving", "Mafia : déplacement"),
    Entry("sch.mafia.scheffeln", "Mafia: Scheffeln phase", "Mafia : phase Scheffeln"),
    Entry("sch.credits", "Thanks and credits", "Remerciements et crédits", flavour=True),
)

_SM = (
    Entry("sm.title", "Schwarzmarkt", "Schwarzmarkt (Marché noir)", flavour=True),
    Entry("sm.contents", "Contents", "Contenu"),
    Entry("sm.idea", "Idea of the game", "Idée du jeu", flavour=True),
    Entry("sm.setup", "Preparations", "Préparation"),
    Entry("sm.round.black-market", "Playing a black market card", "Jouer une carte marché noir"),
    Entry("sm.round.exchange", "Exchanging goods", "Échanger des marchandises"),
    Entry("sm.round.price", "Raising the price", "Faire monter le prix"),
    Entry(
        "sm.round.end",
        "The next player and end of an exchange round",
        "Le joueur suivant et la fin d'un tour d'échange",
    ),
    Entry("sm.round.next", "The next exchange round", "Le tour d'échange suivant"),
    Entry("sm.events", "Black market cards with text", "Cartes marché noir avec texte"),
    Entry("sm.game.first-round-end", "End of the first round of the game", "Fin de la première manche"),
    Entry("sm.game.second-round", "The second round", "La deuxième manche"),
    Entry("sm.end", "End of the game", "Fin de la partie"),
    Entry("sm.tips", "Tips", "Conseils", flavour=True),
    Entry("sm.variant", "Variant", "Variante"),
    Entry(
        "sm.events.spionage",
        "Spionage!",
        "Spionage!",
        note=_("Begins with the heading of the card list (German, translation)."),
    ),
    Entry("sm.events.schnelles-geschaeft", "Schnelles Geschaft!", "Schnelles Geschaft!"),
    Entry("sm.events.zwangstausch", "Zwangstausch!", "Zwangstausch!"),
    Entry("sm.events.razzia", "Razzia!", "Razzia!"),
    Entry("sm.events.neue-ware", "Neue Ware Entdeckt!", "Neue Ware Entdeckt!"),
    Entry("sm.events.limit", "Limit!", "Limit!"),
    Entry("sm.events.alte-rechnung", "Alte Rechnung!", "Alte Rechnung!"),
    Entry("sm.events.verdorbene-ware", "Verdorbene Ware!", "Verdorbene Ware!"),
    Entry("sm.events.waren-knapp", "Waren knapp!", "Waren knapp!"),
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
