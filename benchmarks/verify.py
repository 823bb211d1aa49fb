"""Maintainer command: run every notebook under one configuration and record the verdicts.

    python benchmarks/verify.py CONFIG [--python PY] [--scale small|full] [CHAPTER ...]
    python benchmarks/verify.py --render                  # rewrite the .md from the JSON
    make verify-newest / make verify-colab                # build that stack once, then run it

Each notebook of ``solutions/`` (hidden tests included) runs top to bottom in a fresh process of
``PY`` through ``benchmarks/notebook_as_script.py``: no Jupyter needed, so the same command runs on
the GPU machine and in the side environments. A failing cell is recorded and the run goes on.
Results are merged into ``benchmarks/verification.json`` (per configuration: the torch and
torchvision versions, the device, the date; per notebook: pass or fail, the failed cells with
their errors, wall time, deprecation warnings) and ``benchmarks/verification.md`` is rewritten.
The chapter map (``scripts/chapter_map.py``) and the website show each chapter's last verified
line from it; ``graders/catalogue.py`` reads the record for them all, this command included.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
# The standard library only, down there too: this runs on the GPU machine without Jupyter.
from graders.catalogue import RECORD, existing, load  # noqa: E402

REPORT = REPO / "benchmarks" / "verification.md"
SOLUTIONS = REPO / "solutions"
RUNNER = REPO / "benchmarks" / "notebook_as_script.py"

# name: (what it is, extra environment)
CONFIGS: dict[str, tuple[str, dict[str, str]]] = {
    "cuda-wheel-cpu": ("the pinned CUDA build of PyTorch on a computer without a GPU (what CI "
                       "runs)", {"PTP_DEVICE": "cpu"}),
    "cpu-only": ("the pinned PyTorch behaving like a CPU-only build (`tests/cpu_only_torch`): "
                 "Binder's conda-forge build, Macs", {"PTP_DEVICE": "cpu",
                                                      "PYTHONPATH": "tests/cpu_only_torch"}),
    "emulated-cuda": ("an emulated CUDA-like accelerator (`ptp.emulated`, "
                      "`PTP_DEVICE=emulated:cuda`): a different device whose data lives in CPU "
                      "memory",
                      {"PTP_DEVICE": "emulated:cuda"}),
    "mac-like": ("a Mac, emulated: the CPU-only build, an MPS-like device that refuses float64 "
                 "(`PTP_DEVICE=emulated:mps`) and the spawn start method (`tests/mac_like`)",
                 {"PTP_DEVICE": "emulated:mps", "PYTHONPATH": "tests/mac_like"}),
    "loaded": ("a slow machine: every notebook on one CPU core (OpenMP and MKL on one thread) "
               "that a busy process shares, as on mybinder.org's one core beside a neighbour",
               {"PTP_DEVICE": "cpu", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}),
    "loaded-mac-like": ("the Mac emulation (as `mac-like`) on one CPU core that a busy process "
                        "shares", {"PTP_DEVICE": "emulated:mps", "PYTHONPATH": "tests/mac_like",
                                   "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}),
    "loaded-emulated-cuda": ("the emulated CUDA-like accelerator (as `emulated-cuda`) on one CPU "
                             "core that a busy process shares",
                             {"PTP_DEVICE": "emulated:cuda", "OMP_NUM_THREADS": "1",
                              "MKL_NUM_THREADS": "1"}),
    "fast": ("every CPU thread this machine has (PyTorch's default thread count), nothing else "
             "running", {"PTP_DEVICE": "cpu"}),
    "gpu-small": ("a real GPU, small scale (the device machine's own PyTorch)", {}),
    "gpu-full": ("a real GPU, full scale (all 70,000 images carried to the machine)",
                 {"PTP_SCALE": "full"}),
    "colab": ("Colab's PyTorch and ipywidgets 7.7.1 (`benchmarks/stacks/colab.txt`), on the CPU",
              {"PTP_DEVICE": "cpu"}),
    "newest": ("the newest PyTorch and torchvision pair on the package index "
               "(`benchmarks/stacks/newest.txt`), on the CPU", {"PTP_DEVICE": "cpu"}),
}
# configuration: the CPU cores its notebooks are pinned to, beside a process that keeps them busy
LOADED = {"loaded": {0}, "loaded-mac-like": {0}, "loaded-emulated-cuda": {0}}
# a code cell that only a real CUDA GPU runs: gated on CUDA (the emulated devices never enter it)
GPU_ONLY = re.compile(r"""device\.type\s*==\s*["']cuda["']|\.is_cuda\b"""
                      r"|torch\.cuda\.is_available\(\)|torch\.cuda\.is_initialized\(\)"
                      r"|^\s*if GPU\b", re.M)
