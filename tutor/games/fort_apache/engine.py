"""The Fort Apache rules engine: :class:`Game` (a configuration) and :class:`State` (an immutable position).

Player 0 is the cowboys, player 1 the Indians. Phases:

* ``act`` - the side whose turn it is acts with its standing figures, plays a card or ends its turn;
* ``roll`` - a chance node for the first pending roll: one die (``roll 4``: shots, fire arrows, melee,
  climbs; each face weight 1) or the gate's three dice, given as the number of hits
  (``roll 2 hits``, binomial weights 27, 81, 81, 27 over 216);
* ``save`` - a hit is about to kill a figure whose side holds a survive card: that side plays it or
  takes the hit (so the victim's side moves in the rival's turn);
* ``withdraw`` - a control-card column reached its red box: the side picks a figure to send for supplies;
* ``over`` - terminal.

Start-of-turn effects (fires put out, repairs, burning, the ride, climbs and gate attempts) happen when
a turn begins; their rolls become pending rolls.
"""
from __future__ import annotations

from typing import NamedTuple

from tutor import core
from tutor.core import CHANCE, TERMINAL, NotationError, Outcome, Verdict

from . import actions as A
from .actions import FIGURES, NONE, NUM_COWBOYS, Action, figure_name, side_of
from .board import (BUILDING_OF, BUILDING_ZONE, BUILDINGS, CAMPS, CLIMB, COWBOYS, FIRE, GATE, GATE_DAMAGE_TO_BREAK,
                    GATE_REPAIR, HIT_FACES, INDEX, INDIANS, KIND, KINDLE, MOVES, PLACES, RIDE, SHOTS, SIDES, ZONE,
                    ZONES, building_places, camp_for)
from .cards import CARDS, DECK, full_hand
from .rulebook import INTERPRETATIONS

ACT, ROLL, SAVE, WITHDRAW, OVER = range(5)
PHASE_NAMES = ("act", "roll", "save", "withdraw", "over")
AMMO, ENERGY = 0, 1
TRACK_NAMES = ("ammunition", "energy")
DEAD = -1
MAGAZINE, WELL, GRANARY = (BUILDINGS.index(b) for b in ("magazine", "well", "granary"))
SUPPLY = (MAGAZINE, GRANARY)  # where cowboys go for ammunition, for energy
#: pending roll kinds
SHOT, ARROW, MELEE, CLIMBING, GATE_ROLL = range(5)
GATE_WEIGHTS = (27, 81, 81, 27)  # hits among three dice that hit on 3 faces each, out of 216
COWBOY_START = ("north walkway", "east walkway", "south walkway", "west walkway")
INDIAN_START = {"rings": ("north cavalry",) * 3 + ("south cavalry",) * 3,
                "camps": ("northwest camp",) * 3 + ("southeast camp",) * 3}
#: outcome codes
COWBOYS_WIN, INDIANS_WIN, DRAW_SUPPLIES, DRAW_LIMIT = range(4)


class Roll(NamedTuple):
    """A pending roll: what for, who rolls, at what (figure or building), with how many hit faces."""

    kind: int
    who: int
    target: int
    faces: int


