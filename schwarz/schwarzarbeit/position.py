"""A compact notation for positions and moves (one scenario test per rule, from a compact position).

``position(...)`` builds a valid ``State`` from the few facts a scenario needs; every card not placed
explicitly goes to the draw pile (after the ones given), so the 61 cards are always accounted for.
Cards are written ``"Sid Schmiel/weekend"`` or as ``Card`` values. ``from_data`` reads the same facts from plain
data (a lesson file: players by name); ``move_text`` writes an action as a line ('hire Sid Schmiel/weekend').
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from schwarz import notation as N
from schwarz.core.codec import excerpt
from schwarz.core.contract import DEFAULT_NAMES
from schwarz.core.errors import InvalidAction, InvalidState
from schwarz.core.rng import Rng
from schwarz.i18n import _
from schwarz.schwarzarbeit.actions import Announce, Denounce, Detective, Hire, Lawyer, NoHire, NoLawyer
from schwarz.schwarzarbeit.cards import ALL_CARDS, ICH_AG, Card, Shift
from schwarz.schwarzarbeit.options import Options
from schwarz.schwarzarbeit.serialize import validate
from schwarz.schwarzarbeit.state import Denunciation, Phase, State

CardLike = Card | str


def card(text: CardLike) -> Card:
    """``"Heinz Henn/day"`` -> ``Card('Heinz Henn', Shift.DAY)``; ``"Ich-AG"`` -> the Ich-AG card."""
    if isinstance(text, Card):
        return text
    if text == ICH_AG.employee:
        return ICH_AG
    name, _slash, shift = text.partition("/")
    return Card(name.strip(), Shift(shift.strip()))


def cards(items: Iterable[CardLike]) -> tuple[Card, ...]:
    return tuple(card(c) for c in items)


def position(
    players: Sequence[str],
    illegal: Mapping[int, Iterable[str]],
    market: Iterable[CardLike],
    *,
    active: int = 0,
    phase: Phase = Phase.INFORMATION,
    draw: Iterable[CardLike] = (),
    discard: Iterable[CardLike] = (),
    special: Iterable[CardLike] = (),
    removed: Iterable[CardLike] = (),
    hired: Mapping[int, Iterable[CardLike]] | None = None,
    denounced: Mapping[int, Iterable[CardLike]] | None = None,
    detectives: Sequence[bool] | None = None,
    reshuffled: bool = False,
    rest: str = "draw",
    options: Options | None = None,
    seed: int = 0,
) -> State:
    """A valid state with exactly these facts; the other cards go to the draw pile (or ``rest='removed'``)."""
    n = len(players)
    options = options or Options()
    workers = tuple(frozenset(illegal.get(p, ())) for p in range(n))
    placed = {
        "market": cards(market),
        "draw": cards(draw),
        "discard": cards(discard),
        "special": cards(special),
        "removed": cards(removed),
    }
    hired_t = tuple(cards((hired or {}).get(p, ())) for p in range(n))
    den_t = tuple(tuple(Denunciation(c) for c in cards((denounced or {}).get(p, ()))) for p in range(n))
    used = {c for group in placed.values() for c in group}
    used |= {c for h in hired_t for c in h} | {d.card for pile in den_t for d in pile}
    used |= {Card(e, Shift.WEEKEND) for w in workers for e in w}
    leftover = tuple(c for c in ALL_CARDS if c not in used)
    draw_pile = placed["draw"] + (leftover if rest == "draw" else ())
    removed_t = placed["removed"] + (leftover if rest == "removed" else ())
    state = State(
        players=tuple(players),
        options=options,
        rng=Rng(seed),
        illegal_workers=workers,
        market=placed["market"],
        draw_pile=draw_pile,
        discard_pile=placed["discard"],
        special_pile=placed["special"],
        removed=removed_t,
        reshuffled=reshuffled,
        hired=hired_t,
        denounced=den_t,
        lawyers_left=(2,) * n,
        detectives=tuple(detectives) if detectives is not None else (True,) * n,
        active=active,
        phase=phase,
    )
    validate(state)
    return state


def card_text(c: Card) -> str:
    """The inverse of ``card``: ``"Heinz Henn/day"``, ``"Ich-AG"``."""
    return c.employee if c.is_ich_ag else f"{c.employee}/{c.shift.value}"


def move_text(state: State, action: object) -> str:
    """An action as a line of the move notation: 'announce', 'hire Sid Schmiel/weekend', 'denounce ...',
    'take nobody', 'lawyer ...', 'keep lawyers', 'detective Andrea Sid Schmiel/day'."""
    match action:
        case Announce():
            return "announce"
        case Hire(card=c):
            return f"hire {card_text(c)}"
        case Denounce(card=c):
            return f"denounce {card_text(c)}"
        case NoHire():
            return "take nobody"  # dev-text: the move notation of lesson files
        case Lawyer(card=c):
            return f"lawyer {card_text(c)}"
        case NoLawyer():
            return "keep lawyers"  # dev-text: the move notation of lesson files
        case Detective(player=p, card=c):
            return f"detective {state.players[p]} {card_text(c)}"
    raise InvalidAction(_("not a Schwarzarbeit action: {action}", action=excerpt(action)))


POSITION_KEYS = ("players", "illegal", "market", "active", "phase", "draw", "discard", "special", "removed", "hired",
                 "denounced", "lawyers", "detectives", "reshuffled", "rest", "seed")


def _cards(data: Mapping[str, Any], key: str) -> tuple[Card, ...]:
    return _read_cards(N.strings(data, key))


def _read_cards(items: Iterable[str]) -> tuple[Card, ...]:
    try:
        return cards(items)
    except (InvalidAction, ValueError) as exc:
        raise InvalidState(_("a card is written Employee Name/day, /evening or /weekend: {cards}",
                             cards=excerpt(list(items)))) from exc


def from_data(data: Mapping[str, Any], options: Options | None = None) -> State:
    """The position a lesson file writes: ``players`` (names, seat 1 first), ``illegal``, ``hired``,
    ``denounced`` and ``lawyers`` as tables of player names (``lawyers = { Andrea = ["Sid Schmiel/evening"] }``:
    Andrea's lawyer defends that denounced card), ``market`` and the piles as lists of cards, ``active`` a name,
    ``phase`` a phase's value ('hire'), ``detectives`` a table of names to false for a detective already used,
    ``rest`` where the cards not placed lie: 'draw' (the draw pile), 'discard' or 'removed'."""
    N.check_keys(data, POSITION_KEYS)
    players = N.players_of(data, DEFAULT_NAMES[:4])
    try:
        phase = Phase(N.text(data, "phase", Phase.INFORMATION.value))
    except ValueError as exc:
        raise InvalidState(_("unknown phase {phase}", phase=excerpt(data.get("phase")))) from exc
    illegal = {p: N.strings({"illegal": v}, "illegal") for p, v in N.per_player(data, "illegal", players).items()}
    per_cards = {key: {p: _read_cards(N.strings({key: v}, key)) for p, v in N.per_player(data, key, players).items()}
                 for key in ("hired", "denounced", "lawyers")}
    used = N.per_player(data, "detectives", players)
    detectives = [bool(used.get(p, True)) for p in range(len(players))]
    rest = N.text(data, "rest", "draw")
    if rest not in ("draw", "removed", "discard"):
        raise InvalidState(_("rest must be draw, discard or removed, not {value}", value=excerpt(rest)))
    state = position(
        players, illegal, _cards(data, "market"),
        active=N.seat_of(players, N.text(data, "active", players[0])), phase=phase,
        draw=_cards(data, "draw"), discard=_cards(data, "discard"), special=_cards(data, "special"),
        removed=_cards(data, "removed"), hired=per_cards["hired"], denounced=per_cards["denounced"],
        detectives=detectives, reshuffled=N.flag(data, "reshuffled"), rest="draw" if rest == "draw" else "removed",
        options=options, seed=N.number(data, "seed"),
    )
    if rest == "discard":  # the cards not placed lie in the discard pile (the Ich-AG has left the game)
        kept = _cards(data, "removed")
        left = tuple(c for c in state.removed if c not in kept and not c.is_ich_ag)
        state = replace(state, discard_pile=(*state.discard_pile, *left),
                        removed=(*kept, *(c for c in state.removed if c.is_ich_ag)))
        validate(state)
    state = _with_lawyers(state, per_cards["lawyers"])
    if phase is Phase.LAWYERS:  # the active player has just taken a card: its space is refilled at the turn's end
        state = replace(state, to_refill=max(0, state.options.market_size(state.n) - len(state.market)))
    return state


def _with_lawyers(state: State, lawyers: Mapping[int, tuple[Card, ...]]) -> State:
    """``state`` with each player's lawyers on the denounced cards named."""
    if not lawyers:
        return state
    piles = [list(pile) for pile in state.denounced]
    left = list(state.lawyers_left)
    for p, defended in lawyers.items():
        for c in defended:
            spot = next(((q, i) for q, pile in enumerate(piles) for i, d in enumerate(pile) if d.card == c), None)
            if spot is None:
                raise InvalidState(_("a lawyer on {card}, which nobody denounced", card=c))
            q, i = spot
            piles[q][i] = replace(piles[q][i], lawyer=p)
            left[p] -= 1
    state = replace(state, denounced=tuple(tuple(pile) for pile in piles), lawyers_left=tuple(left))
    validate(state)
    return state
