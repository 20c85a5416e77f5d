"""ipywidgets apps built from the rules core and the renderers; no rules logic lives here."""
