"""Setting up a game and dealing each round (sections sch.setup, sch.after, sch.express.setup, sch.mafia.setup)."""

from __future__ import annotations

from schwarz.core import legality
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.events import record
from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.cars import COLOURS, MAFIA_CAR, Colour
from schwarz.scheffeln.components import Card, deck, default_token_values
from schwarz.scheffeln.events import (
    CardsDealt,
    CarsPlaced,
    ChoosingBegins,
    ClaimsOpen,
    HandDealt,
    MafiaPlaced,
    RingLaidOut,
    RoundStarted,
    RowCardRevealed,
    RowDealt,
    TokensStacked,
    TopTokensTurned,
)
from schwarz.scheffeln.moving import LETTERS, RING
from schwarz.scheffeln.options import EXPRESS_PLAYERS, Options, default_options
from schwarz.scheffeln.state import Phase, State


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Place the cars at random, stack the money tokens, deal, and wait for the first decision.

    Base game: ring A..H, each business's 4 tokens shuffled, 4 cards each, characters chosen in turn order.
    Express: businesses in any order, all tokens shuffled into 8 stacks, a row of 7 cards revealed right to left.
    Without ``options``, 5-8 players get the Express variant (the text's only variant for more than 4).
    Arguments it cannot start a game with raise ``InvalidArgument``.
    """
    chosen = legality.arguments(players, seed, options, Options, EXPRESS_PLAYERS[0], EXPRESS_PLAYERS[1],
                                game="Scheffeln")
    options = chosen if chosen is not None else default_options(players)
    options.check_players(players)
    rng = Rng(seed)
    values = options.token_values or default_token_values()
    if options.express:
        ring, rng = rng.shuffled(LETTERS)
        pool, rng = rng.shuffled([v for stack in values for v in stack])
        size = len(values[0])
        tokens = tuple(tuple(pool[i * size : (i + 1) * size]) for i in range(RING))
    else:
        ring = tuple(LETTERS)
        stacks_of_tokens = []
        for stack in values:
            shuffled, rng = rng.shuffled(stack)
            stacks_of_tokens.append(shuffled)
        tokens = tuple(stacks_of_tokens)
    cars, rng = rng.shuffled(COLOURS)
    stacks = tuple((c,) for c in cars)
    names = DEFAULT_NAMES[:players]
    state = State(
        players=names,
        options=options,
        rng=rng,
        ring=ring,
        stacks=stacks,
        tokens=tokens,
        money=((),) * players,
        characters=(None,) * players,
        hands=((),) * players,
        deck=deck(options.run),
        phase=Phase.CLAIM if options.express else Phase.CHOOSE,
    )
    setup_rule = R.EXPRESS_SETUP if options.express else R.SETUP
    state = record(state, RingLaidOut(ring=ring, random=options.express, rule=setup_rule),
                   CarsPlaced(ring=ring, cars=cars, rule=setup_rule))
    if options.mafia:
        a = ring.index("A")
        state = evolve(state, stacks=tuple((MAFIA_CAR, *s) if i == a else s for i, s in enumerate(state.stacks)))
        state = record(state, MafiaPlaced(top=cars[a], business=ring[a], rule=R.MAFIA_SETUP))
    state = record(state, TokensStacked(express=options.express, rule=setup_rule))
    return start_round(state)


def start_round(state: State) -> State:
    """Shuffle all movement cards, deal (hands, or the Express row revealed right to left), turn up top tokens."""
    rule = R.EXPRESS_SETUP if state.options.express else (R.SETUP if state.round == 1 else R.AFTER)
    state = record(
        state,
        RoundStarted(player=state.start, round=state.round, rule=rule),
        TopTokensTurned(tops=tuple((state.ring[i], s[0]) for i, s in enumerate(state.tokens) if s), rule=rule),
    )
    cards, rng = state.rng.shuffled(deck(state.options.run))
    state = evolve(state, rng=rng, played=(), face_down=(), row=(), timed_out=frozenset())
    if state.options.express:
        k = state.options.row_size
        row = tuple(c for c in cards[:k] if isinstance(c, Colour))  # Express is played without RUN cards
        rest = cards[k:]
        state = evolve(state, row=row, deck=rest, hands=((),) * state.n, phase=Phase.CLAIM, active=state.start,
                       characters=(None,) * state.n)
        state = record(state, RowDealt(dealer=state.start, count=len(cards), size=k, rule=R.EXPRESS_SETUP))
        state = record(state, *(RowCardRevealed(position=i, card=row[i], rule=R.EXPRESS_PLAY)
                                for i in reversed(range(k))))
        return record(state, ClaimsOpen(rule=R.EXPRESS_PLAY))
    h = state.options.hand_size
    order = [(state.start + k) % state.n for k in range(state.n)]
    hands: list[tuple[Card, ...]] = [()] * state.n
    for j, p in enumerate(order):
        hands[p] = tuple(sorted(cards[j * h : (j + 1) * h]))
    state = evolve(state, hands=tuple(hands), deck=cards[state.n * h :], active=state.start,
                   phase=Phase.CHOOSE if state.round == 1 else Phase.PLAY)
    state = record(state, CardsDealt(dealer=state.start, count=len(cards), size=h, rule=rule))
    state = record(state, *(HandDealt(player=p, cards=hands[p], rule=rule, visible_to=frozenset({p})) for p in order))
    if state.phase is Phase.CHOOSE:
        state = record(state, ChoosingBegins(rule=R.SETUP))
    return state
