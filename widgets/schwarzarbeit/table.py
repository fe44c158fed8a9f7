"""The Schwarzarbeit table drawn as HTML and SVG, and how a human plays on it (pure functions).

``render_table(view, lang)``: the labour market (each card shows the name, the shift symbol and the shift word:
colour is never the only signal), the piles, and each company: illegal workers face down (face up only for
their owner, the teacher, or once the game is over), hired employees, the staggered pile of denounced employees
with lawyer cubes, lawyers left and the detective. Market cards carry ``data-target="market:<card>"`` and
denounced cards ``data-target="denounced:<card>"``: the board widget makes the legal ones clickable.

``picks(state, action)``: click a market card, then *Hire* or *Denounce*; click a denounced card, then *Send a
lawyer*; the detective is its own tool (*Use your detective*, then a market card). ``prompt`` and ``status``
give the status bar its words (the standing announcement: "Tommy: 4 of 6").
"""

from __future__ import annotations

from html import escape

from schwarz.i18n import Msg, Text, _, listing, ngettext, pgettext, render
from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.cards import ICH_AG, Card, Shift, first_name
from schwarz.schwarzarbeit.events import Announced, IchAgStruck, TurnStarted
from schwarz.schwarzarbeit.state import Phase, State
from schwarz.schwarzarbeit.views import View
from widgets.decision import Pick

SHIFT_COLOURS = {Shift.DAY: "#fff4c2", Shift.EVENING: "#d6def5", Shift.WEEKEND: "#d4efd9", Shift.ICH_AG: "#f8d0d0"}

MAGNIFIER = (
    '<svg width="16" height="16" viewBox="0 0 14 14" aria-hidden="true"><circle cx="5.5" cy="5.5" '
    'r="4" fill="none" stroke="#1f2a44" stroke-width="1.8"/><line x1="8.5" y1="8.5" x2="13" y2="13" '
    'stroke="#1f2a44" stroke-width="2"/></svg>'
)
STYLE = """<style>
.sa-table { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 14px; }
.sa-table h4 { margin: 2px 0 4px; font-size: 15px; }
.sa-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.sa-top { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; }
.sa-card { display: inline-block; line-height: 0; border-radius: 6px; }
.sa-company { border: 1px solid #8c7f68; border-radius: 8px; padding: 5px 8px; background: #fffdf8; width: 215px;
  box-sizing: border-box; }
.sa-company.active { border: 3px solid #b3202a; }
.sa-company .who { font-weight: 700; font-size: 15px; }
.sa-company .role { font-weight: 600; color: #8a1520; }
.sa-small { font-size: 13px; color: #3d4658; margin-top: 3px; }
.sa-chip { display: inline-block; border: 1px solid #1f2a44; border-radius: 5px; padding: 0 5px; margin: 1px 2px 1px 0;
  font-size: 13px; line-height: 20px; white-space: nowrap; color: #1f2a44; }
.sa-chip.denounced { background: #e9e4da; }
.sa-announce { font-size: 16px; font-weight: 700; background: #1f2a44; color: white; padding: 3px 10px;
  border-radius: 6px; display: inline-block; margin: 2px 0; }
.sa-pile { display: inline-block; text-align: center; font-size: 13px; }
</style>"""


def card_key(card: Card) -> str:
    """The key of a card's element on the board."""
    return str(card)


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
            + (f'<text x="37" y="56" font-size="12" fill="white" text-anchor="middle">{label}</text>' if card else "")
            + "</svg>"
        )
    first, _space, last = card.employee.partition(" ")
    word = render(card.shift, lang)
    noted = ""
    if note:
        fit = ' textLength="68" lengthAdjust="spacingAndGlyphs"' if len(note) > 12 else ""
        noted = (f'<rect x="2" y="84" width="70" height="15" fill="#fff" opacity="0.9"/><text x="37" y="95" '
                 f'font-size="10" font-weight="bold" text-anchor="middle" fill="#8a1520"{fit}>{escape(note)}</text>')
    return (
        f'<svg class="card" data-card="{escape(str(card))}" width="{width}" height="{height}" viewBox="0 0 74 100" '
        f'role="img" aria-label="{escape(card.employee)}, {escape(word)}"><rect x="1" y="1" width="72" height="98" '
        f'rx="6" fill="{SHIFT_COLOURS[card.shift]}" stroke="#1f2a44"/>'
        f'<text x="37" y="28" font-size="22" text-anchor="middle" fill="#1f2a44">{card.shift.symbol}</text>'
        f'<text x="37" y="50" font-size="12" text-anchor="middle" fill="#1f2a44">{escape(first)}</text>'
        f'<text x="37" y="64" font-size="12" font-weight="bold" text-anchor="middle" fill="#1f2a44">'
        f"{escape(last)}</text>"
        f'<text x="37" y="80" font-size="11" text-anchor="middle" fill="#1f2a44">{escape(word)}</text>{noted}</svg>'
    )


