"""The Apacze i Komancze play page: a full game against bots or hot-seat.

Bots and the secret tile draws play by themselves until a person is to act. When a round ends,
its scoring is shown region by region (each region highlighted on the board, with who placed
where and why) before the game goes on. Undo goes back to the person's previous decision; the
position string can be copied, shared as a link, or pasted and loaded.
"""
from __future__ import annotations

import random
from html import escape

import ipywidgets as widgets

from tutor.core import NotationError
from tutor.games.apacze import INTERPRETATIONS, Game
from tutor.games.apacze import actions as A
from tutor.games.apacze.actions import Action
from tutor.games.apacze.bots import BOTS, Bot
from tutor.games.apacze.engine import State
from tutor.games.apacze.transitions import before_scoring
from tutor.games.apacze.scoring import RegionScore
from tutor.render.apacze import PLAYER_NAMES, board_svg, phase_text, player_label, scoring

from .common import MessageLine, button, log_html, readings_html
from .links import link_html

OPTION_CHOICES = [i for i in INTERPRETATIONS if i.option]
MAX_BUTTONS = 16  # more legal actions than this are offered in a list


def log_lines(states: list[State]) -> list[str]:
    """The game so far in words: who did what (tile draws stay secret) and every scored region."""
    lines = []
    for before, after in zip(states, states[1:]):
        action = after.history[-1]
        if action.verb == A.DRAW:
            lines.append(f"{PLAYER_NAMES[before.mover]} draws a tile")
        else:
            lines.append(f"{PLAYER_NAMES[before.current_player]}: {action}")
        lines += [f"  scored: {event}" for event in after.events]
    return lines


class SetupPanel(widgets.VBox):
    """Everything chosen before a game: players, opponents, rule readings."""

    def __init__(self, on_start) -> None:
        self.players = widgets.IntSlider(value=3, min=2, max=4, description="Players")
        self.hot_seat = widgets.Checkbox(description="hot-seat: every player is a person", indent=False)
        self.bots = [widgets.Dropdown(options=list(BOTS), value="greedy" if n % 2 else "builder",
                                      description=f"{PLAYER_NAMES[n]}") for n in range(1, 4)]
        self.bot_box = widgets.VBox()
        self.options = {i.option: widgets.Dropdown(options=list(i.values), value=i.default, description=i.option,
                                                   style={"description_width": "10em"},
                                                   layout=widgets.Layout(width="28em"))
                        for i in OPTION_CHOICES}
        self.players.observe(lambda _: self._show_bots(), "value")
        self.hot_seat.observe(lambda _: self._show_bots(), "value")
        readings = widgets.Accordion([widgets.VBox(list(self.options.values()))], titles=["Rule readings"],
                                     selected_index=None)
        super().__init__([widgets.HTML("You play red."), self.players, self.hot_seat, self.bot_box, readings,
                          button("Start a new game", on_start, cls="apacze-start", colour="#D9B77E")])
        self._show_bots()

    def _show_bots(self) -> None:
        self.bot_box.children = [] if self.hot_seat.value else self.bots[:self.players.value - 1]

    def game(self) -> Game:
        return Game(players=self.players.value, **{k: box.value for k, box in self.options.items()})

    def seats(self, players: int) -> list[Bot | None]:
        """None for a person, else the bot in that seat."""
        if self.hot_seat.value:
            return [None] * players
        return [None] + [BOTS[box.value]() for box in self.bots[:players - 1]]


