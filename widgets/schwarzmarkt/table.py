"""The Schwarzmarkt table drawn as SVG and HTML (a pure renderer: ``render_table(view, lang) -> str``).

The price track as a ring of 14 spaces (value, die symbol drawn as pips and written as a number, the marker,
the start and the end space; assumed values marked), the offer card with what it still demands, the text cards
in force and those waiting for the next exchange round, the viewer's hand, every player's luxury cards by
denomination, and the log of the exchange round (sections sm.round.*, sm.events.*).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from html import escape

from schwarz.core.events import Said as Event  # TRANSITION
from schwarz.schwarzmarkt import Commodity, Offer, TextCard, View
from schwarz.schwarzmarkt.components import luxury_table
from schwarz.schwarzmarkt.components import table as data_table
from schwarz.schwarzmarkt.french import event_text
from schwarz.schwarzmarkt.luxury import VALUES
from widgets.i18n import t

GOODS_STYLE = {
    Commodity.POTATOES: ("#b9874b", "P"),
    Commodity.FLOUR: ("#f2efe6", "F"),
    Commodity.BUTTER: ("#f7dc6f", "B"),
    Commodity.SUGAR: ("#d6eaf8", "S"),
    Commodity.COFFEE: ("#5d4037", "C"),
}
DARK_GOODS = frozenset({Commodity.COFFEE})
ROUND_START = frozenset({"play", "text-card"})

WORDS: dict[str, dict[str, str]] = {
    "en": {
        Commodity.POTATOES.value: "potatoes", Commodity.FLOUR.value: "flour", Commodity.BUTTER.value: "butter",
        Commodity.SUGAR.value: "sugar", Commodity.COFFEE.value: "coffee",
        "track": "The price track", "price": "Price", "marker": "marker", "start": "start", "end": "end",
        "die": "die {n}: without an exchange the marker may move 1 to {n} spaces",
        "now": "The marker stands on {value} (space {k} of {n}); the round ends on {end}.",
        "moves": "Without an exchange it may move 1 to {most} spaces.",
        "offer": "The black market demands", "no_offer": "No offer card on the table.",
        "still": "still demanded", "met": "met", "exchanged": "Exchanged this round",
        "in_force": "Text cards in force this exchange round", "pending": "Waiting for the next exchange round",
        "resolving": "Being carried out", "hand": "Your commodity cards", "bm_hand": "Your black-market cards",
        "players": "Players and their luxury cards", "cards": "commodity cards", "bm": "black-market cards",
        "gum": "chewing gum", "chocolate": "chocolate", "cigarettes": "cigarettes", "nylons": "nylons",
        "iou": "bank IOU", "value": "value", "bank": "Bank", "log": "This exchange round",
        "no_log": "Nothing has happened yet.", "to_act": "to act", "start_player": "start player",
        "seen": "You saw (Spionage!)", "none": "none", "game_round": "Game round {g}, exchange round {e}",
        "deck": "{n} commodity cards in the deck, {m} black-market cards in the pile", "of": "of",
    },
    "fr": {
        Commodity.POTATOES.value: "pommes de terre", Commodity.FLOUR.value: "farine",
        Commodity.BUTTER.value: "beurre", Commodity.SUGAR.value: "sucre", Commodity.COFFEE.value: "café",
        "track": "La piste des prix", "price": "Prix", "marker": "pion", "start": "départ", "end": "fin",
        "die": "dé {n} : sans échange le pion avance de 1 à {n} cases",
        "now": "Le pion est sur {value} (case {k} sur {n}) ; le tour d'échange finit sur {end}.",
        "moves": "Sans échange il peut avancer de 1 à {most} cases.",
        "offer": "Le marché noir demande", "no_offer": "Aucune carte d'offre sur la table.",
        "still": "encore demandé", "met": "satisfait", "exchanged": "Échangé dans ce tour",
        "in_force": "Cartes texte en vigueur pour ce tour d'échange",
        "pending": "En attente du prochain tour d'échange", "resolving": "En cours d'exécution",
        "hand": "Vos marchandises", "bm_hand": "Vos cartes du marché noir",
        "players": "Joueurs et leurs produits de luxe", "cards": "marchandises", "bm": "cartes marché noir",
        "gum": "chewing-gum", "chocolate": "chocolat", "cigarettes": "cigarettes", "nylons": "bas nylon",
        "iou": "dette de la banque", "value": "valeur", "bank": "Banque",
        "log": "Ce tour d'échange", "no_log": "Rien ne s'est encore passé.", "to_act": "à jouer",
        "start_player": "premier joueur", "seen": "Vous avez vu (Spionage!)", "none": "aucune",
        "game_round": "Manche {g}, tour d'échange {e}",
        "deck": "{n} marchandises dans la pioche, {m} cartes dans la pile du marché noir", "of": "sur",
    },
}
LUXURY_KEYS = ("gum", "chocolate", "cigarettes", "nylons")
SHORT = {"pommes de terre": "p. de terre"}

STYLE = """<style>
.sm-table { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; line-height: 1.35; }
.sm-table h4 { margin: 8px 0 4px; }
.sm-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.sm-offer { border: 2px solid #1f2a44; border-radius: 10px; padding: 6px 10px; background: #fffdf8; }
.sm-offer .demand { font-size: 1.1em; font-weight: 600; }
.sm-text-card { border: 1px dashed #b3202a; border-radius: 8px; padding: 4px 8px; background: #fdf2f2;
  max-width: 320px; font-size: 0.88em; }
.sm-players { border-collapse: collapse; font-size: 0.9em; }
.sm-players td, .sm-players th { border-bottom: 1px solid #e3dccf; padding: 3px 7px; text-align: right; }
.sm-players td:first-child, .sm-players th:first-child { text-align: left; }
.sm-players tr.acting { background: #fff4c2; }
.sm-small { font-size: 0.82em; color: #5b6478; }
.sm-log { font-size: 0.86em; margin: 2px 0; padding-left: 1.4em; }
.sm-status { background: #1f2a44; color: white; border-radius: 8px; padding: 5px 12px; margin: 4px 0; }
</style>"""


def words(lang: str) -> dict[str, str]:
    return WORDS.get(lang, WORDS["en"])


def goods_word(commodity: Commodity, lang: str) -> str:
    return words(lang)[commodity.value]


def space_assumed(view: View, index: int) -> tuple[bool, bool]:
    """(value assumed, die assumed) for a price space, from the data file (a changed track is not assumed)."""
    row = data_table()["price_track"]["track"][index]
    value = view.options.track_values is None and row["value_source"] == "assumed"
    return value, row["die_source"] == "assumed"


def die_svg(n: int, x: float, y: float, size: float = 16) -> str:
    """A die face showing ``n`` pips (1-6)."""
    spots = {1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
             4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
             5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
             6: [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)]}
    pips = "".join(f'<circle cx="{x + a * size:.1f}" cy="{y + b * size:.1f}" r="{size / 10:.1f}" fill="#1f2a44"/>'
                   for a, b in spots.get(n, []))
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="3" fill="white" stroke="#1f2a44"/>'
            f"{pips}")


def render_track(view: View, lang: str = "en") -> str:
    """The 14 price spaces as a ring (clockwise from the start at the top), the marker and the end space."""
    w = words(lang)
    width, height, cx, cy, r = 520, 420, 260, 208, 168
    n = len(view.track)
    parts = []
    for space in view.track:
        a = math.radians(-90 + 360 * space.index / n)
        x, y = cx + r * math.cos(a) - 30, cy + r * math.sin(a) - 30
        value_assumed, die_assumed = space_assumed(view, space.index)
        here = space.index == view.marker
        end = space.index == view.end
        fill = "#fff4c2" if here else ("#f8d0d0" if end else "#fffdf8")
        stroke = 'stroke="#b3202a" stroke-width="3.5"' if here else (
            'stroke="#1f2a44" stroke-width="2.5" stroke-dasharray="5 2"' if end else 'stroke="#8c7f68"')
        mark = "*" if value_assumed else ""
        die_mark = "*" if die_assumed else ""
        tips = [f"{w['price']} {space.value}", w["die"].format(n=space.die)]
        if value_assumed or die_assumed:
            tips.append(t("app.assumed", lang))
        tags = []
        if space.index == 0:
            tags.append(w["start"])
        if end:
            tags.append(w["end"])
        tag = (f'<text x="{x + 30:.1f}" y="{y + 72:.1f}" font-size="9" font-weight="bold" text-anchor="middle" '
               f'fill="#1f2a44">{escape(" / ".join(tags))}</text>') if tags else ""
        cls = "space assumed" if value_assumed else "space"
        at = ' data-marker="true"' if here else ""
        parts.append(
            f'<g class="{cls}" data-space="{space.index}" data-value="{space.value}" data-die="{space.die}"'
            f'{at}><title>{escape("; ".join(tips))}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="60" height="60" rx="9" fill="{fill}" {stroke}/>'
            f'<text x="{x + 30:.1f}" y="{y + 27:.1f}" font-size="19" font-weight="bold" text-anchor="middle" '
            f'fill="#1f2a44">{space.value}{mark}</text>{die_svg(space.die, x + 9, y + 36)}'
            f'<text x="{x + 36:.1f}" y="{y + 49:.1f}" font-size="10" fill="#1f2a44">{space.die}{die_mark}</text>'
            f"{tag}</g>"
        )
    m = view.track[view.marker]
    a = math.radians(-90 + 360 * m.index / n)
    mx, my = cx + (r - 86) * math.cos(a), cy + (r - 86) * math.sin(a)
    marker = (f'<g class="marker"><title>{escape(w["marker"])}: {m.value}</title>'
              f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="13" fill="#b3202a" stroke="#1f2a44" stroke-width="1.5"/>'
              f'<text x="{mx:.1f}" y="{my + 4:.1f}" font-size="10" font-weight="bold" text-anchor="middle" '
              f'fill="white">{m.value}</text></g>')
    centre = (f'<text x="{cx}" y="{cy - 8}" font-size="14" text-anchor="middle" fill="#5b6478">{escape(w["price"])}'
              f'</text><text x="{cx}" y="{cy + 22}" font-size="32" font-weight="bold" text-anchor="middle" '
              f'fill="#b3202a">{view.price}</text>')
    return (f'<svg class="sm-track" viewBox="0 0 {width} {height}" width="100%" style="max-width:{width}px" '
            f'role="img" aria-label="{escape(w["track"])}"><circle cx="{cx}" cy="{cy}" r="{r - 52}" fill="none" '
            f'stroke="#e3dccf" stroke-width="8"/>{centre}{"".join(parts)}{marker}</svg>')


def goods_card(commodity: Commodity, lang: str, count: int | None = None, width: int = 44) -> str:
    """A commodity card: coloured, with its initial AND its name (and a count when several)."""
    fill, letter = GOODS_STYLE[commodity]
    ink = "white" if commodity in DARK_GOODS else "#1f2a44"
    name = goods_word(commodity, lang)
    short = SHORT.get(name, name if len(name) <= 9 else name[:8] + ".")
    times = (f'<text x="22" y="60" font-size="11" font-weight="bold" text-anchor="middle" fill="#b3202a">'
             f"×{count}</text>") if count is not None else ""
    height = 66 if count is not None else 50
    return (
        f'<svg class="goods" data-goods="{commodity.value}" data-count="{count if count is not None else 1}" '
        f'width="{width}" height="{int(width * height / 44)}" viewBox="0 0 44 {height}" role="img" '
        f'aria-label="{escape(name)}"><title>{escape(name)}</title>'
        f'<rect x="1" y="1" width="42" height="48" rx="5" fill="{fill}" stroke="#1f2a44"/>'
        f'<text x="22" y="25" font-size="17" font-weight="bold" text-anchor="middle" fill="{ink}">{letter}</text>'
        f'<text x="22" y="41" font-size="8" text-anchor="middle" fill="{ink}">{escape(short)}</text>{times}</svg>'
    )


def goods_row(goods: Sequence[Commodity], lang: str) -> str:
    counts = Counter(goods)
    return "".join(goods_card(c, lang, counts[c]) for c in Commodity if counts[c])


def demand_text(demand: Sequence[tuple[Commodity, int]], lang: str) -> str:
    return " – ".join(f"{q} × {goods_word(c, lang)}" for c, q in demand)


def render_offer(view: View, lang: str = "en") -> str:
    """The offer card: its demand, what is still demanded, and the cards exchanged this round."""
    w = words(lang)
    if view.offer is None:
        body = f'<div class="sm-small">{escape(w["no_offer"])}</div>'
    else:
        left = dict(view.demand_left)
        items = []
        for c, q in view.offer.demand:
            still = left.get(c, 0)
            state = w["met"] if still == 0 else f'{w["still"]}: {still}'
            items.append(f'<div class="sm-row" style="align-items:center">{goods_card(c, lang, q)}'
                         f'<span data-still="{c.value}:{still}">{escape(state)}</span></div>')
        exchanged = goods_row(view.table, lang) or f'<span class="sm-small">{w["none"]}</span>'
        body = (f'<div class="sm-offer" data-offer="{escape(str(view.offer))}"><div class="demand">'
                f'{escape(w["offer"])}: {escape(demand_text(view.offer.demand, lang))}</div>'
                f'<div class="sm-row">{"".join(items)}</div></div>'
                f'<div class="sm-small">{escape(w["exchanged"])}:</div><div class="sm-row">{exchanged}</div>')
    return body


def text_card(card: TextCard) -> str:
    return (f'<div class="sm-text-card" data-text-card="{card.value}"><b>{escape(card.title)}</b> '
            f'<span class="sm-small">§ {escape(card.rule)}</span><br>{escape(card.text)}</div>')


def render_text_cards(view: View, lang: str = "en") -> str:
    """Text cards in force, waiting for the next exchange round, or being carried out now."""
    w = words(lang)
    parts = []
    for key, cards in (("resolving", (view.resolving,) if view.resolving else ()), ("in_force", view.effects),
                       ("pending", view.pending)):
        if cards:
            parts.append(f'<h4>{escape(w[key])}</h4><div class="sm-row sm-{key}">'
                         f'{"".join(text_card(c) for c in cards if c is not None)}</div>')
    return "".join(parts)


def black_market_card(card: Offer | TextCard, lang: str) -> str:
    if isinstance(card, Offer):
        return (f'<div class="sm-offer" data-bm="{escape(str(card))}" style="font-size:0.88em">'
                f"{escape(demand_text(card.demand, lang))}</div>")
    return text_card(card)


def render_hand(view: View, lang: str = "en") -> str:
    """The viewer's commodity cards (grouped) and black-market cards; what his Spionage! showed him."""
    if view.viewer is None:
        return ""
    w = words(lang)
    name = escape(view.players[view.viewer])
    hand = goods_row(view.hand, lang) or f'<span class="sm-small">{w["none"]}</span>'
    own = view.black_market_hands[view.viewer] or ()
    bm = "".join(black_market_card(c, lang) for c in own) or f'<span class="sm-small">{w["none"]}</span>'
    seen = ""
    if view.seen:
        lines = "".join(f"<li>{escape(view.players[p])}: {escape(', '.join(goods_word(c, lang) for c in g))}</li>"
                        for p, g in view.seen)
        seen = f'<h4>{escape(w["seen"])}</h4><ul class="sm-log">{lines}</ul>'
    return (f'<h4>{escape(w["hand"])} ({name}, {len(view.hand)})</h4><div class="sm-row sm-hand">{hand}</div>'
            f'<h4>{escape(w["bm_hand"])}</h4><div class="sm-row sm-bm-hand">{bm}</div>{seen}')


def render_players(view: View, lang: str = "en") -> str:
    """Every player's cards in hand and luxury cards by denomination (1, 5, 10, 50), IOU and value; the bank."""
    w = words(lang)
    names = {value: w[key] for key, (_, value, _) in zip(LUXURY_KEYS, luxury_table(), strict=True)}
    head = "".join(f"<th>{escape(names[v])} ({v})</th>" for v in VALUES)
    rows = []
    for p, player in enumerate(view.players):
        lux = view.luxury[p]
        acting = p == view.to_act and not view.is_over
        notes = []
        if p == view.start and not view.is_over:
            notes.append(w["start_player"])
        if acting:
            notes.append(w["to_act"])
        note = f' <span class="sm-small">({escape(", ".join(notes))})</span>' if notes else ""
        you = " ★" if p == view.viewer else ""
        cells = "".join(f'<td data-denomination="{v}">{k}</td>' for v, k in zip(VALUES, lux.counts, strict=True))
        rows.append(
            f'<tr class="{"acting" if acting else ""}" data-player="{p}"><td><b>{escape(player)}</b>{you}{note}</td>'
            f"<td>{view.hand_counts[p]}</td><td>{view.black_market_counts[p]}</td>{cells}"
            f'<td>{view.credit[p] or ""}</td><td><b>{lux.value + view.credit[p]}</b></td></tr>'
        )
    bank = "".join(f"<td>{k}</td>" for k in view.bank.counts)
    rows.append(f'<tr class="bank"><td><i>{escape(w["bank"])}</i></td><td></td><td></td>{bank}<td></td>'
                f"<td>{view.bank.value}</td></tr>")
    return (f'<h4>{escape(w["players"])}</h4><table class="sm-players"><tr><th></th><th>{escape(w["cards"])}</th>'
            f'<th>{escape(w["bm"])}</th>{head}<th>{escape(w["iou"])}</th><th>{escape(w["value"])}</th></tr>'
            f'{"".join(rows)}</table>')


def round_log(log: Sequence[Event]) -> tuple[Event, ...]:
    """The events since the latest black-market card was played (the current or last exchange round)."""
    for k in range(len(log) - 1, -1, -1):
        if log[k].kind in ROUND_START:
            return tuple(log[k:])
    return ()


def render_log(view: View, lang: str = "en") -> str:
    w = words(lang)
    events = round_log(view.log)
    if not events:
        return f'<h4>{escape(w["log"])}</h4><div class="sm-small">{escape(w["no_log"])}</div>'
    items = "".join(f'<li data-kind="{escape(e.kind)}">{escape(event_text(e, view.players, lang))}</li>'
                    for e in events)
    return f'<h4>{escape(w["log"])}</h4><ol class="sm-log sm-round-log">{items}</ol>'


def render_status(view: View, lang: str = "en") -> str:
    """Where the marker stands, how far it may move, and where the round ends (sm.round.price, sm.round.end)."""
    w = words(lang)
    space = view.track[view.marker]
    head = w["game_round"].format(g=view.game_round, e=view.exchange_round)
    line = w["now"].format(value=space.value, k=view.marker + 1, n=len(view.track), end=view.track[view.end].value)
    most = min(space.die, view.end - view.marker)
    extra = f" {w['moves'].format(most=most)}" if view.offer is not None and most > 0 else ""
    deck = w["deck"].format(n=view.deck_count, m=view.black_market_deck_count)
    return (f'<div class="sm-status" role="status"><b>{escape(head)}</b> · {escape(line)}{escape(extra)}</div>'
            f'<div class="sm-small">{escape(deck)}</div>')


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    return (
        f'{STYLE}<div class="sm-table">{render_status(view, lang)}<div class="sm-row">'
        f'<div style="flex:1 1 360px">{render_track(view, lang)}'
        f'<div class="sm-small">* {escape(t("app.assumed", lang))}</div></div>'
        f'<div style="flex:1 1 260px">{render_offer(view, lang)}{render_text_cards(view, lang)}'
        f"{render_log(view, lang)}</div></div>{render_hand(view, lang)}{render_players(view, lang)}</div>"
    )
