"""Rendering messages in a language: the gettext catalogs, Babel's number and list formats, French typography.

The catalogs are ``schwarz/locale/<lang>/LC_MESSAGES/schwarz.po`` (English is the source language: its msgids
are the English text). They are compiled in memory on first use with Babel, so no binary file is kept.
"""

from __future__ import annotations

import gettext
import re
import string
from functools import cache
from importlib import resources
from io import BytesIO
from typing import Any

from babel import Locale
from babel.lists import format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_compact_decimal, format_decimal, format_percent

from schwarz.i18n.message import Listing, Msg, Worded, pgettext

LANGS: tuple[str, ...] = ("en", "fr")
"""The interface languages; English is the catalog's source language."""
DOMAIN = "schwarz"

NBSP = "\u00a0"
NNBSP = "\u202f"
_FRENCH_SPACES = (
    (re.compile(r" ([:»])"), NBSP + r"\1"),
    (re.compile(r"« "), "«" + NBSP),
    (re.compile(r" ([;!?])"), NNBSP + r"\1"),
)


def po_path(lang: str) -> Any:
    """The .po file of ``lang`` (package data)."""
    return resources.files("schwarz").joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.po")


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of ``lang`` (English and unknown languages: the msgids themselves)."""
    if lang == "en" or lang not in LANGS:
        return gettext.NullTranslations()
    with po_path(lang).open("rb") as po:
        catalog = read_po(po, locale=lang, domain=DOMAIN)
    mo = BytesIO()
    write_mo(mo, catalog, use_fuzzy=False)
    mo.seek(0)
    return gettext.GNUTranslations(mo)


def template(msg: Msg, lang: str) -> str:
    """The message's text in ``lang`` before its arguments are filled in."""
    tr = translations(lang)
    if msg.plural is not None:
        n = msg.n if msg.n is not None else 1
        if msg.context is not None:
            return tr.npgettext(msg.context, msg.id, msg.plural, n)
        return tr.ngettext(msg.id, msg.plural, n)
    if msg.context is not None:
        return tr.pgettext(msg.context, msg.id)
    return tr.gettext(msg.id)


def typography(text: str, lang: str) -> str:
    """French spacing: a no-break space before ':' and inside « », a narrow one before ';', '!' and '?'."""
    if lang != "fr":
        return text
    for pattern, repl in _FRENCH_SPACES:
        text = pattern.sub(repl, text)
    return text


_ELISION = re.compile(r"\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÉÈÊÎÔÛ])")


def elision(text: str, lang: str) -> str:
    """French elision before a name that starts with a vowel: 'de Andrea' -> "d'Andrea", 'que Ivan' -> "qu'Ivan"
    (translators write it themselves before common nouns; names arrive only when the message is filled in)."""
    if lang != "fr":
        return text
    return _ELISION.sub(lambda m: m.group(1)[:-1] + "'", text)


MAX_DIGITS = 24
"""Numbers longer than this are no counts a page shows (they come from malformed input): written plainly."""


def number(value: int | float, lang: str) -> str:
    """A number in the language's format: 1,113,840 / 1 113 840 (Babel, CLDR data)."""
    if abs(value) >= 10**MAX_DIGITS or value != value:  # too large for Babel's decimal context, or NaN
        return str(value)
    return format_decimal(value, locale=lang if lang in LANGS else "en")


def compact(value: int | float, lang: str) -> str:
    """A number in the language's short form, as a chart's axis shows large ones: 25K / 25 k (Babel, CLDR data)."""
    if abs(value) >= 10**MAX_DIGITS or value != value:
        return str(value)
    return format_compact_decimal(value, locale=lang if lang in LANGS else "en", fraction_digits=1)


def signed(value: int, lang: str) -> str:
    """A whole number with its sign, as score lines show points: '+39000' / '+39 000'. The catalog holds the
    pattern of each language: English keeps Python's plain digits (``{value:+d}``, as the golden transcripts have
    always shown them), French groups the thousands with Babel (``{value:+}``)."""
    return render(pgettext("a signed number", "{value:+d}", value=value), lang)


def percent(value: float, lang: str) -> str:
    """A share as a percentage with one decimal, in the language's pattern (Babel): '75.0%' / '75,0 %'."""
    return render(pgettext("a percentage", "{value:.1%}", value=value), lang)


_FIXED = re.compile(r"\.(\d)([f%])")


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        """Numbers follow the language (Babel): ``{x}``, ``{x:+}`` (with its sign), ``{x:.2f}`` (two decimals),
        ``{x:.0%}`` (a percentage); other specs (``{x:+d}``, ``{x:d}``) are Python's own."""
        if format_spec == "+" and isinstance(value, int | float) and not isinstance(value, bool):
            return format_decimal(value, format="+#,##0.###;-#,##0.###", locale=self.lang if self.lang in LANGS
                                  else "en")
        fixed = _FIXED.fullmatch(format_spec)
        if fixed and isinstance(value, int | float) and not isinstance(value, bool):
            digits, percent = int(fixed.group(1)), fixed.group(2) == "%"
            pattern = "#,##0" + ("." + "0" * digits if digits else "")
            locale = self.lang if self.lang in LANGS else "en"
            if percent:  # the language's own pattern (46 % in French), with the digits asked for
                own = Locale.parse(locale).percent_formats[None].pattern
                return format_percent(value, format=own.replace("0", "0." + "0" * digits, 1) if digits else own,
                                      locale=locale)
            return format_decimal(value, format=pattern, locale=locale)
        if format_spec:
            return format(value, format_spec)
        return arg_text(value, self.lang)


def _joined(items: list[str], lang: str) -> str:
    """'A', 'A and B', 'A, B and C' / 'A, B et C' from the catalog's list patterns (Babel's English lists put a
    comma before 'and', which the rule texts do not)."""
    head = items[0]
    for item in items[1:-1]:
        head = render(Msg("{first}, {second}", (("first", head), ("second", item)), context="list"), lang)
    if len(items) > 1:
        head = render(Msg("{first} and {second}", (("first", head), ("second", items[-1])), context="list"), lang)
    return head


LIST_PATTERNS = (pgettext("list", "{first}, {second}"), pgettext("list", "{first} and {second}"))
"""The list patterns ``_joined`` uses (declared here so that Babel extracts them)."""


def arg_text(value: Any, lang: str) -> str:
    """One argument as text in ``lang``."""
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, Listing):
        items = [arg_text(x, lang) for x in value.items]
        if not items:
            return ""
        locale = lang if lang in LANGS else "en"
        if value.style == "and":
            return _joined(items, lang)
        if value.style == "or":
            return format_list(items, style="or", locale=locale)
        return format_list(items, style="unit", locale=locale)
    if isinstance(value, Worded):
        return render(value.message(), lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        return number(value, lang)
    return str(value)


def sentence(msg: Msg | Listing | Worded | str, lang: str = "en") -> str:
    """The message rendered to open a sentence: its first letter a capital ('la voiture verte est seule sur B' ->
    'La voiture verte est seule sur B'), for a message that may stand at the start of a sentence or after one."""
    text = render(msg, lang)
    return text[:1].upper() + text[1:]


def render(msg: Msg | Listing | Worded | str, lang: str = "en") -> str:
    """The message in ``lang`` (a plain string is returned as it is)."""
    if not isinstance(msg, Msg):
        return arg_text(msg, lang)
    text = typography(template(msg, lang), lang)
    if not msg.args:
        return text
    return elision(_Formatter(lang).vformat(text, (), msg.kwargs), lang)
