"""What every test shares.

* Rules a test exercises: a test declares them with ``@pytest.mark.rules("apache.claim.punishment", ...)``;
  while it runs, every rule the engine cites (a verdict built, an event told, an action applied: see
  :class:`tutor.core.rules.Citations`) is recorded, and the test FAILS when a rule it declares was never
  cited, or is no registered rule. ``tutor.rulesdoc`` builds the rule-by-rule tables from these markers.
  ``TUTOR_CITED=<folder>`` records every test (marked or not) and writes ``{test id: [rule ids]}`` to
  ``<folder>/cited-<worker>.json`` at the end of the session (to find which tests exercise a rule).
* Debian's Chromium for pytest-playwright: ``/usr/bin/chromium`` (or ``TUTOR_CHROMIUM``); Playwright's own
  browser builds are never downloaded (``playwright install`` is not part of the setup).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tutor.core.rules import Recorded, recording
from tutor.core.rules import rules as registered_rules
from tutor.games import registered_games

#: TUTOR_CITED=<folder>: record the rules every test cites and write them there
CITED_FOLDER = os.environ.get("TUTOR_CITED", "")
_CITED_KEY = pytest.StashKey[tuple[frozenset[str], Recorded]]()
_ALL_CITED: dict[str, list[str]] = {}


@pytest.fixture(autouse=True)
def cited_rules(request):
    """The rules the engine cites while this test runs (its function-scoped fixtures included), recorded when
    the test declares rules with ``@pytest.mark.rules(...)`` (a :class:`tutor.core.rules.Recorded`; else None)."""
    declared = frozenset(rule_id for mark in request.node.iter_markers("rules") for rule_id in mark.args)
    if not declared and not CITED_FOLDER:
        yield None
        return
    with recording() as cited:
        request.node.stash[_CITED_KEY] = (declared, cited)
        yield cited
    if CITED_FOLDER:
        _ALL_CITED[request.node.nodeid] = sorted(cited.every_rule())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A passing test that declares a rule it never cited fails, naming the rule."""
    report = yield
    if call.when != "call" or not report.passed or _CITED_KEY not in item.stash:
        return report
    declared, cited = item.stash[_CITED_KEY]
    registered_games()
    unknown = sorted(declared - {r.id for r in registered_rules()})
    missing = sorted(declared - cited.cites(declared) - set(unknown))
    if unknown or missing:
        report.outcome = "failed"
        report.longrepr = "\n".join(
            ([f"rules(...) names rules that are not registered: {unknown}"] if unknown else [])
            + ([f"rules(...) declares rules this test never cites (no verdict built, event told or action applied "
                f"names them): {missing}; cited: {sorted(cited.every_rule())}"] if missing else []))
    return report


def pytest_sessionfinish(session):
    if CITED_FOLDER and _ALL_CITED:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        (Path(CITED_FOLDER) / f"cited-{worker}.json").write_text(json.dumps(_ALL_CITED, indent=1), encoding="utf-8")


CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    # Without these Chromium keeps trying to reach Google's services, which this network refuses.
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright's launch arguments, pointed at Debian's Chromium."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(
            f"Chromium not found at {CHROMIUM}. The browser tests need Debian's chromium package: "
            "run `make chromium` (or `apt-get install chromium`), or set TUTOR_CHROMIUM to a "
            "Chromium executable. Do not run `playwright install`.",
            pytrace=False,
        )
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}
