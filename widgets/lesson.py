"""A lesson page: the rules taught in order (one chapter per rule section), then a game to play along.

The chapters are data (``LESSONS``); the rule paragraphs come from ``schwarz.rulebook`` in the chosen language,
so a notebook is one line: ``Lesson("schwarzarbeit")``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any, Protocol

import ipywidgets as w

from widgets.i18n import current_lang
from widgets.page import Header
from widgets.rules import rule_html
from widgets.stepper import Stepper


@dataclass(frozen=True)
class Chapter:
    """One step of a lesson: a title and a teaching line in each language, and the rule sections it shows."""

    title: dict[str, str]
    line: dict[str, str]
    rule_ids: tuple[str, ...]


@dataclass(frozen=True)
class LessonSpec:
    """A lesson: its chapters, the seeded game played after them (``options``: the game's Options or None),
    and extra panels named ``"module:factory"``, shown just above (``above``) or below (``below``) the game;
    a factory is called with the ``Lesson`` and returns a panel with ``widget``, ``set_lang`` and ``close``."""

    game: str
    title: dict[str, str]
    chapters: tuple[Chapter, ...]
    players: int
    seed: int
    play_title: dict[str, str]
    options: Any = None
    above: tuple[str, ...] = ()
    below: tuple[str, ...] = ()


class Panel(Protocol):
    """What a lesson's extra panel offers."""

    widget: Any

    def set_lang(self, lang: str) -> None: ...

    def close(self) -> None: ...


def load_panel(path: str) -> Callable[[Lesson], Panel]:
    """The factory ``"module:name"`` (imported on first use)."""
    module, _, name = path.partition(":")
    factory: Callable[[Lesson], Panel] = getattr(importlib.import_module(module), name)
    return factory


SCORES = "widgets.scores:for_lesson"
"""Every lesson ends with the score sheet of its game (shown to a player's seat once the game is over)."""


def _c(en: str, fr: str, line_en: str, line_fr: str, *rule_ids: str) -> Chapter:
    return Chapter({"en": en, "fr": fr}, {"en": line_en, "fr": line_fr}, rule_ids)


LESSONS: dict[str, LessonSpec] = {
    "schwarzarbeit": LessonSpec(
        "schwarzarbeit",
        {"en": "Schwarzarbeit: the rules step by step", "fr": "Schwarzarbeit : les règles pas à pas"},
        (
            _c("Theme and goal", "Thème et but",
               "Every player runs a company that secretly employs illegal workers. Hire the honest ones, denounce "
               "the others' illegal workers, and never touch your own.",
               "Chaque joueur dirige une entreprise qui emploie en secret des travailleurs au noir. Embauchez les "
               "honnêtes, dénoncez les travailleurs au noir des autres, et ne touchez jamais aux vôtres.",
               "sa.object"),
            _c("Components and setup", "Matériel et mise en place",
               "20 employees on three shift cards each, the Ich-AG card, and a market of two cards more than "
               "players; duplicates of the first pass are discarded face up.",
               "20 employés sur trois cartes d'horaire chacun, la carte Ich-AG, et un marché de deux cartes de plus "
               "que de joueurs ; les doublons du premier passage sont défaussés face visible.",
               "sa.components", "sa.setup"),
            _c("A turn in four phases", "Un tour en quatre phases",
               "Information, hiring or denouncing, lawyers, and the supply of the market — then the player to the "
               "left.", "Information, embauche ou dénonciation, avocats, réapprovisionnement du marché — puis le "
               "joueur de gauche.", "sa.turn"),
            _c("1. Obtain information", "1. Obtenir des informations",
               "The right neighbour announces how many market cards he could take: the engine counts cards, not "
               "people.", "Le voisin de droite annonce combien de cartes du marché il pourrait prendre : on compte "
               "les cartes, pas les personnes.", "sa.turn.information"),
            _c("2. Hire or denounce", "2. Embaucher ou dénoncer",
               "Mandatory: one employee from the market, hired face up or denounced face down.",
               "Obligatoire : un employé du marché, embauché face visible ou dénoncé face cachée.",
               "sa.turn.hiring"),
            _c("3. Lawyers", "3. Les avocats",
               "One lawyer on a card another player denounced: a bet that it was not an illegal worker.",
               "Un avocat sur une carte dénoncée par un autre joueur : un pari que ce n'était pas un travailleur au "
               "noir.", "sa.turn.lawyers"),
            _c("4. Supply for the labour market", "4. Réapprovisionner le marché",
               "One card refills the market; the Ich-AG wipes it; one reshuffle with a special pile.",
               "Une carte complète le marché ; l'Ich-AG le vide ; un seul remélange avec une pile spéciale.",
               "sa.turn.refill"),
            _c("The detective, at any time", "Le détective, à tout moment",
               "Once per game, out of turn, on a face-up market card.",
               "Une fois par partie, hors de son tour, sur une carte visible du marché.", "sa.detective"),
            _c("End and scoring", "Fin et décompte",
               "Illegal workers are revealed and every card scores by the table.",
               "Les travailleurs au noir sont révélés et chaque carte rapporte selon le tableau.",
               "sa.end", "sa.scoring", "sa.scoring.lawyers", "sa.scoring.detective"),
        ),
        players=4,
        seed=1,
        play_title={"en": "Play: you are Andrea (seat 1) against three bots",
                    "fr": "À vous : vous êtes Andrea (place 1) contre trois robots"},
        below=(SCORES,),
    ),
    "scheffeln": LessonSpec(
        "scheffeln",
        {"en": "Scheffeln: the rules step by step", "fr": "Scheffeln : les règles pas à pas"},
        (
            _c("Theme and goal", "Thème et but",
               "The Roaring Twenties: your character's car races round a ring of eight businesses. Whoever "
               "collects the most money wins.",
               "Les années folles : la voiture de votre personnage tourne autour d'un anneau de huit commerces. "
               "Celui qui amasse le plus d'argent gagne.",
               "sch.idea"),
            _c("Components and setup", "Matériel et mise en place",
               "Eight businesses A-H in a ring, one car on each, four money tokens per business (the top one face "
               "up), 24 movement cards (3 per colour), four cards to each player, then everyone chooses a character.",
               "Huit commerces A-H en anneau, une voiture sur chacun, quatre jetons d'argent par commerce (celui du "
               "dessus visible), 24 cartes de déplacement (3 par couleur), quatre cartes par joueur, puis chacun "
               "choisit un personnage.",
               "sch.contents", "sch.setup"),
            _c("A round: cards, then the Scheffeln phase", "Une manche : les cartes, puis la phase Scheffeln",
               "In turn, each player plays one card, until all cards are played; then the money is paid out.",
               "À tour de rôle, chacun joue une carte, jusqu'à la dernière ; puis l'argent est distribué.",
               "sch.turn"),
            _c("1. Move: a card face up", "1. Déplacer : une carte face visible",
               "Any colour, whoever holds its character: that car moves one step clockwise.",
               "N'importe quelle couleur, quel que soit son personnage : cette voiture avance d'un pas (sens horaire).",
               "sch.turn.move"),
            _c("2. Exchange: a card face down", "2. Échanger : une carte face cachée",
               "Change your character for a free one — never on your last card of the round.",
               "Changez votre personnage contre un personnage libre — jamais avec la dernière carte de la manche.",
               "sch.turn.exchange"),
            _c("The moving rules", "Les règles de déplacement",
               "At most two cars per business. A single or top car moves alone to the next business with room; a "
               "car beneath carries the top car to the next business without cars. Every step of the game below "
               "says which rule it applied.",
               "Deux voitures au plus par commerce. Une voiture seule ou du dessus avance seule jusqu'au prochain "
               "commerce avec de la place ; une voiture du dessous emporte celle du dessus jusqu'au prochain "
               "commerce vide. Chaque pas de la partie ci-dessous dit quelle règle il applique.",
               "sch.moving", "sch.moving.max-two", "sch.moving.single-car", "sch.moving.two-cars"),
            _c("The Scheffeln phase", "La phase Scheffeln",
               "A car alone or on top earns the top token of its business; a car beneath earns nothing. Then the "
               "starting player passes on and new cards are dealt.",
               "Une voiture seule ou au-dessus gagne le jeton du dessus de son commerce ; une voiture en dessous ne "
               "gagne rien. Puis le premier joueur change et on redistribue.",
               "sch.scheffeln", "sch.after"),
            _c("End of the game", "Fin de la partie",
               "When a business has no more tokens, the richest player wins; ties share the victory.",
               "Quand un commerce n'a plus de jetons, le plus riche gagne ; les ex aequo partagent la victoire.",
               "sch.end"),
            _c("Variants: Express, RUN, Mafia", "Variantes : Express, RUN, Mafia",
               "Express: seven cards revealed, everyone works out the result and grabs a character. RUN adds six "
               "special cards; the Mafia is a ninth car that moves on every face-down card. Switch them on below.",
               "Express : sept cartes révélées, chacun calcule le résultat et prend un personnage. RUN ajoute six "
               "cartes spéciales ; la Mafia est une neuvième voiture qui bouge à chaque carte face cachée. "
               "Activez-les ci-dessous.",
               "sch.express.setup", "sch.express.play", "sch.express.moving", "sch.run", "sch.run.evasion",
               "sch.run.backward", "sch.run.nasty-exchange", "sch.run.joker", "sch.mafia", "sch.mafia.setup",
               "sch.mafia.moving", "sch.mafia.scheffeln"),
        ),
        players=4,
        seed=1,
        play_title={"en": "Play: you are Andrea (seat 1) against three bots",
                    "fr": "À vous : vous êtes Andrea (place 1) contre trois robots"},
        above=("widgets.scheffeln.switches:Switches",),
        below=("widgets.scheffeln.express:for_lesson", SCORES),
    ),
    "schwarzmarkt": LessonSpec(
        "schwarzmarkt",
        {"en": "Schwarzmarkt: the rules step by step", "fr": "Schwarzmarkt : les règles pas à pas"},
        (
            _c("Theme and goal", "Thème et but",
               "Trade commodities on the black market for luxury items: sell now at the current price, or push "
               "the price up and hope. After two game rounds the richest in luxury items wins.",
               "Échangez des marchandises au marché noir contre des produits de luxe : vendez au prix actuel, ou "
               "faites monter le prix en espérant. Après deux manches, le plus riche en produits de luxe gagne.",
               "sm.idea"),
            _c("Components and setup", "Matériel et mise en place",
               "Luxury cards worth 1, 5, 10 and 50, 60 commodity cards (9 to each player), 30 black-market cards "
               "(3 each), and the price track with its marker on the start space.",
               "Des cartes de luxe de valeur 1, 5, 10 et 50, 60 marchandises (9 par joueur), 30 cartes du marché "
               "noir (3 chacun), et la piste des prix avec le pion sur la case de départ.",
               "sm.contents", "sm.setup"),
            _c("An exchange round", "Un tour d'échange",
               "The start player plays a black-market card; with an offer card, everyone in turn may exchange "
               "and must move the price marker.",
               "Le premier joueur joue une carte du marché noir ; avec une carte d'offre, chacun à son tour peut "
               "échanger et doit avancer le pion des prix.",
               "sm.round.black-market"),
            _c("1. Exchange goods", "1. Échanger des marchandises",
               "Exchange none, some or all of the demanded cards, each at the marker's value.",
               "Échangez aucune, une partie ou toutes les cartes demandées, chacune à la valeur du pion.",
               "sm.round.exchange"),
            _c("2. Raise the price", "2. Faire monter le prix",
               "After an exchange the marker moves one space; without one, 1 up to the die symbol of its space.",
               "Après un échange le pion avance d'une case ; sans échange, de 1 jusqu'au dé de sa case.",
               "sm.round.price"),
            _c("End of an exchange round", "Fin d'un tour d'échange",
               "The round ends when the offer is met or the marker reaches 50; the next start player begins again "
               "from the start space.",
               "Le tour finit quand l'offre est satisfaite ou que le pion atteint 50 ; le premier joueur suivant "
               "recommence depuis la case de départ.",
               "sm.round.end", "sm.round.next"),
            _c("Text cards", "Les cartes texte",
               "Nine events: most act at once (no exchange round), Limit!, Verdorbene Ware! and Waren knapp! act on "
               "the next exchange round.",
               "Neuf événements : la plupart agissent aussitôt (sans tour d'échange), Limit!, Verdorbene Ware! et "
               "Waren knapp! agissent sur le tour d'échange suivant.",
               "sm.events", "sm.events.spionage", "sm.events.schnelles-geschaeft", "sm.events.zwangstausch",
               "sm.events.razzia", "sm.events.neue-ware", "sm.events.limit", "sm.events.alte-rechnung",
               "sm.events.verdorbene-ware", "sm.events.waren-knapp"),
            _c("Game rounds and the end", "Manches et fin de partie",
               "A game round ends when a player has exchanged his last card; after two, the highest value of "
               "luxury cards wins.",
               "Une manche finit quand un joueur a échangé sa dernière carte ; après deux manches, la plus grande "
               "valeur en produits de luxe gagne.",
               "sm.game.first-round-end", "sm.game.second-round", "sm.end", "sm.tips", "sm.variant"),
        ),
        players=4,
        seed=1,
        play_title={"en": "Play: you are Andrea (seat 1) against three bots",
                    "fr": "À vous : vous êtes Andrea (place 1) contre trois robots"},
        below=(SCORES,),
    ),
}


def render_chapter(chapter: Chapter, lang: str) -> str:
    """A chapter: the teaching line, then the rule paragraphs it is about."""
    rules = "".join(rule_html(rule_id, lang) for rule_id in chapter.rule_ids)
    return f'<div class="schwarz"><p><b>{escape(chapter.line[lang])}</b></p>{rules}</div>'


class Lesson:
    """The chapters of a game's rules in order, then a seeded game where the student plays seat 1."""

    def __init__(self, game: str, lang: str | None = None, human: bool = True) -> None:
        self.spec = LESSONS[game]
        lang = lang or current_lang()
        self._human = human
        self._options = self.spec.options
        self._stepper_callbacks: list[Callable[[Stepper], None]] = []
        self._header = Header(self.spec.title, lang=lang)
        self._chapters = [w.HTML() for _ in self.spec.chapters]
        self._accordion = w.Accordion(children=self._chapters)
        self._play_title = w.HTML()
        self.stepper = self._new_stepper(self.spec.players, self.spec.seed, lang, self._options)
        self._game_box = w.VBox([self.stepper.widget])
        self._header.on_lang(self._on_lang_change)
        self.above = [load_panel(path)(self) for path in self.spec.above]
        self.below = [load_panel(path)(self) for path in self.spec.below]
        self.widget = w.VBox([self._header.widget, self._accordion, self._play_title,
                              *(p.widget for p in self.above), self._game_box, *(p.widget for p in self.below)])
        self._render()

    @property
    def options(self) -> Any:
        """The Options of the game being played (None: the game's defaults)."""
        return self._options

    def new_game(self, options: Any) -> None:
        """A new game with these Options, same seat, seed and number of players (e.g. Express, RUN, Mafia)."""
        players, seed = len(self.stepper.state.players), self.stepper.timeline.seed
        stepper = self._new_stepper(players, seed, self.lang, options)
        old, self.stepper, self._options = self.stepper, stepper, options
        self._game_box.children = [stepper.widget]
        old.close()

    def on_stepper_change(self, callback: Callable[[Stepper], None]) -> None:
        """``callback(stepper)`` after every change of the game, also of the steppers of later new games."""
        self._stepper_callbacks.append(callback)
        self.stepper.on_change(callback)

    def _new_stepper(self, players: int, seed: int, lang: str, options: Any) -> Stepper:
        human = self._human
        stepper = Stepper(self.spec.game, players, seed, options=options, seat=0 if human else None, human=human,
                          lang=lang)
        for callback in self._stepper_callbacks:
            stepper.on_change(callback)
        return stepper

    @property
    def lang(self) -> str:
        return self._header.lang

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def chapter_html(self, index: int) -> str:
        return str(self._chapters[index].value)

    def _on_lang_change(self, lang: str) -> None:
        self.stepper.set_lang(lang)
        for panel in (*self.above, *self.below):
            panel.set_lang(lang)
        self._render()

    def _render(self) -> None:
        lang = self.lang
        for html, chapter in zip(self._chapters, self.spec.chapters, strict=True):
            html.value = render_chapter(chapter, lang)
        self._accordion.titles = tuple(c.title[lang] for c in self.spec.chapters)
        self._play_title.value = f'<div class="schwarz"><h2>{escape(self.spec.play_title[lang])}</h2></div>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.stepper.close()
        for panel in (*self.above, *self.below):
            panel.close()
        self.widget.close()
