"""A compact notation for positions: a scenario test of a rule states only the facts it needs.

``position(...)`` builds a valid ``State`` from the few facts a scenario needs: every commodity card not placed
goes to the deck, every black-market card not placed to the black-market pile, every luxury card not held to
the bank. ``goods(potatoes=2, butter=1)`` writes a bag of commodity cards. ``from_data`` reads the same facts from
plain data (a lesson file: players by name, cards as words); ``move_text`` writes an action as a line ('exchange
potatoes potatoes', 'move 3', 'play Limit!').
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from schwarz import notation as N
from schwarz.core.codec import excerpt
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.errors import InvalidAction, InvalidState, SchwarzError
from schwarz.core.rng import Rng
from schwarz.i18n import _
from schwarz.schwarzmarkt import black_market
from schwarz.schwarzmarkt.actions import Exchange, Move, Pass, Play, QuickSale, Raid, Search, Spy, Steal, Swap
from schwarz.schwarzmarkt.black_market import BlackMarketCard, Offer, TextCard
from schwarz.schwarzmarkt.commodities import Commodity, Goods, in_play, removed_for, sort_goods
from schwarz.schwarzmarkt.luxury import VALUES, Luxury, full_bank
from schwarz.schwarzmarkt.options import Options
from schwarz.schwarzmarkt.price_track import build
from schwarz.schwarzmarkt.serialize import validate
from schwarz.schwarzmarkt.state import Phase, State


def goods(**counts: int) -> Goods:
    """``goods(potatoes=2, butter=1)`` -> the sorted bag of 3 cards."""
    return sort_goods(Commodity(k) for k, v in counts.items() for _copy in range(v))


def _rest(everything: Iterable[object], used: Iterable[object]) -> list[object]:
    left = Counter(everything)
    left.subtract(used)
    if any(v < 0 for v in left.values()):
        too_many = [k for k, v in left.items() if v < 0]
        raise ValueError(f"more cards placed than the game has: {too_many}")  # dev-text: a scenario's mistake
    return list(left.elements())


def position(
    players: Sequence[str],
    hands: Mapping[int, Goods],
    black_market_hands: Mapping[int, Sequence[BlackMarketCard]] | None = None,
    *,
    phase: Phase = Phase.PLAY_CARD,
    start: int = 0,
    turn: int | None = None,
    marker: int = 0,
    offer: Offer | None = None,
    effects: Sequence[TextCard] = (),
    pending: Sequence[TextCard] = (),
    resolving: TextCard | None = None,
    table: Goods = (),
    exchanged: Sequence[int] | None = None,
    luxury: Mapping[int, Luxury] | None = None,
    deck_top: Goods = (),
    game_round: int = 1,
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A valid state with exactly these facts."""
    n = len(players)
    options = options or Options()
    hand_t = tuple(sort_goods(hands.get(p, ())) for p in range(n))
    bm_t = tuple(tuple((black_market_hands or {}).get(p, ())) for p in range(n))
    used_goods = [*(c for h in hand_t for c in h), *table, *deck_top]
    deck = (*deck_top, *(c for c in _rest(in_play(options.deck), used_goods) if isinstance(c, Commodity)))
    face_up: list[BlackMarketCard] = [*effects, *pending, *([offer] if offer else [])]
    if resolving is not None:
        face_up.append(resolving)
    bm_rest = _rest(black_market.deck(), [*(c for h in bm_t for c in h), *face_up])
    lux = tuple((luxury or {}).get(p, Luxury()) for p in range(n))
    bank = full_bank()
    for holding in lux:
        bank = bank.minus(holding)
    state = State(
        players=tuple(players),
        options=options,
        rng=Rng(seed),
        hands=hand_t,
        deck=tuple(deck),
        removed=removed_for(options.deck),
        black_market_hands=bm_t,
        black_market_deck=tuple(c for c in bm_rest if isinstance(c, Offer | TextCard)),
        luxury=lux,
        bank=bank,
        credit=(0,) * n,
        phase=phase,
        game_round=game_round,
        start=start,
        turn=start if turn is None else turn,
        marker=marker,
        offer=offer,
        effects=tuple(effects),
        pending=tuple(pending),
        resolving=resolving,
        table=table,
        exchanged=tuple(exchanged) if exchanged is not None else (0,) * n,
        exchange_round=1 if offer is not None else 0,
    )
    validate(state)
    return state


def goods_text(bag: Iterable[Commodity]) -> str:
    """A bag of commodity cards as words: 'potatoes potatoes butter'."""
    return " ".join(c.value for c in bag)


def card_text(card: BlackMarketCard) -> str:
    """A black-market card as words: an offer '2 potatoes + 2 butter', a text card its printed title ('Limit!')."""
    if isinstance(card, TextCard):
        return card.title
    return " + ".join(f"{q} {c.value}" for c, q in card.demand)


def read_card(text: str) -> BlackMarketCard:
    """The inverse of ``card_text`` (a text card also by its id: 'limit')."""
    for t in TextCard:
        if N.normal(text) in (N.normal(t.title), t.value):
            return t
    try:
        pairs = [part.split() for part in text.split("+")]
        return black_market.offer(**{kind: int(count) for count, kind in pairs})
    except (ValueError, SchwarzError) as exc:
        raise InvalidState(_("a black-market card is an offer such as 2 potatoes + 2 butter, or a text card's title "
                             "such as Limit!, not {card}", card=excerpt(text))) from exc


