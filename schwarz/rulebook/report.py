"""The English/French comparison of Schwarzarbeit as one markdown page (docs/rules-french-editions.md).

``python -m schwarz.rulebook.report > docs/rules-french-editions.md`` regenerates the page; a test checks
that the page matches the data.
"""

from __future__ import annotations

from collections import Counter

from schwarz.rulebook.align import aligned
from schwarz.rulebook.french import french_diff
from schwarz.rulebook.meaning import differences


def _cell(text: str | None) -> str:
    if text is None:
        return "—"
    return text.replace("|", "\\|").replace("\n", " ").replace("**", "")


def editions_markdown() -> str:
    """The comparison page: differences in meaning, sections without counterpart, the French form diff."""
    out = [
        "# Schwarzarbeit: the English and the French rules compared",
        "",
        "Generated from `schwarz.rulebook` (`python -m schwarz.rulebook.report`); do not edit by hand.",
        "Texts: the English translation (Henning Kröpke, Andrea Meyer) and two renderings of the French",
        "translation (Ivan Jacquemard): a markdown rendering ('fr') and the text of the printed PDF ('fr-print').",
        "",
        "## Differences in meaning (English against French)",
        "",
        "| section | English | French | what differs | matters in play | engine option |",
        "|---|---|---|---|---|---|",
    ]
    for d in differences("schwarzarbeit"):
        out.append(
            f"| `{d.id}` | {_cell(d.en)} | {_cell(d.fr)} | {_cell(str(d.meaning))} | "
            f"{'yes' if d.affects_play else 'no'} | {d.covered_by_option or '—'} |"
        )
    out += ["", "What the engine does about each:", ""]
    out += [f"- `{d.id}` ({_cell(d.en or d.fr)[:40]}...): {d.engine!s}" for d in differences("schwarzarbeit")]
    out += ["", "## Paragraphs without counterpart", ""]
    for row in aligned("schwarzarbeit"):
        if row.note:
            out.append(f"- `{row.id}`: {row.note}")
    found = french_diff()
    kinds = Counter(d.kind for d in found)
    out += [
        "",
        "## The two French renderings: differences of form, not meaning",
        "",
        "Word by word, 'fr' (markdown rendering) against 'fr-print' (printed PDF): "
        + ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))
        + ".",
        "",
        "| section | fr | fr-print | kind | after |",
        "|---|---|---|---|---|",
    ]
    out += [
        f"| `{d.id}` | {_cell(d.fr) or '(none)'} | {_cell(d.fr_print) or '(none)'} | {d.kind.value} | "
        f"{_cell(d.context)} |"
        for d in found
    ]
    out += [
        "",
        "Which sections the engines cite: `schwarz.rulebook.coverage(game)` (tests/rulebook prints it).",
    ]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    print(editions_markdown(), end="")
