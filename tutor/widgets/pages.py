"""The page bases every game's play and analyse pages share.

A game's play page says only how to draw a position (:meth:`PlayPage.draw`), which controls a person
needs (:meth:`PlayPage.controls`), its prompt and its setup extras; :class:`PlayPage` owns the rest:
the match (:class:`tutor.core.match.Match`: undo, log, bots and chance), the board area, the status
and message lines, the log, the typed-move box, the position string with its link and paste-and-load,
and the readings in force. :class:`SetupPanel` is built from the game's registry entry.
:class:`AnalysePage` owns what every analyse page shares: the position box, its link and the message;
:class:`Job` runs each of its long jobs (progress bar, run and cancel buttons, a background thread, a redraw
per chunk, sequential stopping).

CSS classes carry the page's prefix (``tribu-board``, ``fort-undo``, ...): tests find widgets by them.

Every text is a message rendered when it is shown, in the page's language (:func:`tutor.core.i18n.tr`):
a game's page passes messages (or plain texts) wherever a text is taken.
"""
from __future__ import annotations

import contextvars
import inspect
import logging
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from html import escape
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Generic, Iterator, Mapping, Sequence, TypeVar, cast

import ipywidgets as widgets

from tutor.core import NotationError, rule
from tutor.core.api import Action, Game, State, StateT
from tutor.core.i18n import Joined, M, Message, P, tr
from tutor.core.interpretations import Interpretation
from tutor.core.bots import Bot
from tutor.core.match import Match, MatchError, Move
from tutor.games import GameInfo, game_info
from tutor.sim import Estimate, wilson

from . import bounded
from .board import BoardWidget, Choice, ClickController
from .clicking import path_function
from .common import MessageLine, bot_name, button, log_html, readings_html
from .links import link_html
from .preview import Previewed

GOLD = "#D9B77E"  # the colour of a page's main button
T = TypeVar("T")


class SetupPanel(widgets.VBox):
    """Everything chosen before a game, from the registry entry: players, hot-seat, one bot per other
    seat and one dropdown per option of the game's register. A subclass adds its game's settings
    (:meth:`extras`) and says how they make a game (:meth:`make_game`)."""

    def __init__(self, info: GameInfo, on_start: Callable[[], None], *, prefix: str, players: int | None = None,
                 bots: Sequence[str] = (), start: str = M("Start a new game")) -> None:
        self.info = info
        sizes = info.players
        self.players = bounded.IntSlider(value=players or sizes[0], min=min(sizes), max=max(sizes),
                                         description=tr(M("Players")))
        self.hot_seat = bounded.Checkbox(description=tr(M("hot-seat: every seat is a person")), indent=False)
        names = list(info.bots)
        words = [(tr(bot_name(name)), name) for name in names]
        self.bots = [bounded.Dropdown(options=words, value=bots[n] if n < len(bots) else names[-1],
                                      description=tr(M("Opponent") if max(sizes) == 2 else
                                                     M("Opponent {number}", number=n + 1)))
                     for n in range(max(sizes) - 1)]
        self.bot_box = widgets.VBox()
        register = {i.option: i for i in info.game.INTERPRETATIONS if i.option}
        self.options = {option: reading_choice(i) for option, i in register.items()}
        self.meanings = {option: widgets.HTML() for option in register}
        for option, entry in register.items():
            box, meaning = self.options[option], self.meanings[option]
            box.observe(partial(_show_meaning, entry, box, meaning), "value")
            _show_meaning(entry, box, meaning)
        rows = [widgets.VBox([widgets.HTML(f"<b>{escape(tr(i.question))}</b>"), self.options[option],
                              self.meanings[option]], layout=widgets.Layout(margin="0 0 0.6em 0"))
                for option, i in register.items()]
        readings = widgets.Accordion([widgets.VBox(rows)],
                                     titles=[tr(M("Rule readings where the rulebook is unclear"))],
                                     selected_index=None)
        readings.add_class(f"{prefix}-setup-readings")
        self.players.observe(lambda _: self._show_bots(), "value")
        self.hot_seat.observe(lambda _: self._show_bots(), "value")
        table = [self.players] if len(sizes) > 1 else []
        super().__init__([widgets.HBox([*table, *self.extras()]), self.hot_seat, self.bot_box, readings,
                          button(start, on_start, cls=f"{prefix}-start", colour=GOLD)])
        self._show_bots()

    def extras(self) -> list[widgets.Widget]:
        """The game's own settings, shown beside the number of players."""
        return []

    def _show_bots(self) -> None:
        self.bot_box.children = [] if self.hot_seat.value else self.bots[:self.players.value - 1]

    def chosen_options(self) -> dict[str, str]:
        return {name: box.value for name, box in self.options.items()}

    def make_game(self) -> Game:
        """The game as chosen; ValueError says what is wrong with the choice."""
        make: Callable[..., Game] = self.info.game  # each game's constructor takes its own settings
        if len(self.info.players) > 1:
            return make(players=self.players.value, **self.chosen_options())
        return make(**self.chosen_options())

    def you(self, players: int) -> int:
        """The seat of the person when the others are bots."""
        return 0

    def seats(self, players: int, you: int | None = None) -> list[Bot | None]:
        """None for a person, else a bot: everyone a person in hot-seat, else the person at ``you``
        (by default :meth:`you`) and the chosen bots in the other seats, in order."""
        if self.hot_seat.value:
            return [None] * players
        you = self.you(players) if you is None else you
        others = iter(range(players - 1))
        return [None if seat == you else self.bot(next(others), seat) for seat in range(players)]

    def bot(self, n: int, seat: int) -> Bot:
        """The bot chosen in the ``n``-th opponent's list, to play ``seat``."""
        return self.info.bots[self.bots[n].value]()


