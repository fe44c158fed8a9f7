"""Deduction speed: worlds + all probabilities + certain facts, next to brute force in the same run; then
everything the deduction page computes after a step.

Cases: 3, 4 and 5 players, at the start and after 3 and 10 announcements of random legal games (seat 0's
view; and an outside spectator's, who knows no hand, with 5 players). The fast analysis is timed over several
seeds (median and max, ms, one core, including reading the log; best of 3 per seed); the brute-force
enumerator runs on the first seed's position with a deadline (default 60 s) and the ratio is reported. Goal:
every case under 5 ms median.

The page: 5 players with the app's deduction bots, moves 50-75 of each seeded game (the middle of the game),
for seat 0 and for an outside spectator. After each step the page computes the count, every probability, the
certain facts with their evidence, and the expected information of the next announcement (phase 1, nothing
pending), keeping the previous step's proofs and the counts it remembers, as the page does: median, 90th
percentile and max per step (CPU ms, pinned to one core: the machine may be shared). 'Cold' is the same work on
the middle position with every memory cleared. On the first three of these, the count (worlds, probabilities,
the next announcement's chances) and the evidence alone are timed cold and by brute force (enumerate the deals;
evidence by greedy deletion over every clue, each trial enumerated) with a deadline (default 20 s), and the
ratios are reported where brute force finishes. Goal: under 20 ms median per step.
Then the DeductionBot against random legal bots: mean score and win rate over seeded 4-player games.
Run: `python benchmarks/deduction_bench.py [--seeds N] [--brute-seconds S] [--page-seeds N] [--page-brute-seconds S]
[--bot-games N]`.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from schwarz.bots import make_bot
from schwarz.core.bots import RandomBot
from schwarz.core.contract import Closes, ranking
from schwarz.play import play
from schwarz.schwarzarbeit import GAME, Options, State, apply, legal_actions, new_game, scores
from schwarz.schwarzarbeit.announcement import announcement
from schwarz.schwarzarbeit.bots import DeductionBot
from schwarz.schwarzarbeit.deduction import (
    SPECTATOR,
    Analysis,
    Fact,
    TooSlow,
    Viewer,
    analyze,
    brute_force,
    counting,
    from_clues,
)
from schwarz.schwarzarbeit.deduction import evidence as proofs
from schwarz.schwarzarbeit.deduction.brute import brute_counterexample, brute_worlds
from schwarz.schwarzarbeit.events import Announced
from schwarz.schwarzarbeit.state import Phase
from schwarz.timeline import Timeline


def position_after(players: int, seed: int, announcements: int, options: Options | None = None) -> State:
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    while not state.is_over and sum(isinstance(e, Announced) for e in state.log) < announcements:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def fast_ms(state: State, repeat: int = 3, viewer: Viewer = 0) -> tuple[float, int]:
    """Best of ``repeat`` fresh analyses (worlds, every probability, the certain facts), in ms."""
    best, worlds = float("inf"), 0
    for _ in range(repeat):
        t = time.perf_counter()
        a = analyze(state, viewer)
        _ = a.worlds, a.probabilities, a.certain
        best, worlds = min(best, (time.perf_counter() - t) * 1e3), a.worlds
    return best, worlds


def brute_ms(state: State, seconds: float, viewer: Viewer = 0) -> float | None:
    k = analyze(state, viewer).knowledge
    t = time.perf_counter()
    try:
        brute_force(k, deadline=time.monotonic() + seconds)
    except TooSlow:
        return None
    return (time.perf_counter() - t) * 1e3


def bench_deduction(seeds: int, brute_seconds: float) -> None:
    print(f"{'case':28s} {'worlds (1st seed)':>17s} {'median ms':>10s} {'max ms':>8s} {'brute ms':>11s} {'ratio':>9s}")
    cases: list[tuple[int, int, Options | None, int, Viewer]] = [
        (p, a, None, 0, 0) for p in (3, 4, 5) for a in (0, 3, 10)]
    cases.append((5, 0, None, 1, 0))  # seed 1: no weekend card on the opening market, 110,270,160 worlds
    cases.append((5, 10, Options(blunders=True), 0, 0))  # blunders on: taking a card proves nothing
    cases += [(5, a, None, 1, SPECTATOR) for a in (0, 3, 10)]  # no hand known: 20,951,330,400 worlds at the start
    for players, announcements, options, first_seed, viewer in cases:
        times, worlds = [], 0
        for seed in range(first_seed, first_seed + seeds):
            state = position_after(players, seed, announcements, options)
            ms, w = fast_ms(state, viewer=viewer)
            times.append(ms)
            worlds = w if seed == first_seed else worlds
        first = position_after(players, first_seed, announcements, options)
        fast_first = fast_ms(first, 5, viewer)[0]
        slow = brute_ms(first, brute_seconds, viewer)
        label = f"{players}p after {announcements:2d} ann." + (" blunders" if options else "")
        label += " spectator" if viewer is SPECTATOR else ""
        label += f" (seed {first_seed})" if first_seed else ""
        brute = f"{slow:11.1f}" if slow is not None else f">{brute_seconds * 1e3:10.0f}"
        ratio = f"{slow / fast_first:8.0f}x" if slow is not None else f">{brute_seconds * 1e3 / fast_first:7.0f}x"
        print(f"{label:28s} {worlds:17,d} {statistics.median(times):10.2f} {max(times):8.2f} {brute} {ratio}")


def page_step(state: State, viewer: Viewer, earlier: Analysis | None) -> Analysis:
    """What the deduction page computes after a step (its history is remembered from the step before)."""
    a = analyze(state, viewer, earlier)
    _ = a.worlds, a.probabilities
    for fact in a.certain:
        a.evidence(fact)
    if state.phase is Phase.INFORMATION and not state.claims and not state.is_over:
        a.expected_information(state.announcer)
    _ = a.history
    return a


def forget() -> None:
    """Clear every memory of the counter (a cold start)."""
    counting.count_worlds.cache_clear()
    counting._options.cache_clear()
    counting._combos.cache_clear()
    proofs._lone.cache_clear()


def brute_count(state: State, viewer: Viewer, deadline: float) -> None:
    """The count, the probabilities and the next announcement's chances by enumerating the deals one by one."""
    k = analyze(state, viewer).knowledge
    worlds = list(brute_worlds(k, deadline))
    n = len(worlds)
    for q in range(k.n):
        Counter(e for w in worlds for e in w[q])
    if state.phase is Phase.INFORMATION and not state.claims and not state.is_over:
        odds = Counter(announcement(state.market, w[state.announcer]) for w in worlds)
        _ = sum(-c / n * math.log2(c / n) for c in odds.values())


