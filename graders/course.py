"""The course's notebooks as nbgrader sees them: listing, cleaning, releasing, autograding.

The maintainer command (``python -m graders.release``) and the tests share these functions, so
the student versions are made the same way everywhere.
"""

from __future__ import annotations

import copy
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

# nbformat is imported where a notebook is read or written: this module is the floor everything
# stands on, and benchmarks/verify.py (through graders/catalogue.py) runs where only Python is.
if TYPE_CHECKING:
    import nbformat

REPO = Path(__file__).resolve().parent.parent
OURS = "pytorch-in-practice/pytorch-in-practice"  # on GitHub: what Colab, Binder and links name
SOLUTIONS = REPO / "solutions"
CHAPTERS = REPO / "chapters"
ZH_EDITION = REPO / "zh"  # the Chinese edition, built by edition/ (python -m edition build)
CHAPTER_NAME = re.compile(r"^\d\d_[a-z0-9_]+$")
NOTEBOOK_METADATA_KEYS = {"kernelspec", "language_info"}
CELL_METADATA_KEYS = {"nbgrader"}
# nbgrader marks locked cells of the student version with Jupyter's own editing flags.
RELEASED_CELL_METADATA_KEYS = CELL_METADATA_KEYS | {"deletable", "editable"}


def chapter_names() -> list[str]:
    """The chapter folders in solutions/, in order (``00_setup``, ``01_tensors``, ...)."""
    return sorted(p.name for p in SOLUTIONS.iterdir() if p.is_dir() and CHAPTER_NAME.match(p.name))


def notebooks_of(chapter: str, root: Path = SOLUTIONS) -> list[Path]:
    """The notebooks of one chapter folder."""
    return sorted((root / chapter).glob("*.ipynb"))


def read(path: Path) -> nbformat.NotebookNode:
    import nbformat

    return nbformat.read(path, as_version=4)


def write(nb: nbformat.NotebookNode, path: Path) -> None:
    import nbformat

    nbformat.write(nb, path)


def cleanliness_problems(nb: nbformat.NotebookNode,
                         cell_keys: set[str] = CELL_METADATA_KEYS) -> list[str]:
    """What keeps a notebook from being committable: outputs, counts, stray metadata."""
    problems = []
    extra = set(nb.metadata) - NOTEBOOK_METADATA_KEYS
    if extra:
        problems.append(f"notebook metadata {sorted(extra)}")
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and cell.get("outputs"):
            problems.append(f"cell {i} has outputs")
        if cell.cell_type == "code" and cell.get("execution_count") is not None:
            problems.append(f"cell {i} has an execution count")
        extra = set(cell.metadata) - cell_keys
        if extra:
            problems.append(f"cell {i} metadata {sorted(extra)}")
        if cell.get("attachments"):
            problems.append(f"cell {i} has attachments")
    return problems


def clean(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """A copy of ``nb`` without outputs, execution counts or metadata other than nbgrader's."""
    nb = copy.deepcopy(nb)
    nb.metadata = {k: v for k, v in nb.metadata.items() if k in NOTEBOOK_METADATA_KEYS}
    for cell in nb.cells:
        cell.metadata = {k: v for k, v in cell.metadata.items() if k in CELL_METADATA_KEYS}
        cell.pop("attachments", None)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nb


def nbgrader(args: list[str], cwd: Path, timeout: float = 1800) -> subprocess.CompletedProcess:
    """Run ``nbgrader ARGS`` in ``cwd`` (a course folder) with this Python; fail loudly."""
    # nbgrader runs helper programs (alembic) by name: put this Python's scripts first on PATH.
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                                  os.environ.get("PATH", "")])}
    proc = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=cwd, text=True,
                          capture_output=True, timeout=timeout, env=env)
    if proc.returncode != 0:
        raise RuntimeError(f"nbgrader {' '.join(args)} failed:\n{proc.stdout}\n{proc.stderr}")
    return proc


