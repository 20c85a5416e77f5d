"""The same seed gives the same game, action for action: random games and bot games are compared with
fingerprints recorded from the code before the one-shape move (``tests/data/seeded_games.json``).

This guards two promises at once: moving code changed no rule (a different legal set, order, chance
weight or transition changes the games), and making the engines faster keeps every result the same.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from tutor.core.bots import play_game
from tutor.core.play import random_action
from tutor.games import game_info, registered_games

GOLDEN = json.loads((Path(__file__).parent / "data" / "seeded_games.json").read_text(encoding="utf-8"))
#: the table each fingerprint was recorded at, and the bots (by registry name) of the bot games
SETTINGS = {
    "apache": {"colours": ("red", "yellow", "purple", "green"), "variants": ("warpath", "wedding", "shared_booty")},
    "tribu": {"players": 3},
    "apacze": {"players": 3},
    "fort_apache": {},
}
LINEUPS = {
    "apache": ("greedy", "patient", "random", "patient"),
    "tribu": ("sensible", "random", "sensible"),
    "apacze": ("greedy", "builder", "random"),
    "fort_apache": ("heuristic", "heuristic"),
}


def fingerprint(state) -> list:
    texts = "\n".join(str(action) for action in state.history)
    return [len(state.history), hashlib.sha256(texts.encode()).hexdigest()[:16]]


def test_every_registered_game_has_recorded_games():
    ids = sorted(info.id for info in registered_games())
    assert sorted(GOLDEN["random"]) == sorted(GOLDEN["bots"]) == sorted(SETTINGS) == sorted(LINEUPS) == ids


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_random_games_are_the_same_action_for_action(game_id):
    game = game_info(game_id).game(**SETTINGS[game_id])
    for seed, expected in enumerate(GOLDEN["random"][game_id]):
        rng = random.Random(seed)
        state = game.new_state()
        while not state.is_terminal:
            state = state.apply(random_action(state, rng))
        assert fingerprint(state) == expected, f"seed {seed}"


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_bot_games_are_the_same_action_for_action(game_id):
    info = game_info(game_id)
    game = info.game(**SETTINGS[game_id])
    for seed, expected in enumerate(GOLDEN["bots"][game_id]):
        bots = [info.bots[name]() for name in LINEUPS[game_id]]
        final = play_game(game, bots, random.Random(seed), window=info.window)
        assert fingerprint(final) == expected, f"seed {seed}"


def record(game_id: str) -> None:
    """Re-record one game's fingerprints with the current code: only after a deliberate rule change,
    named in the commit (``python -m tests.test_seeded_games <game id>``)."""
    info = game_info(game_id)
    game = info.game(**SETTINGS[game_id])
    for seed in range(len(GOLDEN["random"][game_id])):
        rng = random.Random(seed)
        state = game.new_state()
        while not state.is_terminal:
            state = state.apply(random_action(state, rng))
        GOLDEN["random"][game_id][seed] = fingerprint(state)
    for seed in range(len(GOLDEN["bots"][game_id])):
        bots = [info.bots[name]() for name in LINEUPS[game_id]]
        GOLDEN["bots"][game_id][seed] = fingerprint(play_game(game, bots, random.Random(seed), window=info.window))
    lines = ["{", f' "about": {json.dumps(GOLDEN["about"])},']
    for kind in ("random", "bots"):
        rows = [f'  "{g}": {json.dumps(v, separators=(",", ":"))}' for g, v in GOLDEN[kind].items()]
        lines += [f' "{kind}": {{', ",\n".join(rows), " }" + ("," if kind == "random" else "")]
    lines.append("}")
    (Path(__file__).parent / "data" / "seeded_games.json").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    for name in sys.argv[1:]:
        record(name)
