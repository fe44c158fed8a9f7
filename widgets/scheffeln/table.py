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

from schwarz.core.events import Said as Event  # TRANSITION
from schwarz.scheffeln import COLOURS, MAFIA_CAR, View, businesses
from schwarz.scheffeln.components import BACKWARD, EVASION, JOKER, NASTY
from schwarz.scheffeln.french import event_text
from widgets.i18n import t

CAR_FILL = {
    "red": "#c0392b", "yellow": "#f4d03f", "green": "#27ae60", "blue": "#2e86c1", "orange": "#e67e22",
    "purple": "#8e44ad", "pink": "#f5a6c9", "white": "#ffffff", MAFIA_CAR: "#1c1c1c",
}
DARK = frozenset({"red", "green", "blue", "purple", MAFIA_CAR})
MOVE_KINDS = frozenset({"move", "mafia-move", "evasion"})

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "red": "red", "yellow": "yellow", "green": "green", "blue": "blue", "orange": "orange", "purple": "purple",
        "pink": "pink", "white": "white", MAFIA_CAR: "Mafia",
        JOKER: "Joker", BACKWARD: "Backward", EVASION: "Evasion", NASTY: "Nasty exchange",
        "ring": "The ring of businesses (cars move clockwise)", "round": "Round {n}", "start": "start: {name}",
        "left": "{n} left", "empty": "no token", "top": "top", "beneath": "beneath",
        "rule_applied": "The moving rule applied", "no_move": "No car has moved yet this game.",
        "row": "Express row (revealed right to left, takes effect left to right)",
        "players": "Players", "character": "character", "money": "money", "cards": "cards in hand",
        "none": "none", "hand": "Your hand", "played": "Played face up this round",
        "face_down": "{n} face down", "deck": "{n} cards undealt", "run": "RUN cards in the deck",
        "mafia": "Mafia car: black, no character", "mafia_left": "Mafia tokens out of the game",
        "to_act": "to act", "holds": "held by {name}", "free": "free", "total": "total",
        "name_assumed": "business name assumed: not given by the rule text",
        "mafia_token": "Mafia token", "winner": "wins",
        "pair_stays": "Why the pair stays: with the Mafia car there are 9 cars on 8 businesses. While only one "
        "business holds two cars, every business has a car, so a pair has no empty business to go to and stays "
        "where it is. This is how every Mafia game opens: black starts beneath the car on Dinero Docks.",
    },
    "fr": {
        "red": "rouge", "yellow": "jaune", "green": "vert", "blue": "bleu", "orange": "orange", "purple": "violet",
        "pink": "rose", "white": "blanc", MAFIA_CAR: "Mafia",
        JOKER: "Joker", BACKWARD: "Marche arrière", EVASION: "Évasion", NASTY: "Échange forcé",
        "ring": "L'anneau des commerces (les voitures tournent dans le sens horaire)", "round": "Manche {n}",
        "start": "premier joueur : {name}", "left": "reste {n}", "empty": "aucun jeton", "top": "dessus",
        "beneath": "dessous", "rule_applied": "La règle de déplacement appliquée",
        "no_move": "Aucune voiture n'a encore bougé dans cette partie.",
        "row": "Rangée Express (révélée de droite à gauche, jouée de gauche à droite)",
        "players": "Joueurs", "character": "personnage", "money": "argent", "cards": "cartes en main",
        "none": "aucun", "hand": "Votre main", "played": "Jouées face visible cette manche",
        "face_down": "{n} face cachée", "deck": "{n} cartes non distribuées", "run": "Cartes RUN dans le paquet",
        "mafia": "Voiture de la Mafia : noire, sans personnage", "mafia_left": "Jetons de la Mafia hors jeu",
        "to_act": "à jouer", "holds": "tenu par {name}", "free": "libre", "total": "total",
        "name_assumed": "nom du commerce supposé : la règle ne le donne pas",
        "mafia_token": "jeton de la Mafia", "winner": "gagne",
        "pair_stays": "Pourquoi la paire reste : avec la voiture de la Mafia, il y a 9 voitures pour 8 entreprises. "
        "Tant qu'une seule entreprise porte deux voitures, chaque entreprise a une voiture : une paire n'a aucune "
        "entreprise vide où aller et reste sur place. C'est ainsi que s'ouvre toute partie avec la Mafia : la "
        "noire commence sous la voiture de Dinero Docks.",
    },
}

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
</style>"""


def words(lang: str) -> dict[str, str]:
    return WORDS.get(lang, WORDS["en"])


def colour_word(car: str, lang: str) -> str:
    return words(lang).get(car, car)


def _text_fill(car: str) -> str:
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


def business_name(letter: str) -> str:
    return next(b.name for b in businesses() if b.letter == letter)


def holders(view: View) -> dict[str, str]:
    """Character colour -> the name of the player holding it."""
    return {c: view.players[p] for p, c in enumerate(view.characters) if c is not None}


def money_text(value: int) -> str:
    return f"{value:,}"


def car_block(car: str, x: float, y: float, lang: str, holder: str | None, place: str, width: float = 60) -> str:
    """One car: a block filled with its colour AND labelled with its colour word (colour is never the only sign)."""
    label = colour_word(car, lang)
    who = f'<text x="{x + width + 3:.1f}" y="{y + 12:.1f}" font-size="9" fill="#1f2a44">{escape(holder)}</text>' \
        if holder else ""
    return (
        f'<g class="car" data-car="{escape(car)}" data-place="{place}"><title>{escape(label)} ({escape(place)})'
        f"{' — ' + escape(holder) if holder else ''}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{width}" height="16" rx="4" fill="{CAR_FILL[car]}" stroke="#1f2a44" '
        f'stroke-width="1.3"/><text x="{x + width / 2:.1f}" y="{y + 12:.1f}" font-size="10" font-weight="bold" '
        f'text-anchor="middle" fill="{_text_fill(car)}">{escape(label)}</text>{who}</g>'
    )


def business_tile(view: View, i: int, cx: float, cy: float, lang: str, moved: str | None = None) -> str:
    """Business ``i`` of the ring: letter and name, top token face up (assumed marked), tokens left, cars."""
    w = words(lang)
    letter = view.ring[i]
    name = business_name(letter)
    x, y = cx - 66, cy - 52
    stack = view.stacks[i]
    highlight = moved is not None and moved in stack
    border = 'stroke="#b3202a" stroke-width="3"' if highlight else 'stroke="#8c7f68" stroke-width="1.2"'
    name_mark = "*" if name_assumed(letter) else ""
    name_title = f"<title>{escape(w['name_assumed'])}</title>" if name_mark else ""
    top = view.top_tokens[i]
    count = view.token_counts[i]
    if top is None:
        token = f'<text x="{x + 126}" y="{y + 34}" font-size="10" text-anchor="end" fill="#5b6478">{w["empty"]}</text>'
    else:
        assumed = token_assumed(view, letter, top)
        mark = "*" if assumed else ""
        title = f"<title>{escape(t('app.assumed', lang))}</title>" if assumed else ""
        cls = ' class="token assumed"' if assumed else ' class="token"'
        token = (
            f'<g{cls} data-business="{letter}" data-value="{top}">{title}<rect x="{x + 70}" y="{y + 22}" width="58" '
            f'height="18" rx="9" fill="#f7e7a6" stroke="#8c6d00"/><text x="{x + 99}" y="{y + 35}" font-size="10.5" '
            f'font-weight="bold" text-anchor="middle" fill="#1f2a44">{money_text(top)}{mark}</text></g>'
        )
    left = f'<text x="{x + 99}" y="{y + 51}" font-size="8.5" text-anchor="middle" fill="#5b6478">' \
           f'{escape(w["left"].format(n=count))}</text>'
    who = holders(view)
    cars = ""
    if len(stack) == 1:
        cars = car_block(stack[0], x + 6, y + 78, lang, who.get(stack[0]), "alone")
    elif len(stack) == 2:
        cars = (car_block(stack[0], x + 6, y + 80, lang, who.get(stack[0]), w["beneath"])
                + car_block(stack[1], x + 12, y + 62, lang, who.get(stack[1]), w["top"]))
    return (
        f'<g class="business" data-business="{letter}" data-cars="{escape(" ".join(stack))}">'
        f'<rect x="{x}" y="{y}" width="132" height="104" rx="10" fill="#fffdf8" {border}/>'
        f'<text x="{x + 8}" y="{y + 20}" font-size="17" font-weight="bold" fill="#1f4e9c">{letter}</text>'
        f'<text x="{x + 26}" y="{y + 18}" font-size="9.5" fill="#1f2a44">{name_title}{escape(name)}{name_mark}</text>'
        f"{token}{left}{cars}</g>"
    )


def render_ring(view: View, lang: str = "en", moved: str | None = None) -> str:
    """The eight businesses around a ring, clockwise from the top (ring position 0), as one SVG."""
    w = words(lang)
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
    start = view.players[view.start]
    centre = (
        f'<text x="{cx}" y="{cy - 10}" font-size="16" font-weight="bold" text-anchor="middle" fill="#1f2a44">'
        f'{escape(w["round"].format(n=view.round))}</text>'
        f'<text x="{cx}" y="{cy + 10}" font-size="11" text-anchor="middle" fill="#5b6478">'
        f'{escape(w["start"].format(name=start))}</text>'
    )
    if any(MAFIA_CAR in s for s in view.stacks):
        centre += (f'<text x="{cx}" y="{cy + 28}" font-size="10" text-anchor="middle" fill="#1f2a44">'
                   f'{escape(w["mafia"])}</text>')
    return (
        f'<svg class="sch-ring" viewBox="0 0 {width} {height}" width="100%" style="max-width:{width}px" role="img" '
        f'aria-label="{escape(w["ring"])}"><ellipse cx="{cx}" cy="{cy}" rx="{rx - 62}" ry="{ry - 62}" fill="none" '
        f'stroke="#e3dccf" stroke-width="10"/>{"".join(arrows)}{centre}{"".join(tiles)}</svg>'
    )


def last_moves(log: Sequence[Event]) -> tuple[Event, ...]:
    """The latest group of moving events (one play, a Mafia move, or an Express row: several in a row)."""
    end = None
    for k in range(len(log) - 1, -1, -1):
        if log[k].kind in MOVE_KINDS:
            end = k
            break
    if end is None:
        return ()
    begin = end
    while begin > 0 and log[begin - 1].kind in MOVE_KINDS:
        begin -= 1
    return tuple(log[begin:end + 1])


def moved_car(event: Event) -> str | None:
    """The car an event moved (for the highlight on the ring)."""
    if event.kind == "mafia-move":
        return MAFIA_CAR
    car = event.data.get("car") or event.data.get("card")
    return str(car) if car else None


def _line(event: Event, view: View, lang: str) -> str:
    """The event's log line in the page's language."""
    return event_text(event, view.players, lang)


def pair_stayed(event: Event) -> bool:
    """Did this move take a pair once round the ring back to its business (no business without cars: only
    possible with the Mafia car, 9 cars on 8 businesses; sch.moving.two-cars)?"""
    d = event.data
    return d.get("carried") is not None and d.get("start") is not None and d.get("start") == d.get("end")


def render_rule_applied(view: View, lang: str = "en") -> str:
    """The moving rule the last step applied, in words from the engine's log, shown prominently; when a pair had
    no empty business to go to, a short note says why (the normal opening of every Mafia game)."""
    w = words(lang)
    moves = last_moves(view.log)

    def note(e: Event) -> str:
        return f'<div class="sch-note" data-note="pair-stays">{escape(w["pair_stays"])}</div>' if pair_stayed(e) else ""

    if not moves:
        body = f"<div>{escape(w['no_move'])}</div>"
    elif len(moves) == 1:
        body = f'<div data-rule="{escape(moves[0].rule)}">{escape(_line(moves[0], view, lang))} ' \
               f'<span class="sch-rule-id">§ {escape(moves[0].rule)}</span>{note(moves[0])}</div>'
    else:
        body = "<ol>" + "".join(
            f'<li data-rule="{escape(e.rule)}">{escape(_line(e, view, lang))} '
            f'<span class="sch-rule-id">§ {escape(e.rule)}</span>{note(e)}</li>' for e in moves) + "</ol>"
    return f'<div class="sch-rule" role="status"><b>{escape(w["rule_applied"])}:</b> {body}</div>'


def card_svg(card: str, lang: str = "en", note: str = "", width: int = 46) -> str:
    """A movement card: a colour card shows its car colour and word; a RUN card its name on a striped back."""
    height = int(width * 1.4)
    label = colour_word(card, lang)
    if card in COLOURS:
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
    return (
        f'<svg class="mcard" data-card="{escape(card)}" width="{width}" height="{height}" viewBox="0 0 46 64" '
        f'role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>{body}{noted}'
        f'<text x="23" y="53" font-size="9" text-anchor="middle" fill="#1f2a44">{escape(short)}</text></svg>'
    )


def numbered(number: int | str, card: str, style: str = "") -> str:
    """A card with its place in the row written above it."""
    return (f'<span class="sch-numbered" style="display:inline-block;text-align:center;{style}">'
            f'<b>{escape(str(number))}</b><br>{card}</span>')


def render_row(view: View, lang: str = "en") -> str:
    """The Express row, numbered from the left."""
    if not view.row:
        return ""
    cards = "".join(numbered(i + 1, card_svg(c, lang)) for i, c in enumerate(view.row))
    return f'<h4>{escape(words(lang)["row"])}</h4><div class="sch-row sch-express-row">{cards}</div>'


def swatch(car: str, lang: str) -> str:
    return (f'<span class="sch-character" data-character="{escape(car)}"><span class="sch-swatch" '
            f'style="background:{CAR_FILL[car]}"></span>{escape(colour_word(car, lang))}</span>')


def render_players(view: View, lang: str = "en") -> str:
    """Every player: character (colour swatch and word), money tokens taken and their total, cards in hand."""
    w = words(lang)
    rows = []
    for p, name in enumerate(view.players):
        char = view.characters[p]
        character = swatch(char, lang) if char is not None else w["none"]
        tokens = ", ".join(money_text(x.value) + (f" ({w['mafia_token']})" if x.mafia else "") for x in view.money[p])
        total = sum(x.value for x in view.money[p])
        acting = p == view.to_act and not view.is_over
        mark = f' <span class="sch-small">({w["to_act"]})</span>' if acting else ""
        you = " ★" if p == view.viewer else ""
        rows.append(
            f'<tr class="{"acting" if acting else ""}" data-player="{p}"><td><b>{escape(name)}</b>{you}{mark}</td>'
            f'<td>{character}</td><td>{escape(tokens or w["none"])}</td><td><b>{money_text(total)}</b></td>'
            f"<td>{view.hand_counts[p]}</td></tr>"
        )
    head = (f'<tr><th></th><th>{w["character"]}</th><th>{w["money"]}</th><th>{w["total"]}</th>'
            f'<th>{w["cards"]}</th></tr>')
    return f'<h4>{escape(w["players"])}</h4><table class="sch-players">{head}{"".join(rows)}</table>'


def render_cards(view: View, lang: str = "en") -> str:
    """The viewer's hand, the cards played this round, face-down discards, undealt cards, RUN and Mafia notes."""
    w = words(lang)
    parts = []
    if view.viewer is not None and not view.options.express:
        hand = "".join(card_svg(c, lang) for c in view.hand) or f'<span class="sch-small">{w["none"]}</span>'
        parts.append(f'<h4>{escape(w["hand"])} ({escape(view.players[view.viewer])})</h4>'
                     f'<div class="sch-row sch-hand">{hand}</div>')
    if not view.options.express:
        played = "".join(card_svg(c, lang, width=34) for c in view.played)
        extra = [w["face_down"].format(n=view.face_down_count), w["deck"].format(n=view.deck_count)]
        parts.append(f'<h4>{escape(w["played"])}</h4><div class="sch-row">{played}'
                     f'<span class="sch-small">{escape(" · ".join(extra))}</span></div>')
    if view.options.run:
        run = "".join(card_svg(c, lang, width=34) for c in (EVASION, BACKWARD, BACKWARD, NASTY, JOKER, JOKER))
        parts.append(f'<h4>{escape(w["run"])}</h4><div class="sch-row sch-run">{run}</div>')
    if view.removed:
        parts.append(f'<div class="sch-small">{escape(w["mafia_left"])}: '
                     f'{escape(", ".join(money_text(v) for v in view.removed))}</div>')
    return "".join(parts)


def render_legend(lang: str = "en") -> str:
    return f'<div class="sch-small">* {escape(t("app.assumed", lang))}</div>'


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    moves = last_moves(view.log)
    moved = moved_car(moves[-1]) if moves else None
    return (
        f'{STYLE}<div class="sch-table">{render_rule_applied(view, lang)}{render_ring(view, lang, moved)}'
        f"{render_legend(lang)}{render_row(view, lang)}{render_players(view, lang)}{render_cards(view, lang)}</div>"
    )
