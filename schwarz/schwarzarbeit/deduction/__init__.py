"""Schwarzarbeit deduction: exactly how each announcement narrows the possible hidden hands, and why.

``analyze(state_or_view, viewer)`` gives an ``Analysis`` for a seat, the ``TEACHER`` or an outside ``SPECTATOR``:
``worlds`` (exact), ``bits``, ``probability(p, e)`` (a ``Fraction``), ``certain`` facts and the ``evidence`` of
each (the clues that prove it), ``history`` (worlds and bits after each event), ``effects`` (what each
announcement ruled out), ``list_worlds`` (the deals themselves when few remain), ``if_announced(p, n)`` and
``expected_information(p)``. ``brute_force`` is the plain enumerator the tests and benchmark compare to.
"""

from schwarz.schwarzarbeit.deduction.analysis import (
    SPECTATOR,
    TEACHER,
    Analysis,
    Effect,
    Fact,
    FactKind,
    HistoryEntry,
    MarketPending,
    analyze,
    bits_of,
)
from schwarz.schwarzarbeit.deduction.brute import TooSlow, brute_force
from schwarz.schwarzarbeit.deduction.counting import Counts, World, count, count_worlds, hands_count, list_worlds
from schwarz.schwarzarbeit.deduction.knowledge import (
    Clue,
    ClueKind,
    Constraint,
    Knowledge,
    Viewer,
    from_clues,
    knowledge_of,
    knowledge_steps,
    universe,
)

__all__ = [
    "SPECTATOR",
    "TEACHER",
    "Analysis",
    "Clue",
    "ClueKind",
    "Constraint",
    "Counts",
    "Effect",
    "Fact",
    "FactKind",
    "HistoryEntry",
    "Knowledge",
    "MarketPending",
    "TooSlow",
    "Viewer",
    "World",
    "analyze",
    "bits_of",
    "brute_force",
    "count",
    "count_worlds",
    "from_clues",
    "hands_count",
    "knowledge_of",
    "knowledge_steps",
    "list_worlds",
    "universe",
]
