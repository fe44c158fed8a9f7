"""The DeductionBot: it reasons from its own view and clearly beats random legal bots."""

from __future__ import annotations

import random

from schwarz.core.bots import RandomBot
from schwarz.core.contract import ranking
from schwarz.play import play
from schwarz.schwarzarbeit import (
    GAME,
    Announce,
    Denounce,
    Detective,
    Hire,
    Lawyer,
    NoLawyer,
    State,
    apply,
    legal_actions,
    new_game,
    scores,
    view,
)
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.position import card, position


def test_beats_random_bots_over_200_seeded_games() -> None:
    games, total, others, wins = 200, 0, 0.0, 0
    for seed in range(games):
        seat = seed % 4
        bots: list[DeductionBot | RandomBot] = [RandomBot()] * 4
        bots[seat] = DeductionBot()
        sheets = scores(play(GAME, 4, seed, bots=bots))
        total += sheets[seat].total
        others += sum(sheets[p].total for p in range(4) if p != seat) / 3
        wins += ranking(sheets)[seat] == 1
    # Measured: about +29 points a game against about 0 for the random bots, winning nearly every game.
    assert total / games > others / games + 10
    assert wins / games > 0.6


PLAYERS = ("Tommy", "Henning", "Andrea", "Friedemann")
ILLEGAL = {0: ("Franz-Benno Faidutti", "Dora Dietz"), 1: ("Emil Eckert", "Ida Imhof"),
           2: ("Maureen Moon", "Christwart Casasola"), 3: ("Otto Ortmann", "Paula Pohl")}


def friedemanns_turn(market: tuple[str, ...], detectives: bool) -> State:
    """Andrea (his right neighbour) has just announced about ``market``."""
    state = position(PLAYERS, ILLEGAL, market, active=3, detectives=(detectives,) * 4)
    return apply(state, Announce())


def test_hires_a_surely_legal_card() -> None:
    market = ("Angelika Adam/day", "Sid Schmiel/weekend", "Heinz Henn/day", "Karla Kuhn/evening",
              "Ludwig Lenz/day", "Nora Nagel/evening")
    state = friedemanns_turn(market, detectives=False)
    choice = DeductionBot().choose(view(state, 3), legal_actions(state), random.Random(0))
    assert choice == Hire(card("Sid Schmiel/weekend"))  # a weekend card face up: nobody's illegal worker


def test_denounces_a_sure_illegal_worker_with_the_detective_first() -> None:
    market = ("Christwart Casasola/evening", "Sid Schmiel/weekend", "Heinz Henn/weekend", "Karla Kuhn/weekend",
              "Ludwig Lenz/weekend", "Nora Nagel/weekend")
    state = friedemanns_turn(market, detectives=False)  # Andrea: '5 of 6', so Christwart must be hers
    bot = DeductionBot()
    assert "Christwart Casasola must work for Andrea" in map(str, bot.analysis(view(state, 3)).certain)
    assert bot.choose(view(state, 3), legal_actions(state), random.Random(0)) == Denounce(card(market[0]))
    state = friedemanns_turn(market, detectives=True)
    assert bot.choose(view(state, 3), legal_actions(state), random.Random(0)) == Detective(3, card(market[0]))
    others = [a for a in legal_actions(state, 1) if isinstance(a, Detective)]
    assert DeductionBot().interject(view(state, 1), others, random.Random(0)) == Detective(1, card(market[0]))


def test_keeps_the_detective_when_unsure() -> None:
    state = new_game(4, 3)
    actions = [a for a in legal_actions(state, 1) if isinstance(a, Detective)]
    assert actions and DeductionBot().interject(view(state, 1), actions, random.Random(0)) is None


def test_defends_a_surely_regular_employee_only() -> None:
    market = ("Angelika Adam/day", "Sid Schmiel/weekend", "Heinz Henn/day", "Karla Kuhn/evening",
              "Ludwig Lenz/day", "Nora Nagel/evening")
    state = position(PLAYERS, ILLEGAL, market, active=3, detectives=(False,) * 4,
                     denounced={1: ["Sid Schmiel/evening", "Franz-Benno Faidutti/day"]})
    state = apply(apply(state, Announce()), Hire(card("Heinz Henn/day")))
    choice = DeductionBot().choose(view(state, 3), legal_actions(state), random.Random(0))
    assert choice == Lawyer(card("Sid Schmiel/evening"))
    state = position(PLAYERS, ILLEGAL, market, active=3, detectives=(False,) * 4,
                     denounced={1: ["Franz-Benno Faidutti/day"]})
    state = apply(apply(state, Announce()), Hire(card("Heinz Henn/day")))
    assert DeductionBot().choose(view(state, 3), legal_actions(state), random.Random(0)) == NoLawyer()
