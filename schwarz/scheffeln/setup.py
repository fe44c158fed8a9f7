"""Setting up a game and dealing each round (sections sch.setup, sch.after, sch.express.setup, sch.mafia.setup)."""

from __future__ import annotations

from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.scheffeln import rule_ids as R
from schwarz.scheffeln.components import deck, default_token_values
from schwarz.scheffeln.moving import COLOURS, LETTERS, MAFIA_CAR, RING
from schwarz.scheffeln.options import Options, default_options
from schwarz.scheffeln.state import Phase, State, say


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Place the cars at random, stack the money tokens, deal, and wait for the first decision.

    Base game: ring A..H, each business's 4 tokens shuffled, 4 cards each, characters chosen in turn order.
    Express: businesses in any order, all tokens shuffled into 8 stacks, a row of 7 cards revealed right to left.
    Without ``options``, 5-8 players get the Express variant (the text's only variant for more than 4).
    """
    options = options if options is not None else default_options(players)
    if not isinstance(options, Options):
        raise TypeError(f"options must be scheffeln Options, not {type(options).__name__}")
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
    order = "in random order" if options.express else "in alphabetical order"
    state = say(state, "ring", f"The 8 businesses form a ring {order}: " + ", ".join(map(state.label, range(RING))),
                setup_rule, ring=ring, random=options.express)
    state = say(state, "cars", "One car on each business: " + ", ".join(
        f"{ring[i]} {c}" for i, c in enumerate(cars)), setup_rule, stacks=stacks, ring=ring)
    if options.mafia:
        a = ring.index("A")
        state = evolve(state, stacks=tuple((MAFIA_CAR, *s) if i == a else s for i, s in enumerate(state.stacks)))
        state = say(state, "mafia", f"The black Mafia car is placed beneath {cars[a]} on {state.label(a)}",
                    R.MAFIA_SETUP, stacks=state.stacks, case="placed", top=cars[a], business=ring[a])
    how = "all tokens shuffled together into 8 stacks" if options.express else "each business's tokens shuffled"
    state = say(state, "tokens", f"Money tokens: {how}, face down", setup_rule, express=options.express)
    return start_round(state)


def start_round(state: State) -> State:
    """Shuffle all movement cards, deal (hands, or the Express row revealed right to left), turn up top tokens."""
    rule = R.EXPRESS_SETUP if state.options.express else (R.SETUP if state.round == 1 else R.AFTER)
    dealer = state.players[state.start]
    state = say(state, "round", f"Round {state.round}: {dealer} is the starting player", rule, player=state.start,
                round=state.round)
    state = say(state, "tops", "Top money tokens face up: " + ", ".join(
        f"{state.ring[i]} {s[0]}" for i, s in enumerate(state.tokens) if s), rule,
        tops=tuple(s[0] if s else None for s in state.tokens), ring=state.ring)
    cards, rng = state.rng.shuffled(deck(state.options.run))
    state = evolve(state, rng=rng, played=(), face_down=(), row=(), timed_out=frozenset())
    if state.options.express:
        k = state.options.row_size
        row, rest = cards[:k], cards[k:]
        state = evolve(state, row=row, deck=rest, hands=((),) * state.n, phase=Phase.CLAIM, active=state.start,
                       characters=(None,) * state.n)
        state = say(state, "row", f"{dealer} shuffles the {len(cards)} movement cards and deals {k} face down in a row",
                    R.EXPRESS_SETUP, dealer=state.start, count=len(cards), size=k)
        for i in reversed(range(k)):
            state = say(state, "reveal", f"Card {i + 1} of the row (from the left) is turned up: {row[i]}",
                        R.EXPRESS_PLAY, position=i, card=row[i])
        return say(state, "claim", "Everybody works out where the cars will land and grabs a character",
                   R.EXPRESS_PLAY, row=row)
    h = state.options.hand_size
    order = [(state.start + k) % state.n for k in range(state.n)]
    hands: list[tuple[str, ...]] = [()] * state.n
    for j, p in enumerate(order):
        hands[p] = tuple(sorted(cards[j * h : (j + 1) * h]))
    state = evolve(state, hands=tuple(hands), deck=cards[state.n * h :], active=state.start,
                   phase=Phase.CHOOSE if state.round == 1 else Phase.PLAY)
    state = say(state, "deal", f"{dealer} shuffles the {len(cards)} movement cards and deals {h} to each player",
                rule, dealer=state.start, count=len(cards), size=h)
    for p in order:
        state = say(state, "hand", f"{state.players[p]} is dealt {', '.join(hands[p])}", rule, player=p,
                    visible_to=frozenset({p}), cards=hands[p])
    if state.phase is Phase.CHOOSE:
        state = say(state, "choose", "Beginning with the starting player, each player chooses a character", R.SETUP)
    return state
