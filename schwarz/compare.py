"""The answer to an A/B question of the design lab: what changed between two runs, and whether it is more than noise.

``compare(a, b)`` reads two frames of ``sim.run`` played on the same deal numbers with the same bots and gives a
``Comparison``: per bot, its mean score per game under A and B and the 95 % confidence interval of the change (a
paired t-test over the deal numbers, ``scipy.stats.ttest_rel``; Welch's test when the games differ); the share of
games each seat won under A and B with a chi-square test of homogeneity (``scipy.stats.chi2_contingency``); and the
mean game length. ``answer(comparison)`` words it in the catalog's sentences. scipy is imported when a comparison is
made.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from schwarz.bots import bot_label
from schwarz.i18n import Msg, _, pgettext

LEVEL = 0.95
"""The confidence level of every interval (and 1 - LEVEL the p-value below which a change is called real)."""


@dataclass(frozen=True)
class Change:
    """A mean under A and under B, the interval of the change (B - A) at ``LEVEL`` and its p-value."""

    a: float
    b: float
    low: float
    high: float
    p: float

    @property
    def real(self) -> bool:
        """Is the change more than noise (the interval leaves out 0)?"""
        return self.low > 0 or self.high < 0


@dataclass(frozen=True)
class Comparison:
    """What rule set B changed: per bot name its mean score per game, the winners' seats (games won by seat under
    A and B, the test's p-value), and the mean game length."""

    game: str
    games: tuple[int, int]
    scores: tuple[tuple[str, Change], ...]
    seat_wins: tuple[tuple[int, ...], tuple[int, ...]]
    seat_p: float
    length: Change


def _change(a: Sequence[float], b: Sequence[float], paired: bool) -> Change:
    from scipy import stats

    mean_a, mean_b = sum(a) / len(a), sum(b) / len(b)
    diffs = [y - x for x, y in zip(a, b, strict=True)] if paired else []
    constant = (paired and len(set(diffs)) <= 1) or (not paired and len(set(a)) <= 1 and len(set(b)) <= 1)
    if len(a) < 2 or len(b) < 2 or constant:  # no spread: the change is what it is
        d = mean_b - mean_a
        return Change(mean_a, mean_b, d, d, 1.0 if d == 0 else 0.0)
    test = stats.ttest_rel(b, a) if paired else stats.ttest_ind(b, a, equal_var=False)
    interval = test.confidence_interval(LEVEL)
    return Change(mean_a, mean_b, float(interval.low), float(interval.high), float(test.pvalue))


def _per_game(frame: Any, bot: str) -> dict[int, float]:
    """Per game, the mean score of the seats ``bot`` played."""
    rows = frame[frame["bot"] == bot]
    return {int(g): float(v) for g, v in rows.groupby("game")["score"].mean().items()}


def compare(a: Any, b: Any) -> Comparison:
    """Rule set B against rule set A (frames of ``sim.run``; paired by game when both played the same deals)."""
    from scipy import stats

    seeds_a = a.drop_duplicates("game").set_index("game")["seed"]
    seeds_b = b.drop_duplicates("game").set_index("game")["seed"]
    paired = seeds_a.index.equals(seeds_b.index) and bool((seeds_a == seeds_b).all())
    scores = []
    for bot in sorted(set(a["bot"]) & set(b["bot"])):
        xa, xb = _per_game(a, bot), _per_game(b, bot)
        both = sorted(set(xa) & set(xb)) if paired else []
        if paired and both:
            scores.append((bot, _change([xa[g] for g in both], [xb[g] for g in both], True)))
        else:
            scores.append((bot, _change(list(xa.values()), list(xb.values()), False)))
    seats = sorted(set(a["seat"]) | set(b["seat"]))
    wins = tuple(tuple(int(((f["seat"] == s) & f["won"]).sum()) for s in seats) for f in (a, b))
    kept = [i for i in range(len(seats)) if wins[0][i] + wins[1][i] > 0]
    seat_p = 1.0
    if len(kept) > 1:
        table = [[wins[0][i] for i in kept], [wins[1][i] for i in kept]]
        seat_p = float(stats.chi2_contingency(table).pvalue)
    length_a = a.drop_duplicates("game").set_index("game")["length"]
    length_b = b.drop_duplicates("game").set_index("game")["length"]
    length = _change([float(v) for v in length_a], [float(v) for v in length_b], paired)
    return Comparison(str(a.attrs.get("game", "")), (len(length_a), len(length_b)), tuple(scores),
                      (wins[0], wins[1]), seat_p, length)


