"""The ring of eight businesses drawn as HTML (pure): a 3 x 3 grid, the businesses clockwise round its border from
the top (ring position 0), arrows between them, and in the centre the round and the free character cards.

Each business shows its letter and printed name (assumed names marked), the face-up top money token (assumed
values marked) and how many tokens are left, and its cars as coloured AND labelled blocks, the top car drawn
above the one beneath it, with who holds its character. A business carries ``data-target="business:<letter>"``,
a car ``data-target="car:<colour>"``, a free character card ``data-target="character:<colour>"``.
"""

from __future__ import annotations

from html import escape

from schwarz.i18n import _, ngettext, render
from schwarz.scheffeln import COLOURS, Colour, View
from widgets.scheffeln.parts import (
    APP_ASSUMED,
    CAR_FILL,
    PLACES,
    business_key,
    business_name,
    car_key,
    character_key,
    character_word,
    classes,
    colour_word,
    holders,
    money_text,
    name_assumed,
    say,
    tag,
    text_fill,
    token_assumed,
)

ARROWS = ("right", "down", "down", "left", "left", "up", "up", "right")
"""Where the next business clockwise lies, from each ring position (the grid's border, clockwise from the top)."""
GLYPHS = {"right": "▶", "down": "▼", "left": "◀", "up": "▲"}
RING_TITLE = _("The ring of businesses (cars move clockwise)")
MOVED_MARK = "➜"
"""Put before the car the last move moved (a shape as well as the red frame of its business)."""


def car_block(car: Colour, lang: str, holder: str | None, place: str, moved: bool = False) -> str:
    """One car: a block filled with its colour AND labelled with its colour word (colour is never the only sign),
    then who holds its character. ``place`` is where it stands: 'alone', 'top' or 'beneath'."""
    label = colour_word(car, lang)
    where = render(PLACES[place], lang)
    title = f"{label} ({where})" + (f" — {holder}" if holder else "")
    block = tag("span", class_="sch-car", data_target=car_key(car), data_car=car, data_place=place, title=title,
                style=f"background:{CAR_FILL[car]};color:{text_fill(car)}")
    mark = f"{MOVED_MARK} " if moved else ""
    who = f'<span class="sch-holder">{escape(holder)}</span>' if holder else ""
    return f'{tag("div", class_=f"sch-car-line {place}")}{block}{mark}{escape(label)}</span>{who}</div>'


def business_tile(view: View, i: int, lang: str, moved: str | None = None) -> str:
    """Business ``i`` of the ring: letter and name, top token face up (assumed marked), tokens left, cars."""
    letter = view.ring[i]
    name = business_name(letter, lang)
    stack = view.stacks[i]
    assumed_name = name_assumed(letter)
    name_title = say(_("business name assumed: not given by the rule text"), lang) if assumed_name else ""
    name_html = f'<span class="sch-name" title="{name_title}">{escape(name)}{"*" if assumed_name else ""}</span>'
    top = view.top_tokens[i]
    if top is None:
        no_token = say(_("no token"), lang)
        token = f'<span class="sch-muted">{no_token}</span>'
    else:
        assumed = token_assumed(view, letter, top)
        kind = classes("sch-token", "token", "assumed" if assumed else "")
        title = render(APP_ASSUMED, lang) if assumed else render(_("top money token, face up"), lang)
        token = (f'{tag("span", class_=kind, data_business=letter, data_value=top, title=title)}'
                 f'{money_text(top, lang)}{"*" if assumed else ""}</span>')
    left = say(ngettext("{n} left", "{n} left", view.token_counts[i]), lang)
    who = holders(view)
    lines = []
    if len(stack) == 1:
        lines.append(car_block(stack[0], lang, who.get(stack[0]), "alone", stack[0] == moved))
    elif len(stack) == 2:
        lines.append(car_block(stack[1], lang, who.get(stack[1]), "top", stack[1] == moved))
        lines.append(car_block(stack[0], lang, who.get(stack[0]), "beneath", stack[0] == moved))
    highlight = moved is not None and moved in stack
    tile = tag("div", class_=classes("sch-biz", "moved" if highlight else ""), data_target=business_key(letter),
               data_business=letter, data_cars=" ".join(stack), style=f"grid-area:p{i}")
    arrow = ARROWS[i % len(ARROWS)]
    return (
        f'{tile}<div class="sch-biz-head"><span class="sch-letter">{letter}</span>{name_html}</div>'
        f'<div class="sch-money">{token}<span class="sch-muted">{left}</span></div>'
        f'<div class="sch-cars">{"".join(lines)}</div>'
        f'<span class="sch-arrow {arrow}" aria-hidden="true">{GLYPHS[arrow]}</span></div>'
    )


def character_card(character: Colour, lang: str) -> str:
    """A free character card in the centre: its colour as a band AND its name."""
    word = character_word(character, lang)
    title = render(_("the {character} character", character=character.character()), lang)
    card = tag("span", class_="sch-charcard", data_target=character_key(character), data_character=character,
               title=title)
    return f'{card}<span class="band" style="background:{CAR_FILL[character]}"></span>{escape(word)}</span>'


def render_centre(view: View, lang: str) -> str:
    """The centre of the ring: the round, the starting player, and the free character cards."""
    held = {c for c in view.characters if c is not None}
    free = [c for c in COLOURS if c not in held]
    cards = "".join(character_card(c, lang) for c in free)
    chars = f'<div class="sch-chars">{cards}</div>' if cards else ""
    round_title = say(_("Round {round}", round=view.round), lang)
    start = say(_("start: {name}", name=view.players[view.start]), lang)
    return (f'<div class="sch-centre"><div class="sch-round">{round_title}</div>'
            f'<div class="sch-muted">{start}</div>{chars}</div>')


def render_ring(view: View, lang: str = "en", moved: str | None = None) -> str:
    """The eight businesses round a grid, clockwise from the top (ring position 0), with the centre."""
    tiles = "".join(business_tile(view, i, lang, moved) for i in range(len(view.ring)))
    ring = tag("div", class_="sch-ring", role="group", aria_label=render(RING_TITLE, lang))
    return f"{ring}{tiles}{render_centre(view, lang)}</div>"
