"""Run every solution notebook and record its wall time and peak memory (`make budgets`).

Each notebook runs in a fresh kernel through nbclient, like nbval and nbgrader run it. While it
runs, the kernel's process tree (DataLoader workers included) is sampled every 20 ms; the peaks
of its summed PSS and summed RSS are recorded. Results go to benchmarks/notebook_budgets.md,
with the machine they were measured on. Budget per notebook: < 60 s and < 1.5 GB (1536 MiB)
peak PSS.
This is a recorded measurement, not a test: rerun it after changing a chapter.
"""

from __future__ import annotations

import datetime as dt
import os
import platform
import sys
import threading
import time
from pathlib import Path

import nbclient
import nbclient.exceptions
import psutil
import torch
from traitlets.config import Config

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from graders import kernels  # noqa: E402
from graders.course import REPO, SOLUTIONS, chapter_names, notebooks_of, read  # noqa: E402

BUDGET_SECONDS, BUDGET_MIB = 60, 1536
REPORT = REPO / "benchmarks" / "notebook_budgets.md"


def pss_bytes(proc: psutil.Process) -> int:
    """Proportional set size: resident memory with shared pages split among their sharers."""
    try:
        with open(f"/proc/{proc.pid}/smaps_rollup") as fh:
            for line in fh:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return proc.memory_full_info().pss


# Reading smaps_rollup takes the kernel's memory-map lock and costs milliseconds for a process
# that maps CUDA libraries: sampled too often, the meter itself slows the notebook it measures.
SAMPLE_SECONDS = 0.1


class TreeMemory(threading.Thread):
    """Samples a process and its descendants until stopped: the peak of their summed PSS (shared
    pages counted once, what the machine really spends) and of their summed RSS (shared pages
    counted in every process that maps them: forked DataLoader workers look like full copies)."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.root = psutil.Process(pid)
        self.peak_pss = self.peak_rss = 0
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            try:
                procs = [self.root, *self.root.children(recursive=True)]
            except psutil.Error:
                return
            pss = rss = 0
            for p in procs:
                try:
                    rss += p.memory_info().rss
                    pss += pss_bytes(p)
                except psutil.Error:
                    pass
            self.peak_pss, self.peak_rss = max(self.peak_pss, pss), max(self.peak_rss, rss)
            time.sleep(SAMPLE_SECONDS)


def measure(path: Path) -> tuple[float, float, float]:
    """Execute one notebook; return wall seconds and the peak PSS and RSS (MiB) of the kernel's
    process tree."""
    nb = read(path)
    client = nbclient.NotebookClient(nb, timeout=600, kernel_name="python3",
                                     resources={"metadata": {"path": str(path.parent)}},
                                     config=Config(kernels.CONFIG))  # no missed wake-ups
    start = time.perf_counter()
    with client.setup_kernel():
        meter = TreeMemory(client.km.provisioner.process.pid)
        meter.start()
        try:
            for index, cell in enumerate(nb.cells):
                client.execute_cell(cell, index)
        finally:
            meter.done.set()
            meter.join()
    return time.perf_counter() - start, meter.peak_pss / 2**20, meter.peak_rss / 2**20


def import_baseline_mib() -> float:
    """Resident memory of a fresh Python right after importing torch and torchvision."""
    import subprocess

    code = ("import psutil, torch, torchvision; "
            "print(psutil.Process().memory_info().rss / 2**20)")
    return float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True).stdout)


def main() -> int:
    rows, over = [], []
    for chapter in chapter_names():
        for path in notebooks_of(chapter):
            try:
                seconds, pss, rss = measure(path)
            except nbclient.exceptions.CellExecutionError as err:
                print(f"{path.name}: a cell failed: {str(err)[-600:]}", flush=True)
                over.append(path.name)
                rows.append(f"| `{path.relative_to(SOLUTIONS)}` | failed | | | **NO** |")
                continue
            ok = seconds < BUDGET_SECONDS and pss < BUDGET_MIB
            if not ok:
                over.append(path.name)
            rel = path.relative_to(SOLUTIONS)
            rows.append(f"| `{rel}` | {seconds:.1f} | {pss:.0f} | {rss:.0f} | "
                        f"{'yes' if ok else '**NO**'} |")
            print(rows[-1], flush=True)
    cpus = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else range(os.cpu_count())
    lines = [
        "# Notebook budgets",
        "",
        f"Measured {dt.date.today().isoformat()} by `make budgets` on {platform.machine()}, "
        f"{len(cpus)} CPU cores, {psutil.virtual_memory().total / 2**30:.0f} GiB RAM, "
        f"torch {torch.__version__}, Python {platform.python_version()}; "
        "offline, small scale, CPU (`PTP_OFFLINE=1 PTP_SCALE=small PTP_DEVICE=cpu`).",
        "",
        f"Budget per notebook: under {BUDGET_SECONDS} s wall time (kernel start included) and "
        f"under {BUDGET_MIB} MiB peak memory of the kernel and its child processes, counted as "
        "PSS (each shared page split among the processes that map it). Summed RSS is shown too: "
        "it counts the pages a forked DataLoader worker shares with the kernel once per worker, "
        "so it overstates what a notebook with workers really uses.",
        f"For scale: importing torch and torchvision alone takes {import_baseline_mib():.0f} MiB "
        "(the CUDA build maps its bundled libraries).",
        "",
        "| notebook | wall time (s) | peak PSS (MiB) | peak summed RSS (MiB) | within budget |",
        "| --- | ---: | ---: | ---: | --- |",
        *rows,
        "",
    ]
    REPORT.write_text("\n".join(lines))
    print(f"wrote {REPORT.relative_to(REPO)}" + (f"; over budget: {over}" if over else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
