"""The rule paragraph that governs a step, as HTML (from ``schwarz.rulebook`` when it knows the section)."""

from __future__ import annotations

from html import escape

import mistune

_markdown = mistune.create_markdown(escape=True)


ONLY_IN = {
    "en": "(this rule text exists only in {lang})",
    "fr": "(cette règle n'existe qu'en {lang})",
}
LANG_NAMES = {"en": {"en": "English", "fr": "French"}, "fr": {"en": "anglais", "fr": "français"}}


def rule_text(rule_id: str, lang: str = "en") -> tuple[str, str, str] | None:
    """(title, text, language found) of a rulebook section in ``lang``, else in English or French; or None."""
    try:
        from schwarz import rulebook
    except ImportError:
        return None
    for code in (lang, "en", "fr", "fr-print"):
        try:
            section = rulebook.section(rule_id, code)
        except (KeyError, LookupError, ValueError, AttributeError):
            continue
        return str(section.title), str(section.text), code
    return None


def rule_html(rule_id: str, lang: str = "en", fallback: str = "") -> str:
    """The section as HTML with its id; ``fallback`` (a one-line summary) when the rulebook lacks it. A text
    shown in another language than asked says so."""
    found = rule_text(rule_id, lang)
    if found is None:
        body = f"<p>{escape(fallback)}</p>" if fallback else ""
        return f'<div class="rule" data-rule="{escape(rule_id)}"><b>§ {escape(rule_id)}</b>{body}</div>'
    title, text, code = found
    base = code.split("-")[0]
    note = ""
    if base != lang and lang in ONLY_IN:
        note = f' <span class="muted">{escape(ONLY_IN[lang].format(lang=LANG_NAMES[lang].get(base, base)))}</span>'
    return (
        f'<div class="rule" data-rule="{escape(rule_id)}"><b>{escape(title)}</b> '
        f'<span class="muted">§ {escape(rule_id)}</span>{note}{_markdown(text)}</div>'
    )
