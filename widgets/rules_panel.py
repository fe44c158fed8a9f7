"""The Schwarzarbeit rules in English and French, and the edition switch.

- Side by side: one row per section and paragraph (``schwarz.rulebook.aligned``); a paragraph without
  counterpart says so. The differences in MEANING (``schwarz.rulebook.differences``) are marked [n] in both
  columns and explained under their paragraph: both quotes, what differs, whether it changes play and whether
  the engine's ``edition`` option covers it.
- French word diff: the two French renderings ('fr', 'fr-print') word by word; deletions struck through,
  insertions underlined, each change labelled with its kind (``schwarz.rulebook.french``): form, not meaning.
- Edition switch: ONE seeded game played under ``Options(edition='en')`` (default options) and its final table
  scored by both editions; the two score sheets side by side show the -2 / -99 lawyer line changing a score
  (sa.scoring.lawyers, sa.scoring.table). Defending one's own denounced illegal worker is a legal (costly) bluff
  in the English edition; edition 'fr' refuses it unless blunders are on, so the French sheet shows what the
  same table would cost by the French table.

Pure renderers first (``render_side_by_side``, ``render_french_diff``, ``render_edition_facts``), then the
thin panels (``EditionPanel``, ``RulesPanel``).
"""

from __future__ import annotations

import difflib
import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w
import mistune

from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _, listing, ngettext, pgettext, render
from schwarz.play import play
from schwarz.rulebook import AlignedRow, Difference, aligned, differences, french_diff, section, sections
from schwarz.rulebook.french import DiffKind, classify
from schwarz.schwarzarbeit import GAME, Denounce, Detective, Edition, Hire, Lawyer, Options, State
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.events import Defended
from widgets.i18n import current_lang
from widgets.page import Header, friendly
from widgets.scores import ScorePanel, differing_lines, winners

RULES_NONE = _("No counterpart in this text.")
RULES_INTRO = _("Section by section, paragraph by paragraph. Marked passages [n] differ in MEANING between the "
    "English and the French text; each is explained under its paragraph.")
RULES_DIFF_INTRO = _("The two French renderings (the markdown text 'fr' and the printed PDF 'fr-print') word by word. "
    "They differ in FORM only (accents, spelling, typography, a few words), not in meaning.")
RULES_IDENTICAL = _("identical word for word")
EDITIONS_NONE = _("In this game no lawyer landed on its owner's own illegal worker: both editions give the same "
    "scores. Try another seed.")
EDITIONS_EVENTS = _("The lawyer on his own worker")
EDITIONS_TITLE = _("The edition switch: one game, scored by the English list and by the French table")
EDITIONS_SEED = _("Deal number")
EDITIONS_CARELESS = _("Careless player")
EDITIONS_REPLAY = _("Replay")
EDITIONS_EN = _("Edition 'en': the English list (-2)")
EDITIONS_FR = _("Edition 'fr': the French table (-99)")
RULES_ALL = _("All sections")
RULES_WITH_DIFFERENCES = _("Sections with a difference in meaning")
RULES_SECTION = _("Section")
RULES_DECISIONS = _("Rule decisions of the engine")
RULES_ONLY_FR = _("only in 'fr'")
RULES_ONLY_PRINT = _("only in 'fr-print'")
RULES_TITLE = _("Schwarzarbeit: the English and the French rules compared")

GAME_NAME = "schwarzarbeit"

