"""Guided tutorials (headless, one core): opening a lesson page's tutorial, opening each step (its position built
from the lesson file, the moves the engine plays first, the board drawn) and answering it by clicks, next to the
baseline measured in the same run: opening the free-play stepper of the same game (``Stepper``).

Run: `python benchmarks/tutorial_bench.py [--repeat N]`. Medians in ms and ratios to the baseline.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from schwarz.i18n import render
from widgets import lesson_file as L
from widgets.stepper import Stepper
from widgets.tutorial import Tutorial

GAMES = ("schwarzarbeit", "scheffeln", "schwarzmarkt")


def median_ms(work: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        work()
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times)


def answer(t: Tutorial) -> None:
    """Make the step's expected move by clicks (as the tests do)."""
    step = t.step
    if step.kind is L.Kind.ASK and t.question is not None:
        q = t.question
        key = next((k for k, v in q.targets.items() if v == q.answer), None)
        if key is not None:
            t.board.click(key)
        else:
            t.answer(q.answer)
    elif step.kind is L.Kind.MOVE and t.decision is not None:
        action = L.scripted_move(t.game.name, step, t.state, t.seat)
        path = next(p for p, a in t.decision.choices if a == action)
        for pick in path:
            if pick.on_board:
                t.board.click(pick.key)
            else:
                t.pick(pick.key)
    assert t.done, (step.id, render(step.title))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    L.load.cache_clear()
    print(f"{'game':14s} {'stepper ms':>11s} {'tutorial ms':>12s} {'ratio':>6s} {'step ms (median, max)':>22s} "
          f"{'whole tutorial ms':>18s} {'ratio':>6s}")
    for game in GAMES:
        base = median_ms(lambda game=game: Stepper(game, 4, 1, seat=0, human=True).close(), args.repeat)
        opened = median_ms(lambda game=game: Tutorial(game, "en").close(), args.repeat)
        t = Tutorial(game, "en")
        steps = []
        for index in range(len(t.lesson.steps)):
            start = time.perf_counter()
            t.go(index)
            answer(t)
            steps.append((time.perf_counter() - start) * 1e3)
        t.close()

        def whole(game: str = game) -> None:
            tutorial = Tutorial(game, "en")
            for index in range(len(tutorial.lesson.steps)):
                answer(tutorial)
                if index < len(tutorial.lesson.steps) - 1:
                    tutorial.next_button.click()
            tutorial.close()

        total = median_ms(whole, max(3, args.repeat // 2))
        print(f"{game:14s} {base:11.1f} {opened:12.1f} {opened / base:6.2f} "
              f"{statistics.median(steps):13.1f}, {max(steps):6.1f} {total:18.1f} {total / base:6.2f}")


if __name__ == "__main__":
    main()
