"""Maintainers: regenerate the chapter map of START_HERE.ipynb and README.md from the notebooks.

    .venv/bin/python scripts/chapter_map.py          # rewrite both tables
    .venv/bin/python scripts/chapter_map.py --check  # exit 1 when either is out of date (tested)

One row per notebook (a chapter split into parts has a row per part), from the chapter
catalogue, ``graders/catalogue.py`` (which the website reads too): its title, what it teaches
(``SUMMARIES`` there, the one hand-written column), its exercises and points, an estimate of a
learner's time, the Colab and Binder links, and the last verified line from
``benchmarks/verification.json``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from graders.catalogue import (  # noqa: E402
    MAP_BEGIN,
    MAP_END,
    MINUTES_PER_EXERCISE,
    WORDS_PER_MINUTE,
    hours,
    rows,
)

START = REPO / "START_HERE.ipynb"
README = REPO / "README.md"
BEGIN, END = MAP_BEGIN, MAP_END


def shared_verified(found: list[dict]) -> str | None:
    """The last verified line every row has, when they all have the same one: said once above
    the table instead of in a column that repeats it on every row."""
    lines = {r["verified"] for r in found}
    return lines.pop() if len(lines) == 1 else None


def table(found: list[dict], columns: dict[str, Callable[[dict], str]]) -> list[str]:
    """A Markdown table, one row per notebook: a header per column, and its cell maker; the
    last verified column only where the rows differ in it (``shared_verified``)."""
    shared = shared_verified(found)
    cells = columns if shared else {**columns, "last verified": lambda r: r["verified"]}
    lines = ["| " + " | ".join(cells) + " |", "|" + " --- |" * len(cells)]
    lines += ["| " + " | ".join(make(r) for make in cells.values()) + " |" for r in found]
    if shared:
        lines = [f"Every part, last verified: {shared}.", "", *lines]
    return lines


def start_table(found: list[dict]) -> str:
    lines = table(found, {
        "#": lambda r: r["number"],
        "part": lambda r: f"[{r['title']}]({r['path']}) ([Colab]({r['colab']}))",
        "what it teaches": lambda r: r["summary"],
        "exercises": lambda r: f"{r['exercises']} ({r['points']:g} points)",
        "time": lambda r: hours(r["minutes"])})
    total = sum(r["minutes"] for r in found) / 60
    lines += ["", f"Times are estimates computed from each notebook (reading at "
              f"{WORDS_PER_MINUTE} words a minute, a minute per code cell, "
              f"{MINUTES_PER_EXERCISE:g} minutes per exercise): about {total:.0f} hours for the "
              "whole course. The last verified line comes from the verification matrix "
              "([`benchmarks/verification.md`](benchmarks/verification.md)): the last run in "
              "which all of the chapter's notebooks passed, on a CPU with PyTorch's CUDA wheel "
              "on a machine without a GPU (*cuda-wheel-cpu*) and with its CPU-only wheel "
              "(*cpu-only*), and on a GPU (*not yet* where no GPU run of this torch is "
              "recorded). One GPU check, on an NVIDIA H200 with torch 2.11 (2026-11-29), is "
              "recorded separately in [`benchmarks/gpu_results.md`](benchmarks/gpu_results.md): "
              "the pages that quote its numbers say so in their header and link it."]
    return "\n".join(lines)


def readme_table(found: list[dict]) -> str:
    return "\n".join(table(found, {
        "#": lambda r: r["number"],
        "part": lambda r: f"[{r['title']}]({r['path']})",
        "what you learn": lambda r: r["summary"],
        "open": lambda r: f"[Colab]({r['colab']}) · [Binder]({r['binder']})"}))


def replaced(text: str, table: str) -> str:
    block = f"{BEGIN}\n{table}\n{END}"
    if BEGIN in text:
        return re.sub(re.escape(BEGIN) + r".*?" + re.escape(END), lambda _: block, text,
                      flags=re.S)
    # first run: the hand-typed table (from its header to the first blank line) goes
    return re.sub(r"^\| # \| chapter \|.*?(?=\n\n|\Z)", lambda _: block, text, count=1,
                  flags=re.S | re.M)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    found = rows()
    stale = []
    readme = README.read_text()
    new_readme = replaced(readme, readme_table(found))
    start = nbformat.read(START, as_version=4)
    cell = next(c for c in start.cells if c.source.startswith("## The chapters"))
    new_cell = replaced(cell.source, start_table(found))
    if new_readme != readme:
        stale.append("README.md")
    if new_cell != cell.source:
        stale.append("START_HERE.ipynb")
    if args.check:
        if stale:
            print("out of date (run scripts/chapter_map.py):", ", ".join(stale))
        return 1 if stale else 0
    README.write_text(new_readme)
    cell.source = new_cell
    nbformat.write(start, START)
    print("rewrote", ", ".join(stale) or "nothing")
    return 0


if __name__ == "__main__":
    sys.exit(main())
