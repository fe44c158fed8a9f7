"""The rules panel (English | French, the French word diff, the edition switch): renderers and panel headless."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

import pytest

from schwarz import IllegalAction
from schwarz.rulebook import aligned, differences, french_diff, section
from schwarz.rulebook.french import tokens
from schwarz.schwarzarbeit import GAME, Lawyer, Options
from widgets.rules_panel import (
    EDITION_CARELESS,
    EDITION_PLAYERS,
    EDITION_SEED,
    RulesPanel,
    diff_section,
    mark_quotes,
    numbered,
    pick_rows,
    play_editions,
    render_french_diff,
    render_side_by_side,
    word_tokens,
)
from widgets.scores import winners

ROWS = aligned("schwarzarbeit")


# --- side by side ---------------------------------------------------------------------------------------------
def test_every_difference_is_marked_in_each_text_that_has_a_quote() -> None:
    for french in ("fr", "fr-print"):
        html = render_side_by_side(ROWS, "en", french)
        for n, d in numbered():
            quotes = [q for q in (d.en, d.fr if french == "fr" else d.fr_print) if q]
            marks = len(re.findall(rf'<sup class="ref">\[{n}\]</sup>', html))
            assert marks == len(quotes), (n, d.id, french)
            assert f'<tr class="explain{" play" if d.affects_play else ""}" data-diff="{n}">' in html


def test_the_lawyer_difference_is_highlighted_in_both_columns_and_explained() -> None:
    n = next(n for n, d in numbered() if d.id == "sa.scoring.lawyers")
    html = render_side_by_side(pick_rows("*"), "en")
    assert re.search(rf'<mark class="diff play" data-diff="{n}">YOUR LAWYERS on denounced ILLEGAL workers: '
                     rf"<strong>-2 points</strong></mark>", html)
    # the French quote is a row of the score table: every cell is marked, the last one carries [n]
    assert re.search(rf'<td><mark class="diff play" data-diff="{n}"><strong>-99</strong></mark><sup class="ref">'
                     rf"\[{n}\]</sup></td>", html)
    assert "Covered by an engine option: edition of the score table" in html
    assert "Changes play or the result: ✔ yes" in html


def test_a_paragraph_without_counterpart_says_so() -> None:
    table = pick_rows("sa.scoring.table")
    html = render_side_by_side(table, "en")
    assert len(table) == 1 and "No counterpart in this text." in html
    assert "No counterpart in: en." in html  # the row's note
    assert "Pas d&#x27;équivalent dans ce texte." in render_side_by_side(table, "fr")


def test_marks_survive_markdown_and_escape_html() -> None:
    html = mark_quotes("a **b** <c> d", [(3, "**b** <c>", False)])
    assert html == ('<p>a <mark class="diff" data-diff="3"><strong>b</strong> &lt;c&gt;</mark>'
                    '<sup class="ref">[3]</sup>'
                    " d</p>\n")
    assert mark_quotes("nothing", [(1, "absent", True)]) == "<p>nothing</p>\n"


def test_picker_rows() -> None:
    assert pick_rows("") == ROWS
    with_differences = {r.id for r in pick_rows("*")}
    assert with_differences == {sid for d in differences("schwarzarbeit") for sid in d.where}
    assert [r.id for r in pick_rows("sa.turn.hiring")] == ["sa.turn.hiring"]


# --- the French word diff -------------------------------------------------------------------------------------
def test_word_tokens_are_the_rulebooks_tokens() -> None:
    for row in ROWS:
        if row.fr is not None:
            assert [w for w, _ in word_tokens(row.fr)] == tokens(row.fr), row.id


def test_word_diff_marks_exactly_the_rulebooks_differences_of_form() -> None:
    expected = Counter((d.id, d.kind) for d in french_diff())
    found: Counter[tuple[str, str]] = Counter()
    for row in ROWS:
        if row.fr is not None and row.fr_print is not None:
            _, kinds = diff_section(row.id)
            found.update({(row.id, k): n for k, n in kinds.items()})
    assert found == expected and sum(found.values()) > 0


def test_word_diff_shows_deletions_and_insertions() -> None:
    html = render_french_diff("sa.detective", "en")
    assert ('<del title="only in &#x27;fr&#x27;">boîte</del><span class="arrow">→</span>'
            '<ins title="only in &#x27;fr-print&#x27;">boite</ins>') in html
    assert '<del title="seulement dans «\u00a0fr\u00a0»">boîte</del>' in render_french_diff("sa.detective", "fr")
    assert '<sup class="kind">accents</sup>' in html
    assert '<sup class="kind">orthographe</sup>' in render_french_diff("sa.setup", "fr")
    everything = render_french_diff("", "en")
    assert everything.count('class="change"') == len(french_diff())
    assert "more sections are identical word for word" in everything
    counted = r"<p><b>\d+ differences of accents, \d+ spelling differences and \d+ typographic differences</b>"
    assert re.search(counted, everything)
    french = render_french_diff("", "fr")
    assert re.search(r"<p><b>\d+ différences d&#x27;accents, \d+ différences d&#x27;orthographe", french)
    assert "identical word for word" in render_french_diff("sa.turn.hiring", "en")
    # the unchanged text is the 'fr' text, whitespace kept
    body, _ = diff_section("sa.turn.hiring")
    assert "Les employés dénoncés sont placés face cachée" in body and section("sa.turn.hiring", "fr")


# --- the edition switch ---------------------------------------------------------------------------------------
def test_the_shown_game_changes_a_score_and_the_winner() -> None:
    game = play_editions()
    assert (game.seed, game.players, game.careless) == (EDITION_SEED, EDITION_PLAYERS, EDITION_CARELESS)
    assert [o.lawyer for o in game.own_lawyers] == [EDITION_CARELESS]
    en, fr = GAME.scores(game.en), GAME.scores(game.fr)
    assert game.totals_differ
    p = EDITION_CARELESS
    assert fr[p].total - en[p].total == (-99 - -2) * len(game.own_lawyers)
    assert winners(en) == [p] and p not in winners(fr)
    # the same game: only the options differ
    assert game.en.log == game.fr.log and game.en.denounced == game.fr.denounced


def test_the_shown_game_needs_no_blunders() -> None:
    """sa.scoring.lawyers: the English edition allows the lawyer on one's own worker by default; the French
    refuses it."""
    game = play_editions()
    assert game.en.options == Options(edition="en") and not game.fr.options.blunders
    fr = GAME.new_game(EDITION_PLAYERS, EDITION_SEED, Options(edition="fr"))
    with pytest.raises(IllegalAction) as err:
        for action in game.actions:
            fr = GAME.apply(fr, action)
    assert err.value.rule == "sa.scoring.table" and isinstance(err.value.action, Lawyer)


def test_the_editions_differ_exactly_by_the_lawyers_on_their_own_workers() -> None:
    """Random games of the English edition (default options), scored by both tables: the totals differ by
    -97 per lawyer on its owner's own worker, and nowhere else."""
    from dataclasses import replace

    from schwarz.play import play

    for seed in range(4):
        en = play(GAME, 4, seed, Options(edition="en"))
        fr = replace(en, options=replace(en.options, edition="fr"))
        own = Counter(d.lawyer for pile in en.denounced for d in pile
                      if d.lawyer is not None and d.card.employee in en.illegal_workers[d.lawyer])
        for p, sheet in GAME.scores(en).items():
            assert GAME.scores(fr)[p].total - sheet.total == (-99 - -2) * own[p]


