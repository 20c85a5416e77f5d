"""The position editor ("Set up a position"), written once for every game.

A game's page (``tutor/widgets/<id>_setup.py``) names its game and, when its constructor needs more than
the number of players, how to make an empty table (:meth:`EditorPage.make_game`); everything else comes
from the game's ``editing`` module (:mod:`tutor.games.apache.editing` describes the shape), its
renderer and its validation:

* the board (the clickable :class:`tutor.widgets.board.BoardWidget`): every place the renderer can draw
  as a target is clickable; a click puts the chosen palette piece there, or takes away what is there
  when the tool is *Remove*. Places the drawing has no element for are offered in the list beside
  it ("Place: ... Apply"), so every edit can be made either way;
* the palette, the turn and the phase, and the numbers the position holds (counters);
* the problems beside the board, from the game's ``validate.problems`` (and the position string's
  reader), updated on every edit: what is impossible and why, or that the position can be played;
* undo of edits, the position box (Enter reads a position), "Open in play", "Open in analysis" (links to
  the game's pages at this position, offered once the position has no problem), "Analyse this position" (the
  analysis board at it, likewise) and "Copy link".

An edit the position cannot hold is refused in the message line and changes nothing.
"""
from __future__ import annotations

import inspect
import logging
from functools import partial
from html import escape
from typing import Any, Callable, Generic, Mapping, cast

import anywidget
import ipywidgets as widgets
import traitlets

from tutor.core import NotationError
from tutor.core.api import Game, StateT
from tutor.core.editing import CounterKey
from tutor.core.i18n import M, Mc, Message, tr
from tutor.games import game_info

from . import bounded
from tutor.render.clicks import Clicks, chips
from tutor.render.svg import text as svg_text

from .board import BoardWidget
from .common import GOLD, MessageLine, button, reason_of
from .links import board_link, position_link
from .preview import Previewed

log = logging.getLogger(__name__)
#: the most edits kept for undo
UNDO_LIMIT = 500


def phase_options(phases: Any) -> list[tuple[str, str]]:
    """The phase list's choices: each phase in words (a game's ``PHASES`` may map a phase to its words; a
    plain list of phases is shown as it is), its value the phase."""
    if isinstance(phases, Mapping):
        return [(tr(words), phase) for phase, words in phases.items()]
    return [(tr(phase), phase) for phase in phases]


def sibling_link(notation: str, page: str, environ: Mapping[str, str] | None = None) -> str:
    """A link to the game's ``page`` (``play``, ``analyse``) at ``notation``: beside this page's notebook
    (``.../apache/setup.ipynb`` -> ``.../apache/play.ipynb?position=...``)."""
    import os
    env = os.environ if environ is None else environ
    here = env.get("SCRIPT_NAME", "")
    folder = here.rsplit("/", 1)[0] + "/" if "/" in here else ""
    return position_link(notation, {"SCRIPT_NAME": f"{folder}{page}.ipynb"})


