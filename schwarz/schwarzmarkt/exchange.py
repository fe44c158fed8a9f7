"""Exchange rounds (sm.round.exchange, sm.round.price, sm.round.end, sm.round.next).

An offer card opens an exchange round: from the start player on, each player in turn may exchange still-demanded
cards at the marker's value, then the marker moves: one space after an exchange, else 1..die spaces. The round
ends when the offer is met, or after the marker reached the end space (50; 25 under Limit!): then only the player
whose turn it is may still exchange, at that value. The cards used go to the bottom of their piles and the next
start player (to the left) begins with the marker back on the start space.
Text cards in force: Verdorbene Ware! halves the first card exchanged (one card per such card), Waren knapp!
allows one card per player in the whole exchange round, Limit! moves the end space to 25.
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from schwarz.core.values import evolve
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.black_market import Offer, TextCard
from schwarz.schwarzmarkt.commodities import ORDER, Goods, describe_goods, remove_goods, sort_goods
from schwarz.schwarzmarkt.log import goods_data, say
from schwarz.schwarzmarkt.luxury import pay_out
from schwarz.schwarzmarkt.rounds import end_game_round, next_start, put
from schwarz.schwarzmarkt.state import Phase, State


def begin(state: State, offer: Offer) -> State:
    """The offer card is face up: a new exchange round with the text cards waiting for it (sm.round.black-market)."""
    effects = state.pending
    state = evolve(
        state,
        offer=offer,
        effects=effects,
        pending=(),
        marker=0,
        table=(),
        exchanged=(0,) * state.n,
        turn=state.start,
        phase=Phase.EXCHANGE,
        exchange_round=state.exchange_round + 1,
    )
    text = f"Exchange round {state.exchange_round}: the black market demands {offer}"
    if effects:
        text += "; in force: " + ", ".join(c.title for c in effects)
    if TextCard.LIMIT in effects:
        text += f" (the round ends at {state.track[state.end].value})"
    return say(state, "offer", text, R.BLACK_MARKET, player=state.start,
               demand=tuple((c.value, q) for c, q in offer.demand), effects=tuple(c.value for c in effects),
               round=state.exchange_round, end=state.track[state.end].value)


def cap(state: State, seat: int) -> int | None:
    """Cards ``seat`` may still exchange this exchange round under Waren knapp! (None: no cap)."""
    if TextCard.WAREN_KNAPP not in state.effects:
        return None
    return max(0, 1 - state.exchanged[seat])


def options(state: State, seat: int) -> list[Goods]:
    """Every non-empty bag of still-demanded cards ``seat`` may exchange now, smallest first."""
    held = Counter(state.hands[seat])
    kinds = [(c, min(q, held[c])) for c, q in state.demand_left().items()]
    limit = cap(state, seat)
    out: list[Goods] = []
    for counts in product(*(range(k + 1) for _, k in kinds)):
        total = sum(counts)
        if total == 0 or (limit is not None and total > limit):
            continue
        out.append(sort_goods(c for (c, _), k in zip(kinds, counts, strict=True) for _ in range(k)))
    return sorted(out, key=lambda g: (len(g), [ORDER[c] for c in g]))


def prices(state: State, count: int) -> tuple[int, ...]:
    """What each of the next ``count`` cards fetches: the marker's value, halved for the first card(s) under
    Verdorbene Ware! (rounded down), one card per Verdorbene Ware! card in force."""
    price = state.price
    halves = state.effects.count(TextCard.VERDORBENE_WARE)
    done = len(state.table)
    return tuple(price // 2 if done + i < halves else price for i in range(count))


def exchange(state: State, goods: Goods) -> State:
    """The player whose turn it is exchanges ``goods`` (legality checked by the caller)."""
    p = state.turn
    each = prices(state, len(goods))
    total = sum(each)
    owed_before = state.credit[p]
    t = pay_out(state.luxury[p], state.bank, state.credit[p], total)
    state = evolve(
        state,
        hands=put(state.hands, p, remove_goods(state.hands[p], goods)),
        table=(*state.table, *goods),
        exchanged=put(state.exchanged, p, state.exchanged[p] + len(goods)),
        luxury=put(state.luxury, p, t.player),
        bank=t.bank,
        credit=put(state.credit, p, t.credit),
    )
    if len(set(each)) == 1:
        sums = f"{len(goods)} x {each[0]} = {total}"
    else:
        sums = " + ".join(str(v) for v in each) + f" = {total} (Verdorbene Ware!: the first card at half price)"
    text = f"{state.players[p]} exchanges {describe_goods(goods)} at {state.price}: takes luxury items worth {sums}"
    if t.credit > owed_before:
        text += f" (the bank runs short and owes {t.credit - owed_before} more)"
    state = say(state, "exchange", text, R.EXCHANGE, player=p, goods=goods_data(goods), value=total,
                received=t.received.counts, given=t.given.counts, price=state.price, each=tuple(each),
                owed=t.credit - owed_before)
    if not state.hands[p]:
        return end_game_round(state, p)
    if all(v == 0 for v in state.demand_left().values()):
        return end_exchange_round(state, "the offer is met")
    if state.phase is Phase.LAST_EXCHANGE:
        return end_exchange_round(state, f"the marker stands on {state.price}")
    return advance(state, 1, forced=True)


def advance(state: State, spaces: int, forced: bool = False) -> State:
    """Move the marker; the turn passes to the left; on the end space only that player may still exchange."""
    p = state.turn
    marker = state.marker + spaces
    nxt = (p + 1) % state.n
    why = " (after an exchange, one space)" if forced else ""
    state = evolve(state, marker=marker, turn=nxt)
    plural = "space" if spaces == 1 else "spaces"
    state = say(state, "move", f"{state.players[p]} moves the price marker {spaces} {plural} to {state.price}{why}",
                R.PRICE, player=p, spaces=spaces, marker=marker, value=state.price, forced=forced)
    if marker >= state.end:
        state = evolve(state, phase=Phase.LAST_EXCHANGE)
        return say(state, "last-exchange",
                   f"The marker reached {state.price}: only {state.players[nxt]} may still exchange, at {state.price}",
                   R.ROUND_END, player=nxt, value=state.price)
    return evolve(state, phase=Phase.EXCHANGE)


def pass_last(state: State) -> State:
    """On the end space the player whose turn it is exchanges nothing: the exchange round ends."""
    state = say(state, "pass", f"{state.players[state.turn]} exchanges nothing at {state.price}", R.ROUND_END,
                player=state.turn, value=state.price)
    return end_exchange_round(state, f"the marker stands on {state.price}")


def end_exchange_round(state: State, reason: str) -> State:
    """Used cards to the bottom of their piles; the next start player to the left (sm.round.end, sm.round.next)."""
    left = {c: q for c, q in state.demand_left().items() if q}
    unmet = f"; still demanded: {describe_goods(c for c, q in left.items() for _ in range(q))}" if left else ""
    used = (*([state.offer] if state.offer is not None else []), *state.effects)
    price = state.price
    state = evolve(
        state,
        deck=(*state.deck, *state.table),
        black_market_deck=(*state.black_market_deck, *used),
        offer=None,
        effects=(),
        table=(),
        exchanged=(0,) * state.n,
        marker=0,
    )
    state = say(state, "round-end", f"The exchange round ends: {reason}{unmet}", R.ROUND_END,
                met=reason == "the offer is met", value=price,
                left=tuple(c.value for c, q in left.items() for _ in range(q)))
    state = next_start(state)
    if state.is_over:
        return state
    return say(state, "start", f"{state.players[state.start]} is the next start player; the marker returns to "
               f"{state.track[0].value}",
               R.NEXT_ROUND, player=state.start, marker=state.track[0].value)
