"""The Scheffeln table drawn as HTML, and how a human plays on it (pure functions).

``render_table(view, lang)``: on the left the ring of businesses (``widgets.scheffeln.ring``: cars, tokens, the
free character cards in its centre) and under it the moving rule the last move applied (from the engine's log,
sections sch.moving.*; the section's title in words, its id only on hover) or the Express row; on the right the
viewer's hand, every player's character and money, the cards played this round, the RUN cards and notes.

``picks(state, action)``: the clicks that choose an action, as the issue puts it: a card in hand, then face up or
face down, then what it acts on. A colour card face up moves its car; face down, a free character is clicked to
take it; a RUN card face up is followed by its car (Joker, Backward), its top car and an empty business
(Evasion) or a character (Nasty exchange). Characters are chosen (setup) and grabbed (Express) by clicking them
in the centre. ``prompt`` and ``status`` give the status bar its words (the last move in one line).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from schwarz.core.events import Event
from schwarz.i18n import Msg, Text, _, ngettext, pgettext, render
from schwarz.scheffeln import MAFIA_CAR, Colour, Phase, State, View
from schwarz.scheffeln.actions import (
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Resolve,
    Scheffeln,
    TimeOut,
    named,
)
from schwarz.scheffeln.components import BACKWARD, EVASION, JOKER, NASTY, Card, RunCard, card_named, card_word
from schwarz.scheffeln.events import (
    MOVES,
    CarMoved,
    Evaded,
    EvasionWithoutEffect,
    MafiaMoved,
    RoundStarted,
    RowCardMoved,
)
from schwarz.scheffeln.moving import Movement
from schwarz.scheffeln.wording import event_message, place
from widgets.decision import Pick
from widgets.rules import find_section
from widgets.scheffeln.parts import (
    APP_ASSUMED,
    CAR_FILL,
    STYLE,
    business_key,
    car_key,
    character_key,
    character_word,
    classes,
    colour_word,
    hand_key,
    money_text,
    say,
    tag,
)
from widgets.scheffeln.ring import render_ring

__all__ = ["STYLE", "card_html", "last_moves", "numbered", "picks", "prompt", "render_legend", "render_ring",
           "render_table", "status"]

PAIR_STAYS = _(
    "Why the pair stays: with the Mafia car there are 9 cars on 8 businesses. While only one business holds two "
    "cars, every business has a car, so a pair has no empty business to go to and stays where it is. This is how "
    "every Mafia game opens: black starts beneath the car on Dinero Docks."
)


RUN_FACE = "repeating-linear-gradient(135deg, #fde9d9 0 4px, #fff 4px 7px)"  # dev-text: CSS
"""The striped face of a RUN card (its name is written on it too)."""


# --- cards -------------------------------------------------------------------------------------------------
def card_html(card: Card, lang: str = "en", target: str = "") -> str:
    """A movement card: a colour card shows its car's colour AND its word; a RUN card 'RUN' and its name on a
    striped face. ``target``: the key that makes it pickable."""
    label = colour_word(card, lang)
    attrs = {"data_target": target} if target else {}
    if isinstance(card_named(card), Colour):
        face = f'<span class="swatch" style="background:{CAR_FILL[Colour(card)]}"></span>'
        box = tag("span", class_="sch-mcard", data_card=card, title=label, **attrs)
    else:
        face = '<span class="run-mark">RUN</span>'  # dev-text: the printed name of the expansion
        box = tag("span", class_=classes("sch-mcard", "run"), data_card=card, title=label, **attrs)
    return f"{box}{face}<span>{escape(label)}</span></span>"


def card_chip(card: Card, lang: str) -> str:
    """A card in a list (cards played, the RUN cards of the deck, the teacher's look at a hand)."""
    known = card_named(card)
    colour = CAR_FILL[known] if isinstance(known, Colour) else RUN_FACE
    return (f'{tag("span", class_="sch-chip", data_card=card)}<span class="sch-swatch" style="background:{colour}">'
            f"</span>{escape(colour_word(card, lang))}</span>")


def numbered(number: int | str, card: str, style: str = "") -> str:
    """A card with its place in the row written above it."""
    return f'{tag("span", class_="sch-numbered", style=style)}<span>{escape(str(number))}</span>{card}</span>'


def render_row(view: View, lang: str = "en") -> str:
    """The Express row, numbered from the left."""
    if not view.row:
        return ""
    cards = "".join(numbered(i + 1, card_html(c, lang)) for i, c in enumerate(view.row))
    heading = say(_("Express row (revealed right to left, takes effect left to right)"), lang)
    return f'<h4>{heading}</h4><div class="sch-row sch-express-row">{cards}</div>'


def render_hand(view: View, lang: str = "en") -> str:
    """The viewer's hand: each card pickable (``hand:<card>``)."""
    if view.viewer is None or view.options.express:
        return ""
    nothing = f'<span class="sch-muted">{say(pgettext("nothing", "none"), lang)}</span>'
    hand = "".join(card_html(c, lang, hand_key(c)) for c in view.hand) or nothing
    heading = say(_("Your hand ({name})", name=view.players[view.viewer]), lang)
    return f'<h4>{heading}</h4><div class="sch-hand">{hand}</div>'


# --- players -----------------------------------------------------------------------------------------------
def character_chip(character: Colour, lang: str) -> str:
    """A character a player holds: its colour swatch AND its name (pickable: ``character:<colour>``)."""
    title = render(_("the {character} character", character=character.character()), lang)
    outer = tag("span", class_="sch-character", data_target=character_key(character), data_character=character,
                title=title)
    return (f'{outer}<span class="sch-swatch" style="background:{CAR_FILL[character]}"></span>'
            f"{escape(character_word(character, lang))}</span>")


def render_players(view: View, lang: str = "en") -> str:
    """Every player: character, money (the total; each token on hover), how many cards in hand (the teacher
    sees the cards, in a row under the player's)."""
    none = say(pgettext("nothing", "none"), lang)
    to_act = say(_("(to act)"), lang)
    express = view.options.express
    rows = []
    for p, name in enumerate(view.players):
        char = view.characters[p]
        character = character_chip(char, lang) if char is not None else f'<span class="sch-muted">{none}</span>'
        tokens = [render(_("{value} (Mafia token)", value=x.value), lang) if x.mafia else money_text(x.value, lang)
                  for x in view.money[p]]
        total = sum(x.value for x in view.money[p])
        acting = p == view.to_act and not view.is_over
        mark = f' <span class="sch-muted">{to_act}</span>' if acting else ""
        you = " ★" if p == view.viewer else ""
        held = view.hands[p] if view.viewer is None and not express else None
        kinds = classes("acting" if acting else "", "with-hand" if held else "")
        money = tag("td", title=" + ".join(tokens) if tokens else render(pgettext("nothing", "none"), lang))
        cards = "" if express else f"<td>{view.hand_counts[p]}</td>"
        rows.append(
            f'{tag("tr", class_=kinds, data_player=p)}<td><b>{escape(name)}</b>{you}{mark}</td>'
            f"<td>{character}</td>{money}<b>{money_text(total, lang)}</b></td>{cards}</tr>"
        )
        if held:  # the teacher sees every hand
            chips = "".join(card_chip(c, lang) for c in held)
            row = tag("tr", class_=classes("sch-hand-row", "acting" if acting else ""), data_hand=p)
            rows.append(f'{row}<td></td><td colspan="3">{chips}</td></tr>')
    columns = [pgettext("column", "character"), pgettext("column", "money")]
    if not express:
        columns.append(pgettext("column", "cards"))
    head = "<tr><th></th>" + "".join(f"<th>{say(c, lang)}</th>" for c in columns) + "</tr>"
    title = say(_("Players"), lang)
    return f'<h4>{title}</h4><table class="sch-players">{head}{"".join(rows)}</table>'


def render_played(view: View, lang: str = "en") -> str:
    """The cards played face up this round, how many face down, how many undealt."""
    if view.options.express:
        return ""
    played = "".join(card_chip(c, lang) for c in view.played)
    extra = [ngettext("{n} face down", "{n} face down", view.face_down_count),
             ngettext("{n} card undealt", "{n} cards undealt", view.deck_count)]
    title = say(_("Played face up this round"), lang)
    return (f'<h4>{title}</h4><div class="sch-row sch-played">{played}'
            f'<span class="sch-muted">{" · ".join(say(x, lang) for x in extra)}</span></div>')


def render_run(view: View, lang: str = "en") -> str:
    """The six RUN cards of the deck (RUN expansion only)."""
    if not view.options.run:
        return ""
    run = "".join(card_chip(c, lang) for c in (EVASION, BACKWARD, BACKWARD, NASTY, JOKER, JOKER))
    title = say(_("RUN cards in the deck"), lang)
    return f'<h4>{title}</h4><div class="sch-row sch-run">{run}</div>'


def render_legend(lang: str = "en", view: View | None = None) -> str:
    """The notes: what '*' means, the Mafia car, Mafia tokens out of the game."""
    notes = [say(pgettext("legend", "* {meaning}", meaning=APP_ASSUMED), lang)]
    if view is not None and any(MAFIA_CAR in s for s in view.stacks):
        notes.append(say(_("Mafia car: black, no character"), lang))
    if view is not None and view.removed:
        removed = _("Mafia tokens out of the game: {tokens}", tokens=", ".join(money_text(v, lang)
                                                                           for v in view.removed))
        notes.append(say(removed, lang))
    return "".join(f'<div class="sch-muted sch-legend">{note}</div>' for note in notes)


# --- the last move -----------------------------------------------------------------------------------------
def last_moves(log: Sequence[Event]) -> tuple[Event, ...]:
    """The moving events of the last move this round: one play or one Mafia move, or the Express row's cards
    (several in a row); none once a new round has started."""
    end = None
    for k in range(len(log) - 1, -1, -1):
        if isinstance(log[k], RoundStarted):
            return ()
        if isinstance(log[k], MOVES):
            end = k
            break
    if end is None:
        return ()
    begin = end
    while isinstance(log[end], RowCardMoved) and begin > 0 and isinstance(log[begin - 1], RowCardMoved):
        begin -= 1
    return tuple(log[begin:end + 1])


def movement_of(event: Event) -> Movement | None:
    match event:
        case CarMoved(movement=m) | RowCardMoved(movement=m) | MafiaMoved(movement=m):
            return m
    return None


def moved_car(event: Event) -> Colour | None:
    """The car an event moved (marked on the ring)."""
    m = movement_of(event)
    if m is not None:
        return m.car
    if isinstance(event, Evaded):
        return event.car
    return None


def pair_stayed(event: Event) -> bool:
    """Did this move take a pair once round the ring back to its business (no business without cars: only
    possible with the Mafia car, 9 cars on 8 businesses; sch.moving.two-cars)?"""
    m = movement_of(event)
    return m is not None and m.went_round


def moving_rule(event: Event) -> str:
    """The section of the moving rule a move applied (the Mafia's move: the rule of how it moved)."""
    m = movement_of(event)
    return m.rule if m is not None else str(getattr(event, "rule", ""))


def rule_name(rule_id: str, lang: str) -> str:
    """'rule: Moving a single car' (the section's title; its id is never shown as text)."""
    found = find_section(rule_id, lang)
    return say(_("rule: {title}", title=found.title), lang) if found is not None else ""


def render_rule_applied(view: View, lang: str = "en") -> str:
    """The moving rule the last move applied, in words from the engine's log (under the ring, compact); when a
    pair had no empty business to go to, a short note says why (the normal opening of every Mafia game)."""
    moves = last_moves(view.log)

    def line(e: Event) -> str:
        rule = moving_rule(e)
        note = f'<div class="sch-note" data-note="pair-stays">{say(PAIR_STAYS, lang)}</div>' if pair_stayed(e) else ""
        return (f"{escape(render(event_message(e, view.players), lang))} "
                f'{tag("span", class_="sch-rule-name", title=f"§ {rule}")}{rule_name(rule, lang)}</span>{note}')

    if not moves:
        no_move = say(_("No car has moved yet this round."), lang)
        body = f"<div>{no_move}</div>"
    elif len(moves) == 1:
        body = f'{tag("div", data_rule=moving_rule(moves[0]))}{line(moves[0])}</div>'
    else:
        body = "<ol>" + "".join(f'{tag("li", data_rule=moving_rule(e))}{line(e)}</li>' for e in moves) + "</ol>"
    heading = say(pgettext("heading", "{title}:", title=_("The moving rule applied")), lang)
    return f'<div class="sch-rule" role="status"><b>{heading}</b> {body}</div>'


def move_words(event: Event) -> Msg:
    """One move in a few words, for the status bar: 'blue moved alone to C'."""
    if isinstance(event, Evaded):
        return _("{car} evaded to {there}", car=event.car, there=event.to)
    if isinstance(event, EvasionWithoutEffect):
        return _("Evasion without effect")
    m = movement_of(event)
    if m is None:
        return _("no car moved")
    if m.carried is not None:
        if m.went_round:
            return _("{car} and {carried} stayed on {here} (no business without cars)", car=m.car,
                     carried=m.carried, here=m.start)
        if m.backward:
            return _("{car} carried {carried} back to {there}", car=m.car, carried=m.carried, there=m.end)
        return _("{car} carried {carried} to {there}", car=m.car, carried=m.carried, there=m.end)
    if m.onto is not None:
        if m.backward:
            return _("{car} moved back alone onto {onto} on {there}", car=m.car, onto=m.onto, there=m.end)
        return _("{car} moved alone onto {onto} on {there}", car=m.car, onto=m.onto, there=m.end)
    if m.backward:
        return _("{car} moved back alone to {there}", car=m.car, there=m.end)
    return _("{car} moved alone to {there}", car=m.car, there=m.end)


def render_table(view: View, lang: str = "en") -> str:
    """The whole table as the viewer may see it."""
    moves = last_moves(view.log)
    moved = moved_car(moves[-1]) if moves else None
    under = render_row(view, lang) if view.row else render_rule_applied(view, lang)
    right = (f"{render_hand(view, lang)}{render_players(view, lang)}{render_played(view, lang)}"
             f"{render_run(view, lang)}{render_legend(lang, view)}")
    return (
        f'{STYLE}<div class="sch-table"><div class="sch-main">'
        f'<div class="sch-left">{render_ring(view, lang, moved)}{under}</div>'
        f'<div class="sch-right">{right}</div></div></div>'
    )


# --- playing on the board ----------------------------------------------------------------------------------
FACE_DOWN = Pick.option("face-down", _("Face down: exchange your character"))
RUN_FACE_UP: dict[RunCard, Msg] = {
    JOKER: _("Face up: Joker, move a car one step forward"),
    BACKWARD: _("Face up: Backward, move a car one step back"),
    EVASION: _("Face up: Evasion, a top car goes to a business without cars"),
    NASTY: _("Face up: Nasty exchange, take any other character"),
}


def _card(card: Card) -> Pick:
    return Pick(hand_key(card), _("the {card} card", card=card_word(card)))


def _character(character: Colour) -> Pick:
    return Pick(character_key(character), _("the {character} character", character=character.character()))


def _car(car: Colour) -> Pick:
    return Pick(car_key(car), _("the {car} car", car=car))


def picks(state: State, action: object) -> tuple[Pick, ...]:
    """The clicks that choose ``action``: a card in hand, face up or face down, then what it acts on."""
    match named(action):
        case Choose(character=c) | Claim(character=c):
            return (_character(c),)
        case Move(card=card):
            return _card(card), Pick.option("face-up", _("Face up: move the {car} car", car=card))
        case Exchange(card=card, character=c):
            return _card(card), FACE_DOWN, _character(c)
        case Joker(car=car):
            return _card(JOKER), Pick.option("face-up", RUN_FACE_UP[JOKER]), _car(car)
        case Backward(car=car):
            return _card(BACKWARD), Pick.option("face-up", RUN_FACE_UP[BACKWARD]), _car(car)
        case Evasion(car=None):
            return _card(EVASION), Pick.option("no-effect", _("Face up: Evasion without effect (no car can evade)"))
        case Evasion(car=Colour() as car, business=str() as letter):
            return (_card(EVASION), Pick.option("face-up", RUN_FACE_UP[EVASION]), _car(car),
                    Pick(business_key(letter), place(letter)))
        case Nasty(character=c):
            return _card(NASTY), Pick.option("face-up", RUN_FACE_UP[NASTY]), _character(c)
        case Scheffeln():
            return (Pick.option("scheffeln", _("Scheffeln: take the tokens")),)
        case TimeOut():
            return (Pick.option("time-out", _("Let the time run out (no character this round)")),)
        case Resolve():
            return (Pick.option("resolve", _("Move the cars of the row, left to right")),)
    return ()


def prompt(view: View, actions: list[object]) -> Text:
    """What the human decides now, in the words of the phase."""
    if any(isinstance(a, Choose) for a in actions):
        return _("choose your character: click a character card in the centre of the ring")
    if any(isinstance(a, Claim) for a in actions):
        if any(isinstance(a, TimeOut) for a in actions):
            return _("grab a character in the centre of the ring, or let the time run out")
        return _("work out where the cars will land, then grab a character in the centre of the ring")
    if any(isinstance(a, TimeOut) for a in actions):
        return _("no character is left: let the time run out")
    if any(isinstance(a, Scheffeln) for a in actions):
        return _("the Scheffeln phase: every car alone or on top takes its business's top token")
    if any(isinstance(a, Resolve) for a in actions):
        return _("let the row take effect, card by card from the left")
    if view.phase is Phase.PLAY:
        if len(view.hand) == 1:
            return _("play your last card face up: click it")
        return _("play a card: click it in your hand, then choose face up or face down")
    return _("choose one of the highlighted moves")


def status(view: View) -> Text | None:
    """The last move in one line ('Last move: blue moved alone to C'), while the round lasts."""
    moves = last_moves(view.log)
    if not moves:
        return None
    if len(moves) > 1 and all(isinstance(e, RowCardMoved) for e in moves):
        return ngettext("The row moved {n} car; the last: {move}", "The row moved {n} cars; the last: {move}",
                        len(moves), move=move_words(moves[-1]))
    return _("Last move: {move}", move=move_words(moves[-1]))
