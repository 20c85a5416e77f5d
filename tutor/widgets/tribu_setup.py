"""The Tribù Indiani position editor: cards into hands, chains, active cards and the piles, Capo Tribù
boards, the phase, whose turn and the scores (the shared page: :class:`tutor.widgets.editor.EditorPage`).
Every hand is shown: the editor is for setting up a position."""
from __future__ import annotations

from tutor.games.tribu import Game

from .editor import EditorPage


class SetupApp(EditorPage):
    """Set up a Tribù Indiani position by clicking."""

    game_id, prefix = "tribu", "tribu"

    def make_game(self, players: int) -> Game:
        """A table of ``players`` with the printing and readings of the position being edited."""
        game = self.state.game
        assert isinstance(game, Game)
        return Game(players, game.printing, **game.options)
