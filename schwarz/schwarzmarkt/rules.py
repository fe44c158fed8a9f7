"""Legal actions and their effects. ``legal_actions`` is the one source of legality; ``apply`` refuses exactly
what it would not produce, naming the rule section that forbids it, and never half-changes a state."""

from __future__ import annotations

from schwarz.core import legality
from schwarz.core.errors import IllegalAction
from schwarz.core.events import Event, record
from schwarz.core.values import evolve
from schwarz.i18n import Msg, _, ngettext
from schwarz.schwarzmarkt import exchange, text_cards
from schwarz.schwarzmarkt import rule_ids as R
from schwarz.schwarzmarkt.actions import (
    ACTION_TYPES,
    Action,
    Exchange,
    Move,
    Pass,
    Play,
    Raid,
    Spy,
    Steal,
    Swap,
)
from schwarz.schwarzmarkt.black_market import Offer, TextCard, card_message
from schwarz.schwarzmarkt.components import track_table
from schwarz.schwarzmarkt.events import CardDrawn, CardPlayed
from schwarz.schwarzmarkt.phases import PHASES
from schwarz.schwarzmarkt.price_track import max_move
from schwarz.schwarzmarkt.rounds import can_play, put
from schwarz.schwarzmarkt.state import Phase, State


def legal_actions(state: State, player: int | None = None) -> list[Action]:
    """The actions ``player`` (default: the seat to act) may take now, in a fixed order."""
    chosen = legality.seat(state, player)
    if state.is_over:
        return []
    seat = state.to_act if chosen is None else chosen
    if seat != state.to_act or seat is None:
        return []
    if state.phase is Phase.PLAY_CARD:
        hand = state.black_market_hands[seat]
        return [Play(c) for c in dict.fromkeys(hand) if can_play(state, seat, c)]
    if state.phase is Phase.EVENT:
        return text_cards.choices(state)
    actions: list[Action] = list(exchange.offered(state, seat))
    if state.phase is Phase.LAST_EXCHANGE:
        actions.append(_PASS)
        return actions
    most = max_move(state.track, state.marker, state.end)
    actions.extend(_MOVES[:most])
    return actions


_PASS = Pass()
_MOVES = tuple(Move(k) for k in range(1, max(die for _value, die in track_table()) + 1))
"""The marker's moves as values, made once, up to the largest die symbol of the track (sm.round.price)."""


def apply(state: State, action: Action) -> State:
    """The state after ``action`` by the seat to act; an illegal action raises ``IllegalAction`` naming the rule."""
    seat = legality.gate(state, action, PHASES, ACTION_TYPES, end_rule=R.END)
    if action not in legal_actions(state, seat):
        raise IllegalAction(*_refusal(state, seat, action), action, state.phase)
    return advance(state, action)


def advance(state: State, action: Action) -> State:
    """``apply`` for an action just offered by ``legal_actions`` of this very state, whose legality is therefore
    not checked again: the play loop's private fast path (``GameSpec.advance``); anything else goes through
    ``apply``."""
    if isinstance(action, Play):
        return _play(state, action)
    if isinstance(action, Exchange):
        return exchange.exchange(state, action.goods)
    if isinstance(action, Move):
        return exchange.advance(state, action.spaces)
    if isinstance(action, Pass):
        return exchange.pass_last(state)
    return text_cards.carry_out(state, action)


def _refusal(state: State, seat: int, action: Action) -> tuple[str, Msg]:
    """The in-turn rule (rule id, reason) that forbids ``seat``, the seat to act, the well-formed ``action`` in
    the right phase (the legality gate has checked its form, the game not being over and the phase)."""
    if isinstance(action, Play):
        if action.card not in state.black_market_hands[seat]:
            return R.BLACK_MARKET, _("{card} is not in {name}'s hand", card=card_message(action.card),
                                     name=state.players[seat])
        return R.NEUE_WARE, _("you can only play this card if you own luxury items worth {price} to pay with",
                              price=text_cards.SEARCH_PRICE)
    if isinstance(action, Exchange):
        left = state.demand_left()
        if not action.goods:
            return R.EXCHANGE, _("exchange at least one card, or move the marker instead")
        if any(c not in left or action.goods.count(c) > left[c] for c in action.goods):
            return R.EXCHANGE, _("only the commodities still demanded by the offer card can be exchanged")
        if any(action.goods.count(c) > state.hands[seat].count(c) for c in action.goods):
            return R.EXCHANGE, _("you do not hold these cards")
        return R.WAREN_KNAPP, _("{card}: each player may exchange only one card in this exchange round",
                                card=TextCard.WAREN_KNAPP.title)
    if isinstance(action, Move):
        most = max_move(state.track, state.marker, state.end)
        return R.PRICE, ngettext("the marker may move {n} space from {price}",
                                 "the marker may move 1 to {n} spaces from {price}", most, price=state.price)
    card = state.resolving
    if card is None:
        return R.EVENTS, _("no text card asks for this choice")
    if not isinstance(action, tuple(text_cards.expected(card))):
        return R.EVENTS, _("{card} does not ask for this choice", card=card.title)
    if isinstance(action, Spy | Steal | Swap | Raid) and action.target == seat:
        return card.rule, _("name an opponent, not yourself")
    return card.rule, _("this choice is not possible now")


def _play(state: State, action: Play) -> State:
    """The start player plays a black-market card and draws a replacement (sm.round.black-market)."""
    p, card = state.start, action.card
    hand = list(state.black_market_hands[p])
    hand.remove(card)
    deck = state.black_market_deck
    drawn = deck[:1]
    state = evolve(state, black_market_hands=put(state.black_market_hands, p, (*hand, *drawn)),
                   black_market_deck=deck[1:])
    rule = R.BLACK_MARKET if isinstance(card, Offer) else card.rule
    events: list[Event] = [CardPlayed(p, card, rule=rule)]
    if drawn:
        events.append(CardDrawn(p, drawn[0], rule=R.BLACK_MARKET, visible_to=frozenset({p})))
    state = record(state, *events)
    if isinstance(card, Offer):
        return exchange.begin(state, card)
    return text_cards.play_text(state, card)
