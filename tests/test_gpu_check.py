"""The GPU check script stays runnable: its smoke mode runs each measurement tiny, anywhere."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "gpu_check.py"


def test_gpu_check_smoke_runs_every_measurement() -> None:
    """--smoke measures allocator arithmetic, AMP, checkpointing; the arithmetic is exact."""
    proc = subprocess.run([sys.executable, str(SCRIPT), "--smoke"], capture_output=True,
                          text=True, timeout=300, check=True)
    result = json.loads(proc.stdout)
    assert {"allocator", "amp", "checkpointing", "compile"} <= set(result)
    if result["device"] == "cpu":
        assert result["allocator"]["ratio"] == 1.0   # weights + grads + Adam's two moments
    assert "bfloat16" in result["amp"] and result["checkpointing"]["time_ratio"] > 0


def test_gpu_check_without_gpu_measures_nothing() -> None:
    """Without a GPU (and without --smoke) it says so and writes no results."""
    import torch

    if torch.cuda.is_available():
        return
    proc = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True,
                          timeout=60, check=True)
    assert "no CUDA device" in proc.stdout
