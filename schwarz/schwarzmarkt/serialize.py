"""Json round trip of a state, validating everything (a card twice or missing, luxury cards not 100, ...)."""

from __future__ import annotations

from collections import Counter

from schwarz.core import codec
from schwarz.core.errors import InvalidState
from schwarz.i18n import Msg, _, listing
from schwarz.schwarzmarkt import black_market
from schwarz.schwarzmarkt.black_market import NEXT_ROUND, BlackMarketCard
from schwarz.schwarzmarkt.commodities import Commodity, box, removed_for, sort_goods
from schwarz.schwarzmarkt.luxury import full_bank
from schwarz.schwarzmarkt.phases import PHASES
from schwarz.schwarzmarkt.state import Phase, State


def to_json(state: State) -> str:
    """Deterministic json text of ``state``."""
    return codec.dumps(state, "schwarzmarkt")


def from_json(text: str) -> State:
    """Read a state; malformed or impossible input raises ``InvalidState`` saying what is wrong."""
    state: State = codec.loads(State, text, "schwarzmarkt")
    validate(state)
    return state


def where_goods_are(state: State) -> list[Commodity]:
    """Every commodity card of the box, wherever it lies."""
    return [*state.removed, *state.deck, *state.table, *(c for h in state.hands for c in h)]


def where_black_market_cards_are(state: State) -> list[BlackMarketCard]:
    """Every black-market card, wherever it lies."""
    face_up: list[BlackMarketCard] = [*state.effects, *state.pending]
    if state.offer is not None:
        face_up.append(state.offer)
    if state.resolving is not None:
        face_up.append(state.resolving)
    return [*state.black_market_deck, *(c for h in state.black_market_hands for c in h), *face_up]


def _same(found: Counter[object], expected: Counter[object], what: Msg) -> None:
    if found != expected:
        extra = sorted(str(k) for k in (found - expected))
        missing = sorted(str(k) for k in (expected - found))
        raise InvalidState(_("{cards} are not conserved: extra {extra}, missing {missing}", cards=what,
                             extra=codec.excerpt(extra[:5]), missing=codec.excerpt(missing[:5])))


def validate(state: State) -> None:
    """Raise ``InvalidState`` if ``state`` could not arise in a game."""
    n = state.n
    if not 3 <= n <= 5:
        raise InvalidState(_("Schwarzmarkt has 3 to 5 players, not {count}", count=n))
    for name in ("hands", "black_market_hands", "luxury", "credit", "exchanged"):
        if len(getattr(state, name)) != n:
            raise InvalidState(_("{field} must have one entry per player ({count})", field=name, count=n))
    if sort_goods(state.removed) != removed_for(state.options.deck):
        raise InvalidState(_("the removed cards do not match the deck '{deck}'", deck=state.options.deck.value))
    _same(Counter(where_goods_are(state)), Counter(box()), _("commodity cards"))
    if any(h != sort_goods(h) for h in state.hands):
        raise InvalidState(_("hands must be listed in commodity order"))
    _same(Counter(where_black_market_cards_are(state)), Counter(black_market.deck()), _("black-market cards"))
    bank = full_bank()
    totals = tuple(sum(x) for x in zip(state.bank.counts, *(lux.counts for lux in state.luxury), strict=True))
    if totals != bank.counts:
        raise InvalidState(_("luxury cards by kind must total {expected}, not {found}", expected=str(bank.counts),
                             found=str(totals)))
    if any(c < 0 for c in state.credit) or any(e < 0 for e in state.exchanged):
        raise InvalidState(_("negative credit or exchange count"))
    if not 1 <= state.game_round <= state.options.rounds:
        raise InvalidState(_("game round {round} is not a round of this game (1 to {rounds})",
                             round=state.game_round, rounds=state.options.rounds))
    for name in ("start", "turn"):
        if not 0 <= getattr(state, name) < n:
            raise InvalidState(_("{field} seat {seat} does not exist", field=name, seat=getattr(state, name)))
    if not 0 <= state.marker <= state.end:
        raise InvalidState(_("the marker ({marker}) is off the track or past the end space ({end})",
                             marker=state.marker, end=state.end))
    in_round = state.phase in (Phase.EXCHANGE, Phase.LAST_EXCHANGE)
    if in_round != (state.offer is not None):
        raise InvalidState(_("an offer card is face up exactly during an exchange round (phase '{phase}')",
                             phase=PHASES[state.phase].title))
    if not in_round and (state.table or state.effects or state.marker or any(state.exchanged)):
        raise InvalidState(_("exchanged cards, text cards in force or a moved marker outside an exchange round"))
    if (state.phase is Phase.EVENT) != (state.resolving is not None):
        raise InvalidState(_("a text card is carried out exactly in the phase '{phase}'",
                             phase=PHASES[Phase.EVENT].title))
    if state.resolving is not None and state.resolving.next_round:
        raise InvalidState(_("{card} acts on the next exchange round, not at once", card=state.resolving.title))
    if any(not c.next_round for c in (*state.effects, *state.pending)):
        raise InvalidState(_("only {cards} wait for an exchange round",
                             cards=listing([c.title for c in black_market.TextCard if c in NEXT_ROUND], "and")))
    if (state.phase is Phase.LAST_EXCHANGE) != (in_round and state.marker == state.end):
        raise InvalidState(_("the last exchange happens exactly when the marker stands on the end space"))
    demand = state.offer.demand if state.offer is not None else ()
    if any(state.table.count(c) > q for c, q in demand):
        raise InvalidState(_("more cards exchanged than the offer card demands"))
    if in_round and sum(state.exchanged) != len(state.table):
        raise InvalidState(_("exchange counts do not match the exchanged cards"))
