"""Engine speed: complete 4-player games per second, per game and bot line-up, on one core and on every core.

Line-ups: random bots in every seat, and the game's thoughtful bot in every seat (the design lab's default). One
core: the simulator's play loop in this process (wall time and CPU time), with the game's fast path where it covers
the line-up (``GameSpec.fast_play``) and with the engine itself (``engine``; their ratio: ``x engine``); every core:
``sim.run`` over a process pool. Baselines measured in the same run: one ``dataclasses.replace`` of the game's
initial state (the cheapest immutable step; games/s x replace-us is a figure that load on the machine changes
little), and the checked path (every action through ``apply``, as the play loop did before ``GameSpec.advance``).
Goals (the design-lab issue): at least 1,000 random games/s on one core for each game, and 667 with the thoughtful
bots (2 x 1,000 games in 3 s on 2 cores; the goal column is the share of it reached). Then where the time went: a
profile of each line-up, its own time summed by module.
Run: `python benchmarks/engine_bench.py [--games N] [--smart-games N] [--no-profile]`.
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import pstats
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.sim_bench import measure
from schwarz import sim
from schwarz.bots import smart_bot
from schwarz.core.bots import RandomBot
from schwarz.core.registry import GAMES, find_game
from schwarz.play import next_action

PLAYERS = 4


def replace_us(name: str, repeat: int = 20_000) -> float:
    state = find_game(name).new_game(PLAYERS, 0)
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        for _ in range(repeat):
            dataclasses.replace(state)
        best = min(best, (time.perf_counter() - t) / repeat * 1e6)
    return best


def one_core(name: str, bots: str, games: int, engine: bool = False) -> tuple[float, float]:
    """(games/s wall, games/s CPU) of the simulator in this process (the best of 3 runs); ``engine``: without the
    game's fast path."""
    plan = sim.Plan(name, PLAYERS, sim.parse_bots(name, bots, PLAYERS), None, 0, engine=engine)
    wall = cpu = 0.0
    for _ in range(3):
        t, c = time.perf_counter(), time.process_time()
        sim.play_chunk(plan, 0, games)
        wall = max(wall, games / (time.perf_counter() - t))
        cpu = max(cpu, games / max(time.process_time() - c, 1e-9))
    return wall, cpu


def checked(name: str, games: int) -> float:
    """Games/s with random bots when every action goes through ``apply`` (checked again)."""
    game = find_game(name)
    bots = [RandomBot()] * PLAYERS
    t = time.perf_counter()
    for seed in range(games):
        state = game.new_game(PLAYERS, sim.game_seed(0, seed))
        rng = random.Random(seed)
        while (chosen := next_action(game, state, bots, rng)) is not None:
            state = game.apply(state, chosen[1])
    return games / (time.perf_counter() - t)


def all_cores(name: str, bots: str, games: int) -> float:
    """Games/s of ``sim.run`` over a process pool of every core, started and warmed before the clock starts."""
    return measure(name, games, PLAYERS, sim.default_workers(), bots=bots, seed=0)[0]


def where(name: str, bots: str, games: int, top: int = 8, engine: bool = False) -> list[tuple[str, float]]:
    """Own time by module (share of the total) when playing ``games`` games."""
    plan = sim.Plan(name, PLAYERS, sim.parse_bots(name, bots, PLAYERS), None, 0, engine=engine)
    profile = cProfile.Profile()
    profile.runcall(sim.play_chunk, plan, 0, games)
    stats = pstats.Stats(profile)
    by: dict[str, float] = defaultdict(float)
    for (path, _line, _func), (_cc, _nc, tottime, _ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if "/schwarz/" in path:
            key = "schwarz/" + path.split("/schwarz/", 1)[1]
        elif "<built-in" in path or path == "~":
            key = "built-ins (tuple, dict, isinstance, ...)"
        else:
            key = "python library: " + Path(path).name
        by[key] += tottime
    total = sum(by.values()) or 1.0
    return sorted(((k, v / total) for k, v in by.items()), key=lambda kv: -kv[1])[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="random games per measure")
    parser.add_argument("--smart-games", type=int, default=60, help="games with the thoughtful bots per measure")
    parser.add_argument("--no-profile", action="store_true")
    args = parser.parse_args()
    cores = sim.default_workers()
    print(f"{PLAYERS}-player games; one core = this process; all cores = a pool of {cores} workers")
    print(f"{'game':<14} {'line-up':<12} {'1 core g/s':>11} {'(CPU g/s)':>10} {'engine g/s':>11} {'x engine':>9} "
          f"{'all cores':>10} {'x replace-us':>13} {'checked g/s':>12} {'goal':>6}")
    profiles = []
    for name in GAMES:
        base = replace_us(name)
        for label, bots, games in (("random", "random", args.games),
                                   (smart_bot(name), smart_bot(name), args.smart_games)):
            wall, cpu = one_core(name, bots, games)
            slow, _cpu = one_core(name, bots, games, engine=True)
            pool = all_cores(name, bots, games * cores * 4)
            old = f"{checked(name, args.games // 2):>12.0f}" if bots == "random" else f"{'':>12}"
            goal = f"{wall / 1000:>6.0%}" if bots == "random" else f"{wall / 667:>6.0%}"
            print(f"{name:<14} {label:<12} {wall:>11.0f} {cpu:>10.0f} {slow:>11.0f} {wall / slow:>8.2f}x "
                  f"{pool:>10.0f} {wall * base:>13.0f} {old} {goal}")
            profiles.append((name, label, bots, max(4, games // 5)))
        print(f"{'':<14} baseline: dataclasses.replace of the state {base:.2f} us")
    if args.no_profile:
        return
    print("\nwhere the time went (own time by module, profiled):")
    for name, label, bots, games in profiles:
        parts = ", ".join(f"{k} {v:.0%}" for k, v in where(name, bots, games))
        print(f"  {name} / {label}: {parts}")


if __name__ == "__main__":
    main()
