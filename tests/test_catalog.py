"""The message catalog: complete, in step with the code, consistent French, and the only source of prose.

- every message of the code is in the template and the French catalog, translated (no fuzzy, no stale entry);
- a translation keeps the placeholders of its English text, uses the glossary's words and French typography;
- no module of ``schwarz/`` or ``widgets/`` builds a user-facing sentence outside a catalog call (a lint).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from schwarz.i18n import _, listing, ngettext, number, percent, pgettext, render, sentence, signed

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "schwarz" / "locale" / "fr" / "LC_MESSAGES" / "schwarz.po"
POT = ROOT / "schwarz" / "locale" / "schwarz.pot"

_spec = importlib.util.spec_from_file_location("catalog_script", ROOT / "scripts" / "catalog.py")
assert _spec and _spec.loader
catalog_script = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalog_script)


def _key(m: Message) -> tuple[str | None, str]:
    return m.context, m.id if isinstance(m.id, str) else m.id[0]


def _french() -> list[Message]:
    with PO.open("rb") as f:
        return [m for m in read_po(f, locale="fr") if m.id]


def _forms(m: Message) -> list[tuple[str, str]]:
    """(English, French) pairs of a message: one, or one per plural form."""
    if isinstance(m.id, str):
        return [(m.id, str(m.string))]
    singular, plural = m.id
    strings = list(m.string)
    return [(singular, strings[0]), *((plural, s) for s in strings[1:])]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_template_and_the_french_catalog_hold_exactly_the_messages_of_the_code() -> None:
    code = {_key(m) for m in catalog_script.template() if m.id}
    with POT.open("rb") as f:
        pot = {_key(m) for m in read_po(f) if m.id}
    french = {_key(m) for m in _french()}
    hint = "run `python scripts/catalog.py`, then translate the new messages in the .po"
    assert code - pot == set(), f"messages missing from the template: {hint}"
    assert pot - code == set(), f"stale messages in the template: {hint}"
    assert code - french == set(), f"messages missing from the French catalog: {hint}"
    assert french - code == set(), f"stale messages in the French catalog: {hint}"


def _catalog_calls_in_code() -> set[tuple[str | None, str]]:
    """Every catalog call's message, read from the syntax tree (Babel does not look inside f-strings)."""
    found = set()
    for package in ("schwarz", "widgets"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute):
                    name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
                    args = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                    if (name == "_" and args) or (name == "ngettext" and args):
                        found.add((None, args[0]))
                    elif name == "pgettext" and len(args) >= 2:
                        found.add((args[0], args[1]))
    return found


def test_babel_extracts_every_catalog_call_of_the_code() -> None:
    extracted = {_key(m) for m in catalog_script.template() if m.id}
    missing = _catalog_calls_in_code() - extracted
    assert not missing, f"catalog calls Babel cannot see (inside an f-string?): {sorted(missing, key=str)[:5]}"


def test_every_message_has_a_french_translation_that_keeps_its_placeholders() -> None:
    for m in _french():
        assert not m.fuzzy, f"fuzzy translation: {m.id!r}"
        for english, french in _forms(m):
            assert french.strip(), f"untranslated: {english!r}"
            fields = _fields(english) - {"n"}  # a French singular may say 'une carte' instead of '{n} carte'
            assert fields <= _fields(french), f"{english!r} -> {french!r}: placeholders lost"
            assert _fields(french) <= _fields(english) | {"n"}, f"{english!r} -> {french!r}: unknown placeholder"


_NO_SPACE_BEFORE = re.compile(r"[\w»)][:;!?](?=\s|$)")
_GERMAN_TITLES = re.compile(r"(Limit|Razzia|Spionage|Zwangstausch|Geschäft|Geschaft|Entdeckt|Rechnung|Ware|knapp)!")


def test_french_typography_puts_a_space_before_the_high_punctuation() -> None:
    for m in _french():
        for english, french in _forms(m):
            text = re.sub(r"«[^»]*»", "« Q »", french)  # a quotation keeps its own typography
            text = re.sub(r"\{[^}]*\}", "X", _GERMAN_TITLES.sub("T", text))
            assert not _NO_SPACE_BEFORE.search(text), f"French typography: a space before : ; ! ? in {french!r}"
            assert '"' not in french or '"' in english, f"French quotes are « », not \" in {french!r}"


