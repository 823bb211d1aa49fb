"""Shared fixtures: the chapters, and one nbgrader course folder per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from graders.course import make_course_dir


@pytest.fixture(scope="session")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A throw-away nbgrader course folder whose source is the repository's solutions/."""
    return make_course_dir(tmp_path_factory.mktemp("nbgrader") / "course")
