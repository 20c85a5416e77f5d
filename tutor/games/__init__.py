"""The game registry: each game declares itself once, and everything else is derived from it.

After OpenSpiel's ``register_game`` / ``registered_games`` and python-chess's ``VARIANTS``. A game
package calls :func:`register_game` in its ``__init__``; :func:`registered_games` imports every
package under ``tutor.games`` (no list to keep by hand) and returns their entries. The landing page,
``tutor.rulesdoc``, the link tests, the browser tests and the shared contract test all read it.

>>> [info.id for info in registered_games()]
['apache', 'fort_apache', 'tribu', 'apacze']
"""
from __future__ import annotations

import importlib
import os
import pkgutil
import random
import sys
import tomllib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, Sequence

from tutor.core import Game, State
from tutor.core.api import declare_drawing
from tutor.core.records import declare_game
from tutor.core.editing import Counter, CounterKey
from tutor.core.i18n import Message
from tutor.core.statements import Statement
from tutor.core.tutorial import Step
from tutor.sim.engines import PlayoutEngine, declare



def extend_path(path: list[str], name: str) -> list[str]:
    """``path`` (a package's ``__path__``) and every other folder on ``sys.path`` with the package's place
    (``tutor/games`` for ``tutor.games``): a game or page written by ``python -m tutor.scaffold <id> --root DIR``
    joins the project with DIR on the path after the project (``pkgutil.extend_path`` would look only beside
    the parent package)."""
    known = {os.path.realpath(folder) for folder in path}
    for entry in sys.path:
        folder = os.path.join(entry or os.curdir, *name.split("."))
        if os.path.isdir(folder) and os.path.realpath(folder) not in known:
            known.add(os.path.realpath(folder))
            path.append(folder)
    return path


# A game may live outside this folder: every ``tutor/games`` folder on ``sys.path`` (PYTHONPATH) adds its packages
__path__ = extend_path(__path__, __name__)

#: the pages every game has, in the order the landing page lists them
PAGES = ("learn", "play", "analyse", "setup", "rules")
#: the rulebooks of the four games the project began with (``rulebooks`` names files in it)
SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


class Editing(Protocol):
    """A game's position-editor edits (its ``editing.py``, a module read as this protocol): the editor page,
    :mod:`tutor.widgets.editor`, reads only these names."""

    # read-only members (properties), so that a module's own, narrower types satisfy them
    @property
    def PIECES(self) -> Sequence[tuple[str, Any]]: ...
    @property
    def PHASES(self) -> Mapping[Any, Any]: ...
    @property
    def HIDDEN(self) -> Any: ...
    @property
    def blank(self) -> Callable[..., Any]: ...
    @property
    def places(self) -> Callable[..., Any]: ...
    @property
    def place(self) -> Callable[..., Any]: ...
    @property
    def remove(self) -> Callable[..., Any]: ...
    @property
    def phase(self) -> Callable[..., Any]: ...
    @property
    def set_phase(self) -> Callable[..., Any]: ...
    @property
    def turn(self) -> Callable[..., Any]: ...
    @property
    def set_turn(self) -> Callable[..., Any]: ...
    @property
    def counters(self) -> Callable[[Any], Sequence[Counter]]: ...
    @property
    def set_counter(self) -> Callable[[Any, CounterKey, int], Any]: ...


#: a renderer's entry point: ``board_svg(state, *, viewer=None, targets=None, selected=()) -> str``
BoardSvg = Callable[..., str]
#: the targets a person clicks, in order, to play an action: ``click_path(state, action)``
ClickPath = Callable[[Any, Any], tuple[str, ...]]


