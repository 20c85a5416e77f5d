"""The Apache play page: a full game against bots or hot-seat, in real time or calm."""
from __future__ import annotations

from typing import Callable

import ipywidgets as widgets

from tutor.games.apache import INTERPRETATIONS, VARIANTS, Game
from tutor.core import NotationError
from tutor.games.apache.bots import BOTS
from tutor.games.apache.cards import COLOURS, KINDS
from tutor.games.apache.engine import RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from tutor.games.apache.match import Clock, LoopClock, Match, MatchError
from tutor.render.apache import COLOUR_STYLE, SHAPE_GLYPHS, board_svg

from .common import MessageLine, button, log_html, readings_html
from .links import link_html

OPTION_CHOICES = [i for i in INTERPRETATIONS if i.option]


def seat_label(colour: int) -> str:
    """``● R red``: the colour told by glyph and letter as well as by name."""
    _, letter, shape = COLOUR_STYLE[colour]
    return f"{SHAPE_GLYPHS[shape]} {letter} {COLOURS[colour]}"


class BotRow(widgets.HBox):
    """One opponent's settings: kind of bot and reaction time."""

    def __init__(self, number: int) -> None:
        self.kind = widgets.Dropdown(options=list(BOTS), value="patient" if number % 2 else "greedy",
                                     description=f"Bot {number}", layout=widgets.Layout(width="14em"))
        self.reaction = widgets.FloatSlider(value=1.0 + 0.2 * number, min=0.3, max=3.0, step=0.1,
                                            description="reacts in (s)", readout_format=".1f")
        super().__init__([self.kind, self.reaction])

    def bot(self):
        return BOTS[self.kind.value](reaction=self.reaction.value)


class SetupPanel(widgets.VBox):
    """Everything chosen before a game: colour, opponents, variants, readings, timing."""

    def __init__(self, on_start: Callable[[], None]) -> None:
        self.colour = widgets.Dropdown(options=list(COLOURS), value="red", description="You play")
        self.opponents = widgets.IntSlider(value=2, min=1, max=4, description="Opponents")
        self.hot_seat = widgets.Checkbox(description="hot-seat: every seat is a person", indent=False)
        self.rows = [BotRow(n) for n in range(1, 5)]
        self.bot_box = widgets.VBox()
        self.variants = [widgets.Checkbox(description=v.replace("_", " "), indent=False) for v in VARIANTS]
        self.options = {i.option: widgets.Dropdown(options=list(i.values), value=i.default, description=i.option,
                                                   tooltip=i.question, style={"description_width": "14em"},
                                                   layout=widgets.Layout(width="30em"))
                        for i in OPTION_CHOICES}
        self.mode = widgets.ToggleButtons(options=["real time", "calm"], value="real time",
                                          tooltips=["bots react on the clock", "the table waits for you"])
        self.speed = widgets.FloatSlider(value=0.8, min=0.1, max=3.0, step=0.1, description="your speed (s)",
                                         tooltip="calm mode: how fast your card counts as landing")
        self.opponents.observe(lambda _: self._show_rows(), "value")
        self.hot_seat.observe(lambda _: self._show_rows(), "value")
        readings = widgets.Accordion([widgets.VBox([widgets.HTML(
            "<small>Where the rulebook is unclear; see docs/rules/apache.md. Defaults in force.</small>"),
            *self.options.values()])], titles=["Rule readings"], selected_index=None)
        start = button("Start a new game", on_start, cls="apache-start", colour="#D9B77E")
        super().__init__([widgets.HBox([self.colour, self.opponents]), self.hot_seat, self.bot_box,
                          widgets.HBox(self.variants), readings, widgets.HBox([self.mode, self.speed]), start])
        self._show_rows()

    def _show_rows(self) -> None:
        self.bot_box.children = [] if self.hot_seat.value else self.rows[:self.opponents.value]

    def build(self, clock: Clock, seed: int | None, on_change, game: Game | None = None) -> Match:
        """A new match as chosen, or at ``game``'s table (from a position); ValueError says what is
        wrong with the choice."""
        if game is None:
            mine = self.colour.value
            others = [c for c in COLOURS if c != mine][:self.opponents.value]
            game = Game(colours=(mine, *others), variants=[v for v, box in zip(VARIANTS, self.variants) if box.value],
                        **{name: box.value for name, box in self.options.items()})
        bots = [None] + [None if self.hot_seat.value else row.bot() for row in self.rows[:game.num_players - 1]]
        return Match(game, bots, realtime=self.mode.value == "real time", your_speed=self.speed.value,
                     seed=seed, clock=clock, on_change=on_change)


