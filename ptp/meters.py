"""Timers and memory meters for the course's measurements."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import psutil

MIB = 1024 * 1024


class Timer:
    """Context manager that measures wall time: ``with Timer() as t: ...; t.seconds``.

    Pass ``sync=torch.cuda.synchronize`` when timing GPU work, so that queued kernels are
    counted (CUDA calls return before the GPU has finished).
    """

    def __init__(self, sync: Callable[[], Any] | None = None) -> None:
        self.sync = sync
        self.seconds = float("nan")

    def __enter__(self) -> Timer:
        if self.sync:
            self.sync()
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.sync:
            self.sync()
        self.seconds = time.perf_counter() - self._start


def time_call(fn: Callable[[], Any], repeat: int = 5, warmup: int = 1,
              sync: Callable[[], Any] | None = None) -> float:
    """Median wall time of ``fn()`` in seconds over ``repeat`` runs, after ``warmup`` runs."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        with Timer(sync) as t:
            fn()
        times.append(t.seconds)
    return statistics.median(times)


def rss_mib(pid: int | None = None) -> float:
    """Resident memory of a process (default: this one) in MiB, right now."""
    return psutil.Process(pid).memory_info().rss / MIB


def peak_rss_mib() -> float:
    """Peak resident memory of this process so far, in MiB (on Windows, which has no
    ``resource`` module, psutil's peak working set)."""
    try:
        import resource
    except ImportError:  # Windows
        info = psutil.Process().memory_info()
        return getattr(info, "peak_wset", info.rss) / MIB
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / MIB if sys.platform == "darwin" else peak / 1024