WARNING = re.compile(r"(DeprecationWarning|FutureWarning): (.+)")
ABOUT = """import json, platform, torch, torchvision
try:
    import ipywidgets; widgets = ipywidgets.__version__
except ImportError:
    widgets = None
device = "cpu"
if torch.cuda.is_available():
    device = torch.cuda.get_device_name(0)
elif torch.backends.mps.is_available():
    device = "mps"
print(json.dumps({"torch": torch.__version__, "torchvision": torchvision.__version__,
                  "ipywidgets": widgets, "python": platform.python_version(),
                  "device": device}))
"""


def notebooks(chapters: list[str]) -> list[Path]:
    folders = [SOLUTIONS / c for c in chapters] if chapters else sorted(
        p for p in SOLUTIONS.iterdir() if p.is_dir() and re.match(r"^\d\d_", p.name))
    return [nb for folder in folders for nb in sorted(folder.glob("*.ipynb"))]


def environment(config: str, scale: str | None) -> dict[str, str]:
    env = {**os.environ, "PTP_OFFLINE": "1", "PTP_SCALE": "small", "MPLBACKEND": "Agg",
           "PYTHONWARNINGS": "default::DeprecationWarning,default::FutureWarning",
           "TQDM_DISABLE": "1"}
    env.pop("PTP_DEVICE", None)
    extra = dict(CONFIGS[config][1])
    paths = [str(REPO / p) for p in extra.pop("PYTHONPATH", "").split(os.pathsep) if p]
    env.update(extra)
    if scale:
        env["PTP_SCALE"] = scale
    env["PYTHONPATH"] = os.pathsep.join([*paths, str(REPO)])
    return env


def gpu_only_cells(notebook: Path) -> int:
    """How many of ``notebook``'s code cells hold code that runs only on a real CUDA GPU."""
    cells = json.loads(notebook.read_text())["cells"]
    return sum(bool(GPU_ONLY.search("".join(c["source"]))) for c in cells
               if c["cell_type"] == "code")


