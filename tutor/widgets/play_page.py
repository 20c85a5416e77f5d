"""The play page every game's play page is built on.

A game's play page says only how to draw a position (:meth:`PlayPage.draw`), which controls a person
needs (:meth:`PlayPage.controls`), its prompt and its setup extras; :class:`PlayPage` owns the rest:
the match (:class:`tutor.core.match.Match`: undo, log, bots and chance), the board area, the status
and message lines, the log, the typed-move box, the position string with its link, the analysis board's
link and paste-and-load, the move list to look back through the game (:mod:`tutor.widgets.move_list`),
saving and loading the game as a record (:mod:`tutor.core.records`), its review, and the readings in force. Its setup panel is a :class:`tutor.widgets.setup_panel.SetupPanel`.

Every seat a bot plays may be the search bot (:class:`tutor.analysis.SearchBot`, "strong"), offered beside the game's
own bots with its thinking time (:data:`THINK_MIN` to :data:`THINK_MAX` seconds a move). Its moves are worked out in
a background thread (the seat is a :class:`tutor.core.bots.BackgroundBot`: the match stops at its turn,
:meth:`tutor.core.match.Match.background_bot`), so the page
answers meanwhile: the status says it is thinking, and Undo, a new game or a loaded position cancel the search (a
generation counter: the move of a cancelled search is dropped). The move found is played on the kernel's event loop
(in the thread itself, under a lock, where no loop runs: tests, scripts). Its random numbers come from the match's
(the page's ``seed``), drawn as the search starts; with :attr:`PlayPage.SEARCH_ITERATIONS` set, a game is the same
for the same seed. In a game with a simultaneous window (Apache's claim window, played by its own match on the clock)
the search bot decides at once, for its thinking time, as the game's other bots do.

CSS classes carry the page's prefix (``tribu-board``, ``fort-undo``, ...): tests find widgets by them.

Every text is a message rendered when it is shown, in the page's language (:func:`tutor.core.i18n.tr`):
a game's page passes messages (or plain texts) wherever a text is taken.
"""
from __future__ import annotations

import asyncio
import inspect
import logging
import random
import threading
from dataclasses import dataclass
from functools import partial
from html import escape
from typing import Callable, Generic, Mapping, Sequence, cast
from urllib.parse import quote

import ipywidgets as widgets
from ipywidgets.widgets.widget import _instances as open_widgets  # every widget whose comm is open, by model id

from tutor.analysis import SearchBot
from tutor.core import NotationError, records
from tutor.core.api import Action, Game, State, StateT
from tutor.core.bots import BackgroundBot, Bot
from tutor.core.i18n import Joined, M, Message, P, current, tr, using
from tutor.core.match import Match, MatchError, Move
from tutor.core.match import narrate as narrated
from tutor.games import game_info

from . import bounded
from .analysis_review import ReviewPanel
from .board import BoardWidget, Choice, ClickController
from .clicking import path_function
from .common import GOLD, MessageLine, bot_name, button, log_html, readings_html, reason_of, refusal
from .links import board_link, link_html
from .move_list import MoveList
from .preview import Previewed
from .setup_panel import SetupPanel


log = logging.getLogger(__name__)

#: the match's own notes (:class:`tutor.core.match.Match`), as the log shows them
NOTES: dict[str, Message] = {"(undone)": M("(undone)"), "position loaded": M("position loaded")}

#: the search bot's key among the setup's opponents, and its word in a game record's ``Seats:``
SEARCH = "search"
#: the search bot's thinking time a move, in seconds: the least, the default and the most the setup offers
THINK_MIN, THINK_DEFAULT, THINK_MAX = 0.2, 0.5, 5.0


def search_label(seconds: float) -> Message:
    """The search bot's name in the list of opponents: what it is, and how long it thinks."""
    return M("strong: searches about {seconds:.1f} s a move", seconds=float(seconds))


@dataclass
class Thinking:
    """A search under way for the bot to move: its thread, the event that stops it, the page's generation when it
    began and the position it searches (the match and its number of moves)."""

    thread: threading.Thread
    stop: threading.Event
    generation: int
    key: tuple[int, int]


def analyse_html(notation: str) -> str:
    """The link that opens the analysis board at ``notation``."""
    href = escape(board_link(notation), quote=True)
    words = escape(tr(M("Analyse this position")))
    return f"<a class='tutor-analyse-link' href='{href}' target='_blank'>{words}</a>"


def widget_tree(roots: Sequence[widgets.Widget]) -> dict[int, widgets.Widget]:
    """Every widget in the trees of ``roots``: their children, and the widgets their traits hold (layout, style),
    by ``id``."""
    found: dict[int, widgets.Widget] = {}
    todo = list(roots)
    while todo:
        widget = todo.pop()
        if not isinstance(widget, widgets.Widget) or id(widget) in found:
            continue
        found[id(widget)] = widget
        for name in widget.keys:
            value = getattr(widget, name, None)
            todo.extend(value if isinstance(value, (list, tuple)) else [value])
    return found


