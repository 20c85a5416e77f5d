"""Every statement of a rulebook, accounted for: which rule implements it and how.

A game's ``rulebook.py`` lists ``STATEMENTS``: each numbered statement of its rulebook, in the project's
own words, with the rulebook's section, the rule ids that implement it and its status:

* ``as written`` - the engine does what the text says;
* ``reading`` - the text is silent, unclear or contradicts itself: the register entry ``reading``
  records the readings and which one is in force (and the option that switches it, if any);
* ``not applicable`` - nothing to implement (a description of the box, advice on tactics, ...):
  ``why`` says so.

``tutor.rulesdoc`` turns the list into the rule-by-rule table of ``docs/rules/<game>.md``, naming the
tests marked as exercising each rule (``@pytest.mark.rules``, held to it by ``tests/conftest.py``: the run
must cite the rule); ``tests/core/test_rule_tables.py`` fails when a statement has no rule or a rule has
no marked test (save the rules the engine does not cite yet, listed there).
"""
from __future__ import annotations

from dataclasses import dataclass

STATUSES = ("as written", "reading", "not applicable")


@dataclass(frozen=True)
class Statement:
    """One statement of a rulebook (see the module's docstring)."""

    number: int
    section: str
    text: str
    rules: tuple[str, ...] = ()
    status: str = "as written"
    reading: str = ""
    why: str = ""

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"statement {self.number}: status {self.status!r} is not one of {STATUSES}")
        if self.status == "reading" and not self.reading:
            raise ValueError(f"statement {self.number}: a reading names its register entry")
        if self.status == "not applicable" and not self.why:
            raise ValueError(f"statement {self.number}: say why nothing implements it")
        if self.status != "not applicable" and not self.rules:
            raise ValueError(f"statement {self.number}: name the rule that implements it")
