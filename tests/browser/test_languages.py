"""Every page in French shows no English word of the app's own vocabulary, and in English no French word,
after stepping each game, running an exercise of each game and a lab run; and no page shows a value of the
code instead of its words (a knob's name or enum value, a bot's registry or class name, a repr). Quotes of a
source text in the other language are allowed where the page labels them (an element with a ``lang`` attribute,
e.g. the English original of a rule paragraph, or the other column of the rules comparison).

The vocabulary comes from the catalog: English words of the msgids that no French text uses (nor the French
rule texts), and French words of the translations that no English text uses (nor the English rule texts).
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from schwarz import rulebook
from schwarz.i18n.render import po_path
from tests.browser.conftest import ARTIFACTS, button, click_button, open_notebook
from widgets.exercises import EXERCISES as ALL_EXERCISES

DOCS = Path(__file__).resolve().parents[2] / "docs"
WORD = re.compile(r"[A-Za-zÀ-ÿ]{4,}(?:-[A-Za-zÀ-ÿ]+)*")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


@cache
def vocabulary() -> tuple[frozenset[str], frozenset[str]]:
    """(English-only words, French-only words) of the app's catalog."""
    with po_path("fr").open("rb") as f:
        catalog = [m for m in read_po(f, locale="fr") if m.id]
    english: set[str] = set()
    french: set[str] = set()
    for m in catalog:
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        for text in ids:
            english |= _words(text)
        for text in strings:
            french |= _words(text)
    texts = {lang: " ".join(s.text + " " + s.title for game in rulebook.GAMES if lang in rulebook.LANGS[game]
                            for s in rulebook.sections(game, lang)) for lang in ("en", "fr")}
    for page in DOCS.glob("rules-decisions*.md"):  # the project's own pages in both languages
        texts["fr" if page.name.endswith(".fr.md") else "en"] += " " + page.read_text("utf-8")
    english_only = english - french - _words(texts["fr"])
    french_only = french - english - _words(texts["en"])
    return frozenset(english_only), frozenset(french_only)


VISIBLE_TEXT = """() => {
  const clone = document.body.cloneNode(true);
  clone.querySelectorAll('script, style, [lang]:not([lang="%s"])').forEach(e => e.remove());
  return clone.textContent;
}"""


QUOTED = re.compile(r"«[^»]*»|“[^”]*”")
"""A quotation between quotation marks is labelled as one (the rule decisions quote both texts)."""


def foreign_words(page: Any, lang: str) -> set[str]:
    """Words of the other language's vocabulary in the page, outside elements labelled with another language and
    outside quotation marks."""
    english_only, french_only = vocabulary()
    text = QUOTED.sub(" ", page.evaluate(VISIBLE_TEXT % lang))
    return _words(text) & (english_only if lang == "fr" else french_only)


def test_the_vocabularies_are_real() -> None:
    english_only, french_only = vocabulary()
    assert {"hires", "denounces", "lawyer"} <= english_only
    assert {"embauche", "dénonce", "avocat"} <= french_only


