"""Committed notebooks are clean, named by convention, and shaped like the chapter template."""

from __future__ import annotations

import re

import pytest

from graders.course import (
    CHAPTERS,
    RELEASED_CELL_METADATA_KEYS,
    REPO,
    SOLUTIONS,
    chapter_names,
    cleanliness_problems,
    notebooks_of,
    read,
)
from tests.exercises import declared_diagnosis, exercises

TEMPLATE = REPO / "graders" / "chapter_template.ipynb"
ALL = [TEMPLATE] + [p for ch in chapter_names() for root in (SOLUTIONS, CHAPTERS)
                    for p in notebooks_of(ch, root)]


def test_there_are_chapters() -> None:
    """The course has its first chapters, each with a student version folder."""
    names = chapter_names()
    assert names[:2] == ["00_setup", "01_tensors"]
    for name in names:
        assert (CHAPTERS / name).is_dir(), f"chapters/{name} missing: run make chapters"


@pytest.mark.parametrize("path", ALL, ids=lambda p: str(p.relative_to(REPO)))
def test_notebook_is_clean(path) -> None:
    """No outputs, execution counts or stray metadata in a committed notebook."""
    released = path.is_relative_to(CHAPTERS)
    keys = RELEASED_CELL_METADATA_KEYS if released else {"nbgrader"}
    assert cleanliness_problems(read(path), keys) == []


@pytest.mark.parametrize("chapter", chapter_names())
def test_chapter_shape(chapter: str) -> None:
    """Title, promise, setup, claim checks, exercises between rules, summary: the template."""
    paths = notebooks_of(chapter)
    # one notebook named as its chapter, or parts NNa_topic, NNb_topic, ... in order
    names = [p.stem for p in paths]
    parts = [re.match(rf"^{chapter[:2]}([a-z])_[a-z0-9_]+$", n) for n in names]
    assert names == [chapter] or (all(parts) and [m[1] for m in parts]
                                  == [chr(ord("a") + i) for i in range(len(parts))]), names
    for path in paths:
        cells = read(path).cells
        text = [c.source for c in cells]
        assert text[0].startswith("# "), "first cell: the chapter title"
        md = "\n".join(c.source for c in cells if c.cell_type == "markdown")
        assert "You will be able to" in md
        assert "## Summary" in md
        claims = [i for i, c in enumerate(cells)
                  if c.cell_type == "markdown" and c.source.startswith("**Claim check:**")]
        for i in claims:
            check = cells[i + 1]
            assert check.cell_type == "code" and "assert" in check.source, \
                f"claim check at cell {i} needs a code cell with an assert right after it"
        headings = re.findall(r"^## Exercise (\d+): .+ \((\d+) points?\)$", md, re.M)
        points = {e.solution_id.split("_")[0]: e.points for e in exercises(chapter)
                  if e.notebook == path.name}
        assert len(headings) == len(points), "one '## Exercise k: title (n points)' per exercise"
        for k, pts in headings:
            assert points.get(f"ex{k}") == float(pts), f"Exercise {k}: heading and points differ"


@pytest.mark.parametrize("chapter", chapter_names())
def test_exercises_follow_the_rules(chapter: str) -> None:
    """At least 4 exercises; each: solution cell, locked tests with visible and hidden parts,
    conventional grade ids, at least three wrong answers (five for the signature exercises:
    in-place, evaluation, accumulation) from at least two mistakes, each declaring the diagnosis
    it must receive, and at least one right answer written another way."""
    found = exercises(chapter)
    assert len(found) >= 4
    claims = sum(c.source.startswith("**Claim check:**")
                 for p in notebooks_of(chapter) for c in read(p).cells)
    assert claims >= 1, "each chapter checks at least one claim of the practitioner notes"
    for ex in found:
        assert re.fullmatch(r"ex\d+_[a-z0-9_]+", ex.solution_id), ex.solution_id
        assert ex.tests_id == ex.solution_id + "_tests", f"{ex.solution_id}: tests cell must follow"
        assert ex.points > 0
        signature = re.search(r"inplace|evaluate|accumulat", ex.solution_id)
        need = 5 if signature and chapter[:2] in ("02", "05") else 3
        assert len(ex.wrong_answers) >= need, f"{ex.solution_id}: {need} wrong answers needed"
        labels = [declared_diagnosis(w) for w in ex.wrong_answers]
        assert None not in labels, f"{ex.solution_id}: a wrong answer declares no diagnosis"
        assert len(set(labels)) >= 2, f"{ex.solution_id}: wrong answers of one mistake only"
        assert ex.right_answers, f"{ex.solution_id}: no right answer in tests/right_answers/"
        cell = next(c for p in notebooks_of(chapter) for c in read(p).cells
                    if c.metadata.get("nbgrader", {}).get("grade_id") == ex.tests_id)
        assert cell.metadata["nbgrader"]["locked"]
        visible, _, hidden = cell.source.partition("### BEGIN HIDDEN TESTS")
        assert hidden.strip(), f"{ex.tests_id}: no hidden tests"
        assert re.search(r"\bassert\b|\bexpect\(|\bclose\(", visible), \
            f"{ex.tests_id}: no visible tests"
        assert visible.lstrip().startswith('"""'), f"{ex.tests_id}: start with a one-line docstring"


def _top_level_names(source: str) -> set[str]:
    """The names a cell binds at its top level, imports aside (an import of the same module
    binds the same object)."""
    import ast

    bound: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.With)):
            bound |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name)
                      and isinstance(n.ctx, ast.Store)}
    return bound


@pytest.mark.parametrize("chapter", chapter_names())
def test_tests_cells_leave_the_learners_names_alone(chapter: str) -> None:
    """A tests cell runs in the learner's own kernel too: a top-level name it binds must not be
    one a learner's answer binds (every answer on file and in the fresh batches), or the
    learner's function, reading its own global, reads the tests' (09b's ``PREFIX`` did)."""
    answers = [*REPO.glob("tests/*_answers/*/*.py"), *REPO.glob("benchmarks/fresh_*/**/*.py")]
    clashes = []
    for ex in exercises(chapter):
        theirs: set[str] = set()
        for path in answers:
            if path.name.split("__")[0] == ex.solution_id:
                theirs |= _top_level_names(path.read_text())
        cell = next(c for c in read(SOLUTIONS / chapter / ex.notebook).cells
                    if c.metadata.get("nbgrader", {}).get("grade_id") == ex.tests_id)
        clashes += [f"{ex.tests_id}: {n}" for n in sorted(_top_level_names(cell.source) & theirs)]
    assert clashes == []
