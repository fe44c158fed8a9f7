"""The Scheffeln phase and the end of a round (sections sch.scheffeln, sch.mafia.scheffeln, sch.after, sch.end)."""

from __future__ import annotations

from schwarz.core.events import record
from schwarz.core.values import evolve
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.cars import MAFIA_CAR
from schwarz.scheffeln.events import (
    CharactersKept,
    CharactersReturned,
    Earned,
    EarnedNothing,
    GameEnded,
    MafiaBeneath,
    MafiaPaid,
    MafiaTokenRemoved,
    NoCharacter,
    ScheffelnBegins,
)
from schwarz.scheffeln.moving import LETTERS, position_of
from schwarz.scheffeln.setup import start_round
from schwarz.scheffeln.state import Phase, State, Won


def earnings(state: State) -> dict[int, int]:
    """Ring position whose top token each player takes now: their car is alone or on top (sch.scheffeln)."""
    out: dict[int, int] = {}
    for p, character in enumerate(state.characters):
        if character is None:
            continue
        i = position_of(state.stacks, character)
        if state.stacks[i][-1] == character and state.tokens[i]:
            out[p] = i
    return out


def value_rank(state: State, i: int) -> int:
    """How valuable the business at ring position ``i`` is: A lowest .. H highest (sch.mafia.scheffeln)."""
    return LETTERS.index(state.ring[i])


def scheffeln(state: State) -> State:
    """Pay every player on top or alone, then the Mafia's token; end the game or start the next round."""
    rule = R.EXPRESS_SCHEFFELN if state.options.express else R.SCHEFFELN
    state = record(state, ScheffelnBegins(rule=rule))
    earned = earnings(state)
    tokens = list(state.tokens)
    money = list(state.money)
    for p, character in enumerate(state.characters):
        if character is None:
            state = record(state, NoCharacter(player=p, rule=rule))
            continue
        i = position_of(state.stacks, character)
        stack = state.stacks[i]
        if p in earned:
            value = tokens[i][0]
            tokens[i] = tokens[i][1:]
            money[p] = (*money[p], Won(value, state.ring[i], state.round))
            state = record(state, Earned(player=p, character=character, business=state.ring[i], value=value,
                                         below=stack[0] if len(stack) > 1 else None, rule=rule))
        else:
            state = record(state, EarnedNothing(player=p, character=character, top=stack[-1],
                                                business=state.ring[i], rule=rule))
    removed = state.removed
    if state.mafia:
        i = position_of(state.stacks, MAFIA_CAR)
        if state.stacks[i][-1] != MAFIA_CAR:
            state = record(state, MafiaBeneath(top=state.stacks[i][-1], rule=R.MAFIA_SCHEFFELN))
        elif tokens[i]:
            value = tokens[i][0]
            tokens[i] = tokens[i][1:]
            if earned:
                p = min(earned, key=lambda q: value_rank(state, earned[q]))
                money[p] = (*money[p], Won(value, state.ring[i], state.round, mafia=True))
                state = record(state, MafiaPaid(player=p, value=value, business=state.ring[i],
                                                poorest=state.ring[earned[p]], rule=R.MAFIA_SCHEFFELN))
            else:
                removed = (*removed, value)
                state = record(state, MafiaTokenRemoved(value=value, business=state.ring[i], rule=R.MAFIA_SCHEFFELN))
    state = evolve(state, tokens=tuple(tokens), money=tuple(money), removed=removed)
    return after(state)


def after(state: State) -> State:
    """End the game when a business has no tokens (sch.end), else the next round (sch.after)."""
    empty = [i for i, s in enumerate(state.tokens) if not s]
    express = state.options.express
    if empty:
        state = evolve(state, phase=Phase.GAME_OVER)
        totals = tuple(sum(w.value for w in m) for m in state.money)
        best = max(totals)
        return record(state, GameEnded(empty=tuple(state.ring[i] for i in empty), totals=totals, best=best,
                                       winners=tuple(p for p, t in enumerate(totals) if t == best),
                                       rule=R.EXPRESS_END if express else R.END))
    if express:
        state = record(state, CharactersReturned(rule=R.EXPRESS_AFTER))
        state = evolve(state, characters=(None,) * state.n)
    else:
        state = record(state, CharactersKept(rule=R.AFTER))
    nxt = (state.start + 1) % state.n
    state = evolve(state, start=nxt, active=nxt, round=state.round + 1)
    return start_round(state)
