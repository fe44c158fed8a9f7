"""Legal actions and their effects (sections sch.turn, sch.run.*, sch.mafia.moving, sch.express.*).

``legal_actions`` is the one source of legality; ``apply`` refuses exactly what it would not produce.
"""

from __future__ import annotations

from schwarz.core import legality
from schwarz.core.codec import excerpt
from schwarz.core.errors import IllegalAction, InvalidAction, InvalidState
from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.i18n import Msg, _
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.actions import (
    ACTION_TYPES,
    Action,
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
from schwarz.scheffeln.cars import COLOURS, MAFIA_CAR, Colour
from schwarz.scheffeln.components import (
    BACKWARD,
    CARD_NAMES,
    EVASION,
    JOKER,
    NASTY,
    Card,
    RunCard,
    card_named,
    card_word,
)
from schwarz.scheffeln.events import (
    AllCardsPlayed,
    CardDiscarded,
    CarMoved,
    CharacterChosen,
    CharacterClaimed,
    CharacterExchanged,
    Evaded,
    EvasionWithoutEffect,
    MafiaMoved,
    NastyExchanged,
    RowCardMoved,
    RowTakesEffect,
    ScheffelnEvent,
    TimedOut,
)
from schwarz.scheffeln.moving import board_step, empty_businesses, evade, position_of, step, top_cars, where
from schwarz.scheffeln.payout import scheffeln
from schwarz.scheffeln.phases import PHASES
from schwarz.scheffeln.state import Phase, State


def legal_actions(state: State, player: int | None = None) -> list[Action]:
    """The actions ``player`` (default: the seat to act) may take now, in a fixed order."""
    chosen = legality.seat(state, player)
    if state.is_over:
        return []
    seat = state.to_act if chosen is None else chosen
    if seat is None:
        return []
    if state.phase is Phase.CLAIM:
        return _claims(state, seat)
    if seat != state.to_act:
        return []
    if state.phase is Phase.CHOOSE:
        return [Choose(c) for c in state.free_characters()]
    if state.phase is Phase.SCHEFFELN:
        return [Scheffeln()]
    if state.phase is Phase.MOVING:
        return [Resolve()]
    return _plays(state, seat)


def _claims(state: State, seat: int) -> list[Action]:
    """Express: any seat without a character may grab a free one; the last one may let time run out."""
    waiting = state.claimants()
    if seat not in waiting:
        return []
    out: list[Action] = [Claim(seat, c) for c in state.free_characters()]
    if len(waiting) == 1:
        out.append(TimeOut(seat))
    return out


_MOVES = {c: Move(c) for c in COLOURS}
_JOKERS = {c: Joker(c) for c in (*COLOURS, MAFIA_CAR)}
_BACKWARDS = {c: Backward(c) for c in (*COLOURS, MAFIA_CAR)}
_NASTIES = {c: Nasty(c) for c in COLOURS}
_HELD: tuple[Card, ...] = (*COLOURS, JOKER, BACKWARD, EVASION, NASTY)
_EXCHANGES = {(card, c): Exchange(card, c) for card in _HELD for c in COLOURS}
"""Every play of a card as a value, made once: ``legal_actions`` hands out these (actions are immutable values)."""


def _cars(state: State) -> list[Colour]:
    return [c for c in (*COLOURS, MAFIA_CAR) if any(c in s for s in state.stacks)]


def _plays(state: State, seat: int) -> list[Action]:
    hand = state.hands[seat]
    cards = sorted(set(hand), key=lambda c: (c not in COLOURS, c))
    own = state.characters[seat]
    out: list[Action] = []
    for card in cards:
        if isinstance(card, Colour):
            out.append(_MOVES[card])
        elif card == JOKER:
            out.extend(_JOKERS[c] for c in _cars(state))
        elif card == BACKWARD:
            out.extend(_BACKWARDS[c] for c in _cars(state))
        elif card == EVASION:
            targets = sorted((c, state.ring[i]) for c in top_cars(state.stacks) for i in empty_businesses(state.stacks))
            out.extend([Evasion(c, b) for c, b in targets] or [Evasion()])
        elif card == NASTY:
            out.extend(_NASTIES[c] for c in COLOURS if c != own)
    if len(hand) > 1 or not state.options.last_card_face_up:
        free = [c for c in state.free_characters() if c != own]
        out.extend(_EXCHANGES[card, c] for card in cards for c in free)
    return out


def _character(value: Colour) -> Msg:
    """'the blue character' for an error message (the black car has no character: 'the character 'black'')."""
    if value in COLOURS:
        return _("the {character} character", character=value.character())
    return _("the character {value}", value=excerpt(str(value)))


def _not_held(value: object) -> Msg:
    """'you hold no red card' (the black car has no movement card: 'you hold no card 'black'')."""
    if isinstance(value, str) and value in CARD_NAMES:
        return _("you hold no {card} card", card=card_word(card_named(value)))
    return _("you hold no card {value}", value=excerpt(str(value)))


def _check(state: State, seat: int, action: Action) -> None:
    """Raise the in-turn rule that forbids ``action`` for ``seat``, if any (the legality gate has checked its form,
    the phase and the seat)."""
    if action in legal_actions(state, seat):
        return
    if isinstance(action, Claim | TimeOut):
        if isinstance(action, TimeOut):
            raise IllegalAction(R.EXPRESS_PLAY, _("only the last player without a character can run out of time"),
                                action, state.phase)
        raise IllegalAction(R.EXPRESS_PLAY, _("{character} is not free", character=_character(action.character)),
                            action, state.phase)
    if isinstance(action, Choose):
        raise IllegalAction(R.SETUP, _("{character} is not free", character=_character(action.character)), action,
                            state.phase)
    hand = state.hands[seat]
    if isinstance(action, Exchange):
        if len(hand) == 1 and state.options.last_card_face_up:
            raise IllegalAction(R.TURN_EXCHANGE, _("the last card of a round must be played face up"), action,
                                state.phase)
        if action.card not in hand:
            raise IllegalAction(R.TURN, _not_held(action.card), action, state.phase)
        raise IllegalAction(R.TURN_EXCHANGE, _("{character} is not free or is yours: you take a free character "
                                               "different from yours, never another player's",
                                               character=_character(action.character)), action, state.phase)
    run: dict[type, RunCard] = {Joker: JOKER, Backward: BACKWARD, Evasion: EVASION, Nasty: NASTY}
    name: object = run[type(action)] if type(action) in run else getattr(action, "card", None)
    if name not in hand:
        raise IllegalAction(R.TURN, _not_held(name), action, state.phase)
    rule = {Joker: R.RUN_JOKER, Backward: R.RUN_BACKWARD, Evasion: R.RUN_EVASION, Nasty: R.RUN_NASTY}.get(
        type(action), R.TURN_MOVE)
    raise IllegalAction(rule, _("the card does not allow that target"), action, state.phase)


def apply(state: State, action: Action) -> State:
    """The state after ``action``; an action ``legal_actions`` would not produce raises and changes nothing."""
    action = named(action)
    seat = legality.gate(state, action, PHASES, ACTION_TYPES, R.END)
    _check(state, seat, action)
    return advance(state, action)


def advance(state: State, action: Action) -> State:
    """``apply`` for an action just offered by ``legal_actions`` of this very state, whose legality is therefore
    not checked again: the play loop's private fast path (``GameSpec.advance``); anything else goes through
    ``apply``."""
    if isinstance(action, Choose):
        return _choose(state, action)
    if isinstance(action, Claim | TimeOut):
        return _claim(state, action)
    if isinstance(action, Scheffeln):
        return scheffeln(state)
    if isinstance(action, Resolve):
        return _resolve(state)
    return _play(state, action)


def _choose(state: State, action: Choose) -> State:
    p = state.active
    chars = tuple(action.character if q == p else c for q, c in enumerate(state.characters))
    state = evolve(state, characters=chars)
    state = record(state, CharacterChosen(player=p, character=action.character, rule=R.SETUP))
    if all(c is not None for c in chars):
        return evolve(state, phase=Phase.PLAY, active=state.start)
    return evolve(state, active=(p + 1) % state.n)


def _claim(state: State, action: Claim | TimeOut) -> State:
    p = action.player
    if isinstance(action, TimeOut):
        state = evolve(state, timed_out=state.timed_out | {p})
        state = record(state, TimedOut(player=p, rule=R.EXPRESS_PLAY))
    else:
        chars = tuple(action.character if q == p else c for q, c in enumerate(state.characters))
        state = evolve(state, characters=chars)
        state = record(state, CharacterClaimed(player=p, character=action.character, rule=R.EXPRESS_PLAY))
    if not state.claimants():
        return evolve(state, phase=Phase.MOVING)
    return state


def _resolve(state: State) -> State:
    """Express: the row's cards take effect from left to right (sch.express.moving)."""
    state = record(state, RowTakesEffect(rule=R.EXPRESS_MOVING))
    for i, card in enumerate(state.row):
        result = step(state.stacks, card)
        state = evolve(state, stacks=result.stacks)
        state = record(state, RowCardMoved(index=i + 1, card=card, movement=result.movement(state.ring),
                                           rule=result.rule))
    return evolve(state, played=state.row, row=(), phase=Phase.SCHEFFELN)


def _play(state: State, action: Action) -> State:
    p = state.active
    hand = list(state.hands[p])
    card: Card = action.card if isinstance(action, Move | Exchange) else _RUN_CARD[type(action)]
    hand.remove(card)
    hands = tuple(tuple(hand) if q == p else h for q, h in enumerate(state.hands))
    if isinstance(action, Exchange):
        changes, events = _exchange(state, p, action)
    else:
        changes, events = _face_up(state, p, action)
        changes["played"] = (*state.played, card)
    changes["hands"] = hands
    if all(not h for h in hands):
        events.append(AllCardsPlayed(rule=R.TURN))
        changes["phase"] = Phase.SCHEFFELN
    else:
        changes["active"] = (p + 1) % state.n
    return record(state, *events, **changes)


_RUN_CARD: dict[type, RunCard] = {Joker: JOKER, Backward: BACKWARD, Evasion: EVASION, Nasty: NASTY}
"""The RUN card each RUN play uses (sch.run.*)."""

Effect = tuple[dict[str, object], list[ScheffelnEvent]]
"""What a card does: the state's changed fields and the events, in order (recorded at once by ``_play``)."""


def _held(state: State, p: int) -> Colour:
    """The character ``p`` holds (every player holds one while cards are played, sch.setup)."""
    character = state.characters[p]
    if character is None:
        raise InvalidState(_("{name} holds no character while cards are played", name=state.players[p]))
    return character


def _exchange(state: State, p: int, action: Exchange) -> Effect:
    old = _held(state, p)
    chars = tuple(action.character if q == p else c for q, c in enumerate(state.characters))
    changes: dict[str, object] = {"characters": chars, "face_down": (*state.face_down, action.card)}
    events: list[ScheffelnEvent] = [
        CardDiscarded(player=p, card=action.card, rule=R.TURN_EXCHANGE, visible_to=frozenset({p})),
        CharacterExchanged(player=p, old=old, character=action.character, rule=R.TURN_EXCHANGE),
    ]
    if state.mafia:
        result = board_step(state.stacks, where(state.stacks, MAFIA_CAR), MAFIA_CAR)
        changes["stacks"] = result.stacks
        events.append(MafiaMoved(movement=result.movement(state.ring), rule=R.MAFIA_MOVING))
    return changes, events


def _face_up(state: State, p: int, action: Action) -> Effect:
    if isinstance(action, Nasty):
        old = _held(state, p)
        other = state.holder(action.character)
        chars = list(state.characters)
        chars[p] = action.character
        if other is not None:
            chars[other] = old
        return {"characters": tuple(chars)}, [NastyExchanged(player=p, old=old, character=action.character,
                                                             other=other, rule=R.RUN_NASTY)]
    if isinstance(action, Evasion):
        if action.car is None or action.business is None:
            return {}, [EvasionWithoutEffect(player=p, rule=R.RUN_EVASION)]
        to = state.ring.index(action.business)
        start = position_of(state.stacks, action.car)
        below = state.stacks[start][0]
        stacks = evade(state.stacks, action.car, to)
        return {"stacks": stacks}, [Evaded(player=p, car=action.car, below=below, start=state.ring[start],
                                           to=action.business, rule=R.RUN_EVASION)]
    card: Card
    if isinstance(action, Move):
        car, card = action.card, action.card
    elif isinstance(action, Joker):
        car, card = action.car, JOKER
    elif isinstance(action, Backward):
        car, card = action.car, BACKWARD
    else:
        raise InvalidAction(f"not a face-up play: {action!r}")  # dev-text: unreachable
    result = board_step(state.stacks, where(state.stacks, car), car, backward=isinstance(action, Backward))
    movement = result.movement(state.ring)
    return {"stacks": result.stacks}, [CarMoved(player=p, card=card, movement=movement, rule=movement.rule)]
