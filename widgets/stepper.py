"""One stepper for all three games, through the engine contract and the phase table.

The board is the interface: a status bar at the top says whose turn it is and what is being decided, and holds
the option buttons of the decision; the human seat plays by clicking the board (``widgets.board``), one pick at
a time, only legal targets highlighted. Controls: restart, back, step, to end of turn / round, to the end of
the game (with a human seat: to my next move), autoplay with a labelled speed, and a presentation mode that
enlarges the board for a projector. Beside the board: the rule of the decision at hand, the numbered log, and
"save and share" (a link to the position, download and upload of the game record).

Back is exact (``schwarz.timeline.Timeline`` keeps every state); a different choice after Back starts a new
line of play and the old line stays reachable. Panels such as the possibilities follow via ``on_change``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from schwarz import record as records
from schwarz.bots import make_bot, smart_bot
from schwarz.core.bots import Bot
from schwarz.core.contract import TEACHER, Closes, GameSpec
from schwarz.core.errors import InvalidState
from schwarz.core.registry import find_game
from schwarz.i18n import Msg, Text, _, listing, ngettext, pgettext, render
from schwarz.rulebook import LANGS as RULE_LANGS
from schwarz.timeline import Timeline
from widgets.address import PageLink, Upload, options_of, page_query, position_query, read_position, resume_query
from widgets.board import Board
from widgets.decision import Decision
from widgets.i18n import current_lang
from widgets.page import friendly, render_error
from widgets.status import render_log, render_rule, render_status
from widgets.student import keep, kept, new_token, random_deal, student_mode
from widgets.tables import decision, render_table, round_button, status_note

STEP_DEAL = _("Deal number")
STEP_PLAYERS = _("Players")
STEP_SEAT = _("Seat")
STEP_HUMAN = _("I play this seat")
STEP_AUTOPLAY = _("Autoplay")
STEP_PAUSE = _("Pause")
STEP_SPEED = _("Speed")
STEP_SLOW, STEP_NORMAL, STEP_FAST = _("slow"), _("normal"), _("fast")
STEP_RULE_LANG = _("Rule text")
STEP_TEACHER = _("Teacher (sees all)")
STEP_RESTART = _("Restart")
STEP_BACK = _("Back")
STEP_STEP = _("Step")
STEP_TURN = _("To end of turn")
STEP_ROUND = _("To end of round")
STEP_END = _("To end of game")
STEP_MY_MOVE = _("To my next move")
STEP_PRESENT = _("Presentation mode")
STEP_CANCEL = _("Cancel")
STEP_WAITING = _("Waiting for your move: choose it in the bar above the board.")
STEP_OVER_TIP = _("The game is over.")
STEP_LINE = _("Line")
TAB_RULE, TAB_LOG, TAB_SHARE = _("Rule"), _("Log"), _("Share")
TAB_GAME = pgettext("the game being played", "Game")
SHARE_LINK = _("Link to this position")
SHARE_COPY = _("Copy link")
SHARE_COPIED = _("The link is on the clipboard.")
SHARE_NOT_COPIED = _("Copy the link from the box above (this browser does not let the page copy it).")
SHARE_SAVE = _("Download the game record")
SHARE_LOAD = _("Upload a game record")
SHARE_HELP = _("The link reopens this game at this move; the game record is a file with the deal and every move.")
TEACHER_BANNER = _("Teacher view: all hands visible")
BOARD_LABEL = _("The table, as {seat} sees it")
LINE_MAIN = _("Line {n}")
LINE_BRANCH = _("Line {n}: another move at move {move}")

TEACHER_KEY = -1
"""The seat dropdown's value for the teacher (a dropdown cannot show ``None`` as a choice)."""
SPEEDS: tuple[tuple[Msg, int], ...] = ((STEP_SLOW, 1200), (STEP_NORMAL, 600), (STEP_FAST, 200))

