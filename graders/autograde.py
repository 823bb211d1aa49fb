"""Parallel, sandboxed autograding on top of ``nbgrader autograde``.

nbgrader grades one submission at a time, with the grader's rights. Here ``workers`` grading
processes (``graders.grade_worker``: nbgrader's own autograde, one student at a time, nbgrader
imported once per worker) take the submissions from a shared queue. Every kernel runs inside the
bubblewrap sandbox of ``graders.sandbox`` (one unprivileged user id per worker slot, so process
limits do not add up across students), with a wall-clock limit per submission: a worker that
overruns is killed and replaced. The gradebook (SQLite or PostgreSQL) is nbgrader's own; each
submission writes only its own student's rows.

Before grading, each submitted notebook is checked: one that is not valid notebook JSON is
graded as an empty notebook (the original is kept as ``NAME.ipynb.invalid``), and locked cells
a student deleted are put back. Whatever went wrong (those, a kernel that crashed or hit a
limit, a submission over its time limit, a missing notebook) is said in a learner's words, with
the cell it happened in, and kept in ``grading_reports/<chapter>/<student>.json``: the
instructor's summary lists it and the feedback step turns it into a page for the student
(``graders.feedback.write_problem_pages``).
"""

from __future__ import annotations

import json
import os
import queue
import re
import select
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

from graders.sandbox import REPO, SandboxLimits, font_cache, grading_env, require_bubblewrap

FIRST_UID = 61000


REPORTS = "grading_reports"


@dataclass
class StudentResult:
    student: str
    ok: bool
    seconds: float
    problems: list[str] = field(default_factory=list)
    notebooks: list[str] = field(default_factory=list)  # the chapter's notebook names


def report_path(course: Path, chapter: str, student: str) -> Path:
    return Path(course) / REPORTS / chapter / f"{student}.json"


def read_reports(course: Path, chapter: str) -> dict[str, dict]:
    """The report of each student of ``chapter`` with problems in the last autograde."""
    folder = Path(course) / REPORTS / chapter
    return {p.stem: json.loads(p.read_text())
            for p in sorted(folder.glob("*.json"))} if folder.is_dir() else {}


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
            problems.append(f"{path.name} is not a valid notebook ({type(err).__name__}), so "
                            "it was graded as an empty notebook")
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
            problems.append(f"{path.name}: cells you may not delete were missing and were put "
                            f"back before grading: {', '.join(restored)}")
    return problems


class _Worker:
    """One ``graders.grade_worker`` process, fed one student at a time."""

    def __init__(self, course: Path, chapter: str, env: dict[str, str], log: Path) -> None:
        self.course, self.chapter, self.env, self.log = course, chapter, env, log
        self.progress = log.with_suffix(".progress")
        self.flags = log.with_suffix(".flags")
        self.env["PTP_GRADING_PROGRESS"] = str(self.progress)
        self.env["PTP_GRADING_FLAGS"] = str(self.flags)
        self.proc: subprocess.Popen | None = None

    def _start(self) -> subprocess.Popen:
        with open(self.log, "a") as err:
            return subprocess.Popen(
                [sys.executable, "-m", "graders.grade_worker", str(self.course), self.chapter],
                cwd=self.course, env=self.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=err, text=True, start_new_session=True)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self.proc = None

    def grade(self, student: str, timeout: float) -> tuple[bool, str, bool]:
        """(nbgrader succeeded, its log and the kernels' messages, timed out)."""
        if self.proc is None or self.proc.poll() is not None:
            self.proc = self._start()
        offset = self.log.stat().st_size if self.log.exists() else 0
        self.progress.unlink(missing_ok=True)
        self.flags.unlink(missing_ok=True)
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(student + "\n")
        self.proc.stdin.flush()
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        reply = self.proc.stdout.readline() if ready else ""
        with open(self.log) as fh:
            fh.seek(offset)
            messages = fh.read()
        if not reply:  # timed out, or the worker died: start afresh for the next student
            timed_out = not ready
            self.stop()
            return False, messages, timed_out
        answer = json.loads(reply)
        text = "\n".join([answer["log"], answer["error"], messages])
        return answer["success"], text, False


def where(progress: Path) -> str:
    """The cell the grader was running, in words (from ``RecordingExecute``'s note)."""
    try:
        note = json.loads(progress.read_text())
    except (OSError, ValueError):
        return "your notebook"
    what = (f"the tests of {note['grade_id'].removesuffix('_tests')}" if note.get("tests")
            else f"`{note['first_line']}`" if note.get("first_line") else "")
    return f"cell {note['cell'] + 1}" + (f" ({what})" if what else "")


