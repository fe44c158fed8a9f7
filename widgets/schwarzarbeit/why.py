"""Why the count is what it is: pure renderers over ``schwarz.schwarzarbeit.deduction.Analysis``.

``render_count``: the possible deals now, in words and bits, with the units explained once; ``render_effect``:
what the last event did ('Henning: 4 of 6, so 2 of Ida, Karla, Otto and Paula are his: 17,640 → 1,512 possible
deals'); ``render_certain``: the certain facts grouped, each with the clues that prove it (opening one marks its
events in the log); ``render_steps``: every event with the deals after it, and what each announcement ruled out
(sa.turn.information); ``render_deals``: the last possible deals drawn as cards. Events carry the numbers of the
page's log (``numbers``: event -> number), so a fact's proof points at the lines of the log.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from html import escape
from typing import Any

from schwarz.i18n import Msg, Text, _, listing, ngettext, pgettext, render, sentence
from schwarz.schwarzarbeit import GAME
from schwarz.schwarzarbeit.cards import EMPLOYEES, Card, Shift, first_name
from schwarz.schwarzarbeit.deduction import SPECTATOR, Analysis, Clue, Effect, Fact, FactKind, HistoryEntry, Viewer
from schwarz.schwarzarbeit.events import Announced
from widgets.schwarzarbeit.table import SHIFT_COLOURS

Numbers = Mapping[int, int]
"""id(event) -> its number in the page's log (1 for the first line)."""

WHY_CSS = """<style>
.sa-why { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 15px; }
.sa-why .num { display: inline-block; min-width: 1.8em; text-align: center; border-radius: 9px; background: #1f2a44;
  color: #fff; font-size: 12px; font-weight: 600; margin-right: 4px; }
.sa-why details { margin: 2px 0; }
.sa-why summary { cursor: pointer; }
.sa-why details.fact > summary { font-weight: 600; }
.sa-why details.fact[open] > summary { background: #fff4c2; }
.sa-why ul, .sa-why ol { margin: 2px 0 4px; padding-left: 1.4em; }
.sa-why .muted { color: #3d4658; }
.sa-why .steps { max-height: 340px; overflow-y: auto; border: 1px solid #c9cfdb; border-radius: 6px; padding: 4px;
  list-style: none; padding-left: 4px; display: flex; flex-direction: column; }
.sa-why .steps li { padding: 1px 2px; }
.sa-why .steps li.same { color: #3d4658; }
.sa-mini { display: inline-block; border: 1px solid #1f2a44; border-radius: 4px; padding: 0 4px; margin: 1px;
  font-size: 13px; line-height: 18px; white-space: nowrap; }
.sa-deals table { border-collapse: collapse; font-size: 13px; }
.sa-deals th, .sa-deals td { padding: 1px 4px; border-bottom: 1px solid #e3e6ee; text-align: left; }
.sa-count { font-size: 16px; }
.sa-count .big { font-size: 18px; font-weight: 700; }
.sa-count .effect { font-size: 15px; }
.sa-count details { display: inline-block; font-size: 14px; margin-left: 6px; }
.sa-pinned .widget-html-content { font-size: inherit; }
.sa-count .ask { font-size: 15px; }
.schwarz-present .sa-count { font-size: 26px; }
.schwarz-present .sa-count .ask { font-size: 22px; }
body:has(.schwarz-present) .sa-why, body:has(.schwarz-present) .sa-deals table { font-size: 20px; }
body:has(.schwarz-present) .sa-mini { font-size: 18px; line-height: 24px; }
.schwarz-present .sa-count .big { font-size: 30px; }
.schwarz-present .sa-count .effect, .schwarz-present .sa-count details { font-size: 22px; }
</style>"""


MARK_CSS = " { background: #ffe08a !important; outline: 2px solid #b3202a; order: -1; }"
"""How the log's lines of a fact's proof look while the fact is open (in the list of events, they come first)."""


# --- who knows what ------------------------------------------------------------------------------------------
def who(viewer: Viewer, players: Sequence[str]) -> Msg:
    """'Andrea's view', 'The teacher', 'An outside spectator'."""
    if viewer is SPECTATOR:
        return _("An outside spectator")
    if isinstance(viewer, int):
        return _("{name}'s view", name=players[viewer])
    return _("The teacher")


