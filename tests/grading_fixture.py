"""A tiny nbgrader course for testing the grading machinery quickly (no torch in its notebook)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from graders.course import REPO

SECRET = "HIDDEN-SECRET-42"
NEGATIVES = "negatives"  # the label of the mistake a hidden test names
CHAPTER = "tiny"
SOLUTION_ADD = "def add(a, b):\n    ### BEGIN SOLUTION\n    return a + b\n    ### END SOLUTION"
SOLUTION_MUL = "def mul(a, b):\n    ### BEGIN SOLUTION\n    return a * b\n    ### END SOLUTION"


def _meta(grade_id: str, points: int = 0, solution: bool = False) -> dict:
    return {"nbgrader": {"grade": points > 0, "grade_id": grade_id, "locked": not solution,
                         "schema_version": 3, "solution": solution, "task": False,
                         **({"points": points} if points else {})}}


def source_notebook() -> nbformat.NotebookNode:
    nb = new_notebook(metadata={"kernelspec": {"name": "python3", "display_name": "Python 3",
                                               "language": "python"}})
    nb.cells = [
        new_markdown_cell("# Tiny chapter", id="intro"),
        new_code_cell(SOLUTION_ADD, id="ex1", metadata=_meta("ex1_add", solution=True)),
        new_code_cell('"""add works."""\nfrom ptp.checks import expect\n'
                      'expect(add(1, 2) == 3, "not-a-sum", "add(1, 2) should be 3")\n'
                      '### BEGIN HIDDEN TESTS\n'
                      f'expect(add(-1, 1) == 0, "{NEGATIVES}", "add must handle negative '
                      f'numbers")  # {SECRET}\n### END HIDDEN TESTS',
                      id="ex1t", metadata=_meta("ex1_add_tests", points=2)),
        new_code_cell(SOLUTION_MUL, id="ex2", metadata=_meta("ex2_mul", solution=True)),
        new_code_cell('"""mul works."""\nassert mul(2, 3) == 6\n### BEGIN HIDDEN TESTS\n'
                      f'assert mul(-2, 3) == -6  # {SECRET}\n### END HIDDEN TESTS',
                      id="ex2t", metadata=_meta("ex2_mul_tests", points=3)),
    ]
    return nb


def make_tiny_course(cell_timeout: int = 8) -> Path:
    """A course folder (enterable by the sandbox user) with the tiny chapter as source."""
    root = Path(tempfile.mkdtemp(prefix="ptp-tiny-course-"))
    os.chmod(root, 0o755)
    (root / "source" / CHAPTER).mkdir(parents=True)
    nbformat.write(source_notebook(), root / "source" / CHAPTER / f"{CHAPTER}.ipynb")
    config = (REPO / "nbgrader_config.py").read_text()
    config += (f"\nc.CourseDirectory.root = {str(root)!r}\n"
               "c.CourseDirectory.source_directory = 'source'\n"
               "c.CourseDirectory.release_directory = 'release'\n"
               f"c.Execute.timeout = {cell_timeout}\n")
    (root / "nbgrader_config.py").write_text(config)
    return root


def with_code(nb: nbformat.NotebookNode, cell_id: str, code: str) -> nbformat.NotebookNode:
    nb = nbformat.from_dict(nb)
    for cell in nb.cells:
        if cell.get("id") == cell_id:
            cell.source = code
    return nb


def scores(course: Path) -> dict[str, dict[str, float]]:
    """Each student's score per graded cell of the tiny chapter, from the course's gradebook."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {sub.student.id: {g.name: g.score for n in sub.notebooks for g in n.grades}
                for sub in gb.assignment_submissions(CHAPTER)}


def new_database(socket_dir: str, name: str) -> str:
    """Create database ``name`` on the test server; return its SQLAlchemy URL."""
    import psycopg

    with psycopg.connect(host=socket_dir, user="postgres", dbname="postgres",
                         autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"postgresql+psycopg://postgres@/{name}?host={socket_dir}"