def forget(widget: widgets.Widget) -> None:
    """Let the kernel drop a widget the page no longer shows, without a message to the browser: its comm is
    unregistered and the widget leaves ipywidgets' open widgets, so that nothing keeps it (``close()`` would
    also send a ``comm_close``, one frame per widget: at every move, as many as the controls' new widgets, for a
    browser copy that goes with the page). Falls back to ``close()`` where the comm does not work that way."""
    comm = widget.comm
    if comm is None:
        return
    try:
        from comm import get_comm_manager
        get_comm_manager().unregister_comm(comm)
        comm._closed = True  # (its __del__ then sends nothing either)
    except Exception:  # noqa: BLE001 - another comm implementation: close it the documented way
        widget.close()
        return
    open_widgets.pop(widget.model_id, None)
    widget.comm = None


def result(state: State) -> str:
    """Who won a finished game, and why, in words (empty while the game goes on)."""
    outcome = state.outcome()
    if outcome is None:
        return ""
    names = [state.game.player_name(w) for w in outcome.winners]
    if not names:
        return M("game over: nobody wins ({reason})", reason=outcome.reason)
    if len(names) == 1:
        return M("game over: {name} wins ({reason})", name=names[0], reason=outcome.reason)
    return M("game over: {names} and {last} win ({reason})", names=Joined(names[:-1], ", "), last=names[-1],
             reason=outcome.reason)


