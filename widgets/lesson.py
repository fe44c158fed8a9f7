"""A lesson page: the rules taught in order (one chapter per rule section), then a game to play along.

The chapters are data (``LESSONS``); the rule paragraphs come from ``schwarz.rulebook`` in the chosen language,
so a notebook is one line: ``Lesson("schwarzarbeit")``.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

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
    game: str
    title: dict[str, str]
    chapters: tuple[Chapter, ...]
    players: int
    seed: int
    play_title: dict[str, str]


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
        self._header = Header(self.spec.title, lang=lang)
        self._chapters = [w.HTML() for _ in self.spec.chapters]
        self._accordion = w.Accordion(children=self._chapters)
        self._play_title = w.HTML()
        self.stepper = Stepper(game, self.spec.players, self.spec.seed, seat=0 if human else None, human=human,
                               lang=lang)
        self._header.on_lang(self._on_lang_change)
        self.widget = w.VBox([self._header.widget, self._accordion, self._play_title, self.stepper.widget])
        self._render()

    @property
    def lang(self) -> str:
        return self._header.lang

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def chapter_html(self, index: int) -> str:
        return str(self._chapters[index].value)

    def _on_lang_change(self, lang: str) -> None:
        self.stepper.set_lang(lang)
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
        self.widget.close()
