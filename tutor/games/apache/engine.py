"""The Apache rules engine: :class:`Game` (a configuration) and :class:`State` (an immutable position).

Phases of a turn:

* ``reveal`` - a chance node: the player whose turn it is turns a face-down card up;
* ``window`` - the claim window, a simultaneous node: any player who has not played yet may play one
  hand card; plays are applied in the order they reach the Pow-Wow board (fastest first), and
  ``close`` ends the window;
* ``resolve`` - the claims settle from the bottom of the Pow-Wow pile up; the claimant at the bottom
  chooses what to claim. Claims with no choice (a punished play, or nothing left) settle by
  themselves and are reported in :attr:`State.events`; ``resolve-last`` is the same, but the game
  ends when it is done;
* ``over`` - terminal.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from tutor import core
from tutor.core import CHANCE, SIMULTANEOUS, TERMINAL, IllegalAction, Outcome, Verdict, resolve_options

from . import actions as A
from .actions import Action
from .cards import (BOOTY_NAMES, BOOTY_PLURALS, BOX, BUFFALO, CHIEF, COLOURS, KINDS, MAIDEN, NUM_TYPES,
                    TEEPEE, TOMAHAWK, TOTEM, USUAL_BOOTY, card_name)
from .rulebook import INTERPRETATIONS

VARIANTS = ("warpath", "wedding", "shared_booty")
REVEAL, WINDOW, RESOLVE, RESOLVE_LAST, OVER = range(5)
PHASE_NAMES = ("reveal", "window", "resolve", "resolve-last", "over")


class Game(core.Game):
    """An Apache table: colours in clockwise seating order, variants, and interpretation options.

    ``Game(colours=("red", "yellow", "purple"), variants=("warpath",), next_revealer="clockwise")``.
    Options are listed in :data:`tutor.games.apache.rulebook.INTERPRETATIONS`.
    """

    INTERPRETATIONS = INTERPRETATIONS

    name = "apache"

    def __init__(self, colours: Sequence[str] = ("red", "yellow", "purple"), variants: Iterable[str] = (),
                 first_player: int = 0, **options: str):
        colours = tuple(colours)
        if not 2 <= len(colours) <= 5:
            raise ValueError(f"Apache is for 2 to 5 players, not {len(colours)}")
        for c in colours:
            if c not in COLOURS:
                raise ValueError(f"{c!r} is not a colour; choose from {', '.join(COLOURS)}")
        if len(set(colours)) != len(colours):
            raise ValueError("each player needs a colour of their own")
        variants = tuple(variants)
        for v in variants:
            if v not in VARIANTS:
                raise ValueError(f"{v!r} is not a variant; choose from {', '.join(VARIANTS)}")
        self.colours = colours
        self.variants = tuple(v for v in VARIANTS if v in variants)
        if not (isinstance(first_player, int) and 0 <= first_player < len(colours)):
            raise ValueError(f"first_player must be a seat from 0 to {len(colours) - 1}")
        self.first_player = first_player
        self.options = resolve_options(INTERPRETATIONS, options)
        self.seat_colours = tuple(COLOURS.index(c) for c in colours)
        self.owner = tuple(self.seat_colours.index(c) if c in self.seat_colours else -1 for c in range(5))
        self.warpath = "warpath" in self.variants
        self.wedding = "wedding" in self.variants
        self.shared_booty = "shared_booty" in self.variants
        pile = self.options["victory_pile"]
        self.buffalo_bottom = pile == "buffalo_bottom" or (pile == "warpath_tip" and self.warpath)
        self.allied_colours = tuple(
            c for c in range(5) if self.owner[c] < 0) if self.options["shared_booty_allies"] == "unowned" else None

    @property
    def num_players(self) -> int:
        return len(self.colours)

    def player_name(self, player: int) -> str:
        return self.colours[player]

    def new_state(self) -> "State":
        zeros = (0,) * NUM_TYPES
        return State(self, REVEAL, self.first_player, BOX, zeros, ((),) * self.num_players, zeros, (), (), ())

    @classmethod
    def parse(cls, notation: str) -> "State":
        from .notation import read
        return read(notation)

    def max_game_length(self) -> int:
        window = 2 * self.num_players + 1
        final_windows = sum(BOX) if self.options["last_window"] == "until_quiet" else 0
        return sum(BOX) * (1 + window) + final_windows * window

    def _key(self):
        return (self.colours, self.variants, self.first_player, tuple(sorted(self.options.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        extra = "".join(f", {k}={v!r}" for k, v in self.options.items()
                        if v != INTERPRETATION_DEFAULTS[k])
        return (f"apache.Game(colours={self.colours!r}, variants={self.variants!r}, "
                f"first_player={self.first_player}{extra})")


INTERPRETATION_DEFAULTS = {i.option: i.default for i in INTERPRETATIONS if i.option}


class State(core.State):
    """An Apache position. Cards are counted by type; victory piles are listed bottom to top."""

    __slots__ = ("game", "phase", "turn", "down", "table", "piles", "out", "powwow", "history", "events")

    def __init__(self, game: Game, phase: int, turn: int, down: tuple, table: tuple, piles: tuple,
                 out: tuple, powwow: tuple, history: tuple, events: tuple):
        self.game = game
        self.phase = phase
        #: the seat whose turn it is to reveal (until a window closes, the one who just revealed)
        self.turn = turn
        self.down = down      # face-down counts per card type
        self.table = table    # face-up counts per card type
        self.piles = piles    # per seat: victory pile, bottom to top
        self.out = out        # counts removed from the game by punishment
        #: hand cards on the Pow-Wow board, bottom (fastest) first: (seat, kind, punishable)
        self.powwow = powwow
        self.history = history
        #: what happened by itself during the last action (automatic settlements), for the log
        self.events = events

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == REVEAL:
            return CHANCE
        if phase == WINDOW:
            return SIMULTANEOUS
        if phase == OVER:
            return TERMINAL
        return self.powwow[0][0]

    def actor(self, action: Action) -> int:
        if action.verb == A.REVEAL:
            return CHANCE
        if action.verb == A.CLOSE:
            return SIMULTANEOUS
        return self.game.owner[action.colour]

    def legal_actions(self, player: int | None = None) -> list[Action]:
        phase = self.phase
        if phase == REVEAL:
            if player is not None:
                return []
            return [A.REVEALS[t] for t, n in enumerate(self.down) if n]
        if phase == WINDOW:
            played = {seat for seat, _, _ in self.powwow}
            seats = [player] if player is not None else range(self.game.num_players)
            moves = [Action(A.PLAY, self.game.seat_colours[s], k) for s in seats if s not in played
                     for k in range(4)]
            if player is None:
                moves.append(A.CLOSE_ACTION)
            return sorted(moves)
        if phase == OVER or (player is not None and player != self.powwow[0][0]):
            return []
        seat, kind, _ = self.powwow[0]
        return claim_options(self.game, self.table, self.game.seat_colours[seat], kind)

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase != REVEAL:
            return []
        return [(A.REVEALS[t], n) for t, n in enumerate(self.down) if n]

    def check(self, action: Action) -> Verdict:
        from .verdicts import verdict
        return verdict(self, action)

    def apply(self, action: Action) -> "State":
        if not self._allowed(action):
            raise IllegalAction(action, self.check(action))
        verb = action.verb
        if verb == A.REVEAL:
            return self._reveal(action)
        if verb == A.PLAY:
            return self._play(action)
        if verb == A.CLOSE:
            return self._close(action)
        return self._claim(action)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        scores = self.scores()
        best = max(scores)
        winners = tuple(p for p, s in enumerate(scores) if s == best)
        return Outcome(scores, winners, "every prairie card has been revealed and the last claims are settled; "
                       "the most cards in a victory pile wins, ties share the win")

    def notation(self) -> str:
        from .notation import write
        return write(self)

    def parse_action(self, text: str) -> Action:
        return A.parse_action(text)

    def _key(self):
        return (self.game._key(), self.phase, self.turn, self.table, self.piles, self.out, self.powwow)

    # --- reading the position ------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Each player's victory-pile size, in seat order."""
        return tuple(len(p) for p in self.piles)

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def hand(self, seat: int) -> tuple[int, ...]:
        """The kinds in the seat's hand (a card on the Pow-Wow board is not in the hand)."""
        for s, kind, _ in self.powwow:
            if s == seat:
                return tuple(k for k in range(4) if k != kind)
        return (0, 1, 2, 3)

    def can_claim(self, seat: int, kind: int) -> bool:
        """Whether the seat's hand card of this kind could claim something on the table now."""
        return can_claim(self.game, self.table, self.game.seat_colours[seat], kind)

    def __repr__(self) -> str:
        return f"<apache.State {self.notation()!r}>"

    def _repr_svg_(self) -> str:
        """Jupyter shows a state as its table, as python-chess shows a board. The drawing lives in
        tutor.render and is imported only here, when asked for, so the rules never depend on it."""
        from tutor.render.apache import board_svg
        return board_svg(self)

    # --- changing it (each returns a new State) --------------------------------------------------

    def _allowed(self, action: Action) -> bool:
        verb = action.verb
        if verb == A.REVEAL:
            return self.phase == REVEAL and action.colour == -1 and 0 <= action.card < NUM_TYPES \
                and self.down[action.card] > 0
        if verb == A.PLAY:
            return (self.phase == WINDOW and 0 <= action.colour < 5 and self.game.owner[action.colour] >= 0
                    and 0 <= action.card < 4
                    and all(s != self.game.owner[action.colour] for s, _, _ in self.powwow))
        if verb == A.CLOSE:
            return self.phase == WINDOW and action == A.CLOSE_ACTION
        return self.phase in (RESOLVE, RESOLVE_LAST) and action in self.legal_actions()

    def _with(self, action: Action, phase: int, turn: int, table: tuple, piles: tuple, powwow: tuple,
              down: tuple | None = None) -> "State":
        """The state after ``action`` with these fields changed (events empty, history extended)."""
        return State(self.game, phase, turn, self.down if down is None else down, table, piles, self.out,
                     powwow, self.history + (action,), ())

    def _reveal(self, action: Action) -> "State":
        card = action.card
        down = list(self.down)
        down[card] -= 1
        table = list(self.table)
        table[card] += 1
        return self._with(action, WINDOW, self.turn, tuple(table), self.piles, self.powwow, tuple(down))

    def _play(self, action: Action) -> "State":
        seat = self.game.owner[action.colour]
        punishable = not can_claim(self.game, self.table, action.colour, action.card)
        return self._with(action, WINDOW, self.turn, self.table, self.piles,
                          self.powwow + ((seat, action.card, punishable),))

    def _close(self, action: Action) -> "State":
        game, powwow = self.game, self.powwow
        n = game.num_players
        if powwow and game.options["next_revealer"] == "last_played":
            turn = powwow[-1][0]
        else:
            turn = (self.turn + 1) % n
        last = not any(self.down)
        if not powwow:
            return self._with(action, OVER if last else REVEAL, turn, self.table, self.piles, powwow)
        productive = any(not punishable for _, _, punishable in powwow)
        final = last and (game.options["last_window"] == "one" or not productive)
        state = self._with(action, RESOLVE_LAST if final else RESOLVE, turn, self.table, self.piles, powwow)
        return state._settle([])

    def _claim(self, action: Action) -> "State":
        game = self.game
        seat, kind, _ = self.powwow[0]
        colour = game.seat_colours[seat]
        won, table = claim_cards(game, self.table, colour, kind, action)
        piles = list(self.piles)
        piles[seat] = add_to_pile(piles[seat], won, game.buffalo_bottom)
        events = [f"{COLOURS[colour]} claims {describe_cards(won)}"]
        if game.warpath and action.verb == A.TAKE and action.card == TOMAHAWK:
            events.extend(warpath(game, piles, seat))
        state = self._with(action, self.phase, self.turn, table, tuple(piles), self.powwow[1:])
        return state._settle(events)

    def _settle(self, events: list[str]) -> "State":
        """Settle claims that need no choice; finish the resolution when the pile is empty."""
        game = self.game
        piles, out, powwow = self.piles, self.out, self.powwow
        while powwow:
            seat, kind, punishable = powwow[0]
            colour = game.seat_colours[seat]
            name = f"{COLOURS[colour]} {KINDS[kind]}"
            if punishable:
                pile = piles[seat]
                lost = pile[-2:]
                if lost:
                    counts = list(out)
                    for card in lost:
                        counts[card] += 1
                    out = tuple(counts)
                    piles = piles[:seat] + (pile[:-2],) + piles[seat + 1:]
                events.append(f"{COLOURS[colour]}'s {KINDS[kind]} could not claim anything when played: "
                              f"punished, loses {describe_cards(lost) if lost else 'nothing (empty victory pile)'}")
            elif claim_options(game, self.table, colour, kind):
                break
            else:
                events.append(f"{name}: nothing left to claim (a faster player took it); no punishment")
            powwow = powwow[1:]
        phase = self.phase
        if not powwow:
            phase = OVER if phase == RESOLVE_LAST else (REVEAL if any(self.down) else WINDOW)
        state = State(game, phase, self.turn, self.down, self.table, piles, out, powwow, self.history,
                      self.events + tuple(events))
        return state


