"""Messages: user-facing sentences kept as data until a page shows them in a language.

A message is built where the engine or a panel knows what to say, with the catalog id marked for extraction
(``_``, ``ngettext``, ``pgettext``: the gettext keywords Babel extracts) and its arguments; ``render`` puts it
into English or French at display time. Nothing stored in a state or a save is prose: states hold typed events,
and the events' words come from the catalog when they are shown.

Arguments are strings (names, printed labels), numbers (formatted for the language by Babel: 1,113,840 /
1 113 840), nested messages, domain values with a ``message()`` (a card, a colour), or ``Listing`` (a list
worded for the language: "A, B, C" / "A, B et C").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol, Union, runtime_checkable


@runtime_checkable
class Worded(Protocol):
    """A domain value that knows its own name in the catalog (a card, a shift, a colour, a commodity)."""

    def message(self) -> Msg: ...


Arg = Union[str, int, float, "Msg", "Listing", Worded]


@dataclass(frozen=True)
class Msg:
    """A catalog message with its arguments; ``plural`` and ``n`` for ngettext, ``context`` for pgettext."""

    id: str
    args: tuple[tuple[str, Arg], ...] = ()
    plural: str | None = None
    n: int | None = None
    context: str | None = None

    @property
    def kwargs(self) -> Mapping[str, Arg]:
        return dict(self.args)

    def __str__(self) -> str:
        from schwarz.i18n.render import render

        return render(self, "en")


@dataclass(frozen=True)
class Listing:
    """Items joined for the language: ``style`` 'unit' ("A, B, C" / "A, B et C"), 'and' ("A, B and C" / "A, B
    et C") or 'or' ("A, B, or C" / "A, B ou C")."""

    items: tuple[Arg, ...]
    style: str = "unit"


def _(msgid: str, /, **args: Arg) -> Msg:
    """The catalog message ``msgid`` (English text with ``{name}`` placeholders) with its arguments."""
    return Msg(msgid, tuple(args.items()))


def ngettext(singular: str, plural: str, n: int, /, **args: Arg) -> Msg:
    """A message whose wording depends on the number ``n`` (available to the text as ``{n}``)."""
    return Msg(singular, (("n", n), *args.items()), plural=plural, n=n)


def pgettext(context: str, msgid: str, /, **args: Arg) -> Msg:
    """A message whose short English text needs a context to be translated ('shift' / 'day')."""
    return Msg(msgid, tuple(args.items()), context=context)


def listing(items: Iterable[Arg], style: str = "unit") -> Listing:
    """``items`` to be joined in the page's language."""
    return Listing(tuple(items), style)


Text = Union[Msg, str]  # noqa: UP007 (a runtime alias)
"""What a panel may show: a message, or a string that is not prose (a name, a number already formatted)."""
