"""Grading on a real Dask cluster (graders/distributed.py): a ``dask scheduler`` and two ``dask
worker`` processes started from their own command lines, a class of the tiny chapter graded
through them, one worker killed mid-run; the grades must be exact and each submission written
once. Kernels run in the sandbox when bubblewrap is installed. Then the scheduler is killed
mid-run: the run stops with a message, and a rerun on a new cluster grades only what is missing,
among it a submission that kills the Dask worker grading it, each time (that run is
unsandboxed: inside the sandbox a kernel cannot see the worker to kill it).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import nbformat
import pytest

from graders.course import REPO, nbgrader
from graders.distributed import SchedulerGone, autograde_distributed, ledger_path
from graders.sandbox import bubblewrap
from tests.grading_fixture import CHAPTER, make_tiny_course, with_code

SANDBOX = bubblewrap() is not None
DASK = str(Path(sys.executable).parent / "dask")
ADD_OK = "def add(a, b):\n    return a + b"
# Kills the Dask worker process grading it (the parent of the grading process).
POISON = ("import psutil\n"
          "grader = next(p for p in psutil.Process().parents()\n"
          "              if 'graders.grade_worker' in p.cmdline())\n"
          "grader.parent().kill()\n" + ADD_OK)
FULL = {"ex1_add_tests": 2, "ex2_mul_tests": 3}
ONLY_MUL = {"ex1_add_tests": 0, "ex2_mul_tests": 3}
ZERO = {"ex1_add_tests": 0, "ex2_mul_tests": 0}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """A scheduler and named workers, each its own command line and process group."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.address = f"tcp://127.0.0.1:{free_port()}"
        self.env = {**os.environ,
                    "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO),
                                                                os.environ.get("PYTHONPATH")])),
                    "DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES": "1"}  # 2 deaths: failed
        self.procs: dict[str, subprocess.Popen] = {}
        self.start("scheduler", [DASK, "scheduler", "--host", "127.0.0.1", "--port",
                                 self.address.rsplit(":", 1)[1], "--no-dashboard"])

    def start(self, name: str, argv: list[str]) -> None:
        log = open(self.folder / f"{name}.log", "ab")
        self.procs[name] = subprocess.Popen(argv, env=self.env, stdout=log, stderr=log,
                                            start_new_session=True, cwd=self.folder)

    def add_worker(self, name: str) -> None:
        self.start(name, [DASK, "worker", self.address, "--nthreads", "1", "--name", name,
                          "--no-dashboard", "--local-directory", str(self.folder / name)])

    def wait_for_workers(self, n: int) -> None:
        from distributed import Client

        with Client(self.address, timeout=60) as client:
            client.wait_for_workers(n, timeout=120)

    def kill(self, name: str) -> None:
        proc = self.procs.pop(name)
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()

    def close(self) -> None:
        for name in list(self.procs):
            self.kill(name)

    def logs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.read_text(errors='replace')[-3000:]}"
                         for p in sorted(self.folder.glob("*.log")))


def scores(course: Path) -> dict[str, dict[str, float]]:
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {sub.student.id: {g.name: g.score for n in sub.notebooks for g in n.grades}
                for sub in gb.assignment_submissions(CHAPTER)}


def submit(course: Path, student: str, nb) -> None:
    folder = course / "submitted" / student / CHAPTER
    folder.mkdir(parents=True)
    if isinstance(nb, bytes):
        (folder / f"{CHAPTER}.ipynb").write_bytes(nb)
    else:
        nbformat.write(nb, folder / f"{CHAPTER}.ipynb")


@pytest.fixture(scope="module")
def course():
    course = make_tiny_course(cell_timeout=20)
    nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
    release = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb", as_version=4)

    def answer(add: str):
        return with_code(with_code(release, "ex1", add), "ex2", "def mul(a, b):\n    return a * b")

    expected = {f"good{i}": (answer(ADD_OK), FULL) for i in range(4)}
    expected |= {"wrong_add": (answer("def add(a, b):\n    return a - b"), ONLY_MUL),
                 "untouched": (release, ZERO),
                 "invalid_json": (b'{"cells": [ not json', ZERO),
                 "kernel_exit": (answer("import os\nos._exit(3)"), ZERO)}
    for student, (nb, _) in expected.items():
        submit(course, student, nb)
    yield course, release, {s: e for s, (_, e) in expected.items()}
    shutil.rmtree(course, ignore_errors=True)