def _glossary() -> list[tuple[str, tuple[str, ...]]]:
    """(English forms as a regex, French forms) from the '# glossary:' lines at the top of the .po."""
    terms = []
    for line in PO.read_text(encoding="utf-8").splitlines():
        found = re.match(r"# glossary: (.+?) = (.+)$", line)
        if found:
            english = "|".join(re.escape(w.strip()) for w in found.group(1).split("|"))
            terms.append((english, tuple(w.strip().lower() for w in found.group(2).split("|"))))
    return terms


def test_the_glossary_sits_at_the_top_of_the_catalog() -> None:
    assert len(_glossary()) >= 20


@pytest.mark.parametrize("term", _glossary(), ids=lambda t: t[0].split("|")[0].replace("\\", ""))
def test_one_french_word_for_one_thing(term: tuple[str, tuple[str, ...]]) -> None:
    english_words, french_words = term
    word = re.compile(rf"(?<![{{_\w])({english_words})\b", re.IGNORECASE)
    for m in _french():
        for english, french in _forms(m):
            if word.search(english):
                assert any(w in french.lower() for w in french_words), (
                    f"glossary: {english_words!r} is {' | '.join(french_words)!r} in French: {english!r} -> {french!r}"
                )


def test_rendering_uses_the_catalog_plurals_numbers_lists_and_french_spacing() -> None:
    assert render(_("Turn {turn}: {name}", turn=3, name="Tommy"), "en") == "Turn 3: Tommy"
    assert render(_("Turn {turn}: {name}", turn=3, name="Tommy"), "fr") == "Tour 3\u00a0: Tommy"
    one = ngettext("the {n} detective left", "the {n} detectives left", 1)
    two = ngettext("the {n} detective left", "the {n} detectives left", 2)
    assert (render(one, "fr"), render(two, "fr")) == ("le 1 détective restant", "les 2 détectives restants")
    assert render(pgettext("shift", "weekend"), "fr") == "week-end"
    assert number(1113840, "en") == "1,113,840"
    assert number(1113840, "fr") == "1\u202f113\u202f840"
    # score lines: English keeps its plain digits (the golden transcripts), French groups them (Babel)
    assert (signed(39000, "en"), signed(39000, "fr"), signed(-5, "fr")) == ("+39000", "+39\u202f000", "-5")
    assert (percent(0.75, "en"), percent(0.75, "fr")) == ("75.0%", "75,0\u00a0%")
    assert sentence(_("as in the texts"), "fr") == "Comme dans les textes"
    assert render(listing(["A", "B", "C"]), "fr") == "A, B et C"
    assert render(_("{name}'s illegal workers: {employees}", name="Andrea", employees="X"), "fr") == (
        "Travailleurs au noir d'Andrea\u00a0: X")
    assert render(_("{name} hires {card}", name="X", card="Y"), "de") == "X hires Y"  # unknown language: English


# --- the lint: user-facing prose only through the catalog ---------------------------------------------------

CATALOG_CALLS = {"_", "ngettext", "pgettext"}
PROSE = re.compile(r"\b(?:[a-zà-ÿ]{2,}[,']?\s+[A-Za-zÀ-ÿ]{2,}|[A-Za-zÀ-ÿ]{2,}[,']?\s+[a-zà-ÿ]{2,})")
"""Two words in a row, one of them in lower case: a sentence or a label, not a proper name such as 'Sid
Schmiel' (CSS and HTML markup are stripped first)."""
_MARKUP = re.compile(
    r"<style>[\s\S]*?</style>|<[^>]*(?:>|$)|&\w+;|\{[^{}]*\}|[\w-]+\s*:\s*[^;\"'{}]*;?|\b(?:solid|dashed|dotted|auto"
    r"|none|inherit|bold|italic|normal|nowrap|center|middle|start|end|sans-serif|serif|monospace|system-ui|px|em|rem"
    r"|vh|vw)\b"
)
"""Markup is not prose: a style element, a tag (also one cut off by an f-string's placeholder: '<td class="'),
an entity, a placeholder, a CSS declaration or keyword."""


