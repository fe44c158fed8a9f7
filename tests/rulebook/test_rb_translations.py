"""The project's own French translations (Scheffeln, Schwarzmarkt): complete, same sections and structure as the
English text, the glossary's words, French typography, and the API that says they are the project's."""

from __future__ import annotations

import re

import pytest

from schwarz import rulebook
from schwarz.i18n import render
from schwarz.rulebook.book import Section, raw_text
from schwarz.rulebook.catalog import CATALOG, LANGS, PROJECT_TRANSLATIONS, SOURCES, TRANSLATED_BY_PROJECT

TRANSLATED = sorted(TRANSLATED_BY_PROJECT)

# The glossary the app's interface shares (one French word for one thing): per game, (English pattern, French
# pattern). Where the English section uses the term, its French section must use the French word. Patterns are
# case-insensitive; the English ones skip the uses that are not the term (the verb 'turn ... face up').
SHARED: tuple[tuple[str, str], ...] = (
    (r"\bplayers?\b", r"\bjoueurs?\b"),
    (r"\bface up\b", r"\bface visible\b"),
    (r"\bface down\b", r"\bface cachée\b"),
    (r"\bstart(?:ing)? player\b", r"\bpremier joueur\b"),
    (r"(?<!counter)(?<!counter-)\bclockwise\b", r"(?<!inverse )\bdes aiguilles d'une montre\b"),
    (r"\bcounter-?clockwise\b", r"\bsens inverse des aiguilles d'une montre\b"),
    (r"\bexpansion\b", r"\bextension\b"),
    (r"\bvariant\b", r"\bvariante\b"),
    (r"\brules?\b", r"\brègles?\b"),
)
GLOSSARY: dict[str, tuple[tuple[str, str], ...]] = {
    "scheffeln": (
        *SHARED,
        (r"\bbusiness(?:es)?\b", r"\bcommerces?\b"),
        (r"\bcharacters?\b", r"\bpersonnages?\b"),
        (r"\btokens?\b", r"\bjetons?\b"),
        (r"\bmoney tokens?\b", r"\bjetons? d'argent\b"),
        (r"\bcars?\b", r"\bvoitures?\b"),
        (r"\bmovement cards?\b", r"\bcartes? de déplacement\b"),
        (r"\brepresentative\b", r"\breprésentant\b"),
        (r"\bround\b", r"\bmanche\b"),
        (r"\bturns?\b(?! (?:each|the top)\b)", r"\btour\b"),
        (r"\bScheffeln Phase\b", r"\bphase Scheffeln\b"),
        (r"\bactive car\b", r"\bvoiture active\b"),
        (r"\bExchange action\b", r"\baction Échanger\b"),
        (r"\bEvasion\b", r"\bEsquive\b"),
        (r"\bBackward\b", r"\bMarche arrière\b"),
        (r"\bNasty exchange\b", r"\bÉchange vicieux\b"),
        (r"\bJoker\b", r"\bJoker\b"),
        (r"\bMafia car\b", r"\bvoiture(?: \w+){0,2} de la Mafia\b"),
        (r"\bred\b", r"\brouge\b"),
        (r"\byellow\b", r"\bjaune\b"),
        (r"\bblack\b", r"\bnoire?\b"),
    ),
    "schwarzmarkt": (
        *SHARED,
        (r"\bcommodit(?:y|ies)\b", r"\bmarchandises?\b"),
        (r"\bgoods\b", r"\bmarchandises?\b"),
        (r"\bmarker\b", r"\bmarqueur\b"),
        (r"\bprice (?:track|space)\b", r"\bpiste des prix\b"),
        (r"\boffer cards?\b", r"\bcartes? d'offre\b"),
        (r"\bblack market cards?\b", r"\bcartes? marché noir\b"),
        (r"\b(?:cards?|one) with text\b", r"\bcartes? texte\b"),
        (r"\bluxury\b", r"\bproduits? de luxe\b"),
        (r"\bexchange rounds?\b|\bround of exchanges\b", r"\btours? d'échange\b"),
        (r"(?<!exchange )\brounds?\b(?! of exchanges)", r"\bmanches?\b"),
        (r"\bturn\b", r"\btour\b"),
        (r"\bdie symbol\b", r"\bsymbole de dé\b"),
        (r"\bbank\b", r"\bbanque\b"),
        (r"\bsacks?\b", r"\bsacs?\b"),
        (r"\bpounds?\b", r"\blivres?\b"),
        (r"\bpotato(?:es)?\b", r"\bpommes de terre\b"),
        (r"\bflour\b", r"\bfarine\b"),
        (r"\bbutter\b", r"\bbeurre\b"),
        (r"\bsugar\b", r"\bsucre\b"),
        (r"\bcoffee\b", r"\bcafé\b"),
        (r"\bchewing\b", r"\bchewing-gum\b"),
        (r"\bchocolate\b", r"\bchocolat\b"),
        (r"\bcigarettes\b", r"\bcigarettes\b"),
        (r"\bnylons\b", r"\bbas nylon\b"),
    ),
}
# Words the glossary rules out (a second French word for the same thing).
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "scheffeln": (
        r"\bentreprises?\b", r"\baffaires?\b", r"\bcaractères?\b", r"\bautos?\b", r"\bautomobiles?\b",
        r"\bpions?\b", r"\brondes?\b", r"\bcartes? (?:de )?mouvement\b", r"\bface (?:ouverte|découverte)\b",
        r"\bjoueur de départ\b", r"\bvariation\b", r"\bexpansion\b",
    ),
    "schwarzmarkt": (
        r"\bdenrées?\b", r"\bcommodités?\b", r"\bbiens\b", r"\bmati[eè]res? premières?\b", r"\bpions?\b",
        r"\bjetons?\b", r"\brondes?\b", r"\bpiste de prix\b", r"\bcartes? offres?\b", r"\bcartes? textes\b",
        r"\bcartes? du marché noir\b", r"\bjoueur de départ\b", r"\bsacs? de patates\b", r"\bpatates?\b",
    ),
}
# Proper names kept as printed.
NAMES = ("Dinero Docks", "Lucre District", "Splendid Boulevard", "Mafia-Style", "Spieleschmiede", "Scheffeln",
         "Alwin", "Brigitte", "Erich", "Charlotte", "Stefan Dorra", "Richard Ingram", "Mike Siggins", "Amigo")
