"""chapters/ is exactly what nbgrader generates from solutions/ (never edited by hand)."""

from __future__ import annotations

import filecmp

import pytest

from graders.course import CHAPTERS, chapter_names, read, release


@pytest.mark.parametrize("chapter", chapter_names())
def test_student_version_in_sync(chapter: str, course) -> None:
    """Regenerating the student version gives the committed files, byte for byte."""
    fresh = release(chapter, course)
    committed = CHAPTERS / chapter
    fresh_files = sorted(p.relative_to(fresh) for p in fresh.rglob("*") if p.is_file())
    committed_files = sorted(p.relative_to(committed) for p in committed.rglob("*") if p.is_file())
    assert committed_files == fresh_files, "run `make chapters`"
    for rel in fresh_files:
        if rel.suffix == ".ipynb":
            assert read(committed / rel) == read(fresh / rel), f"{rel} differs: run `make chapters`"
        assert filecmp.cmp(committed / rel, fresh / rel, shallow=False), \
            f"{rel} differs: run `make chapters`"