def run_notebook(python: str, notebook: Path, env: dict[str, str], timeout: float,
                 cores: set[int] | None = None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        pin = (lambda: os.sched_setaffinity(0, cores)) if cores else None
        try:
            proc = subprocess.run([python, str(RUNNER), str(notebook), str(report)], env=env,
                                  capture_output=True, text=True, timeout=timeout,
                                  preexec_fn=pin)
        except subprocess.TimeoutExpired:
            return {"status": "timeout", "seconds": timeout, "failed": [], "warnings": []}
        warnings = sorted({m.group(0)[:200] for m in WARNING.finditer(proc.stderr)})
        if not report.exists():
            return {"status": "crashed", "seconds": None, "warnings": warnings,
                    "failed": [{"cell": None, "error": proc.stderr.strip()[-300:]}]}
        outcome = json.loads(report.read_text())
    failed = [{"cell": e["cell"], "error": e["error"]} for e in outcome["errors"]]
    return {"status": "fail" if failed else "pass", "seconds": outcome["seconds"],
            "cells": len(outcome["cells"]), "failed": failed, "warnings": warnings}


def started(config: str, python: str, env: dict[str, str]) -> tuple[dict, dict]:
    """The record, and its entry for ``config`` stamped with this run's stack and date."""
    about = json.loads(subprocess.run([python, "-c", ABOUT], env=env, capture_output=True,
                                      text=True, check=True).stdout.strip().splitlines()[-1])
    record = load()
    entry = record["configs"].setdefault(config, {"notebooks": {}})
    entry.update(about, date=dt.date.today().isoformat(), cores=os.cpu_count(),
                 machine=platform.machine(), scale=env.get("PTP_SCALE", "small"))
    entry.pop("not_run", None)
    return record, entry


def record_outcomes(config: str, outcomes: dict[str, dict],
                    runner: str = "nbval (make test)") -> None:
    """Record notebooks run elsewhere (in ``make test``: nbval, or the grading round trip's
    whole solution run) as rows of ``config``."""
    record, entry = started(config, sys.executable, dict(os.environ))
    entry["notebooks"].update(outcomes)
    entry["runner"] = runner
    RECORD.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    REPORT.write_text(render(load()))


def verify(config: str, python: str, scale: str | None, chapters: list[str],
           timeout: float) -> dict:
    env = environment(config, scale)
    record, entry = started(config, python, env)
    entry["runner"] = "benchmarks/notebook_as_script.py"
    cores = LOADED.get(config)
    busy = None
    if cores:  # a neighbour that keeps the notebook's cores busy the whole run
        busy = subprocess.Popen([sys.executable, "-c", "while True: pass"],
                                preexec_fn=lambda: os.sched_setaffinity(0, cores))
        entry["runner"] += f", pinned to core(s) {sorted(cores)} beside a busy process"
    try:
        for notebook in notebooks(chapters):
            record_one(config, entry, notebook, run_notebook(python, notebook, env, timeout,
                                                             cores))
    finally:
        if busy is not None:
            busy.kill()
    return load()


def record_one(config: str, entry: dict, notebook: Path, result: dict) -> None:
    """Merge one notebook's result into the record as it is now, and say it."""
    name = str(notebook.relative_to(SOLUTIONS))
    entry["notebooks"][name] = result
    # written after every notebook, merged into the record as it is now: an interrupted run
    # keeps what it measured, and a run of other chapters meanwhile is not overwritten
    latest = load()
    latest["configs"].setdefault(config, {"notebooks": {}})
    latest["configs"][config].update({k: v for k, v in entry.items() if k != "notebooks"})
    latest["configs"][config].setdefault("notebooks", {})[name] = result
    latest["configs"][config].pop("not_run", None)
    RECORD.write_text(json.dumps(latest, indent=1, sort_keys=True) + "\n")
    where = ", ".join(f"cell {f['cell']}: {f['error'][:80]}" for f in result["failed"])
    print(f"{config} {name}: {result['status']} {result['seconds']} s {where}", flush=True)


def verdict(result: dict | None) -> str:
    if result is None:
        return "not run"
    if result["status"] == "pass":
        return f"pass, {result['seconds']:.0f} s"
    cells = ", ".join(str(f["cell"]) for f in result["failed"])
    return f"**{result['status'].upper()}**" + (f" (cells {cells})" if cells else "")


def render(record: dict) -> str:
    record = existing(record)
    names = sorted({n for e in record["configs"].values() for n in e.get("notebooks", {})}
                   | {str(p.relative_to(SOLUTIONS)) for p in notebooks([])})
    header = "| notebook | GPU-only cells | " + " | ".join(CONFIGS) + " |"
    lines = ["# Verification matrix", "",
             "Every notebook of `solutions/` (hidden tests included) run top to bottom under each "
             "configuration (by `benchmarks/verify.py`, or by nbval in `make test` with "
             "`PTP_VERIFY_RECORD` set); generated, never typed. A cell that fails is listed by "
             "its index among the notebook's code cells. *GPU-only cells* counts the code cells "
             "that hold code gated on a CUDA GPU: the emulated devices never run it, only a real "
             "GPU row checks it.", "",
             header, "| --- | --- |" + " --- |" * len(CONFIGS)]
    for name in names:
        row = [verdict(record["configs"].get(c, {}).get("notebooks", {}).get(name))
               for c in CONFIGS]
        path = SOLUTIONS / name
        gpu_only = gpu_only_cells(path) if path.exists() else "?"
        lines.append(f"| `{name}` | {gpu_only} | " + " | ".join(row) + " |")
    lines += ["", "## Configurations", ""]
    for config, (what, _) in CONFIGS.items():
        entry = record["configs"].get(config)
        if not entry or not entry.get("notebooks"):
            why = (entry or {}).get("not_run", "not run yet")
            lines.append(f"- **{config}**: {what}. *Not run: {why}*")
            continue
        lines.append(f"- **{config}**: {what}. Run {entry['date']}: torch {entry['torch']}, "
                     f"torchvision {entry['torchvision']}, ipywidgets {entry['ipywidgets']}, "
                     f"Python {entry['python']}, device {entry['device']}, "
                     f"{entry['cores']} cores ({entry['machine']}), scale {entry['scale']}, "
                     f"run by {entry.get('runner', 'benchmarks/verify.py')}.")
        failures = [(n, f) for n, r in sorted(entry["notebooks"].items()) for f in r["failed"]]
        for name, failure in failures:
            lines.append(f"  - `{name}` cell {failure['cell']}: {failure['error'][:240]}")
        warned = sorted({w for r in entry["notebooks"].values() for w in r.get("warnings", [])})
        for warning in warned[:10]:
            lines.append(f"  - warning: `{warning}`")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("config", nargs="?", choices=list(CONFIGS))
    ap.add_argument("chapters", nargs="*")
    ap.add_argument("--python", default=sys.executable, help="the interpreter of the stack")
    ap.add_argument("--scale", choices=["small", "full"])
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--render", action="store_true", help="only rewrite verification.md")
    ap.add_argument("--not-run", metavar="WHY", help="record why CONFIG was not run")
    args = ap.parse_args(argv)
    if args.not_run and args.config:
        record = load()
        record["configs"].setdefault(args.config, {"notebooks": {}})["not_run"] = args.not_run
        RECORD.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    elif args.config:
        verify(args.config, args.python, args.scale, args.chapters, args.timeout)
    elif not args.render:
        ap.error("name a configuration, or --render")
    record = load()
    REPORT.write_text(render(record))
    failed = [n for e in record["configs"].values() for n, r in e.get("notebooks", {}).items()
              if r["status"] != "pass"]
    return 1 if args.config and not args.not_run and failed else 0


if __name__ == "__main__":
    sys.exit(main())
