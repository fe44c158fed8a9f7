"""The Schwarzarbeit table drawn as HTML and SVG (a pure renderer: ``render_table(view, lang) -> str``).

Market cards show the name, the shift symbol and the shift word (colour is never the only signal); each company
shows its illegal workers face down (face up only for their owner, the teacher, or once the game is over),
hired employees, the staggered pile of denounced employees with lawyer cubes, lawyers left and the detective.
"""

from __future__ import annotations

from html import escape

from schwarz.schwarzarbeit.cards import ICH_AG, Card, Shift, first_name
from schwarz.schwarzarbeit.events import IchAgStruck, TurnStarted
from schwarz.schwarzarbeit.views import View

SHIFT_WORDS = {
    "en": {Shift.DAY: "day", Shift.EVENING: "evening", Shift.WEEKEND: "weekend", Shift.ICH_AG: "Ich-AG"},
    "fr": {Shift.DAY: "jour", Shift.EVENING: "soir", Shift.WEEKEND: "week-end", Shift.ICH_AG: "Ich-AG"},
}
SHIFT_COLOURS = {Shift.DAY: "#fff4c2", Shift.EVENING: "#d6def5", Shift.WEEKEND: "#d4efd9", Shift.ICH_AG: "#f8d0d0"}
WORDS = {
    "en": {
        "market": "Labour market", "draw": "draw pile", "discard": "discard pile", "special": "special pile",
        "illegal": "illegal workers", "hired": "hired", "denounced": "denounced", "lawyers": "lawyers left",
        "detective": "detective", "active": "active player", "announcer": "announces",
        "announced": "{name} announces {count} of {size}", "hidden": "face down", "closed": "closed to detectives",
        "claim": "detective of {name}", "removed": "out of the game", "reshuffled": "reshuffled once",
        "none": "none",
    },
    "fr": {
        "market": "Marché du travail", "draw": "pioche", "discard": "défausse", "special": "pile spéciale",
        "illegal": "travailleurs au noir", "hired": "embauchés", "denounced": "dénoncés",
        "lawyers": "avocats restants", "detective": "détective", "active": "joueur actif",
        "announcer": "annonce", "announced": "{name} annonce {count} sur {size}", "hidden": "face cachée",
        "closed": "fermée aux détectives", "claim": "détective de {name}", "removed": "hors jeu",
        "reshuffled": "remélangée une fois", "none": "aucun",
    },
}

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
        return (
            f'<svg class="card back" width="{width}" height="{height}" viewBox="0 0 74 100" role="img" '
            f'aria-label="{WORDS[lang]["hidden"]}"><rect x="1" y="1" width="72" height="98" rx="6" fill="#3b4a6b" '
            f'stroke="#1f2a44"/><path d="M8 10 L66 90 M66 10 L8 90" stroke="#566a93" stroke-width="3"/>'
            + (f'<text x="37" y="56" font-size="11" fill="white" text-anchor="middle">{label}</text>' if card else "")
            + "</svg>"
        )
    first, _, last = card.employee.partition(" ")
    word = SHIFT_WORDS[lang][card.shift]
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
    words = WORDS[lang]
    claims = {c.card: view.players[c.player] for c in view.claims}
    cards = []
    for card in view.market:
        note = words["claim"].format(name=claims[card]) if card in claims else ""
        if card in view.closed:
            note = words["closed"]
        cards.append(card_svg(card, lang, note=note))
    row = "".join(cards) or f'<span class="sa-small">{words["none"]}</span>'
    return f'<h4>{words["market"]} ({len(view.market)})</h4><div class="sa-row">{row}</div>'


def render_announcement(view: View, lang: str = "en") -> str:
    """'Andrea announces 5 of 6' while the announcement stands, else nothing."""
    if view.announced is None:
        return ""
    text = WORDS[lang]["announced"].format(
        name=view.players[view.announcer], count=view.announced, size=len(view.market)
    )
    return f'<div class="sa-announce" role="status">{escape(text)}</div>'


def render_company(view: View, player: int, lang: str = "en") -> str:
    """One player's company card and everything on it."""
    words = WORDS[lang]
    workers = view.illegal_workers[player]
    if workers is None:
        count = view.options.illegal_count(len(view.players))
        illegal = "".join(card_svg(None, lang, width=34) for _ in range(count))
    else:
        illegal = " ".join(
            f'<span class="illegal-worker" data-employee="{escape(e)}">{escape(e)}</span>' for e in sorted(workers)
        )
    hired = "".join(card_svg(c, lang, width=38) for c in view.hired[player]) or words["none"]
    pile = ""
    for i, d in enumerate(view.denounced[player]):
        cube = _cubes(1, "#f0f0f0", words["lawyers"]) if d.lawyer is not None else ""
        lawyer = f" {cube} {escape(view.players[d.lawyer])}" if d.lawyer is not None else ""
        pile += (
            f'<div style="margin-left:{i * 8}px" class="sa-small">▮ {escape(str(d.card))}{lawyer}</div>'
        )
    classes = "sa-company active" if player == view.active and not view.is_over else "sa-company"
    role = ""
    if not view.is_over and player == view.active:
        role = f' — {words["active"]}'
    elif not view.is_over and player == view.announcer and view.phase.name == "INFORMATION":
        role = f' — {words["announcer"]}'
    detective = f" {MAGNIFIER} {words['detective']}" if view.detectives[player] else ""
    return (
        f'<div class="{classes}" data-player="{player}"><div class="who">{escape(view.players[player])}{role}</div>'
        f'<div class="sa-small">{words["illegal"]}:</div><div>{illegal}</div>'
        f'<div class="sa-small">{words["hired"]} ({len(view.hired[player])}):</div><div>{hired}</div>'
        f'<div class="sa-small">{words["denounced"]} ({len(view.denounced[player])}):</div>{pile}'
        f'<div class="sa-small">{words["lawyers"]}: '
        f'{_cubes(view.lawyers_left[player], "#f0f0f0", words["lawyers"])}{detective}</div></div>'
    )


def render_piles(view: View, lang: str = "en") -> str:
    """Draw, discard and special piles with their counts; cards out of the game."""
    words = WORDS[lang]
    top = card_svg(view.discard_pile[-1], lang, width=44) if view.discard_pile else ""
    parts = [
        f'<span class="sa-pile">{card_svg(None, lang, width=44)}<br>{words["draw"]}: {view.draw_count}</span>',
        f'<span class="sa-pile">{top}<br>{words["discard"]}: {len(view.discard_pile)}</span>',
        f'<span class="sa-pile">{words["special"]}: {view.special_count}</span>',
    ]
    if view.reshuffled:
        parts.append(f'<span class="sa-small">({words["reshuffled"]})</span>')
    if view.removed:
        parts.append(f'<span class="sa-small">{words["removed"]}: {", ".join(escape(str(c)) for c in view.removed)}'
                     "</span>")
    return f'<div class="sa-row" style="align-items:flex-end">{"".join(parts)}</div>'


ICH_AG_WORDS = {
    "en": "Ich-AG! {n} employees left the labour market for self-employment; the market was refilled.",
    "fr": "Ich-AG ! {n} employés ont quitté le marché pour se mettre à leur compte ; le marché a été regarni.",
}


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
            text = ICH_AG_WORDS[lang].format(n=len(event.cards))
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
