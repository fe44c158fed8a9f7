"""Schwarzarbeit deduction: exactly how each announcement narrows the possible hidden hands.

``analyze(state_or_view, viewer)`` gives an ``Analysis``: ``worlds`` (exact), ``bits``, ``probability(p, e)``
(a ``Fraction``), ``certain`` facts, ``history`` (worlds and bits after each event), ``if_announced(p, n)``
and ``expected_information(p)``. ``brute_force`` is the plain enumerator the tests and benchmark compare to.
"""

from schwarz.schwarzarbeit.deduction.analysis import TEACHER, Analysis, Fact, FactKind, HistoryEntry, analyze, bits_of
from schwarz.schwarzarbeit.deduction.brute import TooSlow, brute_force
from schwarz.schwarzarbeit.deduction.counting import Counts, count, count_worlds
from schwarz.schwarzarbeit.deduction.knowledge import Constraint, Knowledge, knowledge_of, knowledge_steps, universe

__all__ = [
    "TEACHER",
    "Analysis",
    "Constraint",
    "Counts",
    "Fact",
    "FactKind",
    "HistoryEntry",
    "Knowledge",
    "TooSlow",
    "analyze",
    "bits_of",
    "brute_force",
    "count",
    "count_worlds",
    "knowledge_of",
    "knowledge_steps",
    "universe",
]
