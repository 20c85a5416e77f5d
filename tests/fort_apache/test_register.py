"""The rules and the interpretation register: ids, sources, options, and the generated page."""
from pathlib import Path

import pytest

from tutor.core import rule
from tutor.games import fort_apache
from tutor.games.fort_apache.rulebook import INTERPRETATIONS, OPTIONS, RULES
from tutor.rulesdoc import register_page

SECTIONS = ("EL TABLERO", "EDIFICACIONES", "LA PUERTA", "EL POLVORÍN", "EL GRANERO", "EL POZO",
            "CAMPAMENTOS INDIOS", "EL TURNO", "LAS ACCIONES", "LA CARTA DE CONTROL", "LOS COWBOYS", "LOS INDIOS",
            "RESOLVER LAS ACCIONES", "LAS CARTAS", "EL GANADOR")


def test_every_rule_is_registered_under_fort_apache():
    for r in RULES:
        assert r.id.startswith("fort_apache.") and rule(r.id) == r and r.text and r.source


def test_every_section_of_the_preview_is_a_source():
    sources = " ".join(r.source for r in RULES)
    assert all(section in sources for section in SECTIONS)


def test_the_register_covers_the_open_points():
    ids = {i.id.split(".")[-1] for i in INTERPRETATIONS}
    assert {"gate", "first", "indian_start", "cowboy_start", "melee", "cubes", "meeples", "card_boxes",
            "cards"} <= ids
    assert set(OPTIONS) == {"gate", "first", "indian_start", "card_boxes", "burn_down", "explosion", "turn_limit",
                            "climb", "cowboy_move", "exhausted_moves", "inside_faces", "wiped_out"}
    assert OPTIONS["gate"].values == ("one_roll", "damage")


def test_bad_options_are_refused_with_the_choices():
    with pytest.raises(ValueError, match="one_roll, damage"):
        fort_apache.Game(gate="sometimes")
    with pytest.raises(ValueError, match="unknown option"):
        fort_apache.Game(players="3")


def test_docs_page_is_generated_from_the_register():
    page = Path(__file__).parents[2] / "docs" / "rules" / "fort_apache.md"
    assert page.read_text(encoding="utf-8") == register_page(fort_apache.INFO) + "\n"


def test_every_verdict_cites_a_registered_rule():
    import random

    from tutor.core.play import random_action

    rng = random.Random(4)
    state = fort_apache.Game().new_state()
    seen = set()
    for _ in range(300):
        if state.is_terminal:
            state = fort_apache.Game().new_state()
        for action in state.legal_actions():
            seen.add(rule(state.check(action).rule).id)
        state = state.apply(random_action(state, rng))
    assert len(seen) >= 8


def test_the_decks_are_nine_cards_each_and_say_which_are_reconstructed():
    from tutor.games.fort_apache.cards import CARDS, NOTE, RECONSTRUCTED

    assert RECONSTRUCTED and "reconstructed" in NOTE
    named = {c.named for c in CARDS if c.named}
    assert named == {"Por los pelos", "Por las plumas", "Munición extra", "Comida extra"}
    assert [sum(c.count for c in CARDS if c.side == s) for s in (0, 1)] == [9, 9]
