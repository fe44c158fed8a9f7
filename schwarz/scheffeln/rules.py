"""Legal actions and their effects (sections sch.turn, sch.run.*, sch.mafia.moving, sch.express.*).

``legal_actions`` is the one source of legality; ``apply`` refuses exactly what it would not produce.
"""

from __future__ import annotations

from schwarz.core.errors import IllegalAction, IllegalKind, InvalidAction
from schwarz.core.values import evolve
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
)
from schwarz.scheffeln.components import BACKWARD, EVASION, JOKER, NASTY
from schwarz.scheffeln.french import step_data
from schwarz.scheffeln.moving import COLOURS, MAFIA_CAR, empty_businesses, evade, step, top_cars
from schwarz.scheffeln.payout import scheffeln
from schwarz.scheffeln.state import Phase, State, say


def legal_actions(state: State, player: int | None = None) -> list[Action]:
    """The actions ``player`` (default: the seat to act) may take now, in a fixed order."""
    if state.is_over:
        return []
    seat = state.to_act if player is None else player
    if seat is None or not 0 <= seat < state.n:
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


def _cars(state: State) -> list[str]:
    return [c for c in (*COLOURS, MAFIA_CAR) if any(c in s for s in state.stacks)]


def _plays(state: State, seat: int) -> list[Action]:
    hand = state.hands[seat]
    cards = sorted(set(hand), key=lambda c: (c not in COLOURS, c))
    own = state.characters[seat]
    out: list[Action] = []
    for card in cards:
        if card in COLOURS:
            out.append(Move(card))
        elif card == JOKER:
            out.extend(Joker(c) for c in _cars(state))
        elif card == BACKWARD:
            out.extend(Backward(c) for c in _cars(state))
        elif card == EVASION:
            targets = sorted((c, state.ring[i]) for c in top_cars(state.stacks) for i in empty_businesses(state.stacks))
            out.extend([Evasion(c, b) for c, b in targets] or [Evasion()])
        elif card == NASTY:
            out.extend(Nasty(c) for c in COLOURS if c != own)
    if len(hand) > 1:
        free = [c for c in state.free_characters() if c != own]
        out.extend(Exchange(card, c) for card in cards for c in free)
    return out


def _refuse(state: State, action: object) -> IllegalAction:
    """The error for an action ``legal_actions`` would not produce, naming the rule that forbids it."""
    phase = state.phase
    if state.is_over:
        return IllegalAction(R.END, "the game is over", action, phase, IllegalKind.GAME_OVER)
    kinds = {
        Phase.CHOOSE: (Choose,),
        Phase.PLAY: (Move, Exchange, Joker, Backward, Evasion, Nasty),
        Phase.CLAIM: (Claim, TimeOut),
        Phase.MOVING: (Resolve,),
        Phase.SCHEFFELN: (Scheffeln,),
    }
    if not isinstance(action, kinds[phase]):
        return IllegalAction(R.TURN, f"not an action of the phase '{phase.value}'", action, phase,
                             IllegalKind.WRONG_PHASE)
    if isinstance(action, Claim | TimeOut):
        if action.player not in state.claimants():
            return IllegalAction(R.EXPRESS_PLAY, f"{_name(state, action.player)} already has a character or "
                                 "ran out of time", action, phase, IllegalKind.NOT_YOUR_TURN)
        if isinstance(action, TimeOut):
            return IllegalAction(R.EXPRESS_PLAY, "only the last player without a character can run out of time",
                                 action, phase)
        return IllegalAction(R.EXPRESS_PLAY, f"{action.character!r} is not a free character", action, phase)
    if isinstance(action, Choose):
        return IllegalAction(R.SETUP, f"{action.character!r} is not a free character", action, phase)
    if isinstance(action, Exchange):
        if len(state.hands[state.active]) == 1:
            return IllegalAction(R.TURN_EXCHANGE, "the last card of a round must be played face up", action, phase)
        if action.card not in state.hands[state.active]:
            return IllegalAction(R.TURN, f"{action.card!r} is not in your hand", action, phase)
        return IllegalAction(R.TURN_EXCHANGE, f"{action.character!r} is not a free character different from "
                             "yours (you may not take another player's)", action, phase)
    card = {Move: None, Joker: JOKER, Backward: BACKWARD, Evasion: EVASION, Nasty: NASTY}[type(action)]
    name = card or getattr(action, "card", "")
    if name not in state.hands[state.active]:
        return IllegalAction(R.TURN, f"you hold no {name!r} card", action, phase)
    rule = {Joker: R.RUN_JOKER, Backward: R.RUN_BACKWARD, Evasion: R.RUN_EVASION, Nasty: R.RUN_NASTY}.get(
        type(action), R.TURN_MOVE)
    return IllegalAction(rule, "that target is not allowed by the card", action, phase)


def _name(state: State, p: int) -> str:
    return state.players[p] if isinstance(p, int) and 0 <= p < state.n else repr(p)


def apply(state: State, action: Action) -> State:
    """The state after ``action``; an action ``legal_actions`` would not produce raises and changes nothing."""
    if not isinstance(action, ACTION_TYPES):
        raise InvalidAction(f"not a Scheffeln action: {action!r}")
    seat = action.player if isinstance(action, Claim | TimeOut) else state.to_act
    if state.is_over or seat is None or action not in legal_actions(state, seat):
        raise _refuse(state, action)
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
    state = say(state, "choose", f"{state.players[p]} chooses the {action.character} character", R.SETUP, player=p,
                character=action.character)
    if all(c is not None for c in chars):
        return evolve(state, phase=Phase.PLAY, active=state.start)
    return evolve(state, active=(p + 1) % state.n)