PAGE_CSS = """<style>
.schwarz-app { font-family: 'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif; }
.schwarz-app .widget-button, .schwarz-app .widget-toggle-button { font-size: 14px; }
.schwarz-app .schwarz-controls { flex-wrap: wrap; gap: 4px; }
.schwarz-app .schwarz-status { background: #eef2fb; border: 2px solid #1f4e9c; border-radius: 8px; padding: 6px 10px;
  align-items: center; flex-wrap: wrap; gap: 6px; }
.schwarz-app .schwarz-status .schwarz-option { height: auto; min-height: 36px; font-size: 15px; font-weight: 600; }
.schwarz-app .schwarz-main { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.schwarz-app .schwarz-board-box { flex: 3 1 560px; min-width: 0; }
.schwarz-app .schwarz-side { flex: 1 1 300px; min-width: 0; max-width: 100%; }
.schwarz-app .schwarz-side .lm-TabBar-tab { flex: 0 1 auto; min-width: 0; max-width: none; font-size: 14px; }
.schwarz-app .schwarz-board-box .sa-top, .schwarz-app .schwarz-board-box h4 { margin-top: 10px; }
.schwarz-app .teacher-banner { background: #5b2a86; color: #fff; font-weight: 700; padding: 2px 10px;
  border-radius: 5px; display: inline-block; margin-bottom: 4px; font-family: inherit; }
.schwarz-app.schwarz-present .schwarz-side { display: none; }
.schwarz-app.schwarz-present .schwarz-board-box { flex-basis: 100%; }
.schwarz-app.schwarz-present .schwarz-status-text { font-size: 26px; }
.schwarz-app.schwarz-present .schwarz-status-text .where { font-size: 22px; }
.schwarz-app.schwarz-present .schwarz-status-text .ask { font-size: 28px; }
.schwarz-app.schwarz-present .jupyter-button, .schwarz-app.schwarz-present .widget-label,
.schwarz-app.schwarz-present select { font-size: 20px !important; height: auto !important; min-height: 40px; }
body:has(.schwarz-present) .schwarz-page-header, body:has(.schwarz-present) .schwarz-play-title { display: none; }
@media (max-width: 800px) {
  .schwarz-app .schwarz-board-box, .schwarz-app .schwarz-side { flex-basis: 100%; }
  .schwarz-app .widget-dropdown, .schwarz-app .widget-text { max-width: 100%; }
  .schwarz-app .schwarz-controls > .widget-inline-hbox { height: auto; }
}
</style>"""


def loaded_words(moves: int) -> Msg:
    return ngettext("Game record loaded: {n} move.", "Game record loaded: {n} moves.", moves)