# --- rules as functions of the table (shared by State, verdicts and bots) -------------------------


def prisoners(game: Game, table: Sequence[int], colour: int, me: int) -> list[int]:
    """Male Indian types a chief (card ``me``) could take prisoner from ``table``."""
    own = game.options["chief_captures_own_colour"] == "yes"
    chiefs = game.options["chief_captures_chiefs"] == "yes"
    found = []
    for t in range(20):
        k = t & 3
        if k == MAIDEN or (k == CHIEF and not chiefs) or (not own and t >> 2 == colour):
            continue
        if table[t] - (t == me) > 0:
            found.append(t)
    return found


def spouses(game: Game, table: Sequence[int], colour: int, me: int) -> list[int]:
    """Indian types the claimant's Indian ``me`` could marry (Wedding)."""
    want_maiden = me & 3 != MAIDEN
    other_only = game.options["wedding_partner"] == "other_colour"
    return [t for t in range(20) if ((t & 3) == MAIDEN) == want_maiden and table[t]
            and not (other_only and t >> 2 == colour)]


def claim_options(game: Game, table: Sequence[int], colour: int, kind: int) -> list[Action]:
    """Every claim the colour's Indian of this kind can make from ``table``, sorted."""
    me = colour * 4 + kind
    if not table[me]:
        return []
    options = []
    if kind == CHIEF:
        if table[TOTEM]:
            options = [Action(A.CAPTURE, colour, t) for t in prisoners(game, table, colour, me)]
    elif table[USUAL_BOOTY[kind]]:
        options.append(Action(A.TAKE, colour, USUAL_BOOTY[kind]))
    if table[TEEPEE]:
        options.append(Action(A.TAKE, colour, TEEPEE))
        if game.wedding:
            options.extend(Action(A.MARRY, colour, t) for t in spouses(game, table, colour, me))
    options.sort()
    return options


