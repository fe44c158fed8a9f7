"""The shipped texts: cleaned from the seeds without rewording, split into sections with the fixed ids."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from schwarz import rulebook
from schwarz.rulebook.book import raw_text
from schwarz.rulebook.catalog import CATALOG, LANGS
from schwarz.schwarzarbeit import rule_ids as sa_ids

SOURCES = Path(__file__).parent / "sources"
SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"

FILES = {
    ("schwarzarbeit", "en"): "schwarzarbeit.en.md",
    ("schwarzarbeit", "fr"): "schwarzarbeit.fr.md",
    ("schwarzarbeit", "fr-print"): "schwarzarbeit.fr-print.txt",
    ("scheffeln", "en"): "scheffeln.en.md",
    ("schwarzmarkt", "en"): "schwarzmarkt.en.txt",
}
TEXTS = sorted(FILES)
"""The texts cleaned from a seed (the project's own translations have no seed: test_rb_translations.py)."""
ALL_TEXTS = sorted((game, lang) for game, langs in LANGS.items() for lang in langs)

# Cleaning that changes more than layout, applied to the seed before comparing words: (seed fragment,
# replacement, why). Word order inside a repair may change (a column break), words may only be dropped
# where they are page artefacts (page numbers, HTML tags).
REPAIRS: dict[tuple[str, str], tuple[tuple[str, str, str], ...]] = {
    ("schwarzarbeit", "fr"): (("<b>", "", "HTML bold tags of the score table"), ("</b>", "", "HTML bold tags")),
    ("scheffeln", "en"): (("\n\n16\n\n", "\n\n", "page number 16 before the thanks"),),
    ("schwarzmarkt", "en"): (
        (
            "Schnelles Exchange any one of your commodity Geschaft! cards",
            "Schnelles Geschaft! Exchange any one of your commodity cards",
            "a card name split by the column break of the card list",
        ),
        (
            "Verdorbene The first card exchange in the next Ware! exchange round",
            "Verdorbene Ware! The first card exchange in the next exchange round",
            "a card name split by the column break of the card list",
        ),
    ),
}

SCHEFFELN_IDS = [
    "sch.idea",
    "sch.contents",
    "sch.setup",
    "sch.turn",
    "sch.turn.move",
    "sch.turn.exchange",
    "sch.moving.max-two",
    "sch.moving",
    "sch.moving.single-car",
    "sch.moving.two-cars",
    "sch.scheffeln",
    "sch.after",
    "sch.end",
    "sch.express.setup",
    "sch.express.play",
    "sch.express.moving",
    "sch.express.scheffeln",
    "sch.express.after",
    "sch.express.end",
    "sch.run",
    "sch.run.evasion",
    "sch.run.backward",
    "sch.run.nasty-exchange",
    "sch.run.joker",
    "sch.mafia",
    "sch.mafia.setup",
    "sch.mafia.moving",
    "sch.mafia.scheffeln",
    "sch.credits",
]
SCHWARZMARKT_IDS = [
    "sm.title",
    "sm.contents",
    "sm.idea",
    "sm.setup",
    "sm.round.black-market",
    "sm.round.exchange",
    "sm.round.price",
    "sm.round.end",
    "sm.round.next",
    "sm.events",
    "sm.game.first-round-end",
    "sm.game.second-round",
    "sm.end",
    "sm.tips",
    "sm.variant",
    "sm.events.spionage",
    "sm.events.schnelles-geschaeft",
    "sm.events.zwangstausch",
    "sm.events.razzia",
    "sm.events.neue-ware",
    "sm.events.limit",
    "sm.events.alte-rechnung",
    "sm.events.verdorbene-ware",
    "sm.events.waren-knapp",
]


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def seed(key: tuple[str, str]) -> str:
    return (SOURCES / FILES[key]).read_text("utf-8")


def repaired(key: tuple[str, str]) -> str:
    text = seed(key)
    for old, new, _why in REPAIRS.get(key, ()):
        assert old in text, f"repair {old!r} no longer matches the seed"
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("key", TEXTS)
def test_copies_equal_the_seeds(key: tuple[str, str]) -> None:
    seed_file = SEEDS / FILES[key]
    if not seed_file.exists():
        pytest.skip("../shared/seeds not present")
    assert seed_file.read_bytes() == (SOURCES / FILES[key]).read_bytes()


@pytest.mark.parametrize("key", TEXTS)
def test_never_reworded_nothing_dropped(key: tuple[str, str]) -> None:
    """The cleaned text has the seed's words in the seed's order (after the listed layout repairs)."""
    assert words(rulebook.cleaned_text(*key)) == words(repaired(key))


@pytest.mark.parametrize("key", TEXTS)
def test_repairs_only_reorder_or_drop_artefacts(key: tuple[str, str]) -> None:
    for old, new, why in REPAIRS.get(key, ()):
        if new.strip():
            assert Counter(words(old)) == Counter(words(new)), why
        else:
            assert re.fullmatch(r"</?b>|\s*\d+\s*", old), why  # only HTML tags or a page number are dropped


def test_word_check_would_catch_a_changed_word() -> None:
    cleaned = rulebook.cleaned_text("schwarzarbeit", "en")
    assert words(cleaned.replace("staggered pile", "pile")) != words(repaired(("schwarzarbeit", "en")))


@pytest.mark.parametrize("key", ALL_TEXTS)
def test_sections_reassemble_the_cleaned_text(key: tuple[str, str]) -> None:
    joined = "\n\n".join(s.markdown for s in rulebook.sections(*key)) + "\n"
    assert joined == rulebook.cleaned_text(*key)


@pytest.mark.parametrize("key", ALL_TEXTS)
def test_sections_non_empty_unique_and_in_catalog_order(key: tuple[str, str]) -> None:
    found = rulebook.sections(*key)
    ids = [s.id for s in found]
    assert len(ids) == len(set(ids))
    order = [e.id for e in CATALOG[key[0]]]
    assert ids == [i for i in order if i in ids]
    for s in found:
        assert s.markdown.strip(), s.id
        assert words(s.markdown), s.id
        assert s.title and s.game == key[0] and s.lang == key[1]
        assert s == rulebook.section(s.id, key[1])


def test_every_catalog_section_is_in_some_text() -> None:
    for game, entries in CATALOG.items():
        present = {s.id for lang in LANGS[game] for s in rulebook.sections(game, lang)}
        assert present == {e.id for e in entries}


def test_english_texts_hold_every_section_but_the_french_table() -> None:
    for game, entries in CATALOG.items():
        english = {s.id for s in rulebook.sections(game, "en")}
        assert {e.id for e in entries} - english == ({"sa.scoring.table"} if game == "schwarzarbeit" else set())


def test_both_french_texts_have_the_same_sections() -> None:
    fr = [s.id for s in rulebook.sections("schwarzarbeit", "fr")]
    assert fr == [s.id for s in rulebook.sections("schwarzarbeit", "fr-print")]


def test_ids_exactly_as_fixed() -> None:
    assert list(rulebook.section_ids("scheffeln")) == SCHEFFELN_IDS
    assert list(rulebook.section_ids("schwarzmarkt")) == SCHWARZMARKT_IDS
    engine = {v for k, v in vars(sa_ids).items() if k.isupper() and isinstance(v, str)}
    assert engine <= set(rulebook.section_ids("schwarzarbeit"))


def test_credits_kept() -> None:
    assert "Henning Kröpke, Andrea Meyer" in rulebook.section("sa.credits", "en").text
    for lang in ("fr", "fr-print"):
        assert "Ivan Jacquemard" in rulebook.section("sa.credits", lang).text
    assert "Translation by Richard Ingram" in rulebook.section("sm.title").text
    assert "Reiner Stockhausen" in rulebook.section("sch.credits").text
    assert "Traduction anglaise de Richard Ingram" in rulebook.section("sm.title", "fr").text
    assert "Reiner Stockhausen" in rulebook.section("sch.credits", "fr").text


@pytest.mark.parametrize("key", ALL_TEXTS)
def test_no_layout_artefacts_left(key: tuple[str, str]) -> None:
    text = rulebook.cleaned_text(*key)
    assert "\\*" not in text and "■" not in text and "•" not in text and "<b>" not in text
    assert "\n\n\n" not in text
    assert not re.search(r"\w-\n", text)  # no hyphenation at a line end
    assert not re.search(r"[ \t]+\n", text)  # no trailing blanks
    assert not re.search(r"^#+ \*\*", text, re.MULTILINE)  # headings without bold markup


def test_every_text_is_seeded_or_a_project_translation() -> None:
    assert set(ALL_TEXTS) == set(FILES) | rulebook.TRANSLATED_BY_PROJECT
    assert not set(FILES) & rulebook.TRANSLATED_BY_PROJECT


def test_markers_are_well_formed() -> None:
    for key in ALL_TEXTS:
        for line in raw_text(*key).splitlines():
            if line.startswith("<!--"):
                assert re.fullmatch(r"<!-- section: [a-z][a-z.-]* -->", line), line
