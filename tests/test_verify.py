"""The verification matrix: its runner reports failing cells, and the chapter map's "last
verified" line says only what a recorded run showed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import nbformat

from benchmarks import verify
from graders import catalogue
from graders.course import SOLUTIONS, chapter_names, notebooks_of


def record(status: dict[str, str], config: str = "cuda-wheel-cpu") -> dict:
    return {"configs": {config: {
        "date": "2026-11-30", "torch": "2.14.1", "torchvision": "0.29.1", "ipywidgets": "8",
        "python": "3.11", "device": "NVIDIA T4" if config.startswith("gpu") else "cpu",
        "cores": 2, "machine": "x86_64", "scale": "small",
        "notebooks": {name: {"status": s, "seconds": 3.0, "cells": 4,
                             "failed": [] if s == "pass" else [{"cell": 2, "error": "boom"}]}
                      for name, s in status.items()}}}}


def test_last_verified_needs_every_notebook_of_the_chapter_to_pass() -> None:
    chapter = chapter_names()[0]
    names = [str(p.relative_to(SOLUTIONS)) for p in notebooks_of(chapter)]
    passed = catalogue.last_verified(chapter, record(dict.fromkeys(names, "pass")))
    assert passed.startswith("CPU: cuda-wheel-cpu 2026-11-30, torch 2.14.1")
    assert passed.endswith("GPU: not yet")
    failed = catalogue.last_verified(chapter, record({**dict.fromkeys(names, "pass"),
                                                      names[-1]: "fail"}))
    assert "FAILED" in failed and "cuda-wheel-cpu 2026" not in failed.split("FAILED")[0]
    gpu = catalogue.last_verified(chapter, record(dict.fromkeys(names, "pass"), "gpu-small"))
    assert gpu.startswith("CPU: not yet") and "NVIDIA T4" in gpu


def test_render_lists_failures_and_configurations_not_run() -> None:
    name = str(notebooks_of(chapter_names()[0])[0].relative_to(SOLUTIONS))
    page = verify.render(record({name: "fail"}))
    gpu_only = verify.gpu_only_cells(SOLUTIONS / name)
    assert f"| `{name}` | {gpu_only} | **FAIL** (cells 2) | not run |" in page
    assert f"`{name}` cell 2: boom" in page
    assert "- **newest**:" in page and "*Not run: not run yet*" in page


def test_runner_records_a_failing_cell_and_goes_on(tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("x = 1"),
        nbformat.v4.new_code_cell("assert x == 2, 'x is not 2'"),
        nbformat.v4.new_code_cell("%%writefile {folder}/out.txt\nhello"),
        nbformat.v4.new_code_cell("y = x + 1")])
    nb.cells.insert(0, nbformat.v4.new_code_cell(f"folder = {str(tmp_path)!r}"))
    path = tmp_path / "nb.ipynb"
    nbformat.write(nb, path)
    env = verify.environment("cuda-wheel-cpu", None)
    result = verify.run_notebook(sys.executable, path, env, timeout=120)
    assert result["status"] == "fail"
    assert [f["cell"] for f in result["failed"]] == [2]
    assert "x is not 2" in result["failed"][0]["error"]
    assert (tmp_path / "out.txt").read_text() == "hello\n"  # the cell magic wrote its body
    assert json.loads(json.dumps(result)) == result