@dataclass(frozen=True)
class GameInfo:
    """One game's entry.

    ``id`` is the package name, the first word of its position strings and the folder of its
    notebooks (``notebooks/<id>/<page>.ipynb``, widgets ``tutor.widgets.<id>_<page>``, drawing
    ``tutor.games.<id>.render``); ``samples`` are position strings worth opening (the first one mid-game);
    ``bots`` names each bot class; ``players`` the table sizes; ``window`` plays a simultaneous
    window (only games that have one); ``playout`` is its playout engine (``playout.py``, compiled where
    the build could: :func:`tutor.sim.compiled.fastest`); ``rulebooks`` the files it follows, each in
    ``shared/seeds`` or shipped in the package's ``data/`` folder (a new game's own rules text:
    :meth:`rulebook_file`).

    The plug-in surface: what the app needs of a game is declared here as objects, never looked up by a
    name built from the id: ``board_svg`` and ``click_path`` (its renderer, ``render.py``), ``editing`` (the
    position editor's edits), ``problems`` (its one validation, ``validate.problems``), ``tutorial`` (the
    learn page's steps), ``statements`` (the rulebook's statements), ``hidden`` (whether a player holds
    what others may not see: the play page then hands a shared screen over between seats)."""

    id: str
    title: str
    game: type[Game]
    summary: str
    rulebooks: tuple[str, ...]
    players: tuple[int, ...]
    samples: tuple[str, ...]
    bots: Mapping[str, Callable[[], Any]]
    order: int
    board_svg: BoardSvg
    problems: Callable[[Any], Sequence[Message]]
    editing: Editing
    tutorial: Sequence[Step] = ()
    statements: Sequence[Statement] = ()
    click_path: ClickPath | None = None
    hidden: bool = False
    pages: tuple[str, ...] = PAGES
    window: Callable[..., Any] | None = None
    playout: PlayoutEngine | None = None
    #: the constructor settings for a table of n players (a game seating one size only ignores it)
    table: Callable[[int], Mapping[str, Any]] = lambda n: {"players": n}
    reconstructed: str = ""   # what data is reconstructed, if any
    #: constructor settings that switch every variant on, so that every reading of the register matters
    full: Mapping[str, Any] = field(default_factory=dict)
    #: what a player cannot see, dealt again: ``redeal(state, player, rng)`` is a position ``player`` cannot tell
    #: from ``state`` (the same view), every card or tile they cannot see drawn at random from what it could be.
    #: None where nothing is hidden but chance still to come. The analysis board and the search bot read it.
    redeal: Callable[[Any, int, random.Random], Any] | None = None
    #: the bot (a name in ``bots``) whose games the analysis board plays on from each move; ``random`` plays at random
    rollout: str = "random"
    #: the exact odds the game has for a position, shown beside the analysis board's ranking:
    #: ``odds(state, player, actions) -> (per move: its text -> a message, lines about the position)``; None: none
    odds: Callable[[Any, int, Sequence[Any]], tuple[Mapping[str, Message], Sequence[Message]]] | None = None

    @property
    def module(self) -> str:
        return f"tutor.games.{self.id}"

    @property
    def package_dir(self) -> Path:
        """The game's package folder (``tutor/games/<id>``, wherever on the path it lives)."""
        return Path(sys.modules[self.game.__module__].__file__ or "").resolve().parent

    @property
    def root(self) -> Path:
        """The tree the game's package is in (the project, or a ``--root`` of the scaffold): its notebooks are
        ``root / "notebooks" / <id>``."""
        return self.package_dir.parents[2]

    def rulebook_file(self, book: str) -> Path:
        """Where the rulebook ``book`` of :attr:`rulebooks` is: the package's own ``data/<book>`` when it ships
        one, else ``shared/seeds/<book>`` (which may not be beside this checkout)."""
        own = self.package_dir / "data" / book
        return own if own.is_file() else SEEDS / book

    @cached_property
    def checks(self) -> Mapping[str, Any]:
        """What the shared tests need of the game, from its ``data/checks.toml``: ``editor`` (a table, edits
        building a position that can be played, edits building an impossible one and a part of the
        ``refusal`` its validation gives: ``tests/test_editing.py``) and ``seeded`` (the table, the bots'
        ``lineup`` and the blocks ``recorded`` and ``checked`` of seeded games: ``tests/test_seeded_games.py``).
        Empty when the game has no such file."""
        path = self.package_dir / "data" / "checks.toml"
        return tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}

    @property
    def rulebook_languages(self) -> tuple[str, ...]:
        """The languages of the rulebooks the game follows (``apache.en.txt`` -> ``en``), in the registry's order."""
        return tuple(name.rsplit(".", 2)[-2] for name in self.rulebooks)

    def notebook(self, page: str) -> str:
        """The page's notebook, relative to ``notebooks/``."""
        return f"{self.id}/{page}.ipynb"

    def parse(self, notation: str):
        return self.game.parse(notation)

    def seated(self, players: int, **settings: Any) -> Game:
        """The game at its ``full`` settings (every variant on) for ``players``, with ``settings`` on top."""
        table = {} if self.players == (players,) else dict(self.table(players))
        return self.game(**{**self.full, **table, **settings})

    def configurations(self) -> list[tuple[str, Game]]:
        """Every table size, then every reading of the register (the other options at their defaults, every
        variant on), each as a label and a game: what a test over "every configuration" runs."""
        games = [(f"{n} players", self.seated(n)) for n in self.players]
        games += [(f"{i.option}={r.value}", self.seated(self.players[0], **{i.option: r.value}))
                  for i in self.game.INTERPRETATIONS if i.option for r in i.readings]
        return games


_REGISTRY: dict[str, GameInfo] = {}


def register_game(info: GameInfo) -> GameInfo:
    """Add a game to the registry (a game's package calls this once, when it is imported)."""
    known = _REGISTRY.get(info.id)
    if known is not None and known.game is not info.game:
        raise ValueError(f"game id {info.id!r} is registered twice")
    if info.game.name != info.id:
        raise ValueError(f"{info.game.__qualname__}.name is {info.game.name!r}, its registry id {info.id!r}")
    _REGISTRY[info.id] = info
    declare_drawing(info.id, info.board_svg)  # State._repr_svg_ in the core draws with it
    declare_game(info.game)  # tutor.core.records reads its games' records
    declare(info.id, bots=info.bots, window=info.window, engine=info.playout)  # tutor.sim.playouts plays its whole games
    return info


def registered_games() -> list[GameInfo]:
    """Every game under ``tutor.games`` (in every ``tutor/games`` folder on the path: :func:`extend_path`), in the
    landing page's order."""
    for module in pkgutil.iter_modules(__path__):
        if module.ispkg and not module.name.startswith("_"):
            importlib.import_module(f"{__name__}.{module.name}")
    return sorted(_REGISTRY.values(), key=lambda info: info.order)


def game_info(game_id: str) -> GameInfo:
    """The entry of one game; KeyError lists the ids there are."""
    if game_id not in _REGISTRY:
        registered_games()
    try:
        return _REGISTRY[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}; games are {', '.join(sorted(_REGISTRY))}") from None


__all__ = ["GameInfo", "PAGES", "extend_path", "game_info", "register_game", "registered_games"]
