"""ipywidgets apps built from the rules core and the renderers; no rules logic lives here."""

from tutor.games import extend_path

# A game's pages may live outside this folder: every ``tutor/widgets`` folder on ``sys.path`` adds its modules
# (``tutor/widgets/<id>_<page>.py`` of a game written by ``python -m tutor.scaffold <id> --root DIR``).
__path__ = extend_path(__path__, __name__)
