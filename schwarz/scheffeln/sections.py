"""Scheffeln's rule texts: the languages the rulebook holds, where each text comes from, and every section id in
reading order with its title (the one place where the game's section ids are declared; the texts in
``schwarz/rulebook/texts/`` mark where each section starts). "fr" is the schwarz project's own translation of the
English text (no published French text exists)."""

from __future__ import annotations

from schwarz.core.contract import RuleSection, RuleTexts
from schwarz.i18n import _, pgettext

TEXTS = RuleTexts(
    langs=("en", "fr"),
    sources={
        "en": "scheffeln.en.md (Reiner Stockhausen, dlp games 2014)",
        "fr": "scheffeln.fr.md (the schwarz project's own French translation of scheffeln.en.md)",
    },
    translated_from={"fr": "en"},
    sections=(
        RuleSection("sch.idea", pgettext("section title", "Game idea"), flavour=True),
        RuleSection(
            "sch.contents",
            pgettext("section title", "Contents"),
            flavour=True,
            note=_("The component list is a picture in the rules; schwarz/data/scheffeln.json holds the components."),
        ),
        RuleSection("sch.setup", pgettext("section title", "Basic game: setup")),
        RuleSection("sch.turn", pgettext("section title", "Playing the game: turns")),
        RuleSection("sch.turn.move", pgettext("section title", "1. Move")),
        RuleSection("sch.turn.exchange", pgettext("section title", "2. Exchange")),
        RuleSection("sch.moving.max-two", pgettext("section title", "Maximum of 2 cars on each business")),
        RuleSection("sch.moving", pgettext("section title", "Moving rules")),
        RuleSection("sch.moving.single-car", pgettext("section title", "Moving a single car")),
        RuleSection("sch.moving.two-cars", pgettext("section title", "Moving two cars together")),
        RuleSection("sch.scheffeln", pgettext("section title", "Scheffeln phase")),
        RuleSection("sch.after", pgettext("section title", "After the Scheffeln phase")),
        RuleSection("sch.end", pgettext("section title", "Game end")),
        RuleSection(
            "sch.express.setup",
            pgettext("section title", "Express: setup"),
            note=_("The variant's name is a picture in the rules; its text begins 'This is the fast-paced version'."),
        ),
        RuleSection("sch.express.play", pgettext("section title", "Express: playing the game")),
        RuleSection("sch.express.moving", pgettext("section title", "Express: moving")),
        RuleSection("sch.express.scheffeln", pgettext("section title", "Express: Scheffeln phase")),
        RuleSection("sch.express.after", pgettext("section title", "Express: after the Scheffeln phase")),
        RuleSection("sch.express.end", pgettext("section title", "Express: game end")),
        RuleSection("sch.run", pgettext("section title", "RUN expansion")),
        RuleSection("sch.run.evasion", pgettext("section title", "RUN: Evasion")),
        RuleSection("sch.run.backward", pgettext("section title", "RUN: Backward")),
        RuleSection("sch.run.nasty-exchange", pgettext("section title", "RUN: Nasty exchange")),
        RuleSection(
            "sch.run.joker",
            pgettext("section title", "RUN: Joker"),
            note=_("Ends with the note that holds for every RUN card: it may be played face up as the last card."),
        ),
        RuleSection(
            "sch.mafia",
            pgettext("section title", "Mafia-Style expansion"),
            note=_("The expansion's name is a picture in the rules."),
        ),
        RuleSection("sch.mafia.setup", pgettext("section title", "Mafia: setup")),
        RuleSection("sch.mafia.moving", pgettext("section title", "Mafia: moving")),
        RuleSection("sch.mafia.scheffeln", pgettext("section title", "Mafia: Scheffeln phase")),
        RuleSection("sch.credits", pgettext("section title", "Thanks and credits"), flavour=True),
    ),
)
