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

from schwarz.i18n import Msg, _, listing, ngettext, pgettext, render
from schwarz.schwarzmarkt import Commodity, Offer, TextCard, View
from schwarz.schwarzmarkt.components import table as data_table
from schwarz.schwarzmarkt.events import CardPlayed, SchwarzmarktEvent
from schwarz.schwarzmarkt.luxury import LuxuryItem
from schwarz.schwarzmarkt.wording import black_market_cards, commodity_cards, event_message

APP_ASSUMED = _("assumed: not given by the rule text")

GOODS_STYLE = {
    Commodity.POTATOES: ("#b9874b", "P"),
    Commodity.FLOUR: ("#f2efe6", "F"),
    Commodity.BUTTER: ("#f7dc6f", "B"),
    Commodity.SUGAR: ("#d6eaf8", "S"),
    Commodity.COFFEE: ("#5d4037", "C"),
}
DARK_GOODS = frozenset({Commodity.COFFEE})


def card_label(commodity: Commodity) -> Msg:
    """The commodity's name as it fits on a drawn card (at most about 9 letters)."""
    match commodity:
        case Commodity.POTATOES:
            return pgettext("a commodity card's label", "potatoes")
        case Commodity.FLOUR:
            return pgettext("a commodity card's label", "flour")
        case Commodity.BUTTER:
            return pgettext("a commodity card's label", "butter")
        case Commodity.SUGAR:
            return pgettext("a commodity card's label", "sugar")
    return pgettext("a commodity card's label", "coffee")


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
        tips = [render(_("Price {value}", value=space.value), lang),
                render(ngettext("die {n}: without an exchange the marker may move 1 space",
                                "die {n}: without an exchange the marker may move 1 to {n} spaces", space.die), lang)]
        if value_assumed or die_assumed:
            tips.append(render(APP_ASSUMED, lang))
        tags = []
        if space.index == 0:
            tags.append(render(pgettext("a space of the price track", "start"), lang))
        if end:
            tags.append(render(pgettext("a space of the price track", "end"), lang))
        tag = (f'<text x="{x + 30:.1f}" y="{y + 72:.1f}" font-size="9" font-weight="bold" text-anchor="middle" '
               f'fill="#1f2a44">{escape(" / ".join(tags))}</text>') if tags else ""
        cls = "space" + (" assumed" if value_assumed else "")
        tip = "\n".join(tips)  # one line per fact in the tooltip
        at = ' data-marker="true"' if here else ""
        parts.append(
            f'<g class="{cls}" data-space="{space.index}" data-value="{space.value}" data-die="{space.die}"'
            f'{at}><title>{escape(tip)}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="60" height="60" rx="9" fill="{fill}" {stroke}/>'
            f'<text x="{x + 30:.1f}" y="{y + 27:.1f}" font-size="19" font-weight="bold" text-anchor="middle" '
            f'fill="#1f2a44">{space.value}{mark}</text>{die_svg(space.die, x + 9, y + 36)}'
            f'<text x="{x + 36:.1f}" y="{y + 49:.1f}" font-size="10" fill="#1f2a44">{space.die}{die_mark}</text>'
            f"{tag}</g>"
        )
    m = view.track[view.marker]
    a = math.radians(-90 + 360 * m.index / n)
    mx, my = cx + (r - 86) * math.cos(a), cy + (r - 86) * math.sin(a)
    marker_title = render(_("marker: {value}", value=m.value), lang)
    marker = (f'<g class="marker"><title>{escape(marker_title)}</title>'
              f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="13" fill="#b3202a" stroke="#1f2a44" stroke-width="1.5"/>'
              f'<text x="{mx:.1f}" y="{my + 4:.1f}" font-size="10" font-weight="bold" text-anchor="middle" '
              f'fill="white">{m.value}</text></g>')
    price = render(_("Price"), lang)
    centre = (f'<text x="{cx}" y="{cy - 8}" font-size="14" text-anchor="middle" fill="#5b6478">{escape(price)}'
              f'</text><text x="{cx}" y="{cy + 22}" font-size="32" font-weight="bold" text-anchor="middle" '
              f'fill="#b3202a">{view.price}</text>')
    label = render(_("The price track"), lang)
    return (f'<svg class="sm-track" viewBox="0 0 {width} {height}" width="100%" style="max-width:{width}px" '
            f'role="img" aria-label="{escape(label)}"><circle cx="{cx}" cy="{cy}" r="{r - 52}" fill="none" '
            f'stroke="#e3dccf" stroke-width="8"/>{centre}{"".join(parts)}{marker}</svg>')


