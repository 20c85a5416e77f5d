"""A recipe that runs (issue #22): a new game written by the scaffold passes the shared tests as written.

``python -m tutor.scaffold pig --title Pig --root <scratch>`` writes a whole game into a scratch directory;
with the project and that directory on ``PYTHONPATH`` the game is registered with nothing else changed, and
the shared tests (contract, notation, editor, seeded games, tutorial coverage and feedback, click paths,
pages, landing, reference, languages), restricted to it with ``-k``, its own rule tests and its notebooks
(nbval) all pass. Everything about the new game runs in subprocesses: this test session's registry never
holds it.

What the shared tests demand of a game outside its package is checked here too: its rules exercised by its
own tests (the rule tables read ``tests/``, so the scratch game's are read from the scratch ``tests/``), and
its rules page for ``docs/rules`` written by ``tutor.rulesdoc``.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.scaffold import EDIT, targets

ROOT = Path(__file__).resolve().parents[1]
GAME = "pig"
#: the shared tests run on the new game (each parametrized by game id, so ``-k pig`` keeps the new game's cases)
SHARED = ["tests/test_contract.py", "tests/test_editing.py", "tests/test_seeded_games.py",
          "tests/test_tutorial_coverage.py", "tests/test_tutorial_feedback.py", "tests/test_links_keep_the_game.py",
          "tests/test_counting.py", "tests/test_fuzz.py", "tests/render/test_click_paths.py",
          "tests/sim/test_playouts.py", "tests/core", "tests/widgets", "tests/analysis/test_ranking.py",
          "tests/analysis/test_redeal.py"]
#: the two that read the project's own folders (``tests/`` for the rules' tests, ``docs/rules`` for the published
#: pages), checked on the scratch folders by :func:`test_its_rules_are_exercised_by_its_tests_and_published`
ELSEWHERE = ("test_every_rule_is_exercised_by_a_test", "test_the_published_register_is_up_to_date")


def run(*args: str, root: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    """A subprocess of this Python in the project, with the project and then ``root`` on the path."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(root)])}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("scaffolded")
    made = run("-m", "tutor.scaffold", GAME, "--title", "Pig", "--root", str(root), root=root)
    assert made.returncode == 0, made.stderr
    return root


def written(root: Path) -> set[str]:
    return {path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file()
            and "__pycache__" not in path.parts}


def test_the_scaffold_writes_the_whole_game_and_the_hand_written_files_are_few(scratch: Path):
    files = written(scratch)
    assert files == {target.as_posix() for target in targets(GAME).values()}
    package = f"tutor/games/{GAME}/"
    outside = sorted(f for f in files if not f.startswith(package))
    # outside its package the scaffold writes only the game's pages, notebooks and its own tests
    assert outside == sorted([*(f"tutor/widgets/{GAME}_{page}.py" for page in ("analyse", "learn", "play", "rules",
                                                                              "setup")),
                              *(f"notebooks/{GAME}/{page}.ipynb" for page in ("analyse", "learn", "play", "rules",
                                                                             "setup")),
                              f"tests/{GAME}/test_{GAME}_rules.py"])
    # what a contributor rewrites to make it their game: at most 15 files, all in the package but its own tests
    edit = [path.replace("<id>", GAME) for path in EDIT]
    assert len(edit) <= 15 and set(edit) <= files
    assert [f for f in edit if not f.startswith(package)] == [f"tests/{GAME}/test_{GAME}_rules.py"]


def test_a_game_id_that_is_taken_or_malformed_is_refused(scratch: Path, tmp_path: Path):
    again = run("-m", "tutor.scaffold", GAME, "--title", "Pig", "--root", str(scratch), root=scratch)
    assert again.returncode == 2 and "exists already" in again.stderr
    bad = run("-m", "tutor.scaffold", "Pig Game", "--title", "Pig", "--root", str(tmp_path), root=tmp_path)
    assert bad.returncode == 2 and "cannot be a game id" in bad.stderr and not any(tmp_path.iterdir())


def test_the_shared_tests_pass_on_the_new_game(scratch: Path):
    done = run("-m", "pytest", "-p", "no:cacheprovider", "-q", "-x", "-c", str(ROOT / "pyproject.toml"),
               "--rootdir", str(ROOT), "-k", " and not ".join((GAME, *ELSEWHERE)), *SHARED, root=scratch)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    passed = int(summary.split(" passed")[0].split()[-1])
    assert passed >= 90 and "failed" not in summary and "error" not in summary, summary


def test_its_own_tests_pass_and_cite_the_rules_they_are_marked_with(scratch: Path):
    """The project's conftest (``-p tests.conftest``: the scratch tests are outside ``tests/``) fails a test marked
    with a rule its run never cites."""
    done = run("-m", "pytest", "-p", "no:cacheprovider", "-q", "-c", str(ROOT / "pyproject.toml"), "--rootdir",
               str(ROOT), "-p", "tests.conftest", str(scratch / "tests" / GAME), root=scratch)
    assert done.returncode == 0 and "4 passed" in done.stdout, done.stdout[-4000:] + done.stderr[-2000:]


def test_its_rules_are_exercised_by_its_tests_and_published(scratch: Path):
    script = f"""
from pathlib import Path
from tutor.core import rules
from tutor.rulesdoc import pages, tests_by_rule
from tutor.games import registered_games
registered_games()
tested = tests_by_rule(Path({str(scratch / 'tests')!r}))
ids = [r.id for r in rules("{GAME}.")]
assert ids and all(i in tested for i in ids), (ids, tested)
for name in ("{GAME}.md", "it/{GAME}.md", "pl/{GAME}.md", "es/{GAME}.md"):
    page = pages()[name]()
    assert all(i in page for i in ids), name
print("ok", len(ids))
"""
    done = run("-c", script, root=scratch)
    assert done.returncode == 0 and done.stdout.startswith("ok 3"), done.stderr[-3000:]


def test_its_notebooks_run(scratch: Path):
    done = run("-m", "pytest", "-p", "no:cacheprovider", "-q", "--nbval-lax", "--nbval-current-env",
               "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(ROOT), str(scratch / "notebooks" / GAME),
               root=scratch)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "5 passed" in done.stdout
