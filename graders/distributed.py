"""Grading past one machine: each submission graded on a Dask worker, one process writes.

``python -m graders.instructor autograde CHAPTER --scheduler tcp://HOST:8786`` sends every
submission of CHAPTER to the workers of a Dask distributed scheduler. A worker grades it with the
same code as the local pool (``graders.autograde.grade_submission``: nbgrader's autograde in a
long-lived grading process, every kernel in the bubblewrap sandbox) in a **private course**: a
temporary nbgrader course of its own, made from a ``Kit`` (the course's nbgrader configuration
and the chapter's source notebooks), with its own SQLite gradebook. Workers need the course's
code and Python environment, not its folder: the submission travels to the worker, and the
autograded notebooks, the grades nbgrader gave and what went wrong travel back. The client,
alone, writes them into the course (``autograded/``, the gradebook, ``grading_reports/``).

Faults:

* A worker that dies while grading loses nothing: the scheduler gives the submission to another
  worker; the client writes each submission once, when its result arrives.
* A submission that kills every worker it lands on is failed by the scheduler after
  ``distributed.scheduler.allowed-failures`` + 1 deaths (``KilledWorker``): it is reported as
  such (its ``grading_reports`` entry and the feedback page say so), not retried forever.
* A scheduler that goes away stops the run with a message. Every submission written so far is
  in ``grading_reports/CHAPTER/graded.jsonl`` with a fingerprint of the submitted files: the
  next run grades only the submissions missing from it (or changed since).

The same private course grades one learner's notebook on Gradescope and PrairieLearn
(``graders.platforms``).
"""

from __future__ import annotations

import atexit
import concurrent.futures
import dataclasses
import hashlib
import json
import os
import shutil
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from graders.autograde import (
    REPORTS,
    StudentResult,
    _Worker,
    grade_submission,
    submitted_students,
    worker_env,
    write_report,
)
from graders.sandbox import SandboxLimits, font_cache, require_bubblewrap

LEDGER = "graded.jsonl"
PRIVATE_PREFIX = "ptp-private-course-"


@dataclass(frozen=True)
class Kit:
    """What a worker needs to grade a chapter, without the course folder."""

    chapter: str
    config: str                 # the course's nbgrader_config.py
    source: dict[str, bytes]    # the chapter's source files, by path relative to its folder
    sandbox: bool = True
    limits: SandboxLimits = field(default_factory=SandboxLimits)
    timeout: float = 900.0      # seconds per submission
    # the chapter as ``nbgrader generate_assignment`` left it (its gradebook and release
    # folder), made once by whoever makes the kit: a worker's private course starts from these
    # instead of generating the assignment again (empty: the private course generates it)
    prepared: dict[str, bytes] = field(default_factory=dict, compare=False)

    @property
    def key(self) -> str:
        digest = hashlib.sha256(self.config.encode())
        for name in sorted(self.source):
            digest.update(name.encode() + b"\0" + self.source[name])
        digest.update(repr((self.chapter, self.sandbox, self.limits, self.timeout)).encode())
        return digest.hexdigest()[:16]


@dataclass
class Submission:
    student: str
    files: dict[str, bytes]     # the submission folder's files, by relative path
    notes: list[str] = field(default_factory=list)  # what collecting noticed

    @property
    def fingerprint(self) -> str:
        digest = hashlib.sha256(json.dumps(self.notes).encode())
        for name in sorted(self.files):
            digest.update(name.encode() + b"\0" + self.files[name])
        return digest.hexdigest()[:16]


@dataclass
class Graded:
    """One graded submission, as it comes back from a worker."""

    result: StudentResult
    autograded: dict[str, bytes]   # autograded/<student>/<chapter>/, by relative path
    grades: dict[str, dict]        # notebook -> {"grades": {name: row}, "comments": ..., ...}
    timestamp: datetime | None
    worker: str = ""


def course_settings(course: Path) -> tuple[str, str, str]:
    """(gradebook URL, course id, source folder name) of the nbgrader course ``course``."""
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    coursedir = CourseDirectory(config=config)
    coursedir.root = str(course)
    return coursedir.db_url, coursedir.course_id, coursedir.source_directory


