"""The Scheffeln phase and the end of a round (sections sch.scheffeln, sch.mafia.scheffeln, sch.after, sch.end)."""

from __future__ import annotations

from schwarz.core.values import evolve
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.moving import LETTERS, MAFIA_CAR, position_of
from schwarz.scheffeln.setup import start_round
from schwarz.scheffeln.state import Phase, State, Won, say


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
    state = say(state, "scheffeln", "Scheffeln phase: every character alone or on top takes the top money token",
                rule)
    earned = earnings(state)
    tokens = list(state.tokens)
    money = list(state.money)
    for p, character in enumerate(state.characters):
        name = state.players[p]
        if character is None:
            state = say(state, "none", f"{name} has no character and earns nothing", rule, player=p)
            continue
        i = position_of(state.stacks, character)
        if p in earned:
            value = tokens[i][0]
            tokens[i] = tokens[i][1:]
            money[p] = (*money[p], Won(value, state.ring[i], state.round))
            how = "alone" if len(state.stacks[i]) == 1 else f"on top of {state.stacks[i][0]}"
            state = say(state, "earn", f"{name}'s {character} car is {how} on {state.label(i)}: "
                        f"{name} takes the top token, {value}", rule, player=p, business=state.ring[i], value=value,
                        character=character, below=state.stacks[i][0] if len(state.stacks[i]) > 1 else None)
        else:
            state = say(state, "beneath", f"{name}'s {character} car is beneath {state.stacks[i][-1]} on "
                        f"{state.label(i)}: no money", rule, player=p, character=character,
                        top=state.stacks[i][-1], business=state.ring[i])
    removed = state.removed
    if state.mafia:
        i = position_of(state.stacks, MAFIA_CAR)
        if state.stacks[i][-1] != MAFIA_CAR:
            state = say(state, "mafia", f"The Mafia car is beneath {state.stacks[i][-1]}: the Mafia gets nothing",
                        R.MAFIA_SCHEFFELN, case="beneath", top=state.stacks[i][-1])
        elif tokens[i]:
            value = tokens[i][0]
            tokens[i] = tokens[i][1:]
            if earned:
                p = min(earned, key=lambda q: value_rank(state, earned[q]))
                money[p] = (*money[p], Won(value, state.ring[i], state.round, mafia=True))
                state = say(state, "mafia", f"The Mafia takes the top token of {state.label(i)}, {value}; of the "
                            f"players who got money, {state.players[p]} stands on the least valuable business "
                            f"({state.label(earned[p])}) and gets it", R.MAFIA_SCHEFFELN, player=p, value=value,
                            case="paid", business=state.ring[i], poorest=state.ring[earned[p]])
            else:
                removed = (*removed, value)
                state = say(state, "mafia", f"The Mafia takes the top token of {state.label(i)}, {value}; nobody got "
                            "money this round, so it leaves the game", R.MAFIA_SCHEFFELN, value=value,
                            case="lost", business=state.ring[i])
    state = evolve(state, tokens=tuple(tokens), money=tuple(money), removed=removed)
    return after(state)


def after(state: State) -> State:
    """End the game when a business has no tokens (sch.end), else the next round (sch.after)."""
    empty = [i for i, s in enumerate(state.tokens) if not s]
    express = state.options.express
    if empty:
        state = evolve(state, phase=Phase.GAME_OVER)
        totals = [sum(w.value for w in m) for m in state.money]
        best = max(totals)
        winners = [state.players[p] for p, t in enumerate(totals) if t == best]
        share = "share the victory" if len(winners) > 1 else "wins"
        verb = "has" if len(empty) == 1 else "have"
        return say(state, "end", f"{' and '.join(state.label(i) for i in empty)} {verb} no more money tokens: the "
                   f"game ends. {' and '.join(winners)} {share} with {best}", R.EXPRESS_END if express else R.END,
                   totals=tuple(totals), empty=tuple(state.ring[i] for i in empty), best=best,
                   winners=tuple(p for p, t in enumerate(totals) if t == best))
    if express:
        state = say(state, "return", "The character cards return to the centre; the cars stay", R.EXPRESS_AFTER)
        state = evolve(state, characters=(None,) * state.n)
    else:
        state = say(state, "keep", "Players keep their characters; the cars stay where they are", R.AFTER)
    nxt = (state.start + 1) % state.n
    state = evolve(state, start=nxt, active=nxt, round=state.round + 1)
    return start_round(state)