def learner_problems(log: str, success: bool, timed_out: bool, timeout: float,
                     progress: Path) -> list[str]:
    """What went wrong while grading, in a learner's words, from the grader's log."""
    problems = []
    if timed_out:
        problems.append(f"Your notebook ran longer than the {timeout:.0f} s allowed for a whole "
                        f"submission; it was stopped in {where(progress)}.")
    for line in log.splitlines():
        text = line.split("] ", 1)[-1].strip()
        if "grading sandbox: memory limit of" in text:
            mib = text.split("memory limit of ", 1)[1].split(" MiB")[0]
            problems.append(f"Your code used more memory than the {mib} MiB allowed; its kernel "
                            f"was stopped in {where(progress)}.")
        elif "grading sandbox: more than" in text:
            n = text.split("more than ", 1)[1].split(" ")[0]
            problems.append(f"Your code started more than {n} processes; its kernel was stopped "
                            f"in {where(progress)}.")
        elif "No submitted file" in text:
            name = Path(text.rsplit(":", 1)[-1].strip()).name
            problems.append(f"No notebook named {name} was found in your submission, so it "
                            "could not be graded.")
        elif "Skipping unknown" in text:
            problems.append(text)
    if not success and not problems:
        dead = re.search(r"DeadKernel|Kernel died|kernel died", log, re.I)
        problems.append(
            f"The kernel running your notebook died in {where(progress)} (a crash, or code "
            "that ends the Python process); the cells after it did not run." if dead or
            progress.exists() else
            "nbgrader could not grade this submission: "
            + " | ".join(log.strip().splitlines()[-3:]))
    return list(dict.fromkeys(problems))


FLAGGED = "Flagged for review"


def flagged(path: Path) -> list[str]:
    """The grader's note on a submission whose solution cells touch the interpreter's machinery."""
    try:
        flags = json.loads(path.read_text())
    except (OSError, ValueError):
        return []
    if not isinstance(flags, list) or not flags:
        return []
    return [f"{FLAGGED}: a solution cell {'; '.join(map(str, flags[:5]))}. An exercise needs "
            "none of this; your grade comes from tests your code cannot reach, and your "
            "instructor may read this submission."]


def grade_submission(worker: _Worker, chapter: str, student: str, timeout: float,
                     released: Path | None) -> StudentResult:
    """Grade one submission in ``worker``'s course; write nothing but nbgrader's own output.

    The local pool, the Dask workers (``graders.distributed``) and the platforms' graders
    (``graders.platforms``) all grade a submission through here.
    """
    start = time.perf_counter()
    collected = Path(worker.course) / REPORTS / chapter / "collect" / f"{student}.json"
    problems = json.loads(collected.read_text()) if collected.exists() else []
    problems += prepare_submission(worker.course / "submitted" / student / chapter, released)
    success, log, timed_out = worker.grade(student, timeout)
    problems += learner_problems(log, success, timed_out, timeout, worker.progress)
    problems += flagged(worker.flags)
    folder = released or worker.course / "submitted" / student / chapter
    notebooks = sorted(p.name for p in folder.glob("*.ipynb")) or [f"{chapter}.ipynb"]
    return StudentResult(student, success and not timed_out, time.perf_counter() - start,
                         problems, notebooks)


def write_report(course: Path, chapter: str, result: StudentResult) -> None:
    """Keep what went wrong with ``result`` in ``grading_reports`` (nothing: remove the old)."""
    report = report_path(course, chapter, result.student)
    report.unlink(missing_ok=True)
    if result.problems:
        report.parent.mkdir(parents=True, exist_ok=True)
        report.write_text(json.dumps({"student": result.student, "chapter": chapter,
                                      "ok": result.ok, "notebooks": result.notebooks,
                                      "problems": result.problems}, indent=1))


def _grade_one(worker: _Worker, chapter: str, student: str, timeout: float,
               released: Path | None) -> StudentResult:
    result = grade_submission(worker, chapter, student, timeout, released)
    write_report(worker.course, chapter, result)
    return result


def worker_env(runtime: Path, slot: int, workers: int, sandbox: bool, limits: SandboxLimits,
               font_list: Path | None) -> dict[str, str]:
    """The environment of grading process ``slot`` of ``workers`` (its kernels' sandbox too)."""
    threads = max(1, (os.cpu_count() or 1) // workers)
    env = {**os.environ, "OMP_NUM_THREADS": str(threads), "MKL_NUM_THREADS": str(threads),
           "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                    os.environ.get("PATH", "")]),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO),
                                                       os.environ.get("PYTHONPATH")]))}
    if sandbox:
        env.update(grading_env(runtime / f"slot{slot}", limits, uid=FIRST_UID + slot,
                               font_list=font_list))
    return env


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
    slots: queue.Queue[int] = queue.Queue()
    for slot in range(workers):
        slots.put(slot)
    with tempfile.TemporaryDirectory(prefix="ptp-grading-") as tmp:
        os.chmod(tmp, 0o755)
        font_list = font_cache(Path(tmp) / "mpl") if sandbox else None
        pool_workers = [
            _Worker(course, chapter, worker_env(Path(tmp), slot, workers, sandbox, limits,
                                                font_list), Path(tmp) / f"slot{slot}.log")
            for slot in range(workers)]

        def job(student: str) -> StudentResult:
            slot = slots.get()
            try:
                return _grade_one(pool_workers[slot], chapter, student, timeout, released)
            finally:
                slots.put(slot)

        try:
            with ThreadPoolExecutor(max_workers=workers) as pool:
                results = list(pool.map(job, students))
        finally:
            for worker in pool_workers:
                worker.stop()
    return {r.student: r for r in results}