def deals_words(worlds: int) -> Msg:
    """'1,512 possible deals' (the glossary's word for a world)."""
    return ngettext("{n} possible deal", "{n} possible deals", worlds)


def render_count(analysis: Analysis, players: Sequence[str], lang: str) -> str:
    """The possible deals now, in words and bits, and the units explained once (in a collapsed box)."""
    viewer = who(analysis.viewer, players)
    if analysis.worlds == 1:
        count = _("{who}: 1 possible deal, so every hidden card is known", who=viewer)
    elif analysis.worlds:
        count = _("{who}: {deals} = {bits:.1f} bits of uncertainty", who=viewer, deals=deals_words(analysis.worlds),
                  bits=analysis.bits)
    else:
        count = _("{who}: no possible deal", who=viewer)
    knows = (_("everything this seat has seen: its own hand and the public table") if isinstance(analysis.viewer, int)
             else _("the public table and log only: no hand") if analysis.viewer is SPECTATOR
             else _("every hand"))
    units = _("A possible deal (a world) is one way the hidden illegal workers could lie that fits what is known "
              "({knows}). One bit of uncertainty halves the possible deals: 10 bits are about a thousand deals, 20 "
              "bits about a million. When at most 32 remain, they are drawn below.", knows=knows)
    title = render(_("What is a possible deal?"), lang)
    return (f'<span class="big possibilities-summary" data-worlds="{analysis.worlds}">{escape(render(count, lang))}'
            f'</span><details class="units"><summary>{escape(title)}</summary>{escape(render(units, lang))}'
            f"</details>")


# --- what an event did ---------------------------------------------------------------------------------------
def _people(cards: Sequence[Card]) -> Any:
    """First names, an employee with several cards marked: 'Ida, Karla ×2, Otto'."""
    counts = Counter(c.employee for c in cards)
    return listing((first_name(e) if n == 1 else pgettext("cards of one employee", "{name} ×{n}",
                                                          name=first_name(e), n=n)
                    for e, n in counts.items()), "and")


def announcement_words(effect: Effect, players: Sequence[str]) -> Msg:
    """'Henning: 4 of 6, so 2 of Ida, Karla, Otto and Paula are his' (sa.turn.information counts cards)."""
    c = effect.constraint
    head = (_("{name}: {count} of {size}", name=players[c.player], count=c.count, size=len(c.market))
            if isinstance(effect.event, Announced)
            else _("{name} could take nobody from the market", name=players[c.player]))
    people = _people(effect.candidates or c.market)
    if effect.mine == 0:
        return _("{announcement}, so none of {people} is his", announcement=head, people=people)
    if effect.mine == len(effect.candidates):
        return ngettext("{announcement}, so {people} is his", "{announcement}, so {people} are all his",
                        effect.mine, announcement=head, people=people)
    return ngettext("{announcement}, so {n} of {people} is his", "{announcement}, so {n} of {people} are his",
                    effect.mine, announcement=head, people=people)


def change_words(what: Text, before: int, after: int, bits: float) -> Msg:
    """'{what}: 17,640 → 1,512 possible deals (−3.5 bits)', or '{what}: still 1,512 possible deals'."""
    if before == after:
        return _("{what}: still {deals}", what=what, deals=deals_words(after))
    return _("{what}: {before} → {deals} (−{bits:.1f} bits)", what=what, before=before, deals=deals_words(after),
             bits=bits)


def hands_words(effect: Effect, players: Sequence[str]) -> Msg:
    """'Of the 120 hands Henning could hold by his own facts, it rules out the 105 with another number of these
    cards: 15 remain.'"""
    name = players[effect.constraint.player]
    return ngettext("Of the {before} hands {name} could hold by his own facts, it rules out the {ruled} with another "
                    "number of these cards: {n} remains.",
                    "Of the {before} hands {name} could hold by his own facts, it rules out the {ruled} with another "
                    "number of these cards: {n} remain.",
                    effect.hands_after, name=name, before=effect.hands_before,
                    ruled=effect.hands_before - effect.hands_after)


def _number(numbers: Numbers, event: Any) -> str:
    n = numbers.get(id(event)) if event is not None else None
    return f'<span class="num">{n}</span>' if n is not None else ""


