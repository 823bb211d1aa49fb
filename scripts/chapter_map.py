"""Maintainers: regenerate the chapter map of START_HERE.ipynb and README.md from the notebooks.

    .venv/bin/python scripts/chapter_map.py          # rewrite both tables
    .venv/bin/python scripts/chapter_map.py --check  # exit 1 when either is out of date (tested)

One row per notebook (a chapter split into parts has a row per part): its title, what it
teaches (``SUMMARIES`` below, the one hand-written column), its exercises and points (from the
notebook's autograded cells), an estimate of a learner's time (computed from the notebook: reading
at 150 words a minute, a minute per code cell to run and look at, 12 minutes per exercise), the
Colab and Binder links, and the last verified line from ``benchmarks/verification.json``.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.verify import last_verified  # noqa: E402
from graders.course import CHAPTERS, chapter_names, notebooks_of, read  # noqa: E402

OURS = "pytorch-in-practice/pytorch-in-practice"
COLAB = f"https://colab.research.google.com/github/{OURS}/blob/main/"
BINDER = f"https://mybinder.org/v2/gh/{OURS}/main?urlpath=lab/tree/"
START = REPO / "START_HERE.ipynb"
README = REPO / "README.md"
BEGIN, END = "<!-- chapter map: made by scripts/chapter_map.py -->", "<!-- end of chapter map -->"
WORDS_PER_MINUTE, MINUTES_PER_CELL, MINUTES_PER_EXERCISE = 150, 1.0, 12.0

# What each notebook teaches, by file name (the table's one hand-written column).
SUMMARIES: dict[str, str] = {
    "00_setup": "which PyTorch, CUDA and Python you really have; a device that *works* versus one "
                "that is only reported; picking the CUDA wheel for a driver; pip or conda",
    "01_tensors": "dtypes and integer overflow, devices and `.to()`, what `requires_grad` "
                  "records, broadcasting and its silent shape bug, views, strides, `contiguous()`",
    "02_autograd": "reading `grad_fn` graphs, loops that depend on the data, debugging inside "
                   "forward, anomaly mode, both in-place errors, custom `autograd.Function`s",
    "03_modules": "parameters, buffers and `.to()`, train/eval, `state_dict`, the custom-layer "
                  "pitfalls, residual blocks, initialisation, the smoke test",
    "04_data": "Dataset, Sampler and DataLoader, lazy loading, worker memory, dynamic padding "
               "and masks, loader settings measured, train and eval transforms",
    "05_training": "eval()/train() and no_grad, zero_grad timing, gradient accumulation, AdamW, "
                   "warmup schedules, the LR range test, determinism",
    "06_memory": "memory accounting, the caching allocator, graph leaks, AMP with GradScaler, "
                 "checkpointing, recovering from OOM",
    "07_debugging": "NaN and Inf hunting, anomaly mode, hooks, gradient norms and clipping, the "
                    "not-converging checklist",
    "08_performance": "honest timing, input- vs compute-bound, the profiler, host-device syncs, "
                      "data on the device, `channels_last`, `torch.compile`",
    "09_distributed": "DataParallel vs DDP, `torchrun`, DistributedSampler and `set_epoch`, "
                      "rank-0 checkpoints, SyncBatchNorm, `Join`, a two-node rendezvous",
    "10_export": "`state_dict` versus pickles, `weights_only`, resumable checkpoints, ONNX "
                 "checked in ONNX Runtime, trace vs script vs `torch.export`",
    "11_capstone": "a small ResNet against simple baselines and a decoder-only Transformer "
                   "that learns to add, end to end, on the CPU or a GPU",
}


def title(nb: nbformat.NotebookNode) -> str:
    first = nb.cells[0].source.splitlines()[0]
    return re.sub(r"^#\s*(\d\d[a-z]?\s*·\s*)?", "", first).strip()


def minutes(nb: nbformat.NotebookNode, exercises: int) -> float:
    words = sum(len(c.source.split()) for c in nb.cells if c.cell_type == "markdown")
    code = sum(1 for c in nb.cells if c.cell_type == "code")
    return words / WORDS_PER_MINUTE + code * MINUTES_PER_CELL + exercises * MINUTES_PER_EXERCISE


def hours(total_minutes: float) -> str:
    quarters = max(1, round(total_minutes / 15))
    whole, rest = divmod(quarters, 4)
    frac = ["", "¼", "½", "¾"][rest]
    return f"{whole or ''}{frac} h" if whole or frac else "¼ h"


def rows() -> list[dict]:
    found = []
    for chapter in chapter_names():
        for path in notebooks_of(chapter):
            nb = read(path)
            tests = [c.metadata["nbgrader"] for c in nb.cells
                     if c.metadata.get("nbgrader", {}).get("grade")]
            points = sum(float(t.get("points", 0)) for t in tests)
            summary = SUMMARIES.get(path.stem) or SUMMARIES.get(chapter, "")
            rel = f"chapters/{chapter}/{path.name}"
            found.append({"number": path.stem.split("_")[0], "title": title(nb), "path": rel,
                          "summary": summary, "exercises": len(tests), "points": points,
                          "minutes": minutes(nb, len(tests)), "chapter": chapter,
                          "released": (CHAPTERS / chapter / path.name).exists()})
    return found


def start_table(found: list[dict]) -> str:
    lines = ["| # | part | what it teaches | exercises | time | last verified |",
             "| --- | --- | --- | --- | --- | --- |"]
    for r in found:
        lines.append(f"| {r['number']} | [{r['title']}]({r['path']}) ([Colab]({COLAB}{r['path']}))"
                     f" | {r['summary']} | {r['exercises']} ({r['points']:g} points) | "
                     f"{hours(r['minutes'])} | {last_verified(r['chapter'])} |")
    total = sum(r["minutes"] for r in found) / 60
    lines += ["", f"Times are estimates computed from each notebook (reading at "
              f"{WORDS_PER_MINUTE} words a minute, a minute per code cell, "
              f"{MINUTES_PER_EXERCISE:g} minutes per exercise): about {total:.0f} hours for the "
              "whole course. The last verified column comes from the verification matrix "
              "(`benchmarks/verification.md`)."]
    return "\n".join(lines)


def readme_table(found: list[dict]) -> str:
    lines = ["| # | part | what you learn | open |", "| --- | --- | --- | --- |"]
    for r in found:
        lines.append(f"| {r['number']} | [{r['title']}]({r['path']}) | {r['summary']} | "
                     f"[Colab]({COLAB}{r['path']}) · [Binder]({BINDER}{r['path']}) |")
    return "\n".join(lines)


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
