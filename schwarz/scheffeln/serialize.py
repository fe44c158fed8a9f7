"""Json round trip of a state, validating everything (3 cars on a business, an unknown colour, wrong counts)."""

from __future__ import annotations

from collections import Counter

from schwarz.core import codec
from schwarz.core.codec import excerpt
from schwarz.core.errors import InvalidState, SchwarzError
from schwarz.i18n import _, listing, ngettext
from schwarz.scheffeln.cars import COLOURS, MAFIA_CAR
from schwarz.scheffeln.components import CARD_NAMES, deck, default_token_values
from schwarz.scheffeln.moving import LETTERS, check_stacks
from schwarz.scheffeln.phases import PHASES
from schwarz.scheffeln.state import Phase, State


def to_json(state: State) -> str:
    """Deterministic json text of ``state``."""
    return codec.dumps(state, "scheffeln")


def from_json(text: str) -> State:
    """Read a state; malformed or impossible input raises ``InvalidState`` saying what is wrong."""
    state: State = codec.loads(State, text, "scheffeln")
    validate(state)
    return state


def validate(state: State) -> None:
    """Raise ``InvalidState`` if ``state`` could not arise in a game."""
    n, opts = state.n, state.options
    try:
        opts.check_players(n)
    except SchwarzError as exc:
        raise InvalidState(exc.message) from None
    for name in ("money", "characters", "hands"):
        if len(getattr(state, name)) != n:
            raise InvalidState(_("{field} must have one entry per player ({count})", field=name, count=n))
    if not 0 <= state.start < n or not 0 <= state.active < n or state.round < 1:
        raise InvalidState(_("impossible start {start}, active {active} or round {round}", start=state.start,
                             active=state.active, round=state.round))
    _validate_board(state)
    _validate_tokens(state)
    _validate_characters(state)
    _validate_cards(state)


def _validate_board(state: State) -> None:
    if sorted(state.ring) != list(LETTERS) or (not state.options.express and "".join(state.ring) != LETTERS):
        raise InvalidState(_("the ring must hold the businesses A to H (in the order A to H in the base game), not "
                             "{ring}", ring=excerpt(state.ring)))
    stacks = check_stacks(state.stacks)
    cars = Counter(c for s in stacks for c in s)
    missing = [c for c in COLOURS if c not in cars]
    if missing:
        raise InvalidState(_("cars missing from the board: {cars}", cars=listing(missing)))
    if (MAFIA_CAR in cars) != state.options.mafia:
        raise InvalidState(_("the black Mafia car is on the board exactly when the Mafia-Style expansion is played"))


def _validate_tokens(state: State) -> None:
    values = state.options.token_values or default_token_values()
    everywhere = Counter(v for s in state.tokens for v in s)
    everywhere.update(w.value for m in state.money for w in m)
    everywhere.update(state.removed)
    if len(state.tokens) != len(LETTERS) or everywhere != Counter(v for s in values for v in s):
        raise InvalidState(_("the money tokens on the businesses, with the players and out of the game do not match "
                             "the tokens of the game"))
    if not state.options.express:
        for i, stack in enumerate(state.tokens):
            if Counter(stack) - Counter(values[i]):
                raise InvalidState(_("business {letter} holds tokens of another business: {tokens}",
                                     letter=LETTERS[i], tokens=excerpt(stack)))
    if any(w.business not in LETTERS for m in state.money for w in m):
        raise InvalidState(_("a money token from an unknown business"))
    if any(w.mafia for m in state.money for w in m) and not state.options.mafia:
        raise InvalidState(_("a Mafia token in a game without the Mafia"))
    empty = any(not s for s in state.tokens)
    if empty != state.is_over:
        raise InvalidState(_("the game is over exactly when a business has no more money tokens"))


def _validate_characters(state: State) -> None:
    chars = [c for c in state.characters if c is not None]
    if any(c not in COLOURS for c in chars):
        raise InvalidState(_("unknown characters in {characters}", characters=excerpt(state.characters)))
    if len(set(chars)) != len(chars):
        raise InvalidState(_("a character held by two players: {characters}", characters=excerpt(state.characters)))
    if not state.options.express and state.phase not in (Phase.CHOOSE,) and len(chars) != state.n:
        raise InvalidState(_("every player holds a character after the setup"))
    if any(not 0 <= p < state.n for p in state.timed_out):
        raise InvalidState(_("timed_out names unknown seats: {seats}", seats=excerpt(sorted(state.timed_out))))
    if state.timed_out and not state.options.express:
        raise InvalidState(_("only Express players can run out of time"))


def _validate_cards(state: State) -> None:
    opts, n = state.options, state.n
    cards = [c for h in state.hands for c in h] + [*state.deck, *state.played, *state.face_down, *state.row]
    unknown = sorted({c for c in cards if c not in CARD_NAMES})
    if unknown:
        raise InvalidState(_("unknown movement cards: {cards}", cards=excerpt([str(c) for c in unknown])))
    if Counter(cards) != Counter(deck(opts.run)):
        raise InvalidState(_("the movement cards must be the {count} of the game, each once, not {found}",
                             count=len(deck(opts.run)), found=len(cards)))
    phase = state.phase
    if opts.express:
        if phase in (Phase.CHOOSE, Phase.PLAY) or any(state.hands) or state.face_down:
            raise InvalidState(_("Express has no hands and no phase to choose characters or play cards"))
        want_row = opts.row_size if phase in (Phase.CLAIM, Phase.MOVING) else 0
        if len(state.row) != want_row:
            raise InvalidState(_("the Express row must hold {count} cards in the phase « {phase} », not {found}",
                                 count=want_row, phase=PHASES[phase].title, found=len(state.row)))
        if phase is Phase.CLAIM and not state.claimants():
            raise InvalidState(_("the claims are over (everybody has a character or ran out of time): the phase must "
                                 "be « {phase} »", phase=PHASES[Phase.MOVING].title))
        if phase is Phase.MOVING and state.claimants():
            raise InvalidState(_("the row moves only when every player has a character or ran out of time"))
        return
    if phase in (Phase.CLAIM, Phase.MOVING) or state.row or state.timed_out:
        raise InvalidState(_("the base game has no Express row or claims"))
    if phase is Phase.GAME_OVER:
        return
    h = opts.hand_size
    turns = len(state.played) + len(state.face_down)
    if phase is Phase.CHOOSE:
        chosen = sum(c is not None for c in state.characters)
        if turns or state.active != (state.start + chosen) % n or chosen == n:
            raise InvalidState(ngettext(
                "while characters are chosen, no card is played and seat {seat} chooses next (after {n} choice)",
                "while characters are chosen, no card is played and seat {seat} chooses next (after {n} choices)",
                chosen, seat=(state.start + chosen) % n))
    if phase is Phase.SCHEFFELN and any(state.hands):
        raise InvalidState(_("the Scheffeln phase begins after all cards are played"))
    for j in range(n):
        p = (state.start + j) % n
        want = h - (turns // n + (1 if j < turns % n else 0))
        if len(state.hands[p]) != want:
            raise InvalidState(_("{name} must hold {cards} after {turns}, not {found}", name=state.players[p],
                                 cards=ngettext("{n} card", "{n} cards", want),
                                 turns=ngettext("{n} turn", "{n} turns", turns), found=len(state.hands[p])))
    if phase is Phase.PLAY and state.active != (state.start + turns) % n:
        raise InvalidState(ngettext("after {n} turn it is seat {seat}'s turn, not seat {active}'s",
                                    "after {n} turns it is seat {seat}'s turn, not seat {active}'s", turns,
                                    seat=(state.start + turns) % n, active=state.active))