class PlayApp(widgets.VBox):
    """Play Apache: click the face-down cards to reveal, a hand card to claim, a claim to choose."""

    def __init__(self, position: str | None = None, clock: Clock | None = None, seed: int | None = None) -> None:
        self.clock = clock or LoopClock()
        self.seed = seed
        self.setup = SetupPanel(self.start)
        self.board = widgets.HTML()
        self.board.add_class("apache-board")
        self.status = widgets.HTML()
        self.status.add_class("apache-status")
        self.message = MessageLine()
        self.controls = widgets.VBox()
        self.log_view = widgets.HTML()
        self.position = widgets.Text(description="Position", layout=widgets.Layout(width="100%"),
                                     tooltip="select and copy to share this position")
        self.position.add_class("apache-position")
        self.link = widgets.HTML()
        self.readings = widgets.HTML()
        self.paste = widgets.Text(placeholder="paste a position string here", layout=widgets.Layout(width="70%"))
        self.paste.add_class("apache-paste")
        tools = widgets.HBox([button("Undo", self.undo, cls="apache-undo"),
                              button("Hint", self.hint, cls="apache-hint"),
                              self.paste, button("Load position", self.load, cls="apache-load")])
        setup = widgets.Accordion([self.setup], titles=["New game: opponents, variants, rule readings"],
                                  selected_index=None)
        in_force = widgets.Accordion([self.readings], titles=["Rule readings in force"], selected_index=None)
        super().__init__([setup, self.board, self.status, self.controls, self.message, tools,
                          widgets.HBox([self.position, self.link]), self.log_view, in_force])
        self.match: Match | None = None
        self.start()
        if position:
            self.open_position(position)

    # --- commands ---------------------------------------------------------------------------------

    def start(self) -> None:
        try:
            self.match = self.setup.build(self.clock, self.seed, self._changed)
        except (ValueError, MatchError) as error:
            self.message.show(str(error), "error")
            return
        self.message.show("New game.")
        self.refresh()

    def open_position(self, position: str) -> None:
        """Start a game at ``position`` (from a link): you take the first seat, bots the others.
        A bad position string leaves the current game and says what is wrong."""
        try:
            game = Game.parse(position).game
        except NotationError as error:
            self.message.show(f"The position in the link cannot be read: {error}", "error")
            return
        self.match = self.setup.build(self.clock, self.seed, self._changed, game)
        self._do(lambda: self.match.load(position))

    def _changed(self, match: Match) -> None:
        """The match moved on by itself (bots, timers): redraw it."""
        self.match = match
        self.refresh()

    def _do(self, command: Callable[[], None]) -> None:
        """Run a match command; a refusal is shown and changes nothing."""
        try:
            command()
        except MatchError as error:
            self.message.show(str(error), "error")
        else:
            self.message.show("")
        self.refresh()

    def undo(self) -> None:
        self._do(self.match.undo)

    def hint(self) -> None:
        self.message.show(" | ".join(self.match.hint(seat) for seat in self.match.people))

    def load(self) -> None:
        self._do(lambda: self.match.load(self.paste.value))

    # --- drawing ------------------------------------------------------------------------------------

    def _prompt(self) -> str:
        state = self.match.state
        people = self.match.people
        if state.phase == REVEAL:
            who = state.turn
            return "Your turn: click the face-down cards." if who in people else f"{state.game.colours[who]} reveals..."
        if state.phase == WINDOW:
            return "Claim with a hand card, or let the moment pass."
        if state.phase in (RESOLVE, RESOLVE_LAST):
            return "Choose your claim." if state.current_player in people else "Claims are settling..."
        outcome = state.outcome()
        return "Game over: " + " and ".join(state.game.colours[w] for w in outcome.winners) + " won."

    def refresh(self) -> None:
        match = self.match
        state = match.state
        you = match.people[0] if match.people else None
        self.board.value = board_svg(state, viewer=you if len(match.people) == 1 else None)
        self.controls.children = self._controls()
        self.log_view.value = log_html(match.log[-200:])
        self.position.value = state.notation()
        self.link.value = link_html(state.notation())
        self.readings.value = readings_html(INTERPRETATIONS, state.game.options)
        self.status.value = f"<b>{self._prompt()}</b>"

    def _controls(self) -> list[widgets.Widget]:
        match, state = self.match, self.match.state
        game = state.game
        if state.phase == REVEAL:
            mine = state.turn in match.people
            b = button(f"Face-down cards: {sum(state.down)} (click to turn one)", lambda: self._do(match.reveal),
                       cls="apache-facedown", colour="#D9B77E" if mine else None, width="26em")
            b.disabled = not mine
            return [b]
        if state.phase == WINDOW:
            rows = []
            for seat in match.people:
                colour = game.seat_colours[seat]
                if any(s == seat for s, _, _ in state.powwow):
                    rows.append(widgets.HTML(f"{seat_label(colour)}: your card is on the Pow-Wow board"))
                    continue
                cards = [button(f"{COLOUR_STYLE[colour][1]} {KINDS[k]}", lambda s=seat, k=k: self._do(lambda: match.play(s, k)),
                                cls=f"apache-hand-{COLOURS[colour]}-{KINDS[k]}", colour=COLOUR_STYLE[colour][0],
                                tooltip=f"play your {KINDS[k]}") for k in state.hand(seat)]
                let_go = button("let it pass", lambda s=seat: self._do(lambda: match.pass_window(s)),
                                cls=f"apache-pass-{COLOURS[colour]}")
                rows.append(widgets.HBox([widgets.HTML(seat_label(colour) + ":&nbsp;"), *cards, let_go]))
            return rows
        if state.phase in (RESOLVE, RESOLVE_LAST) and state.current_player in match.people:
            return [widgets.HBox([button(str(a), lambda a=a: self._do(lambda: match.claim(str(a))), cls="apache-claim")
                                  for a in state.legal_actions()])]
        return []