class Game(core.Game):
    """A Fort Apache battle: ``Game(gate="damage", first="cowboys")``.

    Options are listed in :data:`tutor.games.fort_apache.rulebook.INTERPRETATIONS`.
    """

    INTERPRETATIONS = INTERPRETATIONS

    name = "fort_apache"

    def __init__(self, **options: str):
        self.options = self.resolve(options)
        self.first = SIDES.index(self.options["first"])
        self.boxes = int(self.options["card_boxes"])
        self.burn_limit = 4 if self.options["burn_down"] == "leaves_third" else 3
        self.turn_limit = int(self.options["turn_limit"])

    @property
    def num_players(self) -> int:
        return 2

    def player_name(self, player: int) -> str:
        return SIDES[player]

    def new_state(self) -> "State":
        places = tuple(INDEX[p] for p in COWBOY_START + INDIAN_START[self.options["indian_start"]])
        state = State(self, side=self.first, round=1, phase=ACT, places=places, laid=0, climbing=0,
                      fire=(False,) * 3, damage=(0,) * 3, gate=0, tracks=((0, 0, 0, 0), (0, 0, 0, 0)),
                      hands=(full_hand(COWBOYS), full_hand(INDIANS)), played=(False, False), boost=False,
                      pending=(), threat=NONE, withdraw=NONE, last=NONE, end=NONE)
        return state._begin_turn()

    @classmethod
    def parse(cls, notation: str) -> "State":
        """The position a string describes; NotationError when it cannot be read or could not arise."""
        from .notation import read
        from .validate import problems
        game, fields = read(notation, cls)
        state = State(game, **fields)
        found = problems(state)
        if found:
            raise NotationError("; ".join(found)[:300])
        return state

    def max_game_length(self) -> int:
        per_turn = 7 + 7 * 4 + 2  # start rolls, up to 7 figure actions with roll/save/withdraw, card, end
        return 2 * self.turn_limit * per_turn



