"""Json round trip of a state, validating everything (a card twice, a shared illegal worker, wrong counts)."""

from __future__ import annotations

from collections import Counter

from schwarz.core import codec
from schwarz.core.errors import InvalidState
from schwarz.i18n import _, listing, ngettext
from schwarz.schwarzarbeit.cards import ALL_CARDS, Card, Shift
from schwarz.schwarzarbeit.market import first_pass_duplicates
from schwarz.schwarzarbeit.phases import PHASES
from schwarz.schwarzarbeit.state import Phase, State


def to_json(state: State) -> str:
    """Deterministic json text of ``state``."""
    return codec.dumps(state, "schwarzarbeit")


def from_json(text: str) -> State:
    """Read a state; malformed or impossible input raises ``InvalidState`` saying what is wrong."""
    state: State = codec.loads(State, text, "schwarzarbeit")
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
        raise InvalidState(_("Schwarzarbeit has 3 to 5 players, not {count}", count=n))
    for name in ("illegal_workers", "hired", "denounced", "lawyers_left", "detectives"):
        if len(getattr(state, name)) != n:
            raise InvalidState(_("{field} must have one entry per player ({count})", field=name, count=n))
    k = state.options.illegal_count(n)
    for p, workers in enumerate(state.illegal_workers):
        if len(workers) != k:
            raise InvalidState(_("{name} must have {count} illegal workers, not {found}", name=state.players[p],
                                 count=k, found=len(workers)))
    seen: Counter[str] = Counter(e for w in state.illegal_workers for e in w)
    shared = sorted(e for e, c in seen.items() if c > 1)
    if shared:
        raise InvalidState(_("illegal workers shared by two players: {employees}", employees=listing(shared)))
    counts = Counter(where_cards_are(state))
    twice = sorted((c for c, m in counts.items() if m > 1), key=str)
    if twice:
        raise InvalidState(ngettext("a card in two places: {cards}", "cards in two places: {cards}", len(twice),
                                    cards=listing(twice[:5])))
    missing = sorted((c for c in ALL_CARDS if c not in counts), key=str)
    if missing:
        raise InvalidState(ngettext("{n} card missing: {cards}", "{n} cards missing: {cards}", len(missing),
                                    cards=listing(missing[:5])))
    if any(c.is_ich_ag for c in (*state.market, *(c for h in state.hired for c in h))):
        raise InvalidState(_("the Ich-AG card can never be on the market or hired"))
    if not state.reshuffled and first_pass_duplicates(state.market):
        raise InvalidState(_("an employee is twice on the market before the reshuffle"))
    placed = Counter(d.lawyer for pile in state.denounced for d in pile if d.lawyer is not None)
    for p in range(n):
        if not 0 <= state.lawyers_left[p] <= 2 or state.lawyers_left[p] + placed.get(p, 0) != 2:
            raise InvalidState(_("{name} must have 2 lawyers in all", name=state.players[p]))
    for q, pile in enumerate(state.denounced):
        if any(d.lawyer == q for d in pile):
            raise InvalidState(_("a lawyer can only defend a card another player denounced"))
        if any(d.lawyer is not None and not 0 <= d.lawyer < n for d in pile):
            raise InvalidState(_("a lawyer of an unknown player"))
    if not 0 <= state.active < n:
        raise InvalidState(_("active player {seat} does not exist", seat=state.active))
    if state.is_over != (state.phase is Phase.GAME_OVER) or state.phase is Phase.REFILL:
        raise InvalidState(_("impossible phase {phase}", phase=PHASES[state.phase].title))
    for claim in state.claims:
        if claim.card not in state.market or not 0 <= claim.player < n or not state.detectives[claim.player]:
            raise InvalidState(_("impossible detective claim {claim}", claim=repr(claim)))
