"""Parallel, sandboxed autograding on top of ``nbgrader autograde``.

nbgrader grades one submission at a time, with the grader's rights. Here each student's
submission is graded by its own ``nbgrader autograde CHAPTER --student ID`` process, ``workers``
at a time, each kernel inside the bubblewrap sandbox of ``graders.sandbox`` (one unprivileged user
id per worker slot, so process limits do not add up across students), with a wall-clock limit per
submission. The gradebook (SQLite or PostgreSQL) is nbgrader's own; every process writes only its
own student's rows.

Before grading, each submitted notebook is checked: one that is not valid notebook JSON is moved
aside (``NAME.ipynb.invalid``), so that nbgrader scores it as missing (zero) instead of failing
the whole submission; the reason is reported.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from graders.sandbox import REPO, SandboxLimits, grading_env, require_bubblewrap

FIRST_UID = 61000


@dataclass
class StudentResult:
    student: str
    ok: bool
    seconds: float
    problems: list[str] = field(default_factory=list)


def submitted_students(course: Path, chapter: str) -> list[str]:
    """Students with a submission folder for ``chapter``."""
    root = course / "submitted"
    return sorted(p.name for p in root.iterdir() if (p / chapter).is_dir()) if root.is_dir() else []


def set_aside_invalid(folder: Path) -> list[str]:
    """Replace unreadable notebooks by empty ones (kept as NAME.invalid); say what was wrong."""
    problems = []
    for path in sorted(folder.glob("*.ipynb")):
        try:
            nbformat.validate(nbformat.read(path, as_version=4))
        except Exception as err:  # invalid JSON, not a notebook, wrong schema
            path.rename(path.with_name(path.name + ".invalid"))
            nbformat.write(nbformat.v4.new_notebook(), path)
            problems.append(f"{path.name} is not a valid notebook ({type(err).__name__}); "
                            "it was graded as empty")
    return problems


def restore_locked_cells(submitted: nbformat.NotebookNode, released: nbformat.NotebookNode
                         ) -> list[str]:
    """Put back, in place, the locked cells (tests, instructions) a student deleted.

    nbgrader restores the content of locked cells that are present, but a deleted test cell
    simply never runs. Each missing cell goes back after the cell that preceded it in the
    released notebook. Returns the grade ids put back.
    """
    def gid(cell):
        return cell.metadata.get("nbgrader", {}).get("grade_id")

    present = {gid(c) for c in submitted.cells if gid(c)}
    restored, anchor = [], None
    for cell in released.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("locked") and gid(cell) and gid(cell) not in present:
            ids = [gid(c) for c in submitted.cells]
            at = ids.index(anchor) + 1 if anchor in ids else len(submitted.cells)
            submitted.cells.insert(at, cell)
            present.add(gid(cell))
            restored.append(gid(cell))
        if gid(cell):
            anchor = gid(cell)
    return restored


def prepare_submission(folder: Path, released: Path | None) -> list[str]:
    """Make a submission gradable: invalid notebooks graded as empty, deleted locked cells back."""
    problems = set_aside_invalid(folder)
    if released is None:
        return problems
    for path in sorted(folder.glob("*.ipynb")):
        original = released / path.name
        if not original.exists():
            continue
        nb = nbformat.read(path, as_version=4)
        restored = restore_locked_cells(nb, nbformat.read(original, as_version=4))
        if restored:
            nbformat.write(nb, path)
            problems.append(f"{path.name}: deleted locked cells restored: {', '.join(restored)}")
    return problems


def _grade_one(course: Path, chapter: str, student: str, env: dict[str, str],
               timeout: float, released: Path | None) -> StudentResult:
    start = time.perf_counter()
    problems = prepare_submission(course / "submitted" / student / chapter, released)
    command = [sys.executable, "-m", "nbgrader", "autograde", chapter, "--student", student,
               "--force"]
    proc = subprocess.Popen(command, cwd=course, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        log, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        log, _ = proc.communicate()
        problems.append(f"time limit of {timeout:.0f} s for the whole submission exceeded")
    for line in log.splitlines():
        if "grading sandbox:" in line or "No submitted file" in line or "Skipping unknown" in line:
            problems.append(line.split("] ", 1)[-1].strip())
    ok = proc.returncode == 0 and not any("time limit" in p for p in problems)
    if proc.returncode not in (0, None, -9) and not problems:
        problems.append("nbgrader failed: " + " | ".join(log.strip().splitlines()[-3:]))
    return StudentResult(student, ok, time.perf_counter() - start, problems)


def autograde_parallel(course: Path, chapter: str, students: list[str] | None = None,
                       workers: int = 2, sandbox: bool = True,
                       limits: SandboxLimits | None = None, timeout: float = 900.0,
                       release_directory: str = "release") -> dict[str, StudentResult]:
    """Autograde ``students`` (default: every submission) of ``chapter`` in ``course``.

    ``release_directory`` names the folder holding the student versions (the course's
    ``chapters``); deleted locked cells are restored from there.
    """
    course = Path(course).resolve()
    released = course / release_directory / chapter
    released = released if released.is_dir() else None
    students = submitted_students(course, chapter) if students is None else students
    if sandbox:
        require_bubblewrap()
    limits = limits or SandboxLimits()
    threads = max(1, (os.cpu_count() or 1) // workers)
    base_env = {**os.environ, "OMP_NUM_THREADS": str(threads), "MKL_NUM_THREADS": str(threads),
                "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                         os.environ.get("PATH", "")]),
                "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO),
                                                            os.environ.get("PYTHONPATH")]))}
    slots: queue.Queue[int] = queue.Queue()
    for slot in range(workers):
        slots.put(slot)
    with tempfile.TemporaryDirectory(prefix="ptp-grading-") as tmp:
        os.chmod(tmp, 0o755)

        def job(student: str) -> StudentResult:
            slot = slots.get()
            try:
                env = dict(base_env)
                if sandbox:
                    runtime = Path(tmp) / f"{student}-{slot}"
                    env.update(grading_env(runtime, limits, uid=FIRST_UID + slot,
                                           hide=[course, REPO]))
                return _grade_one(course, chapter, student, env, timeout, released)
            finally:
                slots.put(slot)

        with ThreadPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(job, students))
    return {r.student: r for r in results}
