"""The Apache play page: a full game against bots or hot-seat, in real time or calm.

The shared parts (position, link, paste and load, log, undo, message line, readings, the clickable
board) come from :class:`tutor.widgets.play_page.PlayPage`; this page adds the real-time match (bots react
on the clock), the setup of colours, variants and timing, what can be clicked in each phase (the
face-down cards, a hand card, a claimed card, "let it pass") and the buttons below as a fallback. A
linked position opens in calm mode, so the table waits for the person whatever the mode was.
"""
from __future__ import annotations

import functools
from html import escape
from typing import Mapping, Sequence

import ipywidgets as widgets

from tutor.core import Game as AnyGame
from tutor.core.bots import Bot
from tutor.core.i18n import Joined, M, Term, tr
from tutor.core.match import Move
from tutor.games.apache import VARIANTS, Game, State
from tutor.games.apache import actions as A
from tutor.games.apache.bots import BOTS
from tutor.games.apache.cards import COLOURS, KIND_TERMS, KINDS, colour_term
from tutor.games.apache.constants import RESOLVE, RESOLVE_LAST, REVEAL, WINDOW
from tutor.games.apache.match import Clock, LoopClock, Match, winners
from tutor.games.apache.render import COLOUR_STYLE, SHAPE_GLYPHS, board_svg, click_path, pass_target

from . import bounded
from .board import Choice

from .common import GOLD, button
from .play_page import PlayPage
from .setup_panel import SetupPanel


def seat_label(colour: int) -> str:
    """``● R red``: the colour told by glyph and letter as well as by name (in the page's language)."""
    _, letter, shape = COLOUR_STYLE[colour]
    return f"{SHAPE_GLYPHS[shape]} {letter} {tr(colour_term(colour))}"


class Setup(SetupPanel):
    """The shared setup, your colour, the variants, each bot's reaction time and the timing."""

    def extras(self) -> list[widgets.Widget]:
        self.colour = bounded.Dropdown(options=[(tr(colour_term(c)), name) for c, name in enumerate(COLOURS)],
                                       value="red", description=tr(M("You play")))
        self.variants = [bounded.Checkbox(description=tr(Term("apache", v)), indent=False) for v in VARIANTS]
        self.reactions = [bounded.FloatSlider(value=1.0 + 0.2 * n, min=0.3, max=3.0, step=0.1,
                                              description=tr(M("reacts in (s)")), readout_format=".1f")
                          for n in range(1, 5)]
        self.mode = bounded.ToggleButtons(options=[(tr(M("real time")), "real time"), (tr(M("calm")), "calm")],
                                          value="real time",
                                          tooltips=[tr(M("bots react on the clock")), tr(M("the table waits for you"))])
        self.speed = bounded.FloatSlider(value=0.8, min=0.1, max=3.0, step=0.1, description=tr(M("your speed (s)")),
                                         tooltip=tr(M("calm mode: how fast your card counts as landing")))
        return [self.colour, widgets.VBox([widgets.HBox(self.variants), widgets.HBox([self.mode, self.speed])])]

    def _show_bots(self) -> None:
        rows = [widgets.HBox([bot, reaction]) for bot, reaction in zip(self.bots, self.reactions)]
        self.bot_box.children = [] if self.hot_seat.value else rows[:self.players.value - 1]

    def make_game(self) -> Game:
        mine = self.colour.value
        others = [c for c in COLOURS if c != mine][:self.players.value - 1]
        return Game(colours=(mine, *others), variants=[v for v, box in zip(VARIANTS, self.variants) if box.value],
                    first_player=0, **self.chosen_options())

    def bot(self, n: int, seat: int) -> Bot:
        return BOTS[self.bots[n].value](reaction=self.reactions[n].value)


