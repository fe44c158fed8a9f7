"""Engine speed: complete random legal games per second and actions per second, on one core.

Baseline measured in the same run: one ``dataclasses.replace`` of the game's initial state (the cost of the
cheapest possible immutable step). Reported: games/s, actions/s, us/action and us/action as a multiple of the
baseline. Goal for Schwarzarbeit: 1,000 games/s (about 200,000 actions/s) with 4 players.
Run: `python benchmarks/engine_bench.py [--games N]`.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time

from schwarz.core.registry import GAMES, find_game


def baseline_us(state: object, repeat: int = 20000) -> float:
    t = time.perf_counter()
    for _ in range(repeat):
        dataclasses.replace(state)  # type: ignore[type-var]
    return (time.perf_counter() - t) / repeat * 1e6


def bench(name: str, games: int, players: int) -> None:
    game = find_game(name)
    base = baseline_us(game.new_game(players, 0))
    actions = 0
    t = time.perf_counter()
    for seed in range(games):
        state = game.new_game(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            actions += 1
    dt = time.perf_counter() - t
    us = dt / actions * 1e6
    print(
        f"{name:14s} {players}p: {games / dt:8.1f} games/s  {actions / dt:9.0f} actions/s  "
        f"{actions / games:6.1f} actions/game  {us:6.1f} us/action = {us / base:5.1f}x baseline "
        f"(dataclasses.replace of the state: {base:.2f} us)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    for name in GAMES:
        bench(name, args.games, min(4, find_game(name).max_players))


if __name__ == "__main__":
    main()
