"""The Apache position editor: lay cards face up, into victory piles and out of the game, put hand cards
on the Pow-Wow board, choose the phase and whose turn it is (the shared page:
:class:`tutor.widgets.editor.EditorPage`)."""
from __future__ import annotations

from tutor.games.apache import Game
from tutor.games.apache.cards import COLOURS

from .editor import EditorPage


class SetupApp(EditorPage):
    """Set up an Apache position by clicking."""

    game_id, prefix = "apache", "apache"

    def make_game(self, players: int) -> Game:
        """The first colours of the box, with the variants and readings of the position being edited."""
        game = self.state.game
        assert isinstance(game, Game)
        options: dict[str, str] = dict(game.options)
        return Game(COLOURS[:players], game.variants, 0, **options)
