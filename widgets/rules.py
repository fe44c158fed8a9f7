"""The rule paragraph that governs a step, as HTML (from ``schwarz.rulebook`` when it knows the section)."""

from __future__ import annotations

from html import escape

import mistune

_markdown = mistune.create_markdown(escape=True)


def rule_text(rule_id: str, lang: str = "en") -> tuple[str, str] | None:
    """(title, text) of a rulebook section in ``lang`` (English if that language has none), or None."""
    try:
        from schwarz import rulebook
    except ImportError:
        return None
    for code in (lang, "en", "fr", "fr-print"):
        try:
            section = rulebook.section(rule_id, code)
        except (KeyError, LookupError, ValueError, AttributeError):
            continue
        return str(section.title), str(section.text)
    return None


def rule_html(rule_id: str, lang: str = "en", fallback: str = "") -> str:
    """The section as HTML with its id; ``fallback`` (a one-line summary) when the rulebook lacks it."""
    found = rule_text(rule_id, lang)
    if found is None:
        body = f"<p>{escape(fallback)}</p>" if fallback else ""
        return f'<div class="rule" data-rule="{escape(rule_id)}"><b>§ {escape(rule_id)}</b>{body}</div>'
    title, text = found
    return (
        f'<div class="rule" data-rule="{escape(rule_id)}"><b>{escape(title)}</b> '
        f'<span class="muted">§ {escape(rule_id)}</span>{_markdown(text)}</div>'
    )
