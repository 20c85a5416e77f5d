"""The Fort Apache play page: a whole battle as either side against a bot, or hot-seat.

Click a figure on the board, then where it goes, whom it shoots or fights, the building it fires at or
the wall it climbs; a card, then what it is for (:func:`tutor.games.fort_apache.render.click_path`). The
buttons below the board do the same. Each action that needs a die shows its exact chance first
(:mod:`tutor.games.fort_apache.odds`), in the hover text and on the buttons. Your own dice wait for the
*roll* button; the bot's roll by themselves. A click the rules refuse (a figure that has acted, a card
with nothing to do, an assault without three Indians at the gate) says why, with the rule; what
happens by itself (hits, fires, supplies, a burnt building, the riders) is said in the message line.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import cast

import ipywidgets as widgets

from tutor.core.api import Game
from tutor.core.bots import Bot
from tutor.core.i18n import Joined, M, Message, tr
from tutor.core.match import Match, Move
from tutor.core.play import sample_chance
from tutor.games.fort_apache import State
from tutor.games.fort_apache import actions as A
from tutor.games.fort_apache.actions import Action, describe, figure_words, place_term, side_of, side_term
from tutor.games.fort_apache.board import INDIANS, SIDES
from tutor.games.fort_apache.cards import CARDS, TARGETED, in_hand
from tutor.games.fort_apache.odds import action_chance, roll_chance
from tutor.games.fort_apache.render import SIDE_STYLE, board_svg, click_path

from . import bounded
from .board import Choice
from .common import GOLD, button
from .fort_apache_odds import fraction
from .play_page import PlayPage
from .setup_panel import SetupPanel

SELECTED = "#FFD23F"  # the chosen figure's button, the halo colour of the board
ROLL = "button:roll"  # the drawn button that rolls a person's dice

def event_rule(event: str) -> str:
    """The rule behind an event: the engine names it (:class:`tutor.core.Event`); '' for a plain text."""
    return getattr(event, "rule", "")


def roll_odds(state: State) -> Message:
    """The exact chance that the first pending roll succeeds, in words."""
    what, chance = roll_chance(state)
    return M("{what} {chance}", what=what, chance=fraction(chance))


def action_odds(state: State, action: Action) -> Message | str:
    """The exact chance that ``action`` succeeds, shown before it is chosen; '' when no die decides it."""
    found = action_chance(state, action)
    return M("{what} {chance}", what=found[0], chance=fraction(found[1])) if found else ""


def figure_label(state: State, f: int) -> str:
    """``C1 north walkway``: the figure's letter, number and place (in the page's language)."""
    side = side_of(f)
    letter = SIDE_STYLE[side][1]
    number = f + 1 if side == 0 else f - 3
    return f"{letter}{number} {tr(place_term(state.places[f]))}"


def _sentence(text: str) -> str:
    """A rendered text begun with a capital letter."""
    return text[:1].upper() + text[1:]


class BattleSetup(SetupPanel):
    """The shared setup and the side you play."""

    def extras(self) -> list[widgets.Widget]:
        self.side = bounded.Dropdown(options=[(tr(side_term(s)), name) for s, name in enumerate(SIDES)],
                                     value="cowboys", description=tr(M("You play")))
        return [self.side]

    def you(self, players: int) -> int:
        return SIDES.index(self.side.value)


@dataclass
class DiceMatch(Match[State]):
    """A battle in which a person's own dice wait for the *Roll* button; the bots' roll by themselves."""

    def waiting_for_person(self) -> bool:
        state = self.current
        if state.is_chance and not state.is_terminal:
            return self.bots[state.side] is None
        return super().waiting_for_person()

    def roll(self) -> None:
        """Roll the pending die (or the gate's three dice); then the bots play on."""
        self._apply(sample_chance(self.current, self.rng))
        self.advance()


class PlayApp(PlayPage[State]):
    """Play Fort Apache: pick a figure, pick its action, roll your dice; the bot answers."""

    game_id, prefix = "fort_apache", "fort"
    Setup = BattleSetup
    BOTS = ("heuristic",)
    SETUP_TITLE = M("New battle: your side, the opponent, rule readings")
    TYPE_HINT = M("or type an action, e.g. '{example}'", example=M("{figure} shoots", figure=figure_words(0)))

    def __init__(self, position: str | None = None, seed: int | None = None) -> None:
        self.selected: int | None = None  # the figure whose actions are shown
        super().__init__(position, seed)

    def make_setup(self) -> BattleSetup:
        return BattleSetup(self.info, self.start, prefix=self.prefix, bots=self.BOTS, start=M("Start a new battle"))

    def new_match(self, game: Game, bots: list[Bot | None], state: State | None = None) -> DiceMatch:
        match = DiceMatch(game, bots, seed=self.seed, state=state, narrate=self.narrate)
        if state is None:  # the start's events, though the bots may have moved on from it
            start = match.moves[0].before if match.moves else match.current
            match.notes[:0] = [(0, M("start -- {event}", event=event)) for event in start.events]
        return match

    def started(self) -> Message:
        people = self.table.people
        if len(people) == 2:
            return M("New battle: you play the {side} and the {other}.", side=side_term(people[0]),
                     other=side_term(people[1]))
        return M("New battle: you play the {side}.", side=side_term(people[0])) if people else M("New battle.")

    def seat_to_act(self, state: State) -> int:
        """The side that chooses now: the threatened side at a survive choice (it moves in the rival's
        turn), else the side whose turn it is (its dice too, at a roll)."""
        return state.current_player if state.current_player >= 0 else state.side

    def narrate(self, move: Move[State], viewer: int | None) -> list[str]:
        """``cowboy 1 shoots ... (you) -- what it set off``: who acted is you, the bot or the dice."""
        action = describe(move.action)
        if move.before.is_chance:
            said = M("{action} (dice)", action=action)
        elif self.table.bots[move.before.current_player] is None:
            said = M("{action} (you)", action=action)
        else:
            said = M("{action} (bot)", action=action)
        return [Joined([said, *move.after.events], " -- ")]

    def select(self, figure: int) -> None:
        self.selected = figure
        self.refresh()

    @property
    def battle(self) -> DiceMatch:
        """The battle under way, with its *Roll* command."""
        return cast(DiceMatch, self.table)  # new_match makes every match of this page a DiceMatch

    def roll(self) -> None:
        self.run(self.battle.roll)

    def run(self, command: Callable[[], None], done: str = "") -> bool:
        self.selected = None  # after anything played, undone or loaded, no figure is chosen
        return super().run(command, done)

    def begin(self, game: Game, bots: list[Bot | None], state: State | None = None) -> None:
        self.selected = None
        super().begin(game, bots, state)

    def draw(self, state: State, viewer: int | None, targets: Mapping[str, str] | None = None,
             selected: Sequence[str] = ()) -> str:
        return board_svg(state, targets=targets, selected=selected)

    def click_choices(self) -> list[Choice]:
        """Your pending roll: the drawn roll button. Else each legal action (its hover text gives the
        chance a die decides) and the refused tries."""
        match = self.match
        if match is None:
            return []
        state = match.current
        if state.is_chance and not state.is_terminal and match.waiting_for_person():
            return [Choice((ROLL,), tr(M("roll the dice: {odds}", odds=roll_odds(state))), self.roll)]
        choices = super().click_choices()
        if not self.persons_turn(state):
            return choices
        odds = {click_path(state, a): action_odds(state, a) for a in state.legal_actions()}
        return [replace(c, text=tr(M("{text} ({odds})", text=c.text, odds=odds[c.path])))
                if odds.get(c.path) and not c.refused else c for c in choices]

    def tries(self, state: State) -> list[Action]:
        """What a click may try that the rules refuse now: a figure of one's own that has acted, a card
        that would do nothing, an assault without three Indians at the gate."""
        if state.phase_name != "act":
            return []
        side = state.side
        tries: list[Action] = []
        for f in state.alive(side):
            place = state.places[f]
            steps = list(state.game.moves[side].get(place, {}))
            if state.is_laid(f) and steps:
                tries.append(Action(A.MOVE, f, place=place, to=steps[0]))
        for card, left in in_hand(side, state.hands[side]):
            if left and TARGETED.get(CARDS[card].effect) is None:
                tries.append(Action(A.CARD, side, card=card))
        if side == INDIANS:
            tries.append(Action(A.ASSAULT, INDIANS))
        return tries

    def notices(self, move: Move[State], viewer: int | None) -> list[str]:
        """What the move set off by itself, each with its rule, and the end of the battle."""
        said = [_sentence(tr(M("{event} [{rule}].", event=event, rule=event_rule(event)) if event_rule(event)
                             else M("{event}.", event=event))) for event in move.after.events]
        outcome = move.after.outcome()
        if outcome is not None and move.before.outcome() is None:
            said.append(tr(M("Battle over: {reason}.", reason=outcome.reason)))
        return said

    def prompt(self, state: State) -> str:
        outcome = state.outcome()
        if outcome is not None:
            said = escape(tr(M("Battle over: {reason}.", reason=outcome.reason)))
            return f"<b><span class='fort-result'>{said}</span></b>"
        side = side_term(state.side)
        if state.is_chance:
            odds = f"<i>{escape(tr(roll_odds(state)))}</i>"
            return "<b>" + tr(M("The {side}' roll: {odds}. Roll the dice (on the board or below).",
                                side=escape(tr(side)), odds=odds)) + "</b>"
        mover = side_term(state.current_player)
        if state.phase_name == "save":
            text = M("{figure} is hit: the {side} play a survive card or take the hit.",
                     figure=figure_words(state.threat), side=mover)
        elif state.phase_name == "withdraw":
            text = M("The {side} must send a figure for supplies.", side=mover)
        else:
            text = M("The {side}' turn, round {round}: click a figure on the board, then where it goes or what it "
                     "aims at (hover to see the chance of success), or a card, or end the turn.", side=mover,
                     round=state.round)
        return f"<b>{escape(tr(text))}</b>"

    def controls(self, state: State) -> list[widgets.Widget]:
        if state.is_chance and not state.is_terminal:
            return [button(tr(M("Roll the dice")), self.roll, cls="fort-roll", colour=GOLD)]
        if not self.persons_turn(state):
            return []
        legal = state.legal_actions()
        if state.phase_name != "act":
            return [widgets.HBox([self._action_button(a, tr(describe(a))) for a in legal],
                                 layout=widgets.Layout(flex_flow="row wrap"))]
        figures = sorted({a.who for a in legal if a.verb not in (A.CARD, A.END, A.ASSAULT)})
        figure_row = [button(figure_label(state, f), lambda f=f: self.select(f), cls="fort-figure",
                             colour=SELECTED if f == self.selected else None) for f in figures]
        rows = [widgets.HBox([widgets.HTML(escape(tr(M("Figures:"))) + "&nbsp;"), *figure_row],
                             layout=widgets.Layout(flex_flow="row wrap"))]
        selected = self.selected
        if selected is not None and selected in figures:
            name = tr(figure_words(selected))
            actions = [self._action_button(a, tr(describe(a)).removeprefix(name + " ")) for a in legal
                       if a.who == selected and a.verb not in (A.CARD, A.END, A.ASSAULT)]
            rows.append(widgets.HBox([widgets.HTML(f"{escape(name)}:&nbsp;"), *actions],
                                     layout=widgets.Layout(flex_flow="row wrap")))
        cards = [button(tr(describe(a)), lambda a=a: self.act(a), cls="fort-card") for a in legal if a.verb == A.CARD]
        cards += [self._action_button(a, tr(describe(a))) for a in legal if a.verb == A.ASSAULT]
        rows.append(widgets.HBox([*cards, button(tr(M("end turn")), lambda: self.act(A.END_TURN), cls="fort-end",
                                                 colour="#E8E0CC")], layout=widgets.Layout(flex_flow="row wrap")))
        return rows

    def _action_button(self, action: Action, label: str) -> widgets.Button:
        odds = action_odds(self.state, action)
        text = tr(M("{text} ({odds})", text=label, odds=odds)) if odds else label
        return self.action_button(action, text, tooltip=text)
