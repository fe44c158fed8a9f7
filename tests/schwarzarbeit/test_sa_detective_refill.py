"""Two detectives settled together as the first draw pile runs out (sa.detective, sa.turn.refill).

The detectives used before the reshuffle are not 'left in the game': the special pile set aside by the
reshuffle holds one card per detective still in hand, and the spaces of the detectives used before it are
refilled from the new draw pile. Every later detective space is then refilled from the special pile.
"""

from __future__ import annotations

import random

from schwarz.schwarzarbeit import Action, Announce, Detective, Lawyer, State, apply, legal_actions, new_game
from schwarz.schwarzarbeit.events import GameEnded, Reshuffled, Revealed
from schwarz.schwarzarbeit.position import card, position

PLAYERS = ("Andrea", "Friedemann", "Henning")
ILLEGAL = {0: ("Maureen Moon", "Otto Ortmann", "Paula Pohl"), 1: ("Emil Eckert", "Ida Imhof", "Dora Dietz"),
           2: ("Franz-Benno Faidutti", "Jakob Jung", "Karla Kuhn")}
MARKET = ("Angelika Adam/day", "Heinz Henn/day", "Christwart Casasola/evening", "Sid Schmiel/weekend",
          "Virginia Vohwinkel/evening")
DISCARD = ("Nora Nagel/day", "Nora Nagel/evening", "Rudi Roth/day", "Rudi Roth/evening", "Berta Brandt/day",
           "Berta Brandt/evening")


def special_pile_matches(state: State) -> bool:
    return not state.reshuffled or state.is_over or len(state.special_pile) == sum(state.detectives)


def test_built_position_two_claims_as_the_draw_pile_is_empty() -> None:
    state = position(PLAYERS, ILLEGAL, MARKET, active=0, discard=DISCARD, rest="removed", removed=("Ich-AG",))
    assert not state.draw_pile and not state.reshuffled
    state = apply(state, Detective(1, card("Heinz Henn/day")))
    state = apply(state, Detective(2, card("Angelika Adam/day")))
    state = apply(state, Announce())  # the window closes: both claims settle, then the two spaces are refilled
    reshuffle = next(e for e in state.log if isinstance(e, Reshuffled))
    assert reshuffle.special == 1  # Andrea's detective is the only one left
    assert len(state.special_pile) == 1 == sum(state.detectives)
    assert not any(isinstance(e, Revealed) and e.from_special for e in state.log)
    assert len(state.market) == 5 and len(state.draw_pile) == 6 - 1 - 2
    # Andrea's detective, used later, is refilled from the special pile
    state = apply(state, Detective(0, state.market[0]))
    state = apply(state, legal_actions(state)[0])  # Andrea hires: the claim settles first
    assert any(isinstance(e, Revealed) and e.from_special for e in state.log)
    assert len(state.market) == 5 - state.to_refill and not state.special_pile


def careful(state: State) -> list[Action]:
    """The legal turn actions of a careful player: no detective, no lawyer on his own illegal worker."""
    own = state.illegal_workers[state.active]
    return [a for a in legal_actions(state)
            if not isinstance(a, Detective) and not (isinstance(a, Lawyer) and a.card.employee in own)]


def turn_35_of_seed_1() -> State:
    """3 players, seed 1, random legal turn actions of careful players (random.Random(1)): turn 35 opens with
    the first draw pile used up (the market full, the reshuffle not yet due) and every detective in hand."""
    rng = random.Random(1)
    state = new_game(3, 1)
    while state.draw_pile or state.reshuffled:
        state = apply(state, rng.choice(careful(state)))
    assert state.turn == 35 and all(state.detectives) and len(state.market) == 5
    return state


def test_seed_1_turn_35_every_later_detective_space_is_refilled() -> None:
    state = turn_35_of_seed_1()
    others = [p for p in range(3) if p != state.active]
    state = apply(state, Detective(others[0], state.market[0]))
    state = apply(state, Detective(others[1], state.market[1]))
    rng = random.Random(35)
    last_detective = state.active
    while not state.is_over:
        if state.detectives[last_detective] and state.phase.name == "HIRE" and rng.random() < 0.3:
            claims = [a for a in legal_actions(state, last_detective) if isinstance(a, Detective)]
            if claims:
                state = apply(state, claims[0])
                continue
        state = apply(state, rng.choice(careful(state)))
        assert special_pile_matches(state)
        if not state.is_over and state.phase.name == "INFORMATION" and state.draw_pile:
            assert len(state.market) == 5, "the market is a card short while the draw pile still holds cards"
    assert not state.detectives[last_detective], "the third detective was used"
    assert sum(1 for e in state.log if isinstance(e, Revealed) and e.from_special) == 1
    end = next(e for e in state.log if isinstance(e, GameEnded))
    assert len(end.cards) <= 3