class PlayApp(widgets.VBox):
    """Play Apacze i Komancze: choose actions with the buttons (or the list), read the scoring."""

    def __init__(self, position: str | None = None, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.setup = SetupPanel(self.start)
        self.board = widgets.HTML()
        self.board.add_class("apacze-board")
        self.status = widgets.HTML()
        self.status.add_class("apacze-status")
        self.controls = widgets.VBox()
        self.message = MessageLine()
        self.message.add_class("apacze-message")
        self.log_view = widgets.HTML()
        self.position = widgets.Text(description="Position", layout=widgets.Layout(width="100%"))
        self.position.add_class("apacze-position")
        self.link = widgets.HTML()
        self.paste = widgets.Text(placeholder="paste a position string here", layout=widgets.Layout(width="60%"))
        self.paste.add_class("apacze-paste")
        self.readings = widgets.HTML()
        tools = widgets.HBox([button("Undo", self.undo, cls="apacze-undo"), self.paste,
                              button("Load position", lambda: self.load(self.paste.value), cls="apacze-load")])
        setup = widgets.Accordion([self.setup], titles=["New game: players, bots, rule readings"],
                                  selected_index=None)
        in_force = widgets.Accordion([self.readings], titles=["Rule readings in force"], selected_index=None)
        super().__init__([setup, self.status, self.controls, self.message, self.board, tools,
                          widgets.HBox([self.position, self.link]), self.log_view, in_force])
        self.review: list[RegionScore] = []
        self.start()
        if position:
            self.load(position)

    # --- commands --------------------------------------------------------------------------------

    def start(self) -> None:
        game = self.setup.game()
        self._begin(game.new_state(), "New game.")

    def load(self, text: str) -> None:
        """Start from a position string; a bad one is refused with what is wrong, the game unchanged."""
        try:
            state = Game.parse(text.strip())
        except (NotationError, ValueError) as error:
            self.message.show(f"That position cannot be read: {error}", "error")
            return
        self._begin(state, "Position loaded.")

    def _begin(self, state: State, note: str) -> None:
        self.seats = self.setup.seats(state.game.players)
        self.states = [state]
        self.review = []
        self.shown: State | None = None
        self._advance()
        self.message.show(note)
        self.refresh()

    def act(self, text: str) -> None:
        """A person's action, by its text; an illegal one is refused with its verdict."""
        state = self.state
        if self.review:
            self.message.show("First read the round's scoring (Next region), or apply it.", "error")
            return
        if state.is_terminal or self.seats[state.current_player] is not None:
            self.message.show("It is not your turn to act.", "error")
            return
        try:
            action = state.parse_action(text)
        except NotationError as error:
            self.message.show(str(error), "error")
            return
        verdict = state.check(action)
        if not verdict.ok:
            self.message.show(f"Not allowed: {verdict.reason} [{verdict.rule}]", "error")
            return
        self.message.show("")
        self._push(action)
        self._advance()
        self.refresh()

    def next_region(self) -> None:
        """Show the next region of the round's scoring, or go on when all are shown."""
        self.review_index += 1
        if self.review_index >= len(self.review):
            self.apply_scoring()
        else:
            self.refresh()

    def apply_scoring(self) -> None:
        """The scoring has been read: go on with the game."""
        self.review = []
        self.shown = None
        self._advance()
        self.refresh()

    def undo(self) -> None:
        """Back to the last decision a person took (bots' and chance moves after it are undone too)."""
        people = [i for i, s in enumerate(self.states[:-1])
                  if not s.is_chance and not s.is_terminal and self.seats[s.current_player] is None]
        if not people:
            self.message.show("Nothing to undo.", "error")
            return
        del self.states[people[-1] + 1:]
        self.review = []
        self.shown = None
        self.message.show("Undone.")
        self.refresh()

    # --- the game moving on by itself --------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.states[-1]

    def _push(self, action: Action) -> None:
        """Apply an action; if it ends the round, hold the game to show the scoring first."""
        before = self.state
        after = before.apply(action)
        self.states.append(after)
        if after.events:
            self.shown = before_scoring(before, action, after)
            self.review = scoring(self.shown)
            self.review_index = 0
            self.review_round = before.round + 1

    def _advance(self) -> None:
        """Chance and bots play until a person is to act, the scoring is to be read, or the end."""
        while not self.review and not self.state.is_terminal:
            state = self.state
            if state.is_chance:
                outcomes = state.chance_outcomes()
                action = self.rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            elif self.seats[state.current_player] is not None:
                action = self.seats[state.current_player].choose(state, self.rng)
            else:
                return
            self._push(action)

    # --- drawing --------------------------------------------------------------------------------------

    def refresh(self) -> None:
        state = self.state
        if self.review:
            region = self.review[self.review_index]
            self.board.value = board_svg(self.shown, highlight=region.fields)
            self.status.value = (f"<b>Round {self.review_round} is scored, region {self.review_index + 1} of "
                                 f"{len(self.review)}:</b> "
                                 f"{escape(region.reason)}")
        else:
            self.board.value = board_svg(state)
            self.status.value = f"<b>{escape(phase_text(state))}</b>"
        self.controls.children = self._controls()
        self.log_view.value = log_html(log_lines(self.states)[-300:])
        self.position.value = state.notation()
        self.link.value = link_html(state.notation())
        self.readings.value = readings_html(INTERPRETATIONS, state.game.options)

    def _controls(self) -> list[widgets.Widget]:
        state = self.state
        if self.review:
            return [widgets.HBox([
                button("Next region", self.next_region, cls="apacze-next-region", colour="#D9B77E"),
                button("Apply the whole scoring", self.apply_scoring, cls="apacze-apply")])]
        if state.is_terminal or self.seats[state.current_player] is not None:
            return []
        texts = [str(a) for a in state.legal_actions()]
        who = widgets.HTML(f"{escape(player_label(state.current_player))}, your choice:&nbsp;")
        if len(texts) <= MAX_BUTTONS:
            choices = [button(t, lambda t=t: self.act(t), cls="apacze-action") for t in texts]
            return [who, widgets.HBox(choices, layout=widgets.Layout(flex_flow="row wrap"))]
        places = [t for t in texts if t.startswith("place")]
        others = [t for t in texts if not t.startswith("place")]
        pick = widgets.Dropdown(options=places or others, layout=widgets.Layout(width="22em"))
        pick.add_class("apacze-choice")
        rows = [who, widgets.HBox([pick, button("Do it", lambda: self.act(pick.value), cls="apacze-do")])]
        if places and others:
            rest = widgets.Dropdown(options=others, layout=widgets.Layout(width="22em"))
            rows.append(widgets.HBox([rest, button("Do it", lambda: self.act(rest.value), cls="apacze-do-other")]))
        return rows
