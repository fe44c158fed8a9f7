"""What every part of the Scheffeln table shares: colours and their words, the keys of the pickable elements, small
markup helpers and the table's stylesheet (pure, no widgets).

Every element a human may pick carries ``data-target``: a card in hand ``hand:<card>``, a character card
``character:<colour>`` (free in the centre of the ring, or held by a player), a car on the ring ``car:<colour>``,
a business ``business:<letter>``.

Readable on a projector: no text is smaller than 12 px at the table's natural size (about 870 x 450 px), so the
presentation mode (zoom about 2 at 1920 x 1080) shows at least 24 px. Below 800 px the table is one column and
the ring two columns of businesses in ring order.
"""

from __future__ import annotations

from html import escape

from schwarz.i18n import Msg, _, number, pgettext, render
from schwarz.scheffeln import MAFIA_CAR, Colour, View, businesses
from schwarz.scheffeln.components import Card, business, card_named

APP_ASSUMED = _("assumed: not given by the rule text")

CAR_FILL = {
    Colour.RED: "#c0392b", Colour.YELLOW: "#f4d03f", Colour.GREEN: "#1e8449", Colour.BLUE: "#2471a3",
    Colour.ORANGE: "#e67e22", Colour.PURPLE: "#8e44ad", Colour.PINK: "#f5a6c9", Colour.WHITE: "#ffffff",
    MAFIA_CAR: "#1c1c1c",
}
DARK = frozenset({Colour.RED, Colour.GREEN, Colour.BLUE, Colour.PURPLE, MAFIA_CAR})
PLACES = {
    "alone": pgettext("place of a car", "alone"),
    "top": pgettext("place of a car", "top"),
    "beneath": pgettext("place of a car", "beneath"),
}
"""Where a car stands on its business (the ``data-place`` key, and its word in the car's tooltip)."""


def hand_key(card: Card) -> str:
    """The key of a card in the viewer's hand (two cards of one colour share it: either may be played)."""
    return f"hand:{card}"


def character_key(character: Colour) -> str:
    """The key of a character card, wherever it lies (the centre, or in front of the player holding it)."""
    return f"character:{character}"


def car_key(car: Colour) -> str:
    return f"car:{car}"


def business_key(letter: str) -> str:
    return f"business:{letter}"


def colour_word(car: Card, lang: str) -> str:
    """A car's or a card's word: its colour ('verte' in French), 'Mafia' for the black car, a RUN card's name."""
    if car == MAFIA_CAR:
        return render(_("Mafia"), lang)
    return render(card_named(car).message(), lang)


def character_word(character: Colour, lang: str) -> str:
    """A character's name ('vert' in French)."""
    return render(character.character(), lang)


def text_fill(car: Card) -> str:
    """Ink that reads on the car's colour."""
    return "#ffffff" if car in DARK else "#1f2a44"


def token_assumed(view: View, letter: str, value: int) -> bool:
    """Is this token value the project's assumption (data file) rather than the text's or a review's?"""
    if view.options.token_values is not None:
        return False
    sources = [src for b in businesses() if view.options.express or b.letter == letter
               for v, src in zip(b.tokens, b.token_sources, strict=True) if v == value]
    return bool(sources) and all(src == "assumed" for src in sources)


def name_assumed(letter: str) -> bool:
    return next(b.name_source for b in businesses() if b.letter == letter) == "assumed"


def business_name(letter: str, lang: str = "en") -> str:
    """The printed name of the business ``letter`` (from the catalog)."""
    return render(business(letter).message(), lang)


def holders(view: View) -> dict[Colour, str]:
    """Character colour -> the name of the player holding it."""
    return {c: view.players[p] for p, c in enumerate(view.characters) if c is not None}


def money_text(value: int, lang: str = "en") -> str:
    """A money value in the language's number format: 16,000 / 16 000."""
    return number(value, lang)


def tag(name: str, /, **attrs: object) -> str:
    """An opening tag with escaped attribute values: ``tag("li", class_="new", data_rule="sch.moving")`` ->
    '<li class="new" data-rule="sch.moving">' (a trailing '_' is dropped, other '_' become '-')."""
    text = "".join(f' {key.rstrip("_").replace("_", "-")}="{escape(str(value))}"' for key, value in attrs.items())
    return f"<{name}{text}>"


def empty_tag(name: str, /, **attrs: object) -> str:
    """A tag without content: ``empty_tag("ellipse", cx=1)`` -> '<ellipse cx="1"/>'."""
    return tag(name, **attrs)[:-1] + "/>"


def classes(*names: str) -> str:
    """CSS classes, the empty ones left out: ``classes("sch-biz", "moved" if moved else "")``."""
    return " ".join(name for name in names if name)


def say(msg: Msg, lang: str) -> str:
    """A catalog message in ``lang``, escaped for HTML."""
    return escape(render(msg, lang))