class CopyLink(anywidget.AnyWidget):
    """A button that copies the absolute form of the link ``href`` (relative to the page) to the
    clipboard and says so on itself ("Link copied", or that copying failed and the link is beside it). Its
    words are those of ``words`` (``copy``, ``copied``, ``failed``), in the page's language."""

    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.className = "jupyter-button tutor-copy-link";
      button.title = model.get("hint");
      const word = (key, english) => (model.get("words") || {})[key] || english;
      const copy = () => word("copy", "Copy link");
      const failed = () => word("failed", "Copy failed: use the link beside");
      button.textContent = copy();
      model.on("change:href", () => { button.textContent = copy(); });
      model.on("change:words", () => { button.textContent = copy(); button.title = model.get("hint"); });
      button.addEventListener("click", () => {
        const link = new URL(model.get("href"), window.location.href).href;
        const said = (text) => { button.textContent = text; };
        if (!navigator.clipboard) { said(failed()); return; }
        navigator.clipboard.writeText(link).then(() => said(word("copied", "Link copied")),
                                                 () => said(failed()));
      });
      el.appendChild(button);
    }
    export default { render };
    """
    href = traitlets.Unicode("").tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)
    words = traitlets.Dict(default_value={}).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("words", {"copy": tr(M("Copy link")), "copied": tr(M("Link copied")),
                                    "failed": tr(M("Copy failed: use the link beside"))})
        if "hint" in kwargs:
            kwargs["hint"] = tr(kwargs["hint"])
        super().__init__(**kwargs)


class EditorPage(Previewed, widgets.VBox, Generic[StateT]):
    """Set up a position of one game by clicking; see the module's description. Generic in the game's state
    (``EditorPage[tribu.State]``), as the play page is."""

    game_id = ""
    prefix = ""

    def __init__(self, position: str | None = None) -> None:
        self.info = game_info(self.game_id)
        self.edit = self.info.editing
        self.check = self.info.problems
        self.render = self.info.board_svg
        self.clickable = "targets" in inspect.signature(self.render).parameters
        p = self.prefix
        self.history: list[StateT] = []
        self._quiet = False
        self.state: StateT = self.edit.blank(self.info.game())

        sizes = self.info.players
        self.players = bounded.IntSlider(value=sizes[0], min=min(sizes), max=max(sizes), description=tr(M("Players")),
                                         layout=widgets.Layout(width="20em"))
        table = [self.players] if len(sizes) > 1 else []
        empty = button(M("Empty table"), self.empty, cls=f"{p}-empty",
                       tooltip=M("start again from an empty table with this many players"))
        self.tool = bounded.ToggleButtons(options=[(tr(M("Place")), "Place"), (tr(M("Remove")), "Remove")],
                                          value="Place",
                                          tooltips=[tr(M("a click puts the chosen piece there")),
                                                    tr(M("a click takes away what is there"))])
        self.tool.add_class(f"{p}-tool")
        self.piece = bounded.Dropdown(options=[(tr(label), piece) for piece, label in self.edit.PIECES],
                                      description=tr(M("Piece")), layout=widgets.Layout(width="24em"))
        self.piece.add_class(f"{p}-piece")
        self.place_list = bounded.Dropdown(description=tr(Mc("a place on the board", "Place")),
                                           layout=widgets.Layout(width="24em"))
        self.place_list.add_class(f"{p}-place")
        apply = button(M("Apply"), lambda: self.click(self.place_list.value), cls=f"{p}-apply",
                       tooltip=M("place the piece at (or remove from) the place chosen in the list"))
        self.turn = bounded.Dropdown(description=tr(M("Turn")), layout=widgets.Layout(width="16em"))
        self.turn.add_class(f"{p}-turn")
        self.phase = bounded.Dropdown(options=phase_options(self.edit.PHASES), description=tr(M("Phase")),
                                      layout=widgets.Layout(width="16em"))
        self.phase.add_class(f"{p}-phase")
        self.turn.observe(lambda change: self._control(self.edit.set_turn, change["new"]), "value")
        self.phase.observe(lambda change: self._control(self.edit.set_phase, change["new"]), "value")
        self.tool.observe(lambda _: self._redraw(), "value")
        self.piece.observe(lambda _: self._redraw(), "value")
        self.counter_box = widgets.VBox()
        self.counter_fields: dict[CounterKey, widgets.BoundedIntText] = {}

        self.board = BoardWidget()
        self.board.add_class(f"{p}-editor-board")
        self.board.on_click(self.click)
        self.problems = widgets.HTML()
        self.problems.add_class(f"{p}-problems")
        self.message = MessageLine()
        self.message.add_class(f"{p}-editor-message")
        self.position = bounded.Text(description=tr(M("Position")), continuous_update=False,
                                     layout=widgets.Layout(width="100%"),
                                     tooltip=tr(M("the position string: edit or paste one and press Enter")))
        self.position.add_class(f"{p}-position")
        self.position.observe(lambda _: self.load(), "value")
        self.links = widgets.HTML()
        self.links.add_class(f"{p}-editor-links")
        self.copy = CopyLink(hint=M("copy the link: to the play page at this position once it can be played, "
                                    "else to this editor"))
        self.copy.add_class(f"{p}-copy-link")
        hidden = [widgets.HTML(f"<p class='{p}-shows-all'><small><i>{escape(tr(self.edit.HIDDEN))}</i></small></p>")
                  ] if self.edit.HIDDEN else []

        side = widgets.VBox([
            self.problems, self.message,
            widgets.HBox([self.tool, button(M("Undo"), self.undo, cls=f"{p}-editor-undo")],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.piece, widgets.HBox([self.place_list, apply], layout=widgets.Layout(flex_flow="row wrap")),
            self.turn, self.phase,
            widgets.Accordion([self.counter_box], titles=[tr(M("Numbers: scores, markers, counts"))],
                              selected_index=None),
        ], layout=widgets.Layout(flex="1 1 280px", min_width="0", max_width="100%"))
        side.add_class("tutor-side")
        area = widgets.VBox([self.board], layout=widgets.Layout(flex="3 1 520px", min_width="0", max_width="100%"))
        area.add_class("tutor-board-area")
        main = widgets.HBox([area, side], layout=widgets.Layout(flex_flow="row wrap", width="100%",
                                                                 align_items="flex-start"))
        main.add_class("tutor-play-main")
        super().__init__([
            *hidden,
            widgets.HBox([*table, empty], layout=widgets.Layout(flex_flow="row wrap")),
            main, self.position, widgets.HBox([self.links, self.copy], layout=widgets.Layout(
                flex_flow="row wrap", align_items="center")),
        ])
        self.add_class(f"{p}-editor")
        if position:
            self.open_position(position, M("The position in the link cannot be read"))
        else:
            self.show()

    # --- what a game's page may say ----------------------------------------------------------------

    def make_game(self, players: int) -> Game:
        """A table of ``players`` with the readings of the position being edited."""
        options: dict[str, Any] = dict(self.state.game.options)
        if len(self.info.players) > 1:
            options["players"] = players
        return self.info.game(**options)

    def player_names(self, state: StateT) -> list[tuple[str, int]]:
        game = state.game
        return [(tr(game.player_name(p)), p) for p in range(game.num_players)]

    # --- edits ----------------------------------------------------------------------------------

    def apply(self, edit: Callable[..., StateT], *args: Any) -> bool:
        """Make one edit; one the position cannot hold is refused with its reason and changes nothing."""
        try:
            new = edit(self.state, *args)
        except ValueError as error:
            self.message.show(M("Not possible: {reason}.", reason=reason_of(error)), "error")
            self.show()
            return False
        if new != self.state or new.notation() != self.state.notation():
            self.history = (self.history + [self.state])[-UNDO_LIMIT:]
            self.state = new
        self.message.show("")
        self.show()
        return True

    def click(self, target: str | None) -> None:
        """A click on a place (on the board or from the list): put the piece there, or take away."""
        if not target:
            self.message.show(M("Choose a place first."), "error")
            return
        if self.tool.value == "Remove":
            self.apply(self.edit.remove, target)
        else:
            self.apply(self.edit.place, target, self.piece.value)

    def _control(self, edit: Callable[..., StateT], value: Any) -> None:
        if not self._quiet and value is not None:
            self.apply(edit, value)

    def _redraw(self) -> None:
        if not self._quiet:
            self.show()

    def set_counter(self, key: CounterKey, value: int) -> None:
        if not self._quiet:
            self.apply(self.edit.set_counter, key, value)

    def undo(self) -> None:
        if not self.history:
            self.message.show(M("Nothing to undo."), "info")
            return
        self.state = self.history.pop()
        self.message.show(M("Undone."))
        self.show()

    def empty(self) -> None:
        try:
            game = self.make_game(self.players.value)
        except ValueError as error:
            self.message.show(reason_of(error), "error")
            return
        self.history = (self.history + [self.state])[-UNDO_LIMIT:]
        self.state = self.edit.blank(game)
        self.message.show(M("An empty table."))
        self.show()

    def open_position(self, text: str, failure: str = M("That position cannot be read")) -> bool:
        """Edit the position a string names; a bad one changes nothing and says what is wrong."""
        try:
            state = cast(StateT, self.info.game.parse(text.strip()))  # the registry's game reads its own states
        except (NotationError, ValueError) as error:
            self.message.show(M("{failure}: {error}", failure=failure, error=reason_of(error)), "error")
            self.show(keep_message=True)
            return False
        if self.state.notation() != state.notation():
            self.history = (self.history + [self.state])[-UNDO_LIMIT:]
        self.state = state
        self.message.show(M("Position loaded."))
        self.show()
        return True

    def load(self) -> None:
        if not self._quiet and self.position.value.strip() != self.state.notation():
            self.open_position(self.position.value)

    # --- what the page shows ------------------------------------------------------------------------

    def found(self, state: StateT) -> list[Message | str]:
        """What makes ``state`` impossible: the game's validation, then its position string's reader."""
        try:
            problems: list[Message | str] = list(self.check(state))
        except Exception as error:  # noqa: BLE001 - a position too broken to check says so
            log.exception("validation failed on an edited position")
            return [M("this position cannot even be checked ({error})", error=type(error).__name__)]
        if problems:
            return problems
        try:
            self.info.game.parse(state.notation())
        except (NotationError, ValueError) as error:
            return [reason_of(error)]
        return []

    def places(self, state: StateT) -> dict[str, str]:
        return dict(self.edit.places(state))

    def draw(self, state: StateT, targets: dict[str, str]) -> str:
        if self.clickable:
            return self.render(state, targets=targets)
        return self.render(state)

    def other_places(self, svg: str, places: Mapping[str, str], targets: Mapping[str, str]) -> str:
        """The places the board's drawing leaves out as targets (an empty square where no tile may go in play,
        a tile or a hand as a whole), as a strip of chips under the board, so every place can be clicked ('' when
        the board shows them all)."""
        rest = [(t, h) for t, h in places.items() if f'data-target="{escape(t)}"' not in svg]
        if not rest:
            return ""
        clicks = Clicks({t: targets.get(t, tr(h)) for t, h in rest}, ())
        chips_svg, height = chips(clicks, 8, 22, "", [(t, tr(h)) for t, h in rest], width=944)
        heading = svg_text(8, 14, tr(M("More places (click to put the piece there):")), 11, weight="bold")
        total = height + 30
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 {total:.0f}" width="960" '
                f'height="{total:.0f}" class="{self.prefix}-other-places" role="group">{heading}{chips_svg}</svg>')

    def show(self, keep_message: bool = False) -> None:
        """Redraw everything for ``self.state``."""
        state, p = self.state, self.prefix
        problems = self.found(state)
        places = self.places(state)
        remove = self.tool.value == "Remove"
        piece = dict(self.edit.PIECES).get(self.piece.value, "")
        targets = {t: tr(M("remove from: {place}", place=h) if remove else M("put {piece} here: {place}", piece=piece, place=h))
                   for t, h in places.items()}
        try:
            svg = self.draw(state, targets)
        except Exception:  # noqa: BLE001 - an impossible position may not be drawable
            log.info("an edited position cannot be drawn", exc_info=True)
            undrawable = M("This position is too impossible to draw: see the problems beside the board, or undo "
                           "the last edit.")
            svg = (f"<p class='{p}-undrawable' style='padding:2em; border:1px dashed #888'>"
                   f"{escape(tr(undrawable))}</p>")
        if self.clickable:
            svg += self.other_places(svg, places, targets)
        self.board.svg = svg
        self.board.live = [t for t in places if f'data-target="{escape(t)}"' in svg]
        self._quiet = True
        try:
            drawn = set(self.board.live)
            listed = [(tr(M("{place} ({id}) - also on the board", place=h, id=t) if t in drawn else
                          M("{place} ({id})", place=h, id=t)), t) for t, h in places.items()]
            current = self.place_list.value
            self.place_list.options = listed
            if current in places:
                self.place_list.value = current
            if state.game.num_players in self.info.players:
                self.players.value = state.game.num_players
            names = self.player_names(state)
            self.turn.options = names
            self.turn.value = self.edit.turn(state)
            self.phase.value = self.edit.phase(state)
            self.position.value = state.notation()
            self.show_counters(state)
        finally:
            self._quiet = False
        if problems:
            items = "".join(f"<li>{escape(tr(text))}</li>" for text in problems)
            impossible = escape(tr(M("Impossible position:")))
            self.problems.value = (f"<div class='{p}-impossible' style='color:#A4231B'><b>{impossible}</b>"
                                   f"<ul style='margin:0.2em 0'>{items}</ul></div>")
        else:
            playable = escape(tr(M("This position can be played.")))
            opens = escape(tr(M("Open it in play or in analysis below.")))
            self.problems.value = (f"<div class='{p}-possible' style='color:#1E6B3A'><b>{playable}</b> "
                                   f"{opens}</div>")
        self.show_links(state.notation(), not problems)

    def show_counters(self, state: StateT) -> None:
        counters = self.edit.counters(state)
        if [c.key for c in counters] != list(self.counter_fields):
            self.counter_fields = {}
            for counter in counters:
                box = bounded.BoundedIntText(value=counter.value, min=counter.lowest, max=counter.highest,
                                             description=tr(counter.label), style={"description_width": "14em"},
                                             layout=widgets.Layout(width="22em"))
                box.add_class(f"{self.prefix}-counter")
                box.observe(partial(self._counter_changed, counter.key), "value")
                self.counter_fields[counter.key] = box
            self.counter_box.children = list(self.counter_fields.values())
        for counter in counters:
            self.counter_fields[counter.key].value = counter.value

    def _counter_changed(self, key: CounterKey, change: Mapping[str, Any]) -> None:
        self.set_counter(key, change["new"])

    def show_links(self, notation: str, playable: bool) -> None:
        p = self.prefix
        own = position_link(notation)
        shared = sibling_link(notation, "play") if playable and "play" in self.info.pages else own
        if playable:
            opens = "".join(
                f"<a class='{p}-open-{page} jupyter-button' href='{escape(sibling_link(notation, page), quote=True)}' "
                f"target='_blank' style='padding:0.3em 0.8em; margin-right:0.5em; background:{GOLD}; "
                f"color:#1B1B1B; text-decoration:none; border-radius:3px'>{escape(tr(label))}</a>"
                for page, label in (("play", M("Open in play")), ("analyse", M("Open in analysis")))
                if page in self.info.pages)
            opens += (f"<a class='{p}-open-board board-editor-link jupyter-button' "
                      f"href='{escape(board_link(notation), quote=True)}' target='_blank' style='padding:0.3em 0.8em; "
                      f"margin-right:0.5em; background:{GOLD}; color:#1B1B1B; text-decoration:none; border-radius:3px'>"
                      f"{escape(tr(M('Analyse this position')))}</a>")
        else:
            waits = M("Opening in play or analysis waits until the position has no problem.")
            opens = f"<span class='{p}-not-playable'><i>{escape(tr(waits))}</i></span>"
        in_editor = escape(tr(M("Link to this position in the editor")))
        self.links.value = (f"<div style='display:flex; flex-flow:row wrap; gap:0.5em; align-items:center'>{opens}"
                            f"<a class='{p}-editor-link' href='{escape(own, quote=True)}' target='_blank'>"
                            f"{in_editor}</a></div>")
        self.copy.href = shared
