"""Setting up a game (section 'Setup')."""

from __future__ import annotations

from schwarz.core import legality
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.events import record
from schwarz.core.rng import Rng
from schwarz.core.values import evolve
from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.cards import ALL_CARDS, ICH_AG, Card, Shift
from schwarz.schwarzarbeit.events import Dealt, IchAgShuffledIn, IllegalWorkersDealt, MarketOpened, TurnStarted
from schwarz.schwarzarbeit.market import fill_to
from schwarz.schwarzarbeit.options import Options
from schwarz.schwarzarbeit.state import Phase, State

PLAYERS = (3, 5)
"""The fewest and the most players (section 'Components')."""


def new_game(players: int, seed: int, options: Options | None = None) -> State:
    """Deal the illegal workers, open the market of players + 2, then shuffle the Ich-AG into the draw pile.
    Arguments it cannot start a game with raise ``InvalidArgument``."""
    options = legality.arguments(players, seed, options, Options, *PLAYERS, game="Schwarzarbeit") or Options()
    options.check_players(players)
    rng = Rng(seed)
    weekend = [c for c in ALL_CARDS if c.shift is Shift.WEEKEND]
    others = [c for c in ALL_CARDS if c.shift in (Shift.DAY, Shift.EVENING)]
    weekend_shuffled, rng = rng.shuffled(weekend)
    k = options.illegal_count(players)
    illegal = tuple(frozenset(c.employee for c in weekend_shuffled[p * k : (p + 1) * k]) for p in range(players))
    draw, rng = rng.shuffled([*weekend_shuffled[players * k :], *others])
    names = DEFAULT_NAMES[:players]
    state = State(
        players=names,
        options=options,
        rng=rng,
        illegal_workers=illegal,
        market=(),
        draw_pile=draw,
        discard_pile=(),
        hired=((),) * players,
        denounced=((),) * players,
        lawyers_left=(2,) * players,
        detectives=(True,) * players,
        phase=Phase.INFORMATION,
    )
    for p in range(players):
        mine = tuple(sorted(Card(e, Shift.WEEKEND) for e in illegal[p]))
        state = record(
            state,
            Dealt(p, k, rule=R.SETUP),
            IllegalWorkersDealt(p, mine, rule=R.SETUP, visible_to=frozenset({p})),
        )
    state = fill_to(state, options.market_size(players))
    state = record(state, MarketOpened(state.market, rule=R.SETUP))
    pile, rng = state.rng.shuffled([*state.draw_pile, ICH_AG])
    state = evolve(state, draw_pile=pile, rng=rng)
    return record(state, IchAgShuffledIn(rule=R.SETUP), TurnStarted(0, 1, rule=R.TURN))


