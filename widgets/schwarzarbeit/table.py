"""The Schwarzarbeit table drawn as HTML and SVG (a pure renderer: ``render_table(view, lang) -> str``).

Market cards show the name, the shift symbol and the shift word (colour is never the only signal); each company
shows its illegal workers face down (face up only for their owner, the teacher, or once the game is over),
hired employees, the staggered pile of denounced employees with lawyer cubes, lawyers left and the detective.
"""

from __future__ import annotations

from html import escape

from schwarz.i18n import Msg, _, listing, ngettext, pgettext, render
from schwarz.schwarzarbeit.cards import ICH_AG, Card, Shift, first_name
from schwarz.schwarzarbeit.events import IchAgStruck, TurnStarted
from schwarz.schwarzarbeit.views import View

SHIFT_COLOURS = {Shift.DAY: "#fff4c2", Shift.EVENING: "#d6def5", Shift.WEEKEND: "#d4efd9", Shift.ICH_AG: "#f8d0d0"}

MAGNIFIER = (
    '<svg width="14" height="14" viewBox="0 0 14 14" role="img" aria-label="detective"><circle cx="5.5" cy="5.5" '
    'r="4" fill="none" stroke="#1f2a44" stroke-width="1.8"/><line x1="8.5" y1="8.5" x2="13" y2="13" '
    'stroke="#1f2a44" stroke-width="2"/></svg>'
)
STYLE = """<style>
.sa-table { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; }
.sa-table h4 { margin: 6px 0; }
.sa-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.sa-company { border: 1px solid #c9bfae; border-radius: 8px; padding: 6px 8px; background: #fffdf8; min-width: 210px; }
.sa-company.active { border: 3px solid #b3202a; }
.sa-company .who { font-weight: 600; }
.sa-small { font-size: 0.8em; color: #5b6478; }
.sa-announce { font-size: 1.1em; font-weight: 600; background: #1f2a44; color: white; padding: 4px 10px;
  border-radius: 6px; display: inline-block; margin: 4px 0; }
.sa-pile { display: inline-block; margin-right: 12px; }
</style>"""


def card_svg(card: Card | None, lang: str = "en", width: int = 74, note: str = "", face_down: bool = False) -> str:
    """One card: employee name, shift symbol and word; ``None`` or ``face_down`` draws a card back."""
    height = int(width * 1.35)
    if card is None or face_down:
        label = escape(first_name(card.employee) if card is not None else "?")
        hidden = escape(render(_("face down"), lang))
        return (
            f'<svg class="card back" width="{width}" height="{height}" viewBox="0 0 74 100" role="img" '
            f'aria-label="{hidden}"><rect x="1" y="1" width="72" height="98" rx="6" fill="#3b4a6b" '
            f'stroke="#1f2a44"/><path d="M8 10 L66 90 M66 10 L8 90" stroke="#566a93" stroke-width="3"/>'
            + (f'<text x="37" y="56" font-size="11" fill="white" text-anchor="middle">{label}</text>' if card else "")
            + "</svg>"
        )
    first, _space, last = card.employee.partition(" ")
    word = render(card.shift, lang)
    noted = ""
    if note:
        noted = f'<text x="37" y="94" font-size="8" text-anchor="middle" fill="#b3202a">{escape(note)}</text>'

    return (
        f'<svg class="card" data-card="{escape(str(card))}" width="{width}" height="{height}" viewBox="0 0 74 100" '
        f'role="img" aria-label="{escape(card.employee)}, {word}"><rect x="1" y="1" width="72" height="98" rx="6" '
        f'fill="{SHIFT_COLOURS[card.shift]}" stroke="#1f2a44"/>'
        f'<text x="37" y="30" font-size="22" text-anchor="middle" fill="#1f2a44">{card.shift.symbol}</text>'
        f'<text x="37" y="52" font-size="10" text-anchor="middle" fill="#1f2a44">{escape(first)}</text>'
        f'<text x="37" y="64" font-size="10" font-weight="bold" text-anchor="middle" fill="#1f2a44">'
        f"{escape(last)}</text>"
        f'<text x="37" y="80" font-size="9" text-anchor="middle" fill="#1f2a44">{escape(word)}</text>{noted}</svg>'
    )


def _cubes(count: int, colour: str, label: str) -> str:
    cubes = "".join(
        f'<rect x="{2 + i * 14}" y="2" width="11" height="11" fill="{colour}" stroke="#1f2a44"/>' for i in range(count)
    )
    return f'<svg width="{max(2 + count * 14, 14)}" height="15" role="img" aria-label="{escape(label)}">{cubes}</svg>'


def render_market(view: View, lang: str = "en") -> str:
    """The market row, with detective claims and cards closed to detectives."""
    claims = {c.card: view.players[c.player] for c in view.claims}
    cards = []
    for card in view.market:
        note = render(_("detective of {name}", name=claims[card]), lang) if card in claims else ""
        if card in view.closed:
            note = render(_("closed to detectives"), lang)
        cards.append(card_svg(card, lang, note=note))
    none = escape(render(pgettext("no employee", "none"), lang))
    row = "".join(cards) or f'<span class="sa-small">{none}</span>'
    title = render(_("Labour market ({count})", count=len(view.market)), lang)
    return f'<h4>{escape(title)}</h4><div class="sa-row">{row}</div>'


