"""The $title position editor: stones on the piles and whose turn (the shared page,
:class:`tutor.widgets.editor.EditorPage`)."""
from __future__ import annotations

from tutor.widgets.editor import EditorPage


class SetupApp(EditorPage):
    """Set up a $title position by clicking."""

    game_id, prefix = "$game_id", "$game_id"
