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

from schwarz.i18n import Msg, _, render
from widgets.i18n import current_lang
from widgets.page import Header
from widgets.rules import rule_html
from widgets.stepper import Stepper


@dataclass(frozen=True)
class Chapter:
    """One step of a lesson: a title and a teaching line (catalog messages), and the rule sections it shows."""

    title: Msg
    line: Msg
    rule_ids: tuple[str, ...]


@dataclass(frozen=True)
class LessonSpec:
    """A lesson: its chapters, the seeded game played after them (``options``: the game's Options or None),
    and extra panels named ``"module:factory"``, shown just above (``above``) or below (``below``) the game;
    a factory is called with the ``Lesson`` and returns a panel with ``widget``, ``set_lang`` and ``close``."""

    game: str
    title: Msg
    chapters: tuple[Chapter, ...]
    players: int
    seed: int
    play_title: Msg
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
    module, _colon, name = path.partition(":")
    factory: Callable[[Lesson], Panel] = getattr(importlib.import_module(module), name)
    return factory


SCORES = "widgets.scores:for_lesson"
"""Every lesson ends with the score sheet of its game (shown to a player's seat once the game is over)."""


LESSONS: dict[str, LessonSpec] = {
    "schwarzarbeit": LessonSpec(
        "schwarzarbeit",
        _("Schwarzarbeit: the rules step by step"),
        (
            Chapter(_("Theme and goal"),
                    _("Every player runs a company that secretly employs illegal workers. Hire the honest ones, "
                      "denounce the others' illegal workers, and never touch your own."),
                    ("sa.object",)),
            Chapter(_("Components and setup"),
                    _("20 employees on three shift cards each, the Ich-AG card, and a market of two cards more "
                      "than players; duplicates of the first pass are discarded face up."),
                    ("sa.components", "sa.setup",)),
            Chapter(_("A turn in four phases"),
                    _("Information, hiring or denouncing, lawyers, and the supply of the market — then the player "
                      "to the left."),
                    ("sa.turn",)),
            Chapter(_("1. Obtain information"),
                    _("The right neighbour announces how many market cards he could take: the engine counts cards, "
                      "not people."),
                    ("sa.turn.information",)),
            Chapter(_("2. Hire or denounce"),
                    _("Mandatory: one employee from the market, hired face up or denounced face down."),
                    ("sa.turn.hiring",)),
            Chapter(_("3. Lawyers"),
                    _("One lawyer on a card another player denounced: a bet that it was not an illegal worker."),
                    ("sa.turn.lawyers",)),
            Chapter(_("4. Supply for the labour market"),
                    _("One card refills the market; the Ich-AG wipes it; one reshuffle with a special pile."),
                    ("sa.turn.refill",)),
            Chapter(_("The detective, at any time"),
                    _("Once per game, out of turn, on a face-up market card."),
                    ("sa.detective",)),
            Chapter(_("End and scoring"),
                    _("Illegal workers are revealed and every card scores by the table."),
                    ("sa.end", "sa.scoring", "sa.scoring.lawyers", "sa.scoring.detective",)),
        ),
        players=4,
        seed=1,
        play_title=_("Play: you are Andrea (seat 1) against three bots"),
        below=(SCORES,),
    ),
    "scheffeln": LessonSpec(
        "scheffeln",
        _("Scheffeln: the rules step by step"),
        (
            Chapter(_("Theme and goal"),
                    _("The Roaring Twenties: your character's car races round a ring of eight businesses. Whoever "
                      "collects the most money wins."),
                    ("sch.idea",)),
            Chapter(_("Components and setup"),
                    _("Eight businesses A-H in a ring, one car on each, four money tokens per business (the top "
                      "one face up), 24 movement cards (3 per colour), four cards to each player, then everyone "
                      "chooses a character."),
                    ("sch.contents", "sch.setup",)),
            Chapter(_("A round: cards, then the Scheffeln phase"),
                    _("In turn, each player plays one card, until all cards are played; then the money is paid out."),
                    ("sch.turn",)),
            Chapter(_("1. Move: a card face up"),
                    _("Any colour, whoever holds its character: that car moves one step clockwise."),
                    ("sch.turn.move",)),
            Chapter(_("2. Exchange: a card face down"),
                    _("Change your character for a free one — never on your last card of the round."),
                    ("sch.turn.exchange",)),
            Chapter(_("The moving rules"),
                    _("At most two cars per business. A single or top car moves alone to the next business with "
                      "room; a car beneath carries the top car to the next business without cars. Every step of "
                      "the game below says which rule it applied."),
                    ("sch.moving", "sch.moving.max-two", "sch.moving.single-car", "sch.moving.two-cars",)),
            Chapter(_("The Scheffeln phase"),
                    _("A car alone or on top earns the top token of its business; a car beneath earns nothing. "
                      "Then the starting player passes on and new cards are dealt."),
                    ("sch.scheffeln", "sch.after",)),
            Chapter(_("End of the game"),
                    _("When a business has no more tokens, the richest player wins; ties share the victory."),
                    ("sch.end",)),
            Chapter(_("Variants: Express, RUN, Mafia"),
                    _("Express: seven cards revealed, everyone works out the result and grabs a character. RUN "
                      "adds six special cards; the Mafia is a ninth car that moves on every face-down card. Switch "
                      "them on below."),
                    ("sch.express.setup", "sch.express.play", "sch.express.moving", "sch.run", "sch.run.evasion",
                     "sch.run.backward", "sch.run.nasty-exchange", "sch.run.joker", "sch.mafia", "sch.mafia.setup",
                     "sch.mafia.moving", "sch.mafia.scheffeln",)),
        ),
        players=4,
        seed=1,
        play_title=_("Play: you are Andrea (seat 1) against three bots"),
        above=('widgets.scheffeln.switches:Switches',),
        below=('widgets.scheffeln.express:for_lesson', SCORES,),
    ),
    "schwarzmarkt": LessonSpec(
        "schwarzmarkt",
        _("Schwarzmarkt: the rules step by step"),
        (
            Chapter(_("Theme and goal"),
                    _("Trade commodities on the black market for luxury items: sell now at the current price, or "
                      "push the price up and hope. After two game rounds the richest in luxury items wins."),
                    ("sm.idea",)),
            Chapter(_("Components and setup"),
                    _("Luxury cards worth 1, 5, 10 and 50, 60 commodity cards (9 to each player), 30 black-market "
                      "cards (3 each), and the price track with its marker on the start space."),
                    ("sm.contents", "sm.setup",)),
            Chapter(_("An exchange round"),
                    _("The start player plays a black-market card; with an offer card, everyone in turn may "
                      "exchange and must move the price marker."),
                    ("sm.round.black-market",)),
            Chapter(_("1. Exchange goods"),
                    _("Exchange none, some or all of the demanded cards, each at the marker's value."),
                    ("sm.round.exchange",)),
            Chapter(_("2. Raise the price"),
                    _("After an exchange the marker moves one space; without one, 1 up to the die symbol of its "
                      "space."),
                    ("sm.round.price",)),
            Chapter(_("End of an exchange round"),
                    _("The round ends when the offer is met or the marker reaches 50; the next start player begins "
                      "again from the start space."),
                    ("sm.round.end", "sm.round.next",)),
            Chapter(_("Text cards"),
                    _("Nine events: most act at once (no exchange round), Limit!, Verdorbene Ware! and Waren "
                      "knapp! act on the next exchange round."),
                    ("sm.events", "sm.events.spionage", "sm.events.schnelles-geschaeft", "sm.events.zwangstausch",
                     "sm.events.razzia", "sm.events.neue-ware", "sm.events.limit", "sm.events.alte-rechnung",
                     "sm.events.verdorbene-ware", "sm.events.waren-knapp",)),
            Chapter(_("Game rounds and the end"),
                    _("A game round ends when a player has exchanged his last card; after two, the highest value "
                      "of luxury cards wins."),
                    ("sm.game.first-round-end", "sm.game.second-round", "sm.end", "sm.tips", "sm.variant",)),
        ),
        players=4,
        seed=1,
        play_title=_("Play: you are Andrea (seat 1) against three bots"),
        below=(SCORES,),
    ),
}


def render_chapter(chapter: Chapter, lang: str) -> str:
    """A chapter: the teaching line, then the rule paragraphs it is about."""
    rules = "".join(rule_html(rule_id, lang) for rule_id in chapter.rule_ids)
    return f'<div class="schwarz"><p><b>{escape(render(chapter.line, lang))}</b></p>{rules}</div>'


class Lesson:
    """The chapters of a game's rules in order, then a seeded game where the student plays seat 1."""

    def __init__(self, game: str, lang: str | None = None, human: bool = True) -> None:
        self.spec = LESSONS[game]
        lang = lang or current_lang()
        self._human = human
        self._options = self.spec.options
        self._stepper_callbacks: list[Callable[[Stepper], None]] = []
        self._header = Header(self.spec.title, lang=lang)
        self._chapters = [w.HTML() for _chapter in self.spec.chapters]
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
        self._accordion.titles = tuple(render(c.title, lang) for c in self.spec.chapters)
        self._play_title.value = f'<div class="schwarz"><h2>{escape(render(self.spec.play_title, lang))}</h2></div>'

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.stepper.close()
        for panel in (*self.above, *self.below):
            panel.close()
        self.widget.close()