def _claim(state: State, action: Claim | TimeOut) -> State:
    p = action.player
    if isinstance(action, TimeOut):
        state = evolve(state, timed_out=state.timed_out | {p})
        state = say(state, "timeout", f"{state.players[p]} runs out of time and gets no character", R.EXPRESS_PLAY,
                    player=p)
    else:
        chars = tuple(action.character if q == p else c for q, c in enumerate(state.characters))
        state = evolve(state, characters=chars)
        state = say(state, "claim", f"{state.players[p]} grabs the {action.character} character", R.EXPRESS_PLAY,
                    player=p, character=action.character)
    if not state.claimants():
        return evolve(state, phase=Phase.MOVING)
    return state


def _resolve(state: State) -> State:
    """Express: the row's cards take effect from left to right (sch.express.moving)."""
    state = say(state, "resolve", "The row takes effect from left to right", R.EXPRESS_MOVING)
    for i, card in enumerate(state.row):
        result = step(state.stacks, card)
        state = evolve(state, stacks=result.stacks)
        state = say(state, "move", f"Card {i + 1}, {card}: {result.explain(state.ring)}", result.rule,
                    card=card, stacks=result.stacks, index=i + 1, **step_data(result, state.ring))
    return evolve(state, played=state.row, row=(), phase=Phase.SCHEFFELN)


def _play(state: State, action: Action) -> State:
    p = state.active
    hand = list(state.hands[p])
    card = action.card if isinstance(action, Move | Exchange) else {
        Joker: JOKER, Backward: BACKWARD, Evasion: EVASION, Nasty: NASTY}[type(action)]
    hand.remove(card)
    hands = tuple(tuple(hand) if q == p else h for q, h in enumerate(state.hands))
    state = evolve(state, hands=hands)
    if isinstance(action, Exchange):
        state = _exchange(state, p, action)
    else:
        state = evolve(state, played=(*state.played, card))
        state = _face_up(state, p, action)
    if all(not h for h in state.hands):
        state = say(state, "round-over", "All cards are played: the Scheffeln phase begins", R.TURN)
        return evolve(state, phase=Phase.SCHEFFELN)
    return evolve(state, active=(p + 1) % state.n)


def _exchange(state: State, p: int, action: Exchange) -> State:
    name = state.players[p]
    old = state.characters[p]
    chars = tuple(action.character if q == p else c for q, c in enumerate(state.characters))
    state = evolve(state, characters=chars, face_down=(*state.face_down, action.card))
    state = say(state, "secret", f"{name} discards {action.card} face down", R.TURN_EXCHANGE, player=p,
                visible_to=frozenset({p}), card=action.card)
    state = say(state, "exchange", f"{name} discards a card face down and exchanges {old} for {action.character}",
                R.TURN_EXCHANGE, player=p, character=action.character, old=old)
    if state.mafia:
        result = step(state.stacks, MAFIA_CAR)
        state = evolve(state, stacks=result.stacks)
        state = say(state, "mafia-move", f"The Mafia moves on a face-down card: {result.explain(state.ring)}",
                    R.MAFIA_MOVING, stacks=result.stacks, **step_data(result, state.ring))
    return state


def _face_up(state: State, p: int, action: Action) -> State:
    name = state.players[p]
    if isinstance(action, Nasty):
        old = state.characters[p]
        other = state.holder(action.character)
        chars = list(state.characters)
        chars[p] = action.character
        if other is not None:
            chars[other] = old
            text = (f"{name} plays Nasty exchange and swaps {old} with {state.players[other]}'s {action.character}")
        else:
            text = f"{name} plays Nasty exchange and swaps {old} for the free {action.character}"
        state = evolve(state, characters=tuple(chars))
        return say(state, "nasty", text, R.RUN_NASTY, player=p, character=action.character, old=old, other=other)
    if isinstance(action, Evasion):
        if action.car is None or action.business is None:
            return say(state, "evasion", f"{name} plays Evasion: no car is on top of another with a business "
                       "without cars to go to, so nothing happens", R.RUN_EVASION, player=p)
        to = state.ring.index(action.business)
        start = next(i for i, s in enumerate(state.stacks) if action.car in s)
        below = state.stacks[start][0]
        stacks = evade(state.stacks, action.car, to)
        state = evolve(state, stacks=stacks)
        return say(state, "evasion", f"{name} plays Evasion: {action.car} leaves {below} on {state.label(start)} "
                   f"and goes to {state.label(to)}, which had no car", R.RUN_EVASION, player=p, stacks=stacks,
                   car=action.car, below=below, start=state.ring[start], to=action.business)
    if isinstance(action, Move):
        car, what = action.card, f"plays {action.card}"
    elif isinstance(action, Joker | Backward):
        car, what = action.car, f"plays {type(action).__name__} on {action.car}"
    else:
        raise InvalidAction(f"not a face-up play: {action!r}")
    result = step(state.stacks, car, backward=isinstance(action, Backward))
    state = evolve(state, stacks=result.stacks)
    return say(state, "move", f"{name} {what}: {result.explain(state.ring)}", result.rule, player=p,
               stacks=result.stacks, play=type(action).__name__, **step_data(result, state.ring))
