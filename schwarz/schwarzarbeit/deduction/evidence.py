"""Why a fact is certain: a smallest set of clues that implies it, found with the exact counter.

A set of clues implies a fact when every possible deal of those clues alone agrees with it (the hand size of
sa.setup is a rule, not a clue). ``Prover`` finds the proofs of every certain fact together: one clue that proves
a fact alone; else, round after round, the fact's player's own clues (his announcements and takes, the cards seen
face up, the other known hands) with the facts about him proven before, checked with a one-player count; for
'surely not his' the proof that the employee is surely somebody else's; for 'nobody's' the proofs that he is not
each player's; at last the clues in rings around the fact. Each proof is then thinned with the full count (a
clue goes when the fact stays certain without it: deletion by halves, QuickXplain), so none of its clues can be
left out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import TypeVar

from schwarz.schwarzarbeit import rule_ids as R
from schwarz.schwarzarbeit.cards import Card, Shift
from schwarz.schwarzarbeit.deduction.counting import count_worlds
from schwarz.schwarzarbeit.deduction.facts import Fact, FactKind
from schwarz.schwarzarbeit.deduction.knowledge import (
    CONSTRAINTS,
    HANDS,
    TAKES,
    Clue,
    ClueKind,
    Constraint,
    Knowledge,
    from_clues,
)

T = TypeVar("T")


def _probe(employee: str) -> Card:
    """A market of one card of ``employee``: 'he may take 0 of it' says the employee is his."""
    return Card(employee, Shift.DAY)


def implies(k: Knowledge, fact: Fact) -> bool:
    """Does every possible deal of ``k`` agree with ``fact``? (``k`` must be consistent: the true deal fits it.)"""
    e = fact.employee
    if fact.kind is FactKind.NOBODYS:
        if any(h is not None and e in h for h in k.known):
            return False
        if e in k.nobody:
            return True
        return all(implies(k, Fact(FactKind.NOT_FOR, e, q)) for q in k.hidden)
    p = fact.player
    assert p is not None
    hand = k.known[p]
    if fact.kind is FactKind.WORKS_FOR:
        if hand is not None:
            return e in hand
        return count_worlds(k.with_exclusion(p, e)) == 0
    if hand is not None:
        return e not in hand
    if e in k.excluded[p] or e in k.nobody or any(h is not None and e in h for h in k.known):
        return True
    return count_worlds(k.with_constraint(Constraint(p, (_probe(e),), 0, R.INFORMATION))) == 0


Lemma = tuple[FactKind, str, int]
"""A proven fact about one player used inside another proof: (WORKS_FOR or NOT_FOR, employee, player)."""


def _solo(base: Knowledge, clues: Sequence[Clue], player: int, lemmas: Sequence[Lemma] = ()) -> Knowledge:
    """``player`` alone with the clues that bear on his hand: his own, the cards seen face up and the other known
    hands (they leave the employees he may hold), and facts about him proven already. Every hand of the full game
    is one of these."""
    gone: set[str] = set()
    excluded: set[str] = set()
    constraints: list[Constraint] = []
    known: frozenset[str] | None = None
    for c in clues:
        if c.kind in HANDS:
            if c.player == player:
                known = c.hand
            else:
                gone |= c.hand
        elif c.kind is ClueKind.FACE_UP:
            gone.add(c.employee)
        elif c.player == player and c.kind in TAKES:
            excluded.add(c.employee)
        elif c.player == player and c.constraint is not None:
            constraints.append(Constraint(0, c.constraint.market, c.constraint.count, c.rule, c.event))
    for kind, employee, _p in lemmas:
        if kind is FactKind.NOT_FOR:
            excluded.add(employee)
        else:
            constraints.append(Constraint(0, (_probe(employee),), 0, R.INFORMATION))
    return Knowledge((base.players[player],), base.per_player, (known,), frozenset(gone), (frozenset(excluded),),
                     tuple(constraints))


@lru_cache(maxsize=1 << 12)
def _lone(market: tuple[Card, ...], count: int, per: int) -> tuple[frozenset[str], frozenset[str], bool]:
    """What 'exactly ``count`` of ``market`` may be taken' says alone about a hand of ``per``: the employees
    surely in it, those of the market that may be, and whether it may hold anybody off the market."""
    weights = Counter(card.employee for card in market)
    inside = len(market) - count
    people = sorted(weights)
    fits = [set(s) for size in range(per + 1) for s in combinations(people, size)
            if sum(weights[e] for e in s) == inside]
    if not fits:
        return frozenset(), frozenset(), False
    surely = frozenset(set.intersection(*fits))
    maybe = frozenset(set.union(*fits))
    return surely, maybe, any(len(s) < per for s in fits)


def _alone(clue: Clue, fact: Fact, per: int) -> bool:
    """Does ``clue`` alone prove ``fact``? (An announcement alone says nothing about the other players' hands:
    there are always employees enough for them, so its player's count decides.)"""
    e, p = fact.employee, fact.player
    if clue.kind in HANDS:
        if clue.player == p:
            return (e in clue.hand) == (fact.kind is FactKind.WORKS_FOR)
        return fact.kind is FactKind.NOT_FOR and e in clue.hand
    if clue.kind is ClueKind.FACE_UP:
        return clue.employee == e and fact.kind is not FactKind.WORKS_FOR
    if clue.kind in TAKES:
        return fact.kind is FactKind.NOT_FOR and clue.player == p and clue.employee == e
    c = clue.constraint
    if c is None or fact.kind is FactKind.NOBODYS:
        return False
    surely, maybe, room = _lone(c.market, c.count, per)
    if fact.kind is FactKind.WORKS_FOR:
        return p == c.player and e in surely
    if p != c.player:
        return e in surely
    if any(card.employee == e for card in c.market):
        return e not in maybe
    return not room


def _thin(items: Sequence[T], holds: Callable[[Sequence[T]], bool], order: Callable[[T], tuple[int, ...]]) -> list[T]:
    """Deletion by halves (QuickXplain): a subset of ``items`` for which ``holds`` is still true and from which no
    item can be left out; the items first in ``order`` are the first to go. ``holds(items)`` must be true."""
    ranked = sorted(items, key=order, reverse=True)  # the strongest first: QuickXplain keeps the earliest

    def explain(background: list[T], added: bool, candidates: list[T]) -> list[T]:
        if added and holds(background):
            return []
        if len(candidates) == 1:
            return candidates
        half = len(candidates) // 2
        first, second = candidates[:half], candidates[half:]
        kept_second = explain(background + first, bool(first), second)
        kept_first = explain(background + kept_second, bool(kept_second), first)
        return kept_first + kept_second

    if not ranked or holds([]):
        return []
    return explain([], False, ranked)


def _weakest_first(clue: Clue) -> tuple[int, ...]:
    """Try to drop cards seen face up and known hands first, then takes, then announcements (the latest first)."""
    rank = 0 if clue.kind is ClueKind.FACE_UP or clue.kind in HANDS else 1 if clue.kind in TAKES else 2
    return rank, -clue.event


def _chronological(clues: Sequence[Clue]) -> tuple[Clue, ...]:
    return tuple(sorted(clues, key=lambda c: (c.event < 0, c.event, c.kind.value)))


Item = Clue | Lemma


class Prover:
    """The proofs of every certain fact of one knowledge, found together in rounds.

    ``ones`` and ``zeros`` are the (employee, hidden player) pairs with probability 1 and 0. Round 0: the clues
    that prove a fact alone. Then, round after round, a fact about one player is proven from his own clues and the
    facts about him proven in earlier rounds (a proof's lemmas are replaced by their own proofs), or 'not his'
    from a proof that the employee is somebody else's; 'nobody's' joins the proofs that he is not each player's.
    What is left is searched in rings around it. Every proof is then thinned with the full count.
    ``hints``: proofs found earlier in the game (a proof stays one as clues are added): used when still valid.
    """

    def __init__(self, k: Knowledge, ones: set[tuple[str, int]], zeros: set[tuple[str, int]],
                 hints: Mapping[Lemma, tuple[Clue, ...]] | None = None) -> None:
        self.k = k
        self.base = from_clues(k, ())
        self.clues = _chronological(k.clues)
        self.present = set(self.clues)
        self.naming: dict[str, list[Clue]] = {}  # employee -> the clues that name him
        self.counting: dict[int, list[Clue]] = {}  # player -> his announcements and 'nobody to take' turns
        self.hands: dict[int, list[Clue]] = {}  # player -> his known hand
        self.rank = {id(c): i for i, c in enumerate(self.clues)}
        for clue in self.clues:
            if clue.kind in HANDS and clue.player is not None:
                self.hands.setdefault(clue.player, []).append(clue)
            named = clue.hand if clue.kind in HANDS else {clue.employee} if clue.employee else {
                card.employee for card in clue.constraint.market} if clue.constraint is not None else set()
            for e in named:
                self.naming.setdefault(e, []).append(clue)
            if clue.constraint is not None and clue.player is not None:
                self.counting.setdefault(clue.player, []).append(clue)
        self.ones, self.zeros = ones, zeros
        self.hints = hints or {}
        self.proven: dict[Lemma, tuple[Clue, ...]] = {}
        self.done = False

    def holds(self, fact: Fact, clues: Sequence[Clue]) -> bool:
        return implies(from_clues(self.base, clues), fact)

    def solo_holds(self, fact: Fact, items: Sequence[Item]) -> bool:
        assert fact.player is not None
        clues = [c for c in items if isinstance(c, Clue)]
        lemmas = [c for c in items if not isinstance(c, Clue)]
        return implies(_solo(self.base, clues, fact.player, lemmas), Fact(fact.kind, fact.employee, 0))

    def proof(self, fact: Fact) -> tuple[Clue, ...]:
        """The proof of a certain ``fact`` of the knowledge."""
        self._run()
        if fact.kind is FactKind.NOBODYS:
            return self._nobody(fact.employee)
        assert fact.player is not None
        key = (fact.kind, fact.employee, fact.player)
        if key not in self.proven:
            single = self._single(Fact(*key))
            found = (single,) if single is not None else self._finish(Fact(*key), self._rings(Fact(*key)))
            self.proven[key] = found
        return self.proven[key]

    # --- the rounds -----------------------------------------------------------------------------------------
    def _targets(self) -> list[Lemma]:
        known = [(FactKind.WORKS_FOR, e, q) for e, q in sorted(self.ones)]
        return known + [(FactKind.NOT_FOR, e, q) for e, q in sorted(self.zeros)]

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        todo = []
        for key in self._targets():
            hint = self.hints.get(key)
            single = self._single(Fact(*key))
            if single is not None:
                self.proven[key] = (single,)
            elif hint is not None and all(c in self.present for c in hint):
                self.proven[key] = hint
            else:
                todo.append(key)
        while todo:
            left = []
            for key in todo:
                items = self._round(key)
                if items is None:
                    left.append(key)
                else:
                    self.proven[key] = self._finish(Fact(*key), self._expand(items))
            if len(left) == len(todo):
                break
            todo = left

    def _single(self, fact: Fact) -> Clue | None:
        """A clue that proves ``fact`` alone: one naming the employee, the fact's player's hand, or one of his
        announcements (which may leave no room off its market), the first in the log."""
        per = self.k.per_player
        candidates = [*self.naming.get(fact.employee, ())]
        if fact.player is not None:
            candidates += [*self.hands.get(fact.player, ()), *self.counting.get(fact.player, ())]
        found = [c for c in candidates if _alone(c, fact, per)]
        return min(found, key=lambda c: self.rank[id(c)]) if found else None

    def _round(self, key: Lemma) -> list[Item] | None:
        """This round's proof of ``key`` as clues and lemmas, or None."""
        kind, e, q = key
        if kind is FactKind.NOT_FOR:
            for (k2, e2, q2), _proof in self.proven.items():
                if k2 is FactKind.WORKS_FOR and e2 == e and q2 != q:
                    return [(k2, e2, q2)]
        fact = Fact(kind, e, q)
        own: list[Item] = [c for c in self.clues if c.kind is ClueKind.FACE_UP or c.kind in HANDS or c.player == q]
        lemmas: list[Item] = [x for x in self.proven if x[2] == q and x[1] != e]
        items = own + lemmas
        if not self.solo_holds(fact, items):
            return None
        return _thin(items, lambda s: self.solo_holds(fact, s), self._order)

    def _order(self, item: Item) -> tuple[int, ...]:
        """Drop cards seen face up and known hands first, then lemmas with long proofs, then takes, then
        announcements (the latest first)."""
        if isinstance(item, Clue):
            return _weakest_first(item)
        return 1, -len(self.proven[item]), 0

    def _expand(self, items: Sequence[Item]) -> tuple[Clue, ...]:
        out: dict[Clue, None] = {}
        for item in items:
            for clue in ((item,) if isinstance(item, Clue) else self.proven[item]):
                out[clue] = None
        return tuple(out)

    def _finish(self, fact: Fact, clues: Sequence[Clue]) -> tuple[Clue, ...]:
        """Thin a proof with the full count, so none of its clues can be left out."""
        if len(clues) <= 1:
            return tuple(clues)
        return _chronological(_thin(clues, lambda s: self.holds(fact, s), _weakest_first))

    def _nobody(self, employee: str) -> tuple[Clue, ...]:
        """'Nobody's': a face-up weekend card, else the proofs that he is not each player's, thinned."""
        fact = Fact(FactKind.NOBODYS, employee)
        single = self._single(fact)
        if single is not None:
            return (single,)
        key = (FactKind.NOBODYS, employee, -1)
        hint = self.hints.get(key)
        if key not in self.proven and hint is not None and all(c in self.present for c in hint):
            self.proven[key] = hint
        if key not in self.proven:
            self.proven[key] = self._nobody_thinned(employee)
        return self.proven[key]

    def _nobody_thinned(self, employee: str) -> tuple[Clue, ...]:
        """The proofs that he is not each player's, together, thinned: leaving a clue out is tried against the
        players whose proof holds it only (for the others, what is left still holds their proof)."""
        proofs: dict[int, set[Clue]] = {}
        for q in range(self.k.n):
            if self.k.known[q] is not None:
                proofs[q] = set(self.hands.get(q, ()))
            else:
                proofs[q] = set(self.proof(Fact(FactKind.NOT_FOR, employee, q)))
        kept = set().union(*proofs.values())
        for clue in sorted(kept, key=_weakest_first):
            trial = kept - {clue}
            affected = [q for q, proof in proofs.items() if clue in proof]
            if all(self.holds(Fact(FactKind.NOT_FOR, employee, q), list(trial)) for q in affected):
                kept = trial
                for q in affected:
                    proofs[q] = trial
        return _chronological(list(kept))

    def _rings(self, fact: Fact) -> list[Clue]:
        """The clues in rings around the fact, ring after ring until they imply it."""
        chosen: list[Clue] = []
        for ring in _rings(self.clues, fact):
            chosen.extend(ring)
            if self.holds(fact, chosen):
                return chosen
        return list(self.clues)  # pragma: no cover - every clue together implies every certain fact


def _rings(clues: Sequence[Clue], fact: Fact) -> list[list[Clue]]:
    """The clues naming the fact's employee or player, then those naming an employee or player of the rings
    before, until every clue is placed."""
    employees = {fact.employee}
    players = {fact.player} if fact.player is not None else set()
    left = list(clues)
    rings: list[list[Clue]] = []
    while left:
        ring = [c for c in left if any(c.mentions(e) for e in employees)
                or (c.player in players and (c.kind in HANDS or c.kind in CONSTRAINTS))] or left
        rings.append(ring)
        placed = {id(c) for c in ring}
        left = [c for c in left if id(c) not in placed]
        for c in ring:
            if c.player is not None:
                players.add(c.player)
            if c.constraint is not None:
                employees.update(card.employee for card in c.constraint.market)
            employees.update(c.hand)
            if c.employee:
                employees.add(c.employee)
    return rings
