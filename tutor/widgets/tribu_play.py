"""The Tribù Indiani play page: a whole game to 100 spheres against bots, or hot-seat.

You are player 1 (seat 0); the other seats are bots or, in hot-seat, people sharing the screen. Hands are
secret: the table is drawn from one player's view, the log names a drawn card only to its owner, and
in hot-seat a "pass the screen" step shows only whose turn it is until the next person is at the
screen. Every action button's tooltip is the rule that allows it; a typed action the rules refuse is
explained. The board can be clicked (a hand card then where it goes, an active card then what it acts
on, the deck, the discard pile); the message line says when a chain or its Dioramas are lost, and
when a challenge ends, with the rule.
"""
from __future__ import annotations

from collections import Counter
from html import escape

import ipywidgets as widgets

from tutor.core import player_label
from tutor.core.match import Move
from tutor.games.tribu import Game, State
from tutor.games.tribu import actions as A
from tutor.games.tribu.cards import CARDS
from tutor.games.tribu.log import log_line
from tutor.render.tribu import board_svg

from . import bounded
from .pages import PlayPage, SetupPanel

PHASES = {"start": "draw, take the Diorama on the discard pile, or use an active card",
          "drawn": "discard, lay, activate, swap or play an Azione",
          "swapped": "now discard, lay a card or play an Azione",
          "answer": "you are attacked: answer with active feathers or decline"}


class Setup(SetupPanel):
    """The shared setup and the printing of the cards."""

    def extras(self) -> list[widgets.Widget]:
        self.printing = bounded.Dropdown(options=["100", "96"], value="100", description="Printing")
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

    def draw(self, state: State, viewer: int | None, targets=None, selected=()) -> str:
        return board_svg(state, viewer=viewer, targets=targets, selected=selected)

    def tries(self, state: State) -> list[A.Action]:
        """Before drawing (or when answering an attack), the hand cards: a click says why not yet."""
        if state.phase not in ("start", "answer"):
            return []
        return [A.Action(A.DISCARD, card) for card in sorted(set(state.hands[state.current_player]))]

    def notices(self, move: Move, viewer: int | None) -> list[str]:
        """Chains and Dioramas lost, and the end of a challenge, with the rule (all of it is public)."""
        before, after = move.before, move.after
        said = []
        if move.action.verb in (A.ANSWER, A.DECLINE):
            attack = before.pending
            victim, chain = before.player, before.chains[before.player][attack.target]
            lost = len(chain.dioramas) - len(after.chains[victim][attack.target].dioramas) \
                if after.challenge == before.challenge and attack.target < len(after.chains[victim]) else 0
            name = CARDS[chain.tribu].name
            if attack.verb == A.ATTACK and lost > 0:
                rule = "tribu.event.bisonte" if CARDS[attack.card].power > 1 else "tribu.event.lupo"
                said.append(f"{player_label(victim).capitalize()}'s {name} chain loses {lost} Diorama{'s' * (lost > 1)} to the "
                            f"{CARDS[attack.card].name} [{rule}].")
            elif attack.verb == A.ATTACK:
                said.append(f"{player_label(victim).capitalize()}'s {name} chain keeps its Dioramas [tribu.protection.answer].")
            elif move.action.verb == A.DECLINE:
                said.append(f"{player_label(attack.attacker).capitalize()} steals the last Diorama of {player_label(victim)}'s {name} "
                            "chain [tribu.azione.steal].")
            else:
                said.append(f"{player_label(victim).capitalize()}'s Protezione stops the steal [tribu.protection.answer].")
        if after.challenge == before.challenge and after.phase != "over":
            for p in range(before.game.num_players):
                gone = Counter(c.tribu for c in before.chains[p]) - Counter(c.tribu for c in after.chains[p])
                for tribu in gone:
                    said.append(f"{player_label(p).capitalize()}'s {CARDS[tribu].name} chain is lost: a Tribù with no Diorama "
                                "at the end of its owner's turn goes under the discard pile [tribu.chain.bare].")
        else:
            scores = ", ".join(f"{player_label(p)} {n}" for p, n in enumerate(after.last))
            said.append(f"Challenge {before.challenge} is over: this challenge's spheres {scores} "
                        "[tribu.challenge.end].")
        return said

    def prompt(self, state: State) -> str:
        if state.is_terminal:
            outcome = state.outcome()
            return (f"<b>Game over: {' and '.join(map(player_label, outcome.winners))} won with "
                    f"{', '.join(map(str, outcome.scores))} spheres ({escape(outcome.reason)}).</b>")
        last = f" Last challenge scored {', '.join(map(str, state.last))}." if state.last else ""
        doing = PHASES.get(state.phase, state.phase)
        if state.phase == "discard3":
            doing = f"discard {state.pending[0] if state.pending else 0} more card(s)"
        you = " (you)" if state.current_player == self.viewer else ""
        return f"<b>{escape(f'{player_label(state.current_player).capitalize()}{you}: {doing}.{last}')}</b>"
