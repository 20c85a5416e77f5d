"""The same seed gives the same game, action for action: random games and bot games are compared with
fingerprints recorded from earlier code (``tests/data/seeded_games.json``).

This guards two promises at once: moving code changed no rule (a different legal set, order, chance
weight or transition changes the games), and making the engines faster keeps every result the same.

Two records: ``random``/``bots`` hold one fingerprint per game (40 random and 20 bot games per game,
recorded before the one-shape move); ``blocks`` holds thousands of games per game recorded before the
speed work of issue #14 (commit named in its ``about``), as one hash per block of 100 consecutive seeds
so the file stays small. A failing block names its seeds; ``record_blocks`` rebuilds them (only after a
deliberate rule change, named in the commit). ``make test`` checks the first ``CHECKED`` blocks of each
game (the slow games fewer, so this file stays near a minute on one core: Tribù's random games run to
thousands of actions, and an Apacze bot game takes about half a second, so its bot blocks are left to the
full run and the 20 recorded games above); ``TUTOR_SEEDED_GAMES=all`` checks every recorded block (the
differential run after any engine change).
"""
from __future__ import annotations

import hashlib
import json
import os
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


BLOCK = 100
#: blocks of 100 seeds recorded per game ("random", "bots"), and the blocks ``make test`` checks
RECORDED = {"apache": (30, 30), "fort_apache": (20, 20), "tribu": (5, 10), "apacze": (10, 2)}
CHECKED = {"apache": (5, 5), "fort_apache": (3, 3), "tribu": (1, 2), "apacze": (2, 0)}
KINDS = ("random", "bots")


def play_seeded(game_id: str, kind: str, seed: int) -> list:
    """One seeded game's fingerprint: a random game or a bot game of ``LINEUPS``, at ``SETTINGS``."""
    info = game_info(game_id)
    game = info.game(**SETTINGS[game_id])
    rng = random.Random(seed)
    if kind == "bots":
        bots = [info.bots[name]() for name in LINEUPS[game_id]]
        return fingerprint(play_game(game, bots, rng, window=info.window))
    state = game.new_state()
    while not state.is_terminal:
        state = state.apply(random_action(state, rng))
    return fingerprint(state)


def block_hash(game_id: str, kind: str, block: int) -> str:
    """The hash of seeds ``block * 100`` to ``block * 100 + 99``'s fingerprints."""
    prints = [play_seeded(game_id, kind, seed) for seed in range(block * BLOCK, (block + 1) * BLOCK)]
    return hashlib.sha256(json.dumps(prints).encode()).hexdigest()[:16]


def _block_cases() -> list:
    every = os.environ.get("TUTOR_SEEDED_GAMES") == "all"
    return [pytest.param(game_id, kind, block, id=f"{game_id}-{kind}-{block}")
            for game_id in sorted(SETTINGS) for k, kind in enumerate(KINDS)
            for block in range(RECORDED[game_id][k] if every else CHECKED[game_id][k])]


@pytest.mark.parametrize("game_id, kind, block", _block_cases())
def test_blocks_of_seeded_games_are_the_same(game_id, kind, block):
    expected = GOLDEN["blocks"][kind][game_id][block]
    assert block_hash(game_id, kind, block) == expected, \
        f"{game_id} {kind} games of seeds {block * BLOCK}-{block * BLOCK + BLOCK - 1} differ from the record"


def test_blocks_are_recorded_for_every_registered_game():
    for k, kind in enumerate(KINDS):
        assert {g: len(v) for g, v in GOLDEN["blocks"][kind].items()} == {g: r[k] for g, r in RECORDED.items()}
    assert all(CHECKED[g][k] <= RECORDED[g][k] for g in RECORDED for k in range(2))


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
    write()


def record_blocks(game_id: str, kind: str) -> None:
    """Re-record one game's blocks (``python -m tests.test_seeded_games --blocks <game id> <kind>``)."""
    k = KINDS.index(kind)
    hashes = [block_hash(game_id, kind, block) for block in range(RECORDED[game_id][k])]
    GOLDEN.setdefault("blocks", {"about": "", "random": {}, "bots": {}})[kind][game_id] = hashes
    write()


def write() -> None:
    lines = ["{", f' "about": {json.dumps(GOLDEN["about"])},']
    for kind in KINDS:
        rows = [f'  "{g}": {json.dumps(v, separators=(",", ":"))}' for g, v in GOLDEN[kind].items()]
        lines += [f' "{kind}": {{', ",\n".join(rows), " },"]
    blocks = GOLDEN.get("blocks", {"about": "", "random": {}, "bots": {}})
    lines += [' "blocks": {', f'  "about": {json.dumps(blocks["about"])},']
    for kind in KINDS:
        rows = [f'   "{g}": {json.dumps(v, separators=(",", ":"))}' for g, v in sorted(blocks[kind].items())]
        lines += [f'  "{kind}": {{', ",\n".join(rows), "  }" + ("," if kind == "random" else "")]
    lines += [" }", "}"]
    (Path(__file__).parent / "data" / "seeded_games.json").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["--blocks"]:
        record_blocks(sys.argv[2], sys.argv[3])
    else:
        for name in sys.argv[1:]:
            record(name)
