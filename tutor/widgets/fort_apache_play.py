"""The Fort Apache play page: a whole battle as either side against a bot, or hot-seat.

Click a figure, then one of its actions; each action that needs a die shows its exact chance first
(:mod:`tutor.prob.fort_apache`). Your own dice wait for the *Roll* button; the bot's roll by themselves.
"""
from __future__ import annotations

import random
from html import escape
from typing import Callable

import ipywidgets as widgets

from tutor.core import NotationError
from tutor.core.play import sample_chance
from tutor.games.fort_apache import INTERPRETATIONS, Game, State
from tutor.games.fort_apache import actions as A
from tutor.games.fort_apache.actions import Action, figure_name, side_of
from tutor.games.fort_apache.board import PLACES, SIDES
from tutor.games.fort_apache.bots import SIDE_BOTS as BOTS, Bot
from tutor.games.fort_apache.odds import action_chance, roll_chance
from tutor.render.fort_apache import SIDE_STYLE, board_svg

from .common import MessageLine, button, log_html, readings_html
from .fort_apache_odds import fraction
from .links import link_html

HOT_SEAT = "hot-seat (two people)"
SELECTED = "#FFD23F"  # the chosen figure's button, the halo colour of the board


def roll_odds(state: State) -> str:
    """The exact chance that the first pending roll succeeds, in words."""
    what, chance = roll_chance(state)
    return f"{what} {fraction(chance)}"


def action_odds(state: State, action: Action) -> str:
    """The exact chance that ``action`` succeeds, shown before it is chosen; '' when no die decides it."""
    found = action_chance(state, action)
    return f"{found[0]} {fraction(found[1])}" if found else ""


def figure_label(state: State, f: int) -> str:
    """``C1 north walkway``: the figure's letter, number and place."""
    letter = SIDE_STYLE[side_of(f)][1]
    return f"{letter}{figure_name(f).split()[1]} {PLACES[state.places[f]]}"


class SetupPanel(widgets.VBox):
    """Everything chosen before a battle: your side, the opponent, the rule readings."""

    def __init__(self, on_start: Callable[[], None]) -> None:
        self.side = widgets.Dropdown(options=list(SIDES), value="cowboys", description="You play")
        self.opponent = widgets.Dropdown(options=[*BOTS, HOT_SEAT], value="heuristic", description="Opponent")
        self.options = {i.option: widgets.Dropdown(options=list(i.values), value=i.default, description=i.option,
                                                   tooltip=i.question, style={"description_width": "10em"},
                                                   layout=widgets.Layout(width="26em"))
                        for i in INTERPRETATIONS if i.option}
        questions = widgets.HTML("<small>" + "<br>".join(
            f"<b>{escape(i.option)}</b>: {escape(i.question)}" for i in INTERPRETATIONS if i.option) + "</small>")
        start = button("Start a new battle", on_start, cls="fort-start", colour="#D9B77E")
        super().__init__([widgets.HBox([self.side, self.opponent]),
                          widgets.HBox([widgets.VBox(list(self.options.values())), questions]), start])

    def game(self) -> Game:
        return Game(**{name: box.value for name, box in self.options.items()})

    def people(self) -> set[int]:
        """The sides played by people."""
        return {0, 1} if self.opponent.value == HOT_SEAT else {SIDES.index(self.side.value)}

    def bots(self) -> dict[int, Bot]:
        """The bot of each side no person plays."""
        if self.opponent.value == HOT_SEAT:
            return {}
        other = 1 - SIDES.index(self.side.value)
        return {other: BOTS[self.opponent.value][other]()}


