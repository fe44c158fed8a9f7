"""Bot ladder: every bot of each game against the others, win rates and an openskill rating (Plackett-Luce).

Per game, every line-up of its bots in 4 seats that holds each bot at least once, in every order around the table
(and rotating from game to game), plays ``--games`` seeded games in all; each game is one match of 4 seats ranked
by the score sheet. A bot that holds two seats of a match is rated as the mean of the two seats' updates. Reported
per bot: seats played, win rate, mean score, and the rating's ordinal (mu - 3 sigma, openskill's conservative
estimate), the ladder sorted by it, with the time each game's ladder took. The ladder's claim for each game:
random < heuristic/deduction < search.
Run: `python benchmarks/ladder_bench.py [--games N] [--workers W]`.
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections import defaultdict
from typing import Any

from openskill.models import PlackettLuce

from schwarz import sim
from schwarz.bots import bot_names
from schwarz.core.registry import GAMES


def lineups(bots: tuple[str, ...], seats: int = 4) -> list[tuple[str, ...]]:
    """Line-ups of ``seats`` seats holding every bot at least once (as multisets, in the bots' order)."""
    out = []
    for combo in itertools.combinations_with_replacement(bots, seats):
        if set(combo) == set(bots):
            out.append(combo)
    return out


def arrangements(lineup: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every order of ``lineup`` around the table up to rotation (who sits after whom matters in these games:
    rotating seats alone would keep a bot behind the same neighbour)."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for order in itertools.permutations(lineup):
        turns = {order[k:] + order[:k] for k in range(len(order))}
        if not turns & seen:
            seen |= turns
            out.append(order)
    return out


def ladder(game: str, games: int, workers: int, seed: int = 11) -> tuple[dict[str, Any], float]:
    bots = bot_names(game)
    plans = [order for lineup in lineups(bots) for order in arrangements(lineup)]
    per = max(4, games // len(plans))
    model = PlackettLuce()
    ratings = {b: model.rating(name=b) for b in bots}
    seats: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    points: dict[str, float] = defaultdict(float)
    start = time.perf_counter()
    for k, lineup in enumerate(plans):
        frame = sim.run(game, games=per, players=4, bots=list(lineup), seed=seed + 1000 * k, workers=workers,
                        rotate=True, progress=False)
        for _g, rows in frame.groupby("game"):
            names = list(rows["bot"])
            teams = [[model.rating(mu=ratings[b].mu, sigma=ratings[b].sigma)] for b in names]
            rated = model.rate(teams, ranks=list(rows["rank"]))
            updates: dict[str, list[Any]] = defaultdict(list)
            for b, team in zip(names, rated, strict=True):
                updates[b].append(team[0])
            for b, new in updates.items():
                ratings[b] = model.rating(mu=sum(r.mu for r in new) / len(new),
                                          sigma=sum(r.sigma for r in new) / len(new))
            for b, won, score in zip(names, rows["won"], rows["score"], strict=True):
                seats[b] += 1
                wins[b] += bool(won)
                points[b] += float(score)
    table = {b: {"seats": seats[b], "win_rate": wins[b] / max(1, seats[b]), "mean_score": points[b] / max(1, seats[b]),
                 "ordinal": ratings[b].ordinal(), "mu": ratings[b].mu, "sigma": ratings[b].sigma} for b in bots}
    return table, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=240, help="games per game (split over the line-ups)")
    parser.add_argument("--workers", type=int, default=sim.default_workers())
    args = parser.parse_args()
    for game in GAMES:
        table, seconds = ladder(game, args.games, args.workers)
        order = sorted(table, key=lambda b: table[b]["ordinal"])
        print(f"{game}: {' < '.join(order)}   ({seconds:.0f} s, {args.workers} workers)")
        print(f"  {'bot':<10} {'seats':>6} {'win rate':>9} {'mean score':>11} {'rating':>8} {'mu':>6} {'sigma':>6}")
        for b in order:
            t = table[b]
            print(f"  {b:<10} {t['seats']:>6} {t['win_rate']:>9.1%} {t['mean_score']:>11.2f} {t['ordinal']:>8.2f} "
                  f"{t['mu']:>6.2f} {t['sigma']:>6.2f}")


if __name__ == "__main__":
    main()