def render_announcement(view: View, lang: str = "en") -> str:
    """'Andrea announces 5 of 6' while the announcement stands, else nothing."""
    if view.announced is None:
        return ""
    text = render(_("{name} announces {count} of {size}", name=view.players[view.announcer], count=view.announced,
                    size=len(view.market)), lang)
    return f'<div class="sa-announce" role="status">{escape(text)}</div>'


def render_company(view: View, player: int, lang: str = "en") -> str:
    """One player's company card and everything on it."""
    def word(msg: Msg) -> str:
        return escape(render(msg, lang))

    workers = view.illegal_workers[player]
    if workers is None:
        count = view.options.illegal_count(len(view.players))
        illegal = "".join(card_svg(None, lang, width=34) for _card in range(count))
    else:
        illegal = " ".join(
            f'<span class="illegal-worker" data-employee="{escape(e)}">{escape(e)}</span>' for e in sorted(workers)
        )
    hired = "".join(card_svg(c, lang, width=38) for c in view.hired[player]) or word(pgettext("no employee", "none"))
    pile = ""
    for i, d in enumerate(view.denounced[player]):
        cube = _cubes(1, "#f0f0f0", render(_("a lawyer"), lang)) if d.lawyer is not None else ""
        lawyer = f" {cube} {escape(view.players[d.lawyer])}" if d.lawyer is not None else ""
        pile += (
            f'<div style="margin-left:{i * 8}px" class="sa-small">▮ {escape(render(d.card, lang))}{lawyer}</div>'
        )
    classes = "sa-company active" if player == view.active and not view.is_over else "sa-company"  # dev-text: CSS
    role = ""
    if not view.is_over and player == view.active:
        role = " — " + word(_("active player"))
    elif not view.is_over and player == view.announcer and view.phase.name == "INFORMATION":
        role = " — " + word(_("announces"))
    detective = f" {MAGNIFIER} " + word(_("detective")) if view.detectives[player] else ""
    left = render(ngettext("{n} lawyer left", "{n} lawyers left", view.lawyers_left[player]), lang)
    illegal_title = word(_("illegal workers:"))
    hired_title = word(_("hired ({count}):", count=len(view.hired[player])))
    denounced_title = word(_("denounced ({count}):", count=len(view.denounced[player])))
    lawyers_title = word(_("lawyers left:"))
    return (
        f'<div class="{classes}" data-player="{player}"><div class="who">{escape(view.players[player])}{role}</div>'
        f'<div class="sa-small">{illegal_title}</div><div>{illegal}</div>'
        f'<div class="sa-small">{hired_title}</div><div>{hired}</div>'
        f'<div class="sa-small">{denounced_title}</div>{pile}'
        f'<div class="sa-small">{lawyers_title} '
        f'{_cubes(view.lawyers_left[player], "#f0f0f0", left)}{detective}</div></div>'
    )


def render_piles(view: View, lang: str = "en") -> str:
    """Draw, discard and special piles with their counts; cards out of the game."""
    top = card_svg(view.discard_pile[-1], lang, width=44) if view.discard_pile else ""
    draw = escape(render(_("draw pile: {count}", count=view.draw_count), lang))
    discard = escape(render(_("discard pile: {count}", count=len(view.discard_pile)), lang))
    special = escape(render(_("special pile: {count}", count=view.special_count), lang))
    parts = [
        f'<span class="sa-pile">{card_svg(None, lang, width=44)}<br>{draw}</span>',
        f'<span class="sa-pile">{top}<br>{discard}</span>',
        f'<span class="sa-pile">{special}</span>',
    ]
    if view.reshuffled:
        reshuffled = escape(render(_("(reshuffled once)"), lang))
        parts.append(f'<span class="sa-small">{reshuffled}</span>')
    if view.removed:
        removed = render(_("out of the game: {cards}", cards=listing(view.removed)), lang)
        parts.append(f'<span class="sa-small">{escape(removed)}</span>')
    return f'<div class="sa-row" style="align-items:flex-end">{"".join(parts)}</div>'


def render_ich_ag(view: View, lang: str = "en") -> str:
    """The Ich-AG card and what it did: in the turn it struck in, and in the next one when it struck in the
    supply at the end of a turn."""
    turns = 0
    for event in reversed(view.log):
        if isinstance(event, TurnStarted):
            turns += 1
            if turns == 2:
                return ""
        if isinstance(event, IchAgStruck):
            text = render(ngettext(
                "Ich-AG! {n} employee left the labour market for self-employment; the market was refilled.",
                "Ich-AG! {n} employees left the labour market for self-employment; the market was refilled.",
                len(event.cards)), lang)
            return (f'<div class="sa-ich-ag sa-row" role="status" style="align-items:center">'
                    f'{card_svg(ICH_AG, lang, width=54)}<b>{escape(text)}</b></div>')
    return ""


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    companies = "".join(render_company(view, p, lang) for p in range(len(view.players)))
    return (
        f'{STYLE}<div class="sa-table">{render_announcement(view, lang)}{render_ich_ag(view, lang)}'
        f'{render_market(view, lang)}'
        f'{render_piles(view, lang)}<div class="sa-row" style="margin-top:8px">{companies}</div></div>'
    )


def button_look(action: object) -> dict[str, str]:
    """A human's card choice looks like the card: its shift colour and symbol (the word is in the label)."""
    card = getattr(action, "card", None)
    if not isinstance(card, Card):
        return {}
    return {"color": SHIFT_COLOURS[card.shift], "prefix": card.shift.symbol}