STYLE = """<style>
.sch-table { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44;
  font-size: 14px; line-height: 1.3; }
.sch-table h4 { margin: 4px 0 0; font-size: 14px; }
.sch-main { display: flex; gap: 12px; align-items: flex-start; }
.sch-left { width: 548px; flex: none; }
.sch-right { width: 310px; flex: none; }
.sch-ring { position: relative; display: grid; grid-template-columns: 166px 190px 166px; gap: 10px; padding: 4px;
  grid-template-areas: "p7 p0 p1" "p6 c p2" "p5 p4 p3"; }
.sch-ring::before { content: ""; position: absolute; left: 76px; right: 76px; top: 48px; bottom: 48px;
  border: 8px solid #ece5d8; border-radius: 36px; }
.sch-biz { position: relative; background: #fffdf8; border: 2px solid #8c7f68; border-radius: 10px;
  padding: 3px 6px; min-height: 98px; box-sizing: border-box; }
.sch-biz.moved { border: 3px solid #b3202a; }
.sch-biz-head { display: flex; gap: 5px; align-items: baseline; line-height: 1.1; }
.sch-letter { font-size: 18px; font-weight: 700; color: #1f4e9c; }
.sch-name { font-size: 13px; }
.sch-money { display: flex; gap: 6px; align-items: center; margin: 3px 0; }
.sch-token { font-size: 13px; font-weight: 700; background: #f7e7a6; border: 1px solid #8c6d00; border-radius: 9px;
  padding: 0 7px; }
.sch-muted { font-size: 12px; color: #4a5468; }
.sch-cars { display: flex; flex-direction: column; gap: 3px; }
.sch-car-line { display: flex; align-items: center; gap: 4px; }
.sch-car-line.top { margin-left: 14px; }
.sch-car { display: inline-block; min-width: 60px; text-align: center; font-size: 13px; font-weight: 700;
  line-height: 17px; border: 2px solid #1f2a44; border-radius: 5px; padding: 0 4px; }
.sch-holder { font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 76px; }
.sch-arrow { position: absolute; z-index: 2; font-size: 14px; line-height: 14px; color: #8c7f68; }
.sch-arrow.right { right: -13px; top: 40px; } .sch-arrow.down { bottom: -13px; left: 72px; }
.sch-arrow.left { left: -13px; top: 40px; } .sch-arrow.up { top: -13px; left: 72px; }
.sch-centre { grid-area: c; position: relative; text-align: center; align-self: center; }
.sch-round { font-size: 16px; font-weight: 700; }
.sch-chars { display: flex; flex-wrap: wrap; gap: 4px; justify-content: center; margin-top: 3px; }
.sch-charcard { display: inline-block; width: 44px; box-sizing: border-box; border: 2px solid #1f2a44;
  border-radius: 5px; background: #fff; font-size: 12px; line-height: 15px; overflow: hidden; }
.sch-charcard .band { display: block; height: 9px; border-bottom: 1px solid #1f2a44; }
.sch-character { display: inline-flex; align-items: center; gap: 3px; border: 1px solid #8c7f68; border-radius: 5px;
  padding: 0 4px; background: #fff; }
.sch-swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #1f2a44; }
.sch-hand, .sch-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-end; }
.sch-hand { padding-top: 8px; }
.sch-mcard { display: inline-flex; flex-direction: column; align-items: center; justify-content: space-between;
  width: 64px; height: 80px; box-sizing: border-box; border: 2px solid #1f2a44; border-radius: 6px; background: #fff;
  padding: 4px 2px; font-size: 13px; line-height: 14px; text-align: center; overflow-wrap: anywhere; }
.sch-mcard .swatch { width: 42px; height: 34px; border: 1px solid #1f2a44; border-radius: 4px; }
.sch-mcard.run { background: repeating-linear-gradient(135deg, #fde9d9 0 8px, #fff 8px 14px); }
.sch-mcard.run { font-size: 12px; }
.sch-mcard .run-mark { font-size: 12px; font-weight: 700; color: #b3202a; }
.sch-numbered { display: inline-flex; flex-direction: column; align-items: center; font-size: 13px;
  font-weight: 700; }
.sch-chip { display: inline-flex; align-items: center; gap: 3px; font-size: 12px; border: 1px solid #8c7f68;
  border-radius: 5px; padding: 0 4px; background: #fff; white-space: nowrap; }
.sch-players { border-collapse: collapse; font-size: 13px; width: 100%; }
.sch-players td, .sch-players th { border-bottom: 1px solid #e3dccf; padding: 2px 5px; text-align: left;
  vertical-align: middle; }
.sch-players th { font-size: 12px; font-weight: 600; color: #4a5468; }
.sch-players tr.acting { background: #fff4c2; }
.sch-players tr.sch-hand-row td { padding-top: 0; }
.sch-players tr.sch-hand-row .sch-chip { margin: 0 3px 2px 0; }
.sch-players tr.with-hand td { border-bottom: none; }
.sch-rule { background: #1f2a44; color: #fff; border-radius: 8px; padding: 4px 10px; margin-top: 6px;
  font-size: 13px; }
.sch-left .sch-rule { max-height: 96px; overflow-y: auto; }
.sch-rule ol { margin: 2px 0; padding-left: 1.6em; }
.sch-rule .sch-rule-name { color: #c9d4ee; font-size: 12px; }
.sch-rule .sch-note { margin-top: 3px; padding-top: 3px; border-top: 1px solid #c9d4ee; font-size: 12px; }
@media (max-width: 800px) {
  .sch-main { flex-wrap: wrap; }
  .sch-left, .sch-right { width: 100%; max-width: 100%; }
  .sch-ring { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 6px;
    grid-template-areas: "c c" "p0 p1" "p2 p3" "p4 p5" "p6 p7"; }
  .sch-ring::before, .sch-arrow { display: none; }
}
</style>"""  # dev-text: CSS (selectors and grid areas are no prose)