def _p(value: float) -> Msg:
    """A p-value as a sentence shows it after 'p': '= 0.42', '= 0.004', '< 0.001' (never 0)."""
    if value < 0.001:
        return pgettext("a p-value", "< {p:.3f}", p=0.001)
    if value < 0.01:
        return pgettext("a p-value", "= {p:.3f}", p=value)
    return pgettext("a p-value", "= {p:.2f}", p=value)


def score_message(game: str, bot: str, c: Change) -> Msg:
    """'Rule set B lowers a deduction bot's mean score from 24.1 to 17.3 (95 % interval of the change: -7.5 to
    -6.1)'."""
    who = bot_label(game, bot)
    if c.real and c.b > c.a:
        return _("rule set B raises the mean score of a {bot} from {a:.1f} to {b:.1f} (95 % interval of the change: "
                 "{low:.1f} to {high:.1f})", bot=who, a=c.a, b=c.b, low=c.low, high=c.high)
    if c.real:
        return _("rule set B lowers the mean score of a {bot} from {a:.1f} to {b:.1f} (95 % interval of the change: "
                 "{low:.1f} to {high:.1f})", bot=who, a=c.a, b=c.b, low=c.low, high=c.high)
    return _("rule set B does not change the mean score of a {bot} beyond chance: {a:.1f} under A, {b:.1f} under B "
             "(95 % interval of the change: {low:.1f} to {high:.1f})", bot=who, a=c.a, b=c.b, low=c.low,
             high=c.high)


def seat_message(c: Comparison) -> Msg:
    """'the winner's seat does not change (p = 0.4)', or which seat gains or loses most."""
    if c.seat_p >= 1 - LEVEL:
        return _("the winner's seat does not change beyond chance (p {p})", p=_p(c.seat_p))
    games_a, games_b = max(c.games[0], 1), max(c.games[1], 1)
    shares = [(wa / games_a, wb / games_b) for wa, wb in zip(*c.seat_wins, strict=True)]
    seat = max(range(len(shares)), key=lambda i: abs(shares[i][1] - shares[i][0]))
    share_a, share_b = shares[seat]
    return _("the winner's seat changes (p {p}): seat {seat} wins {a:.0%} of the games under A and {b:.0%} under "
             "B", p=_p(c.seat_p), seat=seat + 1, a=share_a, b=share_b)


def length_message(c: Change) -> Msg:
    """'games last 136.0 actions under A and 131.2 under B'."""
    if c.real:
        return _("games last {a:.1f} actions under A and {b:.1f} under B (95 % interval of the change: {low:.1f} to "
                 "{high:.1f})", a=c.a, b=c.b, low=c.low, high=c.high)
    return _("game length does not change beyond chance ({a:.1f} actions under A, {b:.1f} under B)", a=c.a, b=c.b)


def answer(c: Comparison) -> tuple[Msg, ...]:
    """The answer in sentences: per bot, its score and the winner's seat; then the game length."""
    out = [_("{score}; {seat}.", score=score_message(c.game, bot, change), seat=seat_message(c))
           for bot, change in c.scores]
    out.append(_("{length}.", length=length_message(c.length)))
    return tuple(out)


def describe(frame: Any) -> tuple[Msg, ...]:
    """One rule set alone: per bot, its mean score per game with the 95 % interval (a one-sample t interval), and
    the mean game length."""
    from scipy import stats

    game = str(frame.attrs.get("game", ""))
    out = []
    for bot in sorted(set(frame["bot"])):
        values = list(_per_game(frame, bot).values())
        mean = sum(values) / len(values)
        if len(values) > 1 and len(set(values)) > 1:
            interval = stats.ttest_1samp(values, mean).confidence_interval(LEVEL)
            low, high = float(interval.low), float(interval.high)
        else:
            low = high = mean
        out.append(_("a {bot} scores {mean:.1f} on average (95 % interval {low:.1f} to {high:.1f}).",
                     bot=bot_label(game, bot), mean=mean, low=low, high=high))
    length = frame.drop_duplicates("game")["length"]
    out.append(_("Games last {length:.1f} actions on average.", length=float(length.mean())))
    return tuple(out)