def _event_words(entry: HistoryEntry, effects: Mapping[int, Effect], players: Sequence[str], lang: str) -> Text:
    effect = effects.get(entry.index)
    if effect is not None:
        return announcement_words(effect, players)
    return GAME.event_line(entry.event, tuple(players), lang)


def last_entry(analysis: Analysis, fresh: int) -> HistoryEntry | None:
    """Of the events since the last step (the ``fresh`` last ones), the one that removed most (else the first)."""
    history = analysis.history
    recent = history[len(history) - fresh:]
    if not recent:
        return None
    return max(recent, key=lambda h: (h.removed, -h.index))


def render_effect(analysis: Analysis, fresh: int, players: Sequence[str], numbers: Numbers, lang: str) -> str:
    """What the last step did (its ``fresh`` events; none at the start), with the number of its event in the log."""
    entry = last_entry(analysis, fresh) if fresh else None
    if entry is None:
        return ""
    history = analysis.history
    before = history[entry.index - 1].worlds if entry.index > 0 else entry.worlds
    effects = {e.index: e for e in analysis.effects}
    what = _event_words(entry, effects, players, lang)
    text = render(change_words(what, before, entry.worlds, entry.removed), lang)
    label = render(_("Last event"), lang)
    return (f'<div class="effect" data-removed="{entry.removed:.3f}"><b>{escape(label)}</b> '
            f'{_number(numbers, entry.event)}{escape(text)}</div>')


# --- why each fact is certain ----------------------------------------------------------------------------------
def _fact_key(fact: Fact) -> str:
    return f"{fact.kind.value}-{EMPLOYEES.index(fact.employee)}-{fact.player if fact.player is not None else 'x'}"


def _clue_line(clue: Clue, players: Sequence[str], numbers: Numbers, lang: str) -> str:
    number = numbers.get(id(clue.source)) if clue.source is not None else None
    return _clue_html(clue, tuple(players), number, lang)


@lru_cache(maxsize=1 << 13)
def _clue_html(clue: Clue, players: tuple[str, ...], number: int | None, lang: str) -> str:
    """One clue's line (remembered: a page shows the same proofs after every step)."""
    badge = f'<span class="num">{number}</span>' if number is not None else ""
    return f"<li>{badge}{escape(sentence(clue.message(players), lang))}</li>"


def render_certain(analysis: Analysis, players: Sequence[str], numbers: Numbers, lang: str) -> str:
    """The certain facts grouped (whose workers for sure, nobody's, surely not whose), the viewer's own hand left
    out; each fact opens on the clues that prove it, and opening it marks their events in the log."""
    facts = [f for f in analysis.certain if f.player is None or f.player != analysis.viewer]
    groups: dict[tuple[int, int], list[Fact]] = {}
    for f in facts:
        order = {FactKind.WORKS_FOR: 0, FactKind.NOBODYS: 1, FactKind.NOT_FOR: 2}[f.kind]
        groups.setdefault((order, f.player if f.player is not None else -1), []).append(f)
    parts, marks = [], []
    for (order, player), members in sorted(groups.items()):
        name = players[player] if player >= 0 else ""
        n = len(members)
        if order == 0:
            title = ngettext("Surely {name}'s illegal worker: {n} employee", "Surely {name}'s illegal workers: "
                             "{n} employees", n, name=name)
        elif order == 1:
            title = ngettext("Nobody's illegal worker: {n} employee", "Nobody's illegal workers: {n} employees", n)
        else:
            title = ngettext("Surely not {name}'s: {n} employee", "Surely not {name}'s: {n} employees", n, name=name)
        items = []
        for fact in sorted(members, key=lambda f: f.employee):
            key = _fact_key(fact)
            proof = analysis.evidence(fact)
            lines = "".join(_clue_line(c, players, numbers, lang) for c in proof)
            for clue in proof:
                number = numbers.get(id(clue.source)) if clue.source is not None else None
                if number is not None:
                    marks.append(f'body:has(details.fact[data-fact="{key}"][open]) li[data-event="{number}"]')
            why = escape(render(ngettext("Why: {n} clue proves it", "Why: {n} clues prove it", len(proof)), lang))
            items.append(f'<details class="fact" data-fact="{key}"><summary>{escape(fact.employee)}</summary>'
                         f'<div class="muted">{why}</div><ol>{lines}</ol></details>')
        opened = " open" if order == 0 else ""
        parts.append(f'<details class="group"{opened}><summary>{escape(render(title, lang))}</summary>'
                     f'{"".join(items)}</details>')
    heading = render(_("Certain now"), lang)
    hint = render(_("Open a fact to see the clues that prove it; their events are marked in the log and in the list "
                    "of events."), lang)
    nothing = render(_("Nothing is certain yet."), lang)
    body = "".join(parts) or f"<p>{escape(nothing)}</p>"
    style = f"<style>{', '.join(marks)}{MARK_CSS}</style>" if marks else ""
    return (f'{style}<div class="possibilities-facts sa-why"><b>{escape(heading)}</b> '
            f'<span class="muted">{escape(hint)}</span>{body}</div>')