def _exempt_lines(source: str) -> set[int]:
    """Lines marked ``# dev-text`` (a developer's message, never shown in a page)."""
    return {i for i, line in enumerate(source.splitlines(), 1) if "# dev-text" in line}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for stmt in body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                    ids.add(id(stmt.value))
    return ids


def _catalog_args(tree: ast.AST) -> set[int]:
    """Strings given to a catalog call (and every string inside them), and command-line help texts (argparse's
    ``help=`` and ``description=``: the developer's command line is English)."""
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in CATALOG_CALLS:
                for arg in node.args:
                    ids.update(id(n) for n in ast.walk(arg))
            for kw in node.keywords:
                if kw.arg in ("help", "description", "en", "fr", "fr_print"):
                    ids.update(id(n) for n in ast.walk(kw.value))
    return ids


_TAGS = re.compile(r"<style>[\s\S]*?</style>|<[^>]*(?:>|$)|&#?\w+;")
"""Markup only (a style element, a tag with its attributes, an entity): what is left is the text a page shows."""
HTML = re.compile(r"</?[a-zA-Z]")
"""A string that holds a tag builds HTML for a page."""
GLUED = re.compile(r"(?:\{\}|\w)[ \t]*:[ \t]+(?:\{\}|\w)")
"""A label and a value joined by a colon outside the catalog: f"{label}: {value}", "EN: {quote}" (French needs a
space before the colon: the catalog's typography)."""
REPR = re.compile(r"\b[A-Z]\w*\([^)]*\)|\b[A-Z][a-z]+[A-Z][A-Za-z]*")
"""A repr or a class name shown to a person: "Options(edition='en')", "DeductionBots"."""
WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")
"""A word in the text of HTML built outside the catalog ('Total', 'EN', 'bits')."""
NAMES = {"RUN"}
"""Words printed the same in every language that HTML may show as they are: the RUN cards' printed title."""


def _template(node: ast.JoinedStr) -> str:
    """An f-string's text with ``{}`` for each placeholder (adjacent literals are one f-string already)."""
    return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)


def _reprs(tree: ast.AST) -> set[int]:
    """Strings inside ``__repr__`` methods (a repr is for a developer: it evaluates as code)."""
    return {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "__repr__"
            for n in ast.walk(f)}


def _problems(text: str, fstring: bool) -> list[str]:
    """What is wrong with one string of the code (an f-string as its template)."""
    found = []
    if PROSE.search(_MARKUP.sub(" ", text)):
        found.append("prose")
    shown = _TAGS.sub(" ", text)
    html = bool(HTML.search(text))
    if fstring or html:
        if GLUED.search(shown):
            found.append("a label glued to a value")
        if REPR.search(shown.replace("{}", " ")):
            found.append("a repr or class name")
    if html and any(w not in NAMES for w in WORD.findall(shown.replace("{}", " "))):
        found.append("a word")
    return found