RULES_CSS = """<style>
.rules-cmp { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 0.92em;
  line-height: 1.4; }
.rules-cmp p { margin: 4px 0; }
.rules-cmp table.side { border-collapse: collapse; width: 100%; table-layout: fixed; }
.rules-cmp table.side td, .rules-cmp table.side th { vertical-align: top; padding: 4px 10px;
  border-bottom: 1px solid #ece6da; }
.rules-cmp table.side th { text-align: left; background: #f6f1e7; }
.rules-cmp tr.section td { background: #1f2a44; color: white; font-weight: 600; padding: 6px 10px; }
.rules-cmp tr.section .sid { font-weight: 400; opacity: 0.8; font-size: 0.9em; }
.rules-cmp tr.section .tag { font-weight: 400; font-style: italic; margin-left: 8px; }
.rules-cmp tr.section-note td { background: #f6f1e7; font-style: italic; }
.rules-cmp p.none { color: #5b6478; font-style: italic; border: 1px dashed #c9bfae; padding: 4px 8px; }
.rules-cmp mark.diff { background: #fff1c7; border-bottom: 2px solid #b36b00; padding: 0 1px; }
.rules-cmp mark.diff.play { background: #fbd9d6; border-bottom: 3px double #9b1c24; }
.rules-cmp sup.ref { font-weight: 700; color: #9b1c24; }
.rules-cmp tr.explain td { background: #fcfaf5; border-left: 4px solid #b36b00; }
.rules-cmp tr.explain.play td { border-left-color: #9b1c24; }
.rules-cmp .explain .q { font-style: italic; }
.rules-cmp .explain .badge { display: inline-block; border: 1px solid #1f2a44; border-radius: 8px; padding: 0 6px;
  font-size: 0.85em; margin-right: 6px; }
.rules-cmp .wdiff { white-space: pre-wrap; line-height: 1.5; border-left: 4px solid #c9bfae; padding: 4px 10px;
  margin: 4px 0 14px; }
.rules-cmp del { background: #fbd9d6; text-decoration: line-through; }
.rules-cmp ins { background: #d4efd9; text-decoration: underline; }
.rules-cmp sup.kind { color: #5b6478; font-size: 0.75em; }
.rules-cmp .arrow { color: #5b6478; padding: 0 1px; }
.rules-cmp .muted { color: #5b6478; }
.rules-cmp table { font-size: inherit; }
</style>"""

_markdown = mistune.create_markdown(escape=True, plugins=["table"])

# Private-use characters carry the marks through the markdown renderer (they are never in the texts).
_OPEN, _SEP, _CLOSE_REF, _CLOSE = "\ue000", "\ue001", "\ue002", "\ue003"


# --- differences in meaning ------------------------------------------------------------------------------------
def numbered() -> tuple[tuple[int, Difference], ...]:
    """The differences in meaning of Schwarzarbeit, numbered [1], [2], ... in reading order."""
    return tuple(enumerate(differences(GAME_NAME), start=1))


def _wrap(quote: str, n: int) -> str:
    """``quote`` between marks; a table row is marked cell by cell (a mark may not span cells)."""
    if "|" not in quote:
        return f"{_OPEN}{n}{_SEP}{quote}{_CLOSE_REF}{n}{_SEP}"
    parts = quote.split("|")
    filled = [i for i, part in enumerate(parts) if part.strip()]
    out = []
    for i, part in enumerate(parts):
        if not part.strip():
            out.append(part)
            continue
        lead = part[: len(part) - len(part.lstrip())]
        trail = part[len(part.rstrip()) :]
        close = f"{_CLOSE_REF}{n}{_SEP}" if i == filled[-1] else _CLOSE
        out.append(f"{lead}{_OPEN}{n}{_SEP}{part.strip()}{close}{trail}")
    return "|".join(out)


def mark_quotes(markdown: str, quotes: Sequence[tuple[int, str, bool]]) -> str:
    """``markdown`` rendered as HTML with each quote ``(n, text, affects_play)`` found in it marked [n]."""
    play = {n: affects for n, _quote, affects in quotes}
    for n, quote, _affects in quotes:
        if quote and quote in markdown:
            markdown = markdown.replace(quote, _wrap(quote, n), 1)
    html = str(_markdown(markdown))

    def opening(match: re.Match[str]) -> str:
        n = int(match.group(1))
        cls = "diff play" if play.get(n) else "diff"  # dev-text: CSS
        return f'<mark class="{cls}" data-diff="{n}">'

    html = re.sub(f"{_OPEN}(\\d+){_SEP}", opening, html)
    html = re.sub(f"{_CLOSE_REF}(\\d+){_SEP}", lambda m: f'</mark><sup class="ref">[{m.group(1)}]</sup>', html)
    return html.replace(_CLOSE, "</mark>")


def _quote_of(d: Difference, french: str) -> str | None:
    return d.fr_print if french == "fr-print" else d.fr