def chip(card: Card, lang: str, css: str = "", target: str = "", extra: str = "") -> str:
    """A card as a small chip: shift symbol and colour, the employee's name (hired and denounced cards)."""
    attrs = f' data-target="{escape(target)}"' if target else ""
    return (f'<span class="sa-chip {css}" style="background:{SHIFT_COLOURS[card.shift]}"{attrs} '
            f'data-card="{escape(str(card))}" title="{escape(render(card, lang))}">{card.shift.symbol} '
            f"{escape(card.employee)}{extra}</span>")


def _cubes(count: int, colour: str, label: str) -> str:
    cubes = "".join(
        f'<rect x="{2 + i * 15}" y="2" width="12" height="12" fill="{colour}" stroke="#1f2a44"/>' for i in range(count)
    )
    return f'<svg width="{max(2 + count * 15, 14)}" height="16" role="img" aria-label="{escape(label)}">{cubes}</svg>'


def render_market(view: View, lang: str = "en") -> str:
    """The market row, with detective claims and cards closed to detectives."""
    claims = {c.card: view.players[c.player] for c in view.claims}
    cards = []
    for card in view.market:
        note = render(_("detective of {name}", name=claims[card]), lang) if card in claims else ""
        if card in view.closed:
            note = render(_("closed to detectives"), lang)
        cards.append(f'<div class="sa-card" data-target="market:{escape(card_key(card))}">'
                     f"{card_svg(card, lang, note=note)}</div>")
    none = escape(render(pgettext("no employee", "none"), lang))
    row = "".join(cards) or f'<span class="sa-small">{none}</span>'
    title = render(_("Labour market ({count})", count=len(view.market)), lang)
    return f'<div><h4>{escape(title)}</h4><div class="sa-row">{row}</div></div>'


def standing_announcement(view: View) -> Announced | None:
    """The announcement of this turn while it stands (hire phase included), else None."""
    if view.announced is None:
        return None
    for event in reversed(view.log):
        if isinstance(event, Announced):
            return event
        if isinstance(event, TurnStarted):
            return None
    return None


def announcement_words(view: View) -> Msg | None:
    """'Tommy: 4 of 6': the count and the size of the market it was given for."""
    event = standing_announcement(view)
    if event is None:
        return None
    return _("{name}: {count} of {size}", name=view.players[event.player], count=event.count, size=len(event.market))


def render_announcement(view: View, lang: str = "en") -> str:
    """'Andrea announces 5 of 6' while the announcement stands, else nothing."""
    event = standing_announcement(view)
    if event is None:
        return ""
    text = render(_("{name} announces {count} of {size}", name=view.players[event.player], count=event.count,
                    size=len(event.market)), lang)
    return f'<div class="sa-announce" role="status">{escape(text)}</div>'


def render_company(view: View, player: int, lang: str = "en") -> str:
    """One player's company card and everything on it."""
    def word(msg: Msg) -> str:
        return escape(render(msg, lang))

    workers = view.illegal_workers[player]
    if workers is None:
        count = view.options.illegal_count(len(view.players))
        illegal = "".join(card_svg(None, lang, width=26) for _card in range(count))
    else:
        illegal = " ".join(
            f'<span class="sa-chip illegal-worker" data-employee="{escape(e)}">{escape(e)}</span>'
            for e in sorted(workers)
        )
    hired = "".join(chip(c, lang) for c in view.hired[player]) or word(pgettext("no employee", "none"))
    pile = ""
    for d in view.denounced[player]:
        lawyer = ""
        if d.lawyer is not None:
            cube = _cubes(1, "#f0f0f0", render(_("a lawyer"), lang))
            lawyer = f" {cube} {escape(view.players[d.lawyer])}"
        pile += chip(d.card, lang, "denounced", f"denounced:{card_key(d.card)}", lawyer)
    classes = "sa-company active" if player == view.active and not view.is_over else "sa-company"  # dev-text: CSS
    role = ""
    if not view.is_over and player == view.active:
        role = word(_("active player"))
    elif not view.is_over and player == view.announcer and view.phase is Phase.INFORMATION:
        role = word(_("announces"))
    role_html = f' <span class="role">— {role}</span>' if role else ""
    detective = f" {MAGNIFIER} " + word(_("detective")) if view.detectives[player] else ""
    left = render(ngettext("{n} lawyer left", "{n} lawyers left", view.lawyers_left[player]), lang)
    illegal_title = word(_("illegal workers:"))
    hired_title = word(_("hired ({count}):", count=len(view.hired[player])))
    denounced_title = word(_("denounced ({count}):", count=len(view.denounced[player])))
    lawyers_title = word(_("lawyers left:"))
    return (
        f'<div class="{classes}" data-player="{player}"><div class="who">{escape(view.players[player])}{role_html}'
        f'</div><div class="sa-small">{illegal_title}</div><div>{illegal}</div>'
        f'<div class="sa-small">{hired_title}</div><div>{hired}</div>'
        f'<div class="sa-small">{denounced_title}</div><div>{pile}</div>'
        f'<div class="sa-small">{lawyers_title} '
        f'{_cubes(view.lawyers_left[player], "#f0f0f0", left)}{detective}</div></div>'
    )


