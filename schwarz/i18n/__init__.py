"""The one message catalog of the app (gettext + Babel): every user-facing string, in English and French.

- ``_``, ``ngettext``, ``pgettext`` build a ``Msg`` (extracted by Babel into ``schwarz/locale/schwarz.pot``);
- ``render(msg, lang)`` words it in a language; ``number(n, lang)`` formats a number (``compact`` in
  its short form: 25K / 25 k), ``signed(n, lang)`` a number
  with its sign (score lines), ``percent(x, lang)`` a share,
  ``sentence(msg, lang)`` a message opening a sentence (a capital first);
- the French catalog is ``schwarz/locale/fr/LC_MESSAGES/schwarz.po``, with its glossary at the top.
"""

from schwarz.i18n.message import Arg, Listing, Msg, Text, Worded, _, listing, ngettext, pgettext
from schwarz.i18n.render import LANGS, compact, number, percent, render, sentence, signed, typography

__all__ = [
    "LANGS",
    "Arg",
    "Listing",
    "Msg",
    "Text",
    "Worded",
    "_",
    "compact",
    "listing",
    "ngettext",
    "number",
    "percent",
    "pgettext",
    "render",
    "sentence",
    "signed",
    "typography",
]
