"""What the course's front pages show: the chapter catalogue and the verification records.

The chapter map (``scripts/chapter_map.py``, in README.md and START_HERE.ipynb), the website
(``website/``), ``benchmarks/verify.py`` and the tests all read these from here, so they say the
same thing.

- ``rows()``: one row per notebook (a chapter split into parts has a row per part): its title,
  what it teaches (``SUMMARIES`` below, the one hand-written column), its exercises and points
  (from the notebook's autograded cells), an estimate of a learner's time (computed from the
  notebook: reading at 150 words a minute, a minute per code cell to run and look at, 12 minutes
  per exercise), its Colab and Binder links, and its last verified line.
- ``load()`` reads the verification matrix, ``benchmarks/verification.json`` (written by
  ``benchmarks/verify.py``); ``last_verified()`` says in one line where a chapter's notebooks
  last all passed.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from graders.course import OURS, REPO, SOLUTIONS, chapter_names, notebooks_of, read

if TYPE_CHECKING:  # the records are read where only Python is (benchmarks/verify.py)
    import nbformat

COLAB = f"https://colab.research.google.com/github/{OURS}/blob/main/"
BINDER = f"https://mybinder.org/v2/gh/{OURS}/main?urlpath=lab/tree/"
RECORD = REPO / "benchmarks" / "verification.json"
WORDS_PER_MINUTE, MINUTES_PER_CELL, MINUTES_PER_EXERCISE = 150, 1.0, 12.0
# The generated chapter map sits between these lines (README.md, START_HERE.ipynb, and the
# Chinese edition's, which edition/ makes in Chinese).
MAP_BEGIN = "<!-- chapter map: made by scripts/chapter_map.py -->"
MAP_END = "<!-- end of chapter map -->"

# What each notebook teaches, by file name (the chapter map's one hand-written column).
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
    "04b_workers": "sharding an `IterableDataset`, worker memory under fork and "
                   "spawn, loader settings measured",
    "05a_loops": "`evaluate` that leaves the model as it found it, `inference_mode`, zero_grad "
                 "timing, gradient accumulation",
    "05b_optimizers": "SGD, Adam and AdamW, warmup schedules, the LR range test, reproducible "
                      "runs",
    "06a_bytes": "memory accounting part by part, what autograd keeps, graph leaks, the caching "
                 "allocator",
    "06b_fitting": "recovering from OOM, AMP with bf16 or fp16 and GradScaler, TF32, "
                   "gradient checkpointing",
    "07a_nan_hunting": "shrinking a failing run, NaN and Inf in data, stable formulas, anomaly "
                       "mode, forward hooks",
    "07b_gradients": "gradient norms, vanishing and exploding gradients, clipping, the "
                     "not-converging checklist, asynchronous CUDA errors",
    "08a_bottlenecks": "honest timing, epoch estimates, input- vs compute-bound, the profiler",
    "08b_going_deeper": "host-device syncs, data on the device, `channels_last`, "
                        "`torch.compile` and recompilation, the GPU switches",
    "09a_ddp": "DataParallel vs DDP, `torchrun`, DistributedSampler and `set_epoch`, NCCL or gloo, "
               "SyncBatchNorm, a two-node rendezvous",
    "09b_going_deeper": "gradients averaged by hand, `no_sync()` with accumulation, "
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


# ----------------------------------------------------------------------------- the records
def load() -> dict:
    """The verification matrix as recorded (``{"configs": {}}`` before any run)."""
    return json.loads(RECORD.read_text()) if RECORD.exists() else {"configs": {}}


def existing(record: dict) -> dict:
    """The record without notebooks that no longer exist (a chapter split into parts)."""
    for entry in record["configs"].values():
        entry["notebooks"] = {k: v for k, v in entry.get("notebooks", {}).items()
                              if (SOLUTIONS / k).exists()}
    return record


def last_verified(chapter: str, record: dict | None = None) -> str:
    """One line for the chapter map: where the chapter's notebooks last all passed."""
    record = existing(record or load())
    parts = []
    for label, configs in (("CPU", ("cuda-wheel-cpu", "cpu-only")), ("GPU", ("gpu-small",
                                                                            "gpu-full"))):
        runs = []
        for config in configs:
            entry = record["configs"].get(config, {})
            results = {k: v for k, v in entry.get("notebooks", {}).items()
                       if k.startswith(chapter + "/")}
            if results and all(r["status"] == "pass" for r in results.values()):
                runs.append(f"{config} {entry['date']}, torch {entry['torch']}"
                            + (f", {entry['device']}" if label == "GPU" else ""))
            elif results:
                runs.append(f"{config} FAILED {entry['date']}")
        parts.append(f"{label}: " + ("; ".join(runs) if runs else "not yet"))
    return " · ".join(parts)


# ----------------------------------------------------------------------------- the chapters
def title(nb: nbformat.NotebookNode) -> str:
    first = nb.cells[0].source.splitlines()[0]
    return re.sub(r"^#\s*(\d\d[a-z]?\s*·\s*)?", "", first).strip()


def minutes(nb: nbformat.NotebookNode, exercises: int) -> float:
    words = sum(len(c.source.split()) for c in nb.cells if c.cell_type == "markdown")
    code = sum(1 for c in nb.cells if c.cell_type == "code")
    return words / WORDS_PER_MINUTE + code * MINUTES_PER_CELL + exercises * MINUTES_PER_EXERCISE


def hours(total_minutes: float) -> str:
    """A time estimate in quarter hours (``1¾ h``)."""
    quarters = max(1, round(total_minutes / 15))
    whole, rest = divmod(quarters, 4)
    frac = ["", "¼", "½", "¾"][rest]
    return f"{whole or ''}{frac} h" if whole or frac else "¼ h"


def rows(record: dict | None = None) -> list[dict]:
    """The catalogue, in course order: one row per notebook of ``solutions/`` (see above), with
    the last verified line from ``record`` (default: the recorded matrix, read once)."""
    record = load() if record is None else record
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
                          "colab": COLAB + rel, "binder": BINDER + rel,
                          "verified": last_verified(chapter, record)})
    return found