def brute_evidence(state: State, viewer: Viewer, deadline: float) -> None:
    """Each certain fact's evidence by greedy deletion over every clue, each trial decided by enumeration."""
    a = analyze(state, viewer)
    k = a.knowledge
    for fact in a.certain:
        kept = list(k.clues)
        for clue in list(kept):
            if time.monotonic() > deadline:
                raise TooSlow("brute-force evidence passed its deadline")  # dev-text
            trial = [c for c in kept if c is not clue]
            if brute_counterexample(from_clues(k, trial), Fact(fact.kind, fact.employee, fact.player)) is None:
                kept = trial


def timed(work: Callable[..., object], *args: object) -> float:
    """CPU milliseconds of ``work(*args)``, or infinity when it passed its deadline."""
    t = time.process_time()
    try:
        work(*args)
    except TooSlow:
        return math.inf
    return (time.process_time() - t) * 1e3


def fast_count(state: State, viewer: Viewer) -> None:
    """What ``brute_count`` computes, with the counter (its memory cleared first)."""
    forget()
    a = analyze(state, viewer)
    _ = a.worlds, a.probabilities
    if state.phase is Phase.INFORMATION and not state.claims and not state.is_over:
        a.expected_information(state.announcer)


def fast_evidence(state: State, viewer: Viewer) -> None:
    """What ``brute_evidence`` computes, with the counter (its memory cleared first)."""
    forget()
    a = analyze(state, viewer)
    for fact in a.certain:
        a.evidence(fact)


def versus(fast: list[float], slow: list[float], seconds: float) -> str:
    """'fast ms / brute ms (ratio, how many finished)' over the positions, medians."""
    done = [b / f for b, f in zip(slow, fast, strict=True) if b != math.inf]
    brute = (f"{statistics.median(b for b in slow if b != math.inf):.1f}" if done
             else f">{seconds * 1e3:.0f}")
    ratio = f"{statistics.median(done):.1f}x" if done else "-"
    return f"{statistics.median(fast):6.1f} / {brute:>6s} ({ratio}, {len(done)}/{len(slow)} finished)"


def bench_page(seeds: int, brute_seconds: float) -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    games = []
    for seed in range(seeds):
        bots = [make_bot(GAME, "deduction") for _seat in range(5)]
        games.append(Timeline.start(GAME, 5, seed, None, bots).forward_to(Closes.GAME).states)
    print("Page after a step, 5 players, moves 50-75 (ms): step median / p90 / max; the middle position cold; "
          "count and evidence alone, fast / brute force (ratio)")
    for viewer, label in ((0, "seat 0"), (SPECTATOR, "outside spectator")):
        forget()
        steps: list[float] = []
        for states in games:
            earlier = None
            for i in range(40, 76):
                t = time.process_time()
                earlier = page_step(states[i], viewer, earlier)
                if i >= 50:
                    steps.append((time.process_time() - t) * 1e3)
        middles = [states[len(states) // 2] for states in games]
        colds = []
        for middle in middles:
            forget()
            colds.append(timed(page_step, middle, viewer, None))
        compared = middles[:3]  # brute force on the first three only: it rarely finishes
        counts = [timed(fast_count, m, viewer) for m in compared]
        brute_counts = [timed(brute_count, m, viewer, time.monotonic() + brute_seconds) for m in compared]
        proofs_ = [timed(fast_evidence, m, viewer) for m in compared]
        brute_proofs = [timed(brute_evidence, m, viewer, time.monotonic() + brute_seconds) for m in compared]
        print(f"  {label:18s} step {statistics.median(steps):5.1f} / {sorted(steps)[int(0.9 * len(steps))]:5.1f} / "
              f"{max(steps):5.0f}  cold {statistics.median(colds):5.0f}"
              f"  count {versus(counts, brute_counts, brute_seconds)}"
              f"  evidence {versus(proofs_, brute_proofs, brute_seconds)}")


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
    parser.add_argument("--page-seeds", type=int, default=8)
    parser.add_argument("--page-brute-seconds", type=float, default=20.0)
    parser.add_argument("--bot-games", type=int, default=1000)
    args = parser.parse_args()
    bench_deduction(args.seeds, args.brute_seconds)
    bench_page(args.page_seeds, args.page_brute_seconds)
    bench_bot(args.bot_games)


if __name__ == "__main__":
    main()
