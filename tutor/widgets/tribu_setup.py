"""The Tribù Indiani position editor: cards into hands, chains, active cards and the piles, Capo Tribù
boards, the phase, whose turn and the scores (the shared page: :class:`tutor.widgets.editor.EditorPage`).

Every hand is shown: the board is drawn once from each player's seat, one under the other, and the
targets each drawing names from its player's seat (``hand:lupo``, ``slot:0``, ``active:0``, ``discard``)
are renamed to the editor's places (``hand:1:lupo``, ``chain:1:0``, ``active:1:0``, ``zone:discard``)."""
from __future__ import annotations

from tutor.core.api import State as AnyState
from tutor.games.tribu import Game, State
from tutor.games.tribu.cards import code
from tutor.games.tribu.render import board_svg, hand_target

from .editor import EditorPage


def seat_targets(state: State, player: int) -> dict[str, str]:
    """The target ids of ``player``'s drawing -> the editor's places."""
    found = {"discard": "zone:discard"}
    for card in set(state.hands[player]):
        found[hand_target(card)] = f"hand:{player}:{code(card)}"
    for i in range(len(state.chains[player])):
        found[f"slot:{i}"] = f"chain:{player}:{i}"
        found[f"active:{i}"] = f"active:{player}:{i}"
    return found


class SetupApp(EditorPage):
    """Set up a Tribù Indiani position by clicking."""

    game_id, prefix = "tribu", "tribu"

    def make_game(self, players: int) -> Game:
        """A table of ``players`` with the printing and readings of the position being edited."""
        game = self.state.game
        assert isinstance(game, Game)
        return Game(players, game.printing, **game.options)

    def draw(self, state: AnyState, targets: dict[str, str]) -> str:
        """Every player's seat, one drawing each (so every hand shows)."""
        assert isinstance(state, State)
        drawings = []
        for player in range(state.game.num_players):
            names = seat_targets(state, player)
            mine = {seen: targets[place] for seen, place in names.items() if place in targets}
            svg = board_svg(state, viewer=player, targets=mine)
            for seen, place in names.items():
                svg = svg.replace(f'data-target="{seen}"', f'data-target="{place}"')
            drawings.append(svg)
        return "".join(drawings)