# German words whose '!' is part of the word (the card titles, the thanks), and English proper names.
GERMAN = (*(e.title.id for e in CATALOG["schwarzmarkt"] if e.id.startswith("sm.events.")), "Danke!")
ENGLISH_NAMES = ("The Rules Bank", "Dinero Docks", "Lucre District", "Splendid Boulevard", "dlp games")


def pairs(game: str) -> list[tuple[Section, Section]]:
    return list(zip(rulebook.sections(game, "en"), rulebook.sections(game, "fr"), strict=True))


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def blocks(markdown: str) -> list[str]:
    return [b for b in markdown.split("\n\n") if b.strip()]


def shape(markdown: str) -> list[tuple[str, int]]:
    """Each block's kind and size: heading level, list items, blockquote lines, paragraph lines."""
    out = []
    for block in blocks(markdown):
        lines = block.split("\n")
        if block.startswith("#"):
            out.append(("heading", len(block) - len(block.lstrip("#"))))
        elif all(line.startswith("- ") for line in lines):
            out.append(("list", len(lines)))
        elif all(line.startswith("> ") for line in lines):
            out.append(("quote", len(lines)))
        else:
            out.append(("paragraph", len(lines)))
    return out


def emphasis(markdown: str) -> tuple[int, int]:
    """(bold spans, italic spans)."""
    bold = len(re.findall(r"\*\*[^*]+\*\*", markdown))
    italic = len(re.findall(r"(?<!\*)\*(?!\*)[^*]+(?<!\*)\*(?!\*)", markdown))
    return bold, italic


def french_only(en: Section, fr: Section) -> str:
    """The French section without what stays as printed: paragraphs copied from the English text (the German
    thanks), German card titles, English proper names, web and mail addresses."""
    kept = set(blocks(en.markdown))
    text = "\n\n".join(b for b in blocks(fr.markdown) if b not in kept)
    for name in (*GERMAN, *ENGLISH_NAMES):
        text = text.replace(name, " ")
    return re.sub(r"\S+@\S+|www\.\S+|https?://\S+", " ", text)