def make_course_dir(root: Path, solutions: Path = SOLUTIONS) -> Path:
    """A throw-away nbgrader course folder whose source is this repository's solutions/ (or
    ``solutions``: the Chinese edition's, built by ``edition/``).

    It uses the repository's nbgrader_config.py, but releases into ``root/release`` and keeps its
    gradebook in ``root/gradebook.db``, so nothing in the repository changes.
    """
    root.mkdir(parents=True, exist_ok=True)
    (root / "solutions").symlink_to(solutions, target_is_directory=True)
    config = (REPO / "nbgrader_config.py").read_text()
    config += (f"\nc.CourseDirectory.root = {str(root)!r}\n"
               "c.CourseDirectory.release_directory = 'release'\n")
    (root / "nbgrader_config.py").write_text(config)
    return root


def build_zh_solutions(root: Path, parts: list[str] | None = None) -> list[str]:
    """Write the Chinese edition's solution notebooks of ``parts`` (default every translated
    one) under ``root/<chapter>/``; return the translation problems found, one a line. The
    edition's builder makes them: grading runs it as a command (``python -m edition
    solution``), as it runs nbgrader, and never imports it (the edition stands on graders/)."""
    out = root.resolve()
    proc = subprocess.run([sys.executable, "-m", "edition", "solution", *(parts or []),
                           "--out", str(out)], cwd=REPO, text=True, capture_output=True)
    if proc.returncode != 0:
        raise RuntimeError(f"python -m edition solution failed:\n{proc.stdout}\n{proc.stderr}")
    done = f"wrote the Chinese solutions under {out}"
    return [line for line in proc.stdout.splitlines() if line != done]


def make_zh_course_dir(root: Path, chapters: list[str],
                       build: Callable[[Path, list[str]], list[str]] = build_zh_solutions) -> Path:
    """A throw-away nbgrader course folder whose source is the Chinese edition's solutions of
    ``chapters`` (made by ``build``, into ``root``'s sibling), for releasing and grading the
    Chinese edition."""
    solutions = root.parent / f"{root.name}-zh-solutions"
    build(solutions, [p.stem for ch in chapters for p in notebooks_of(ch)])
    return make_course_dir(root, solutions=solutions)


def class_of_solutions(root: Path, chapter: str, students: list[str]) -> Path:
    """A course folder at ``root`` where each of ``students`` submitted ``chapter``'s solution
    (every exercise right, every cell run): the class the grading benchmarks time."""
    course = make_course_dir(root)
    nbgrader(["generate_assignment", chapter, "--force"], cwd=course)
    for student in students:
        folder = course / "submitted" / student / chapter
        folder.mkdir(parents=True)
        for path in notebooks_of(chapter):
            write(read(path), folder / path.name)
    return course


def release(chapter: str, course: Path) -> Path:
    """Generate the student version of ``chapter`` in ``course``; return its folder."""
    nbgrader(["generate_assignment", chapter, "--force"], cwd=course)
    return course / "release" / chapter


@dataclass
class CellScore:
    score: float
    max_score: float


def autograde(course: Path, chapter: str,
              submissions: dict[str, dict[str, nbformat.NotebookNode]],
              workers: int = 1, sandbox: bool = False) -> dict[str, dict[str, CellScore]]:
    """Autograde ``{student: {notebook file name: notebook}}`` with real ``nbgrader autograde``.

    ``chapter`` must have been released in ``course`` first. With ``workers > 1`` the course's
    parallel grader runs the submissions side by side (``sandbox`` as asked). Returns, per
    student, the score of every autograded cell by grade id.
    """
    from nbgrader.api import Gradebook

    from graders.autograde import autograde_parallel

    for student, notebooks in submissions.items():
        folder = course / "submitted" / student / chapter
        folder.mkdir(parents=True, exist_ok=True)
        for name, nb in notebooks.items():
            write(nb, folder / name)
    if workers > 1:
        autograde_parallel(course, chapter, list(submissions), workers=workers, sandbox=sandbox)
    else:
        nbgrader(["autograde", chapter, "--force"], cwd=course)
    scores: dict[str, dict[str, CellScore]] = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        for student, notebooks in submissions.items():
            cells = scores.setdefault(student, {})
            for name in notebooks:
                sub = gb.find_submission_notebook(Path(name).stem, chapter, student)
                for grade in sub.grades:
                    cells[grade.name] = CellScore(grade.score, grade.max_score)
    return scores


def replace_folder(src: Path, dst: Path) -> None:
    """Replace ``dst`` with a copy of ``src``."""
    if dst.exists():
        shutil.rmtree(dst)
    shutil.copytree(src, dst)
