"""The translations are the project's own words: no run of nine words of a catalog (every msgstr of every
.po file) or glossary is a rulebook's (the same comparison as ../shared/tools/seedcopy.py, which does
not read .po files)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor.core.i18n import LOCALE_DIR

TOOL = Path(__file__).resolve().parents[3] / "shared" / "tools" / "seedcopy.py"
RUN = 9


def _tool():
    spec = importlib.util.spec_from_file_location("seedcopy", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not TOOL.is_file(), reason="the rulebooks (../shared) are not beside this checkout")
def test_no_translation_copies_a_rulebook_sentence():
    tool = _tool()
    grams = tool.seed_grams(RUN)
    copied = []
    for path in sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po")):
        for message in read_po(path.open("rb")):
            forms = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            for form in forms:
                ws = tool.words(form or "")
                for i in range(len(ws) - RUN + 1):
                    if tuple(ws[i:i + RUN]) in grams:
                        copied.append(f"{path.relative_to(LOCALE_DIR)}: {' '.join(ws[i:i + RUN])!r} "
                                      f"from {grams[tuple(ws[i:i + RUN])]}")
                        break
    assert not copied, "explain these in your own words:\n" + "\n".join(copied[:30])
