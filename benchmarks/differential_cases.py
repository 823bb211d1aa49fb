"""How many cases each declared differential test draws, and how long they take.

    .venv/bin/python benchmarks/differential_cases.py [benchmarks/differential_cases.md]

Each declaration's hidden reference (read from its tests cell) is compared with itself: the
cases drawn (``decl.max_examples`` unless the guard stops it, see ``ptp.domains.differential``)
and the wall time, next to ``budget_s``. A grade depends on the machine only where the guard
stopped a test early: the table says where that happened on this run.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from test_domains import _reference  # noqa: E402

import ptp.domains as domains  # noqa: E402
from ptp.contracts_decl import DECLARATIONS  # noqa: E402


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "benchmarks" / "differential_cases.md"
    original, drawn = domains.check_case, [0]

    def counting(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        drawn[0] += 1
        return original(*args, **kwargs)

    domains.check_case = counting
    rows, stopped = [], []
    for exercise, decl in sorted(DECLARATIONS.items()):
        reference, _ = _reference(exercise)
        drawn[0], start = 0, time.perf_counter()
        domains.differential(decl, reference, reference=reference)
        took = time.perf_counter() - start
        if drawn[0] < decl.max_examples:
            stopped.append(exercise)
        rows.append(f"| `{exercise}` | {decl.max_examples} | {drawn[0]} | {took:.2f} | "
                    f"{decl.budget_s:g} |")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    text = [
        "# The cases each differential test draws",
        "",
        f"Measured {time.strftime('%Y-%m-%d')} by `benchmarks/differential_cases.py` on "
        f"{platform.machine()}, {os.cpu_count()} CPU cores, Python {platform.python_version()} "
        f"(load average at the end: {load}): each declaration's reference compared with itself "
        "(a right answer's run; a wrong one stops at its first difference).",
        "",
        "| exercise | cases declared | cases drawn | seconds | budget_s |",
        "| --- | ---: | ---: | ---: | ---: |",
        *rows,
        "",
        (f"The guard ({domains.GUARD:g} x budget_s) stopped {len(stopped)} early: "
         + ", ".join(f"`{e}`" for e in stopped)) if stopped else
        f"The guard ({domains.GUARD:g} x budget_s) stopped none: every test drew all "
        "its cases, the same cases on any machine.",
        "",
    ]
    out.write_text("\n".join(text))
    print("\n".join(text))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
