"""One package per game: rules, data and bots (no drawing, no widgets)."""