@cache
def raw_values() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(Values of the code a French page must put in words, code a page of either language must not show).

    The first: the rule knobs' names and their enum values ('deck', 'hand_size', 'variant', 'basic'), the bots'
    registry names ('deduction', 'random'), matched as written (lower case: 'Express' or 'Mafia' are names, 'RUN' a
    printed title). The second: the bots' class names ('DeductionBot'), reprs ('Options(', 'Options.') and
    'key=value' pairs of the command line ('deck=variant', "edition='en'")."""
    import inspect

    from schwarz import sim
    from schwarz.core.registry import GAMES

    values: set[str] = {name for game in GAMES.values() for name in game.bots}
    for game in GAMES:
        for knob in sim.knobs(game):
            values.add(knob.name)
            values.update(c for c in knob.choices if len(c) > 2)
    modules = [importlib.import_module(f"schwarz.{game}.bots") for game in GAMES] + [
        importlib.import_module("schwarz.core.bots")]
    classes = {name for module in modules for name, obj in vars(module).items()
               if inspect.isclass(obj) and name.endswith("Bot") and name != "Bot"}
    alternatives = "|".join(map(re.escape, sorted(values, key=len, reverse=True)))
    lower = re.compile(r"(?<![\w.-])(" + alternatives + r")(?![\w-])")
    code = re.compile(r"\b(" + "|".join(sorted(classes)) + r")s?\b|\bOptions[.(]|\b[a-z_.]{3,}=['\w]")
    return lower, code


def test_the_raw_values_are_real() -> None:
    lower, code = raw_values()
    assert lower.search("deck variant") and lower.search("bot: deduction") and lower.search("hand_size")
    assert not lower.search("la variante Express, le jeu de base, la déduction, l'extension RUN")
    assert code.search("4 DeductionBots") and code.search("Options(edition='en')") and code.search("deck=variant")


RAW_TEXT = """() => {
  const clone = document.body.cloneNode(true);
  clone.querySelectorAll('script, style, code, [lang]:not([lang="%s"])').forEach(e => e.remove());
  return clone.textContent;
}"""
"""The page's text without code spans (the rule decisions name the engine's classes as code, in code type)."""


def raw_words(page: Any, lang: str) -> set[str]:
    """Values of the code the page shows as if they were words (outside quotation marks and code spans)."""
    lower, code = raw_values()
    text = QUOTED.sub(" ", page.evaluate(RAW_TEXT % lang))
    found = {m.group(0) for m in code.finditer(text)}
    if lang == "fr":
        found |= {m.group(0) for m in lower.finditer(text)}
    return found


STEP = {"en": "Step", "fr": "Étape suivante"}
PAGES = [
    ("index.ipynb", None),
    ("schwarzarbeit_tutorial.ipynb", "step"),
    ("schwarzarbeit_deduction.ipynb", "step"),
    ("rules_en_fr.ipynb", None),
    ("scheffeln.ipynb", "step"),
    ("schwarzmarkt.ipynb", "step"),
    ("design_lab.ipynb", "lab"),
    ("classroom_exercises.ipynb", "exercise"),
]
READY = {"index.ipynb": {"en": "Design lab", "fr": "Labo"}}
EXERCISES = [(k, e.key) for k, e in enumerate(ALL_EXERCISES)
             if e.key in ("sa-hidden", "sa-certain", "sa-edition", "sch-green", "sch-backward", "sm-push", "sm-limit",
                          "sm-spoiled")]
"""(position on the page, key) of quick exercises of each game, rule variants among them."""
TUTORIALS = {"schwarzarbeit_tutorial.ipynb": "schwarzarbeit", "scheffeln.ipynb": "scheffeln",
             "schwarzmarkt.ipynb": "schwarzmarkt"}
"""The lesson pages open on their guided tutorial: it is gone through before free play is stepped."""


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("notebook", "action"), PAGES, ids=[p[0] for p in PAGES])
def test_no_word_of_the_other_language(page: Any, voila_url: str, notebook: str, action: str | None,
                                       lang: str) -> None:
    ready = READY.get(notebook, {}).get(lang) or ("Accueil" if lang == "fr" else "Home")
    open_notebook(page, voila_url, notebook, ready, lang=lang)
    page.wait_for_timeout(1500)
    found: set[str] = set()
    raw: set[str] = set()

    def look(*_step: Any) -> None:
        found.update(foreign_words(page, lang))
        raw.update(raw_words(page, lang))

    if notebook in TUTORIALS:  # every step of the tutorial, then free play
        from tests.browser.tutorial_driver import complete, play_button

        complete(page, TUTORIALS[notebook], lang, look)
        button(page, play_button(lang)).click()
        button(page, STEP[lang]).wait_for()
    if action == "step":
        for _step in range(12):  # Step, or the human seat's first choice when the game waits for it
            step = button(page, STEP[lang])
            try:  # Step may turn grey between the check and the click when the human seat's turn comes
                step.click(timeout=3000)
            except PlaywrightTimeout:  # an option of the status bar, else a highlighted target on the board
                choice = page.locator(".schwarz-choice:enabled, .sa-coach-number")  # (the announcement question)
                (choice if choice.count() else page.locator(".schwarz-board [data-target].legal")).first.click()
            page.wait_for_timeout(200)
    elif action == "lab":
        games = page.get_by_label("Parties" if lang == "fr" else "Games", exact=True)
        games.fill("20")
        games.press("Tab")
        click_button(page, "Lancer la simulation" if lang == "fr" else "Run simulation")
        page.locator("rect.bar").first.wait_for(timeout=60_000)
    elif action == "exercise":  # exercises of each game, answered wrong (the hint), then the answer asked for
        check = "Vérifier" if lang == "fr" else "Check"
        show = "Voir la réponse" if lang == "fr" else "Show the answer"
        for k, key in EXERCISES:
            page.locator(".exercise-controls select").nth(0).select_option(index=k)
            page.locator(f'.exercise[data-exercise="{key}"]').wait_for()
            page.locator(".exercise-controls select").nth(1).select_option(index=1)
            click_button(page, f"{check} {key}")
            page.locator(".verdict").wait_for(timeout=60_000)
            look()
            if button(page, show).is_visible():
                click_button(page, show)
                page.locator(".verdict.answer").wait_for()
                look()
    page.wait_for_timeout(500)
    look()
    page.screenshot(path=str(ARTIFACTS / f"lang_{lang}_{notebook.removesuffix('.ipynb')}.png"), full_page=True)
    assert not found, f"{notebook} in {lang} shows words of the other language: {sorted(found)[:30]}"
    assert not raw, f"{notebook} in {lang} shows values of the code instead of words: {sorted(raw)[:30]}"
    assert "Traceback" not in page.content()