# --- every event and what it did ---------------------------------------------------------------------------------
def render_steps(analysis: Analysis, players: Sequence[str], numbers: Numbers, lang: str) -> str:
    """Every event the viewer saw, numbered as in the log, with the possible deals after it; an announcement says
    which cards it bounded and how many of the announcer's hands it left."""
    effects = {e.index: e for e in analysis.effects}
    history = analysis.history
    rows = []
    for entry in reversed(history):
        before = history[entry.index - 1].worlds if entry.index > 0 else entry.worlds
        rows.append(_step_html(entry, before, effects.get(entry.index), tuple(players), numbers.get(id(entry.event)),
                               lang))
    title = escape(render(_("What each event did (the latest first)"), lang))
    return (f'<div class="sa-why possibilities-steps"><b>{title}</b><ol class="steps" tabindex="0" '
            f'aria-label="{title}">{"".join(rows)}</ol></div>')


@lru_cache(maxsize=1 << 13)
def _step_html(entry: HistoryEntry, before: int, effect: Effect | None, players: tuple[str, ...], number: int | None,
               lang: str) -> str:
    """One event's line in the list (remembered: the list grows by a few lines a step)."""
    what = announcement_words(effect, players) if effect is not None else GAME.event_line(entry.event, players, lang)
    text = render(change_words(what, before, entry.worlds, entry.removed), lang)
    more = ""
    if effect is not None and effect.hands_before > 1:
        more = f'<br><span class="muted">{escape(render(hands_words(effect, players), lang))}</span>'
    attr = f' data-event="{number}"' if number is not None else ""
    badge = f'<span class="num">{number}</span>' if number is not None else ""
    css = "same" if before == entry.worlds else "moved"
    return f'<li class="{css}"{attr}>{badge}{escape(text)}{more}</li>'


# --- the last deals, drawn ---------------------------------------------------------------------------------------
def _mini(employee: str, lang: str) -> str:
    card = Card(employee, Shift.WEEKEND)
    return (f'<span class="sa-mini" style="background:{SHIFT_COLOURS[Shift.WEEKEND]}" '
            f'title="{escape(render(card, lang))}">{escape(first_name(employee))}</span>')


def render_deals(analysis: Analysis, players: Sequence[str], lang: str, limit: int = 32) -> str:
    """When at most ``limit`` deals remain, each of them: the hidden players' illegal workers as weekend cards."""
    deals = analysis.list_worlds(limit)
    if not deals or len(deals) < 2:
        return ""
    hidden = analysis.knowledge.hidden
    head = "".join(f'<th scope="col">{escape(players[q])}</th>' for q in hidden)
    rows = "".join(
        f'<tr><th scope="row">{i}</th>'
        + "".join(f"<td>{''.join(_mini(e, lang) for e in sorted(deal[q]))}</td>" for q in hidden) + "</tr>"
        for i, deal in enumerate(deals, 1)
    )
    title = render(ngettext("The last {n} possible deal", "The last {n} possible deals", len(deals)), lang)
    note = render(_("Each row is one way the hidden illegal workers may lie; the true one is among them."), lang)
    return (f'<div class="sa-why sa-deals"><b>{escape(title)}</b> <span class="muted">{escape(note)}</span>'
            f'<table><tr><td></td>{head}</tr>{rows}</table></div>')
