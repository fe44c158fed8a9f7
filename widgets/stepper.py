"""One stepper for all three games, through the engine contract and the phase table.

Restart, back, step, to end of turn, to end of game, autoplay (the ``Play`` widget); a visible, editable seed;
the seat (teacher or one player's view) and an optional human seat that decides by clicking its legal actions.
It shows the phase, the governing rule paragraph and one readable line per event. Back is exact: the
``schwarz.timeline.Timeline`` keeps every state. Panels such as the possibilities follow it via ``on_change``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from schwarz.bots import make_bot, smart_bot
from schwarz.core.bots import Bot
from schwarz.core.contract import TEACHER, Closes, GameSpec
from schwarz.core.registry import find_game
from schwarz.i18n import Msg, _, render
from schwarz.rulebook import LANGS as RULE_LANGS
from schwarz.timeline import Timeline
from widgets.i18n import current_lang
from widgets.page import friendly, render_error
from widgets.rules import rule_html
from widgets.tables import button_look, render_table

STEP_SEED = _("Seed")
STEP_PLAYERS = _("Players")
STEP_SEAT = _("Seat")
STEP_HUMAN = _("I play this seat")
STEP_SPEED = _("Autoplay")
STEP_RULE_LANG = _("Rule text")
STEP_TEACHER = _("Teacher (sees all)")
STEP_YOUR_MOVE = _("Your move")
STEP_OVER = _("The game is over.")
STEP_EVENTS = _("What happened")
STEP_MOVE = _("Move")
STEP_RESTART = _("Restart")
STEP_BACK = _("Back")
STEP_STEP = _("Step")
STEP_TURN = _("To end of turn")
STEP_ROUND = _("To end of round")
STEP_END = _("To end of game")

EVENT_LINES = 14
RULE_LANG_NAMES: dict[str, Msg | str] = {"en": "EN", "fr": "FR", "fr-print": _("FR (print)")}
INFO_CSS = """<style>
.stepper-info { font-family: 'Segoe UI', Helvetica, Arial, sans-serif; color: #1f2a44; font-size: 0.92em; }
.stepper-info .phase { font-size: 1.1em; font-weight: 600; }
.stepper-info .rule { background: #f6f1e7; border-left: 4px solid #c9bfae; padding: 4px 8px; margin: 6px 0;
  max-height: 220px; overflow-y: auto; }
.stepper-info ol { padding-left: 1.2em; margin: 4px 0; }
.stepper-info li.new { font-weight: 600; background: #fff4c2; }
.stepper-info .muted { color: #5b6478; }
</style>"""


class Stepper:
    """Step through a seeded game of ``game`` with bots; the teacher or one seat watches, a human may play."""

    def __init__(
        self,
        game: str | GameSpec = "schwarzarbeit",
        players: int | None = None,
        seed: int = 1,
        options: Any = None,
        seat: int | None = TEACHER,
        human: bool = False,
        lang: str | None = None,
        bots: Sequence[Bot] | None = None,
    ) -> None:
        self.game = find_game(game) if isinstance(game, str) else game
        self._options = options
        self._bots = bots
        self._lang = lang or current_lang()
        self._callbacks: list[Callable[[Stepper], None]] = []
        count = players or min(4, self.game.max_players)

        self._seed = w.BoundedIntText(value=seed, min=0, max=10**9, description=render(STEP_SEED, self._lang),
                                      layout=w.Layout(width="170px"))
        self._players = w.Dropdown(options=list(range(self.game.min_players, self.game.max_players + 1)),
                                   value=count, description=render(STEP_PLAYERS, self._lang),
                                   layout=w.Layout(width="160px"))
        self._seat = w.Dropdown(description=render(STEP_SEAT, self._lang), layout=w.Layout(width="260px"))
        self._human = w.Checkbox(value=human, description=render(STEP_HUMAN, self._lang), indent=False)
        self._restart_button = self._button(STEP_RESTART, "fast-backward", self._on_restart_clicked)
        self._back_button = self._button(STEP_BACK, "step-backward", self._on_back_clicked)
        self._step_button = self._button(STEP_STEP, "step-forward", self._on_step_clicked)
        self._turn_button = self._button(STEP_TURN, "forward", self._on_turn_clicked)
        self._round_button = self._button(STEP_ROUND, "forward", self._on_round_clicked)
        if Closes.ROUND not in self.game.units:
            self._round_button.layout.display = "none"
        self._end_button = self._button(STEP_END, "fast-forward", self._on_end_clicked)
        self._play = w.Play(value=0, min=0, max=10**9, interval=600, description=render(STEP_SPEED, self._lang))
        self._speed = w.IntSlider(value=600, min=100, max=2000, step=100, readout=False,
                                  layout=w.Layout(width="140px"))
        w.jslink((self._speed, "value"), (self._play, "interval"))
        rule_langs = RULE_LANGS.get(self.game.name, ("en",))
        self._rule_lang = w.ToggleButtons(
            options=[(render(RULE_LANG_NAMES[code], self._lang), code) for code in rule_langs],
            tooltips=[render(RULE_LANG_NAMES[code], self._lang) for code in rule_langs],
            value=self._lang if self._lang in rule_langs else rule_langs[0],
            description=render(STEP_RULE_LANG, self._lang), style={"button_width": "90px"},
            layout=w.Layout(display="" if len(rule_langs) > 1 else "none"),
        )
        self._rule_lang.observe(lambda _event: self._guarded(self._render), names="value")
        self._table = w.HTML()
        self._info = w.HTML()
        self._actions = w.HBox(layout=w.Layout(flex_flow="row wrap"))  # dev-text: CSS
        self._errors = w.HTML()

        self._seed.observe(self._on_new_game, names="value")
        self._players.observe(self._on_new_game, names="value")
        self._seat.observe(self._on_seat_change, names="value")
        self._human.observe(self._on_seat_change, names="value")
        self._play.observe(self._on_play_tick, names="value")

        controls = w.VBox([
            w.HBox([self._restart_button, self._back_button, self._step_button, self._turn_button,
                    self._round_button, self._end_button, self._play, self._speed]),
            w.HBox([self._seed, self._players, self._seat, self._human, self._rule_lang]),
        ])
        board = w.AppLayout(
            header=controls,
            center=self._table,
            right_sidebar=self._info,
            pane_widths=["0px", 3, 2],
            pane_heights=["90px", 1, "0px"],
            grid_gap="8px",
        )
        # the human's choices below the board, as tall as they need to be
        self.widget = w.VBox([board, self._actions, self._errors])
        self._timeline = self._new_timeline(seat)
        self._set_seat_options(seat)
        self._render()

    # --- what tests, notebooks and other panels read -------------------------------------------------------
    @property
    def timeline(self) -> Timeline:
        return self._timeline

    @property
    def state(self) -> Any:
        return self._timeline.state

    @property
    def viewer(self) -> int | None:
        seat: int | None = self._seat.value
        return seat

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def view(self) -> Any:
        return self.game.view(self.state, self.viewer)

    @property
    def table_html(self) -> str:
        return str(self._table.value)

    @property
    def info_html(self) -> str:
        return str(self._info.value)

    @property
    def error_html(self) -> str:
        return str(self._errors.value)

    @property
    def action_buttons(self) -> list[w.Button]:
        return [b for b in self._actions.children if isinstance(b, w.Button)]

    def on_change(self, callback: Callable[[Stepper], None]) -> None:
        """Call ``callback(stepper)`` after every change (step, back, seat, language)."""
        self._callbacks.append(callback)

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        for control, key in ((self._seed, STEP_SEED), (self._players, STEP_PLAYERS), (self._seat, STEP_SEAT),
                             (self._human, STEP_HUMAN), (self._play, STEP_SPEED)):
            control.description = render(key, lang)
        for button, key in ((self._restart_button, STEP_RESTART), (self._back_button, STEP_BACK),
                            (self._step_button, STEP_STEP), (self._turn_button, STEP_TURN),
                            (self._round_button, STEP_ROUND), (self._end_button, STEP_END)):
            button.description = render(key, lang)
        self._rule_lang.description = render(STEP_RULE_LANG, lang)
        if lang in RULE_LANGS.get(self.game.name, ()):
            self._rule_lang.value = lang
        self._set_seat_options(self.viewer)
        self._render()

    def play_action(self, action: Any) -> None:
        """The human seat's (or a teacher's) action at the shown state; an illegal one shows the rule's reason."""
        self._guarded(lambda: self._go(self._timeline.play(action)))

    # --- handlers ------------------------------------------------------------------------------------------
    def _button(self, key: Msg, icon: str, handler: Callable[[Any], None]) -> w.Button:
        button = w.Button(description=render(key, self._lang), icon=icon, layout=w.Layout(width="auto"))
        button.on_click(handler)
        return button

    def _guarded(self, work: Callable[[], None]) -> None:
        friendly(lambda: self._errors, lambda: self._lang)(work)()

    def _on_restart_clicked(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._timeline.restart()))

    def _on_back_clicked(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._timeline.back()))

    def _on_step_clicked(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._timeline.step()))

    def _on_turn_clicked(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._timeline.forward_to(Closes.TURN)))

    def _on_round_clicked(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._timeline.forward_to(Closes.ROUND)))

    def _on_end_clicked(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._timeline.forward_to(Closes.GAME)))

    def _on_play_tick(self, _event: Any) -> None:
        if not self._timeline.can_step:
            self._play.playing = False
            return
        self._guarded(lambda: self._go(self._timeline.step()))

    def _on_new_game(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._new_timeline(self.viewer)))

    def _on_seat_change(self, _event: Any) -> None:
        def change() -> None:
            bots: list[Bot | None] = list(self._bot_list(self._players.value))
            if self._human.value and self.viewer is not None:
                bots[self.viewer] = None
            self._go(self._timeline.with_bots(bots))

        self._guarded(change)

    def _on_action_clicked(self, action: Any) -> None:
        self.play_action(action)

    # --- model and rendering -------------------------------------------------------------------------------
    def _bot_list(self, players: int) -> Sequence[Bot]:
        """The given bots, else the game's thoughtful bot in every seat (a fresh one each: bots keep memory)."""
        if self._bots is not None:
            return list(self._bots)
        return [make_bot(self.game, smart_bot(self.game)) for _seat in range(players)]

    def _new_timeline(self, seat: int | None) -> Timeline:
        players = int(self._players.value)
        human = seat if self._human.value and seat is not None and seat < players else None
        return Timeline.start(self.game, players, int(self._seed.value), self._options,
                              self._bot_list(players), human)

    def _set_seat_options(self, seat: int | None) -> None:
        names = self._timeline.state.players
        options: list[tuple[str, int | None]] = [(render(STEP_TEACHER, self._lang), TEACHER)]
        options += [(name, i) for i, name in enumerate(names)]
        self._seat.unobserve(self._on_seat_change, names="value")
        self._seat.options = options
        self._seat.value = seat if seat is None or seat < len(names) else TEACHER
        self._seat.observe(self._on_seat_change, names="value")

    def _go(self, timeline: Timeline) -> None:
        players_changed = len(timeline.state.players) != len(self._timeline.state.players)
        self._timeline = timeline
        if players_changed:
            self._set_seat_options(self.viewer)
        self._render()

    def _render(self) -> None:
        state, viewer, lang = self.state, self.viewer, self._lang
        view = self.game.view(state, viewer)
        self._table.value = render_table(self.game.name, view, lang)
        self._info.value = render_info(self.game, self._timeline, viewer, lang, str(self._rule_lang.value))
        self._render_actions()
        tl = self._timeline
        self._back_button.disabled = self._restart_button.disabled = tl.index == 0
        for button in (self._step_button, self._turn_button, self._round_button, self._end_button):
            button.disabled = not tl.can_step
        for callback in self._callbacks:
            callback(self)

    def _render_actions(self) -> None:
        """Buttons for the human seat's legal actions (illegal ones are never offered)."""
        tl, seat = self._timeline, self._timeline.human
        buttons: list[w.Widget] = []
        if seat is not None and seat == self.viewer and tl.index == len(tl.states) - 1 and not tl.state.is_over:
            actions = self.game.legal_actions(tl.state, seat)
            if actions:
                label = render(STEP_YOUR_MOVE, self._lang) if tl.waiting_for_human else ""
                buttons.append(w.HTML(f"<b>{escape(label)}</b>"))
            for action in actions:
                look = button_look(self.game.name, action)
                label = self.game.action_label(tl.state, action, self._lang)
                button = w.Button(description=f"{look['prefix']} {label}" if "prefix" in look else label,
                                  tooltip=label, layout=w.Layout(width="auto", height="36px"),
                                  button_style="" if "color" in look else "info")
                if "color" in look:
                    button.style.button_color = look["color"]
                button.add_class("schwarz-choice")
                button.on_click(lambda _event, a=action: self._on_action_clicked(a))
                buttons.append(button)
        self._actions.children = buttons

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self._play.playing = False
        self.widget.close()


