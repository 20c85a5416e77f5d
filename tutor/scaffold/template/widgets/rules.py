"""$title's rules reference page: the shared :class:`~tutor.widgets.reference.RulesPage` on its rules."""
from __future__ import annotations

from tutor.widgets.reference import RulesPage


class RulesApp(RulesPage):
    """$title's rules, searchable; ``RulesApp(rule=query_rule())`` opens on the rule a link names."""

    game_id = "$game_id"