# --- the API ---------------------------------------------------------------------------------------------------


def test_the_project_translations_are_declared() -> None:
    assert {("scheffeln", "fr"), ("schwarzmarkt", "fr")} == TRANSLATED_BY_PROJECT == set(PROJECT_TRANSLATIONS)
    assert rulebook.TRANSLATED_BY_PROJECT is TRANSLATED_BY_PROJECT
    assert rulebook.PROJECT_TRANSLATIONS is PROJECT_TRANSLATIONS
    for game, lang in TRANSLATED:
        assert lang in LANGS[game]
        assert "project's own French translation" in SOURCES[game, lang]
        assert f"{game}.{PROJECT_TRANSLATIONS[game, lang]}.md" in SOURCES[game, lang]
    assert ("schwarzarbeit", "fr") not in TRANSLATED_BY_PROJECT  # a published translation


@pytest.mark.parametrize("key", sorted((g, lang) for g, langs in LANGS.items() for lang in langs))
def test_every_section_says_whether_it_is_the_projects_translation(key: tuple[str, str]) -> None:
    for s in rulebook.sections(*key):
        assert s.project_translation == (key in TRANSLATED_BY_PROJECT)
        if s.project_translation:
            assert s.original_lang == "en"
            original = rulebook.section(s.id, s.original_lang)
            assert original.id == s.id and not original.project_translation and original.original_lang is None
        else:
            assert s.original_lang is None


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_french_titles_for_every_section(game: str) -> None:
    for entry in CATALOG[game]:
        french = render(entry.title, "fr")
        assert entry.title.context == "section title" and french, entry.id
        assert rulebook.section(entry.id, "fr").title == french
        assert rulebook.section(entry.id, "en").title == entry.title.id
        if entry.id.startswith("sm.events."):
            assert french == entry.title.id  # the card titles stay German
        else:
            assert french != entry.title.id or entry.id.endswith(".title"), entry.id  # translated


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_alignment_says_the_french_is_the_projects(game: str) -> None:
    for row in rulebook.aligned(game):
        assert row.en and row.fr and row.fr_print is None
        assert row.note and "project's own translation" in str(row.note) and "No counterpart" not in str(row.note)
        assert [p.fr for p in row.paragraphs if p.fr] == blocks(row.fr)


def test_rule_sections_for_a_phase_come_in_french() -> None:
    from schwarz.scheffeln import Phase

    found = rulebook.sections_for(Phase.CHOOSE, "fr")
    assert found and all(s.lang == "fr" and s.project_translation for s in found)
    assert all(s.lang == "en" for s in rulebook.sections_for(Phase.CHOOSE, "fr-print"))


# --- complete, same sections, same structure -----------------------------------------------------------------


@pytest.mark.parametrize("key", TRANSLATED)
def test_same_section_ids_in_the_same_order_each_once(key: tuple[str, str]) -> None:
    game, lang = key
    english = [s.id for s in rulebook.sections(game, "en")]
    assert [s.id for s in rulebook.sections(game, lang)] == english == list(rulebook.section_ids(game))
    raw = raw_text(game, lang)
    for sid in english:
        assert raw.count(f"<!-- section: {sid} -->") == 1, sid
        assert len(re.findall(rf"(?<![\w.-]){re.escape(sid)}(?![\w.-])", raw)) == 1, f"{sid} outside its marker"


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_no_section_empty_where_the_english_is_not(game: str) -> None:
    for en, fr in pairs(game):
        assert bool(en.heading) == bool(fr.heading), en.id
        assert bool(en.text) == bool(fr.text), en.id
        assert bool(words(en.text)) == bool(words(fr.text)), en.id
        if en.text:  # a translation is about as long as its original (French runs 5-40 % longer)
            ratio = len(fr.text) / len(en.text)
            assert 0.8 < ratio < 1.8, (en.id, round(ratio, 2))


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_same_markdown_structure(game: str) -> None:
    """Same blocks in the same order (heading levels, list items, blockquotes, paragraph lines), same emphasis."""
    for en, fr in pairs(game):
        assert shape(fr.markdown) == shape(en.markdown), en.id
        assert emphasis(fr.markdown) == emphasis(en.markdown), en.id
        assert fr.heading.split(" ")[0] == en.heading.split(" ")[0], en.id


