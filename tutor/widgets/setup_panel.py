"""The setup panel of a play page, built from the game's registry entry: players, hot-seat, the bots and
the rule readings (one choice per option of the game's register, with what the chosen reading means)."""
from __future__ import annotations

from functools import partial
from html import escape
from typing import Callable, Sequence

import ipywidgets as widgets

from tutor.core.api import Game
from tutor.core.bots import Bot
from tutor.core.i18n import M, tr
from tutor.core.interpretations import Interpretation
from tutor.games import GameInfo

from . import bounded
from .common import GOLD, bot_name, button


class SetupPanel(widgets.VBox):
    """Everything chosen before a game, from the registry entry: players, hot-seat, one bot per other
    seat and one dropdown per option of the game's register. A subclass adds its game's settings
    (:meth:`extras`) and says how they make a game (:meth:`make_game`)."""

    def __init__(self, info: GameInfo, on_start: Callable[[], None], *, prefix: str, players: int | None = None,
                 bots: Sequence[str] = (), start: str = M("Start a new game")) -> None:
        self.info = info
        sizes = info.players
        self.players = bounded.IntSlider(value=players or sizes[0], min=min(sizes), max=max(sizes),
                                         description=tr(M("Players")))
        self.hot_seat = bounded.Checkbox(description=tr(M("hot-seat: every seat is a person")), indent=False)
        names = list(info.bots)
        words = [(tr(bot_name(name)), name) for name in names]
        self.bots = [bounded.Dropdown(options=words, value=bots[n] if n < len(bots) else names[-1],
                                      description=tr(M("Opponent") if max(sizes) == 2 else
                                                     M("Opponent {number}", number=n + 1)))
                     for n in range(max(sizes) - 1)]
        self.bot_box = widgets.VBox()
        register = {i.option: i for i in info.game.INTERPRETATIONS if i.option}
        self.options = {option: reading_choice(i) for option, i in register.items()}
        self.meanings = {option: widgets.HTML() for option in register}
        for option, entry in register.items():
            box, meaning = self.options[option], self.meanings[option]
            box.observe(partial(_show_meaning, entry, box, meaning), "value")
            _show_meaning(entry, box, meaning)
        rows = [widgets.VBox([widgets.HTML(f"<b>{escape(tr(i.question))}</b>"), self.options[option],
                              self.meanings[option]], layout=widgets.Layout(margin="0 0 0.6em 0"))
                for option, i in register.items()]
        readings = widgets.Accordion([widgets.VBox(rows)],
                                     titles=[tr(M("Rule readings where the rulebook is unclear"))],
                                     selected_index=None)
        readings.add_class(f"{prefix}-setup-readings")
        self.players.observe(lambda _: self._show_bots(), "value")
        self.hot_seat.observe(lambda _: self._show_bots(), "value")
        table = [self.players] if len(sizes) > 1 else []
        super().__init__([widgets.HBox([*table, *self.extras()]), self.hot_seat, self.bot_box, readings,
                          button(start, on_start, cls=f"{prefix}-start", colour=GOLD)])
        self._show_bots()

    def extras(self) -> list[widgets.Widget]:
        """The game's own settings, shown beside the number of players."""
        return []

    def _show_bots(self) -> None:
        self.bot_box.children = [] if self.hot_seat.value else self.bots[:self.players.value - 1]

    def chosen_options(self) -> dict[str, str]:
        return {name: box.value for name, box in self.options.items()}

    def make_game(self) -> Game:
        """The game as chosen; ValueError says what is wrong with the choice."""
        make: Callable[..., Game] = self.info.game  # each game's constructor takes its own settings
        if len(self.info.players) > 1:
            return make(players=self.players.value, **self.chosen_options())
        return make(**self.chosen_options())

    def you(self, players: int) -> int:
        """The seat of the person when the others are bots."""
        return 0

    def seats(self, players: int, you: int | None = None) -> list[Bot | None]:
        """None for a person, else a bot: everyone a person in hot-seat, else the person at ``you``
        (by default :meth:`you`) and the chosen bots in the other seats, in order."""
        if self.hot_seat.value:
            return [None] * players
        you = self.you(players) if you is None else you
        others = iter(range(players - 1))
        return [None if seat == you else self.bot(next(others), seat) for seat in range(players)]

    def bot(self, n: int, seat: int) -> Bot:
        """The bot chosen in the ``n``-th opponent's list, to play ``seat``."""
        return self.info.bots[self.bots[n].value]()


def reading_choice(entry: Interpretation) -> widgets.Dropdown:
    """A choice among an option's readings in plain words (the reading's label); its value is the option's
    value, its default the register's, marked so."""
    words = [(tr(M("{reading} (the usual reading)", reading=r.plain) if r.value == entry.default else r.plain),
              r.value) for r in entry.readings]
    box = bounded.Dropdown(options=words, value=entry.default, tooltip=tr(entry.question),
                           layout=widgets.Layout(width="100%", max_width="34em"))
    box.add_class("tutor-reading-choice")
    return box


def _show_meaning(entry: Interpretation, box: widgets.Dropdown, meaning: widgets.HTML, _change: object = None) -> None:
    """Under a reading's choice, what the chosen reading means in full."""
    meaning.value = (f"<small class='tutor-reading-meaning' style='display:block; line-height:1.35'>"
                     f"{escape(tr(entry.reading(box.value).text))}</small>")