def test_a_class_graded_on_a_dask_cluster_survives_a_dead_worker(course, tmp_path) -> None:
    course, release, expected = course
    cluster = Cluster(tmp_path)
    try:
        cluster.add_worker("w0")
        cluster.add_worker("w1")
        cluster.wait_for_workers(2)
        killed = threading.Event()
        held: list = []

        def kill_one(_result) -> None:
            """At the first result, kill a worker as soon as one holds a submission."""
            from distributed import Client

            if killed.is_set():
                return
            killed.set()
            with Client(cluster.address, timeout=30) as client:
                names = {address: w["name"]
                         for address, w in client.scheduler_info()["workers"].items()}
                deadline = time.monotonic() + 90
                victim = "w1"
                # whichever worker holds a submission first (which one does is up to the
                # scheduler: on a loaded machine w1 may sit idle while w0 works)
                while not held and time.monotonic() < deadline:
                    for address, keys in client.processing().items():
                        if keys and not held:
                            held.extend(keys)
                            victim = names.get(address, "w1")
                    time.sleep(0.1)
            cluster.kill(victim)

        start = time.perf_counter()
        results = autograde_distributed(course, CHAPTER, cluster.address, sandbox=SANDBOX,
                                        timeout=120, on_result=kill_one)
        seconds = time.perf_counter() - start
    finally:
        logs = cluster.logs()
        cluster.close()
    assert killed.is_set() and held, "a worker should have been killed holding a submission"
    got = scores(course)
    wrong = {s: (got.get(s), e) for s, e in expected.items() if got.get(s) != e}
    assert not wrong, f"wrong grades: {wrong}\n{logs}"
    ledger = [json.loads(line) for line in ledger_path(course, CHAPTER).read_text().splitlines()]
    assert sorted(e["student"] for e in ledger) == sorted(expected), "each graded, written once"
    lost = [key[2] for key in held]  # ("ptp-grade", chapter, student, fingerprint)
    assert lost and all(sum(e["student"] == s for e in ledger) == 1 for s in lost), \
        "the submission the killed worker held is graded elsewhere, once"
    assert not (course / "grading_reports" / CHAPTER / "good0.json").exists()
    problems = json.loads((course / "grading_reports" / CHAPTER / "invalid_json.json")
                          .read_text())["problems"]
    assert any("not a valid notebook" in p for p in problems)
    assert (course / "autograded" / "good0" / CHAPTER / f"{CHAPTER}.ipynb").exists()
    print(f"graded {len(results)} submissions in {seconds:.1f} s: {sorted(results)}")


def test_a_lost_scheduler_stops_the_run_and_the_rerun_grades_only_the_rest(course, tmp_path
                                                                            ) -> None:
    course, release, expected = course
    late = ["late0", "late1", "late2"]
    for student in late:
        submit(course, student, with_code(release, "ex1", ADD_OK))
    ledger = ledger_path(course, CHAPTER)
    # Outside the sandbox (so the poison can reach its worker), which this test is not about.
    before = ledger.read_text() if ledger.exists() else ""
    cluster = Cluster(tmp_path)
    try:
        cluster.add_worker("w0")
        cluster.wait_for_workers(1)
        with pytest.raises(SchedulerGone, match="went away: 1 of 3 .* still missing"):
            autograde_distributed(course, CHAPTER, cluster.address, late, sandbox=False,
                                  timeout=120, on_result=lambda _: cluster.kill("scheduler"))
        cluster.close()
        submit(course, "poison", with_code(release, "ex1", POISON))
        cluster = Cluster(tmp_path)
        cluster.add_worker("w0")
        cluster.wait_for_workers(1)
        again = autograde_distributed(course, CHAPTER, cluster.address, [*late, "poison"],
                                      sandbox=False, timeout=120)
    finally:
        cluster.close()
    new = [json.loads(line)["student"] for line in ledger.read_text()[len(before):].splitlines()]
    assert len(new) == 3 and set(new) == {"late0", "late1", "late2"}, new
    assert sorted(again) == sorted(["poison", *new[1:]]), "the rerun grades only what is missing"
    got = scores(course)
    assert all(got[s] == {"ex1_add_tests": 2, "ex2_mul_tests": 0} for s in new)
    assert not again["poison"].ok and "poison" not in got
    report = json.loads((course / "grading_reports" / CHAPTER / "poison.json").read_text())
    assert "stopped the grading machine each time it was tried (2 times)" in \
        report["problems"][0]
