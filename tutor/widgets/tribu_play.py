"""The Tribù Indiani play page: a whole game to 100 spheres against bots, or hot-seat.

You are player 0; the other seats are bots or, in hot-seat, people sharing the screen. Hands are
secret: the table is drawn from one player's view, and in hot-seat a "pass the screen" step hides
everything until the next person says they are at the screen. Every action button's tooltip is
the rule that allows it; a typed action the rules refuse is explained.
"""
from __future__ import annotations

import random
from html import escape

import ipywidgets as widgets

from tutor.core import NotationError, rule
from tutor.games.tribu import DATA_NOTE, INTERPRETATIONS, Action, Game, State
from tutor.games.tribu.bots import BOTS, Bot, step
from tutor.games.tribu.log import log_line
from tutor.render.tribu import state_svg

from .common import MessageLine, button, log_html, readings_html
from .links import link_html

OPTION_CHOICES = [i for i in INTERPRETATIONS if i.option]
class SetupPanel(widgets.VBox):
    """Everything chosen before a game: players, bots or hot-seat, printing, rule readings."""

    def __init__(self, on_start) -> None:
        self.players = widgets.IntSlider(value=2, min=2, max=4, description="Players")
        self.hot_seat = widgets.Checkbox(description="hot-seat: every seat is a person", indent=False)
        self.bots = [widgets.Dropdown(options=list(BOTS), value="sensible", description=f"Player {n}")
                     for n in range(1, 4)]
        self.bot_box = widgets.VBox()
        self.printing = widgets.Dropdown(options=["100", "96"], value="100", description="Printing")
        self.options = {i.option: widgets.Dropdown(options=list(i.values), value=i.default, description=i.option,
                                                   tooltip=i.question, style={"description_width": "12em"},
                                                   layout=widgets.Layout(width="30em"))
                        for i in OPTION_CHOICES}
        self.players.observe(lambda _: self._show_bots(), "value")
        self.hot_seat.observe(lambda _: self._show_bots(), "value")
        start = button("Start a new game", on_start, cls="tribu-start", colour="#D9B77E")
        super().__init__([widgets.HBox([self.players, self.printing]), self.hot_seat, self.bot_box,
                          widgets.HTML("<small>Rule readings where the rulebook is unclear:</small>"),
                          *self.options.values(), start])
        self._show_bots()

    def _show_bots(self) -> None:
        self.bot_box.children = [] if self.hot_seat.value else self.bots[:self.players.value - 1]

    def game(self) -> Game:
        return Game(self.players.value, self.printing.value, **{k: box.value for k, box in self.options.items()})

    def seats(self, players: int) -> list[Bot | None]:
        """None for a person, else a bot."""
        if self.hot_seat.value:
            return [None] * players
        return [None] + [BOTS[box.value]() for box in self.bots[:players - 1]]


