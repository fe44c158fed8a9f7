"""Schwarzmarkt's rule texts: the languages the rulebook holds, where each text comes from, and every section id in
reading order with its title (the one place where the game's section ids are declared; the texts in
``schwarz/rulebook/texts/`` mark where each section starts). "fr" is the schwarz project's own translation of the
English text (no published French text exists)."""

from __future__ import annotations

from schwarz.core.contract import RuleSection, RuleTexts
from schwarz.i18n import _, pgettext

TEXTS = RuleTexts(
    langs=("en", "fr"),
    sources={
        "en": "schwarzmarkt.en.txt (Stefan Dorra, Amigo 1996; translation by Richard Ingram)",
        "fr": "schwarzmarkt.fr.md (the schwarz project's own French translation of schwarzmarkt.en.md)",
    },
    translated_from={"fr": "en"},
    sections=(
        RuleSection("sm.title", pgettext("section title", "Schwarzmarkt"), flavour=True),
        RuleSection("sm.contents", pgettext("section title", "Contents")),
        RuleSection("sm.idea", pgettext("section title", "Idea of the game"), flavour=True),
        RuleSection("sm.setup", pgettext("section title", "Preparations")),
        RuleSection("sm.round.black-market", pgettext("section title", "Playing a black market card")),
        RuleSection("sm.round.exchange", pgettext("section title", "Exchanging goods")),
        RuleSection("sm.round.price", pgettext("section title", "Raising the price")),
        RuleSection(
            "sm.round.end",
            pgettext("section title", "The next player and end of an exchange round"),
        ),
        RuleSection("sm.round.next", pgettext("section title", "The next exchange round")),
        RuleSection("sm.events", pgettext("section title", "Black market cards with text")),
        RuleSection("sm.game.first-round-end", pgettext("section title", "End of the first round of the game")),
        RuleSection("sm.game.second-round", pgettext("section title", "The second round")),
        RuleSection("sm.end", pgettext("section title", "End of the game")),
        RuleSection("sm.tips", pgettext("section title", "Tips"), flavour=True),
        RuleSection("sm.variant", pgettext("section title", "Variant")),
        RuleSection(
            "sm.events.spionage",
            pgettext("section title", "Spionage!"),
            note=_("Begins with the heading of the card list (German, translation)."),
        ),
        RuleSection("sm.events.schnelles-geschaeft", pgettext("section title", "Schnelles Geschaft!")),
        RuleSection("sm.events.zwangstausch", pgettext("section title", "Zwangstausch!")),
        RuleSection("sm.events.razzia", pgettext("section title", "Razzia!")),
        RuleSection("sm.events.neue-ware", pgettext("section title", "Neue Ware Entdeckt!")),
        RuleSection("sm.events.limit", pgettext("section title", "Limit!")),
        RuleSection("sm.events.alte-rechnung", pgettext("section title", "Alte Rechnung!")),
        RuleSection("sm.events.verdorbene-ware", pgettext("section title", "Verdorbene Ware!")),
        RuleSection("sm.events.waren-knapp", pgettext("section title", "Waren knapp!")),
    ),
)