def read_goods(items: Iterable[str]) -> Goods:
    """Commodity words ('potatoes', 'butter') as a sorted bag."""
    try:
        return sort_goods(Commodity(w.lower()) for w in items)
    except ValueError as exc:
        raise InvalidState(_("the commodities are potatoes, flour, butter, sugar and coffee, not {goods}",
                             goods=excerpt(list(items)))) from exc


def luxury_worth(value: int) -> Luxury:
    """A holding of luxury cards worth ``value``, in the fewest cards."""
    counts = []
    for card in reversed(VALUES):
        counts.append(value // card)
        value %= card
    nylons, cigarettes, chocolate, gum = counts
    return Luxury(gum, chocolate, cigarettes, nylons)


def move_text(state: State, action: object) -> str:
    """An action as a line of the move notation: 'play 2 potatoes + 2 butter', 'play Limit!', 'exchange potatoes
    butter', 'move 3', 'pass', 'spy Tommy', 'sell coffee', 'swap Tommy potatoes', 'raid Tommy coffee', 'search
    coffee', 'steal Tommy'."""
    names = state.players
    match action:
        case Play(card=card):
            return f"play {card_text(card)}"
        case Exchange(goods=bag):
            return f"exchange {goods_text(bag)}"
        case Move(spaces=k):
            return f"move {k}"
        case Pass():
            return "pass"
        case Spy(target=q):
            return f"spy {names[q]}"
        case QuickSale(commodity=c):
            return f"sell {c.value}"
        case Swap(target=q, give=bag):
            return f"swap {names[q]} {goods_text(bag)}"
        case Raid(target=q, commodity=c):
            return f"raid {names[q]} {c.value}"
        case Search(commodity=c):
            return f"search {c.value}"
        case Steal(target=q):
            return f"steal {names[q]}"
    raise InvalidAction(_("not a Schwarzmarkt action: {action}", action=excerpt(action)))


POSITION_KEYS = ("players", "hands", "black_market", "phase", "start", "turn", "price", "offer", "effects", "pending",
                 "table", "exchanged", "luxury", "deck_top", "game_round", "seed")


def from_data(data: Mapping[str, Any], options: Options | None = None) -> State:
    """The position a lesson file writes: ``players`` (names, seat 1 first), ``hands`` (commodity words),
    ``black_market`` (cards in the notation of ``card_text``), ``exchanged`` (cards exchanged this round) and
    ``luxury`` (a value) as tables of player names; ``price`` the value of the marker's space, ``offer`` a card,
    ``effects`` and ``pending`` text cards in force for this exchange round or waiting for the next, ``table`` and
    ``deck_top`` commodity words, ``start`` and ``turn`` names, ``phase`` a phase's value ('exchange')."""
    N.check_keys(data, POSITION_KEYS)
    players = N.players_of(data, DEFAULT_NAMES[:4])
    try:
        phase = Phase(N.text(data, "phase", Phase.PLAY_CARD.value))
    except ValueError as exc:
        raise InvalidState(_("unknown phase {phase}", phase=excerpt(data.get("phase")))) from exc
    price = N.number(data, "price", 1)
    track = build(options.track_values if options is not None else None)
    marker = next((s.index for s in track if s.value == price), None)
    if marker is None:
        raise InvalidState(_("no space of the price track shows {price}", price=price))
    start = N.seat_of(players, N.text(data, "start", players[0]))
    offer_text = N.text(data, "offer")
    offer = read_card(offer_text) if offer_text else None
    if offer is not None and not isinstance(offer, Offer):
        raise InvalidState(_("the offer must be an offer card, not {card}", card=excerpt(offer_text)))

    def texts(key: str) -> list[TextCard]:
        found = [read_card(t) for t in N.strings(data, key)]
        if not all(isinstance(c, TextCard) for c in found):
            raise InvalidState(_("{key} must list text cards", key=key))
        return [c for c in found if isinstance(c, TextCard)]

    exchanged = N.per_player(data, "exchanged", players)
    luxury = N.per_player(data, "luxury", players)
    try:
        return position(
            players,
            {p: read_goods(N.words({"hands": v}, "hands")) for p, v in N.per_player(data, "hands", players).items()},
            {p: [read_card(c) for c in N.strings({"cards": v}, "cards")]
             for p, v in N.per_player(data, "black_market", players).items()},
            phase=phase, start=start, turn=N.seat_of(players, N.text(data, "turn", players[start])), marker=marker,
            offer=offer, effects=texts("effects"), pending=texts("pending"),
            table=read_goods(N.words(data, "table")),
            exchanged=[int(exchanged.get(p, 0)) for p in range(len(players))],
            luxury={p: luxury_worth(int(v)) for p, v in luxury.items()},
            deck_top=read_goods(N.words(data, "deck_top")), game_round=N.number(data, "game_round", 1),
            options=options, seed=N.number(data, "seed"),
        )
    except ValueError as exc:  # more cards placed than the game has
        raise InvalidState(_("this Schwarzmarkt position cannot be read: {reason}", reason=excerpt(str(exc)))) from exc