def plain_quote(quote: str) -> str:
    """A quote without its markdown: emphasis dropped, a table row's cells joined by ' · '."""
    text = quote.replace("**", "")
    if "|" in text:
        text = " · ".join(cell.strip() for cell in text.split("|") if cell.strip())
    return text


def render_explanation(n: int, d: Difference, lang: str) -> str:
    """Why passage [n] differs: both quotes (with the sections holding them), the meaning, the engine."""
    where = ", ".join(d.where)
    fr_text = d.fr if d.fr is not None else d.fr_print
    en = _quoted(d.en, "en", lang)
    fr = _quoted(fr_text, "fr", lang)
    if d.covered_by_option:
        knob = find_game(GAME_NAME).knob_labels.get(d.covered_by_option, d.covered_by_option)
        option = _("Covered by an engine option: {knob}", knob=knob)
    else:
        option = _("No engine option covers it")
    matters = _("Changes play or the result: {answer}", answer=_("✔ yes") if d.affects_play else _("✘ no"))
    title = render(_("[{n}] Difference", n=str(n)), lang)
    in_english = _with_html(_("The English text: {quote}", quote=_SLOT), en, lang)
    in_french = _with_html(_("The French text: {quote}", quote=_SLOT), fr, lang)
    engine = render(_("What the engine does: {engine}", engine=d.engine), lang)
    return (
        f'<b>{escape(title)}</b> <span class="muted">§ {escape(where)}</span><br>'
        f"{in_english}<br>"
        f"{in_french}<br>{escape(render(d.meaning, lang))}<br>"
        f'<span class="badge">{escape(render(matters, lang))}</span>'
        f'<span class="badge">{escape(render(option, lang))}</span><br>'
        f'<span class="muted">{escape(engine)}</span>'
    )


_SLOT = "\ue004"
"""Where a piece of HTML goes in a catalog message (a private-use character: never in a translation)."""


def _with_html(msg: Msg, html: str, lang: str) -> str:
    """A catalog message holding ``_SLOT``, rendered and escaped, with ``html`` put in the slot (the message's words
    and punctuation stay the translator's: 'Le texte anglais : « … »')."""
    return escape(render(msg, lang)).replace(_SLOT, html)


def _legend(summary: str, lang: str) -> str:
    """The word diff's counts and its legend: a sample word struck through (only in 'fr') and one underlined (only
    in 'fr-print')."""
    slots = ("\ue005", "\ue006", "\ue007")
    sample = escape(render(pgettext("a sample word, struck through or underlined in a legend", "abc"), lang))
    text = escape(render(_("{summary} — {deleted} only in 'fr' (struck through), {inserted} only in 'fr-print' "
                           "(underlined).", summary=slots[0], deleted=slots[1], inserted=slots[2]), lang))
    for slot, html in zip(slots, (f"<b>{escape(summary)}</b>", f"<del>{sample}</del>", f"<ins>{sample}</ins>"),
                          strict=True):
        text = text.replace(slot, html)
    return text


def _quoted(quote: str | None, text_lang: str, lang: str) -> str:
    """A quotation of a rule text between the interface language's quotation marks, marked with its language; or
    'no counterpart'."""
    if not quote:
        return escape(render(RULES_NONE, lang))
    inner = f'<span class="q" lang="{text_lang}">{escape(plain_quote(quote))}</span>'
    return _with_html(pgettext("a quotation", "“{quote}”", quote=_SLOT), inner, lang)


def _cell(text: str | None, quotes: list[tuple[int, str, bool]], lang: str, text_lang: str) -> str:
    """One column's paragraph, labelled with its language (a quotation of that text)."""
    if text is None:
        return f'<td><p class="none">{escape(render(RULES_NONE, lang))}</p></td>'
    return f'<td lang="{text_lang}">{mark_quotes(text, quotes)}</td>'