def find_edition_seeds(seeds: Iterable[int]) -> list[tuple[int, int]]:
    """(seed, careless seat) of the games where the careless player wins by the English list and not by the
    French table. EDITION_SEED was found with ``find_edition_seeds(range(20))`` (5 of 80 games qualify; the
    first with a single lawyer on its owner's worker)."""
    found = []
    for seed in seeds:
        for careless in range(EDITION_PLAYERS):
            game = play_editions(seed, EDITION_PLAYERS, careless)
            en, fr = GAME.scores(game.en), GAME.scores(game.fr)
            if game.own_lawyers and winners(en) == [careless] and careless not in winners(fr):
                found.append((seed, careless))
    return found


def test_seed_search_finds_the_shown_game() -> None:
    assert (EDITION_SEED, EDITION_CARELESS) in find_edition_seeds([EDITION_SEED])
    assert find_edition_seeds([0]) == []  # seed 0: the careless player never wins by the English list


# --- the panel headless ---------------------------------------------------------------------------------------
def test_panel_switches_mode_section_and_language() -> None:
    panel = RulesPanel(lang="en")
    assert "<mark" in panel.body_html and "English" in panel.body_html
    panel._mode.value = "diff"
    assert "<del" in panel.body_html and "<ins" in panel.body_html
    panel._section.value = "sa.detective"
    assert panel.body_html.count("<h4") == 1 and "boite" in panel.body_html
    panel._mode.value = "print"
    assert "French text (printed PDF)" in panel.body_html and 'data-section="sa.detective"' in panel.body_html
    panel.set_lang("fr")
    assert panel._section.value == "sa.detective" and panel._mode.value == "print"
    assert "Pas d&#x27;équivalent" in panel.body_html or "Différence" in panel.body_html
    assert panel._mode.options[2] == ("Différences mot à mot", "diff")
    panel.close()


def test_edition_panel_shows_both_sheets_with_the_changed_line() -> None:
    panel = RulesPanel(lang="en")
    edition = panel.edition
    assert edition is not None
    en_html, fr_html = edition.en_panel.html, edition.fr_panel.html
    assert "Edition &#x27;en&#x27;" in en_html and "Edition &#x27;fr&#x27;" in fr_html
    assert '<tr class="marked" data-line="8">' in en_html and '<tr class="marked" data-line="8">' in fr_html
    assert "1 × -2" in en_html and "1 × -99" in fr_html
    assert "Henning: +22 points by the English list, -75 by the French table" in edition.facts_html
    edition._seed.value = 1
    edition._careless.value = 0
    edition._replay_button.click()
    assert edition.game.seed == 1 and edition.error_html == ""
    panel.close()


def test_an_unknown_rule_id_is_an_error_not_a_blank_paragraph() -> None:
    from schwarz.rulebook import UnknownSection
    from widgets.rules import rule_html

    assert 'data-rule="sa.turn.hiring"' in rule_html("sa.turn.hiring", "fr")
    assert "sa.scoring.table" in rule_html("sa.scoring.table", "en")  # only the French texts hold it: shown in French
    with pytest.raises(UnknownSection, match="unknown section id"):
        rule_html("sa.no-such-rule", "en", "a summary")