class PlayApp(widgets.VBox):
    """Play Fort Apache: pick a figure, pick its action, roll your dice; the bot answers."""

    def __init__(self, position: str | None = None, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.setup = SetupPanel(self.start)
        self.board = widgets.HTML()
        self.board.add_class("fort-board")
        self.status = widgets.HTML()
        self.status.add_class("fort-status")
        self.message = MessageLine()
        self.controls = widgets.VBox()
        self.log_view = widgets.HTML()
        self.position = widgets.Text(description="Position", layout=widgets.Layout(width="100%"),
                                     tooltip="select and copy to share this position")
        self.position.add_class("fort-position")
        self.link = widgets.HTML()
        self.readings = widgets.HTML()
        self.paste = widgets.Text(placeholder="paste a position string here", layout=widgets.Layout(width="70%"))
        self.paste.add_class("fort-paste")
        tools = widgets.HBox([button("Undo", self.undo, cls="fort-undo"), self.paste,
                              button("Load position", self.load, cls="fort-load")])
        setup = widgets.Accordion([self.setup], titles=["New battle: your side, the opponent, rule readings"],
                                  selected_index=None)
        in_force = widgets.Accordion([self.readings], titles=["Rule readings in force"], selected_index=None)
        super().__init__([setup, self.status, self.controls, self.message, self.board, tools,
                          widgets.HBox([self.position, self.link]), self.log_view, in_force])
        self.start()
        if position:
            self._open(position, "The position in the link cannot be read")

    # --- commands ---------------------------------------------------------------------------------

    def start(self) -> None:
        """A new battle as the setup panel says."""
        self.people, self.bots = self.setup.people(), self.setup.bots()
        state = self.setup.game().new_state()
        self._reset(state, [f"start -- {event}" for event in state.events])
        self.message.show(f"New battle: you play the {' and '.join(SIDES[s] for s in sorted(self.people))}.")
        self._advance()
        self.refresh()

    def _reset(self, state: State, lines: list[str]) -> None:
        """Start over from ``state``, with an empty undo history."""
        self.state, self.lines, self.undo_stack, self.selected = state, lines, [], None

    def _open(self, text: str, failure: str) -> None:
        """Continue from a position string; a bad one changes nothing and says what is wrong."""
        try:
            state = Game.parse(text)
        except NotationError as error:
            self.message.show(f"{failure}: {error}", "error")
            return
        self._reset(state, ["position loaded"])
        self.message.show("Position loaded.")
        self._advance()
        self.refresh()

    def load(self) -> None:
        self._open(self.paste.value, "That position cannot be read")

    def select(self, figure: int) -> None:
        self.selected = figure
        self.refresh()

    def act(self, action: Action) -> None:
        """Play a decision of yours, then let the bot and its dice answer."""
        self.undo_stack.append((self.state, len(self.lines)))
        self._apply(action, "you")
        self.selected = None
        self.message.show("")
        self._advance()
        self.refresh()

    def roll(self) -> None:
        """Roll your pending die (or the gate's three dice)."""
        self._apply(sample_chance(self.state, self.rng), "dice")
        self._advance()
        self.refresh()

    def undo(self) -> None:
        """Back to before your last decision (the bot's answers and the dice since are undone too)."""
        if not self.undo_stack:
            self.message.show("Nothing to undo.", "error")
            return
        self.state, size = self.undo_stack.pop()
        del self.lines[size:]
        self.selected = None
        self.message.show("Undone.")
        self.refresh()

    def _apply(self, action: Action, who: str) -> None:
        self.state = self.state.apply(action)
        self.lines.append(" -- ".join([f"{action} ({who})", *self.state.events]))

    def _advance(self) -> None:
        """Bots decide and their dice roll until a person has something to do (or the battle ends)."""
        while not self.state.is_terminal:
            if self.state.is_chance:
                if self.state.side in self.people:
                    return
                self._apply(sample_chance(self.state, self.rng), "dice")
            elif self.state.current_player in self.people:
                return
            else:
                self._apply(self.bots[self.state.current_player].choose(self.state, self.rng), "bot")

    # --- drawing ------------------------------------------------------------------------------------

    def _prompt(self) -> str:
        state = self.state
        outcome = state.outcome()
        if outcome is not None:
            return f"<span class='fort-result'>Battle over: {escape(outcome.reason)}.</span>"
        side = SIDES[state.side]
        if state.is_chance:
            return f"The {side}' roll: <i>{escape(roll_odds(state))}</i>. Roll the dice."
        mover = SIDES[state.current_player]
        if state.phase_name == "save":
            return f"{figure_name(state.threat)} is hit: the {mover} play a survive card or take the hit."
        if state.phase_name == "withdraw":
            return f"The {mover} must send a figure for supplies."
        return (f"The {mover}' turn, round {state.round}: click a figure, then its action "
                "(the chance of success is shown before you choose), or play a card, or end the turn.")

    def refresh(self) -> None:
        state = self.state
        self.board.value = board_svg(state)
        self.status.value = f"<b>{self._prompt()}</b>"
        self.controls.children = self._controls()
        self.log_view.value = log_html(self.lines[-200:])
        self.position.value = state.notation()
        self.link.value = link_html(state.notation())
        self.readings.value = readings_html(INTERPRETATIONS, state.game.options)

    def _controls(self) -> list[widgets.Widget]:
        state = self.state
        if state.is_terminal:
            return []
        if state.is_chance:
            return [button("Roll the dice", self.roll, cls="fort-roll", colour="#D9B77E")]
        if state.current_player not in self.people:
            return []
        legal = state.legal_actions()
        if state.phase_name != "act":
            return [widgets.HBox([self._action_button(a, str(a)) for a in legal],
                                 layout=widgets.Layout(flex_flow="row wrap"))]
        figures = sorted({a.who for a in legal if a.verb not in (A.CARD, A.END)})
        figure_row = [button(figure_label(state, f), lambda f=f: self.select(f), cls="fort-figure",
                             colour=SELECTED if f == self.selected else None) for f in figures]
        rows = [widgets.HBox([widgets.HTML("Figures:&nbsp;"), *figure_row],
                             layout=widgets.Layout(flex_flow="row wrap"))]
        if self.selected in figures:
            name = figure_name(self.selected)
            actions = [self._action_button(a, str(a).removeprefix(name + " ")) for a in legal
                       if a.who == self.selected and a.verb not in (A.CARD, A.END)]
            rows.append(widgets.HBox([widgets.HTML(f"{escape(name)}:&nbsp;"), *actions],
                                     layout=widgets.Layout(flex_flow="row wrap")))
        cards = [button(str(a), lambda a=a: self.act(a), cls="fort-card") for a in legal if a.verb == A.CARD]
        rows.append(widgets.HBox([*cards, button("end turn", lambda: self.act(A.END_TURN), cls="fort-end",
                                                 colour="#E8E0CC")], layout=widgets.Layout(flex_flow="row wrap")))
        return rows

    def _action_button(self, action: Action, label: str) -> widgets.Button:
        odds = action_odds(self.state, action)
        text = f"{label} ({odds})" if odds else label
        return button(text, lambda: self.act(action), cls="fort-action", tooltip=text)

