"""Unit tests for the notebook tooling shared by the maintainer command and the tests."""

from __future__ import annotations

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from graders.course import clean, cleanliness_problems
from tests.exercises import with_answer


def dirty_notebook() -> nbformat.NotebookNode:
    kernel = {"name": "python3", "display_name": "Python 3"}
    nb = new_notebook(metadata={"kernelspec": kernel, "widgets": {"state": {}}})
    code = new_code_cell("print(1)", execution_count=3,
                         outputs=[new_output("stream", name="stdout", text="1\n")])
    code.metadata = {"nbgrader": {"grade_id": "ex1_a", "solution": True}, "scrolled": True}
    nb.cells = [new_markdown_cell("# t"), code]
    return nb


def test_cleanliness_problems_finds_outputs_counts_and_metadata() -> None:
    """Outputs, execution counts and foreign metadata are all reported."""
    problems = cleanliness_problems(dirty_notebook())
    assert any("outputs" in p for p in problems)
    assert any("execution count" in p for p in problems)
    assert any("widgets" in p for p in problems)
    assert any("scrolled" in p for p in problems)


def test_clean_keeps_source_and_nbgrader_metadata() -> None:
    """clean() strips what cleanliness_problems reports and nothing else."""
    dirty = dirty_notebook()
    tidy = clean(dirty)
    assert cleanliness_problems(tidy) == []
    assert tidy.cells[1].source == "print(1)"
    assert tidy.cells[1].metadata == {"nbgrader": {"grade_id": "ex1_a", "solution": True}}
    assert dirty.cells[1].outputs, "the input is not modified"


def test_with_answer_replaces_one_solution_cell() -> None:
    """A wrong answer goes into the named solution cell of a copy."""
    nb = dirty_notebook()
    changed = with_answer(nb, "ex1_a", "print(2)")
    assert changed.cells[1].source == "print(2)" and nb.cells[1].source == "print(1)"


def test_the_iri_checker_is_imported_when_first_used() -> None:
    """The environment's .pth (Makefile) defers rfc3987-syntax's grammar (1.7 s per process that
    reads a notebook); jsonschema's iri formats still give the real checker's answers."""
    import subprocess
    import sys

    probe = ("import sys, nbformat, jsonschema\n"
             "print('rfc3987_syntax.syntax_helpers' in sys.modules)\n"
             "fc = jsonschema.FormatChecker()\n"
             "print([fc.conforms(v, f) for v in ('http://例子.测试/a', 'a b', '::') "
             "for f in ('iri', 'iri-reference')])\n"
             "print('rfc3987_syntax.syntax_helpers' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[0] == "False", "make's .pth is missing: every grade worker pays 1.7 s more"
    from graders.lazy_iri import real
    expected = [real().is_valid_syntax(t, v) for v in ("http://例子.测试/a", "a b", "::")
                for t in ("iri", "iri_reference")]
    assert out[1] == str(expected) and out[2] == "True"
