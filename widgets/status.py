"""Pure renderers of what surrounds the board: the status bar (whose turn, what is being decided, why Step
waits), the rule that governs the decision at hand, and the numbered log.
"""

from __future__ import annotations

from html import escape
from typing import Any

from schwarz.core.contract import GameSpec, ranking
from schwarz.i18n import Text, _, listing, ngettext, render
from schwarz.timeline import Timeline
from widgets.rules import rule_html

EVENT_LINES = 14
STEP_WORD = _("Step")
"""The Step button's word (the same message as the button's)."""

STATUS_CSS = """<style>
.schwarz-status-text { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44;
  font-size: 16px; line-height: 1.35; }
.schwarz-status-text .where { color: #3d4658; font-size: 14px; }
.schwarz-status-text .ask { font-weight: 700; font-size: 17px; }
.schwarz-status-text .note { display: inline-block; background: #1f2a44; color: #fff; border-radius: 5px;
  padding: 1px 8px; margin-left: 6px; font-weight: 600; }
.schwarz-side-info { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44;
  font-size: 15px; }
.schwarz-side-info .phase { font-size: 1.1em; font-weight: 600; }
.schwarz-side-info .rule { background: #f6f1e7; border-left: 4px solid #8c7f68; padding: 4px 8px; margin: 6px 0; }
.schwarz-side-info ol { padding-left: 2.2em; margin: 4px 0; }
.schwarz-side-info li.new { font-weight: 600; background: #fff4c2; }
.schwarz-side-info .muted { color: #3d4658; }
</style>"""


def turn_words(game: GameSpec, state: Any, human: int | None) -> Text:
    """'Henning's turn', 'Your turn', or the end of the game with its winner(s)."""
    if state.is_over:
        sheets = game.scores(state)
        ranks = ranking(sheets)
        winners = [state.players[p] for p, rank in ranks.items() if rank == 1]
        best = max(sheet.total for sheet in sheets.values())
        return ngettext("The game is over: {names} wins with {points} points.",
                        "The game is over: {names} win with {points} points.", len(winners),
                        names=listing(winners), points=best)
    if state.to_act is None:
        return _("Nobody is to act.")
    if state.to_act == human:
        return _("Your turn")
    return _("{name}'s turn", name=state.players[state.to_act])


def render_status(game: GameSpec, timeline: Timeline, viewer: int | None, lang: str, ask: Text | None,
                  note: Text | None) -> str:
    """The status bar's words: move and phase, whose turn, the question asked of the human (``ask``) or what
    Step will do, and the game's fact to keep in sight (``note``)."""
    state = timeline.state
    human = timeline.human if timeline.human == viewer else None
    spec = game.phases[state.phase]
    where = render(_("Move {n} · {phase}", n=timeline.index, phase=spec.title), lang)
    turn = render(turn_words(game, state, human), lang)
    noted = f'<span class="note" role="note">{escape(render(note, lang))}</span>' if note is not None else ""
    if ask is not None:
        line = render(_("Your move: {question}", question=ask), lang)
    elif state.is_over:
        line = ""
    elif timeline.waiting_for_human:
        line = render(_("The game waits for {name}'s move: choose that seat to play it.",
                        name=state.players[state.to_act]), lang)
    elif timeline.can_step:
        line = render(_("Click {step} to see the next move.", step=STEP_WORD), lang)
    else:
        line = ""
    ask_html = f'<div class="ask">{escape(line)}</div>' if line else ""
    return (f'{STATUS_CSS}<div class="schwarz-status-text" role="status" aria-live="polite">'
            f'<div class="where">{escape(where)} · <b>{escape(turn)}</b>{noted}</div>{ask_html}</div>')


def render_rule(game: GameSpec, state: Any, lang: str, rule_lang: str = "") -> str:
    """The phase being played and the rule paragraph that governs its decision (section id on hover)."""
    spec = game.phases[state.phase]
    title, summary = render(spec.title, lang), render(spec.summary, lang)
    phase = render(_("Phase: {title}", title=title), lang)
    rule = rule_html(spec.rule_ids[0], rule_lang or lang, summary) if spec.rule_ids else ""
    return (f'{STATUS_CSS}<div class="schwarz-side-info"><div class="phase">{escape(phase)}</div>'
            f'<div class="muted">{escape(summary)}</div>{rule}</div>')


def render_log(game: GameSpec, timeline: Timeline, viewer: int | None, lang: str, lines: int = EVENT_LINES) -> str:
    """The latest events as the viewer may see them, numbered from the start of the game; new ones marked."""
    state = timeline.state
    log = [e for e in state.log if e.visible(viewer)]
    before = timeline.states[timeline.index - 1] if timeline.index > 0 else None
    seen = sum(1 for e in before.log if e.visible(viewer)) if before is not None else len(log)
    items = "".join(
        f'<li class="{"new" if i >= seen else ""}" data-event="{i + 1}">'
        f"{escape(game.event_line(e, state.players, lang))}</li>"
        for i, e in enumerate(log) if i >= len(log) - lines
    )
    start = max(1, len(log) - lines + 1)
    title = render(_("What happened"), lang)
    return f'{STATUS_CSS}<div class="schwarz-side-info"><b>{escape(title)}</b><ol start="{start}">{items}</ol></div>'
