"""Cutting a notebook down to what its exercises need (tests/cells.py)."""

from __future__ import annotations

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from tests.cells import CUT, cut_for_grading, needed


def graded(source: str, grade_id: str, tests: bool) -> nbformat.NotebookNode:
    meta = {"grade": tests, "grade_id": grade_id, "locked": tests, "solution": not tests,
            "schema_version": 3, "task": False, **({"points": 1} if tests else {})}
    return new_code_cell(source, metadata={"nbgrader": meta})


def chapter() -> nbformat.NotebookNode:
    return new_notebook(cells=[
        new_markdown_cell("# A chapter"),
        new_code_cell("import os, torch\nrun = setup(seed=0)"),                  # 1 setup
        new_code_cell("big = train_for_a_minute()"),                              # 2 demo
        new_code_cell('os.environ.setdefault("KINETO_LOG_LEVEL", "6")'),          # 3 setting
        new_code_cell("torch.manual_seed(1)\nshow(torch.randn(3))"),              # 4 demo
        new_code_cell("scale = 2.0"),                                             # 5 read below
        new_code_cell("%%writefile worker.py\nprint('hi')"),                      # 6 a file
        graded("def double(x):\n    return x * scale", "ex1_double", tests=False),  # 7
        graded("assert double(1) == 2", "ex1_double_tests", tests=True),         # 8
        new_code_cell("curve = [double(i) for i in range(10**6)]"),               # 9 after
    ])


def test_needed_keeps_setup_settings_files_and_what_is_read() -> None:
    nb = chapter()
    assert needed(nb, [7, 8]) == [1, 3, 5, 6, 7, 8]


def test_cut_for_grading_blanks_only_cells_no_exercise_needs() -> None:
    nb = chapter()
    cut = cut_for_grading(nb)
    assert [c.source == CUT for c in cut.cells] == [False, False, True, False, True, False,
                                                    False, False, False, True]
    assert cut.cells[7].metadata == nb.cells[7].metadata  # nbgrader cells untouched
    assert nb.cells[2].source == "big = train_for_a_minute()"  # the original is not changed


def test_an_answer_that_reads_a_demo_keeps_that_demo() -> None:
    """The cut is made with the answer in place: a right answer written another way may use a
    name only a demo defines."""
    nb = chapter()
    nb.cells[7].source = "def double(x):\n    return x * scale * big / big"
    assert cut_for_grading(nb).cells[2].source == "big = train_for_a_minute()"
