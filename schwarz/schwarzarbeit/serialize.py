"""Json round trip of a state, validating everything (a card twice, a shared illegal worker, wrong counts)."""

from __future__ import annotations

from collections import Counter

from schwarz.core import codec
from schwarz.core.errors import InvalidState
from schwarz.schwarzarbeit.cards import ALL_CARDS, Card, Shift
from schwarz.schwarzarbeit.market import first_pass_duplicates
from schwarz.schwarzarbeit.state import Phase, State


def to_json(state: State) -> str:
    """Deterministic json text of ``state``."""
    return codec.dumps(state)


def from_json(text: str) -> State:
    """Read a state; malformed or impossible input raises ``InvalidState`` saying what is wrong."""
    state: State = codec.loads(State, text)
    validate(state)
    return state


def where_cards_are(state: State) -> list[Card]:
    """Every card of the game, wherever it lies (weekend cards under the companies included)."""
    under = [Card(e, Shift.WEEKEND) for workers in state.illegal_workers for e in workers]
    return [
        *state.market,
        *state.draw_pile,
        *state.discard_pile,
        *state.special_pile,
        *state.removed,
        *(c for hand in state.hired for c in hand),
        *(d.card for pile in state.denounced for d in pile),
        *under,
    ]


def validate(state: State) -> None:
    """Raise ``InvalidState`` if ``state`` could not arise in a game."""
    n = state.n
    if not 3 <= n <= 5:
        raise InvalidState(f"Schwarzarbeit has 3 to 5 players, not {n}")
    for name in ("illegal_workers", "hired", "denounced", "lawyers_left", "detectives"):
        if len(getattr(state, name)) != n:
            raise InvalidState(f"{name} must have one entry per player ({n})")
    k = state.options.illegal_count(n)
    for p, workers in enumerate(state.illegal_workers):
        if len(workers) != k:
            raise InvalidState(f"{state.players[p]} must have {k} illegal workers, not {len(workers)}")
    seen: Counter[str] = Counter(e for w in state.illegal_workers for e in w)
    shared = sorted(e for e, c in seen.items() if c > 1)
    if shared:
        raise InvalidState(f"illegal workers shared by two players: {', '.join(shared)}")
    counts = Counter(where_cards_are(state))
    twice = sorted(str(c) for c, m in counts.items() if m > 1)
    if twice:
        raise InvalidState(f"card(s) in two places: {', '.join(twice)}")
    missing = sorted(str(c) for c in ALL_CARDS if c not in counts)
    if missing:
        raise InvalidState(f"{len(missing)} card(s) missing: {', '.join(missing[:5])}")
    if any(c.is_ich_ag for c in (*state.market, *(c for h in state.hired for c in h))):
        raise InvalidState("the Ich-AG card can never be on the market or hired")
    if not state.reshuffled and first_pass_duplicates(state.market):
        raise InvalidState("an employee is twice on the market before the reshuffle")
    placed = Counter(d.lawyer for pile in state.denounced for d in pile if d.lawyer is not None)
    for p in range(n):
        if not 0 <= state.lawyers_left[p] <= 2 or state.lawyers_left[p] + placed.get(p, 0) != 2:
            raise InvalidState(f"{state.players[p]} must have 2 lawyers in all")
    for q, pile in enumerate(state.denounced):
        if any(d.lawyer == q for d in pile):
            raise InvalidState("a lawyer can only defend a card another player denounced")
        if any(d.lawyer is not None and not 0 <= d.lawyer < n for d in pile):
            raise InvalidState("a lawyer of an unknown player")
    if not 0 <= state.active < n:
        raise InvalidState(f"active player {state.active} does not exist")
    if state.is_over != (state.phase is Phase.GAME_OVER) or state.phase is Phase.REFILL:
        raise InvalidState(f"impossible phase {state.phase}")
    for claim in state.claims:
        if claim.card not in state.market or not 0 <= claim.player < n or not state.detectives[claim.player]:
            raise InvalidState(f"impossible detective claim {claim!r}")
