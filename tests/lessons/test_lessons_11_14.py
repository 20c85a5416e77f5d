"""Lessons 11 and 14: each exact value against an enumeration of the cards or the dice, written here from the
rulebooks (not through the lessons' or tutor.prob's counting), the game engines' own chances at the lessons'
positions, the two-way table as the page shows it, the named mistakes, and the simulations."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from html.parser import HTMLParser
from itertools import combinations, product

import pytest

from tests.lessons.test_situations import hitting_faces, play, reveal_chances, struck
from tutor.core.i18n import render
from tutor.games import apache, fort_apache
from tutor.games.apache import actions as apache_actions
from tutor.games.apache.cards import BUFFALO, NECKLACE, TEEPEE, TOTEM, card_name
from tutor.games.fort_apache.actions import figure_name
from tutor.games.fort_apache.board import PLACES
from tutor.games.fort_apache.tutorial import position
from tutor.lessons import Lesson, check, lesson11_addition_rule as l11, lesson14_gamblers_fallacy as l14

LESSONS = [l11.LESSON, l14.LESSON]

# How a student might write each answer as an expression (the expected values come from the lessons).
EXPRESSIONS = {
    (11, "l11-hunter"): "15/114", (11, "l11-exclusive"): "9/114 + 69/114", (11, "l11-overlap"): "(10 + 9 - 2)/114",
    (11, "l11-neither"): "1 - 21/114", (11, "l11-given"): "3/15",
    (14, "l14-three-misses"): "(4/6)^3", (14, "l14-at-least-one"): "1 - (2/3)^4",
    (14, "l14-cards-none"): "33/(114 - 3)", (14, "l14-cards-streak"): "(33 - 3)/(114 - 3)",
    (14, "l14-first-at-fourth"): "81/114 * 80/113 * 79/112 * 33/111",
}

# --- Apache's box, as its rulebook lists it -------------------------------------------------------------
COLOURS = ("red", "yellow", "green", "blue", "purple")
PER_COLOUR = {"chief": 2, "warrior": 2, "maiden": 2, "hunter": 3}
BOOTY = {"buffalo": 33, "totem pole": 9, "tomahawk": 9, "necklace": 9, "teepee": 9}
#: every prairie card as (colour, kind); a booty card has no colour
DECK = ([(colour, kind) for colour in COLOURS for kind, n in PER_COLOUR.items() for _ in range(n)]
        + [(None, booty) for booty, n in BOOTY.items() for _ in range(n)])


def share(outcomes, event) -> Fraction:
    """The share of equally likely ``outcomes`` for which ``event`` holds."""
    outcomes = list(outcomes)
    return Fraction(sum(1 for o in outcomes if event(o)), len(outcomes))


def red(card) -> bool:
    return card[0] == "red"


def hunter(card) -> bool:
    return card[1] == "hunter"


def test_the_engine_deals_the_first_card_from_the_rulebooks_box():
    names = Counter(f"{colour} {kind}" if colour else kind for colour, kind in DECK)
    chances = reveal_chances(l11.STATE)
    assert {card_name(card): p for card, p in chances.items()} == {name: Fraction(n, len(DECK))
                                                                  for name, n in names.items()}
    assert l11.TOTAL == len(DECK)


def test_lesson11_every_chance_by_enumerating_the_box():
    exercises = {e.id: e.exact for e in l11.EXERCISES}
    assert l11.EXACT == share(DECK, lambda c: red(c) or hunter(c))
    assert exercises["l11-hunter"] == share(DECK, hunter)
    assert exercises["l11-exclusive"] == share(DECK, lambda c: red(c) or c[0] is None)
    assert share(DECK, lambda c: red(c) and c[0] is None) == 0  # mutually exclusive
    assert exercises["l11-overlap"] == share(DECK, lambda c: c[1] == "maiden" or c[0] == "purple")
    assert exercises["l11-neither"] == share(DECK, lambda c: not red(c) and not hunter(c))
    assert exercises["l11-given"] == share([c for c in DECK if hunter(c)], red)
    # the worked steps: P(red), P(hunter), P(red and hunter), then the rule
    assert [Fraction(value.replace(" ", "")) for _, value in l11.LESSON.derivation[:3]] == [
        share(DECK, red), share(DECK, hunter), share(DECK, lambda c: red(c) and hunter(c))]


def test_lesson11_colour_and_kind_are_dependent_in_the_box_but_not_among_the_indians():
    """What the teacher's notes say for going further."""
    assert share(DECK, red) * share(DECK, hunter) != share(DECK, lambda c: red(c) and hunter(c))
    indians = [c for c in DECK if c[0]]
    assert share(indians, red) * share(indians, hunter) == share(indians, lambda c: red(c) and hunter(c))


