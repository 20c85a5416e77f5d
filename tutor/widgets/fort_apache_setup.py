"""The Fort Apache position editor: move, kill and mark figures, set fires and damage, the control cards,
the cards left, the round, the phase and whose turn (the shared page:
:class:`tutor.widgets.editor.EditorPage`)."""
from __future__ import annotations

from .editor import EditorPage


class SetupApp(EditorPage):
    """Set up a Fort Apache position by clicking."""

    game_id, prefix = "fort_apache", "fort"