class Stepper:
    """Step through a seeded game of ``game`` with bots; the teacher or one seat watches, a human may play.

    ``address``: keep the position in the page's address (one stepper per page: the page's game), and open the
    position a link names (``restore``: also its moves; a new game with other options starts at the deal)."""

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
        address: bool = False,
        restore: bool = True,
    ) -> None:
        self.game = find_game(game) if isinstance(game, str) else game
        self._bots = bots
        self._lang = lang or current_lang()
        self._callbacks: list[Callable[[Stepper], None]] = []
        self._lines: list[Timeline] = []
        self._line_index = 0
        self._coded: list[tuple[Any, str]] = []
        self._decision: Decision | None = None
        self._decision_key: tuple[int, int | None, int] | None = None
        self._hidden_options: frozenset[str] = frozenset()
        self._address = address
        self._student = student_mode()
        self._token = ""
        position = read_position(page_query()) if address else None
        moves = ""
        resumed: str | None = None
        if self._student:
            seat = 0 if seat is None else seat
            seed = random_deal()
            if position is not None and position.resume:
                resumed = kept(position.resume)
                self._token = position.resume if resumed is not None else ""
            position = None
            self._token = self._token or new_token()
        if position is not None:
            seed = position.deal if position.deal is not None else seed
            players = position.players if position.players is not None else players
            if position.teacher:
                seat = TEACHER
            elif position.seat is not None:
                seat = position.seat - 1
            human = position.human if position.human is not None else human
            options = options_of(self.game, position, options)
            moves = position.moves if restore else ""
        self._options = options
        count = players if players and self.game.min_players <= players <= self.game.max_players else min(
            4, self.game.max_players)

        self._seed = w.BoundedIntText(value=seed, min=0, max=10**9, layout=w.Layout(width="210px"),
                                      style={"description_width": "initial"})
        self._players = w.Dropdown(options=list(range(self.game.min_players, self.game.max_players + 1)),
                                   value=count, layout=w.Layout(width="130px"), style={"description_width": "initial"})
        self._seat = w.Dropdown(layout=w.Layout(width="250px"), style={"description_width": "initial"})
        self._human = w.Checkbox(value=human, indent=False, layout=w.Layout(width="auto"))
        self._restart_button = self._button(STEP_RESTART, "fast-backward", self._on_restart_clicked)
        self._back_button = self._button(STEP_BACK, "step-backward", self._on_back_clicked)
        self._step_button = self._button(STEP_STEP, "step-forward", self._on_step_clicked)
        self._step_button.button_style = "primary"
        self._turn_button = self._button(STEP_TURN, "forward", self._on_turn_clicked)
        self._round_button = self._button(STEP_ROUND, "forward", self._on_round_clicked)
        if Closes.ROUND not in self.game.units:
            self._round_button.layout.display = "none"
        self._end_button = self._button(STEP_END, "fast-forward", self._on_end_clicked)
        self._play = w.Play(value=0, min=0, max=10**9, interval=600, layout=w.Layout(display="none"))
        self._autoplay = w.ToggleButton(value=False, icon="play", layout=w.Layout(width="auto"))
        w.jslink((self._autoplay, "value"), (self._play, "playing"))
        self._autoplay.observe(self._on_autoplay_change, names="value")
        self._speed = w.Dropdown(layout=w.Layout(width="170px"), style={"description_width": "initial"})
        self._speed.observe(self._on_speed_change, names="value")
        self._present = w.ToggleButton(value=False, icon="expand", layout=w.Layout(width="auto"))
        self._present.observe(self._on_present_change, names="value")
        rule_langs = RULE_LANGS.get(self.game.name, ("en",))
        self._rule_langs = rule_langs
        self._rule_lang = w.ToggleButtons(
            options=[(code.upper().replace("FR-PRINT", "FR*"), code) for code in rule_langs],
            value=self._lang if self._lang in rule_langs else rule_langs[0],
            style={"button_width": "64px", "description_width": "initial"},
            layout=w.Layout(display="" if len(rule_langs) > 1 else "none"),
        )
        self._rule_lang.observe(lambda _event: self._guarded(self._render), names="value")
        self._line = w.Dropdown(layout=w.Layout(width="360px", display="none"), style={"description_width": "initial"})
        self._line.observe(self._on_line_change, names="value")

        self._status = w.HTML()
        self._options_box = w.HBox()
        self._options_box.add_class("schwarz-controls")
        self._cancel_button = self._button(STEP_CANCEL, "times", self._on_cancel_clicked)
        self.board = Board()
        self.board.on_pick(self._on_board_pick)
        self._rule = w.HTML()
        self._log = w.HTML()
        self._link = PageLink()
        self._link_text = w.Text(disabled=True, layout=w.Layout(width="100%"))
        self._copy_button = self._button(SHARE_COPY, "link", self._on_copy_clicked)
        self._save_button = self._button(SHARE_SAVE, "download", self._on_save_clicked)
        self._upload = Upload()
        self._upload.on_upload(self._on_upload)
        self._share_note = w.HTML()
        self._link.on_copied(self._on_copied)
        self._link.observe(lambda _e: self._show_link(), names="href")
        self._errors = w.HTML()
        self._css = w.HTML(PAGE_CSS)

        self._seed.observe(self._on_new_game, names="value")
        self._players.observe(self._on_new_game, names="value")
        self._seat.observe(self._on_seat_change, names="value")
        self._human.observe(self._on_seat_change, names="value")
        self._play.observe(self._on_play_tick, names="value")

        controls = w.HBox([self._restart_button, self._back_button, self._step_button, self._turn_button,
                           self._round_button, self._end_button, self._autoplay, self._speed, self._present,
                           self._line, self._play])
        controls.add_class("schwarz-controls")
        settings = w.VBox([self._seat, self._human, self._seed, self._players])
        settings.add_class("schwarz-settings")
        status = w.HBox([self._status, self._options_box, self._cancel_button])
        status.add_class("schwarz-status")
        self._status_bar = status
        share_buttons = w.HBox([self._copy_button, self._save_button, self._upload])
        share_buttons.add_class("schwarz-controls")
        share = w.VBox([self._share_note, self._link_text, share_buttons])
        self._tabs = w.Tab(children=[w.VBox([self._rule_lang, self._rule]), self._log, settings, share])
        self._tab_titles: list[Text] = [TAB_RULE, TAB_LOG, TAB_GAME, TAB_SHARE]
        side = w.VBox([self._tabs])
        side.add_class("schwarz-side")
        self._side = side
        board_box = w.VBox([self.board])
        board_box.add_class("schwarz-board-box")
        main = w.Box([board_box, side])
        main.add_class("schwarz-main")
        self._pinned = w.VBox()
        self.widget = w.VBox([self._css, controls, status, self._pinned, self._errors, main, self._link])
        self.widget.add_class("schwarz-app")
        self._timeline = self._new_timeline(seat)
        if moves:
            self._guarded(lambda: self._restore_moves(moves, position.at if position is not None else None))
        if resumed is not None:
            self._guarded(lambda: self._load(resumed or "", announce=False))
        if self._student:
            self._seat.disabled = self._human.disabled = True
            self._seed.layout.display = "none"
            self._save_button.layout.display = self._upload.layout.display = "none"
        self._set_seat_options(seat)
        self._label_controls()
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
        seat = self._seat.value
        return None if seat is None or seat == TEACHER_KEY else int(seat)

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def options(self) -> Any:
        return self._options

    @property
    def view(self) -> Any:
        return self.game.view(self.state, self.viewer)

    @property
    def table_html(self) -> str:
        return str(self.board.html)

    @property
    def status_html(self) -> str:
        return str(self._status.value)

    @property
    def info_html(self) -> str:
        """The side panel's rule and log."""
        return str(self._rule.value) + str(self._log.value)

    @property
    def error_html(self) -> str:
        return str(self._errors.value)

    @property
    def decision(self) -> Decision | None:
        """The human seat's decision at the shown state (``None``: nothing to decide)."""
        return self._decision

    @property
    def option_buttons(self) -> list[w.Button]:
        return [b for b in self._options_box.children if isinstance(b, w.Button)]

    @property
    def lines(self) -> list[Timeline]:
        """Every line of play kept: the current one and those left by a different choice after Back."""
        return list(self._lines) if self._lines else [self._timeline]

    @property
    def query(self) -> str:
        """The position as a page address's query string."""
        tl = self._timeline
        if self._student:
            return resume_query(self._lang, self._token)
        moves = self._moves_text()
        at = tl.index if tl.index < len(tl.states) - 1 else None
        return position_query(self._lang, tl.seed, len(tl.state.players), self.viewer, bool(self._human.value),
                              self._options, moves, at)

    @property
    def selected_tab(self) -> int:
        """The index of the tab shown beside the board."""
        return int(self._tabs.selected_index or 0)

    @selected_tab.setter
    def selected_tab(self, index: int) -> None:
        if 0 <= index < len(self._tabs.children):
            self._tabs.selected_index = index

    def pin(self, widget: w.Widget) -> None:
        """A panel kept in sight just under the status bar, above the board (the deduction's count)."""
        self._pinned.children = [*self._pinned.children, widget]

    def hide_options(self, keys: Sequence[str]) -> None:
        """Option buttons (``opt:...``) not to show: a lesson asks its own question instead (how many cards can you
        announce?) and picks the option itself once the answer is right."""
        self._hidden_options = frozenset(keys)
        self._render_decision()

    def add_tab(self, title: Text, widget: w.Widget) -> None:
        """A tab beside the board (a lesson's chapters, its variants)."""
        self._tab_titles.append(title)
        self._tabs.children = [*self._tabs.children, widget]
        self._tabs.set_title(len(self._tab_titles) - 1, render(title, self._lang))

    def _moves_text(self) -> str:
        """The timeline's moves for a link, coding only the actions not coded before (a long game has hundreds)."""
        tl, coded = self._timeline, self._coded
        same = 0
        while same < min(len(coded), len(tl.actions)) and coded[same][0] is tl.actions[same]:
            same += 1
        del coded[same:]
        for i in range(same, len(tl.actions)):
            coded.append((tl.actions[i], records.moves_text(self.game, tl.states[i:i + 1], tl.actions[i:i + 1])))
        return ".".join(code for _action, code in coded)

    def on_change(self, callback: Callable[[Stepper], None]) -> None:
        """Call ``callback(stepper)`` after every change (step, back, seat, language)."""
        self._callbacks.append(callback)

    def set_lang(self, lang: str) -> None:
        self._lang = lang
        if lang in self._rule_langs:
            self._rule_lang.value = lang
        self._set_seat_options(self.viewer)
        self._label_controls()
        self._render()

    def play_action(self, action: Any) -> None:
        """The human seat's (or a teacher's) action at the shown state; an illegal one shows the rule's reason.
        At an earlier move than the last, a different action starts a new line (the old one is kept)."""
        self._guarded(lambda: self._go(self._branch(action)))

    def pick(self, key: str, kind: str = "pick") -> None:
        """A click on the board element ``key`` or the option ``opt:...`` (what the browser sends)."""
        self._guarded(lambda: self._on_pick(kind, key))

    def load_record(self, text: str) -> None:
        """Open a game record (json text): refused with a clear message, the game unchanged, when it is not one."""
        self._guarded(lambda: self._load(text))

    def _record_text(self) -> str:
        """The game so far as a record, written without replaying it (kept on the server in student mode)."""
        tl = self._timeline
        return records.dumps(records.Record(self.game.name, len(tl.state.players), tl.seed, self._options,
                                            tuple(tl.actions[: tl.index])))

    def record_json(self) -> str:
        tl = self._timeline
        record = records.Record(self.game.name, len(tl.state.players), tl.seed, self._options,
                                tuple(tl.actions[: tl.index]))
        return records.to_json(self.game, record)

    # --- handlers ------------------------------------------------------------------------------------------
    def _button(self, key: Msg, icon: str, handler: Callable[[Any], None]) -> w.Button:
        button = w.Button(description=render(key, self._lang), tooltip=render(key, self._lang), icon=icon,
                          layout=w.Layout(width="auto"))
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
            self._autoplay.value = False
            return
        self._guarded(lambda: self._go(self._timeline.step()))

    def _on_autoplay_change(self, _event: Any) -> None:
        self._label_controls()

    def _on_speed_change(self, _event: Any) -> None:
        if isinstance(self._speed.value, int):
            self._play.interval = self._speed.value

    def _on_present_change(self, _event: Any) -> None:
        present = bool(self._present.value)
        self.board.present = present
        if present:
            self.widget.add_class("schwarz-present")
        else:
            self.widget.remove_class("schwarz-present")

    def _on_new_game(self, _event: Any) -> None:
        self._guarded(lambda: self._go(self._new_timeline(self.viewer), forget_lines=True))

    def _on_seat_change(self, _event: Any) -> None:
        def change() -> None:
            bots: list[Bot | None] = list(self._bot_list(self._players.value))
            if self._human.value and self.viewer is not None:
                bots[self.viewer] = None
            self._go(self._timeline.with_bots(bots), forget_lines=True)

        self._guarded(change)

    def _on_line_change(self, _event: Any) -> None:
        index = self._line.value
        if isinstance(index, int) and 0 <= index < len(self._lines) and index != self._line_index:
            self._line_index = index
            self._guarded(lambda: self._go(self._lines[index]))

    def _on_board_pick(self, kind: str, key: str) -> None:
        self.pick(key, kind)

    def _on_cancel_clicked(self, _event: Any) -> None:
        self.pick("", "cancel")

    def _on_option_clicked(self, key: str) -> None:
        self.pick(key)

    def _on_pick(self, kind: str, key: str) -> None:
        current = self._decision
        if current is None:
            return
        if kind == "cancel":
            self._decision = Decision(current.choices, (), current.prompt)
        elif kind == "unpick":
            self._decision = current.unpick(key)
        else:
            self._decision = current.pick(key)
        chosen = self._decision.chosen if self._decision is not None else None
        if chosen is not None:
            self._go(self._branch(chosen))
        else:
            self._render_decision()

    def _on_copy_clicked(self, _event: Any) -> None:
        self._link.copy()

    def _on_copied(self, ok: bool) -> None:
        message = SHARE_COPIED if ok else SHARE_NOT_COPIED
        self._share_note.value = f'<div class="schwarz">{escape(render(message, self._lang))}</div>'

    def _on_save_clicked(self, _event: Any) -> None:
        def save() -> None:
            tl = self._timeline
            name = f"{self.game.name}-{tl.seed}-{tl.index}.json"
            self._link.download(name, self.record_json())

        self._guarded(save)

    def _on_upload(self, text: str | None) -> None:
        def load() -> None:
            if text is None:
                raise InvalidState(_("this file could not be read, or it is larger than a game record can be"))
            self._load(text)

        self._guarded(load)

    # --- model ---------------------------------------------------------------------------------------------
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

    def _with_actions(self, base: Timeline, states: Sequence[Any], actions: Sequence[Any],
                      at: int | None) -> Timeline:
        index = len(actions) if at is None else max(0, min(at, len(actions)))
        return Timeline(self.game, base.seed, base.bots, tuple(states), tuple(actions), index)

    def _restore_moves(self, moves: str, at: int | None) -> None:
        first = self._timeline.states[0]
        actions = records.moves_from_text(self.game, first, moves)
        states = [first]
        for action in actions:
            states.append(self.game.apply(states[-1], action))
        self._timeline = self._with_actions(self._timeline, states, actions, at)

    def _load(self, text: str, announce: bool = True) -> None:
        record, states = records.from_json(self.game, text)
        for control, value in ((self._seed, record.seed), (self._players, record.players)):
            control.unobserve(self._on_new_game, names="value")
            control.value = value
            control.observe(self._on_new_game, names="value")
        self._options = record.options
        base = self._new_timeline(self.viewer if self.viewer is not None and self.viewer < record.players else None)
        self._go(self._with_actions(base, states, record.actions, None), forget_lines=True)
        self._set_seat_options(self.viewer)
        if not announce:
            return
        self._share_note.value = (f'<div class="schwarz">'
                                  f'{escape(render(loaded_words(len(record.actions)), self._lang))}'
                                  f"</div>")

    def _branch(self, action: Any) -> Timeline:
        """The timeline after the user's ``action`` at the shown state: the next move already played if it is the
        same; else, at an earlier move than the last, a new line (the old one is kept in ``lines``)."""
        tl = self._timeline
        if tl.index < len(tl.states) - 1:
            if tl.actions[tl.index] == action:
                return tl.step()
            if not self._lines:
                self._lines, self._line_index = [tl], 0
            self._lines.append(tl)
            self._line_index = len(self._lines) - 1
        return tl.play(action)

    def _set_seat_options(self, seat: int | None) -> None:
        names = self._timeline.state.players
        options: list[tuple[str, int]] = [] if self._student else [(render(STEP_TEACHER, self._lang), TEACHER_KEY)]
        options += [(name, i) for i, name in enumerate(names)]
        if self._student and (seat is None or seat >= len(names)):
            seat = 0
        self._seat.unobserve(self._on_seat_change, names="value")
        self._seat.options = options
        self._seat.value = seat if seat is not None and seat < len(names) else TEACHER_KEY
        self._seat.observe(self._on_seat_change, names="value")

    def _go(self, timeline: Timeline, forget_lines: bool = False) -> None:
        players_changed = len(timeline.state.players) != len(self._timeline.state.players)
        if forget_lines:
            self._lines, self._line_index = [], 0
        elif self._lines:
            self._lines[self._line_index] = timeline
        self._timeline = timeline
        if players_changed:
            self._set_seat_options(self.viewer)
        self._render()

    # --- rendering -----------------------------------------------------------------------------------------
    def _label_controls(self) -> None:
        lang = self._lang
        for control, key in ((self._seed, STEP_DEAL), (self._players, STEP_PLAYERS), (self._seat, STEP_SEAT),
                             (self._human, STEP_HUMAN), (self._speed, STEP_SPEED), (self._line, STEP_LINE),
                             (self._rule_lang, STEP_RULE_LANG)):
            control.description = render(key, lang)
        for button, key in ((self._restart_button, STEP_RESTART), (self._back_button, STEP_BACK),
                            (self._step_button, STEP_STEP), (self._turn_button, STEP_TURN),
                            (self._round_button, round_button(self.game.name) or STEP_ROUND),
                            (self._present, STEP_PRESENT),
                            (self._cancel_button, STEP_CANCEL), (self._copy_button, SHARE_COPY),
                            (self._save_button, SHARE_SAVE)):
            button.description = button.tooltip = render(key, lang)
        self._upload.label = render(SHARE_LOAD, lang)
        end = STEP_MY_MOVE if self._human.value and self.viewer is not None else STEP_END
        self._end_button.description = self._end_button.tooltip = render(end, lang)
        playing = bool(self._autoplay.value)
        self._autoplay.description = self._autoplay.tooltip = render(STEP_PAUSE if playing else STEP_AUTOPLAY, lang)
        self._autoplay.icon = "pause" if playing else "play"
        speed = self._speed.value if isinstance(self._speed.value, int) else 600
        self._speed.unobserve(self._on_speed_change, names="value")
        self._speed.options = [(render(label, lang), ms) for label, ms in SPEEDS]
        self._speed.value = speed
        self._speed.observe(self._on_speed_change, names="value")
        for i, title in enumerate(self._tab_titles):
            self._tabs.set_title(i, render(title, lang))
        self._share_note.value = f'<div class="schwarz muted">{escape(render(SHARE_HELP, lang))}</div>'
        self._link_text.description = render(SHARE_LINK, lang)

    def _current_decision(self) -> Decision | None:
        tl, seat = self._timeline, self._timeline.human
        if seat is None or seat != self.viewer or tl.state.is_over:
            return None
        key = (tl.index, seat, id(tl.state))
        if self._decision_key == key and self._decision is not None:
            return self._decision
        self._decision_key = key
        actions = self.game.legal_actions(tl.state, seat)
        if not actions:
            return None
        return decision(self.game.name, tl.state, self.game.view(tl.state, seat), actions)

    def _render(self) -> None:
        state, viewer, lang = self.state, self.viewer, self._lang
        view = self.game.view(state, viewer)
        self._decision = self._current_decision()
        banner = ""
        if viewer is None:
            banner = f'<div class="teacher-banner" role="note">{escape(render(TEACHER_BANNER, lang))}</div>'
        seat_name = render(STEP_TEACHER, lang) if viewer is None else state.players[viewer]
        self.board.label = render(_(BOARD_LABEL.id, seat=seat_name), lang)
        self.board.html = banner + render_table(self.game.name, view, lang)
        rule_lang = str(self._rule_lang.value)
        self._rule.value = render_rule(self.game, state, lang, rule_lang)
        self._log.value = render_log(self.game, self._timeline, viewer, lang)
        tl = self._timeline
        self._back_button.disabled = self._restart_button.disabled = tl.index == 0
        for button in (self._step_button, self._turn_button, self._round_button, self._end_button):
            button.disabled = not tl.can_step
        why = STEP_WAITING if tl.waiting_for_human else STEP_OVER_TIP if state.is_over else None
        step_tip = render(why, lang) if why is not None and not tl.can_step else render(STEP_STEP, lang)
        self._step_button.tooltip = step_tip
        self._label_controls()
        self._render_lines()
        self._render_decision()
        if self._address:
            self._link.query = self.query
            self._show_link()
            if self._student:
                keep(self._token, self._record_text())
        for callback in self._callbacks:
            callback(self)

    def _render_decision(self) -> None:
        """The status bar and the board's highlighted targets for the decision at hand."""
        lang, tl = self._lang, self._timeline
        current = self._decision
        ask: Text | None = None
        buttons: list[w.Widget] = []
        if current is not None:
            if current.picked:
                chosen = listing(p.label for p in current.picked)
                if current.targets and current.options:
                    ask = _("{chosen}: click a highlighted place on the board, or a button", chosen=chosen)
                elif current.targets:
                    ask = _("{chosen}: now click a highlighted place on the board", chosen=chosen)
                else:
                    ask = _("{chosen}: choose one of the buttons", chosen=chosen)
            elif tl.waiting_for_human:
                ask = current.prompt
            for option in current.options:
                if option.key in self._hidden_options:
                    continue
                label = render(option.label, lang)
                button = w.Button(description=label, tooltip=label, layout=w.Layout(width="auto"),
                                  button_style="info")
                button.add_class("schwarz-option")
                button.add_class("schwarz-choice")
                button.on_click(lambda _event, key=option.key: self._on_option_clicked(key))
                buttons.append(button)
            self.board.targets = current.targets
            self.board.selected = current.selected
            self.board.labels = current.labels(lambda label: render(label, lang))
        else:
            self.board.targets, self.board.selected, self.board.labels = [], {}, {}
        self._options_box.children = buttons
        self._cancel_button.layout.display = "" if current is not None and current.picked else "none"
        note = status_note(self.game.name, self.game.view(tl.state, self.viewer))
        self._status.value = render_status(self.game, tl, self.viewer, lang, ask, note)

    def _render_lines(self) -> None:
        if len(self._lines) < 2:
            self._line.layout.display = "none"
            return
        options = []
        for n, line in enumerate(self._lines):
            if n == 0:
                label = render(_(LINE_MAIN.id, n=1), self._lang)
            else:
                common = 0
                for a, b in zip(line.actions, self._lines[0].actions, strict=False):
                    if a != b:
                        break
                    common += 1
                label = render(_(LINE_BRANCH.id, n=n + 1, move=common + 1), self._lang)
            options.append((label, n))
        self._line.unobserve(self._on_line_change, names="value")
        self._line.options = options
        self._line.value = self._line_index
        self._line.observe(self._on_line_change, names="value")
        self._line.layout.display = ""

    def _show_link(self) -> None:
        href = str(self._link.href)
        if href:
            base = href.split("?")[0]
            self._link_text.value = f"{base}?{self.query}"
        self._link_text.description = render(SHARE_LINK, self._lang)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        self._autoplay.value = False
        self.widget.close()


__all__ = ["Stepper", "render_error"]