def render_piles(view: View, lang: str = "en") -> str:
    """Draw, discard and special piles with their counts; cards out of the game."""
    top = chip(view.discard_pile[-1], lang) if view.discard_pile else ""
    draw = escape(render(_("draw pile: {count}", count=view.draw_count), lang))
    discard = escape(render(_("discard pile: {count}", count=len(view.discard_pile)), lang))
    special = escape(render(_("special pile: {count}", count=view.special_count), lang))
    parts = [
        f'<span class="sa-pile">{card_svg(None, lang, width=50)}<br>{draw}</span>',
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
        f'<div class="sa-top">{render_market(view, lang)}{render_piles(view, lang)}</div>'
        f'<div class="sa-row" style="margin-top:8px">{companies}</div></div>'
    )


# --- playing on the board ----------------------------------------------------------------------------------
HIRE = Pick.option("hire", _("Hire"))
DENOUNCE = Pick.option("denounce", _("Denounce"))
LAWYER = Pick.option("lawyer", _("Send a lawyer"))
DETECTIVE = Pick.option("detective", _("Use your detective"))


def picks(state: State, action: object) -> tuple[Pick, ...]:
    """The clicks that choose ``action``: a card on the board, then what to do with it."""
    if isinstance(action, Hire):
        return Pick(f"market:{card_key(action.card)}", action.card.message()), HIRE
    if isinstance(action, Denounce):
        return Pick(f"market:{card_key(action.card)}", action.card.message()), DENOUNCE
    if isinstance(action, Lawyer):
        return Pick(f"denounced:{card_key(action.card)}", action.card.message()), LAWYER
    if isinstance(action, Detective):
        return DETECTIVE, Pick(f"market:{card_key(action.card)}", action.card.message())
    if isinstance(action, NoHire):
        return (Pick.option("nohire", _("Take nobody")),)
    if isinstance(action, NoLawyer):
        return (Pick.option("nolawyer", _("Keep your lawyers")),)
    if isinstance(action, Announce):
        return (Pick.option("announce", _("Announce")),)
    return ()


def prompt(view: View, actions: list[object]) -> Text:
    """What the human decides now, in the words of the phase."""
    if any(isinstance(a, Announce) for a in actions):
        return _("announce to {name} how many market cards you could take", name=view.players[view.active])
    if any(isinstance(a, Hire | Denounce) for a in actions):
        return ngettext("hire or denounce the employee on the market (click the card)",
                        "hire or denounce one of the {n} employees on the market (click a card)", len(view.market))
    if any(isinstance(a, NoHire) for a in actions):
        return _("nobody on the market may be taken: take nobody")
    if any(isinstance(a, Lawyer) for a in actions):
        return _("send a lawyer to a card another player denounced (click it), or keep your lawyers")
    if any(isinstance(a, NoLawyer) for a in actions):
        return _("no denounced card may get a lawyer now: keep your lawyers")
    if any(isinstance(a, Detective) for a in actions):
        return _("you may use your detective on a market card")
    return _("choose one of the highlighted moves")


def status(view: View) -> Text | None:
    """The standing announcement, kept in sight while the active player hires or denounces."""
    return announcement_words(view)


def button_look(action: object) -> dict[str, str]:
    """A human's card choice looks like the card: its shift colour and symbol (the word is in the label)."""
    card = getattr(action, "card", None)
    if not isinstance(card, Card):
        return {}
    return {"color": SHIFT_COLOURS[card.shift], "prefix": card.shift.symbol}
