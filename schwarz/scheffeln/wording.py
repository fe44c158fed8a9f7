"""The words of Scheffeln: the log line of every event, the moving rule a car applied, and the label of every
action, from the catalog.

``event_message(event, players)``, ``movement_message(movement)`` and ``action_message(state, action)`` return
catalog messages; a page renders them in its language (``schwarz.i18n.render``). A colour qualifying a car or a
card is worded by ``Colour.message`` (French: 'la voiture bleue'), a character by ``Colour.character`` ('le
personnage bleu').
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from schwarz.core.events import Event
from schwarz.i18n import Arg, Msg, _, listing, ngettext, pgettext
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
)
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import BACKWARD, JOKER, business, card_word
from schwarz.scheffeln.events import (
    AllCardsPlayed,
    CardDiscarded,
    CardsDealt,
    CarMoved,
    CarsPlaced,
    CharacterChosen,
    CharacterClaimed,
    CharacterExchanged,
    CharactersKept,
    CharactersReturned,
    ChoosingBegins,
    ClaimsOpen,
    Earned,
    EarnedNothing,
    Evaded,
    EvasionWithoutEffect,
    GameEnded,
    HandDealt,
    MafiaBeneath,
    MafiaMoved,
    MafiaPaid,
    MafiaPlaced,
    MafiaTokenRemoved,
    NastyExchanged,
    NoCharacter,
    RingLaidOut,
    RoundStarted,
    RowCardMoved,
    RowCardRevealed,
    RowDealt,
    RowTakesEffect,
    ScheffelnBegins,
    TimedOut,
    TokensStacked,
    TopTokensTurned,
)
from schwarz.scheffeln.moving import Movement


def place(letter: str) -> Msg:
    """'C Lucre District': a business by its letter and printed name."""
    return pgettext("business", "{letter} {business}", letter=letter, business=business(letter))


def chain(items: Sequence[Arg]) -> Arg:
    """'A and B and C' (French: 'A, B et C')."""
    *rest, last = items
    if not rest:
        return last
    head = rest[0]
    for item in rest[1:]:
        head = pgettext("list, before the last item", "{first} and {second}", first=head, second=item)
    return pgettext("list", "{first} and {second}", first=head, second=last)


def movement_message(m: Movement) -> Msg:
    """The moving rule a car applied (sch.moving.single-car, sch.moving.two-cars, sch.run.backward):
    'red is beneath yellow on A: both move forward to the next business without cars, skipping B: C'."""
    if m.carried is not None:
        situation = _("{car} is beneath {carried} on {here}", car=m.car, carried=m.carried, here=m.start)
    elif m.below is not None:
        situation = _("{car} is on top of {below} on {here}", car=m.car, below=m.below, here=m.start)
    else:
        situation = _("{car} is alone on {here}", car=m.car, here=m.start)
    return pgettext("moving rule", "{situation}: {motion}", situation=situation, motion=_motion(m))


def _motion(m: Movement) -> Msg:
    there = m.end
    skipped = listing(m.skipped, "and") if m.skipped else ""
    if m.carried is not None:
        if m.went_round:
            if m.backward:
                return _("both move backward (counter-clockwise) to the next business without cars; every other "
                         "business has a car, so they go once round the ring and stay on {here}", here=m.start)
            return _("both move forward to the next business without cars; every other business has a car, so they "
                     "go once round the ring and stay on {here}", here=m.start)
        if m.skipped:
            if m.backward:
                return _("both move backward (counter-clockwise) to the next business without cars, skipping "
                         "{skipped}: {there}", skipped=skipped, there=there)
            return _("both move forward to the next business without cars, skipping {skipped}: {there}",
                     skipped=skipped, there=there)
        if m.backward:
            return _("both move backward (counter-clockwise) to the next business without cars: {there}", there=there)
        return _("both move forward to the next business without cars: {there}", there=there)
    if m.onto is not None:
        if m.skipped:
            if m.backward:
                return _("it moves backward (counter-clockwise) alone, skipping {skipped} (2 cars), to {there}, onto "
                         "{onto}", skipped=skipped, there=there, onto=m.onto)
            return _("it moves forward alone, skipping {skipped} (2 cars), to {there}, onto {onto}", skipped=skipped,
                     there=there, onto=m.onto)
        if m.backward:
            return _("it moves backward (counter-clockwise) alone to {there}, onto {onto}", there=there, onto=m.onto)
        return _("it moves forward alone to {there}, onto {onto}", there=there, onto=m.onto)
    if m.skipped:
        if m.backward:
            return _("it moves backward (counter-clockwise) alone, skipping {skipped} (2 cars), to {there}, which "
                     "had no car", skipped=skipped, there=there)
        return _("it moves forward alone, skipping {skipped} (2 cars), to {there}, which had no car",
                 skipped=skipped, there=there)
    if m.backward:
        return _("it moves backward (counter-clockwise) alone to {there}, which had no car", there=there)
    return _("it moves forward alone to {there}, which had no car", there=there)


def event_message(event: Event, players: Sequence[str]) -> Msg:
    """The log line of ``event``."""
    match event:
        case RingLaidOut(ring=ring, random=random):
            places = listing(place(b) for b in ring)
            if random:
                return _("The 8 businesses form a ring in random order: {businesses}", businesses=places)
            return _("The 8 businesses form a ring in alphabetical order: {businesses}", businesses=places)
        case CarsPlaced(ring=ring, cars=cars):
            placed = [pgettext("a car on a business", "{letter} {car}", letter=b, car=c)
                      for b, c in zip(ring, cars, strict=True)]
            return _("One car on each business: {cars}", cars=listing(placed))
        case MafiaPlaced(top=top, business=b):
            return _("The black Mafia car is placed beneath {car} on {business}", car=top, business=place(b))
        case TokensStacked(express=express):
            if express:
                return _("Money tokens: all tokens shuffled together into 8 stacks, face down")
            return _("Money tokens: each business's tokens shuffled, face down")
        case RoundStarted(player=p, round=number):
            return _("Round {round}: {name} is the starting player", round=number, name=players[p])
        case TopTokensTurned(tops=tops):
            faces = [pgettext("a token on a business", "{letter} {value:d}", letter=b, value=v) for b, v in tops]
            return _("Top money tokens face up: {tokens}", tokens=listing(faces))
        case CardsDealt(dealer=p, count=count, size=size):
            return _("{name} shuffles the {count} movement cards and deals {size} to each player", name=players[p],
                     count=count, size=size)
        case HandDealt(player=p, cards=cards):
            return _("{name} is dealt {cards}", name=players[p], cards=listing(card_word(c) for c in cards))
        case ChoosingBegins():
            return _("Beginning with the starting player, each player chooses a character")
        case CharacterChosen(player=p, character=c):
            return _("{name} chooses the {character} character", name=players[p], character=c.character())
        case RowDealt(dealer=p, count=count, size=size):
            return _("{name} shuffles the {count} movement cards and deals {size} face down in a row",
                     name=players[p], count=count, size=size)
        case RowCardRevealed(position=i, card=card):
            return _("Card {number} of the row (from the left) is turned up: {card}", number=i + 1, card=card)
        case ClaimsOpen():
            return _("Everybody works out where the cars will land and grabs a character")
        case CharacterClaimed(player=p, character=c):
            return _("{name} grabs the {character} character", name=players[p], character=c.character())
        case TimedOut(player=p):
            return _("{name} runs out of time and gets no character", name=players[p])
        case RowTakesEffect():
            return _("The row takes effect from left to right")
        case RowCardMoved(index=k, card=card, movement=m):
            return _("Card {number}, {card}: {movement}", number=k, card=card, movement=movement_message(m))
        case CarMoved(player=p, card=card, movement=m):
            if card == JOKER:
                return _("{name} plays Joker on {car}: {movement}", name=players[p], car=m.car,
                         movement=movement_message(m))
            if card == BACKWARD:
                return _("{name} plays Backward on {car}: {movement}", name=players[p], car=m.car,
                         movement=movement_message(m))
            return _("{name} plays {card}: {movement}", name=players[p], card=card_word(card),
                     movement=movement_message(m))
        case CardDiscarded(player=p, card=card):
            return _("{name} discards {card} face down", name=players[p], card=card_word(card))
        case CharacterExchanged(player=p, old=old, character=c):
            return _("{name} discards a card face down and exchanges {old} for {character}", name=players[p],
                     old=old.character(), character=c.character())
        case MafiaMoved(movement=m):
            return _("The Mafia moves on a face-down card: {movement}", movement=movement_message(m))
        case NastyExchanged(player=p, old=old, character=c, other=other):
            if other is not None:
                return _("{name} plays Nasty exchange and swaps {old} with {other}'s {character}", name=players[p],
                         old=old.character(), other=players[other], character=c.character())
            return _("{name} plays Nasty exchange and swaps {old} for the free {character}", name=players[p],
                     old=old.character(), character=c.character())
        case Evaded(player=p, car=car, below=below, start=start, to=to):
            return _("{name} plays Evasion: {car} leaves {below} on {start} and goes to {to}, which had no car",
                     name=players[p], car=car, below=below, start=place(start), to=place(to))
        case EvasionWithoutEffect(player=p):
            return _("{name} plays Evasion: no car is on top of another with a business without cars to go to, so "
                     "nothing happens", name=players[p])
        case AllCardsPlayed():
            return _("All cards are played: the Scheffeln phase begins")
        case ScheffelnBegins():
            return _("Scheffeln phase: every character alone or on top takes the top money token")
        case NoCharacter(player=p):
            return _("{name} has no character and earns nothing", name=players[p])
        case Earned(player=p, character=c, business=b, value=value, below=below):
            if below is not None:
                return _("{name}'s {character} car is on top of {below} on {business}: {name} takes the top token, "
                         "{value:d}", name=players[p], character=c, below=below, business=place(b), value=value)
            return _("{name}'s {character} car is alone on {business}: {name} takes the top token, {value:d}",
                     name=players[p], character=c, business=place(b), value=value)
        case EarnedNothing(player=p, character=c, top=top, business=b):
            return _("{name}'s {character} car is beneath {top} on {business}: no money", name=players[p],
                     character=c, top=top, business=place(b))
        case MafiaBeneath(top=top):
            return _("The Mafia car is beneath {car}: the Mafia gets nothing", car=top)
        case MafiaPaid(player=p, value=value, business=b, poorest=poorest):
            return _("The Mafia takes the top token of {business}, {value:d}; of the players who got money, {name} "
                     "stands on the least valuable business ({poorest}) and gets it", business=place(b), value=value,
                     name=players[p], poorest=place(poorest))
        case MafiaTokenRemoved(value=value, business=b):
            return _("The Mafia takes the top token of {business}, {value:d}; nobody got money this round, so it "
                     "leaves the game", business=place(b), value=value)
        case GameEnded(empty=empty, best=best, winners=winners):
            ended = ngettext("{businesses} has no more money tokens: the game ends.",
                             "{businesses} have no more money tokens: the game ends.", len(empty),
                             businesses=chain([place(b) for b in empty]))
            return ngettext("{ended} {winners} wins with {best:d}", "{ended} {winners} share the victory with {best:d}",
                            len(winners), ended=ended, winners=chain([players[p] for p in winners]), best=best)
        case CharactersReturned():
            return _("The character cards return to the centre; the cars stay")
        case CharactersKept():
            return _("Players keep their characters; the cars stay where they are")
    raise TypeError(f"not a Scheffeln event: {event!r}")  # dev-text: a programming error


def action_message(state: Any, action: object) -> Msg:
    """A button's label: 'Play red face up: move the red car', 'Andrea grabs red', ..."""
    match action:
        case Choose(character=c):
            return _("Choose the {character} character", character=Colour(c).character())
        case Move(card=card):
            return _("Play {card} face up: move the {card} car", card=Colour(card))
        case Exchange(card=card, character=c):
            return _("Discard {card} face down, take the {character} character", card=card_word(card),
                     character=Colour(c).character())
        case Joker(car=car):
            return _("Joker: move {car} one step forward", car=Colour(car))
        case Backward(car=car):
            return _("Backward: move {car} one step counter-clockwise", car=Colour(car))
        case Evasion(car=None):
            return _("Evasion (no car can evade: no effect)")
        case Evasion(car=str() as car, business=b):
            return _("Evasion: {car} to {business}", car=Colour(car), business=str(b))
        case Nasty(character=c):
            return _("Nasty exchange: take the {character} character", character=Colour(c).character())
        case Scheffeln():
            return _("Scheffeln: pay the cars alone or on top")
        case Claim(player=p, character=c):
            return _("{name} grabs {character}", name=state.players[p], character=Colour(c).character())
        case TimeOut(player=p):
            return _("{name} runs out of time", name=state.players[p])
        case Resolve():
            return _("Move the cars of the row, left to right")
    raise TypeError(f"not a Scheffeln action: {action!r}")  # dev-text: a programming error
