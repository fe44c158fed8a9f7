"""Schwarzarbeit's rule texts: the languages the rulebook holds, where each text comes from, and every section id in
reading order with its title (the one place where the game's section ids are declared; the texts in
``schwarz/rulebook/texts/`` mark where each section starts). "fr" is the cleaned markdown rendering of the published
French translation, "fr-print" the printed French PDF."""

from __future__ import annotations

from schwarz.core.contract import RuleSection, RuleTexts
from schwarz.i18n import _, pgettext

TEXTS = RuleTexts(
    langs=("en", "fr", "fr-print"),
    sources={
        "en": "schwarzarbeit.en.md (translation by Henning Kröpke and Andrea Meyer)",
        "fr": "schwarzarbeit.fr.md (translation by Ivan Jacquemard, markdown rendering)",
        "fr-print": "schwarzarbeit.fr-print.txt (the same translation, from the printed PDF)",
    },
    translated_from={},
    sections=(
        RuleSection("sa.title", pgettext("section title", "Schwarzarbeit"), flavour=True),
        RuleSection("sa.intro", pgettext("section title", "A note on 'he'"), flavour=True),
        RuleSection("sa.idea", pgettext("section title", "The game"), flavour=True),
        RuleSection("sa.components", pgettext("section title", "Components")),
        RuleSection("sa.setup", pgettext("section title", "Setup")),
        RuleSection("sa.object", pgettext("section title", "Object")),
        RuleSection(
            "sa.scoring.overview",
            pgettext("section title", "Scoring points (overview)"),
            note=_("The English '(see overview)' points to a picture the text does not contain; the French points to "
            "the score table at its end (sa.scoring.table)."),
        ),
        RuleSection("sa.turn", pgettext("section title", "Gameplay")),
        RuleSection("sa.turn.information", pgettext("section title", "1. Obtain information")),
        RuleSection("sa.turn.hiring", pgettext("section title", "2. Hiring an employee")),
        RuleSection("sa.turn.lawyers", pgettext("section title", "3. Using the lawyers")),
        RuleSection("sa.turn.refill", pgettext("section title", "4. Supply for the labour market")),
        RuleSection("sa.detective", pgettext("section title", "At any time: the detective")),
        RuleSection("sa.end", pgettext("section title", "Ending the game")),
        RuleSection("sa.scoring", pgettext("section title", "Scoring")),
        RuleSection("sa.scoring.lawyers", pgettext("section title", "Scoring: lawyers")),
        RuleSection("sa.scoring.detective", pgettext("section title", "Scoring: tokens left on your company card")),
        RuleSection("sa.scoring.winner", pgettext("section title", "The winner and the tie-break")),
        RuleSection("sa.credits", pgettext("section title", "Translation"), flavour=True),
        RuleSection(
            "sa.scoring.table",
            pgettext("section title", "Score table (French only)"),
            note=_("Only the French renderings end with this table; the English text has none."),
        ),
    ),
)
