"""The analysis board (``notebooks/board.ipynb``), one page for every registered game.

The page opens at the position its link names (``?position=...``; the game is the first word of the position
string), at a pasted position (the box and "Open"), or at a game's sample position (the game picker). It shows the
board, and beside it every move of the player to move ranked by :class:`tutor.analysis.Ranker`, run in a background
thread: a first ranking at once, then refined round after round until the ranking is decided (the best move's
interval separates from every other, or the leaders are as good as each other), or Stop is pressed; Resume refines
further. The ranking table (:class:`RankingTable`, an anywidget: ``analysis_board.js``) reports the row a mouse
hovers (the board then shows that move: its click path drawn as chosen) and the row clicked (the move is played:
the page moves to the position after it and ranks again; Back returns). On a phone the first tap on a row shows the
move and a second plays it. Where the game has exact odds for the position (Fort Apache's dice, Tribù's and
Apache's next draws), they are shown beside the ranking with what they mean.
"""
from __future__ import annotations

import logging
import random
import threading
import time
from html import escape
from typing import Any, Callable, Sequence

import anywidget
import ipywidgets as widgets
import traitlets

from tutor.analysis import Ranker, Ranking
from tutor.analysis.ranking import mover
from tutor.core import State
from tutor.core.api import CHANCE, SIMULTANEOUS, Action
from tutor.core.i18n import M, Message, P, current, tr, using
from tutor.core.play import sample_chance
from tutor.games import GameInfo, game_info, registered_games

from . import bounded
from .board import HERE, BoardWidget
from .common import GOLD, MessageLine, button, reason_of
from .links import board_link

log = logging.getLogger(__name__)

#: texts shown inside the page's HTML (messages written here, where the catalogs' extraction finds them)
PASTE_OR_PICK = M("Paste a position, or choose a game to start from its sample.")
BOARD_LINK = M("Link to this position on the analysis board")

CSS = """
.board-ranking-widget { width: 100%; max-width: 100%; overflow-x: hidden; }
.board-ranking-table { width: 100%; border-collapse: collapse; font-size: 0.9em; table-layout: auto; }
.board-ranking-table th, .board-ranking-table td { padding: 0.25em 0.4em; text-align: left;
  border-bottom: 1px solid #E4D8C0; vertical-align: top; }
.board-ranking-table td.board-col-move { overflow-wrap: anywhere; word-break: normal; }
.board-ranking-table td.board-col-value, .board-ranking-table td.board-col-points,
.board-ranking-table td.board-col-games { white-space: nowrap; }
.board-ranking-table td.board-col-odds { overflow-wrap: anywhere; font-size: 0.9em; }
.board-ranking-table tr.board-row { cursor: pointer; }
.board-ranking-table tr.board-row:hover, .board-ranking-table tr.board-shown { background: #F3E6CC; }
.board-ranking-table tr.board-best td { font-weight: bold; color: #1E6B3A; }
.board-ranking-table tr.board-equal td.board-col-move { border-left: 4px solid #1E4B7A; }
@media (max-width: 480px) { .board-ranking-table { font-size: 0.8em; }
  .board-ranking-table td.board-col-value, .board-ranking-table td.board-col-points { white-space: normal; } }
"""