class PlayApp(widgets.VBox):
    """Play Tribù Indiani: click an action, or type one; undo, share or load a position."""

    def __init__(self, position: str | None = None, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.setup = SetupPanel(self.start)
        self.status = widgets.HTML()
        self.status.add_class("tribu-status")
        self.screen = widgets.VBox()
        self.board = widgets.HTML()
        self.board.add_class("tribu-board")
        self.controls = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.message = MessageLine()
        self.typed = widgets.Text(placeholder="or type an action, e.g. 'discard lupo'", layout=widgets.Layout(width="24em"))
        self.log_view = widgets.HTML()
        self.position = widgets.Text(description="Position", layout=widgets.Layout(width="100%"))
        self.position.add_class("tribu-position")
        self.link = widgets.HTML()
        self.paste = widgets.Text(placeholder="paste a position string here", layout=widgets.Layout(width="70%"))
        self.paste.add_class("tribu-paste")
        self.readings = widgets.HTML()
        tools = widgets.HBox([self.typed, button("Play it", self.play_typed, cls="tribu-try"),
                              button("Undo", self.undo, cls="tribu-undo")])
        spoiler = widgets.VBox([widgets.HTML("<small>The position string shows every hand: share it, but "
                                             "don't peek during a game.</small>"), self.position, self.link,
                                widgets.HBox([self.paste, button("Load position", self.load, cls="tribu-load")])])
        super().__init__([
            widgets.Accordion([self.setup], titles=["New game: players, bots, rule readings"], selected_index=None),
            self.status, self.screen, self.controls, self.message, tools, self.log_view,
            widgets.Accordion([spoiler], titles=["Position string (spoiler), link and loading"], selected_index=None),
            widgets.Accordion([self.readings], titles=["Rule readings in force"], selected_index=None),
            widgets.HTML(f"<small><i>{escape(DATA_NOTE)}</i></small>")])
        self.start()
        if position:
            self.open_position(position)

    # --- commands -------------------------------------------------------------------------------

    def start(self) -> None:
        try:
            game = self.setup.game()
        except ValueError as error:
            self.message.show(str(error), "error")
            return
        self._begin(game.new_state(), self.setup.seats(game.num_players))
        self.message.show("New game: you are player 0.")

    def open_position(self, text: str) -> bool:
        """Continue from a position string; a bad one changes nothing and says what is wrong."""
        try:
            state = Game.parse(text)
        except NotationError as error:
            self.message.show(f"That position cannot be read: {error}", "error")
            return False
        self._begin(state, self.setup.seats(state.game.num_players) if self.setup.hot_seat.value
                    else [None] + [BOTS["sensible"]() for _ in range(state.game.num_players - 1)])
        self.message.show("Position loaded.")
        return True

    def load(self) -> None:
        self.open_position(self.paste.value)

    def _begin(self, state: State, seats: list[Bot | None]) -> None:
        self.seats = seats
        self.people = [p for p, bot in enumerate(seats) if bot is None]
        self.viewer = self.people[0]
        self.state = state
        #: (state before a person's action, log length then), for undo
        self.history: list[tuple[State, int]] = []
        self.moves: list[tuple[State, Action]] = []
        self._advance()
        self.refresh()

    def act(self, action: Action) -> None:
        """A person plays ``action``; the bots and chance then play until a person is to move."""
        verdict = self.state.check(action)
        if not verdict.ok:
            self.message.show(f"Not allowed: {verdict.reason}. {rule(verdict.rule).text}", "error")
            return
        self.history.append((self.state, len(self.moves)))
        self.moves.append((self.state, action))
        self.state = self.state.apply(action)
        self.message.show("")
        self._advance()
        self.refresh()

    def play_typed(self) -> None:
        try:
            action = self.state.parse_action(self.typed.value)
        except NotationError as error:
            self.message.show(str(error), "error")
            return
        self.act(action)

    def undo(self) -> None:
        """Back to before the last action a person took (the bots' replies go too)."""
        if not self.history:
            self.message.show("Nothing to undo.", "error")
            return
        self.state, length = self.history.pop()
        del self.moves[length:]
        self.message.show("Undone.")
        self.refresh()

    def show_hand(self) -> None:
        """Hot-seat: the person at the screen is the one to move."""
        self.viewer = self.state.current_player
        self.refresh()

    def _advance(self) -> None:
        """Chance and bots play until a person is to move or the game ends."""
        state = self.state
        while not state.is_terminal and (state.is_chance or self.seats[state.current_player] is not None):
            after = step(state, self.seats, self.rng)
            self.moves.append((state, after.history[-1]))
            state = after
        self.state = state

    # --- drawing ----------------------------------------------------------------------------------

    def _waiting_for_screen(self) -> bool:
        state = self.state
        return not state.is_terminal and len(self.people) > 1 and state.current_player != self.viewer

    def refresh(self) -> None:
        state = self.state
        notation = state.notation()
        self.position.value = notation
        self.link.value = link_html(notation)
        self.readings.value = readings_html(INTERPRETATIONS, state.game.options)
        lines = [line for s, a in self.moves if (line := log_line(s, a, self.viewer))]
        self.log_view.value = log_html(lines[-200:])
        if self._waiting_for_screen():
            who = state.current_player
            self.status.value = f"<b>Pass the screen to player {who}.</b> Their cards stay hidden until they click."
            self.board.value = ""
            reveal = button(f"I am player {who}: show my cards", self.show_hand, cls="tribu-reveal", colour="#D9B77E")
            self.screen.children = [reveal]
            self.controls.children = []
            return
        self.board.value = state_svg(state, self.viewer)
        self.screen.children = [self.board]
        self.status.value = f"<b>{escape(self._prompt())}</b>"
        self.controls.children = [] if state.is_terminal else [
            button(str(a), lambda a=a: self.act(a), cls="tribu-action", tooltip=state.check(a).reason)
            for a in state.legal_actions()]

    def _prompt(self) -> str:
        state = self.state
        if state.is_terminal:
            outcome = state.outcome()
            return (f"Game over: player(s) {', '.join(map(str, outcome.winners))} won with "
                    f"{', '.join(map(str, outcome.scores))} spheres ({outcome.reason}).")
        last = f" Last challenge scored {', '.join(map(str, state.last))}." if state.last else ""
        phases = {"start": "draw, take the Diorama on the discard pile, or use an active card",
                  "drawn": "discard, lay, activate, swap or play an Azione",
                  "swapped": "now discard, lay a card or play an Azione",
                  "discard3": f"discard {state.pending[0] if state.pending else 0} more card(s)",
                  "answer": "you are attacked: answer with active feathers or decline"}
        you = " (you)" if state.current_player == self.viewer else ""
        return f"Player {state.current_player}{you}: {phases.get(state.phase, state.phase)}.{last}"
