"""Simulator speed: games per second per game with random bots, on one worker and on every core.

Both are measured in the same run on the same seeded games, and the speed-up is reported as a ratio (all cores
/ one worker), so the figure compares like with like on whatever machine runs it. Results are checked equal.
Run: `python benchmarks/sim_bench.py [--games N] [--players P]`.
"""

from __future__ import annotations

import argparse
import time

from schwarz import sim
from schwarz.core.registry import GAMES


def measure(game: str, games: int, players: int, workers: int) -> tuple[float, object]:
    t = time.perf_counter()
    frame = sim.run(game, games=games, players=players, seed=1, workers=workers, progress=False)
    return games / (time.perf_counter() - t), frame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    cores = sim.default_workers()
    print(f"random bots, {args.players} players, {args.games} games; all cores = {cores} workers")
    print(f"{'game':<15} {'1 worker g/s':>13} {'all cores g/s':>14} {'ratio':>7}")
    for name in GAMES:
        one, a = measure(name, args.games, args.players, 1)
        many, b = measure(name, args.games, args.players, cores)
        assert a.equals(b), f"{name}: results differ between 1 and {cores} workers"  # type: ignore[attr-defined]
        print(f"{name:<15} {one:>13.1f} {many:>14.1f} {many / one:>6.2f}x")


if __name__ == "__main__":
    main()