class RankingTable(anywidget.AnyWidget):
    """The ranking as a table whose rows report hover and click: ``rows`` (one dict per move, its texts already in
    the page's language and ``key`` the move's notation), ``head`` (the column titles) and ``scored`` (a points
    column). :meth:`on_hover` / :meth:`on_click` handlers get the move's key (None when the mouse leaves)."""

    _esm = HERE / "analysis_board.js"
    _css = CSS
    rows = traitlets.List(traitlets.Dict(), default_value=[]).tag(sync=True)
    head = traitlets.Dict(default_value={}).tag(sync=True)
    scored = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("head", {"move": tr(M("Move")), "value": tr(M("Win chance (95% interval)")),
                                   "points": tr(M("Points")), "odds": tr(M("Exact odds")),
                                   "games": tr(M("Games"))})
        super().__init__(**kwargs)
        self._hovers: list[Callable[[str | None], None]] = []
        self._clicks: list[Callable[[str], None]] = []
        self.on_msg(self._received)

    def on_hover(self, handler: Callable[[str | None], None]) -> None:
        self._hovers.append(handler)

    def on_click(self, handler: Callable[[str], None]) -> None:
        self._clicks.append(handler)

    def hover(self, key: str | None) -> None:
        """What a mouse over the row ``key`` does (None: the mouse left the table); the browser sends the same."""
        self._received(self, {"kind": "hover", "key": key}, [])

    def click(self, key: str) -> None:
        """What a click on the row ``key`` does."""
        self._received(self, {"kind": "click", "key": key}, [])

    def _received(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        key = content.get("key")
        if key is not None and not (isinstance(key, str) and 0 < len(key) <= 500):  # a page's message, bounded
            return
        if content.get("kind") == "hover":
            for hover in list(self._hovers):
                hover(key)
        elif content.get("kind") == "click" and key is not None:
            for click in list(self._clicks):
                click(key)


def percent(x: float) -> str:
    return tr(M("{p:.1%}", p=x))


def exact_odds(info: GameInfo, state: State, player: int,
               actions: Sequence[Action]) -> tuple[dict[str, str], list[str]]:
    """The exact odds the game declares for this position (``GameInfo.odds``): per move (its notation -> words) and
    for the position (lines of words), in the page's language; empty where there are none (or they cannot be
    computed here)."""
    if info.odds is None:
        return {}, []
    try:
        per_move, lines = info.odds(state, player, actions)
    except Exception:  # noqa: BLE001 - odds are an extra: a position they do not cover shows none
        log.debug("no exact odds for this position", exc_info=True)
        return {}, []
    return {text: tr(words) for text, words in per_move.items()}, [tr(line) for line in lines]


def scored(ranking: Ranking) -> bool:
    """Whether the page shows a points column: the game scores beyond a win, some move's mean points lying outside
    0-1 (``Ranking.scored`` looks at the intervals, which reach past 0-1 in a game of wins and losses too)."""
    return ranking.scored and any(m.games and not 0 <= m.points.value <= 1 for m in ranking.moves)


class BoardApp(widgets.VBox):
    """The analysis board page. ``position``: a position string (from the link), or None for the game picker.
    ``background=False`` ranks in the calling thread, ``rounds`` rounds at a time (tests); ``seed`` the ranking's."""

    #: seconds between two redraws of the ranking while it is refined (the first is shown at once)
    REDRAW = 0.4
    #: seconds of play a run refines the ranking at most (a shared server's cores; Resume refines again)
    MAX_SECONDS = 60.0

    def __init__(self, position: str | None = None, *, background: bool = True, seed: int = 0,
                 rounds: int | None = None) -> None:
        super().__init__()
        self.add_class("board-page")
        self.background = background
        self.seed = seed
        self.rounds = rounds
        self.lang = current()
        self.state: State | None = None
        self.info: GameInfo | None = None
        self.history: list[State] = []
        self.ranker: Ranker | None = None
        self.ranking: Ranking | None = None
        self.chosen_player: int | None = None
        self.status_kind = ""   # "", "running", "stopped", "decided", "failed"
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._hovered: str | None = None
        self._odds: dict[str, str] = {}
        self._filling = False

        self.message = MessageLine()
        self.message.add_class("board-message")
        self.message.layout.min_height = "1.6em"   # a message appearing does not move the table under the mouse
        self.paste = bounded.Text(placeholder=tr(M("Paste a position string here")),
                                  layout=widgets.Layout(flex="1 1 16em", min_width="0"))
        self.paste.add_class("board-paste")
        self.paste.continuous_update = False
        self.open_button = button(M("Open"), self.open_pasted, cls="board-open", colour=GOLD)
        picks = [button(info.title, lambda info=info: self.pick(info), cls=f"board-pick-{info.id}")
                 for info in registered_games()]
        for pick in picks:
            pick.add_class("board-pick")
        self.picker = widgets.HBox([widgets.HTML(escape(tr(M("Start from a game's sample position:")))), *picks],
                                   layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.picker.add_class("board-picker")
        self.position = widgets.HTML()
        self.position.add_class("board-position")
        self.back_button = button(M("Back"), self.back, cls="board-back",
                                  tooltip=M("back to the position before the move played here"))
        self.chance_button = button(M("Let chance move"), self.chance, cls="board-chance",
                                    tooltip=M("draw the chance outcome (dice, cards, tiles) with its exact weight"))
        self.board = BoardWidget(layout=widgets.Layout(width="100%"))
        self.board.add_class("board-board")
        self.player = bounded.Dropdown(description=tr(M("Rank the moves of")), style={"description_width": "initial"})
        self.player.add_class("board-player")
        self.player.observe(self._player_changed, "value")
        self.stop_button = button(M("Stop"), self.stop, cls="board-stop")
        self.resume_button = button(M("Resume"), self.resume, cls="board-resume", colour=GOLD)
        self.status = widgets.HTML()
        self.status.add_class("board-status")
        self.note = widgets.HTML()
        self.note.add_class("board-note")
        self.table = RankingTable()
        self.table.add_class("board-ranking")
        self.table.on_hover(self.hover)
        self.table.on_click(self.play)
        self.odds = widgets.HTML()
        self.odds.add_class("board-odds")
        self.link = widgets.HTML()
        self.link.add_class("board-link")
        self.controls = widgets.HBox([self.stop_button, self.resume_button],
                                     layout=widgets.Layout(flex_flow="row wrap"))
        self.side = widgets.VBox([self.player, self.controls, self.status, self.note, self.table, self.odds],
                                 layout=widgets.Layout(flex="1 1 20em", min_width="0"))
        left = widgets.VBox([widgets.HBox([self.back_button, self.chance_button],
                                          layout=widgets.Layout(flex_flow="row wrap")), self.board],
                            layout=widgets.Layout(flex="1 1 24em", min_width="0", max_width="720px"))
        self.main = widgets.HBox([left, self.side], layout=widgets.Layout(flex_flow="row wrap", width="100%",
                                                                          align_items="flex-start"))
        self.children = [widgets.HBox([self.paste, self.open_button], layout=widgets.Layout(flex_flow="row wrap")),
                         self.picker, self.message, self.position, self.link, self.main]
        self.layout.max_width = "100%"
        self._show_nothing()
        if position:
            self.open_text(position, M("The position in the link cannot be read"))

    # --- opening positions ------------------------------------------------------------------------------

    def _show_nothing(self) -> None:
        self.main.layout.display = "none"
        self.position.value = f"<p>{escape(tr(PASTE_OR_PICK))}</p>"

    def read(self, text: str) -> State:
        """The position a text names (its first word is the game); ValueError (a message) when it cannot be read."""
        text = text.strip()
        if not text:
            raise ValueError(M("Paste a position string first"))
        name = text.split()[0]
        ids = {info.id for info in registered_games()}
        if name not in ids:
            raise ValueError(M("A position string starts with its game ({games}), not {word}",
                               games=", ".join(sorted(ids)), word=repr(name[:40])))
        try:
            return game_info(name).parse(text)
        except ValueError as error:
            raise ValueError(M("That position cannot be read: {reason}", reason=reason_of(error))) from error

    def open_text(self, text: str, failure: Message | str = M("That position cannot be read")) -> bool:
        """Open the position a text names; when it cannot be read say why and change nothing."""
        try:
            state = self.read(text)
        except ValueError as error:
            self.message.show(tr(M("{failure}: {reason}", failure=failure, reason=reason_of(error))), "error")
            return False
        self.history = []
        self.goto(state)
        self.message.show("")
        return True

    def open_pasted(self) -> None:
        if self.open_text(self.paste.value):
            self.paste.value = ""

    def pick(self, info: GameInfo) -> None:
        """Open a game's first sample position."""
        self.history = []
        self.goto(info.parse(info.samples[0]))
        self.message.show("")

    def goto(self, state: State) -> None:
        """Show ``state`` and start ranking its moves."""
        self.halt()
        self.state = state
        self.info = game_info(state.game.name)
        self.chosen_player = None
        self.ranker, self.ranking = None, None
        self._hovered = None
        self.main.layout.display = ""
        self.back_button.disabled = not self.history
        chance = state.current_player == CHANCE
        self.chance_button.layout.display = "" if chance else "none"
        self._fill_players(state)
        who = self._describe_turn(state)
        notation = state.notation()
        said = tr(M("{game}: {turn}", game=self.info.title, turn=who))
        folded = tr(M("Position string"))
        self.position.value = (f"<div style='overflow-wrap:anywhere'>{escape(said)}<details>"
                               f"<summary>{escape(folded)}</summary><code style='white-space:pre-wrap; overflow-wrap:anywhere; font-size:0.85em'>"
                               f"{escape(notation)}</code></details></div>")
        href = escape(board_link(notation), quote=True)
        self.link.value = f"<a class='board-position-link' href='{href}' target='_blank'>" \
                          f"{escape(tr(BOARD_LINK))}</a>"
        self.start()

    def _describe_turn(self, state: State) -> Message | str:
        if state.is_terminal:
            return M("the game is over")
        if state.current_player == CHANCE:
            return M("chance moves next")
        if state.current_player == SIMULTANEOUS:
            return M("several players may act now")
        return M("{who} to move", who=state.game.player_name(state.current_player))

    def _fill_players(self, state: State) -> None:
        if state.current_player == SIMULTANEOUS:
            players = [p for p in range(state.game.num_players) if state.legal_actions(p)]
            options = [(tr(state.game.player_name(p)), p) for p in players]
        else:
            options = []
        self._filling = True
        try:
            self.player.options = options
            self.player.value = options[0][1] if options else None
        finally:
            self._filling = False
        self.player.layout.display = "" if len(options) > 1 else "none"

    def _player_changed(self, change: dict) -> None:
        if self._filling or self.state is None or change["new"] is None:
            return
        if change["new"] != self.chosen_player:
            self.chosen_player = change["new"]
            self.halt()
            self.start()

    # --- the ranking ------------------------------------------------------------------------------------

    def start(self) -> None:
        """A new ranking of the position's moves (or, where there are none, why)."""
        state = self.state
        assert state is not None and self.info is not None
        self.table.rows, self.odds.value, self.note.value = [], "", ""
        self.draw_board()
        try:
            self.ranker = Ranker(state, seed=self.seed, player=self.chosen_player if
                                 state.current_player == SIMULTANEOUS else None)
        except ValueError as error:
            self.ranker = None
            self.side.children = [self.status]
            self.status.value = f"<p class='board-none'>{escape(tr(reason_of(error)))}</p>"
            self.status_kind = ""
            return
        self.side.children = [self.player, self.controls, self.status, self.note, self.table, self.odds]
        first = M("Ranking: the first ranking shows once every move has been played on a few times.")
        self.status.value = f"<i>{escape(tr(first))}</i>"
        player = self.ranker.player
        if self.ranker.hidden:
            self.note.value = escape(tr(M("The ranking is for what {player} can see: what {player} cannot see is "
                                          "dealt again for each round of games.",
                                          player=state.game.player_name(player))))
        elif self.info.hidden:
            self.note.value = escape(tr(M("Cards or tiles are hidden in this game, but the ranking does not deal "
                                          "them again yet: it plays on from this very position, so it knows what "
                                          "{player} cannot see.", player=state.game.player_name(player))))
        per_move, lines = exact_odds(self.info, state, player, [t.action for t in self.ranker.tallies])
        self._odds = per_move
        self.odds.value = "".join(f"<p>{escape(line)}</p>" for line in lines)
        self.resume(until_decided=True)

    def resume(self, until_decided: bool | None = None) -> None:
        """Rank (again): until the ranking is decided, or (after it was) for a while more; Stop ends it."""
        if self.ranker is None or self.running:
            return
        if until_decided is None:
            until_decided = not (self.ranking is not None and self.ranking.decided)
        self._stop.clear()
        self.status_kind = "running"
        self.stop_button.disabled, self.resume_button.disabled = False, True
        ranker = self.ranker
        if self.background:
            self._thread = threading.Thread(target=self._run, args=(ranker, until_decided), daemon=True)
            self._thread.start()
        else:
            self._run(ranker, until_decided)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self, ranker: Ranker, until_decided: bool) -> None:
        """Rank a round at a time (Stop and a new position are seen between rounds), redrawing the table at once
        and then at most every :data:`REDRAW` seconds, and after the last round."""
        outcome = "stopped"
        began, shown, done = ranker.seconds, 0.0, 0
        limit = self.rounds if self.rounds is not None or self.background else 1
        try:
            with using(self.lang):
                while True:
                    ranking = ranker.step(0.0, rounds=1)
                    done += 1
                    if ranker is not self.ranker:  # the page moved on
                        return
                    decided = until_decided and ranking.decided
                    last = (decided or self._stop.is_set() or (limit is not None and done >= limit)
                            or ranker.seconds - began > self.MAX_SECONDS)
                    now = time.monotonic()
                    if last or not shown or now - shown >= self.REDRAW:
                        self.show(ranking)
                        shown = now
                    if decided:
                        outcome = "decided"
                    if last:
                        break
        except Exception:  # noqa: BLE001 - the page says it failed; the server's log has the details
            log.exception("the analysis board's ranking failed")
            outcome = "failed"
        if ranker is self.ranker:
            with using(self.lang):
                self.status_kind = outcome
                self.stop_button.disabled, self.resume_button.disabled = True, False
                if self.ranking is not None:
                    self.status.value = self.said(self.ranking, outcome)

    def stop(self) -> None:
        """Stop refining after the round under way; the ranking so far stays shown."""
        self._stop.set()
        self.stop_button.disabled = True

    def halt(self, timeout: float = 30.0) -> None:
        """Stop and wait for the ranking's thread to end (moving on, closing the page, tests)."""
        self._stop.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        self._thread = None

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the ranking under way to end by itself."""
        if self._thread is not None:
            self._thread.join(timeout)

    def close(self) -> None:
        if hasattr(self, "_stop"):
            self.halt()
        super().close()

    def said(self, ranking: Ranking, outcome: str) -> str:
        """The status line: how many games stand behind the ranking, and whether it is decided (HTML)."""
        behind = tr(P("{n} game stands behind this ranking ({seconds:.1f} s of play).",
                      "{n} games stand behind this ranking ({seconds:.1f} s of play).",
                      n=ranking.games, seconds=ranking.seconds))
        if ranking.best is not None:
            verdict = M("Decided: the best move is {move}.", move=ranking.state.describe(ranking.best.action))
        elif ranking.equal:
            verdict = P("Decided: the leading move is as good as the others.",
                        "Decided: these {n} moves are as good as each other.", n=len(ranking.equal))
        else:
            verdict = M("Not decided yet: the leading moves' intervals still overlap.")
        then = {"running": M("Refining..."), "stopped": M("Stopped: Resume refines further."),
                "decided": M("The ranking stopped by itself; Resume refines further."),
                "failed": M("The ranking failed: Resume tries again.")}[outcome]
        return (f"<span class='board-games'>{escape(behind)}</span> <b class='board-verdict'>{escape(tr(verdict))}"
                f"</b> <i class='board-then'>{escape(tr(then))}</i>")

    def show(self, ranking: Ranking) -> None:
        """Show a ranking: the table, best and equal marked, and the status line."""
        with self._lock:
            self.ranking = ranking
            state = ranking.state
            best = ranking.best
            equal = {id(m) for m in ranking.equal}
            rows = []
            for m in ranking.moves:
                is_best = best is not None and m is best
                row = {"key": m.text, "move": tr(state.describe(m.action)), "value": tr(m.win.plus_minus()),
                       "points": tr(M("{mean:.2f} ± {half:.2f}", mean=m.points.value,
                                      half=(m.points.high - m.points.low) / 2)) if m.games > 1 else "",
                       "games": str(m.games), "best": is_best, "equal": id(m) in equal,
                       "mark": "★" if is_best else ("=" if id(m) in equal else ""),
                       "odds": self._odds.get(m.text, ""),
                       "title": tr(M("best move") if is_best else M("as good as the other marked moves")
                                   if id(m) in equal else M("hover to see it on the board, click to play it"))}
                rows.append(row)
            with self.table.hold_sync():
                self.table.scored = scored(ranking)
                self.table.rows = rows
            self.status.value = self.said(ranking, "running" if self.status_kind == "running" else self.status_kind
                                          or "stopped")

    # --- hover, play, back ------------------------------------------------------------------------------

    def action_of(self, key: str) -> Action | None:
        if self.ranker is None:
            return None
        for tally in self.ranker.tallies:
            if str(tally.action) == key:
                return tally.action
        return None

    def viewer(self) -> int | None:
        """Whose view the board is drawn from: the ranked player in a game with hidden information."""
        if self.info is None or not self.info.hidden or self.state is None:
            return None
        if self.ranker is not None:
            return self.ranker.player
        try:
            return mover(self.state)
        except ValueError:
            return None

    def draw_board(self, action: Action | None = None) -> None:
        """The board; with ``action``, that move shown on it (its click path drawn as chosen)."""
        state, info = self.state, self.info
        if state is None or info is None:
            return
        path: tuple[str, ...] = ()
        if action is not None and info.click_path is not None:
            try:
                path = tuple(p for p in info.click_path(state, action) if not p.startswith("button:"))
            except Exception:  # noqa: BLE001 - a move without a place on the board is shown in words only
                path = ()
        targets = {p: tr(state.describe(action)) for p in path} if action is not None else {}
        svg = info.board_svg(state, viewer=self.viewer(), targets=targets or None, selected=path)
        with self.board.hold_sync():
            self.board.svg = svg
            self.board.live, self.board.selected = [], list(path)

    def hover(self, key: str | None) -> None:
        """A mouse over a row (None: off the table): show that move on the board, or the board as it is."""
        action = self.action_of(key) if key is not None else None
        if key == self._hovered:
            return
        self._hovered = key if action is not None else None
        self.draw_board(action)
        if action is not None and self.state is not None:
            self.message.show(tr(M("Shown on the board: {move}. Click the row to play it.",
                                   move=self.state.describe(action))), "info")

    def play(self, key: str) -> None:
        """A click on a row: play that move (explore), and rank the position after it; Back returns."""
        action = self.action_of(key)
        if action is None or self.state is None:
            self.message.show(tr(M("That move is no longer on the board.")), "error")
            return
        before = self.state
        self.history.append(before)
        self.goto(before.apply(action))
        self.message.show(tr(M("Played {move}. Back returns to the position before it.",
                               move=before.describe(action))), "good")

    def back(self) -> None:
        if not self.history:
            return
        self.goto(self.history.pop())
        self.message.show("")

    def chance(self) -> None:
        """At a chance node: let chance move (its outcome drawn with its exact weight); Back returns."""
        state = self.state
        if state is None or state.current_player != CHANCE:
            return
        action = sample_chance(state, random.Random())
        self.history.append(state)
        self.goto(state.apply(action))
        self.message.show(tr(M("Chance: {move}. Back returns to the position before it.",
                               move=state.describe(action))), "good")


__all__ = ["BoardApp", "RankingTable", "exact_odds", "scored"]
