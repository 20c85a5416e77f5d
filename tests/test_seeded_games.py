"""The same seed gives the same game, action for action: random games and bot games are compared with
fingerprints recorded from earlier code (``tests/data/seeded_games.json`` for the four games the project began
with; a game added since keeps its own in its package's ``data/seeded.json``, which ``record`` writes). The table,
the bots and the blocks recorded and checked are each game's own, in the ``[seeded]`` table of its
``data/checks.toml``.

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

KINDS = ("random", "bots")
CENTRAL = Path(__file__).parent / "data" / "seeded_games.json"
GOLDEN = json.loads(CENTRAL.read_text(encoding="utf-8"))
#: the games whose fingerprints are kept in the central file (the four the project began with); any other game
#: keeps its own in its package's ``data/seeded.json`` (what ``record`` writes for a new game)
CENTRAL_GAMES = tuple(GOLDEN["random"])
GAMES = registered_games()
#: per game, from its package's ``data/checks.toml`` (``[seeded]``): the table each fingerprint was recorded at,
#: the bots (by registry name) of the bot games, and the blocks of 100 seeds recorded and checked, [random, bots]
SEEDED = {info.id: info.checks.get("seeded", {}) for info in GAMES}
SETTINGS = {g: dict(seeded.get("game", {})) for g, seeded in SEEDED.items()}
LINEUPS = {g: tuple(seeded.get("lineup", ())) for g, seeded in SEEDED.items()}
RECORDED = {g: tuple(seeded.get("recorded", (0, 0))) for g, seeded in SEEDED.items()}
CHECKED = {g: tuple(seeded.get("checked", (0, 0))) for g, seeded in SEEDED.items()}
#: how many single games a new game's record holds, per kind (the central file's games keep theirs)
SINGLES = {"random": 40, "bots": 20}


def own_file(game_id: str) -> Path:
    """A game's own fingerprints file (in its package)."""
    return game_info(game_id).package_dir / "data" / "seeded.json"


def golden(game_id: str) -> dict:
    """A game's recorded fingerprints: ``random`` and ``bots`` (single games) and ``blocks`` ({kind: hashes})."""
    if game_id in CENTRAL_GAMES:
        return {"random": GOLDEN["random"][game_id], "bots": GOLDEN["bots"][game_id],
                "blocks": {kind: GOLDEN["blocks"][kind].get(game_id, []) for kind in KINDS}}
    path = own_file(game_id)
    if not path.is_file():
        return {"random": [], "bots": [], "blocks": {kind: [] for kind in KINDS}}
    return json.loads(path.read_text(encoding="utf-8"))


def fingerprint(state) -> list:
    texts = "\n".join(str(action) for action in state.history)
    return [len(state.history), hashlib.sha256(texts.encode()).hexdigest()[:16]]


BLOCK = 100


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
    expected = golden(game_id)["blocks"][kind][block]
    assert block_hash(game_id, kind, block) == expected, \
        f"{game_id} {kind} games of seeds {block * BLOCK}-{block * BLOCK + BLOCK - 1} differ from the record"


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_blocks_are_recorded_for_every_registered_game(game_id):
    record = golden(game_id)["blocks"]
    assert [len(record[kind]) for kind in KINDS] == list(RECORDED[game_id]), \
        f"record them: python -m tests.test_seeded_games --blocks {game_id} <kind>"
    assert all(CHECKED[game_id][k] <= RECORDED[game_id][k] for k in range(2))


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_every_registered_game_has_recorded_games(game_id):
    assert SEEDED[game_id], f"{game_id} declares no [seeded] table in its data/checks.toml"
    assert len(LINEUPS[game_id]) in game_info(game_id).players
    record = golden(game_id)
    assert record["random"] and record["bots"], f"record them: python -m tests.test_seeded_games {game_id}"


def test_the_central_record_holds_only_registered_games():
    ids = {info.id for info in GAMES}
    assert set(GOLDEN["random"]) == set(GOLDEN["bots"]) <= ids
    assert all(set(GOLDEN["blocks"][kind]) <= set(CENTRAL_GAMES) for kind in KINDS)


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_random_games_are_the_same_action_for_action(game_id):
    for seed, expected in enumerate(golden(game_id)["random"]):
        assert play_seeded(game_id, "random", seed) == expected, f"seed {seed}"


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_bot_games_are_the_same_action_for_action(game_id):
    for seed, expected in enumerate(golden(game_id)["bots"]):
        assert play_seeded(game_id, "bots", seed) == expected, f"seed {seed}"


def record(game_id: str) -> None:
    """Record one game's fingerprints with the current code (``python -m tests.test_seeded_games <game id>``):
    a new game's first record (its single games and its ``recorded`` blocks, in its package's
    ``data/seeded.json``), or, only after a deliberate rule change named in the commit, a new one."""
    if game_id not in CENTRAL_GAMES:
        counts = {kind: len(golden(game_id)[kind]) or SINGLES[kind] for kind in KINDS}
        record = {"random": [play_seeded(game_id, "random", seed) for seed in range(counts["random"])],
                  "bots": [play_seeded(game_id, "bots", seed) for seed in range(counts["bots"])],
                  "blocks": {kind: [block_hash(game_id, kind, block) for block in range(RECORDED[game_id][k])]
                             for k, kind in enumerate(KINDS)}}
        write_own(game_id, record)
        return
    GOLDEN["random"][game_id] = [play_seeded(game_id, "random", seed) for seed in range(len(GOLDEN["random"][game_id]))]
    GOLDEN["bots"][game_id] = [play_seeded(game_id, "bots", seed) for seed in range(len(GOLDEN["bots"][game_id]))]
    write()


def record_blocks(game_id: str, kind: str) -> None:
    """Re-record one game's blocks (``python -m tests.test_seeded_games --blocks <game id> <kind>``)."""
    k = KINDS.index(kind)
    hashes = [block_hash(game_id, kind, block) for block in range(RECORDED[game_id][k])]
    if game_id not in CENTRAL_GAMES:
        record = golden(game_id)
        record["blocks"][kind] = hashes
        write_own(game_id, record)
        return
    GOLDEN.setdefault("blocks", {"about": "", "random": {}, "bots": {}})[kind][game_id] = hashes
    write()


def write_own(game_id: str, record: dict) -> None:
    """A game's own record, one kind a line."""
    rows = [f' "{key}": {json.dumps(record[key], separators=(",", ":"))}' for key in ("random", "bots", "blocks")]
    own_file(game_id).write_text("{\n" + ",\n".join(rows) + "\n}\n", encoding="utf-8")


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
    CENTRAL.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["--blocks"]:
        record_blocks(sys.argv[2], sys.argv[3])
    else:
        for name in sys.argv[1:]:
            record(name)