class Table(HTMLParser):
    """The rows of the first HTML table, each a list of its cells' texts."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.cell: list[str] | None = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.rows[-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


def cards(colour: str | None, kind: str | None) -> int:
    """The box's cards of ``colour`` (None: no colour) and ``kind`` (None: a booty card)."""
    return sum(1 for c in DECK if c[0] == colour and (c[1] == kind if kind else c[1] in BOOTY))


def test_lesson11_the_two_way_table_shows_the_boxs_counts():
    rows = Table(render(l11.LESSON.situation, "en")).rows
    assert rows[0] == ["colour / kind", "chiefs", "warriors", "maidens", "hunters", "booty cards", "total"]
    kinds = [*PER_COLOUR, None]
    for row, colour in zip(rows[1:-1], [*COLOURS, None], strict=True):
        assert row == [colour or "no colour", *(str(cards(colour, kind)) for kind in kinds),
                       str(sum(1 for c in DECK if c[0] == colour))]
    column_totals = [sum(cards(colour, kind) for colour in [*COLOURS, None]) for kind in kinds]
    assert rows[-1] == ["total", *map(str, column_totals), str(len(DECK))]
    assert len(rows) == len(COLOURS) + 3


# --- Fort Apache's dice: a cowboy's shot at the climbing ring hits on 2 and 4 (the rulebook) ---------------
FACES = range(1, 7)
CLIMBING_HITS = {2, 4}


def test_lesson14_dice_do_not_remember_by_enumerating_every_volley():
    volleys = list(product(FACES, repeat=l14.SHOOTERS))
    streaks = [v for v in volleys if all(face not in CLIMBING_HITS for face in v[:3])]
    assert l14.EXACT == share(streaks, lambda v: v[3] in CLIMBING_HITS) == share(FACES, CLIMBING_HITS.__contains__)
    exercises = {e.id: e.exact for e in l14.EXERCISES}
    assert exercises["l14-three-misses"] == Fraction(len(streaks), len(volleys))
    assert exercises["l14-at-least-one"] == share(volleys, lambda v: any(face in CLIMBING_HITS for face in v))


INDIANS = "north-climbing east-climbing south-climbing west-climbing south-cavalry north-cavalry"
MISS_FACES = [face for face in FACES if face not in CLIMBING_HITS]


def three_misses(faces) -> fort_apache.State:
    """From the four cowboys facing the climbing ring, cowboys 1-3 shoot in turn and roll ``faces``."""
    state = fort_apache.Game.parse(position(indians=INDIANS))
    for cowboy, face in enumerate(faces):
        place = PLACES[state.places[cowboy]]
        target = next(f for f in state.alive(1) if PLACES[state.places[f]] == place.replace("walkway", "climbing"))
        state = play(state, f"{figure_name(cowboy)} shoots from {place} at {figure_name(target)}", f"roll {face}")
    return state


def test_lesson14_position_is_three_misses_played_by_the_engine():
    assert three_misses([1, 1, 1]).notation() == l14.POSITION == l14.STATE.notation()


