"""The tile set, read from ``data/tiles.json`` (reconstructed: the summary does not describe the tiles).

A tile's border is a ring of 16 positions read clockwise from the north-west corner (see the
file's ``geometry`` note); ``ring[i]`` is the letter of the field owning position ``i``. Corner
positions are 0, 4, 8 and 12; the side thirds of side ``k`` (0 north, 1 east, 2 south, 3 west)
are ``4k+1`` to ``4k+3``. A field is one terrain on one tile (the summary's definition), so a tile
has at most one field of each terrain; a field may own several runs of the ring (land a river parts).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

DATA_FILE = Path(__file__).parent / "data" / "tiles.json"
TERRAINS = ("prairie", "river", "mountains")
ANIMALS = ("bison", "salmon", "turkey")
PLURALS = ("bison", "salmon", "turkeys")
RING = 16


@dataclass(frozen=True)
class Field:
    """One field of a tile kind: its terrain and how many animals it shows."""

    terrain: str
    animals: int

    @property
    def animal(self) -> str:
        return ANIMALS[TERRAINS.index(self.terrain)]


@dataclass(frozen=True)
class TileKind:
    """A kind of tile: ``count`` copies in the box (start tiles: 1)."""

    id: str
    ring: str
    fields: dict[str, Field]
    count: int = 1

    def rotated(self, quarter_turns: int) -> str:
        """The ring after turning the tile clockwise by ``quarter_turns`` quarters."""
        shift = 4 * (quarter_turns % 4)
        return self.ring[-shift:] + self.ring[:-shift] if shift else self.ring


@dataclass(frozen=True)
class StartTile:
    kind: TileKind
    x: int
    y: int


def _kind(entry: dict, count: int) -> TileKind:
    fields = {letter: Field(terrain, animals) for letter, (terrain, animals) in entry["fields"].items()}
    kind = TileKind(entry["id"], entry["ring"], fields, count)
    _validate(kind)
    return kind


def _validate(kind: TileKind) -> None:
    if len(kind.ring) != RING or set(kind.ring) != set(kind.fields):
        raise ValueError(f"tile {kind.id}: the ring needs 16 letters, each a field, each field used")
    for letter, field in kind.fields.items():
        if field.terrain not in TERRAINS or field.animals < 0:
            raise ValueError(f"tile {kind.id} field {letter}: bad terrain or animals")
        owned = [i for i, c in enumerate(kind.ring) if c == letter]
        if field.terrain != "river" and all(i % 4 == 0 for i in owned):
            raise ValueError(f"tile {kind.id} field {letter}: only a river may touch nothing but corners")
    terrains = [field.terrain for field in kind.fields.values()]
    for terrain in set(terrains):
        if terrains.count(terrain) > 1:
            raise ValueError(f"tile {kind.id}: {terrains.count(terrain)} {terrain} fields; a field is all of one "
                             "terrain on a tile, so a tile has at most one field of each terrain")


def load(path: Path = DATA_FILE) -> tuple[tuple[StartTile, ...], tuple[TileKind, ...], dict]:
    """(start tiles, terrain tile kinds, pieces) from the data file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    starts = tuple(StartTile(_kind(e, 1), e["x"], e["y"]) for e in data["start"])
    kinds = tuple(_kind(e, e["count"]) for e in data["terrain"])
    return starts, kinds, data["pieces"]


START_TILES, TILE_KINDS, PIECES = load()
KIND_BY_ID = {k.id: k for k in TILE_KINDS} | {s.kind.id: s.kind for s in START_TILES}
TERRAIN_TILES = sum(k.count for k in TILE_KINDS)