def goods_card(commodity: Commodity, lang: str, count: int | None = None, width: int = 44) -> str:
    """A commodity card: coloured, with its initial AND its name (and a count when several)."""
    fill, letter = GOODS_STYLE[commodity]
    ink = "white" if commodity in DARK_GOODS else "#1f2a44"
    name = render(commodity.message(), lang)
    short = render(card_label(commodity), lang)
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


def _none(lang: str) -> str:
    none = render(pgettext("no card", "none"), lang)
    return f'<span class="sm-small">{escape(none)}</span>'


def render_offer(view: View, lang: str = "en") -> str:
    """The offer card: its demand, what is still demanded, and the cards exchanged this round."""
    if view.offer is None:
        nothing = render(_("No offer card on the table."), lang)
        return f'<div class="sm-small">{escape(nothing)}</div>'
    left = dict(view.demand_left)
    items = []
    for c, q in view.offer.demand:
        still = left.get(c, 0)
        state = pgettext("a demand of the offer card", "met") if still == 0 else _("still demanded: {count}",
                                                                                     count=still)
        items.append(f'<div class="sm-row" style="align-items:center">{goods_card(c, lang, q)}'
                     f'<span data-still="{c.value}:{still}">{escape(render(state, lang))}</span></div>')
    exchanged = goods_row(view.table, lang) or _none(lang)
    demands = render(_("The black market demands: {offer}", offer=view.offer), lang)
    table = render(_("Exchanged this exchange round:"), lang)
    return (f'<div class="sm-offer" data-offer="{escape(str(view.offer))}"><div class="demand">'
            f'{escape(demands)}</div><div class="sm-row">{"".join(items)}</div></div>'
            f'<div class="sm-small">{escape(table)}</div><div class="sm-row">{exchanged}</div>')


def text_card(card: TextCard, lang: str = "en") -> str:
    """A text card: its German title as printed, the rule section and what it says in ``lang``."""
    return (f'<div class="sm-text-card" data-text-card="{card.value}"><b>{escape(card.title)}</b> '
            f'<span class="sm-small">§ {escape(card.rule)}</span><br>{escape(render(card.explanation(), lang))}'
            f"</div>")


def render_text_cards(view: View, lang: str = "en") -> str:
    """Text cards in force, waiting for the next exchange round, or being carried out now."""
    parts = []
    for key, title, cards in (
        ("resolving", _("Being carried out"), (view.resolving,) if view.resolving else ()),
        ("in_force", _("Text cards in force this exchange round"), view.effects),
        ("pending", _("Waiting for the next exchange round"), view.pending),
    ):
        if cards:
            parts.append(f'<h4>{escape(render(title, lang))}</h4><div class="sm-row sm-{key}">'
                         f'{"".join(text_card(c, lang) for c in cards if c is not None)}</div>')
    return "".join(parts)


def black_market_card(card: Offer | TextCard, lang: str) -> str:
    if isinstance(card, Offer):
        return (f'<div class="sm-offer" data-bm="{escape(str(card))}" style="font-size:0.88em">'
                f"{escape(render(card.message(), lang))}</div>")
    return text_card(card, lang)


def render_hand(view: View, lang: str = "en") -> str:
    """The viewer's commodity cards (grouped) and black-market cards; what his Spionage! showed him."""
    if view.viewer is None:
        return ""
    hand = goods_row(view.hand, lang) or _none(lang)
    own = view.black_market_hands[view.viewer] or ()
    bm = "".join(black_market_card(c, lang) for c in own) or _none(lang)
    seen = ""
    if view.seen:
        shown = [render(_("{name}: {goods}", name=view.players[p], goods=listing(g)), lang) for p, g in view.seen]
        lines = "".join(f"<li>{escape(line)}</li>" for line in shown)
        title = render(_("You saw ({card})", card=TextCard.SPIONAGE.title), lang)
        seen = f'<h4>{escape(title)}</h4><ul class="sm-log">{lines}</ul>'
    mine = render(_("Your commodity cards ({name}, {count})", name=view.players[view.viewer], count=len(view.hand)),
                  lang)
    black_market = render(_("Your black-market cards"), lang)
    return (f'<h4>{escape(mine)}</h4><div class="sm-row sm-hand">{hand}</div>'
            f'<h4>{escape(black_market)}</h4><div class="sm-row sm-bm-hand">{bm}</div>{seen}')