@pytest.mark.parametrize("faces", list(product(MISS_FACES, repeat=3)), ids=lambda f: "".join(map(str, f)))
def test_lesson14_whatever_the_misses_the_fourth_shot_hits_on_the_same_faces(faces):
    state = three_misses(faces)
    cowboy = 3
    place = PLACES[state.places[cowboy]]
    target = next(f for f in state.alive(1) if PLACES[state.places[f]] == place.replace("walkway", "climbing"))
    hits = hitting_faces(state, f"{figure_name(cowboy)} shoots from {place} at {figure_name(target)}", struck(target))
    assert hits == CLIMBING_HITS and Fraction(len(hits), 6) == l14.EXACT


def reveal(state, card: int):
    """Turn up ``card`` and let the window close (nobody plays)."""
    return play(state.apply(apache_actions.REVEALS[card]), "close")


def test_lesson14_cards_remember_in_apaches_engine():
    start = apache.Game().new_state()
    exercises = {e.id: e.exact for e in l14.EXERCISES}
    none = start
    for card in (TEEPEE, TOTEM, NECKLACE):  # three cards, none of them buffalo
        none = reveal(none, card)
    assert reveal_chances(none)[BUFFALO] == exercises["l14-cards-none"]
    streak = start
    for _ in range(3):
        streak = reveal(streak, BUFFALO)
    assert reveal_chances(streak)[BUFFALO] == exercises["l14-cards-streak"]
    assert exercises["l14-cards-none"] != share(DECK, lambda c: c[1] == "buffalo") != exercises["l14-cards-streak"]


def test_lesson14_first_buffalo_at_the_fourth_card_by_enumerating_the_first_three():
    """Every set of three cards of the box is equally likely to come first; given none is a buffalo, the engine
    deals the fourth."""
    buffalo = {i for i, card in enumerate(DECK) if card[1] == "buffalo"}
    no_buffalo = share(combinations(range(len(DECK)), 3), lambda three: not buffalo & set(three))
    after = reveal_chances(reveal(reveal(reveal(apache.Game().new_state(), TEEPEE), TOTEM), NECKLACE))[BUFFALO]
    assert {e.id: e.exact for e in l14.EXERCISES}["l14-first-at-fourth"] == no_buffalo * after


# --- over both lessons -------------------------------------------------------------------------------------

@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_simulation_approaches_the_exact_value(lesson: Lesson):
    assert lesson.simulate(20_000, 7) == pytest.approx(float(lesson.exact), abs=0.02, rel=0.02)


CASES = [(lesson, exercise) for lesson in LESSONS for exercise in lesson.exercises]


@pytest.mark.parametrize("lesson, exercise", CASES, ids=[f"{x.number}-{e.id}" for x, e in CASES])
def test_every_exercise_has_staged_hints_and_named_mistakes_that_are_wrong(lesson, exercise):
    assert exercise.hints and exercise.mistakes
    assert check(exercise, EXPRESSIONS[lesson.number, exercise.id]).ok
    for mistake in exercise.mistakes:
        assert mistake.value != exercise.answer and str(mistake.name).strip()
        assert not check(exercise, str(mistake.value)).ok, mistake.name


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda x: f"lesson{x.number}")
def test_assumptions_and_teacher_notes_are_written(lesson: Lesson):
    assert str(lesson.assumptions).strip() and str(lesson.teacher_notes).strip()
    assert 3 <= len(lesson.exercises) <= 5
    assert not lesson.extension  # both topics are in the 14-18 syllabus


def test_mistakes_are_computed_the_wrong_way():
    """Lesson 14's with-replacement mistake is the dice formula over the box; lesson 11's forgotten overlap is
    the sum of the two totals."""
    first_at_fourth = next(e for e in l14.EXERCISES if e.id == "l14-first-at-fourth")
    other = share(DECK, lambda c: c[1] != "buffalo")
    assert first_at_fourth.mistakes[0].value == other ** 3 * (1 - other)
    overlap = next(e for e in l11.EXERCISES if e.id == "l11-overlap")
    assert overlap.mistakes[0].value == share(DECK, lambda c: c[1] == "maiden") + share(DECK, lambda c: c[0] == "purple")