class PlayApp(PlayPage[State]):
    """Play Apache: click the face-down cards to reveal, a hand card to claim, a claim to choose."""

    game_id, prefix = "apache", "apache"
    Setup = Setup
    PLAYERS, BOTS = 3, ("patient", "greedy", "patient", "greedy")
    SETUP_TITLE = M("New game: opponents, variants, rule readings")
    #: the move people type most, and one that means something in a claim window (a claim is chosen later)
    TYPE_HINT = M("or type an action, e.g. '{example}'", example=A.describe(A.play(0, KINDS.index("hunter"))))

    def __init__(self, position: str | None = None, clock: Clock | None = None, seed: int | None = None) -> None:
        self.clock = clock or LoopClock()
        super().__init__(position, seed)

    def new_match(self, game: AnyGame, bots: list[Bot | None], state: State | None = None) -> Match:
        if not isinstance(game, Game):
            raise TypeError(f"the Apache page plays Apache games, not {game!r}")
        return Match(game, bots, seed=self.seed, state=state, realtime=self.setup.mode.value == "real time",
                     your_speed=self.setup.speed.value, clock=self.clock, on_change=self._changed)

    @property
    def table(self) -> Match:
        """The Apache match under way (:meth:`new_match` makes every match of this page)."""
        match = super().table
        assert isinstance(match, Match)
        return match

    def _changed(self, match: object) -> None:
        """The match moved on by itself (bots, timers): redraw it, unless it is a match left behind
        by a new game or a loaded position (its timers still run out)."""
        if match is self.match:
            self.refresh()

    def tools(self) -> list[widgets.Widget]:
        return [button(tr(M("Hint")), self.hint, cls="apache-hint")]

    def hint(self) -> None:
        match = self.table
        self.message.show(" | ".join(tr(match.hint(seat)) for seat in match.people))

    def pause(self) -> None:
        """A linked position opens calm: nothing moves on until the person acts."""
        self.setup.mode.value = "calm"

    def draw(self, state: State, viewer: int | None, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        people = self.table.people
        return board_svg(state, viewer=people[0] if len(people) == 1 else None, targets=targets, selected=selected)

    def click_choices(self) -> list[Choice]:
        """Turn a face-down card on a person's reveal; in the claim window each person's hand cards
        (a card that would be punished says so) and "let it pass"; a person's claims."""
        if self.match is None:
            return []
        match = self.table
        state, people = self.state, match.people
        choices = []
        if state.phase == REVEAL and state.turn in people:
            choices.append(Choice(("prairie",), tr(M("turn a face-down card ({n} left)", n=sum(state.down))),
                                  lambda: self.run(match.reveal)))
        elif state.phase == WINDOW:
            on_board = {entry.seat for entry in state.powwow}
            for seat in people:
                if seat in on_board:
                    continue
                colour = state.game.seat_colours[seat]
                for kind in state.hand(seat):
                    action = A.play(colour, kind)
                    verdict = state.check(action)
                    text = tr(M("{action} (punished: {reason})", action=A.describe(action), reason=verdict.reason)
                              if verdict.rule == "apache.claim.punishment" else A.describe(action))
                    choices.append(Choice(click_path(state, action), text,
                                          functools.partial(self.run, functools.partial(match.play, seat, kind))))
                choices.append(Choice((pass_target(colour),), tr(M("{who} lets this moment pass", who=colour_term(colour))),
                                      functools.partial(self.let_pass, seat)))
        elif state.phase in (RESOLVE, RESOLVE_LAST) and state.current_player in people:
            for action in state.legal_actions():
                choices.append(Choice(click_path(state, action), tr(A.describe(action)),
                                      functools.partial(self.run, functools.partial(match.claim, str(action)))))
        return choices + self.refused_choices(state)

    def tries(self, state: State) -> list[A.Action]:
        """Outside the claim window, a person's hand cards: a click says why they cannot be played now."""
        if state.phase == WINDOW or state.is_terminal:
            return []
        return [A.play(state.game.seat_colours[seat], kind) for seat in self.table.people for kind in state.hand(seat)]

    def let_pass(self, seat: int) -> None:
        """A person lets the claim window pass: the message line says so, and who is still to decide."""
        match = self.table
        who = colour_term(self.state.game.seat_colours[seat])
        waiting = [s for s in match.undecided() if s != seat]
        done = M("{who} lets this moment pass", who=who) if not waiting else \
            M("{who} lets this moment pass; still to decide: {others}", who=who, others=Joined(
                [colour_term(self.state.game.seat_colours[s]) for s in waiting], ", "))
        self.run(lambda: match.pass_window(seat), done=done)

    def notices(self, move: Move[State], viewer: int | None) -> list[str]:
        """What settled by itself after a move (a punished card, a claim with no choice, a raid), with its rule."""
        return [M("{event} [{rule}]", event=event, rule=event.rule) for event in move.after.events]

    def prompt(self, state: State) -> str:
        people = self.table.people
        if state.phase == REVEAL:
            who = state.turn
            text = M("Your turn: click the face-down cards.") if who in people else \
                M("{who} reveals...", who=colour_term(state.game.seat_colours[who]))
        elif state.phase == WINDOW:
            text = M("Claim with a hand card, or let the moment pass.")
        elif state.phase in (RESOLVE, RESOLVE_LAST):
            text = M("Choose your claim.") if state.current_player in people else M("Claims are settling...")
        else:
            outcome = state.outcome()
            assert outcome is not None
            text = M("Game over: {names} won.", names=winners(state.game, outcome.winners))
        return f"<b>{escape(tr(text))}</b>"

    def controls(self, state: State) -> list[widgets.Widget]:
        match = self.table
        if state.phase == REVEAL:
            mine = state.turn in match.people
            b = button(tr(M("Face-down cards: {n} (click to turn one)", n=sum(state.down))), lambda: self.run(match.reveal),
                       cls="apache-facedown", colour=GOLD if mine else None, width="26em")
            b.disabled = not mine
            return [b]
        if state.phase == WINDOW:
            return [self._hand(state, seat) for seat in match.people]
        if state.phase in (RESOLVE, RESOLVE_LAST) and state.current_player in match.people:
            return [widgets.HBox([button(tr(A.describe(a)), lambda a=a: self.run(lambda: match.claim(str(a))),
                                         cls="apache-claim") for a in state.legal_actions()])]
        return []

    def _hand(self, state: State, seat: int) -> widgets.Widget:
        """A person's hand cards to play in the claim window, and letting it pass."""
        match = self.table
        colour = state.game.seat_colours[seat]
        if any(s == seat for s, _, _ in state.powwow):
            return widgets.HTML(escape(tr(M("{seat}: your card is on the Pow-Wow board", seat=seat_label(colour)))))
        cards = [button(f"{COLOUR_STYLE[colour][1]} {tr(KIND_TERMS[k])}", lambda k=k: self.run(lambda: match.play(seat, k)),
                        cls=f"apache-hand-{COLOURS[colour]}-{KINDS[k]}", colour=COLOUR_STYLE[colour][0],
                        tooltip=tr(M("play your {kind}", kind=KIND_TERMS[k]))) for k in state.hand(seat)]
        if match.passed(seat):
            return widgets.HTML(escape(tr(M("{seat}: you let this moment pass", seat=seat_label(colour)))))
        chosen = match.chosen(seat)
        if chosen is not None:
            return widgets.HTML(escape(tr(M("{seat}: your {kind} is chosen; it lands when everyone has decided",
                                            seat=seat_label(colour), kind=KIND_TERMS[chosen]))))
        let_go = button(tr(M("let it pass")), lambda: self.let_pass(seat), cls=f"apache-pass-{COLOURS[colour]}")
        return widgets.HBox([widgets.HTML(escape(seat_label(colour)) + ":&nbsp;"), *cards, let_go])