def render_side_by_side(rows: Sequence[AlignedRow], lang: str = "en", french: str = "fr") -> str:
    """English | French (``french``: 'fr' or 'fr-print'), one table row per paragraph pair; differences in
    meaning marked [n] in both columns and explained under the paragraph that holds them."""
    found = numbered()
    head_en = escape(render(_("English text"), lang))
    head_fr = escape(render(_("French text (printed PDF)") if french == "fr-print" else _("French text"), lang))
    flavour = escape(render(_("(story, no rule)"), lang))
    out = [
        f'{RULES_CSS}<div class="rules-cmp"><p class="muted">{escape(render(RULES_INTRO, lang))}</p>',
        f'<table class="side"><thead><tr><th>{head_en}</th><th>{head_fr}</th></tr></thead><tbody>',
    ]
    for row in rows:
        tag = f' <span class="tag">{flavour}</span>' if row.flavour else ""
        title = render(row.title, lang)
        out.append(
            f'<tr class="section" id="sec-{escape(row.id)}" data-section="{escape(row.id)}" title="§ {escape(row.id)}">'
            f'<td colspan="2">{escape(title)}{tag}</td></tr>'
        )
        if row.note:
            out.append(f'<tr class="section-note"><td colspan="2">{escape(render(row.note, lang))}</td></tr>')
        for para in row.paragraphs:
            fr_text = para.fr_print if french == "fr-print" else para.fr
            mine = [(n, d) for n, d in found if row.id in d.where]
            q_en = [(n, d.en, d.affects_play) for n, d in mine if d.en and para.en and d.en in para.en]
            q_fr = [
                (n, q, d.affects_play)
                for n, d in mine
                if (q := _quote_of(d, french)) and fr_text and q in fr_text
            ]
            out.append(f"<tr>{_cell(para.en, q_en, lang, 'en')}{_cell(fr_text, q_fr, lang, 'fr')}</tr>")
            shown = sorted({q[0] for q in q_en} | {q[0] for q in q_fr})
            for n in shown:
                d = dict(found)[n]
                cls = "explain play" if d.affects_play else "explain"  # dev-text: CSS
                out.append(
                    f'<tr class="{cls}" data-diff="{n}"><td colspan="2" class="explain">'
                    f"{render_explanation(n, d, lang)}</td></tr>"
                )
    out.append("</tbody></table></div>")
    return "".join(out)


def pick_rows(choice: str) -> tuple[AlignedRow, ...]:
    """The rows of the section picker's ``choice``: '' all, '*' sections with a difference, else one id."""
    rows = aligned(GAME_NAME)
    if choice == "":
        return rows
    if choice == "*":
        ids = {sid for _n, d in numbered() for sid in d.where}
        return tuple(r for r in rows if r.id in ids)
    return tuple(r for r in rows if r.id == choice)


# --- the French word diff (form, not meaning) ------------------------------------------------------------------
_MARKUP = re.compile(r"[*<>]|^#+ |^- |^\|---.*$", re.MULTILINE)  # as schwarz.rulebook.french.tokens
_TOKEN_SPACE = re.compile(r"(\w+|[^\w\s])(\s*)")


def word_tokens(markdown: str) -> list[tuple[str, str]]:
    """(word or punctuation mark, the space after it) of a markdown text, markup left out; the words are
    exactly ``schwarz.rulebook.french.tokens(markdown)``."""
    return [(m.group(1), m.group(2)) for m in _TOKEN_SPACE.finditer(_MARKUP.sub(" ", markdown))]


def _text(tokens: Sequence[tuple[str, str]]) -> str:
    return "".join(word + space for word, space in tokens)


def _space(text: str) -> str:
    return "\n\n" if "\n\n" in text else ("\n" if "\n" in text else (" " if text else ""))


def diff_section(section_id: str, lang: str = "en") -> tuple[str, Counter[DiffKind]]:
    """The section's 'fr' text as HTML with the 'fr-print' differences inline, and the kinds counted."""
    a = word_tokens(section(section_id, "fr").markdown)
    b = word_tokens(section(section_id, "fr-print").markdown)
    matcher = difflib.SequenceMatcher(a=[x for x, _gap in a], b=[x for x, _gap in b], autojunk=False)
    kinds: Counter[DiffKind] = Counter()
    out: list[str] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            out.append(escape(_text([(x, _space(s)) for x, s in a[i1:i2]])))
            continue
        kind = classify([x for x, _gap in a[i1:i2]], [x for x, _gap in b[j1:j2]])
        kinds[kind] += 1
        old = _text(a[i1:i2]).rstrip()
        new = _text(b[j1:j2]).rstrip()
        tail = _space(a[i2 - 1][1]) if i2 > i1 else (_space(b[j2 - 1][1]) if j2 > j1 else "")
        part = ""
        if old:
            part += f'<del title="{escape(render(RULES_ONLY_FR, lang))}">{escape(old)}</del>'
        if old and new:
            part += '<span class="arrow">→</span>'
        if new:
            part += f'<ins title="{escape(render(RULES_ONLY_PRINT, lang))}">{escape(new)}</ins>'
        word = kind_word(kind, lang)
        out.append(f'<span class="change" data-kind="{kind.value}">{part}<sup class="kind">{word}</sup></span>{tail}')
    return "".join(out), kinds


