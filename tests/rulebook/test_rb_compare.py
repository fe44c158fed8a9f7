"""The English/French alignment, the differences in meaning, and the French comparison of form."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schwarz import rulebook
from schwarz.rulebook.align import paragraphs
from schwarz.rulebook.catalog import CATALOG, GAMES, LANGS
from schwarz.rulebook.french import KINDS, LABEL, DiffKind, classify, tokens


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("game", GAMES)
def test_alignment_covers_every_section(game: str) -> None:
    rows = rulebook.aligned(game)
    assert [r.id for r in rows] == [e.id for e in CATALOG[game]]
    for row in rows:
        for lang, text in (("en", row.en), ("fr", row.fr), ("fr-print", row.fr_print)):
            if lang not in LANGS[game]:
                assert text is None
                continue
            try:
                expected: str | None = rulebook.section(row.id, lang).markdown
            except KeyError:
                expected = None
            assert text == expected
        if None in (row.en, row.fr, row.fr_print):
            assert row.note, f"{row.id}: a text has no counterpart and the row says nothing"


def test_alignment_names_the_missing_paragraphs() -> None:
    rows = {r.id: r for r in rulebook.aligned("schwarzarbeit")}
    table = rows["sa.scoring.table"]
    assert table.en is None and table.fr and table.fr_print and table.note and "en" in str(table.note)
    overview = rows["sa.scoring.overview"]
    assert overview.en and "(see overview)" in overview.en and overview.note and "overview" in str(overview.note)
    assert all(r.en and r.fr and r.fr_print for r in rows.values() if r.id != "sa.scoring.table")


def test_differences_quote_the_texts() -> None:
    found = rulebook.differences("schwarzarbeit")
    assert found
    for d in found:
        for lang, quote in (("en", d.en), ("fr", d.fr), ("fr-print", d.fr_print)):
            if quote is None:
                continue
            texts = []
            for sid in d.where:
                try:
                    texts.append(squash(rulebook.section(sid, lang).markdown))
                except KeyError:
                    continue
            assert any(squash(quote) in t for t in texts), f"{d.id} {lang}: {quote!r} not in {d.where}"
        assert d.id in d.where and d.meaning and d.engine
        assert d.covered_by_option in (None, "edition")
        assert d.en is not None or d.fr is not None


def test_a_misquote_would_be_caught() -> None:
    text = squash(rulebook.section("sa.turn.information").markdown)
    assert "Friedemann's third turn" in text and "Friedemann's second turn" not in text


def test_the_differences_that_matter_are_there() -> None:
    by_id: dict[str, list[rulebook.Difference]] = {}
    for d in rulebook.differences("schwarzarbeit"):
        by_id.setdefault(d.id, []).append(d)
    lawyer = by_id["sa.scoring.lawyers"][0]
    assert "-2" in (lawyer.en or "") and "-99" in (lawyer.fr or "") and lawyer.covered_by_option == "edition"
    assert by_id["sa.scoring.table"][0].en is None
    assert any("third turn" in (d.en or "") for d in by_id["sa.turn.information"])
    hiring = " ".join((d.en or "") + (d.fr or "") for d in by_id["sa.turn.hiring"])
    assert "look at him" in hiring and "consulter sa pile" in hiring
    assert "staggered" in hiring and "rappel" in hiring
    assert rulebook.differences("scheffeln") == () == rulebook.differences("schwarzmarkt")


def test_edition_option_exists_for_what_it_covers() -> None:
    from schwarz.schwarzarbeit import Options

    assert {d.covered_by_option for d in rulebook.differences("schwarzarbeit")} <= {None, "edition"}
    assert Options(edition="fr").edition == "fr"


def test_french_diff_is_form_only() -> None:
    found = rulebook.french_diff()
    assert found
    kinds = {d.kind for d in found}
    assert kinds <= set(KINDS) and {DiffKind.ACCENTS, DiffKind.SPELLING, DiffKind.TYPOGRAPHY} <= kinds
    assert all(d.label == LABEL == "form" for d in found)
    pairs = {(d.fr, d.fr_print) for d in found}
    assert ("fabricant", "fabriquant") in pairs and ("boîte", "boite") in pairs and ("'", "’") in pairs
    for d in found:
        fr = squash(" ".join(tokens(rulebook.section(d.id, "fr").markdown)))
        fr_print = squash(" ".join(tokens(rulebook.section(d.id, "fr-print").markdown)))
        assert d.fr in fr and d.fr_print in fr_print


def test_classify() -> None:
    assert classify(["révéléz"], ["révélez"]) is DiffKind.ACCENTS
    assert classify(["peut"], ["peux"]) is DiffKind.SPELLING
    assert classify(["’"], ["'"]) is DiffKind.TYPOGRAPHY
    assert classify(["bien", "sûr"], []) is DiffKind.MISSING


def test_section_errors() -> None:
    with pytest.raises(rulebook.UnknownSection):
        rulebook.section("sa.nothing")
    with pytest.raises(KeyError):
        rulebook.section("sch.setup", "fr-print")
    with pytest.raises(KeyError):
        rulebook.section("sm.setup", "de")
    with pytest.raises(ValueError):
        rulebook.section("sa.scoring.table", "en")
    with pytest.raises(rulebook.UnknownSection):
        rulebook.sections("chess")


def test_section_html() -> None:
    html = rulebook.section_html("sa.scoring.table", "fr")
    assert "<table>" in html and "-99" in html
    assert rulebook.section_html("sa.turn.hiring").startswith("<h3>")
    assert "<h3>" not in rulebook.section_html("sa.turn.hiring", heading=False)
    assert "&lt;" not in rulebook.section_html("sa.credits", "fr") or "ludism" in rulebook.section_html(
        "sa.credits", "fr"
    )


@pytest.mark.parametrize("game", GAMES)
def test_paragraph_rows_keep_every_paragraph(game: str) -> None:
    for row in rulebook.aligned(game):
        for attr in ("en", "fr", "fr_print"):
            whole = getattr(row, attr)
            parts = [getattr(p, attr) for p in row.paragraphs if getattr(p, attr) is not None]
            assert "\n\n".join(parts) == (whole or ""), (row.id, attr)
        if game == "schwarzarbeit":
            assert len(paragraphs(row.fr)) == len(paragraphs(row.fr_print)), row.id
            for p in row.paragraphs:
                assert (p.fr is None) == (p.fr_print is None)


def test_paragraph_groups_pair_what_says_the_same() -> None:
    rows = {r.id: r for r in rulebook.aligned("schwarzarbeit")}
    setup = rows["sa.setup"].paragraphs[3]
    assert setup.en and "These are your illegal workers" in setup.en and setup.fr and "Ce sont vos" in setup.fr
    detective = rows["sa.detective"].paragraphs[2]
    assert detective.en and "argument" in detective.en and detective.fr and "litige" in detective.fr
    assert rows["sa.scoring.table"].paragraphs[0].en is None


def test_editions_page_is_up_to_date() -> None:
    from schwarz.rulebook.report import editions_markdown

    page = Path(__file__).resolve().parents[2] / "docs" / "rules-french-editions.md"
    assert page.read_text("utf-8") == editions_markdown(), "run: python -m schwarz.rulebook.report > " + str(page)