def booty_of(action: Action) -> int:
    """The booty type a claim takes all of: the named one, totem poles for a capture, teepees for a wedding."""
    return action.card if action.verb == A.TAKE else TOTEM if action.verb == A.CAPTURE else TEEPEE


def claim_cards(game: Game, table: Sequence[int], colour: int, kind: int, action: Action) -> tuple[list[int], tuple]:
    """The cards a claim takes from ``table`` (the claimant's Indian, its prisoner or spouse, allies under
    Shared booty, all of the booty) and the table it leaves. Warpath raids come on top."""
    left = list(table)
    me = colour * 4 + kind
    left[me] -= 1
    won = [me]
    if action.verb != A.TAKE:
        left[action.card] -= 1
        won.append(action.card)
    if game.shared_booty and not (action.verb == A.MARRY and game.options["wedding_allies"] == "none"):
        allied = game.allied_colours if game.allied_colours is not None else \
            tuple(c for c in range(5) if game.owner[c] < 0 or c == colour)
        for c in allied:
            t = c * 4 + kind
            won.extend([t] * left[t])
            left[t] = 0
    booty = booty_of(action)
    won.extend([booty] * left[booty])
    left[booty] = 0
    return won, tuple(left)


def can_claim(game: Game, table: Sequence[int], colour: int, kind: int) -> bool:
    """Whether the colour's Indian of this kind could claim anything from ``table``."""
    me = colour * 4 + kind
    if not table[me]:
        return False
    if table[TEEPEE]:
        return True
    if kind == CHIEF:
        return table[TOTEM] > 0 and bool(prisoners(game, table, colour, me))
    return table[USUAL_BOOTY[kind]] > 0