class PlayPage(Previewed, widgets.VBox, Generic[StateT]):
    """A whole game against bots or hot-seat. A game's page sets ``game_id`` and ``prefix`` and
    says how to draw (:meth:`draw`), which controls a person gets (:meth:`controls`) and what to
    prompt (:meth:`prompt`); its ``Setup`` adds its settings. The page is generic in its game's state:
    ``class PlayApp(PlayPage[tribu.State])`` types its hooks' states (a page without the parameter
    gets ``State``'s members, as before).

    A game whose players hold secrets (``hidden`` in its registry entry): in hot-seat a hand-over screen
    shows only whose turn it is until that person says they are at the screen. ``SPOILER``: a note shown
    with the position string (it names every hand), which then sits in a closed accordion.

    The board is a clickable :class:`tutor.widgets.board.BoardWidget` driven by one
    :class:`~tutor.widgets.board.ClickController`: when the game's renderer (its registry entry)
    has ``click_path(state, action)``, the page's :meth:`draw` must take ``targets`` and ``selected``
    (passed on to ``board_svg``), and :meth:`click_choices` (by default one choice per legal action of
    the person to act, played through :meth:`act`) says what can be clicked. The buttons below the
    board stay as a fallback. The message line sits just above the board: refusals, and what happened
    by itself (:meth:`notices`, a game's hook, with rule ids). A linked position opens paused
    (:meth:`pause`)."""

    game_id = ""
    prefix = ""
    Setup: type[SetupPanel] = SetupPanel
    SETUP_TITLE = M("New game: players, bots, rule readings")
    TYPE_HINT = M("or type an action")
    MAX_BUTTONS: int | None = 16  # more legal actions than this are offered in a list
    #: the hand-over screen's words: what stays hidden, and the button the next person presses (``{who}``)
    HIDDEN = M("Their cards stay hidden until they click.")
    REVEAL = M("I am {who}: show my cards")
    SPOILER = ""
    PLAYERS: int | None = None  # the number of players the setup panel offers first
    BOTS: Sequence[str] = ()    # the bots it offers first, seat by seat
    #: the search bot's iterations a move: None, as many as its thinking time allows; a number, exactly so many (the
    #: same game for the same seed: tests)
    SEARCH_ITERATIONS: int | None = None

    def __init__(self, position: str | None = None, seed: int | None = None) -> None:
        self.info = game_info(self.game_id)
        self.seed = seed
        self.setup = self.make_setup()
        self.lang = current()
        self._generation = 0                   # counts the searches cancelled: a result of an older one is dropped
        self._thinking: Thinking | None = None  # the search under way for the bot to move
        self._lock = threading.RLock()          # a result played in the search's thread waits for a command
        self.thinking = self.offer_search(self.setup)
        p = self.prefix
        self.status = widgets.HTML()
        self.status.add_class(f"{p}-status")
        self.board = BoardWidget(layout=widgets.Layout(width="100%"))
        self.board.add_class(f"{p}-board")
        self.screen = widgets.VBox([self.board], layout=widgets.Layout(width="100%"))
        self.control_box = widgets.VBox(layout=widgets.Layout(max_width="100%"))
        self._made: dict[int, widgets.Widget] = {}  # the widgets made for the controls shown now
        self.message = MessageLine()
        self.message.add_class(f"{p}-message")
        self.clicks = ClickController(self.board, self.click_choices, self.draw_board, self.message.show)
        self._told = 0          # the moves whose notices were said
        self._unsaid: list[str] = []  # notices of a command under way, said after its own message
        self._in_command = False
        self.typed = bounded.Text(placeholder=tr(self.TYPE_HINT), continuous_update=False,
                                  layout=widgets.Layout(width="24em", max_width="100%"))
        self.typed.add_class(f"{p}-typed")
        self.typed.observe(lambda _: self.play_typed(), "value")  # Enter (or leaving the box) plays it
        self.log_view = widgets.HTML()
        self.position = bounded.Text(description=tr(M("Position")), layout=widgets.Layout(width="100%"),
                                     tooltip=tr(M("select and copy to share this position")))
        self.position.add_class(f"{p}-position")
        self.link = widgets.HTML()
        self.analyse = widgets.HTML()
        self.analyse.add_class(f"{p}-analyse")
        self.paste = bounded.Text(placeholder=tr(M("paste a position string here")),
                                  layout=widgets.Layout(width="60%"))
        self.paste.add_class(f"{p}-paste")
        self.readings = widgets.HTML()
        tools = widgets.HBox([self.typed, button(M("Play it"), self.play_typed, cls=f"{p}-try"),
                              button(M("Undo"), self.undo, cls=f"{p}-undo"), *self.tools()],
                             layout=widgets.Layout(flex_flow="row wrap", max_width="100%"))
        tools.add_class(f"{p}-tools")
        sharing = [self.position, widgets.HBox([self.link, self.analyse], layout=widgets.Layout(
                       flex_flow="row wrap", grid_gap="0 1.5em")),
                   widgets.HBox([self.paste, button(M("Load position"), self.load, cls=f"{p}-load")])]
        if self.SPOILER:
            sharing = [widgets.Accordion([widgets.VBox([widgets.HTML(f"<small>{escape(tr(self.SPOILER))}</small>"),
                                                        *sharing])],
                                         titles=[tr(M("Position string (spoiler), link and loading"))],
                                         selected_index=None)]
        lacking = M("The tutor's data for {what} is reconstructed: the rulebook lacks it.",
                    what=self.info.reconstructed)
        note = [widgets.HTML(f"<small><i>{escape(tr(lacking))}</i></small>")] if self.info.reconstructed else []
        board_area = widgets.VBox([self.screen, self.control_box], layout=widgets.Layout(min_width="0"))
        board_area.add_class("tutor-board-area")
        side = widgets.VBox([tools, self.log_view], layout=widgets.Layout(min_width="0"))
        side.add_class("tutor-side")
        main = widgets.Box([board_area, side], layout=widgets.Layout(width="100%"))
        main.add_class("tutor-play-main")
        self.moves_view = MoveList(p, self.show_step, self.step_position)
        self._moves_key: tuple | None = None
        self._recorded: list[Move[StateT]] | None = None  # the moves of a record being loaded (:meth:`load_record`)
        self.review = ReviewPanel()
        self.game_tools = widgets.Accordion([self.moves_view, self.records_box(), self.review_box()],
                                            titles=[tr(M("Moves: step through the game")),
                                                    tr(M("Save or load the game")), tr(M("Review this game"))],
                                            selected_index=None)
        self.game_tools.observe(lambda _: self.tools_opened(), "selected_index")
        super().__init__([
            widgets.Accordion([self.setup], titles=[tr(self.SETUP_TITLE)], selected_index=None),
            self.status, self.message, main,
            self.game_tools,
            *sharing,
            widgets.Accordion([self.readings], titles=[tr(M("Rule readings in force"))], selected_index=None),
            *note],
            layout=widgets.Layout(max_width="100%"))
        self.add_class("tutor-play-page")
        self.match: Match[StateT] | None = None
        self.viewer: int | None = None
        self.start()
        if position:
            self.open_position(position, M("The position in the link cannot be read"), at_link=True)

    def records_box(self) -> widgets.VBox:
        """Save the game as a record (text to copy, a file to download) and load one (:mod:`tutor.core.records`)."""
        p = self.prefix
        self.saved = bounded.Textarea(max_length=records.MAX_CHARS, layout=widgets.Layout(width="100%", height="10em"),
                                      tooltip=tr(M("select and copy to keep this game")))
        self.saved.add_class(f"{p}-save-text")
        self.download = widgets.HTML()
        self.download.add_class(f"{p}-save-link")
        self.record_paste = bounded.Textarea(max_length=records.MAX_CHARS, placeholder=tr(M("paste a game record here")),
                                             layout=widgets.Layout(width="100%", height="6em"))
        self.record_paste.add_class(f"{p}-load-text")
        spoiler = ([widgets.HTML("<small>{}</small>".format(escape(tr(M(
            "A game record shows every hand, and so do the analysis board's links: don't peek during a game.")))))]
            if self.info.hidden else [])
        return widgets.VBox([*spoiler, button(M("Save game"), self.save_game, cls=f"{p}-save"), self.saved,
                             self.download, self.record_paste,
                             button(M("Load game"), self.load_record, cls=f"{p}-load-record")],
                            layout=widgets.Layout(max_width="100%"))

    def review_box(self) -> widgets.VBox:
        """A review of the game so far (:class:`tutor.widgets.analysis_review.ReviewPanel`), on request."""
        return widgets.VBox([button(M("Review this game"), self.review_game, cls=f"{self.prefix}-review"),
                             self.review], layout=widgets.Layout(max_width="100%"))

    # --- what a game's page says ------------------------------------------------------------------

    def make_setup(self) -> SetupPanel:
        return self.Setup(self.info, self.start, prefix=self.prefix, players=self.PLAYERS, bots=self.BOTS)

    def tools(self) -> list[widgets.Widget]:
        """Extra buttons beside Undo."""
        return []

    def narrate(self, move: Move[StateT], viewer: int | None) -> list[str]:
        """A move's log lines as ``viewer`` may read them (messages, rendered when the log is shown)."""
        return narrated(move, viewer)

    def new_match(self, game: Game, bots: list[Bot | None], state: StateT | None = None) -> Match[StateT]:
        return Match(game, bots, seed=self.seed, state=state, narrate=self.narrate, window=self.info.window)

    def parse(self, text: str) -> StateT:
        """A position string of the page's game (NotationError or ValueError says what is wrong)."""
        return cast(StateT, self.info.game.parse(text))  # the registry's game reads states of its own class

    def draw(self, state: StateT, viewer: int | None) -> str:
        """The board as SVG or HTML, as ``viewer`` may see it. With a renderer that has ``click_path``,
        the page's ``draw`` also takes ``targets`` (id -> hint) and ``selected`` and passes them on."""
        raise NotImplementedError

    def click_path(self, state: StateT, action: Action) -> tuple[str, ...] | None:
        """The target ids to click to play ``action``: the renderer's ``click_path`` (None: the game's
        board cannot be clicked yet)."""
        path = path_function(self.game_id)
        return None if path is None else tuple(path(state, action))

    def clickable(self) -> bool:
        """Whether the board can be clicked: the renderer has ``click_path`` and the page's
        :meth:`draw` takes ``targets``."""
        return path_function(self.game_id) is not None and "targets" in inspect.signature(self.draw).parameters

    def click_choices(self) -> list[Choice]:
        """What a click on the board can do now: each legal action of the person to act, played through
        :meth:`act`, and each of :meth:`tries` with the rules' refusal."""
        if self.match is None or not self.clickable() or self.handing_over():
            return []
        state = self.state
        if not self.persons_turn(state):
            return []
        choices = [Choice(self.click_path(state, a) or (), state.describe(a), partial(self.act, a))
                   for a in state.legal_actions()]
        return choices + self.refused_choices(state)

    def refused_choices(self, state: StateT) -> list[Choice]:
        """Each of :meth:`tries` that the rules refuse, with the refusal and its rule."""
        choices = []
        for action in self.tries(state):
            verdict = state.check(action)
            if not verdict.ok:
                choices.append(Choice(self.click_path(state, action) or (), state.describe(action), lambda: False,
                                      refused=refusal(MatchError(verdict.reason, verdict))))
        return choices

    def tries(self, state: StateT) -> list[Action]:
        """Actions a person may try by clicking that the rules refuse now (their first target explains
        why, with the rule); a game's hook."""
        return []

    def draw_board(self, targets: Mapping[str, str], selected: Sequence[str]) -> str:
        """The board for the click controller: live targets and hints, and the chosen ones."""
        state = self.state
        if self.clickable():
            clickable: Callable[..., str] = self.draw  # a clickable page's draw also takes targets and selected
            return clickable(state, self.viewer, targets=targets, selected=selected)
        return self.draw(state, self.viewer)

    def notices(self, move: Move[StateT], viewer: int | None) -> list[str]:
        """What a move did by itself that the message line should say, with its rule id (a punished
        card, a lost chain...), as ``viewer`` may know it; a game's hook."""
        return []

    def pause(self) -> None:
        """A linked position opens paused: a game with a real-time mode switches to its calm mode."""

    def prompt(self, state: StateT) -> str:
        """The status line (HTML): what the person to act may do, or the result."""
        text = result(state) if state.is_terminal else M("{who} to act.", who=state.game.player_name(state.current_player))
        return f"<b>{escape(tr(text))}</b>"

    def seat_to_act(self, state: StateT) -> int:
        """The seat a person takes at a loaded position: the one to act; where several choose at once, the
        first who still has a choice to make (a seat that has already decided would only watch the bots)."""
        if state.current_player >= 0:
            return state.current_player
        return next((p for p in range(state.game.num_players) if state.legal_actions(p)), 0)

    def controls(self, state: StateT) -> list[widgets.Widget]:
        """One button per legal action of the person to act, or a list when there are many."""
        if not self.persons_turn(state):
            return []
        legal = state.legal_actions()
        if self.MAX_BUTTONS is None or len(legal) <= self.MAX_BUTTONS:
            return [widgets.HBox([self.action_button(a, state.describe(a)) for a in legal],
                                 layout=widgets.Layout(flex_flow="row wrap"))]
        return [self.choice(legal, "choice", "do")]

    # --- pieces for a page's controls ---------------------------------------------------------------

    def action_button(self, action: Action, label: str, tooltip: str = "") -> widgets.Button:
        """A button that plays ``action``; its tooltip says why it is allowed."""
        return button(label, lambda: self.act(action), cls=f"{self.prefix}-action",
                      tooltip=tooltip or self.state.check(action).reason)

    def choice(self, actions: Sequence[Action], cls: str, do: str) -> widgets.HBox:
        """A list of actions (in words, :meth:`State.describe`) with a button that plays the chosen one."""
        state = self.state
        pick = bounded.Dropdown(options=[(tr(state.describe(a)), a) for a in actions],
                                layout=widgets.Layout(width="22em"))
        pick.add_class(f"{self.prefix}-{cls}")
        return widgets.HBox([pick, button(M("Do it"), lambda: self.act(pick.value), cls=f"{self.prefix}-{do}")])

    def persons_turn(self, state: StateT) -> bool:
        mover = state.current_player
        return not state.is_terminal and mover >= 0 and self.table.bots[mover] is None

    # --- the search bot as an opponent ----------------------------------------------------------------

    def offer_search(self, setup: SetupPanel) -> widgets.FloatSlider:
        """Offer the search bot in each of the setup's lists of opponents, and its thinking time (shown under them
        while a seat shown is the search bot's); the slider."""
        thinking = bounded.FloatSlider(value=THINK_DEFAULT, min=THINK_MIN, max=THINK_MAX, step=0.1,
                                       readout_format=".1f", description=tr(M("search bot thinks (s)")),
                                       tooltip=tr(M("how long the search bot thinks about each move")),
                                       style={"description_width": "initial"})
        thinking.add_class(f"{self.prefix}-thinking")
        def offer(_: object = None) -> None:  # the search bot last in each list, named with its thinking time
            for box in setup.bots:
                chosen = box.value  # (new options choose the first: chosen again after)
                box.options = [*((label, key) for label, key in box.options if key != SEARCH),
                               (tr(search_label(thinking.value)), SEARCH)]
                box.value = chosen

        offer()
        for box in setup.bots:
            box.add_class(f"{self.prefix}-opponent")
            box.observe(lambda _: self._show_thinking(), "value")
        thinking.observe(offer, "value")
        setup.players.observe(lambda _: self._show_thinking(), "value")
        setup.hot_seat.observe(lambda _: self._show_thinking(), "value")
        at = list(setup.children).index(setup.bot_box) + 1
        setup.children = [*setup.children[:at], thinking, *setup.children[at:]]
        self.thinking = thinking
        self._show_thinking()
        return thinking

    def _show_thinking(self) -> None:
        setup = self.setup
        shown = [] if setup.hot_seat.value else setup.bots[:setup.players.value - 1]
        self.thinking.layout.display = None if any(box.value == SEARCH for box in shown) else "none"

    def seats(self, players: int, you: int | None = None) -> list[Bot | None]:
        """The table as the setup says (:meth:`SetupPanel.seats`: a person at ``you``, by default the setup's seat;
        everyone a person in hot-seat), each opponent chosen by :meth:`opponent`."""
        setup = self.setup
        if setup.hot_seat.value:
            return [None] * players
        you = setup.you(players) if you is None else you
        others = iter(range(players - 1))
        return [None if seat == you else self.opponent(next(others), seat) for seat in range(players)]

    def opponent(self, n: int, seat: int) -> Bot:
        """The bot chosen in the ``n``-th list of opponents, to play ``seat``: the game's own bot as its setup makes
        it, or the search bot at the thinking time chosen, in the background (a :class:`BackgroundBot`) unless
        the game has a simultaneous window (its match plays the window's bots itself, at once). In Apache it
        reacts in the time the setup gives that seat."""
        if self.setup.bots[n].value != SEARCH:
            return self.setup.bot(n, seat)
        reactions = getattr(self.setup, "reactions", None)  # Apache's setup: a reaction time per opponent
        reaction = float(reactions[n].value) if reactions else 1.0
        bot = SearchBot(seconds=float(self.thinking.value), iterations=self.SEARCH_ITERATIONS, reaction=reaction)
        return bot if self.info.window is not None else BackgroundBot(bot)

    def think(self) -> None:
        """If a bot that thinks in the background is to move, start its search (once for a position) and say so in
        the status line."""
        if self.match is None or self.handing_over():
            return
        state = self.state
        mover = state.current_player
        bot = self.table.background_bot()
        if bot is None:
            return
        key = (id(self.match), len(self.table.moves))
        if self._thinking is None or self._thinking.key != key:
            self.cancel_thinking()
            rng = random.Random(self.table.rng.getrandbits(64))  # drawn here, in order: a seeded page replays
            stop = threading.Event()
            try:
                loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
            except RuntimeError:
                loop = None
            thread = threading.Thread(target=self._search, args=(bot.bot, state, rng, stop, self._generation, key,
                                                                 loop), daemon=True, name="search bot")
            self._thinking = Thinking(thread, stop, self._generation, key)
            thread.start()
        bot_words = bot_name(SEARCH) if not isinstance(bot.bot, SearchBot) else search_label(bot.bot.seconds)
        said = M("{player} is thinking… ({bot})", player=state.game.player_name(mover), bot=bot_words)
        self.status.value = f"<b class='tutor-thinking'>{escape(tr(said))}</b>"

    def _search(self, bot: Bot, state: StateT, rng: random.Random, stop: threading.Event, generation: int,
                key: tuple[int, int], loop: asyncio.AbstractEventLoop | None) -> None:
        """The search's thread: find the move, then hand it to :meth:`_arrive` on the kernel's loop (or here, under
        the page's lock, where no loop runs)."""
        try:
            with using(self.lang):
                found: Action | Exception = (bot.step(state, rng, stop=stop) if isinstance(bot, SearchBot)
                                             else bot.step(state, rng))
        except Exception as error:  # noqa: BLE001 - the page says it failed; the server's log has the details
            log.exception("the search bot failed at %s", state.notation())
            found = error
        if stop.is_set():
            return
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._arrive, generation, key, found)
        else:
            self._arrive(generation, key, found)

    def _arrive(self, generation: int, key: tuple[int, int], found: Action | Exception) -> None:
        """The search's move, played unless the search was cancelled (:meth:`cancel_thinking`) since it began."""
        with self._lock, using(self.lang):
            if generation != self._generation or self._thinking is None or self._thinking.key != key:
                return
            self._thinking = None
            if isinstance(found, Exception):
                self.message.show(M("The search bot failed: {error}", error=reason_of(found)), "error")
                return
            try:
                self.table.play_background(found)
            except MatchError as error:
                self.message.show(refusal(error), "error")
            self.refresh()

    def cancel_thinking(self) -> None:
        """Stop the search under way, if any; a move it still finds is dropped."""
        self._generation += 1
        if self._thinking is not None:
            self._thinking.stop.set()
            self._thinking = None

    @property
    def is_thinking(self) -> bool:
        """Whether the search bot is working out a move."""
        return self._thinking is not None

    def wait_thinking(self, timeout: float = 120.0) -> None:
        """Wait until no search is under way (each move found played, and the next searched, until a person is to
        act or the game ends): tests, and pages without an event loop."""
        while True:
            with self._lock:  # (a move being played in the search's thread hands on to the next search under it)
                thinking = self._thinking
            if thinking is None:
                return
            thinking.thread.join(timeout)
            if thinking.thread.is_alive():
                raise TimeoutError(f"the search bot is still thinking after {timeout} s")
            with self._lock:
                if self._thinking is thinking:  # its move waits for the event loop (or was dropped): nothing to wait for
                    return

    # --- commands -----------------------------------------------------------------------------------

    @property
    def table(self) -> Match[StateT]:
        """The match under way (the page starts one as it opens)."""
        if self.match is None:
            raise RuntimeError("the page has no match yet")
        return self.match

    @property
    def state(self) -> StateT:
        return self.table.current

    def start(self) -> None:
        """A new game as the setup panel says."""
        try:
            game = self.setup.make_game()
        except ValueError as error:
            self.message.show(reason_of(error), "error")
            return
        self.begin(game, self.seats(game.num_players))
        self.message.show(self.started())

    def started(self) -> str:
        return M("New game: you are {who}.", who=self.state.game.player_name(self.setup.you(self.state.game.num_players)))

    def begin(self, game: Game, bots: list[Bot | None], state: StateT | None = None) -> None:
        """Sit people and bots at ``game``'s table, at the start or at ``state`` (the log says where
        it started, but not a secret game's position string: it shows every hand); a search under way stops."""
        with self._lock:
            self._begin(game, bots, state)

    def _begin(self, game: Game, bots: list[Bot | None], state: StateT | None) -> None:
        self.cancel_thinking()
        self.match = self.new_match(game, bots, state)
        if self._recorded is not None:  # a record's game: its moves lead to ``state``
            self.match.moves[:0] = self._recorded
            self.match.notes.insert(0, (0, M("game loaded from its record")))
        elif state is not None:
            self.match.notes.insert(0, (0, M("position loaded") if self.info.hidden else
                                        M("position loaded: {position}", position=state.notation())))
        self.moves_view.reset()
        people = self.match.people
        self.viewer = people[0] if people else None
        self._told, self._unsaid = len(self.match.moves), []
        self.clicks.selection = ()
        self.refresh()

    def open_position(self, text: str, failure: str = M("That position cannot be read"), *,
                      at_link: bool = False) -> bool:
        """Continue from a position string; a bad one changes nothing and says what is wrong. A link
        opens where it says: the person takes the seat to act (so no bot moves on); a loaded position
        keeps the person's seat and the bots play on from it."""
        try:
            state = self.parse(text.strip())
        except (NotationError, ValueError) as error:
            self.message.show(M("{failure}: {error}", failure=failure, error=reason_of(error)), "error")
            return False
        players = state.game.num_players
        you = self.seat_to_act(state) if at_link else self.setup.you(players)
        if at_link:
            self.pause()
        self.begin(state.game, self.seats(players, you), state)
        self.message.show(M("Position loaded."))
        return True

    def load(self) -> None:
        self.open_position(self.paste.value)

    # --- the game as a record, its moves, its review ---------------------------------------------------

    def played(self) -> tuple[StateT, list[Action]]:
        """Where the match started and every action since (chance included, undone moves not)."""
        moves = self.table.moves
        return (moves[0].before if moves else self.state), [move.action for move in moves]

    def record(self) -> str:
        """The match as a game record (:func:`tutor.core.records.write`)."""
        start, actions = self.played()
        bots = [bot.bot if isinstance(bot, BackgroundBot) else bot for bot in self.table.bots]
        return records.write(start, actions, seats=records.seats_of(bots, {**self.info.bots, SEARCH: SearchBot}))

    def save_game(self) -> None:
        """Show the game's record to copy, and a link to download it (not on a hot-seat hand-over screen: a record
        shows every hand)."""
        if self.handing_over():
            self.message.show(M("The game can be saved once the screen is handed over."), "error")
            return
        text = self.record()
        self.saved.value = text
        name = escape(f"{self.game_id}-game.txt", quote=True)
        words = escape(tr(M("Download the game record")))
        self.download.value = (f"<a class='tutor-record-download' download='{name}' "
                               f"href='data:text/plain;charset=utf-8,{quote(text)}'>{words}</a>")
        self.message.show(M("The game record is below: copy it or download it."))

    def load_record(self) -> bool:
        """Replace the match by the game of the pasted record, paused at its end (the person takes the seat to act,
        the other seats as the setup panel says); a bad record changes nothing and says what is wrong."""
        try:
            record = records.read(self.record_paste.value, self.info.game)
        except (NotationError, ValueError) as error:
            self.message.show(M("That game record cannot be read: {error}", error=reason_of(error)), "error")
            return False
        states = cast(list[StateT], record.states())  # the page's game reads states of its own class
        moves = [Move(before, action, after) for before, action, after in zip(states, record.actions, states[1:])]
        final = states[-1]
        players = record.game.num_players
        self.pause()
        self._recorded = moves
        try:
            self.begin(record.game, self.seats(players, self.seat_to_act(final)), final)
        finally:
            self._recorded = None
        self.message.show(P("Game loaded: {n} move.", "Game loaded: {n} moves.", n=len(moves)))
        return True

    def review_game(self) -> None:
        """Start the review of the game so far."""
        start, actions = self.played()
        self.review.show_game(start, actions)

    def step_state(self, step: int) -> StateT:
        """The position at a step of the move list: the start (0), or after move ``step``."""
        moves = self.table.moves
        return (moves[step - 1].after if step else moves[0].before) if moves else self.state

    def step_position(self, step: int) -> str | None:
        return self.step_state(step).notation()

    def show_step(self, step: int | None) -> None:
        """Show a step of the move list on the board, read-only (None: back to the game)."""
        if step is None or self.handing_over():
            self.moves_view.reset()
            self.refresh()
            return
        state = self.step_state(step)
        self.clicks.selection = ()
        with self.board.hold_sync():
            self.board.svg, self.board.live, self.board.selected = self.draw(state, self.viewer), [], []
        if self.screen.children != (self.board,):
            self.screen.children = [self.board]
        self.show_controls([])
        self.status.value = "<b>{}</b>".format(escape(tr(M(
            "Looking back at the game: the board shows a past position. Back to the game to play on."))))

    def tools_opened(self) -> None:
        """The move list is written when it is seen; closing it while looking back returns to the game."""
        if self.game_tools.selected_index != 0 and self.moves_view.step is not None:
            self.moves_view.go(None)
        self.show_moves()

    def show_moves(self) -> None:
        """The move list, as the log words the moves for the viewer (written while it is open, and again only when
        the game changed: a long game's list is long)."""
        if self.game_tools.selected_index != 0 or self.match is None:
            return
        moves = self.table.moves
        key = (id(self.match), len(moves), self.viewer, id(moves[-1]) if moves else None)
        if key == self._moves_key:
            return
        self._moves_key = key
        lines = []
        for move in moves:
            said = self.narrate(move, self.viewer)
            lines.append(said[0] if said else M("(not seen)"))
        self.moves_view.show(lines)

    def run(self, command: Callable[[], None], done: str = "") -> bool:
        """Run a match command and redraw; a refusal is shown with its rule and changes nothing. A search under way
        stops first (a person's Undo while the bot thinks: its move would be played at a position taken back); the
        redraw starts it again where the bot is still to move."""
        with self._lock:
            return self._run(command, done)

    def _run(self, command: Callable[[], None], done: str) -> bool:
        self.cancel_thinking()
        self._in_command = True
        self.moves_view.reset()  # a person's command plays on: back to the game
        try:
            command()
        except MatchError as error:
            self.message.show(refusal(error), "error")
            ok = False
        else:
            self.message.show(done)
            ok = True
        try:
            self.refresh()
        finally:
            self._in_command = False
        self._say_notices(replace=False)
        return ok

    def act(self, action: Action | str) -> bool:
        """A person plays ``action`` (or its text); bots and chance then play until a person is to act."""
        return self.run(lambda: self.table.act(action))

    def play_typed(self) -> None:
        """Play the move typed in the box: in the page's language, as the log words it, or in the notation
        (:meth:`State.read_action`); one that cannot be read, or is refused, stays in the box to be corrected."""
        text = self.typed.value.strip()
        if not text:
            return
        try:
            action = self.state.read_action(text)
        except (NotationError, ValueError) as error:
            self.message.show(reason_of(error), "error")
            return
        if self.act(action):
            self.typed.value = ""

    def undo(self) -> None:
        """Back to before the last thing a person did (the bots' replies go too)."""
        self.run(self.table.undo, M("Undone."))

    def show_hand(self) -> None:
        """Hot-seat: the person at the screen is the one to act."""
        self.viewer = self.state.current_player
        self.refresh()

    # --- drawing ------------------------------------------------------------------------------------

    def handing_over(self) -> bool:
        """Hot-seat with secrets: another person is to act than the one who last saw the screen."""
        state = self.state
        return (self.info.hidden and len(self.table.people) > 1 and not state.is_terminal
                and state.current_player >= 0 and state.current_player != self.viewer)

    def refresh(self) -> None:
        state = self.state
        self.readings.value = readings_html(self.info.game.INTERPRETATIONS, state.game.options)
        if self.handing_over():
            self.hand_over(state.current_player)
            return
        self.clicks.refresh()  # the board first: a page that sees the new position sees its board too
        if self.screen.children != (self.board,):
            self.screen.children = [self.board]
        notation = state.notation()
        self.position.value = notation
        self.link.value = link_html(notation)
        self.analyse.value = analyse_html(notation)
        self.log_view.value = log_html(self.log_lines()[-200:], newest_first=True)
        self.status.value = self.prompt(state)
        self.think()
        self.show_controls(self.made_controls(state))
        self.moves_view.layout.display = None
        self.show_moves()
        self.tell()
        if self.moves_view.step is not None:
            self.show_step(self.moves_view.step)

    def made_controls(self, state: StateT) -> list[widgets.Widget]:
        """:meth:`controls`, noting the widgets made for them (dropped once they are no longer shown)."""
        before = set(open_widgets)
        rows = self.controls(state)
        made = {key: w for key, w in widget_tree(rows).items() if w.comm is not None and w.model_id not in before}
        self._made.update(made)
        return rows

    def show_controls(self, rows: Sequence[widgets.Widget]) -> None:
        """Put ``rows`` under the board, and let the kernel drop the widgets made for the controls they replace
        (:func:`forget`: a page's controls are made anew at every redraw; kept, an Apache game's buttons piled up
        to some 5000 widgets in the kernel). A widget still shown, or kept by the page as an attribute, stays."""
        self.control_box.children = rows
        keep = widget_tree(rows)
        kept = [w for w in vars(self).values() if isinstance(w, widgets.Widget) and id(w) in self._made]
        keep.update(widget_tree(kept))
        for key, widget in list(self._made.items()):
            if key not in keep:
                del self._made[key]
                forget(widget)

    def log_lines(self) -> list[str]:
        """The match's log as ``viewer`` may read it, each line a message (the match's own notes and its
        result given in words of the page's language)."""
        lines = [NOTES.get(line, line) for line in self.table.log(self.viewer)]
        state = self.state
        if state.is_terminal and lines and lines[-1] == self.table.result():
            lines[-1] = result(state)
        return lines

    def tell(self) -> None:
        """Say in the message line what the moves since the last look did by themselves (:meth:`notices`):
        after the person's command, below its message (:meth:`run` says them once it has said its own);
        after a timer's move, in its place."""
        moves = self.table.moves
        if self._told > len(moves):  # undone
            self._told = len(moves)
        self._unsaid += [line for move in moves[self._told:] for line in self.notices(move, self.viewer)]
        self._told = len(moves)
        if not self._in_command:
            self._say_notices(replace=True)

    def _say_notices(self, *, replace: bool) -> None:
        if self._unsaid:
            from .reference import linked  # each [rule id] links to the rules reference, as a refusal's does
            said = tr(Joined(self._unsaid, " "))
            (self.message.show if replace else self.message.add)(linked(said), "info")
            self._unsaid = []

    def hand_over(self, who: int) -> None:
        """The screen between two people: whose turn it is, and nothing else."""
        name = self.state.game.player_name(who)
        whose = escape(tr(M("Pass the screen to {who}.", who=name)))
        hidden = escape(tr(self.HIDDEN))
        self.status.value = f"<b>{whose}</b> {hidden}"
        self.log_view.value = self.position.value = self.link.value = self.analyse.value = ""
        self.saved.value = self.download.value = ""
        self.moves_view.reset()
        self.moves_view.layout.display = "none"
        self.clicks.selection = ()
        with self.board.hold_sync():
            self.board.svg, self.board.live, self.board.selected = "", [], []
        self.screen.children = [button(self.REVEAL.fill(who=name), self.show_hand,
                                       cls=f"{self.prefix}-reveal", colour=GOLD)]
        self.show_controls([])