def prose_outside_the_catalog(path: Path) -> list[str]:
    """User-facing text built outside a catalog call: a sentence or a label (two words), in an f-string or HTML a
    single word, a label glued to a value with a colon, or a repr such as 'Options(...)'."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    skip = _docstrings(tree) | _catalog_args(tree) | _reprs(tree)
    parts = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    exempt = _exempt_lines(source)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in parts:
            continue
        if isinstance(node, ast.JoinedStr):
            text, fstring = _template(node), True
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text, fstring = node.value, False
        else:
            continue
        if node.lineno in exempt or getattr(node, "end_lineno", node.lineno) in exempt:
            continue
        problems = _problems(text, fstring)
        if problems:
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {', '.join(problems)}: {text[:70]!r}")
    return found


LINTED = ["schwarz", "widgets"]
"""The packages held to the rule: all of them."""
EXEMPT = {
    **{f"schwarz/{game}/sections.py": "the sources: where each rule text comes from, for the repository and its "
                                      "tests (the section titles are catalog messages)"
       for game in ("schwarzarbeit", "scheffeln", "schwarzmarkt")},
    "schwarz/rulebook/report.py": "writes docs/rules-french-editions.md, a page of the repository's documentation",
}
"""Modules whose strings are not interface text, and why. (Quotations of the rule texts, keyword arguments ``en``,
``fr`` and ``fr_print``, and command-line help are not checked either.)"""


@pytest.mark.parametrize("where", LINTED)
def test_no_user_facing_sentence_is_built_outside_the_catalog(where: str) -> None:
    base = ROOT / where
    files = [base] if base.is_file() else sorted(base.rglob("*.py"))
    files = [f for f in files if str(f.relative_to(ROOT)) not in EXEMPT]
    found = [hit for f in files for hit in prose_outside_the_catalog(f)]
    hint = "prose outside the catalog (use _() / ngettext() / pgettext(), or mark # dev-text):\n"
    assert not found, hint + "\n".join(found)


def test_the_rules_of_a_game_never_import_wording_or_rendering() -> None:
    """A game's rules build their refusals as catalog messages (``_``), but never import the words of the log (a
    ``wording`` module) or the renderer: legality knows no language."""
    found = []
    for path in sorted((ROOT / "schwarz").glob("*/rules.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {a.name for a in node.names}
                if (node.module.endswith(".wording") or node.module == "schwarz.i18n.render"
                        or (node.module == "schwarz.i18n" and names & {"render", "sentence", "number", "signed"})):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: from {node.module} import {sorted(names)}")
    assert len(list((ROOT / "schwarz").glob("*/rules.py"))) == 3
    assert not found, found


def _rebinds_underscore(path: Path) -> list[str]:
    """Lines where a module that imports the catalog's ``_`` binds the name ``_`` to something else."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imports = any(isinstance(n, ast.ImportFrom) and any(a.name == "_" for a in n.names) for n in ast.walk(tree))
    if not imports:
        return []
    return [f"{path.relative_to(ROOT)}:{n.lineno}" for n in ast.walk(tree)
            if (isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store))
            or (isinstance(n, ast.arg) and n.arg == "_")]


def test_no_module_that_uses_the_catalog_rebinds_underscore() -> None:
    """``for _ in ...`` or ``a, _, b = ...`` next to ``_("...")`` would turn the catalog call into a crash."""
    found = [hit for package in ("schwarz", "widgets") for f in (ROOT / package).rglob("*.py")
             for hit in _rebinds_underscore(f)]
    assert not found, f"'_' rebound where it is the catalog function: {found}"


def test_the_lint_catches_a_sentence_built_outside_the_catalog(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('def f(name):\n    return f"{name} hires nobody"\nX = _("{name} hires nobody")\n'
                   'S = "<style>.sm-players td, .sm-players th { color: red; }</style>"\n'
                   'H = f\'<td class="{X}">{X} hires nobody</td>\'\n', "utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        hits = prose_outside_the_catalog(bad)
    finally:
        ROOT = saved
    assert sorted(h.split(":")[1] for h in hits) == ["2", "5"]  # markup (a style element, a cut tag) is not prose


@pytest.mark.parametrize(("code", "problem"), [
    ('H = f"<td>{x}</td><td>Total</td>"', "a word"),
    ('H = f"<b>{n}</b> DeductionBots"', "a repr or class name"),
    ('H = f"Seed {s}, Options(edition=\'en\')."', "a repr or class name"),
    ('H = f"{label}: {value}"', "a label glued to a value"),
    ('H = f"EN: {en}<br>FR: {fr}"', "a label glued to a value"),
    ('H = "<p>EN</p>"', "a word"),
])
def test_the_lint_catches_a_word_a_glued_label_and_a_repr(tmp_path: Path, code: str, problem: str) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(code + "\n", "utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        hits = prose_outside_the_catalog(bad)
    finally:
        ROOT = saved
    assert len(hits) == 1 and problem in hits[0], hits


def test_the_lint_lets_markup_placeholders_reprs_and_printed_names_pass(tmp_path: Path) -> None:
    good = tmp_path / "good.py"
    good.write_text(
        'A = f\'<td class="{c}" style="background:{b}; width: 3px">{x}</td>\'\n'
        'B = f"schwarz.sim:{seed}:{index}"\n'
        'C = f"  {label:<72} {count:>3} = {points}"\n'
        'D = \'<text font-weight="bold">RUN</text>\'\n'
        'class E:\n    def __repr__(self):\n        return f"Card({self.a!r}, Shift.{self.b})"\n', "utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert prose_outside_the_catalog(good) == []
    finally:
        ROOT = saved