def add_to_pile(pile: tuple, cards: Sequence[int], buffalo_bottom: bool) -> tuple:
    """Lay claimed cards on a victory pile (listed bottom to top)."""
    if not buffalo_bottom:
        return pile + tuple(cards)
    buffalo = tuple(c for c in cards if c == BUFFALO)
    return buffalo + pile + tuple(c for c in cards if c != BUFFALO)


def warpath(game: Game, piles: list, seat: int) -> list[str]:
    """The Warpath raid: the warrior's seat takes buffalo from every other pile (mutates ``piles``)."""
    per_rival = 2 if game.num_players == 2 else 1
    events = []
    for rival in range(game.num_players):
        if rival == seat:
            continue
        pile = list(piles[rival])
        taken = 0
        while taken < per_rival and BUFFALO in pile:
            # the buffalo at the handy end: the bottom when buffalo are kept underneath, else the top
            index = pile.index(BUFFALO) if game.buffalo_bottom else len(pile) - 1 - pile[::-1].index(BUFFALO)
            del pile[index]
            taken += 1
        if taken:
            piles[rival] = tuple(pile)
            piles[seat] = add_to_pile(piles[seat], [BUFFALO] * taken, game.buffalo_bottom)
            events.append(f"warpath: {game.colours[seat]} takes {taken} buffalo from {game.colours[rival]}")
    return events or [f"warpath: no rival of {game.colours[seat]} has a buffalo to lose"]


def describe_cards(cards: Sequence[int]) -> str:
    """``red hunter, 2 buffalo`` in first-seen order."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    parts = []
    for c, n in counts.items():
        if c < 20:
            parts.append(card_name(c) if n == 1 else f"{n} x {card_name(c)}")
        else:
            parts.append(f"{n} {BOOTY_NAMES[c] if n == 1 else BOOTY_PLURALS[c]}")
    return ", ".join(parts)