def test_structure_check_would_catch_a_dropped_list_item() -> None:
    fr = rulebook.section("sch.after", "fr").markdown
    dropped = "\n".join(line for line in fr.split("\n") if "jeton premier joueur" not in line)
    assert shape(dropped) != shape(rulebook.section("sch.after").markdown)


# --- the glossary and the names --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_glossary_terms_are_translated_by_the_glossary_word(game: str) -> None:
    missing = []
    for en, fr in pairs(game):
        english = "\n\n".join(b for b in blocks(en.markdown) if b not in set(blocks(fr.markdown)))
        for name in ENGLISH_NAMES:
            english = english.replace(name, " ")
        for term, word in GLOSSARY[game]:
            if re.search(term, english, re.IGNORECASE) and not re.search(word, fr.markdown, re.IGNORECASE):
                missing.append((en.id, term, word))
    assert not missing


def test_glossary_check_would_catch_another_word() -> None:
    fr = rulebook.section("sch.scheffeln", "fr").markdown.replace("commerce", "entreprise")
    assert not re.search(r"\bcommerces?\b", fr, re.IGNORECASE)
    assert any(re.search(p, fr, re.IGNORECASE) for p in FORBIDDEN["scheffeln"])


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_no_second_word_for_a_glossary_term(game: str) -> None:
    text = rulebook.cleaned_text(game, "fr")
    found = [(p, m.group(0)) for p in FORBIDDEN[game] for m in re.finditer(p, text, re.IGNORECASE)]
    assert not found


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_proper_names_kept_as_printed(game: str) -> None:
    for en, fr in pairs(game):
        for name in NAMES:
            assert en.markdown.count(name) <= fr.markdown.count(name), (en.id, name)
        for title in GERMAN:
            if title in en.markdown:
                assert title in fr.markdown, (en.id, title)
        for quoted in re.findall(r"['\"]([A-Z][^'\"]*!)['\"]", en.markdown):  # a card named in the text
            assert f"« {quoted} »" in fr.markdown, (en.id, quoted)


def test_card_headings_are_the_printed_titles() -> None:
    for entry in CATALOG["schwarzmarkt"]:
        if entry.id.startswith("sm.events."):
            fr = rulebook.section(entry.id, "fr").markdown
            title = entry.title.id
            assert f"### {title}" in fr and f"### {title}" in rulebook.section(entry.id).markdown


# --- French typography and no English left -------------------------------------------------------------------


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_french_typography(game: str) -> None:
    for en, fr in pairs(game):
        text = french_only(en, fr)
        assert not re.search(r"\S[:;!?]", text), (en.id, re.findall(r".{0,15}\S[:;!?]", text))
        assert not re.search(r"[:;!?][^\s)*.…»]", text), en.id  # followed by a space, or closes something
        assert '"' not in text, en.id  # guillemets, not ASCII quotes
        assert not re.search(r"(?<!\w)'|'(?!\w)", text), en.id  # the apostrophe only elides, never quotes
        assert not re.search(r"«(?! )|(?<! )»", text), en.id  # « with a space inside »
        assert text.count("«") == text.count("»"), en.id


def test_typography_check_would_catch_a_missing_space() -> None:
    en, fr = rulebook.section("sch.end"), rulebook.section("sch.end", "fr")
    spoiled = Section(**{**vars(fr), "text": fr.text.replace("l'emporte !", "l'emporte!")})
    assert re.search(r"\S[:;!?]", french_only(en, spoiled))
    card = rulebook.section("sm.events.limit", "fr")
    assert not re.search(r"\S[:;!?]", french_only(rulebook.section("sm.events.limit"), card))  # 'Limit!' is kept


@pytest.mark.parametrize("game", ["scheffeln", "schwarzmarkt"])
def test_no_english_left(game: str) -> None:
    english = re.compile(r"\b(?:the|and|of|with|to|is|are|you|your|player|players|card|cards|car|cars|"
                         r"business|round|turn|move|exchange|token|tokens|price|marker|goods|luxury)\b")
    for en, fr in pairs(game):
        text = french_only(en, fr)
        assert not english.search(text), (en.id, english.findall(text))