class State(core.State):
    """A Fort Apache position.

    ``places``: each figure's place index (DEAD when killed); ``laid`` and ``climbing`` are bit masks over
    figures; ``fire`` and ``damage`` per building (damage >= the game's burn limit: destroyed);
    ``gate``: its damage (3 or more: broken); ``tracks`` per side: ammunition white and black marker,
    energy white and black marker (0 is the icon, ``game.boxes`` the red box); ``hands`` per side: copies
    left of each card; ``played``: whether each side played a card this turn.
    """

    FIELDS = ("side", "round", "phase", "places", "laid", "climbing", "fire", "damage", "gate", "tracks",
              "hands", "played", "boost", "pending", "threat", "withdraw", "last", "end")
    def __init__(self, game: Game, history: tuple = (), events: tuple = (), **fields):
        self.game = game
        self.history = history
        #: what happened by itself during the last action, for the log
        self.events = events
        for name in self.FIELDS:
            setattr(self, name, fields[name])

    def _fields(self) -> dict:
        return {name: getattr(self, name) for name in self.FIELDS}

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase == ROLL:
            return CHANCE
        if self.phase == SAVE:
            return side_of(self.threat)
        return self.side

    def actor(self, action: Action) -> int:
        return self.current_player

    def _legal_actions(self, player: int | None) -> list[Action]:
        if self.phase == OVER or (player is not None and player != self.current_player):
            return []
        return self._find_legal()

    def is_legal(self, action: object) -> bool:
        """Only an :class:`Action` can be legal (a plain tuple equal to one is not an action)."""
        return isinstance(action, Action) and super().is_legal(action)

    def _find_legal(self) -> list[Action]:
        if self.phase == ROLL:
            return [a for a, _ in self.chance_outcomes()]
        if self.phase == SAVE:
            victim_side = side_of(self.threat)
            return [Action(A.CARD, victim_side, self._survive_card(victim_side)), Action(A.TAKE_HIT, victim_side)]
        if self.phase == WITHDRAW:
            return sorted(Action(A.WITHDRAW, f, self._supply_place(f)) for f in self._withdraw_candidates())
        moves = [a for f in self.standing(self.side) for a in self._figure_actions(f)]
        return sorted(moves + self._card_actions() + [A.END_TURN])

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        if self.phase != ROLL:
            return []
        if self.pending[0].kind == GATE_ROLL:
            return [(Action(A.HITS, NONE, k), w) for k, w in enumerate(GATE_WEIGHTS)]
        return [(Action(A.ROLL, NONE, face), 1) for face in range(1, 7)]

    def explain(self, action: Action) -> Verdict:
        from .verdicts import verdict
        return verdict(self, action)

    def _apply(self, action: Action) -> "State":
        from .resolve import APPLY
        state = State(self.game, self.history + (action,), (), **self._fields())
        return APPLY[action.verb](state, action)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        if self.end == COWBOYS_WIN:
            return Outcome((1, 0), (COWBOYS,), "every Indian is dead: the cowboys hold the fort")
        if self.end == INDIANS_WIN:
            return Outcome((0, 1), (INDIANS,), "every cowboy is dead: the fort has fallen")
        if self.end == DRAW_SUPPLIES:
            return Outcome((0, 0), (COWBOYS, INDIANS), "both sides are out of ammunition and energy: a draw")
        return Outcome((0, 0), (COWBOYS, INDIANS), f"{self.game.turn_limit} rounds played: a draw (tutor's limit)")

    def notation(self) -> str:
        from .notation import write
        return write(self)

    def parse_action(self, text: str) -> Action:
        return A.parse_action(text)

    def _key(self):
        return (self.game._key(),) + tuple(getattr(self, name) for name in self.FIELDS)

    def __repr__(self) -> str:
        return f"<fort_apache.State {self.notation()!r}>"

    # --- reading the position ------------------------------------------------------------------

    def alive(self, side: int) -> list[int]:
        """The side's figures still alive."""
        figures = range(NUM_COWBOYS) if side == COWBOYS else range(NUM_COWBOYS, FIGURES)
        return [f for f in figures if self.places[f] != DEAD]

    def standing(self, side: int) -> list[int]:
        """The side's live figures that have not acted this turn."""
        return [f for f in self.alive(side) if not self.laid >> f & 1]

    def at(self, place: int) -> list[int]:
        """The figures at ``place``."""
        return [f for f in range(FIGURES) if self.places[f] == place]

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def destroyed(self, building: int) -> bool:
        return self.damage[building] >= self.game.burn_limit

    @property
    def gate_broken(self) -> bool:
        return self.gate >= GATE_DAMAGE_TO_BREAK

    def exhausted(self, side: int, track: int) -> bool:
        """Whether the column's black marker has reached the red box."""
        return self.tracks[side][2 * track + 1] >= self.game.boxes

    def can_spend(self, side: int, track: int) -> bool:
        return not self.exhausted(side, track)

    def spends_left(self, side: int, track: int) -> int:
        """How many more spends the column allows, refills included."""
        white, black = self.tracks[side][2 * track:2 * track + 2]
        boxes = self.game.boxes
        if black >= boxes:
            return 0
        refills = 0 if side == COWBOYS and self.destroyed(SUPPLY[track]) else boxes - black - 1
        return boxes - white + sum(range(1, refills + 1))

    def faces(self, side: int, n: int) -> tuple[int, ...]:
        """The faces that hit for a roll with ``n`` hit faces."""
        return HIT_FACES[side][:n]

    # --- what can be done ----------------------------------------------------------------------

    def _figure_actions(self, f: int) -> list[Action]:
        side, place = side_of(f), self.places[f]
        found = []
        energy, ammo = self.can_spend(side, ENERGY), self.can_spend(side, AMMO)
        for to, (cost, requires) in MOVES[side].get(place, {}).items():
            if (cost and not energy) or (requires and not self.gate_broken):
                continue
            if BUILDING_OF[to] >= 0 and self.destroyed(BUILDING_OF[to]):
                continue
            found.append(Action(A.MOVE, f, place, to))
        enemies = self.alive(1 - side)
        if ammo:
            targets = SHOTS[side].get(place, {})
            found += [Action(A.SHOOT, f, place, e) for e in enemies if self.places[e] in targets]
            if side == INDIANS:
                found += [Action(A.FIRE, f, place, b) for b in FIRE.get(place, {}) if self._flammable(b)]
                if place in KINDLE and self._flammable(KINDLE[place]):
                    found.append(Action(A.KINDLE, f, KINDLE[place]))
        found += [Action(A.MELEE, f, e) for e in enemies if self.places[e] == place]
        if place in CLIMB and energy:
            found.append(Action(A.CLIMB, f, ZONES.index(ZONE[place])))
        return found

    def _flammable(self, building: int) -> bool:
        return not self.destroyed(building) and not self.fire[building]

    def _card_actions(self) -> list[Action]:
        side = self.side
        if self.played[side]:
            return []
        found = []
        for slot, card in enumerate(DECK[side]):
            if not self.hands[side][slot]:
                continue
            effect = CARDS[card].effect
            if effect in ("refill_ammo", "refill_energy"):
                track = AMMO if effect == "refill_ammo" else ENERGY
                white, black = self.tracks[side][2 * track:2 * track + 2]
                if white > black and not self.exhausted(side, track):
                    found.append(Action(A.CARD, side, card))
            elif effect == "boost" and not self.boost:
                found.append(Action(A.CARD, side, card))
            elif effect == "stand_up":
                found += [Action(A.CARD, side, card, f) for f in self.alive(side) if self.laid >> f & 1]
            elif effect == "quench" and not self.destroyed(WELL):
                found += [Action(A.CARD, side, card, b) for b in range(len(BUILDINGS))
                          if self.fire[b] and not self.destroyed(b)]
        return found

    def _survive_card(self, side: int) -> int:
        """The side's survive card if it may play it now, else NONE."""
        if self.played[side]:
            return NONE
        for slot, card in enumerate(DECK[side]):
            if CARDS[card].effect == "survive" and self.hands[side][slot]:
                return card
        return NONE

    def _withdraw_candidates(self) -> list[int]:
        standing = [f for f in self.standing(self.side) if self.places[f] not in CAMPS]
        if standing:
            return standing
        return [self.last] if self.last != NONE and self.places[self.last] != DEAD else []

    def _supply_place(self, f: int) -> int:
        if side_of(f) == INDIANS:
            return self.places[f] if self.places[f] in CAMPS else camp_for(self.places[f])
        return INDEX[BUILDINGS[SUPPLY[self.withdraw]]]

    # --- changing it (these mutate a fresh copy made by apply) -----------------------------------

    def _say(self, text: str) -> None:
        self.events = self.events + (text,)

    def _kill(self, f: int, why: str) -> None:
        places = list(self.places)
        places[f] = DEAD
        self.places = tuple(places)
        self.laid &= ~(1 << f)
        self.climbing &= ~(1 << f)
        self._say(f"{figure_name(f)} dies ({why})")

    def _move(self, f: int, place: int) -> None:
        places = list(self.places)
        places[f] = place
        self.places = tuple(places)
        self.climbing &= ~(1 << f)  # a climber that moves away gives up its climb

    def _lay(self, f: int) -> None:
        self.laid |= 1 << f
        self.last = f

    def _spend(self, side: int, track: int) -> None:
        """One box down; at the red box, a refill (and a trip for supplies) or an exhausted column."""
        tracks = list(self.tracks[side])
        white, black = tracks[2 * track] + 1, tracks[2 * track + 1]
        boxes = self.game.boxes
        if white >= boxes:
            if side == COWBOYS and self.destroyed(SUPPLY[track]):
                white = black = boxes
                self._say(f"the cowboys' {TRACK_NAMES[track]} is spent and the {BUILDINGS[SUPPLY[track]]} is "
                          "gone: no more")
            else:
                black += 1
                white = black
                self.withdraw = track
                self._say(f"the {SIDES[side]}' {TRACK_NAMES[track]} marker reaches the red box: "
                          f"a figure goes for supplies ({boxes - black} boxes left)")
        tracks[2 * track], tracks[2 * track + 1] = white, black
        new = list(self.tracks)
        new[side] = tuple(tracks)
        self.tracks = tuple(new)

    def _set_damage(self, building: int, damage: int) -> None:
        values = list(self.damage)
        values[building] = damage
        self.damage = tuple(values)

    def _set_fire(self, building: int, burning: bool) -> None:
        values = list(self.fire)
        values[building] = burning
        self.fire = tuple(values)

    def _destroy(self, building: int) -> None:
        self._set_fire(building, False)
        self._set_damage(building, self.game.burn_limit)
        name = BUILDINGS[building]
        self._say(f"the {name} burns down" + (" and explodes" if building == MAGAZINE else ""))
        places = set(building_places(building))
        if building == MAGAZINE and self.game.options["explosion"] == "zone":
            zone = BUILDING_ZONE[building]
            places |= {p for p in range(len(PLACES)) if ZONE[p] == zone and KIND[p] in ("yard", "walkway")}
        for f in range(FIGURES):
            if self.places[f] in places:
                self._kill(f, f"caught in the {name}")
        if building in SUPPLY:
            track = SUPPLY.index(building)
            effect = ("refill_ammo", "refill_energy")[track]
            hand = tuple(0 if CARDS[c].effect == effect else n for c, n in zip(DECK[COWBOYS], self.hands[COWBOYS]))
            self.hands = (hand, self.hands[INDIANS])

    def _begin_turn(self) -> "State":
        """Start-of-turn effects for ``self.side``; returns the state ready for its first decision."""
        if self.side == COWBOYS:
            self._cowboy_start()
        else:
            self._indian_start()
        return self._settle()

    def _cowboy_start(self) -> None:
        for b, name in enumerate(BUILDINGS):
            if self.destroyed(b):
                continue
            here = {KIND[p]: self.at(p) for p in building_places(b)}
            cowboys_on = {kind: [f for f in fs if side_of(f) == COWBOYS] for kind, fs in here.items()}
            if self.fire[b] and cowboys_on["extinguish"] and not self.destroyed(WELL):
                self._set_fire(b, False)
                self._say(f"the fire in the {name} is out")
            if self.damage[b] and cowboys_on["repair"]:
                self._set_damage(b, self.damage[b] - 1)
                self._say(f"the {name} is repaired by one box")
        if 0 < self.gate < GATE_DAMAGE_TO_BREAK and any(side_of(f) == COWBOYS for f in self.at(GATE_REPAIR)):
            self.gate -= 1
            self._say("the gate is repaired by one point")
        for b, name in enumerate(BUILDINGS):
            if self.fire[b]:
                self._set_damage(b, self.damage[b] + 1)
                if self.destroyed(b):
                    self._destroy(b)
                else:
                    self._say(f"the {name} burns: rubble marker on box {self.damage[b]}")

    def _indian_start(self) -> None:
        rolls, riders = [], []
        for f in self.alive(INDIANS):
            if self.climbing >> f & 1:
                rolls.append(Roll(CLIMBING, f, self.places[f], 3))
            elif self.places[f] in RIDE:
                self._move(f, RIDE[self.places[f]])
                riders.append(f)
        self.climbing = 0
        if riders:
            self._say(f"{len(riders)} rider(s) ride one zone clockwise")
        at_gate = [f for f in self.at(GATE) if side_of(f) == INDIANS]
        if len(at_gate) >= 3 and not self.gate_broken:
            rolls.append(Roll(GATE_ROLL, NONE, GATE, 3))
        self.pending = self.pending + tuple(rolls)

    def _settle(self) -> "State":
        """Choose the next phase: the game's end, a survive decision, a roll, a withdrawal, or acting."""
        if not self.alive(INDIANS) or not self.alive(COWBOYS):
            self.phase, self.end = OVER, COWBOYS_WIN if self.alive(COWBOYS) else INDIANS_WIN
        elif self.threat != NONE:
            self.phase = SAVE
        elif self.pending:
            self.phase = ROLL
        elif self.withdraw != NONE:
            if self._withdraw_candidates():
                self.phase = WITHDRAW
            else:
                self.withdraw = NONE
                self.phase = ACT
        else:
            self.phase = ACT
        return self

    def _hit(self, victim: int, why: str) -> None:
        """A hit lands: a survive decision if the victim's side may play one, else death."""
        if self._survive_card(side_of(victim)) != NONE:
            self.threat = victim
            self._say(f"{figure_name(victim)} is hit")
        else:
            self._kill(victim, why)