def kind_word(kind: DiffKind, lang: str) -> str:
    """A kind of difference of form in the interface language."""
    return render(kind, lang)


def render_french_diff(choice: str = "", lang: str = "en") -> str:
    """The word diff of the two French renderings: every section with a difference ('' or '*'), or one."""
    printed = {s.id for s in sections(GAME_NAME, "fr-print")}
    ids = [s.id for s in sections(GAME_NAME, "fr") if s.id in printed]
    single = choice not in ("", "*")
    if single:
        ids = [i for i in ids if i == choice]
    counts = Counter(d.kind for d in french_diff() if not single or d.id == choice)
    summary = render(listing((kind.counted(n) for kind, n in sorted(counts.items())), "and"), lang) or render(
        RULES_IDENTICAL, lang)
    out = [
        f'{RULES_CSS}<div class="rules-cmp french-diff"><p class="muted">{escape(render(RULES_DIFF_INTRO, lang))}</p>',
        f"<p>{_legend(summary, lang)}</p>",
    ]
    if single and not ids:
        out.append(f'<p class="none">{escape(render(RULES_NONE, lang))}</p>')
    identical = 0
    for sid in ids:
        body, kinds = diff_section(sid, lang)
        if not kinds and not single:
            identical += 1
            continue
        title = section(sid, "fr").title
        counted = listing((k.counted(n) for k, n in sorted(kinds.items())), "and")
        label = render(counted, lang) if kinds else render(RULES_IDENTICAL, lang)
        out.append(
            f'<h4 data-section="{escape(sid)}" title="§ {escape(sid)}">{escape(title)} <span class="muted">— '
            f'{escape(label)}</span></h4><div class="wdiff" lang="fr">{body}</div>'
        )
    if identical:
        more = ngettext("{n} more section is identical word for word.",
                        "{n} more sections are identical word for word.", identical)
        out.append(f'<p class="muted">{escape(render(more, lang))}</p>')
    out.append("</div>")
    return "".join(out)


