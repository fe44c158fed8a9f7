"""The Schwarzmarkt price track drawn as a ring of 14 spaces (sm.contents, sm.round.price, sm.round.end).

Each space shows its value, its die symbol drawn as pips and written as a number, and the words *start* and
*end* where they apply; values and dice the rule text does not give are marked ``*``. The marker is a token
beside its space (whose frame is thick), the price is written large in the middle with what the offer card
still demands. Every space is an HTML element over the ring (``data-target="track:<index>"``), so the board
can highlight the spaces the marker may land on. Drawn at scale 1: 340 px wide at natural size.
"""

from __future__ import annotations

import math
from html import escape

from schwarz.i18n import Msg, _, ngettext, pgettext, render
from schwarz.schwarzmarkt import View
from schwarz.schwarzmarkt.components import table as data_table
from widgets.schwarzmarkt.cards import demand_chip

APP_ASSUMED = _("assumed: not given by the rule text")
SIZE, RADIUS, BOX_W, BOX_H = 340, 134, 54, 58
"""The ring's square (px), the radius of the spaces' centres, a space's width and height."""
TOKEN_RADIUS = RADIUS - 48


def track_key(index: int) -> str:
    """The board key of a price space."""
    return f"track:{index}"


def space_assumed(view: View, index: int) -> tuple[bool, bool]:
    """(value assumed, die assumed) for a price space, from the data file (a changed track is not assumed)."""
    row = data_table()["price_track"]["track"][index]
    value = view.options.track_values is None and row["value_source"] == "assumed"
    return value, row["die_source"] == "assumed"


def die_svg(n: int, x: float, y: float, size: float = 15) -> str:
    """A die face showing ``n`` pips (1-6)."""
    spots = {1: [(0.5, 0.5)], 2: [(0.25, 0.25), (0.75, 0.75)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
             4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
             5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
             6: [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)]}
    pips = "".join(f'<circle cx="{x + a * size:.1f}" cy="{y + b * size:.1f}" r="{size / 9:.1f}" fill="#1f2a44"/>'
                   for a, b in spots.get(n, []))
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="3" fill="white" stroke="#1f2a44"/>'
            f"{pips}")


def _angle(index: int, spaces: int) -> float:
    """Clockwise from the top."""
    return math.radians(-90 + 360 * index / spaces)


def _pct(x: float) -> str:
    return f"{100 * x / SIZE:.3f}%"


def render_space(view: View, index: int, lang: str) -> str:
    """One price space as an HTML element holding its picture."""
    space = view.track[index]
    value_assumed, die_assumed = space_assumed(view, index)
    here, end = index == view.marker, index == view.end
    fill = "#fff4c2" if here else ("#f8d0d0" if end else "#fffdf8")
    stroke = ('stroke="#b3202a" stroke-width="4"' if here else
              'stroke="#1f2a44" stroke-width="2.5" stroke-dasharray="5 2"' if end else
              'stroke="#8c7f68" stroke-width="1.5"')
    tips = [render(_("Price {value}", value=space.value), lang),
            render(ngettext("die {n}: without an exchange the marker may move 1 space",
                            "die {n}: without an exchange the marker may move 1 to {n} spaces", space.die), lang)]
    if value_assumed or die_assumed:
        tips.append(render(APP_ASSUMED, lang))
    tags: list[Msg] = []
    if index == 0:
        tags.append(pgettext("a space of the price track", "start"))
    if end:
        tags.append(pgettext("a space of the price track", "end"))
    tag = " / ".join(render(t, lang) for t in tags)
    a = _angle(index, len(view.track))
    x = SIZE / 2 + RADIUS * math.cos(a) - BOX_W / 2
    y = SIZE / 2 + RADIUS * math.sin(a) - BOX_H / 2
    classes = "sm-space" + (" assumed" if value_assumed else "") + (" marker" if here else "")
    marked = ' data-marker="true"' if here else ""
    picture = (
        f'<svg viewBox="0 0 {BOX_W} {BOX_H}" width="100%" height="100%" aria-hidden="true">'
        f'<rect x="2" y="2" width="{BOX_W - 4}" height="{BOX_H - 4}" rx="8" fill="{fill}" {stroke}/>'
        f'<text x="27" y="22" font-size="19" font-weight="bold" text-anchor="middle" fill="#1f2a44">'
        f'{space.value}{"*" if value_assumed else ""}</text>{die_svg(space.die, 8, 27)}'
        f'<text x="27" y="39" font-size="13" fill="#1f2a44">{space.die}{"*" if die_assumed else ""}</text>'
        + (f'<text x="27" y="53" font-size="12" font-weight="bold" text-anchor="middle" fill="#1f2a44">'
           f"{escape(tag)}</text>" if tag else "")
        + "</svg>"
    )
    return (
        f'<div class="{classes}" data-target="{track_key(index)}" data-space="{index}" data-value="{space.value}" '
        f'data-die="{space.die}"{marked} title="{escape(chr(10).join(tips))}" '
        f'style="left:{_pct(x)};top:{_pct(y)};width:{_pct(BOX_W)};height:{_pct(BOX_H)}">{picture}</div>'
    )


def render_centre(view: View, lang: str) -> str:
    """The price written large and what the offer card still demands (the end space is marked on the ring)."""
    price = escape(render(_("Price"), lang))
    rows = []
    if view.offer is not None:
        left = dict(view.demand_left)
        for commodity, quantity in view.offer.demand:
            still = left.get(commodity, 0)
            state = (pgettext("a demand of the offer card", "met") if still == 0
                     else ngettext("{n} left", "{n} left", still))
            rows.append(f'<div class="sm-still" data-still="{commodity.value}:{still}">'
                        f"{demand_chip(commodity, quantity, lang)} {escape(render(state, lang))}</div>")
    return (f'<div class="sm-centre"><div class="label">{price}</div><div class="price">{view.price}</div>'
            f'{"".join(rows)}</div>')


def render_track(view: View, lang: str = "en") -> str:
    """The 14 price spaces as a ring (clockwise from the start at the top), the marker, the price in the
    middle, and the note on assumed values."""
    c = SIZE / 2
    a = _angle(view.marker, len(view.track))
    mx, my = c + TOKEN_RADIUS * math.cos(a), c + TOKEN_RADIUS * math.sin(a)
    marker_title = escape(render(_("marker: {value}", value=view.price), lang))
    ring = (
        f'<svg class="sm-ring" viewBox="0 0 {SIZE} {SIZE}" width="100%" height="100%" aria-hidden="true">'
        f'<circle cx="{c}" cy="{c}" r="{RADIUS}" fill="none" stroke="#e3dccf" stroke-width="10"/>'
        f'<g class="sm-marker"><title>{marker_title}</title><circle cx="{mx:.1f}" cy="{my:.1f}" r="11" '
        f'fill="#b3202a" stroke="#1f2a44" stroke-width="1.5"/><circle cx="{mx:.1f}" cy="{my:.1f}" r="4" '
        f'fill="white"/></g></svg>'
    )
    spaces = "".join(render_space(view, s.index, lang) for s in view.track)
    label = escape(render(_("The price track"), lang))
    note = escape(render(APP_ASSUMED, lang))
    return (f'<div class="sm-track" role="group" aria-label="{label}">{ring}{render_centre(view, lang)}{spaces}'
            f'</div><div class="sm-small">* {note}</div>')
