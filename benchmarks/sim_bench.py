"""Simulator speed: the design lab's default run, and random games on one worker and on every core.

The lab's default run: for each game, rule set A (the texts) and rule set B (the game's preset experiment), 1,000
four-player games each, the thoughtful bot in every seat, seats rotating, every core, run by the lab itself (its
rounds: the rule sets side by side, a first answer after the first round); the time its page takes to be ready (what
it prepares in the background when it opens: its process pool started and warmed, a first speed), then from the
click on Run to the first answer and to the last game, against the goal of 3 s, and the answer it gives.
Baselines of the same run: the two rule sets played one after the other by ``sim.run`` (what the lab did before it
played in rounds), and the same with the engine itself instead of the games' fast paths (``engine=True``: what the
lab did before them); the lab's rows must equal both; the first games are also checked equal to one worker's. Then
random bots on one worker and on every core (a pool started and warmed first), measured in the same run on the same
seeded games (ratios: all cores / one worker, fast path / engine), results checked equal.
Run: `python benchmarks/sim_bench.py [--games N] [--random-games N]`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from schwarz import compare, sim
from schwarz.bots import smart_bot
from schwarz.core.registry import GAMES
from schwarz.i18n import sentence

GOAL_SECONDS = 3.0
PRESETS = {"schwarzarbeit": {"scores.denounced_regular": -5}, "scheffeln": {"last_card_face_up": False},
           "schwarzmarkt": {"deck": "variant"}}


def default_run(game: str, games: int) -> tuple[float, float, float, float, float, list[Any]]:
    """(seconds until the lab's page is ready (what it prepares in the background when it opens: imports, its
    process pool and workers, a first speed), then from the click on Run to the lab's first answer and to its last
    game, the baselines' seconds (one rule set after the other, then the same with the engine), the lab's frames)."""
    import pandas as pd

    from widgets.lab import Lab

    opened = time.perf_counter()
    lab = Lab(game=game, games=games, lang="en")
    lab.wait_ready()
    ready = time.perf_counter() - opened
    knobs = PRESETS[game]
    for name, value in knobs.items():
        lab.rules(1).control(name).value = value if isinstance(value, bool) else str(value)
    first: list[float] = []
    render = lab._render

    def watch() -> None:
        render()
        if not first and "A first answer" in lab.answer_html:
            first.append(time.perf_counter())

    lab._render = watch  # type: ignore[method-assign]
    start = time.perf_counter()
    lab.run()
    seconds = time.perf_counter() - start
    frames = [frame for _label, frame in lab.results]
    lab.close()
    bots = smart_bot(game)
    baselines = []
    for engine in (False, True):
        begin = time.perf_counter()
        alone = [sim.run(game, games=games, players=4, bots=bots, options=k, seed=1, rotate=True, progress=False,
                         engine=engine) for k in (None, knobs)]
        baselines.append(time.perf_counter() - begin)
        for ours, theirs in zip(frames, alone, strict=True):
            pd.testing.assert_frame_equal(ours.drop(columns="options"), theirs.drop(columns="options"))
    check = sim.run(game, games=20, players=4, bots=bots, seed=1, rotate=True, progress=False, workers=1)
    head = frames[0][frames[0]["game"] < 20].reset_index(drop=True)
    assert head.drop(columns="options").equals(check.drop(columns="options")), f"{game}: 1 worker differs"
    return ready, (first[0] - start if first else seconds), seconds, baselines[0], baselines[1], frames


def measure(game: str, games: int, players: int, workers: int, engine: bool = False, bots: str | None = None,
            seed: int = 1) -> tuple[float, Any]:
    """Games/s and rows of a run on ``workers`` (more than one: a process pool started and warmed first)."""
    if workers == 1:
        t = time.perf_counter()
        frame = sim.run(game, games=games, players=players, bots=bots, seed=seed, workers=1, progress=False,
                        engine=engine)
        return games / (time.perf_counter() - t), frame
    with sim.process_pool(workers) as pool:
        sim.run(game, games=2 * workers, players=players, bots=bots, seed=seed + 1, workers=workers, progress=False,
                executor=pool)
        t = time.perf_counter()
        frame = sim.run(game, games=games, players=players, bots=bots, seed=seed, workers=workers, progress=False,
                        engine=engine, executor=pool)
        return games / (time.perf_counter() - t), frame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per rule set of the lab's default run")
    parser.add_argument("--random-games", type=int, default=2000)
    args = parser.parse_args()
    cores = sim.default_workers()
    print(f"the design lab's default run: 2 x {args.games} games, thoughtful bots in every seat, {cores} workers")
    print(f"{'game':<15} {'bot':<10} {'page ready s':>13} {'1st answer s':>13} {'wall s':>7} {'games/s':>8} "
          f"{'x goal (3 s)':>13} {'x one set after the other':>26} {'x engine':>9}")
    for name in GAMES:
        ready, answer, seconds, baseline, engine, frames = default_run(name, args.games)
        print(f"{name:<15} {smart_bot(name):<10} {ready:>13.1f} {answer:>13.2f} {seconds:>7.2f} "
              f"{2 * args.games / seconds:>8.0f} {seconds / GOAL_SECONDS:>12.2f}x {seconds / baseline:>25.2f}x "
              f"{seconds / engine:>8.2f}x")
        for message in compare.answer(compare.compare(frames[0], frames[1])):
            print(f"{'':<17}{sentence(message, 'en')}")
    print(f"\nrandom bots, 4 players, {args.random_games} games; all cores = {cores} workers")
    print(f"{'game':<15} {'1 worker g/s':>13} {'all cores g/s':>14} {'ratio':>7} {'engine 1 worker g/s':>20} "
          f"{'fast / engine':>14}")
    for name in GAMES:
        one, a = measure(name, args.random_games, 4, 1)
        many, b = measure(name, args.random_games, 4, cores)
        slow, c = measure(name, args.random_games, 4, 1, engine=True)
        assert a.equals(b), f"{name}: results differ between 1 and {cores} workers"
        assert a.equals(c), f"{name}: the fast path's results differ from the engine's"
        print(f"{name:<15} {one:>13.1f} {many:>14.1f} {many / one:>6.2f}x {slow:>20.1f} {one / slow:>13.2f}x")


if __name__ == "__main__":
    main()
