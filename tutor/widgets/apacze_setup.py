"""The Apacze i Komancze position editor: lay and turn tiles, put Indians, teepees and canoes on fields,
tiles in hand, the animals, the round, the actions done and marked, the phase (the shared page:
:class:`tutor.widgets.editor.EditorPage`). Every tile in hand is shown: the editor is for setting up."""
from __future__ import annotations

from tutor.games.apacze import State

from .editor import EditorPage


class SetupApp(EditorPage[State]):
    """Set up an Apacze i Komancze position by clicking."""

    game_id, prefix = "apacze", "apacze"
