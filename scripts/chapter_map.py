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
from collections.abc import Callable
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.verify import last_verified, load  # noqa: E402
from graders.course import OURS, chapter_names, notebooks_of, read  # noqa: E402

COLAB = f"https://colab.research.google.com/github/{OURS}/blob/main/"
BINDER = f"https://mybinder.org/v2/gh/{OURS}/main?urlpath=lab/tree/"
START = REPO / "START_HERE.ipynb"
README = REPO / "README.md"
BEGIN, END = "<!-- chapter map: made by scripts/chapter_map.py -->", "<!-- end of chapter map -->"
WORDS_PER_MINUTE, MINUTES_PER_CELL, MINUTES_PER_EXERCISE = 150, 1.0, 12.0

# What each notebook teaches, by file name (the table's one hand-written column).
SUMMARIES: dict[str, str] = {
    "00_setup": "which PyTorch, CUDA and Python you really have; a device that *works* versus one "
                "that is only reported; `torch.accelerator`; the CUDA wheel for a driver and a "
                "card; pip or conda",
    "01_tensors": "dtypes and integer overflow, NumPy's float64, devices and `.to()`, what "
                  "`requires_grad` records, broadcasting's silent shape bug, views, `expand` "
                  "versus `repeat`, `contiguous()`",
    "02a_graphs": "reading `grad_fn` graphs, leaf and non-leaf tensors, gradients of hidden "
                  "layers, loops that depend on the data, looking inside forward",
    "02b_gradient_bugs": "anomaly mode for NaN gradients, both in-place errors and the silent "
                         "ones, custom `autograd.Function`s, what eager mode costs",
    "03a_registration": "parameters, buffers and submodules, `.to()`, what train/eval change, "
                        "`state_dict` and `weights_only` loading",
    "03b_building_blocks": "vectorised custom layers, residual blocks, initialisation measured, "
                           "the smoke test",
    "04a_pipeline": "Dataset, Sampler and DataLoader, lazy loading, padding and masks in "
                    "`collate_fn`, train and eval transforms, normalisation statistics",
    "04b_workers": "going deeper: sharding an `IterableDataset`, worker memory under fork and "
                   "spawn, loader settings measured",
    "05a_loops": "`evaluate` that leaves the model as it found it, `inference_mode`, zero_grad "
                 "timing, gradient accumulation",
    "05b_optimizers": "SGD, Adam and AdamW, warmup schedules, the LR range test, reproducible "
                      "runs",
    "06a_bytes": "memory accounting part by part, what autograd keeps, graph leaks, the caching "
                 "allocator",
    "06b_fitting": "going deeper: recovering from OOM, AMP with bf16 or fp16 and GradScaler, TF32, "
                   "gradient checkpointing",
    "07a_nan_hunting": "shrinking a failing run, NaN and Inf in data, stable formulas, anomaly "
                       "mode, forward hooks",
    "07b_gradients": "gradient norms, vanishing and exploding gradients, clipping, the "
                     "not-converging checklist, asynchronous CUDA errors",
    "08a_bottlenecks": "honest timing, epoch estimates, input- vs compute-bound, the profiler",
    "08b_going_deeper": "going deeper: host-device syncs, data on the device, `channels_last`, "
                        "`torch.compile` and recompilation, the GPU switches",
    "09a_ddp": "DataParallel vs DDP, `torchrun`, DistributedSampler and `set_epoch`, NCCL or gloo, "
               "SyncBatchNorm, a two-node rendezvous",
    "09b_going_deeper": "going deeper: gradients averaged by hand, `no_sync()` with accumulation, "
                        "`module.` prefixes, `Join`, FSDP",
    "10a_checkpoints": "`state_dict` versus pickles, `weights_only`, `module.` prefixes, "
                       "checkpoints that resume bit for bit",
    "10b_export": "ONNX with a dynamic batch checked in ONNX Runtime, trace vs script vs "
                  "`torch.export`",
    "11a_classifier": "a small ResNet against logistic regression and an MLP, end to end on the "
                      "CPU or a GPU: AMP, warmup, label smoothing, honest evaluation, ONNX",
    "11b_transformer": "a decoder-only Transformer that learns to add, trained on answer tokens, "
                       "and what it does with longer numbers",
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
                          "minutes": minutes(nb, len(tests)), "chapter": chapter})
    return found


def table(found: list[dict], columns: dict[str, Callable[[dict], str]]) -> list[str]:
    """A Markdown table, one row per notebook: a header per column, and its cell maker."""
    record = load()  # the verification matrix, read once for every row's last verified line
    cells = {**columns, "last verified": lambda r: last_verified(r["chapter"], record)}
    lines = ["| " + " | ".join(cells) + " |", "|" + " --- |" * len(cells)]
    lines += ["| " + " | ".join(make(r) for make in cells.values()) + " |" for r in found]
    return lines


def start_table(found: list[dict]) -> str:
    lines = table(found, {
        "#": lambda r: r["number"],
        "part": lambda r: f"[{r['title']}]({r['path']}) ([Colab]({COLAB}{r['path']}))",
        "what it teaches": lambda r: r["summary"],
        "exercises": lambda r: f"{r['exercises']} ({r['points']:g} points)",
        "time": lambda r: hours(r["minutes"])})
    total = sum(r["minutes"] for r in found) / 60
    lines += ["", f"Times are estimates computed from each notebook (reading at "
              f"{WORDS_PER_MINUTE} words a minute, a minute per code cell, "
              f"{MINUTES_PER_EXERCISE:g} minutes per exercise): about {total:.0f} hours for the "
              "whole course. The last verified column comes from the verification matrix "
              "(`benchmarks/verification.md`)."]
    return "\n".join(lines)


def readme_table(found: list[dict]) -> str:
    return "\n".join(table(found, {
        "#": lambda r: r["number"],
        "part": lambda r: f"[{r['title']}]({r['path']})",
        "what you learn": lambda r: r["summary"],
        "open": lambda r: f"[Colab]({COLAB}{r['path']}) · [Binder]({BINDER}{r['path']})"}))


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