# --- the edition switch: one game, two score tables -------------------------------------------------------------
@dataclass(frozen=True)
class CarefulBot:
    """Plays ``inner`` but never hires, denounces or claims its own illegal worker (sa.object), and never
    defends it with a lawyer unless ``careless`` (a bluff the English edition allows, at -2)."""

    inner: Any
    careless: bool = False
    name: str = "careful"

    def _allowed(self, view: Any, actions: Sequence[Any]) -> list[Any]:
        own = view.own_illegal
        kinds: tuple[type[Any], ...] = (Hire, Denounce, Detective) if self.careless else (Hire, Denounce,
                                                                                         Detective, Lawyer)
        return [a for a in actions if not (isinstance(a, kinds) and a.card.employee in own)]

    def choose(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        return self.inner.choose(view, self._allowed(view, actions) or list(actions), rng)

    def interject(self, view: Any, actions: Sequence[Any], rng: random.Random) -> Any | None:
        allowed = self._allowed(view, actions)
        return self.inner.interject(view, allowed, rng) if allowed else None


EDITION_SEED = 1
EDITION_PLAYERS = 4
EDITION_CARELESS = 2
"""The shown game (found by tests/widgets/test_rules_panel.py's seed search): four DeductionBots, edition 'en' with
default options, Henning careless (his lawyer bluffs on his own denounced worker); he wins by the English list and
falls to last by the French table."""


def edition_bots(players: int, careless: int) -> list[CarefulBot]:
    """Deduction bots that never touch their own illegal workers, except seat ``careless``'s lawyers."""
    return [CarefulBot(DeductionBot(careless=p == careless), careless=p == careless) for p in range(players)]


@dataclass(frozen=True)
class OwnLawyer:
    """A lawyer that landed on its owner's own denounced illegal worker."""

    lawyer: int
    employee: str
    denouncer: int
    event: Defended | None


@dataclass(frozen=True)
class EditionGame:
    """One seeded game played once (edition 'en', default options) and its final table scored by both editions."""

    seed: int
    players: int
    careless: int
    actions: tuple[Any, ...]
    en: State
    fr: State

    @property
    def own_lawyers(self) -> tuple[OwnLawyer, ...]:
        state = self.en
        found = []
        for q, pile in enumerate(state.denounced):
            for d in pile:
                if d.lawyer is not None and d.card.employee in state.illegal_workers[d.lawyer]:
                    event = next((e for e in state.log
                                  if isinstance(e, Defended) and e.player == d.lawyer and e.card == d.card), None)
                    found.append(OwnLawyer(d.lawyer, d.card.employee, q, event))
        return tuple(found)

    @property
    def totals_differ(self) -> bool:
        en, fr = GAME.scores(self.en), GAME.scores(self.fr)
        return any(en[p].total != fr[p].total for p in en)


def play_editions(seed: int = EDITION_SEED, players: int = EDITION_PLAYERS,
                  careless: int = EDITION_CARELESS) -> EditionGame:
    """Play the seeded game under edition 'en' (default options: the careless player's lawyer on his own worker
    is a legal bluff), then score the same final table by the French table (edition 'fr', which would have
    refused that lawyer unless blunders were on)."""
    actions: list[Any] = []
    en = play(GAME, players, seed, Options(edition=Edition.EN), edition_bots(players, careless),
              on_step=lambda action, _state: actions.append(action))
    fr = replace(en, options=replace(en.options, edition=Edition.FR))
    return EditionGame(seed, players, careless, tuple(actions), en, fr)


def render_edition_facts(game: EditionGame, lang: str = "en") -> str:
    """The lawyer(s) on their own worker (quoted from the log) and the verdict under each edition."""
    names = game.en.players
    own = game.own_lawyers
    if not own:
        return f'{RULES_CSS}<div class="rules-cmp"><p class="none">{escape(render(EDITIONS_NONE, lang))}</p></div>'
    en, fr = GAME.scores(game.en), GAME.scores(game.fr)
    items = "".join(f"<li>{escape(GAME.event_line(o.event, names, lang))}</li>" for o in own if o.event)
    verdicts = []
    for p in sorted({o.lawyer for o in own}):
        by_en, by_fr = winners(en), winners(fr)
        win_en = ngettext("Winner by the English list: {names}.", "Winners by the English list: {names}.", len(by_en),
                          names=listing((names[q] for q in by_en), "and"))
        win_fr = ngettext("Winner by the French table: {names}.", "Winners by the French table: {names}.", len(by_fr),
                          names=listing((names[q] for q in by_fr), "and"))
        verdicts.append(
            render(_("{name}: {en:+d} points by the English list, {fr:+d} by the French table. {win_en} {win_fr}",
                     name=names[p], en=en[p].total, fr=fr[p].total, win_en=win_en, win_fr=win_fr), lang)
        )
    return (
        f'{RULES_CSS}<div class="rules-cmp edition-facts"><b>{escape(render(EDITIONS_EVENTS, lang))}</b>'
        f'<ul>{items}</ul>{"".join(f"<p><b>{escape(v)}</b></p>" for v in verdicts)}</div>'
    )


class EditionPanel:
    """One seeded game, its two score sheets side by side (edition 'en' | edition 'fr'), the changed line
    marked '≠'; a seed and the careless seat may be changed and the game replayed."""

    def __init__(self, lang: str | None = None, seed: int = EDITION_SEED, careless: int = EDITION_CARELESS) -> None:
        self._lang = lang or current_lang()
        self._game = play_editions(seed, EDITION_PLAYERS, careless)
        names = self._game.en.players
        self._title = w.HTML()
        self._intro = w.HTML()
        self._seed = w.BoundedIntText(value=seed, min=0, max=10**9, layout=w.Layout(width="190px"),
                                      style={"description_width": "initial"})
        self._careless = w.Dropdown(options=[(n, i) for i, n in enumerate(names)], value=careless,
                                    layout=w.Layout(width="280px"), style={"description_width": "initial"})
        self._replay_button = w.Button(icon="refresh", layout=w.Layout(width="auto"))
        self._replay_button.on_click(self._on_replay_clicked)
        self._facts = w.HTML()
        self._errors = w.HTML()
        marked = differing_lines(GAME.scores(self._game.en), GAME.scores(self._game.fr))
        self.en_panel = ScorePanel(GAME, self._game.en, self._lang, marked=marked)
        self.fr_panel = ScorePanel(GAME, self._game.fr, self._lang, marked=marked)
        half = w.Layout(width="50%", overflow="visible")
        self.widget = w.VBox([
            self._title, self._intro,
            w.HBox([self._seed, self._careless, self._replay_button]),
            self._errors, self._facts,
            w.HBox([w.Box([self.en_panel.widget], layout=half), w.Box([self.fr_panel.widget], layout=half)],
                   layout=w.Layout(width="100%", overflow="visible")),
        ])
        self._render()

    @property
    def game(self) -> EditionGame:
        return self._game

    @property
    def facts_html(self) -> str:
        return str(self._facts.value)

    @property
    def error_html(self) -> str:
        return str(self._errors.value)

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        self.en_panel.set_lang(lang)
        self.fr_panel.set_lang(lang)
        self._render()

    def _on_replay_clicked(self, _event: Any) -> None:
        friendly(lambda: self._errors, lambda: self._lang)(self._replay)()

    def _replay(self) -> None:
        self._game = play_editions(int(self._seed.value), EDITION_PLAYERS, int(self._careless.value))
        self._render()

    def _render(self) -> None:
        lang, game = self._lang, self._game
        names = game.en.players
        intro = _("A lawyer on a denounced illegal worker scores -2 by the English list; the printed French table "
                  "gives -99 when the worker is the lawyer's OWN. The texts forbid hiring or denouncing your own "
                  "illegal workers, not defending them: in the English edition such a lawyer is a legal bluff that "
                  "costs 2 points. This game is played in the English edition with the default options: {careless} "
                  "(careless, or bluffing) may put a lawyer on his own denounced worker; the three others never "
                  "do. The same final table is scored by the English list and by the French table (the French "
                  "edition refuses that lawyer unless blunders are allowed).", careless=names[game.careless])
        self._title.value = f'<div class="schwarz"><h3>{escape(render(EDITIONS_TITLE, lang))}</h3></div>'
        setup = ngettext("Deal number {seed}, {n} deduction bot, the English edition with the default options.",
                         "Deal number {seed}, {n} deduction bots, the English edition with the default options.",
                         game.players, seed=str(game.seed))
        self._intro.value = (
            f'<div class="schwarz"><p>{escape(render(intro, lang))}'
            f'</p><p class="muted">{escape(render(setup, lang))}</p></div>'
        )
        self._seed.description = render(EDITIONS_SEED, lang)
        self._careless.description = render(EDITIONS_CARELESS, lang)
        self._replay_button.description = render(EDITIONS_REPLAY, lang)
        self._replay_button.tooltip = render(EDITIONS_REPLAY, lang)
        self._facts.value = render_edition_facts(game, lang)
        marked = differing_lines(GAME.scores(game.en), GAME.scores(game.fr))
        self.en_panel.update(game.en, marked=marked, title=render(EDITIONS_EN, lang))
        self.fr_panel.update(game.fr, marked=marked, title=render(EDITIONS_FR, lang))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self.en_panel.close()
        self.fr_panel.close()
        self.widget.close()


# --- the page ---------------------------------------------------------------------------------------------------
DOCS = Path(__file__).resolve().parents[1] / "docs"


def decisions_page(lang: str = "en") -> Path:
    """The rule decisions page in ``lang`` (the project's French translation, or the English original)."""
    french = DOCS / "rules-decisions.fr.md"
    return french if lang == "fr" and french.is_file() else DOCS / "rules-decisions.md"


def render_decisions(lang: str = "en", path: Path | None = None) -> str:
    """The Schwarzarbeit part of the project's rule decisions page (empty if the page is not installed)."""
    path = path or decisions_page(lang)
    if not path.is_file():
        return ""
    text = path.read_text("utf-8")
    start = text.find("## Schwarzarbeit")
    part = text[start:] if start >= 0 else text
    end = part.find("\n## ", 4)
    part = part[:end] if end >= 0 else part
    return f'{RULES_CSS}<div class="rules-cmp">{_markdown(part)}</div>'


MODES = {
    "side": _("English | French"),
    "print": _("English | French (printed)"),
    "diff": _("French word diff"),
}
"""The views of the comparison and their labels."""


class RulesPanel:
    """Header with EN/FR; a switch (English | French, English | printed French, French word diff); a section
    picker; the texts; then the edition switch (``EditionPanel``) and the engine's rule decisions."""

    def __init__(self, lang: str | None = None, edition: bool = True) -> None:
        lang = lang or current_lang()
        self._header = Header(RULES_TITLE, lang=lang)
        self._mode = w.ToggleButtons(options=[(render(label, lang), m) for m, label in MODES.items()], value="side",
                                     style={"button_width": "auto"})
        self._section = w.Dropdown(layout=w.Layout(width="420px"))
        self._body = w.HTML()
        self._errors = w.HTML()
        self._decisions_html = w.HTML(render_decisions(lang or current_lang()))
        self._decisions = w.Accordion(children=[self._decisions_html])
        self._decisions.selected_index = None
        self.edition = EditionPanel(lang) if edition else None
        self._set_options(lang)
        self._mode.observe(self._on_mode_change, names="value")
        self._section.observe(self._on_section_change, names="value")
        self._header.on_lang(self._on_lang_change)
        children: list[w.Widget] = [self._header.widget, w.HBox([self._mode, self._section]), self._errors,
                                    self._body]
        if self.edition is not None:
            children.append(self.edition.widget)
        if self._decisions_html.value:
            children.append(self._decisions)
        self.widget = w.VBox(children)
        self._render()

    # --- what tests and notebooks read or set --------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._header.lang

    @property
    def body_html(self) -> str:
        return str(self._body.value)

    def set_lang(self, lang: str) -> None:
        self._header.set_lang(lang)

    def show(self, mode: str | None = None, section_id: str | None = None) -> None:
        """Switch the mode ('side', 'print', 'diff') and/or the section ('' all, '*' with differences, an id)."""
        if mode is not None:
            self._mode.value = mode
        if section_id is not None:
            self._section.value = section_id

    # --- handlers ------------------------------------------------------------------------------------------
    def _on_mode_change(self, _event: Any) -> None:
        self._guarded(self._render)

    def _on_section_change(self, _event: Any) -> None:
        self._guarded(self._render)

    def _on_lang_change(self, lang: str) -> None:
        self._set_options(lang)
        if self.edition is not None:
            self.edition.set_lang(lang)
        self._guarded(self._render)

    def _guarded(self, work: Any) -> None:
        friendly(lambda: self._errors, lambda: self.lang)(work)()

    def _set_options(self, lang: str) -> None:
        mode = self._mode.value
        labels = [render(label, lang) for label in MODES.values()]
        self._mode.options = list(zip(labels, MODES, strict=True))
        self._mode.tooltips = labels
        self._mode.value = mode
        chosen = self._section.value if self._section.options else ""
        options = [(render(RULES_ALL, lang), ""), (render(RULES_WITH_DIFFERENCES, lang), "*")]
        options += [(render(row.title, lang), row.id) for row in aligned(GAME_NAME)]
        self._section.options = options
        self._section.value = chosen
        self._section.description = render(RULES_SECTION, lang)
        self._decisions.titles = (render(RULES_DECISIONS, lang),)
        self._decisions_html.value = render_decisions(lang)

    def _render(self) -> None:
        lang, mode, choice = self.lang, str(self._mode.value), str(self._section.value)
        if mode == "diff":
            self._body.value = render_french_diff(choice, lang)
        else:
            french = "fr-print" if mode == "print" else "fr"
            self._body.value = render_side_by_side(pick_rows(choice), lang, french)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        if self.edition is not None:
            self.edition.close()
        self.widget.close()