def render_players(view: View, lang: str = "en") -> str:
    """Every player's cards in hand and luxury cards by denomination (1, 5, 10, 50), IOU and value; the bank."""
    head = "".join(f"<th>{escape(render(item.message(), lang))} ({item.value})</th>" for item in LuxuryItem)
    rows = []
    for p, player in enumerate(view.players):
        lux = view.luxury[p]
        acting = p == view.to_act and not view.is_over
        notes = []
        if p == view.start and not view.is_over:
            notes.append(_("start player"))
        if acting:
            notes.append(_("to act"))
        note = f' <span class="sm-small">({escape(render(listing(notes), lang))})</span>' if notes else ""
        you = " ★" if p == view.viewer else ""
        cells = "".join(f'<td data-denomination="{item.value}">{k}</td>'
                        for item, k in zip(LuxuryItem, lux.counts, strict=True))
        rows.append(
            f'<tr class="{"acting" if acting else ""}" data-player="{p}"><td><b>{escape(player)}</b>{you}{note}</td>'
            f"<td>{view.hand_counts[p]}</td><td>{view.black_market_counts[p]}</td>{cells}"
            f'<td>{view.credit[p] or ""}</td><td><b>{lux.value + view.credit[p]}</b></td></tr>'
        )
    bank = "".join(f"<td>{k}</td>" for k in view.bank.counts)
    the_bank = render(_("Bank"), lang)
    rows.append(f'<tr class="bank"><td><i>{escape(the_bank)}</i></td><td></td><td></td>{bank}'
                f"<td></td><td>{view.bank.value}</td></tr>")
    columns = "".join(f"<th>{escape(render(m, lang))}</th>" for m in (
        pgettext("a column of the players' table", "commodity cards"),
        pgettext("a column of the players' table", "black-market cards")))
    iou, value = (render(m, lang) for m in (_("bank IOU"), pgettext("luxury value", "value")))
    title = render(_("Players and their luxury cards"), lang)
    return (f'<h4>{escape(title)}</h4><table class="sm-players"><tr><th></th>{columns}{head}'
            f"<th>{escape(iou)}</th><th>{escape(value)}</th></tr>"
            f'{"".join(rows)}</table>')


def round_log(log: Sequence[SchwarzmarktEvent]) -> tuple[SchwarzmarktEvent, ...]:
    """The events since the latest black-market card was played (the current or last exchange round)."""
    for k in range(len(log) - 1, -1, -1):
        if isinstance(log[k], CardPlayed):
            return tuple(log[k:])
    return ()


def render_log(view: View, lang: str = "en") -> str:
    title = escape(render(_("This exchange round"), lang))
    events = round_log(view.log)
    if not events:
        nothing = render(_("Nothing has happened yet."), lang)
        return f'<h4>{title}</h4><div class="sm-small">{escape(nothing)}</div>'
    items = "".join(f'<li data-event="{type(e).__name__}">{escape(render(event_message(e, view.players), lang))}'
                    f"</li>" for e in events)
    return f'<h4>{title}</h4><ol class="sm-log sm-round-log">{items}</ol>'


def render_status(view: View, lang: str = "en") -> str:
    """Where the marker stands, how far it may move, and where the round ends (sm.round.price, sm.round.end)."""
    space = view.track[view.marker]
    head = _("Game round {game_round}, exchange round {exchange_round}", game_round=view.game_round,
             exchange_round=view.exchange_round)
    line = _("The marker stands on {value} (space {space} of {spaces}); the round ends on {end}.", value=space.value,
             space=view.marker + 1, spaces=len(view.track), end=view.track[view.end].value)
    most = min(space.die, view.end - view.marker)
    moves = ngettext("Without an exchange it may move 1 space.", "Without an exchange it may move 1 to {n} spaces.",
                     most)
    extra = f" {render(moves, lang)}" if view.offer is not None and most > 0 else ""
    piles = _("{commodity_cards} in the deck, {black_market_cards} in the pile",
              commodity_cards=commodity_cards(view.deck_count),
              black_market_cards=black_market_cards(view.black_market_deck_count))
    return (f'<div class="sm-status" role="status"><b>{escape(render(head, lang))}</b> · '
            f"{escape(render(line, lang))}{escape(extra)}</div>"
            f'<div class="sm-small">{escape(render(piles, lang))}</div>')


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    return (
        f'{STYLE}<div class="sm-table">{render_status(view, lang)}<div class="sm-row">'
        f'<div style="flex:1 1 360px">{render_track(view, lang)}'
        f'<div class="sm-small">* {escape(render(APP_ASSUMED, lang))}</div></div>'
        f'<div style="flex:1 1 260px">{render_offer(view, lang)}{render_text_cards(view, lang)}'
        f"{render_log(view, lang)}</div></div>{render_hand(view, lang)}{render_players(view, lang)}</div>"
    )
