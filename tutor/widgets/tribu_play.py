"""The Tribù Indiani play page: a whole game to 100 spheres against bots, or hot-seat.

You are player 0; the other seats are bots or, in hot-seat, people sharing the screen. Hands are
secret: the table is drawn from one player's view, the log names a drawn card only to its owner, and
in hot-seat a "pass the screen" step shows only whose turn it is until the next person is at the
screen. Every action button's tooltip is the rule that allows it; a typed action the rules refuse is
explained.
"""
from __future__ import annotations

from html import escape

import ipywidgets as widgets

from tutor.core.match import Move
from tutor.games.tribu import Game, State
from tutor.games.tribu.log import log_line
from tutor.render.tribu import board_svg

from .pages import PlayPage, SetupPanel

PHASES = {"start": "draw, take the Diorama on the discard pile, or use an active card",
          "drawn": "discard, lay, activate, swap or play an Azione",
          "swapped": "now discard, lay a card or play an Azione",
          "answer": "you are attacked: answer with active feathers or decline"}


class Setup(SetupPanel):
    """The shared setup and the printing of the cards."""

    def extras(self) -> list[widgets.Widget]:
        self.printing = widgets.Dropdown(options=["100", "96"], value="100", description="Printing")
        return [self.printing]

    def make_game(self) -> Game:
        return Game(self.players.value, self.printing.value, **self.chosen_options())


class PlayApp(PlayPage):
    """Play Tribù Indiani: click an action, or type one; undo, share or load a position."""

    game_id, prefix = "tribu", "tribu"
    Setup = Setup
    PLAYERS, BOTS = 2, ("sensible",) * 3
    TYPE_HINT = "or type an action, e.g. 'discard lupo'"
    MAX_BUTTONS = None
    SECRET = True
    SPOILER = "The position string shows every hand: share it, but don't peek during a game."

    def narrate(self, move: Move, viewer: int | None) -> list[str]:
        line = log_line(move.before, move.action, viewer)
        return [line] if line else []

    def draw(self, state: State, viewer: int | None) -> str:
        return board_svg(state, viewer=viewer)

    def prompt(self, state: State) -> str:
        if state.is_terminal:
            outcome = state.outcome()
            return (f"<b>Game over: player(s) {', '.join(map(str, outcome.winners))} won with "
                    f"{', '.join(map(str, outcome.scores))} spheres ({escape(outcome.reason)}).</b>")
        last = f" Last challenge scored {', '.join(map(str, state.last))}." if state.last else ""
        doing = PHASES.get(state.phase, state.phase)
        if state.phase == "discard3":
            doing = f"discard {state.pending[0] if state.pending else 0} more card(s)"
        you = " (you)" if state.current_player == self.viewer else ""
        return f"<b>{escape(f'Player {state.current_player}{you}: {doing}.{last}')}</b>"
