"""The rule paragraph that governs a step, as HTML (from ``schwarz.rulebook`` when it knows the section).

A paragraph in the project's own translation says so and keeps the original one click away (a ``<details>``);
a paragraph shown in another language than asked says that too. The section id is on hover (``title``).
"""

from __future__ import annotations

from html import escape

import mistune

from schwarz import rulebook
from schwarz.i18n import Msg, _, render
from schwarz.rulebook.catalog import ENTRIES

_markdown = mistune.create_markdown(escape=True)

LANGUAGE_NAMES: dict[str, Msg] = {"en": _("English"), "fr": _("French"), "fr-print": _("French (printed)")}


def find_section(rule_id: str, lang: str = "en") -> rulebook.Section | None:
    """The section in ``lang``, else in English or French; None when no text holds this section of the catalog.
    An id the catalog does not know is a mistake in the code: it raises ``UnknownSection``."""
    if rule_id not in ENTRIES:
        raise rulebook.UnknownSection(_("unknown section id {id!r}", id=rule_id))
    for code in (lang, "en", "fr", "fr-print"):
        try:
            return rulebook.section(rule_id, code)
        except (KeyError, LookupError, ValueError):
            continue
    return None


def rule_html(rule_id: str, lang: str = "en", fallback: str = "") -> str:
    """The section as HTML; ``fallback`` (a one-line summary) when no text holds the section (an unknown id
    raises ``UnknownSection``)."""
    found = find_section(rule_id, lang)
    cited = f'data-rule="{escape(rule_id)}" title="§ {escape(rule_id)}"'
    if found is None:
        body = f"<p>{escape(fallback)}</p>" if fallback else ""
        return f'<div class="rule" {cited}>{body}</div>'
    notes = []
    shown = found.lang.split("-")[0]
    if shown != lang.split("-")[0]:
        language = LANGUAGE_NAMES.get(found.lang, _("English"))
        notes.append(_("(this rule text exists only in {language})", language=language))
    original = ""
    if found.project_translation and found.original_lang is not None:
        source = rulebook.section(rule_id, found.original_lang)
        notes.append(_("(the schwarz project's translation)"))
        label = render(_("The original text ({language})", language=LANGUAGE_NAMES[found.original_lang]), lang)
        original = (f'<details class="original"><summary>{escape(label)}</summary><div lang="{found.original_lang}">'
                    f"{_markdown(source.text)}</div></details>")
    note = "".join(f' <span class="muted">{escape(render(n, lang))}</span>' for n in notes)
    return (
        f'<div class="rule" {cited} lang="{escape(found.lang.split("-")[0])}"><b>{escape(found.title)}</b>{note}'
        f"{_markdown(found.text)}{original}</div>"
    )
