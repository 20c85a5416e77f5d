"""``python -m tutor.locale update [domain ...]`` / ``python -m tutor.locale check [domain ...]``."""
from __future__ import annotations

import sys

from . import DOMAINS, problems, update


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "check"):
        print(__doc__)
        return 2
    domains = tuple(argv[1:]) or tuple(DOMAINS)
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown:
        print(f"unknown domain(s) {', '.join(unknown)}; domains are {', '.join(DOMAINS)}")
        return 2
    if argv[0] == "update":
        update(domains)
    found = problems(domains)
    for problem in found:
        print(problem)
    print(f"{len(found)} problem(s) in {', '.join(domains)}")
    return 1 if found and argv[0] == "check" else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
