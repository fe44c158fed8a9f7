"""Small SVG pictures for the landing page: one per topic, drawn from code (no image files)."""

from __future__ import annotations

from html import escape

from schwarz.i18n import _, pgettext, render

INK = "#1f2a44"
PAPER = "#fbf7ef"
ACCENT = "#b3202a"
SOFT = "#d9cfbd"


def _svg(body: str, label: str, width: int = 160, height: int = 100) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'role="img" aria-label="{escape(label)}"><rect width="{width}" height="{height}" rx="8" fill="{PAPER}"/>'
        f"{body}</svg>"
    )


def cards(lang: str = "en") -> str:
    """A fan of employee cards with shift symbols (Schwarzarbeit tutorial)."""
    body = ""
    for i, (name, sym) in enumerate([("Adam", "☀"), ("Henn", "☾"), ("Moon", "W"), ("Schmiel", "☀")]):
        x, rot = 22 + i * 30, -12 + i * 8
        body += (
            f'<g transform="rotate({rot} {x + 18} 80)"><rect x="{x}" y="22" width="36" height="56" rx="4" '
            f'fill="white" stroke="{INK}"/><text x="{x + 18}" y="44" font-size="14" text-anchor="middle" '
            f'fill="{ACCENT}">{sym}</text><text x="{x + 18}" y="64" font-size="8" text-anchor="middle" '
            f'fill="{INK}">{name}</text></g>'
        )
    return _svg(body, render(_("employee cards"), lang))


def bits(lang: str = "en") -> str:
    """A falling staircase of bits of uncertainty (deduction)."""
    levels = [80, 80, 62, 62, 47, 35, 35, 22]
    points = " ".join(f"{14 + i * 18},{y}" for i, y in enumerate(levels))
    unit = escape(render(pgettext("a unit of information, on a picture", "bits"), lang))
    body = (
        f'<polyline points="{points}" fill="none" stroke="{ACCENT}" stroke-width="3"/>'
        f'<line x1="12" y1="88" x2="150" y2="88" stroke="{INK}"/><line x1="12" y1="12" x2="12" y2="88" '
        f'stroke="{INK}"/><text x="20" y="20" font-size="11" fill="{INK}">{unit}</text>'
    )
    return _svg(body, render(_("bits of uncertainty falling"), lang))


def languages(lang: str = "en") -> str:
    """Two pages side by side, EN | FR (the rule texts compared)."""
    body = ""
    for i, code in enumerate(("EN", "FR")):
        x = 20 + i * 64
        body += f'<rect x="{x}" y="14" width="56" height="72" rx="4" fill="white" stroke="{INK}"/>'
        body += f'<text x="{x + 28}" y="34" font-size="14" text-anchor="middle" fill="{INK}">{code}</text>'
        for j in range(4):
            colour = ACCENT if (i, j) == (1, 2) else SOFT
            body += f'<rect x="{x + 8}" y="{44 + j * 9}" width="40" height="4" fill="{colour}"/>'
    return _svg(body, render(_("English and French rule texts"), lang))


def ring(lang: str = "en") -> str:
    """Eight businesses in a ring with stacked cars (Scheffeln)."""
    import math

    body = ""
    colours = ["#c0392b", "#f1c40f", "#2e86c1", "#27ae60", "#8e44ad", "#e67e22", "#ffffff", "#222222"]
    for i in range(8):
        a = 2 * math.pi * i / 8
        x, y = 80 + 34 * math.cos(a), 50 + 34 * math.sin(a)
        body += f'<circle cx="{x:.1f}" cy="{y:.1f}" r="11" fill="white" stroke="{INK}"/>'
        body += f'<rect x="{x - 6:.1f}" y="{y - 4:.1f}" width="12" height="7" fill="{colours[i]}" stroke="{INK}"/>'
    return _svg(body, render(_("a ring of eight businesses with cars"), lang))


def track(lang: str = "en") -> str:
    """The price track with a marker (Schwarzmarkt): the printed values, read from the game's data."""
    from schwarz.schwarzmarkt.price_track import default_values

    values = default_values()
    per_row = (len(values) + 1) // 2
    body = ""
    for i, v in enumerate(values):
        x = 8 + (i % per_row) * 21
        y = 24 if i < per_row else 62
        body += f'<rect x="{x}" y="{y}" width="18" height="22" rx="3" fill="white" stroke="{INK}"/>'
        body += f'<text x="{x + 9}" y="{y + 15}" font-size="8" text-anchor="middle" fill="{INK}">{v}</text>'
    body += f'<circle cx="{8 + 4 * 21 + 9}" cy="20" r="5" fill="{ACCENT}"/>'
    return _svg(body, render(_("the price track with its marker"), lang))


def histogram(lang: str = "en") -> str:
    """Score distributions of two rule sets (design lab)."""
    body = ""
    for i, (h1, h2) in enumerate([(10, 6), (24, 14), (40, 30), (30, 44), (16, 28), (6, 12)]):
        x = 18 + i * 22
        body += f'<rect x="{x}" y="{88 - h1}" width="9" height="{h1}" fill="{INK}"/>'
        body += f'<rect x="{x + 9}" y="{88 - h2}" width="9" height="{h2}" fill="{ACCENT}"/>'
    return _svg(body, render(_("score distributions of two rule sets"), lang))


def check(lang: str = "en") -> str:
    """A question with a tick (classroom exercises)."""
    body = (
        f'<text x="46" y="66" font-size="48" text-anchor="middle" fill="{INK}">?</text>'
        f'<path d="M92 52 l14 16 l28 -36" fill="none" stroke="#1e8449" stroke-width="7"/>'
    )
    return _svg(body, render(_("an exercise checked"), lang))
