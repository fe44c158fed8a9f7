"""A compact notation for positions: the scenario test of each rule section builds its position from it.

``board("yellow red / - / green / ...")`` reads 8 businesses A..H separated by '/', cars bottom to top, '-' for
none; ``position(...)`` builds a valid base-game ``State`` from the few facts a scenario needs. ``from_data`` reads
the same facts from plain data (a lesson file: players by name); ``move_text`` writes an action as a line ('move
blue', 'exchange red for green').
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from schwarz import notation as N
from schwarz.core.codec import excerpt
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.errors import InvalidAction, InvalidState, SchwarzError
from schwarz.core.rng import Rng
from schwarz.i18n import _
from schwarz.scheffeln.actions import (
    Backward,
    Choose,
    Claim,
    Evasion,
    Exchange,
    Joker,
    Move,
    Nasty,
    Resolve,
    Scheffeln,
    TimeOut,
)
from schwarz.scheffeln.cars import Colour
from schwarz.scheffeln.components import Card, card_named, deck, default_token_values
from schwarz.scheffeln.moving import LETTERS, Stacks, check_stacks
from schwarz.scheffeln.options import Options
from schwarz.scheffeln.serialize import validate
from schwarz.scheffeln.state import Phase, State, Won


def board(text: str) -> Stacks:
    """``"yellow red / - / green / blue / orange / purple / pink / white"`` -> stacks (A..H, bottom to top)."""
    parts = [p.split() for p in text.split("/")]
    return check_stacks([tuple(c for c in p if c != "-") for p in parts])


def show(stacks: Stacks) -> str:
    """The inverse of ``board``."""
    return " / ".join(" ".join(s) if s else "-" for s in stacks)


def position(
    stacks: Stacks | str,
    characters: Sequence[str | None],
    hands: Sequence[Sequence[str]] | None = None,
    *,
    options: Options | None = None,
    tokens: Sequence[Sequence[int]] | None = None,
    money: Mapping[int, Sequence[Won]] | None = None,
    start: int = 0,
    phase: Phase = Phase.PLAY,
    seed: int = 0,
) -> State:
    """A valid base-game state at the start of a round (or, ``phase=Phase.SCHEFFELN``, once all cards are played).

    Cards not in ``hands`` lie undealt; ``tokens`` defaults to the data file's stacks, most valuable on top.
    """
    options = options or Options()
    n = len(characters)
    board_ = board(stacks) if isinstance(stacks, str) else check_stacks(stacks)
    hands_t = tuple(tuple(sorted(card_named(c) for c in h)) for h in (hands if hands is not None else [()] * n))
    left = Counter(deck(options.run))
    for h in hands_t:
        left.subtract(h)
    if any(v < 0 for v in left.values()):
        raise InvalidState(_("the hands hold more cards than the deck: {hands}", hands=excerpt(hands_t)))
    rest = tuple(sorted(left.elements()))
    played: tuple[Card, ...] = ()
    if phase is Phase.SCHEFFELN and not options.express:
        k = n * options.hand_size  # every card of the round has been played (face up, for simplicity)
        played, rest = rest[:k], rest[k:]
    values = options.token_values or default_token_values()
    toks = tuple(tuple(t) for t in tokens) if tokens is not None else tuple(tuple(sorted(s, reverse=True))
                                                                            for s in values)
    state = State(
        players=DEFAULT_NAMES[:n],
        options=options,
        rng=Rng(seed),
        ring=tuple(LETTERS),
        stacks=board_,
        tokens=toks,
        money=tuple(tuple((money or {}).get(p, ())) for p in range(n)),
        characters=tuple(Colour(c) if c is not None else None for c in characters),
        hands=hands_t,
        deck=rest,
        played=played,
        start=start,
        active=start,
        phase=phase,
    )
    validate(state)
    return state


def move_text(state: State, action: object) -> str:
    """An action as a line of the move notation: 'choose blue', 'move blue' (a card face up), 'exchange red for
    green' (a card face down), 'joker blue', 'backward blue', 'evasion blue to E', 'nasty green', 'scheffeln',
    'claim Andrea blue', 'time out Andrea', 'resolve'."""
    match action:
        case Choose(character=c):
            return f"choose {c}"
        case Move(card=c):
            return f"move {c}"
        case Exchange(card=card, character=c):
            return f"exchange {card} for {c}"  # dev-text: the move notation of lesson files
        case Joker(car=c):
            return f"joker {c}"
        case Backward(car=c):
            return f"backward {c}"
        case Evasion(car=None):
            return "evasion"
        case Evasion(car=c, business=b):
            return f"evasion {c} to {b}"  # dev-text: the move notation of lesson files
        case Nasty(character=c):
            return f"nasty {c}"
        case Scheffeln():
            return "scheffeln"
        case Claim(player=p, character=c):
            return f"claim {state.players[p]} {c}"
        case TimeOut(player=p):
            return f"time out {state.players[p]}"  # dev-text: the move notation of lesson files
        case Resolve():
            return "resolve"
    raise InvalidAction(_("not a Scheffeln action: {action}", action=excerpt(action)))


POSITION_KEYS = ("players", "board", "characters", "hands", "start", "phase", "seed")


def from_data(data: Mapping[str, Any], options: Options | None = None) -> State:
    """The position a lesson file writes: ``players`` (names, seat 1 first), ``board`` in the notation of
    ``board``, ``characters`` and ``hands`` as tables of player names (``hands = { Andrea = ["blue", "red"] }``),
    ``start`` a name, ``phase`` 'play' or 'scheffeln'."""
    N.check_keys(data, POSITION_KEYS)
    players = N.players_of(data, DEFAULT_NAMES[:4])
    chars = N.per_player(data, "characters", players)
    hands = N.per_player(data, "hands", players)
    phase_name = N.text(data, "phase", Phase.PLAY.value)
    if phase_name not in (Phase.PLAY.value, Phase.SCHEFFELN.value):
        raise InvalidState(_("a position starts in the phase play or scheffeln, not {phase}",
                             phase=excerpt(phase_name)))
    try:
        state = position(
            N.text(data, "board"),
            [str(chars[p]) if p in chars else None for p in range(len(players))],
            [N.words({"hands": hands.get(p, [])}, "hands") for p in range(len(players))],
            options=options, start=N.seat_of(players, N.text(data, "start", players[0])), phase=Phase(phase_name),
            seed=N.number(data, "seed"),
        )
    except InvalidState:
        raise
    except (SchwarzError, ValueError, KeyError) as exc:
        raise InvalidState(_("this Scheffeln position cannot be read: {reason}", reason=excerpt(str(exc)))) from exc
    state = replace(state, players=players)
    validate(state)
    return state
