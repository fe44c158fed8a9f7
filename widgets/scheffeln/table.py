"""The Scheffeln table drawn as SVG and HTML (a pure renderer: ``render_table(view, lang) -> str``).

The ring of eight businesses (letter, name, face-up top money token with assumed values marked, tokens left),
the cars as coloured AND labelled blocks (the top car drawn above the one beneath it, with who holds its
character), the Mafia car, the moving rule the last step applied (from the engine's log, sections sch.moving.*),
the Express row, every player's character and money, the viewer's hand and the RUN cards.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from schwarz.core.events import Event
from schwarz.i18n import Msg, _, ngettext, number, pgettext, render
from schwarz.scheffeln import MAFIA_CAR, Colour, View, businesses
from schwarz.scheffeln.components import BACKWARD, EVASION, JOKER, NASTY, Card, business, card_named
from schwarz.scheffeln.events import MOVES, CarMoved, Evaded, MafiaMoved, RowCardMoved
from schwarz.scheffeln.wording import event_message

APP_ASSUMED = _("assumed: not given by the rule text")

CAR_FILL = {
    Colour.RED: "#c0392b", Colour.YELLOW: "#f4d03f", Colour.GREEN: "#27ae60", Colour.BLUE: "#2e86c1",
    Colour.ORANGE: "#e67e22", Colour.PURPLE: "#8e44ad", Colour.PINK: "#f5a6c9", Colour.WHITE: "#ffffff",
    MAFIA_CAR: "#1c1c1c",
}
DARK = frozenset({Colour.RED, Colour.GREEN, Colour.BLUE, Colour.PURPLE, MAFIA_CAR})
PLACES = {
    "alone": pgettext("place of a car", "alone"),
    "top": pgettext("place of a car", "top"),
    "beneath": pgettext("place of a car", "beneath"),
}
"""Where a car stands on its business (the ``data-place`` key, and its word in the car's tooltip)."""

PAIR_STAYS = _(
    "Why the pair stays: with the Mafia car there are 9 cars on 8 businesses. While only one business holds two "
    "cars, every business has a car, so a pair has no empty business to go to and stays where it is. This is how "
    "every Mafia game opens: black starts beneath the car on Dinero Docks."
)

STYLE = """<style>
.sch-table { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; line-height: 1.35; }
.sch-table h4 { margin: 8px 0 4px; }
.sch-rule { background: #1f2a44; color: white; border-radius: 8px; padding: 6px 12px; margin: 6px 0;
  font-size: 1.02em; }
.sch-rule ol { margin: 2px 0; padding-left: 1.3em; }
.sch-rule .sch-rule-id { color: #c9d4ee; font-size: 0.8em; }
.sch-rule li.new { font-weight: bold; color: #fff4c2; }
.sch-rule .sch-note { margin-top: 4px; padding-top: 4px; border-top: 1px solid #c9d4ee; font-size: 0.92em; }
.sch-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.sch-players { border-collapse: collapse; font-size: 0.92em; }
.sch-players td, .sch-players th { border-bottom: 1px solid #e3dccf; padding: 3px 8px; text-align: left; }
.sch-players tr.acting { background: #fff4c2; }
.sch-small { font-size: 0.82em; color: #5b6478; }
.sch-swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #1f2a44; vertical-align: -1px;
  margin-right: 3px; }
</style>"""  # dev-text: CSS (selectors such as '.sch-rule ol' are no prose)


def colour_word(car: Card, lang: str) -> str:
    """A car's or a card's word: its colour ('verte' in French), 'Mafia' for the black car, a RUN card's name."""
    if car == MAFIA_CAR:
        return render(_("Mafia"), lang)
    return render(card_named(car).message(), lang)


def character_word(character: Colour, lang: str) -> str:
    """A character's name ('vert' in French)."""
    return render(character.character(), lang)


def _text_fill(car: Card) -> str:
    return "#ffffff" if car in DARK else "#1f2a44"


def token_assumed(view: View, letter: str, value: int) -> bool:
    """Is this token value the project's assumption (data file) rather than the text's or a review's?"""
    if view.options.token_values is not None:
        return False
    sources = [src for b in businesses() if view.options.express or b.letter == letter
               for v, src in zip(b.tokens, b.token_sources, strict=True) if v == value]
    return bool(sources) and all(src == "assumed" for src in sources)


def name_assumed(letter: str) -> bool:
    return next(b.name_source for b in businesses() if b.letter == letter) == "assumed"


def business_name(letter: str, lang: str = "en") -> str:
    """The printed name of the business ``letter`` (from the catalog)."""
    return render(business(letter).message(), lang)


def holders(view: View) -> dict[Colour, str]:
    """Character colour -> the name of the player holding it."""
    return {c: view.players[p] for p, c in enumerate(view.characters) if c is not None}


def money_text(value: int, lang: str = "en") -> str:
    """A money value in the language's number format: 16,000 / 16 000."""
    return number(value, lang)


def tag(name: str, /, **attrs: object) -> str:
    """An opening tag with escaped attribute values: ``tag("li", class_="new", data_rule="sch.moving")`` ->
    '<li class="new" data-rule="sch.moving">' (a trailing '_' is dropped, other '_' become '-')."""
    text = "".join(f' {key.rstrip("_").replace("_", "-")}="{escape(str(value))}"' for key, value in attrs.items())
    return f"<{name}{text}>"


def empty_tag(name: str, /, **attrs: object) -> str:
    """A tag without content: ``empty_tag("ellipse", cx=1)`` -> '<ellipse cx="1"/>'."""
    return tag(name, **attrs)[:-1] + "/>"


def _say(msg: Msg, lang: str) -> str:
    """A catalog message in ``lang``, escaped for HTML."""
    return escape(render(msg, lang))


def car_block(car: Colour, x: float, y: float, lang: str, holder: str | None, place: str, width: float = 60) -> str:
    """One car: a block filled with its colour AND labelled with its colour word (colour is never the only sign).
    ``place`` is where it stands: 'alone', 'top' or 'beneath'."""
    label = colour_word(car, lang)
    where = render(PLACES[place], lang)
    who = f'<text x="{x + width + 3:.1f}" y="{y + 12:.1f}" font-size="9" fill="#1f2a44">{escape(holder)}</text>' \
        if holder else ""
    return (
        f'<g class="car" data-car="{escape(car)}" data-place="{place}"><title>{escape(label)} ({escape(where)})'
        f"{' — ' + escape(holder) if holder else ''}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{width}" height="16" rx="4" fill="{CAR_FILL[car]}" stroke="#1f2a44" '
        f'stroke-width="1.3"/><text x="{x + width / 2:.1f}" y="{y + 12:.1f}" font-size="10" font-weight="bold" '
        f'text-anchor="middle" fill="{_text_fill(car)}">{escape(label)}</text>{who}</g>'
    )


def business_tile(view: View, i: int, cx: float, cy: float, lang: str, moved: str | None = None) -> str:
    """Business ``i`` of the ring: letter and name, top token face up (assumed marked), tokens left, cars."""
    letter = view.ring[i]
    name = business_name(letter, lang)
    x, y = cx - 66, cy - 52
    stack = view.stacks[i]
    highlight = moved is not None and moved in stack
    border = 'stroke="#b3202a" stroke-width="3"' if highlight else 'stroke="#8c7f68" stroke-width="1.2"'
    name_mark = "*" if name_assumed(letter) else ""
    assumed_name = _("business name assumed: not given by the rule text")
    name_title = f"<title>{_say(assumed_name, lang)}</title>" if name_mark else ""
    top = view.top_tokens[i]
    count = view.token_counts[i]
    if top is None:
        no_token = _say(_("no token"), lang)
        token = (f'<text x="{x + 126}" y="{y + 34}" font-size="10" text-anchor="end" fill="#5b6478">'
                 f'{no_token}</text>')
    else:
        assumed = token_assumed(view, letter, top)
        mark = "*" if assumed else ""
        title = f"<title>{escape(render(APP_ASSUMED, lang))}</title>" if assumed else ""
        classes = " ".join(("token", "assumed") if assumed else ("token",))
        group = tag("g", class_=classes, data_business=letter, data_value=top)
        token = (
            f'{group}{title}<rect x="{x + 70}" y="{y + 22}" width="58" '
            f'height="18" rx="9" fill="#f7e7a6" stroke="#8c6d00"/><text x="{x + 99}" y="{y + 35}" font-size="10.5" '
            f'font-weight="bold" text-anchor="middle" fill="#1f2a44">{money_text(top, lang)}{mark}</text></g>'
        )
    tokens_left = _say(ngettext("{n} left", "{n} left", count), lang)
    left = f'<text x="{x + 99}" y="{y + 51}" font-size="8.5" text-anchor="middle" fill="#5b6478">' \
           f'{tokens_left}</text>'
    who = holders(view)
    cars = ""
    if len(stack) == 1:
        cars = car_block(stack[0], x + 6, y + 78, lang, who.get(stack[0]), "alone")
    elif len(stack) == 2:
        cars = (car_block(stack[0], x + 6, y + 80, lang, who.get(stack[0]), "beneath")
                + car_block(stack[1], x + 12, y + 62, lang, who.get(stack[1]), "top"))
    return (
        f'<g class="business" data-business="{letter}" data-cars="{escape(" ".join(stack))}">'
        f'<rect x="{x}" y="{y}" width="132" height="104" rx="10" fill="#fffdf8" {border}/>'
        f'<text x="{x + 8}" y="{y + 20}" font-size="17" font-weight="bold" fill="#1f4e9c">{letter}</text>'
        f'<text x="{x + 26}" y="{y + 18}" font-size="9.5" fill="#1f2a44">{name_title}{escape(name)}{name_mark}</text>'
        f"{token}{left}{cars}</g>"
    )


def render_ring(view: View, lang: str = "en", moved: str | None = None) -> str:
    """The eight businesses around a ring, clockwise from the top (ring position 0), as one SVG."""
    width, height, cx, cy = 640, 520, 320, 258
    rx, ry = 232, 192
    tiles = []
    arrows = []
    for i in range(len(view.ring)):
        a = math.radians(-90 + 45 * i)
        tiles.append(business_tile(view, i, cx + rx * math.cos(a), cy + ry * math.sin(a), lang, moved))
        b = math.radians(-90 + 45 * i + 22.5)
        ax, ay = cx + (rx - 62) * math.cos(b), cy + (ry - 62) * math.sin(b)
        deg = -90 + 45 * i + 22.5 + 90
        arrows.append(f'<path d="M-6,-4 L6,0 L-6,4 Z" fill="#c9bfae" transform="translate({ax:.1f},{ay:.1f}) '
                      f'rotate({deg:.1f})"/>')
    round_title = _say(_("Round {round}", round=view.round), lang)
    start = _say(_("start: {name}", name=view.players[view.start]), lang)
    centre = (
        f'<text x="{cx}" y="{cy - 10}" font-size="16" font-weight="bold" text-anchor="middle" fill="#1f2a44">'
        f'{round_title}</text>'
        f'<text x="{cx}" y="{cy + 10}" font-size="11" text-anchor="middle" fill="#5b6478">{start}</text>'
    )
    if any(MAFIA_CAR in s for s in view.stacks):
        mafia = _say(_("Mafia car: black, no character"), lang)
        centre += f'<text x="{cx}" y="{cy + 28}" font-size="10" text-anchor="middle" fill="#1f2a44">{mafia}</text>'
    title = render(_("The ring of businesses (cars move clockwise)"), lang)
    svg = tag("svg", class_="sch-ring", viewBox=f"0 0 {width} {height}", width="100%", style=f"max-width:{width}px",
              role="img", aria_label=title)
    ellipse = empty_tag("ellipse", cx=cx, cy=cy, rx=rx - 62, ry=ry - 62, fill="none", stroke="#e3dccf",
                        stroke_width=10)
    return f'{svg}{ellipse}{"".join(arrows)}{centre}{"".join(tiles)}</svg>'


def last_moves(log: Sequence[Event]) -> tuple[Event, ...]:
    """The latest group of moving events (one play, a Mafia move, or an Express row: several in a row)."""
    end = None
    for k in range(len(log) - 1, -1, -1):
        if isinstance(log[k], MOVES):
            end = k
            break
    if end is None:
        return ()
    begin = end
    while begin > 0 and isinstance(log[begin - 1], MOVES):
        begin -= 1
    return tuple(log[begin:end + 1])


def moved_car(event: Event) -> Colour | None:
    """The car an event moved (for the highlight on the ring)."""
    match event:
        case CarMoved(movement=m) | RowCardMoved(movement=m) | MafiaMoved(movement=m):
            return m.car
        case Evaded(car=car):
            return car
    return None


def _line(event: Event, view: View, lang: str) -> str:
    """The event's log line in the page's language."""
    return render(event_message(event, view.players), lang)


def pair_stayed(event: Event) -> bool:
    """Did this move take a pair once round the ring back to its business (no business without cars: only
    possible with the Mafia car, 9 cars on 8 businesses; sch.moving.two-cars)?"""
    match event:
        case CarMoved(movement=m) | RowCardMoved(movement=m) | MafiaMoved(movement=m):
            return m.went_round
    return False


def render_rule_applied(view: View, lang: str = "en") -> str:
    """The moving rule the last step applied, in words from the engine's log, shown prominently; when a pair had
    no empty business to go to, a short note says why (the normal opening of every Mafia game)."""
    moves = last_moves(view.log)

    def note(e: Event) -> str:
        return f'<div class="sch-note" data-note="pair-stays">{_say(PAIR_STAYS, lang)}</div>' if pair_stayed(e) else ""

    if not moves:
        no_move = _say(_("No car has moved yet this game."), lang)
        body = f"<div>{no_move}</div>"
    elif len(moves) == 1:
        body = f'{tag("div", data_rule=moves[0].rule)}{escape(_line(moves[0], view, lang))} ' \
               f'<span class="sch-rule-id">§ {escape(moves[0].rule)}</span>{note(moves[0])}</div>'
    else:
        body = "<ol>" + "".join(
            f'{tag("li", data_rule=e.rule)}{escape(_line(e, view, lang))} '
            f'<span class="sch-rule-id">§ {escape(e.rule)}</span>{note(e)}</li>' for e in moves) + "</ol>"
    heading = _say(pgettext("heading", "{title}:", title=_("The moving rule applied")), lang)
    return f'<div class="sch-rule" role="status"><b>{heading}</b> {body}</div>'


def card_svg(card: Card, lang: str = "en", note: str = "", width: int = 46) -> str:
    """A movement card: a colour card shows its car colour and word; a RUN card its name on a striped back."""
    height = int(width * 1.4)
    label = colour_word(card, lang)
    if isinstance(card, Colour):
        fill, ink = CAR_FILL[card], _text_fill(card)
        body = (f'<rect x="1" y="1" width="44" height="62" rx="5" fill="white" stroke="#1f2a44"/>'
                f'<rect x="6" y="10" width="34" height="30" rx="4" fill="{fill}" stroke="#1f2a44"/>'
                f'<text x="23" y="29" font-size="9" text-anchor="middle" fill="{ink}">▶</text>')
    else:
        body = ('<rect x="1" y="1" width="44" height="62" rx="5" fill="#fde9d9" stroke="#1f2a44"/>'
                '<path d="M4 12 L42 12 M4 18 L42 18" stroke="#b3202a" stroke-width="2"/>'
                '<text x="23" y="34" font-size="9" font-weight="bold" text-anchor="middle" fill="#b3202a">RUN</text>')
    short = label if len(label) <= 9 else label[:8] + "."
    noted = f'<text x="23" y="8.5" font-size="7.5" text-anchor="middle" fill="#1f2a44">{escape(note)}</text>' \
        if note else ""
    svg = tag("svg", class_="mcard", data_card=card, width=width, height=height, viewBox="0 0 46 64", role="img",
              aria_label=label)
    return (
        f'{svg}<title>{escape(label)}</title>{body}{noted}'
        f'<text x="23" y="53" font-size="9" text-anchor="middle" fill="#1f2a44">{escape(short)}</text></svg>'
    )


def numbered(number: int | str, card: str, style: str = "") -> str:
    """A card with its place in the row written above it."""
    span = tag("span", class_="sch-numbered", style=f"display:inline-block;text-align:center;{style}")
    return f"{span}<b>{escape(str(number))}</b><br>{card}</span>"


def render_row(view: View, lang: str = "en") -> str:
    """The Express row, numbered from the left."""
    if not view.row:
        return ""
    cards = "".join(numbered(i + 1, card_svg(c, lang)) for i, c in enumerate(view.row))
    heading = _say(_("Express row (revealed right to left, takes effect left to right)"), lang)
    return f'<h4>{heading}</h4><div class="sch-row sch-express-row">{cards}</div>'


def swatch(character: Colour, lang: str) -> str:
    """A character: its colour swatch and its name."""
    outer = tag("span", class_="sch-character", data_character=character)
    inner = tag("span", class_="sch-swatch", style=f"background:{CAR_FILL[character]}")
    return f"{outer}{inner}</span>{escape(character_word(character, lang))}</span>"


def render_players(view: View, lang: str = "en") -> str:
    """Every player: character (colour swatch and word), money tokens taken and their total, cards in hand."""
    none = _say(pgettext("nothing", "none"), lang)
    to_act = _say(_("(to act)"), lang)
    rows = []
    for p, name in enumerate(view.players):
        char = view.characters[p]
        character = swatch(char, lang) if char is not None else none
        tokens = [_say(_("{value} (Mafia token)", value=x.value), lang) if x.mafia else money_text(x.value, lang)
                  for x in view.money[p]]
        total = sum(x.value for x in view.money[p])
        acting = p == view.to_act and not view.is_over
        mark = f' <span class="sch-small">{to_act}</span>' if acting else ""
        you = " ★" if p == view.viewer else ""
        rows.append(
            f'{tag("tr", class_="acting" if acting else "", data_player=p)}<td><b>{escape(name)}</b>{you}{mark}</td>'
            f'<td>{character}</td><td>{", ".join(tokens) or none}</td><td><b>{money_text(total, lang)}</b></td>'
            f"<td>{view.hand_counts[p]}</td></tr>"
        )
    columns = (pgettext("column", "character"), pgettext("column", "money"), pgettext("column", "total"),
               pgettext("column", "cards in hand"))
    head = "<tr><th></th>" + "".join(f"<th>{_say(c, lang)}</th>" for c in columns) + "</tr>"
    title = _say(_("Players"), lang)
    return f'<h4>{title}</h4><table class="sch-players">{head}{"".join(rows)}</table>'


def render_cards(view: View, lang: str = "en") -> str:
    """The viewer's hand, the cards played this round, face-down discards, undealt cards, RUN and Mafia notes."""
    parts = []
    if view.viewer is not None and not view.options.express:
        nothing = _say(pgettext("nothing", "none"), lang)
        hand = "".join(card_svg(c, lang) for c in view.hand) or f'<span class="sch-small">{nothing}</span>'
        heading = _say(_("Your hand ({name})", name=view.players[view.viewer]), lang)
        parts.append(f'<h4>{heading}</h4><div class="sch-row sch-hand">{hand}</div>')
    if not view.options.express:
        played = "".join(card_svg(c, lang, width=34) for c in view.played)
        extra = [ngettext("{n} face down", "{n} face down", view.face_down_count),
                 ngettext("{n} card undealt", "{n} cards undealt", view.deck_count)]
        title = _say(_("Played face up this round"), lang)
        parts.append(f'<h4>{title}</h4><div class="sch-row">{played}'
                     f'<span class="sch-small">{" · ".join(_say(x, lang) for x in extra)}</span></div>')
    if view.options.run:
        run = "".join(card_svg(c, lang, width=34) for c in (EVASION, BACKWARD, BACKWARD, NASTY, JOKER, JOKER))
        title = _say(_("RUN cards in the deck"), lang)
        parts.append(f'<h4>{title}</h4><div class="sch-row sch-run">{run}</div>')
    if view.removed:
        removed = _("Mafia tokens out of the game: {tokens}", tokens=", ".join(money_text(v, lang)
                                                                           for v in view.removed))
        parts.append(f'<div class="sch-small">{_say(removed, lang)}</div>')
    return "".join(parts)


def render_legend(lang: str = "en") -> str:
    return f'<div class="sch-small">* {escape(render(APP_ASSUMED, lang))}</div>'


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    moves = last_moves(view.log)
    moved = moved_car(moves[-1]) if moves else None
    return (
        f'{STYLE}<div class="sch-table">{render_rule_applied(view, lang)}{render_ring(view, lang, moved)}'
        f"{render_legend(lang)}{render_row(view, lang)}{render_players(view, lang)}{render_cards(view, lang)}</div>"
    )
