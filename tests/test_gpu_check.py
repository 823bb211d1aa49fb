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
                          text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
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


def test_notebook_as_script_runs_cells_without_jupyter(tmp_path: Path) -> None:
    """The GPU machine's runner: cells share one namespace, a failing cell is recorded and the
    run goes on, ipywidgets is stood in for when missing, and the notebook's scoreboard is kept."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    nb = new_notebook(cells=[
        new_markdown_cell("# title"),
        new_code_cell("import ipywidgets as widgets\nresults = {'answer': 41}"),
        new_code_cell("widgets.interact(print, x=widgets.IntSlider(value=1));\nassert False"),
        new_code_cell("%matplotlib inline\nresults['answer'] += 1"),
    ])
    notebook, report = tmp_path / "nb.ipynb", tmp_path / "report.json"
    nbformat.write(nb, notebook)
    runner = SCRIPT.parent / "notebook_as_script.py"
    code = ("import runpy, sys; sys.modules['ipywidgets'] = None; "  # as if it were not installed
            f"sys.argv = ['x', {str(notebook)!r}, {str(report)!r}]; "
            f"runpy.run_path({str(runner)!r}, run_name='__main__')")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr  # one cell failed
    outcome = json.loads(report.read_text())
    assert outcome["results"] == {"answer": 42}
    assert [e["cell"] for e in outcome["errors"]] == [1]
    assert "AssertionError" in outcome["errors"][0]["error"]