def files_of(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def make_kit(course: Path, chapter: str, sandbox: bool = True,
             limits: SandboxLimits | None = None, timeout: float = 900.0,
             prepare: bool = True) -> Kit:
    """What a worker needs to grade ``chapter`` of ``course``; with ``prepare``, the assignment
    generated once here (``Kit.prepared``) rather than by every worker."""
    source_dir = course / course_settings(course)[2] / chapter
    if not source_dir.is_dir():
        raise SystemExit(f"no source folder {source_dir} for chapter {chapter}")
    kit = Kit(chapter, (course / "nbgrader_config.py").read_text(), files_of(source_dir),
              sandbox, limits or SandboxLimits(), timeout)
    if prepare:
        with tempfile.TemporaryDirectory(prefix="ptp-kit-") as tmp:
            generated = _generate(kit, Path(tmp) / "course")
            kit = dataclasses.replace(kit, prepared={
                **{f"release/{chapter}/{k}": v
                   for k, v in files_of(generated / "release" / chapter).items()},
                "gradebook.db": (generated / "gradebook.db").read_bytes()})
    return kit


def _private_config(kit: Kit, course: Path) -> str:
    gradebook = f"sqlite:///{course / 'gradebook.db'}"
    return (kit.config + "\n# graders.distributed: a private course of one chapter\n"
            f"c.CourseDirectory.root = {str(course)!r}\n"
            "c.CourseDirectory.source_directory = 'source'\n"
            "c.CourseDirectory.release_directory = 'release'\n"
            f"c.CourseDirectory.db_url = {gradebook!r}\n")


def _generate(kit: Kit, course: Path) -> Path:
    """A course of ``kit``'s chapter in the folder ``course``: its config and source, and the
    assignment generated (from ``kit.prepared`` when it holds it)."""
    from graders.course import nbgrader

    course.mkdir(mode=0o755)
    (course / "nbgrader_config.py").write_text(_private_config(kit, course))
    _write_files(course / "source" / kit.chapter, kit.source)
    if kit.prepared:
        _write_files(course, kit.prepared)
    else:
        nbgrader(["generate_assignment", kit.chapter, "--force"], cwd=course)
    return course


def _write_files(folder: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        path = (folder / name).resolve()
        if not path.is_relative_to(folder.resolve()):
            raise ValueError(f"a file outside its folder: {name}")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


class PrivateCourse:
    """A temporary nbgrader course of one chapter, with its own gradebook and grading process."""

    def __init__(self, kit: Kit, slot: int = 0) -> None:
        self.kit = kit
        if kit.sandbox:
            require_bubblewrap()
        _sweep_leftovers()
        self.root = Path(tempfile.mkdtemp(prefix=f"{PRIVATE_PREFIX}{os.getpid()}-"))
        os.chmod(self.root, 0o755)  # the sandbox's user enters it
        self.course = course = _generate(kit, self.root / "course")
        runtime = self.root / "runtime"
        runtime.mkdir(mode=0o755)
        font_list = font_cache(runtime / "mpl") if kit.sandbox else None
        # one math thread per kernel; a sandbox user id of its own (slot) per grading process
        env = worker_env(runtime, slot, os.cpu_count() or 1, kit.sandbox, kit.limits, font_list)
        self.worker = _Worker(course, kit.chapter, env, runtime / "grading.log")

    def grade(self, sub: Submission) -> Graded:
        chapter = self.kit.chapter
        for part in ("submitted", "autograded"):
            shutil.rmtree(self.course / part / sub.student, ignore_errors=True)
        notes = self.course / REPORTS / chapter / "collect" / f"{sub.student}.json"
        notes.unlink(missing_ok=True)
        if sub.notes:
            notes.parent.mkdir(parents=True, exist_ok=True)
            notes.write_text(json.dumps(sub.notes))
        _write_files(self.course / "submitted" / sub.student / chapter, sub.files)
        result = grade_submission(self.worker, chapter, sub.student, self.kit.timeout,
                                  self.course / "release" / chapter)
        graded_dir = self.course / "autograded" / sub.student / chapter
        autograded = files_of(graded_dir) if graded_dir.is_dir() else {}
        grades, timestamp = self._grades(sub.student)
        for part in ("submitted", "autograded"):
            shutil.rmtree(self.course / part / sub.student, ignore_errors=True)
        return Graded(result, autograded, grades, timestamp,
                      f"{socket.gethostname()}:{os.getpid()}")

    def _grades(self, student: str) -> tuple[dict[str, dict], datetime | None]:
        from nbgrader.api import Gradebook, MissingEntry

        with Gradebook(f"sqlite:///{self.course / 'gradebook.db'}") as gb:
            try:
                sub = gb.find_submission(self.kit.chapter, student)
            except MissingEntry:  # nbgrader failed before it recorded anything
                return {}, None
            found = {nb.name: {
                "grades": {g.name: {"auto_score": g.auto_score, "max_score": g.max_score,
                                    "needs_manual_grade": g.needs_manual_grade}
                           for g in nb.grades},
                "comments": {c.name: c.auto_comment for c in nb.comments},
                "late_submission_penalty": nb.late_submission_penalty,
            } for nb in sub.notebooks}
            return found, sub.timestamp

    def close(self) -> None:
        self.worker.stop()
        shutil.rmtree(self.root, ignore_errors=True)


def _sweep_leftovers() -> None:
    """Remove the private courses of grading processes that are gone (a worker killed, or
    ended by its nanny without running its exit handlers)."""
    import psutil

    for folder in Path(tempfile.gettempdir()).glob(f"{PRIVATE_PREFIX}*"):
        try:
            pid = int(folder.name.removeprefix(PRIVATE_PREFIX).split("-", 1)[0])
        except ValueError:
            continue
        if not psutil.pid_exists(pid):
            shutil.rmtree(folder, ignore_errors=True)


_COURSES: dict[tuple[str, int], PrivateCourse] = {}
_LOCK = threading.Lock()


def _close_all() -> None:
    for private in _COURSES.values():
        private.close()


atexit.register(_close_all)


def grade_task(kit: Kit, sub: Submission) -> Graded:
    """The task a Dask worker runs: grade ``sub`` in this process's private course of ``kit``
    (made at its first submission, kept for the next ones: one per worker thread)."""
    key = (kit.key, threading.get_ident())
    with _LOCK:
        private = _COURSES.get(key)
    if private is None:
        # a sandbox user id of its own for each grading process of the machine
        slot = (os.getpid() * 8 + len(_COURSES)) % 4000
        private = PrivateCourse(kit, slot)
        with _LOCK:
            _COURSES[key] = private
    return private.grade(sub)


# ------------------------------------------------------------------------ the client's side

def submission_of(course: Path, chapter: str, student: str) -> Submission:
    notes = course / REPORTS / chapter / "collect" / f"{student}.json"
    return Submission(student, files_of(course / "submitted" / student / chapter),
                      json.loads(notes.read_text()) if notes.exists() else [])


def ledger_path(course: Path, chapter: str) -> Path:
    return course / REPORTS / chapter / LEDGER


def already_graded(course: Path, chapter: str) -> dict[str, str]:
    """Student -> fingerprint of the submission last written by a distributed run."""
    path = ledger_path(course, chapter)
    done: dict[str, str] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                entry = json.loads(line)
            except ValueError:  # a line cut short by a crash: that submission is graded again
                continue
            done[entry["student"]] = entry["fingerprint"]
    return done


def write_graded(course: Path, chapter: str, graded: Graded, fingerprint: str,
                 db_url: str, course_id: str) -> None:
    """Write one graded submission into the course: files, gradebook, report, then ledger."""
    from nbgrader.api import Gradebook

    student = graded.result.student
    folder = course / "autograded" / student / chapter
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    _write_files(folder, graded.autograded)
    with Gradebook(db_url, course_id) as gb:
        gb.update_or_create_student(student)
        extra = {"timestamp": graded.timestamp} if graded.timestamp else {}
        sub = gb.update_or_create_submission(chapter, student, **extra)
        for nb in sub.notebooks:
            got = graded.grades.get(nb.name)
            if got is None:
                continue
            for grade in nb.grades:
                row = got["grades"].get(grade.name)
                if row:
                    grade.auto_score = row["auto_score"]
                    grade.needs_manual_grade = row["needs_manual_grade"]
            for comment in nb.comments:
                if comment.name in got["comments"]:
                    comment.auto_comment = got["comments"][comment.name]
            nb.late_submission_penalty = got["late_submission_penalty"]
        gb.db.commit()
    write_report(course, chapter, graded.result)
    with open(ledger_path(course, chapter), "a") as fh:
        fh.write(json.dumps({"student": student, "fingerprint": fingerprint,
                             "ok": graded.result.ok, "worker": graded.worker,
                             "seconds": round(graded.result.seconds, 2),
                             "at": time.strftime("%Y-%m-%dT%H:%M:%S")}) + "\n")


class SchedulerGone(SystemExit):
    pass


def killed_workers_result(student: str, notebooks: list[str], tries: int) -> StudentResult:
    return StudentResult(student, False, 0.0, [
        f"Grading your submission stopped the grading machine each time it was tried "
        f"({tries} times), so it could not be graded. Ask your instructor to look at it."],
        notebooks)


def autograde_distributed(course: Path, chapter: str, scheduler: str,
                          students: list[str] | None = None, sandbox: bool = True,
                          limits: SandboxLimits | None = None, timeout: float = 900.0,
                          release_directory: str = "release", regrade: bool = False,
                          on_result: Callable[[StudentResult], None] | None = None,
                          ) -> dict[str, StudentResult]:
    """Grade the submissions of ``chapter`` on the Dask cluster of ``scheduler``.

    Without ``regrade``, submissions already written by an earlier run (same files) are
    skipped. Returns the results of the submissions graded in this run.
    """
    from distributed import Client, as_completed
    from distributed.scheduler import KilledWorker

    course = Path(course).resolve()
    db_url, course_id, _ = course_settings(course)
    kit = make_kit(course, chapter, sandbox, limits, timeout)
    released = sorted(p.name for p in (course / release_directory / chapter).glob("*.ipynb"))
    wanted = submitted_students(course, chapter) if students is None else students
    done = {} if regrade else already_graded(course, chapter)
    subs = [submission_of(course, chapter, s) for s in wanted]
    todo = [s for s in subs if done.get(s.student) != s.fingerprint]
    ledger_path(course, chapter).parent.mkdir(parents=True, exist_ok=True)
    try:
        client = Client(scheduler, timeout=30)
    except OSError as err:
        raise SystemExit(f"Could not reach the Dask scheduler at {scheduler} ({err}). "
                         "Start one (`dask scheduler`) and its workers (`dask worker "
                         f"{scheduler}`), or grade on this machine without --scheduler.") from err
    tries = int(client.run_on_scheduler(
        lambda dask_scheduler: dask_scheduler.allowed_failures)) + 1
    results: dict[str, StudentResult] = {}
    gone = (f"The Dask scheduler at {scheduler} went away: {{}} of {len(todo)} submissions "
            "were graded and written. Start the scheduler and its workers again and rerun the "
            f"same command: it grades only the submissions still missing ({LEDGER} in "
            f"{ledger_path(course, chapter).parent} lists those written).")
    # As many submissions in flight as the cluster has threads, the next sent as one comes
    # back: a worker that dies holds one submission, never a queue of them. A result is
    # released once written, so neither the client nor the workers hold a class's notebooks.
    waiting = list(reversed(todo))
    futures: dict = {}
    running = as_completed()

    def send_more() -> bool:
        """Fill the cluster's free threads; False when the scheduler is gone."""
        try:
            room = max(1, sum(client.nthreads().values()))
        except (OSError, TimeoutError, concurrent.futures.CancelledError):
            return False
        while waiting and len(futures) < room:
            sub = waiting.pop()
            # one key group for the scheduler ("ptp-grade"), one key per submission's files
            future = client.submit(grade_task, kit, sub, pure=False,
                                   key=("ptp-grade", chapter, sub.student, sub.fingerprint))
            futures[future] = sub
            running.add(future)
        return True

    try:
        if not send_more():
            raise SchedulerGone(gone.format(0))
        for future in running:
            sub = futures.pop(future)
            # the next submission goes out before this one is written: no worker waits on the
            # client's writes
            connected = send_more()
            try:
                graded: Graded = future.result()
            except concurrent.futures.CancelledError:  # the client lost its scheduler
                raise SchedulerGone(gone.format(len(results))) from None
            except KilledWorker:
                result = killed_workers_result(sub.student, released or [f"{chapter}.ipynb"],
                                               tries)
                write_report(course, chapter, result)
            except Exception as err:  # the grader itself failed on this submission
                print(f"{sub.student}: the grader failed: {type(err).__name__}: {err}",
                      file=sys.stderr)
                result = StudentResult(sub.student, False, 0.0, [
                    "The grader failed on your submission; your instructor has been told."],
                    released or [f"{chapter}.ipynb"])
                write_report(course, chapter, result)
            else:
                write_graded(course, chapter, graded, sub.fingerprint, db_url, course_id)
                result = graded.result
            future.release()
            results[sub.student] = result
            if on_result:
                on_result(result)
            if not connected or not send_more():
                raise SchedulerGone(gone.format(len(results)))
    finally:
        try:
            client.close(timeout=5)
        except Exception:  # the scheduler is gone: nothing to say goodbye to
            pass
    return results