def reading_choice(entry: Interpretation) -> widgets.Dropdown:
    """A choice among an option's readings in plain words (the reading's label); its value is the option's
    value, its default the register's, marked so."""
    words = [(tr(M("{reading} (the usual reading)", reading=r.plain) if r.value == entry.default else r.plain),
              r.value) for r in entry.readings]
    box = bounded.Dropdown(options=words, value=entry.default, tooltip=tr(entry.question),
                           layout=widgets.Layout(width="100%", max_width="34em"))
    box.add_class("tutor-reading-choice")
    return box


def _show_meaning(entry: Interpretation, box: widgets.Dropdown, meaning: widgets.HTML, _change: object = None) -> None:
    """Under a reading's choice, what the chosen reading means in full."""
    meaning.value = (f"<small class='tutor-reading-meaning' style='display:block; line-height:1.35'>"
                     f"{escape(tr(entry.reading(box.value).text))}</small>")


#: what the match (:class:`tutor.core.match.Match`) says in plain text, in words of the page's language
SAID: dict[str, Message] = {"nothing to undo": M("nothing to undo")}


def reason_of(error: BaseException) -> str:
    """What an error says, as a message when it was given one (rendered when shown), else its text."""
    said = error.args[0] if len(error.args) == 1 else None
    if not isinstance(said, str):
        return str(error)
    return said if isinstance(said, Message) else SAID.get(said, said)


def refusal(error: MatchError) -> str:
    """A refused request in words, in the page's language: the verdict's reason and the rule that decides it."""
    verdict = error.verdict
    if verdict is None:
        return tr(reason_of(error))
    try:
        why = rule(verdict.rule).text
    except KeyError:
        why = ""
    from .reference import linked  # the message line shows the rule id as a link to the rules reference
    if why:
        said = M("Not allowed: {reason}. [{rule}] {why}", reason=verdict.reason, rule=verdict.rule, why=why)
    else:
        said = M("Not allowed: {reason}. [{rule}]", reason=verdict.reason, rule=verdict.rule)
    return linked(tr(said).rstrip())


def narrated(move: Move[Any], viewer: int | None) -> list[str]:
    """A move's log lines as messages: who did what (the action in words, :meth:`State.describe`), then
    each thing that happened by itself (its event), indented."""
    actor = move.before.actor(move.action)
    who = move.before.game.player_name(actor) if actor >= 0 else ""
    text = move.before.describe(move.action)
    lines: list[str] = [M("{who}: {action}", who=who, action=text) if who and not text.startswith(who) else text]
    lines += [Joined(("    ", event), "") for event in getattr(move.after, "events", ())]
    return lines