def render_info(game: GameSpec, timeline: Timeline, viewer: int | None, lang: str, rule_lang: str = "") -> str:
    """Phase, governing rule (in ``rule_lang``, by default the page's language) and the latest event lines, as
    the viewer may see them (a pure renderer)."""
    state = timeline.state
    spec = game.phases[state.phase]
    log = [e for e in state.log if e.visible(viewer)]
    before = timeline.states[timeline.index - 1] if timeline.index > 0 else None
    seen = sum(1 for e in before.log if e.visible(viewer)) if before is not None else len(log)
    last = log[-1] if log else None
    rule_id = last.rule if last is not None and last.rule and timeline.index > 0 else spec.rule_ids[0]
    lines = "".join(
        f'<li class="{"new" if i >= seen else ""}">{escape(game.event_line(e, state.players, lang))}</li>'
        for i, e in enumerate(log) if i >= len(log) - EVENT_LINES
    )
    start = max(1, len(log) - EVENT_LINES + 1)
    status = render(STEP_OVER, lang) if state.is_over else f"{render(STEP_MOVE, lang)} {timeline.index}"
    title, summary = render(spec.title, lang), render(spec.summary, lang)
    phase = render(_("Phase: {title}", title=title), lang)
    return (
        f'{INFO_CSS}<div class="stepper-info"><div class="muted">{escape(status)}</div>'
        f'<div class="phase">{escape(phase)}</div>'
        f'<div class="muted">{escape(summary)}</div>{rule_html(rule_id, rule_lang or lang, summary)}'
        f'<b>{render(STEP_EVENTS, lang)}</b><ol start="{start}">{lines}</ol></div>'
    )


__all__ = ["Stepper", "render_error", "render_info"]
