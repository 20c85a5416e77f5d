"""Finding widgets in an app by CSS class, as a browser test would, but in plain Python."""


def buttons(box, cls: str) -> list:
    """Every widget under ``box`` (depth first) that carries the CSS class ``cls``."""
    found = []
    for child in getattr(box, "children", ()):
        if cls in child._dom_classes:
            found.append(child)
        found += buttons(child, cls)
    return found