#: the match's own notes (:class:`tutor.core.match.Match`), as the log shows them
NOTES: dict[str, Message] = {"(undone)": M("(undone)"), "position loaded": M("position loaded")}


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

    def __init__(self, position: str | None = None, seed: int | None = None) -> None:
        self.info = game_info(self.game_id)
        self.seed = seed
        self.setup = self.make_setup()
        p = self.prefix
        self.status = widgets.HTML()
        self.status.add_class(f"{p}-status")
        self.board = BoardWidget(layout=widgets.Layout(width="100%"))
        self.board.add_class(f"{p}-board")
        self.screen = widgets.VBox([self.board], layout=widgets.Layout(width="100%"))
        self.control_box = widgets.VBox(layout=widgets.Layout(max_width="100%"))
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
        self.paste = bounded.Text(placeholder=tr(M("paste a position string here")),
                                  layout=widgets.Layout(width="60%"))
        self.paste.add_class(f"{p}-paste")
        self.readings = widgets.HTML()
        tools = widgets.HBox([self.typed, button(M("Play it"), self.play_typed, cls=f"{p}-try"),
                              button(M("Undo"), self.undo, cls=f"{p}-undo"), *self.tools()],
                             layout=widgets.Layout(flex_flow="row wrap", max_width="100%"))
        tools.add_class(f"{p}-tools")
        sharing = [self.position, self.link,
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
        super().__init__([
            widgets.Accordion([self.setup], titles=[tr(self.SETUP_TITLE)], selected_index=None),
            self.status, self.message, main, *sharing,
            widgets.Accordion([self.readings], titles=[tr(M("Rule readings in force"))], selected_index=None),
            *note],
            layout=widgets.Layout(max_width="100%"))
        self.add_class("tutor-play-page")
        self.match: Match[StateT] | None = None
        self.viewer: int | None = None
        self.start()
        if position:
            self.open_position(position, M("The position in the link cannot be read"), at_link=True)

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
        self.begin(game, self.setup.seats(game.num_players))
        self.message.show(self.started())

    def started(self) -> str:
        return M("New game: you are {who}.", who=self.state.game.player_name(self.setup.you(self.state.game.num_players)))

    def begin(self, game: Game, bots: list[Bot | None], state: StateT | None = None) -> None:
        """Sit people and bots at ``game``'s table, at the start or at ``state`` (the log says where
        it started, but not a secret game's position string: it shows every hand)."""
        self.match = self.new_match(game, bots, state)
        if state is not None:
            self.match.notes.insert(0, (0, M("position loaded") if self.info.hidden else
                                        M("position loaded: {position}", position=state.notation())))
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
        self.begin(state.game, self.setup.seats(players, you), state)
        self.message.show(M("Position loaded."))
        return True

    def load(self) -> None:
        self.open_position(self.paste.value)

    def run(self, command: Callable[[], None], done: str = "") -> bool:
        """Run a match command and redraw; a refusal is shown with its rule and changes nothing."""
        self._in_command = True
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
        self.log_view.value = log_html(self.log_lines()[-200:], newest_first=True)
        self.status.value = self.prompt(state)
        self.control_box.children = self.controls(state)
        self.tell()

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
        self.log_view.value = self.position.value = self.link.value = ""
        self.clicks.selection = ()
        with self.board.hold_sync():
            self.board.svg, self.board.live, self.board.selected = "", [], []
        self.screen.children = [button(self.REVEAL.fill(who=name), self.show_hand,
                                       cls=f"{self.prefix}-reveal", colour=GOLD)]
        self.control_box.children = []


#: an analyse page's boards and plots shrink to the page's width on a narrow screen, keeping their proportions
FIT = ("<style>.tutor-analyse svg, .tutor-analyse img {max-width: 100%; height: auto} "
       ".tutor-analyse table {display: block; max-width: 100%; overflow-x: auto} "  # wide tables scroll
       # ... and show that they do: a shadow on the side where columns are hidden (it goes at either end)
       ".tutor-analyse table {background: linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left / 2.5em 100%, "
       "linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 2.5em 100%, "
       "radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.3), rgba(0,0,0,0)) left / 1em 100%, "
       "radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.3), rgba(0,0,0,0)) right / 1em 100%; "
       "background-repeat: no-repeat; background-attachment: local, local, scroll, scroll} "
       # rows let the shadow through (JupyterLab paints odd rows opaque white), and a scrollbar stays visible
       ".tutor-analyse table tbody tr:nth-child(odd) {background: transparent} "
       ".tutor-analyse table tbody tr:nth-child(even) {background: rgba(0, 0, 0, .045)} "
       ".tutor-analyse table::-webkit-scrollbar {height: 6px} "
       ".tutor-analyse table::-webkit-scrollbar-thumb {background: #9C8B6E; border-radius: 3px} "
       ".tutor-analyse .jupyter-widgets, .tutor-analyse .widget-inline-hbox {max-width: 100%; box-sizing: border-box} "
       ".tutor-analyse .widget-text input {min-width: 0} "
       # an HTML widget's or an output's content is no wider than the page, so a wide table scrolls in its own box
       ".tutor-analyse .widget-html > .widget-html-content {flex-shrink: 1; min-width: 0; max-width: 100%} "
       ".tutor-analyse .jp-OutputArea-child, .tutor-analyse .jp-OutputArea-output {display: block; "
       "min-width: 0; max-width: 100%}</style>")  # the position box stays inside a phone's width


class AnalysePage(Previewed, widgets.VBox, Generic[StateT]):
    """What every analyse page shares: the position box (Enter reads it), its link and the message
    line, shown together at the top of the page (:meth:`position_panel`: a link that cannot be read is
    said where the eye is), and its long jobs run on a pool (:meth:`run_job`). A page builds its panels
    after ``super().__init__``, sets ``children`` (the position panel first) and calls
    :meth:`show_position`; :meth:`show` redraws its panels for ``self.state``. Generic in the game's state
    (``AnalysePage[tribu.State]``), as :class:`PlayPage` is."""

    game_id = ""
    prefix = ""
    MESSAGE_CLASS = ""  # default: <prefix>-analyse-message
    executor: Executor | None = None  # where long jobs run; None: a new process pool for each run

    def __init__(self, position: str | None, default: Callable[[], StateT], *, textarea: bool = False,
                 fallback: str = M("Here is an example.")) -> None:
        super().__init__()
        self.add_class("tutor-analyse")
        self.info = game_info(self.game_id)
        self.problem = ""
        state: StateT | None = None
        if position:
            try:
                state = self.parse(position.strip())
            except (NotationError, ValueError) as error:
                self.problem = M("The position in the link cannot be read: {error}. {fallback}",
                                 error=reason_of(error), fallback=fallback)
        self.state: StateT = state or default()
        if textarea:
            self.position = bounded.Textarea(value=self.state.notation(),
                                             layout=widgets.Layout(width="100%", height="5em"))
        else:
            self.position = bounded.Text(value=self.state.notation(), description=tr(M("Position")),
                                         continuous_update=False, layout=widgets.Layout(width="100%"))
            self.position.observe(lambda _: self.load(), "value")
        self.position.add_class(f"{self.prefix}-position")
        self.message = MessageLine()
        self.message.add_class(self.MESSAGE_CLASS or f"{self.prefix}-analyse-message")
        self.link = widgets.HTML()

    def parse(self, text: str) -> StateT:
        """A position string of the page's game (NotationError or ValueError says what is wrong)."""
        return cast(StateT, self.info.game.parse(text))  # the registry's game reads states of its own class

    def position_panel(self, intro: str, *extra: widgets.Widget) -> widgets.VBox:
        """The top of the page: ``intro`` (HTML), the message line (a problem with the link shows here, above
        the position box it explains), the position box, ``extra`` widgets (a load button) and the link."""
        panel = widgets.VBox([widgets.HTML(FIT + tr(intro)), self.message, self.position, *extra, self.link])
        panel.add_class("tutor-position-panel")
        return panel

    def run_job(self, job: Job, steps: Callable[[Executor], Iterator[Step]], draw: Callable[[T], None]) -> None:
        """Start ``job``: ``steps(pool)`` runs its chunks on the page's executor, or on a process pool made for
        this run and shut down when the job ends (finished, decided, cancelled or failed)."""
        def pooled() -> Iterator[Step]:
            pool, release = pool_for(self.executor)
            try:
                yield from steps(pool)
            finally:
                release()

        job.start(pooled, draw)

    def load(self) -> None:
        """Read the position box; a bad one keeps the last good position and says why."""
        try:
            state = self.parse(self.position.value.strip())
        except (NotationError, ValueError) as error:
            self.message.show(M("That position cannot be read: {error}", error=reason_of(error)), "error")
            return
        self.message.show("")
        self.state = state
        self.show_position()

    def show_position(self) -> None:
        """Link to the position and redraw the page's panels; a problem with the link is said once."""
        self.link.value = link_html(self.state.notation())
        self.show()
        if self.problem:
            self.message.show(self.problem, "error")
            self.problem = ""

    def show(self) -> None:
        """Redraw the page's panels for ``self.state``."""


#: the confidence of the interval that decides a sequential stop (the pages show 95% intervals)
STOP_CONFIDENCE = 0.99
#: the first look: the stopping rule is checked at 16, 32, 64, 128... games (doubling sizes)
FIRST_LOOK = 16


#: the confidence of the intervals the pages show
SHOWN_CONFIDENCE = 0.95
#: the usual condition of a sequential stop (``{p}``: :data:`STOP_CONFIDENCE`)
CLEAR_OF_FAIR = M("its {p:.0%} interval lies wholly above or below the fair share", p=STOP_CONFIDENCE)


def stopping_rule(who: str, clear: str = CLEAR_OF_FAIR) -> str:
    """The page's words for the sequential stopping rule, in the page's language: ``who`` stops once
    ``clear`` (messages, or plain texts)."""
    return tr(M("{who} stops by itself once the answer is clear: when {clear}. That is checked only at doubling "
                "numbers of games ({first}, {second}, {third}, {fourth}...), with a {strict:.0%} interval rather "
                "than the {shown:.0%} one shown, so that looking several times does not make a wrong early answer "
                "likely. Otherwise it plays all the games asked for.",
                who=who, clear=clear, first=FIRST_LOOK, second=2 * FIRST_LOOK, third=4 * FIRST_LOOK,
                fourth=8 * FIRST_LOOK, strict=STOP_CONFIDENCE, shown=SHOWN_CONFIDENCE))


Step = tuple[int, int, T, bool]   # games done, games asked for, what to draw, whether the answer is decided

#: how a job's status line says its end, for each unit it counts (``Job(unit=...)``): (total, done) -> message
JOB_ENDS: dict[str, dict[str, Callable[[int, int], Message]]] = {
    "games": {
        "tables": lambda n, done: P("after {done} of {n} game.", "after {done} of {n} games.", n=n, done=done),
        "done": lambda n, done: P("Done: all {n} game played.", "Done: all {n} games played.", n=n),
        "decided": lambda n, done: P(
            "after {done} of {n} game: the answer is clear (the stopping rule is above).",
            "after {done} of {n} games: the answer is clear (the stopping rule is above).",
            n=n, done=done),
        "cancelled": lambda n, done: P(
            "after {done} of {n} game: the results shown are from those {done}.",
            "after {done} of {n} games: the results shown are from those {done}.", n=n, done=done),
    },
    "battles": {
        "tables": lambda n, done: P("after {done} of {n} battle.", "after {done} of {n} battles.", n=n, done=done),
        "done": lambda n, done: P("Done: all {n} battle played.", "Done: all {n} battles played.", n=n),
        "decided": lambda n, done: P(
            "after {done} of {n} battle: the answer is clear (the stopping rule is above).",
            "after {done} of {n} battles: the answer is clear (the stopping rule is above).",
            n=n, done=done),
        "cancelled": lambda n, done: P(
            "after {done} of {n} battle: the results shown are from those {done}.",
            "after {done} of {n} battles: the results shown are from those {done}.", n=n, done=done),
    },
    "challenges": {
        "tables": lambda n, done: P("after {done} of {n} challenge.", "after {done} of {n} challenges.", n=n, done=done),
        "done": lambda n, done: P("Done: all {n} challenge played.", "Done: all {n} challenges played.", n=n),
        "decided": lambda n, done: P(
            "after {done} of {n} challenge: the answer is clear (the stopping rule is above).",
            "after {done} of {n} challenges: the answer is clear (the stopping rule is above).",
            n=n, done=done),
        "cancelled": lambda n, done: P(
            "after {done} of {n} challenge: the results shown are from those {done}.",
            "after {done} of {n} challenges: the results shown are from those {done}.",
            n=n, done=done),
    },
}
log = logging.getLogger(__name__)


def is_look(n: int) -> bool:
    """Whether the stopping rule is checked after ``n`` games: 16, 32, 64, 128..."""
    return n >= FIRST_LOOK and n & (n - 1) == 0


def clear_of(share: Estimate, fair: float) -> bool:
    """Whether a win share's 99% interval lies wholly above or below ``fair`` (at a look; else False)."""
    if not is_look(share.n):
        return False
    strict = wilson(share.value * share.n, share.n, STOP_CONFIDENCE)
    return strict.low > fair or strict.high < fair


@dataclass
class Tables:
    """What :func:`interleave` saw of the tables (streams) of the job it runs in: how many there are and how
    many the stopping rule ended (``stop`` held). The job's closing words say it (:meth:`Job.said`)."""

    count: int = 0
    stopped: int = 0


#: the tables of the job running in this thread (set by :meth:`Job._run`; None outside a job)
_TABLES: contextvars.ContextVar[Tables | None] = contextvars.ContextVar("tables", default=None)


def interleave(streams: Sequence[Iterator[T]], stop: Callable[[T], bool]) -> Iterator[list[T | None]]:
    """Advance the streams in turn, a step each, yielding the latest value of every stream (None before
    its first) after each step; a stream ends once ``stop(its latest value)`` holds. Closing this closes them.
    Inside a :class:`Job` it counts the streams and those ``stop`` ended, for the job's closing words."""
    latest: list[T | None] = [None] * len(streams)
    live = list(range(len(streams)))
    tables = _TABLES.get()
    if tables is not None:
        tables.count, tables.stopped = len(streams), 0
    try:
        while live:
            for i in list(live):
                value = next(streams[i], None)
                stopped = value is not None and stop(value)
                if stopped and tables is not None:
                    tables.stopped += 1
                if value is None or stopped:
                    live.remove(i)
                    _close(streams[i])
                if value is not None:
                    latest[i] = value
                    yield latest[:]
    finally:
        for s in streams:
            _close(s)


def _close(stream: object) -> None:
    """Close a generator (its ``finally`` cancels its games); a plain iterator needs nothing."""
    close = getattr(stream, "close", None)
    if close is not None:
        close()


def pool_for(executor: Executor | None) -> tuple[Executor, Callable[[], None]]:
    """The executor to use (a new process pool when None) and what to do when the job ends."""
    if executor is not None:
        return executor, lambda: None
    pool = ProcessPoolExecutor()
    return pool, lambda: pool.shutdown(wait=False, cancel_futures=True)


class Job:
    """One long job on a page: its run and cancel buttons, progress bar and status line (``box``). ``start``
    runs the job in a background thread (with ``background=False``, at once: for tests): ``steps()``
    yields ``(done, total, value, decided)`` after each chunk and ``draw(value)`` shows ``value`` (the
    first at once, then at most every ``REDRAW`` seconds or four times as long as a draw takes, and the
    last); the job ends when the steps run
    out, one says the answer is decided, or Cancel is pressed."""

    REDRAW = 0.3
    #: s: a job is stopped (as if cancelled) after this long, whatever it was asked (issue #23)
    MAX_SECONDS = 300.0

    def __init__(self, prefix: str, label: str, *, unit: str = "games", background: bool = True) -> None:
        self.unit = unit
        self.background = background
        self.run_button = widgets.Button(description=tr(label), button_style="primary")
        self.run_button.add_class(f"{prefix}-run")
        self.cancel_button = widgets.Button(description=tr(M("Cancel")), disabled=True)
        self.cancel_button.add_class(f"{prefix}-cancel")
        self.cancel_button.on_click(lambda _: self.cancel())
        self.progress = widgets.IntProgress(value=0, min=0, max=1, description=tr(M("Progress")))
        self.status = widgets.HTML()
        self.status.add_class(f"{prefix}-job-status")
        self.box = widgets.VBox([widgets.HBox([self.run_button, self.cancel_button, self.progress]), self.status])
        self.outcome = ""   # "running", then "done", "decided", "cancelled" or "failed"
        self.done = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self.outcome == "running"

    def start(self, steps: Callable[[], Iterator[Step]], draw: Callable[[T], None]) -> None:
        """Run the job unless one is running."""
        if self.running:
            return
        self._cancel.clear()
        self.outcome, self.done = "running", 0
        self.run_button.disabled, self.cancel_button.disabled = True, False
        self.progress.max, self.progress.value = 1, 0
        running = M("Running: the first results show as soon as the first games end.")
        self.status.value = f"<i>{escape(tr(running))}</i>"
        if self.background:
            self._thread = threading.Thread(target=self._run, args=(steps, draw), daemon=True)
            self._thread.start()
        else:
            self._run(steps, draw)

    def cancel(self) -> None:
        """Stop after the chunk under way; what was played so far stays shown."""
        if self.running:
            self._cancel.set()
            self.cancel_button.disabled = True
            cancelling = M("Cancelling...")
            self.status.value = f"<i>{escape(tr(cancelling))}</i>"

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a job running in the background to end."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, steps: Callable[[], Iterator[Step]], draw: Callable[[T], None]) -> None:
        chunks: Iterator[Step] | None = None
        outcome, total, shown, gap, pending = "done", 0, 0.0, self.REDRAW, None
        deadline = time.monotonic() + self.MAX_SECONDS
        tables = Tables()
        token = _TABLES.set(tables)
        try:
            chunks = steps()
            for self.done, total, value, decided in chunks:
                self.progress.max, self.progress.value = max(1, total), self.done
                pending = value
                if not shown or time.monotonic() - shown >= gap:
                    began = time.monotonic()
                    draw(value)
                    shown, pending = time.monotonic(), None
                    gap = max(self.REDRAW, 4 * (shown - began))  # drawing takes at most a fifth of the time
                if decided or self._cancel.is_set() or time.monotonic() > deadline:
                    outcome = "decided" if decided else "cancelled"
                    break
            if pending is not None:
                draw(pending)
        except Exception:  # noqa: BLE001 - the page says it failed; the server's log has the details
            log.exception("a long job failed")
            outcome = "failed"
        finally:
            _close(chunks)
            _TABLES.reset(token)
            self.outcome = outcome
            self.status.value = self.said(outcome, self.done, total, tables)
            self.run_button.disabled, self.cancel_button.disabled = False, True

    def said(self, outcome: str, done: int, total: int, tables: Tables | None = None) -> str:
        """The status line once the job has ended (HTML, in the page's language): a bold head and what
        follows, each a message of its own (a text a person reads is never split by a tag inside a message).
        A job of several tables (``tables``, from :func:`interleave`) that stopped early says how many of them
        the stopping rule ended and how many played all their games."""
        head = {"failed": M("The job failed"), "decided": M("Stopped early"), "cancelled": M("Cancelled")}.get(outcome)
        if outcome == "failed":
            then = M("nothing more can be shown. Try again, or fewer games.")
            return f"<b>{escape(tr(head))}</b>: {escape(tr(then))}"
        words = JOB_ENDS.get(str.__str__(self.unit))
        if outcome == "decided" and tables is not None and tables.count > 1:
            after = (words["tables"](total, done) if words is not None else
                     M("after {done} of {n} {unit}.", done=done, n=total, unit=tr(self.unit)))
            rest = tables.count - tables.stopped
            which = (M("All {count} tables stopped once their answer was clear (the stopping rule is above).",
                       count=tables.count) if rest <= 0 else
                     P("{stopped} of {count} tables stopped once their answer was clear; the other one played all "
                       "its games (the stopping rule is above).",
                       "{stopped} of {count} tables stopped once their answer was clear; the other {n} played all "
                       "their games (the stopping rule is above).", n=rest, stopped=tables.stopped,
                       count=tables.count))
            return f"<b>{escape(tr(head))}</b> {escape(tr(after))} {escape(tr(which))}"
        if words is None:  # a unit without its own words: said as given
            unit = tr(self.unit)
            body = {"done": M("Done: all {n} {unit} played.", n=total, unit=unit),
                    "decided": M("after {done} of {n} {unit}: the answer is clear (the stopping rule is above).",
                                 done=done, n=total, unit=unit),
                    "cancelled": M("after {done} of {n} {unit}: the results shown are from those {done}.",
                                   done=done, n=total, unit=unit)}[outcome]
        else:
            body = words[outcome](total, done)
        return f"<b>{escape(tr(head))}</b> {escape(tr(body))}" if head else escape(tr(body))

