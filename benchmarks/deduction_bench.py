"""Deduction speed: worlds + all probabilities + certain facts, next to brute force in the same run.

Cases: 3, 4 and 5 players, at the start and after 3 and 10 announcements of random legal games (seat 0's
view). The fast analysis is timed over several seeds (median and max, ms, one core, including reading the
log; best of 3 per seed); the brute-force enumerator runs on the first seed's position with a deadline
(default 60 s) and the ratio is reported. Goal: every case under 5 ms median. Then the
DeductionBot against random legal bots: mean score and win rate over seeded 4-player games.
Run: `python benchmarks/deduction_bench.py [--seeds N] [--brute-seconds S] [--bot-games N]`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from schwarz.core.bots import RandomBot
from schwarz.core.contract import ranking
from schwarz.play import play
from schwarz.schwarzarbeit import GAME, Options, State, apply, legal_actions, new_game, scores
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.deduction import TooSlow, analyze, brute_force


def position_after(players: int, seed: int, announcements: int, options: Options | None = None) -> State:
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    while not state.is_over and sum(e.kind == "announce" for e in state.log) < announcements:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def fast_ms(state: State, repeat: int = 3) -> tuple[float, int]:
    """Best of ``repeat`` fresh analyses (worlds, every probability, the certain facts), in ms."""
    best, worlds = float("inf"), 0
    for _ in range(repeat):
        t = time.perf_counter()
        a = analyze(state, 0)
        _ = a.worlds, a.probabilities, a.certain
        best, worlds = min(best, (time.perf_counter() - t) * 1e3), a.worlds
    return best, worlds


def brute_ms(state: State, seconds: float) -> float | None:
    k = analyze(state, 0).knowledge
    t = time.perf_counter()
    try:
        brute_force(k, deadline=time.monotonic() + seconds)
    except TooSlow:
        return None
    return (time.perf_counter() - t) * 1e3


def bench_deduction(seeds: int, brute_seconds: float) -> None:
    print(f"{'case':28s} {'worlds (1st seed)':>17s} {'median ms':>10s} {'max ms':>8s} {'brute ms':>11s} {'ratio':>9s}")
    cases: list[tuple[int, int, Options | None, int]] = [(p, a, None, 0) for p in (3, 4, 5) for a in (0, 3, 10)]
    cases.append((5, 0, None, 1))  # seed 1: no weekend card on the opening market, 110,270,160 worlds
    cases.append((5, 10, Options(blunders=True), 0))  # blunders on: taking a card proves nothing
    for players, announcements, options, first_seed in cases:
        times, worlds = [], 0
        for seed in range(first_seed, first_seed + seeds):
            state = position_after(players, seed, announcements, options)
            ms, w = fast_ms(state)
            times.append(ms)
            worlds = w if seed == first_seed else worlds
        first = position_after(players, first_seed, announcements, options)
        fast_first = fast_ms(first, 5)[0]
        slow = brute_ms(first, brute_seconds)
        label = f"{players}p after {announcements:2d} ann." + (" blunders" if options else "")
        label += f" (seed {first_seed})" if first_seed else ""
        brute = f"{slow:11.1f}" if slow is not None else f">{brute_seconds * 1e3:10.0f}"
        ratio = f"{slow / fast_first:8.0f}x" if slow is not None else f">{brute_seconds * 1e3 / fast_first:7.0f}x"
        print(f"{label:28s} {worlds:17,d} {statistics.median(times):10.2f} {max(times):8.2f} {brute} {ratio}")


def bench_bot(games: int) -> None:
    t = time.perf_counter()
    total, others, wins = 0, 0.0, 0
    for seed in range(games):
        seat = seed % 4
        bots: list[DeductionBot | RandomBot] = [RandomBot()] * 4
        bots[seat] = DeductionBot()
        sheets = scores(play(GAME, 4, seed, bots=bots))
        total += sheets[seat].total
        others += sum(sheets[p].total for p in range(4) if p != seat) / 3
        wins += ranking(sheets)[seat] == 1
    print(
        f"DeductionBot vs 3 random legal bots, {games} seeded 4-player games (seat rotating): mean score "
        f"{total / games:.2f} (random bots {others / games:.2f}), win rate {wins / games:.1%} "
        f"({time.perf_counter() - t:.1f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--brute-seconds", type=float, default=60.0)
    parser.add_argument("--bot-games", type=int, default=1000)
    args = parser.parse_args()
    bench_deduction(args.seeds, args.brute_seconds)
    bench_bot(args.bot_games)


if __name__ == "__main__":
    main()
