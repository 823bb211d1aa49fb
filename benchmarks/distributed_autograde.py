"""Benchmark: grading on a Dask cluster (graders/distributed.py) against the local pool.

1. Throughput: the same submissions of a chapter (the solution notebook, so every cell runs)
   graded by ``autograde_parallel`` with 2 workers and by ``autograde_distributed`` on a local
   Dask cluster of 2 worker processes of one thread each, in fresh course folders, in the order
   A B B A; the best round of each counts and the grades must agree.
2. A synthetic class: a few hundred submissions of a trivially small chapter (the tiny chapter of
   tests/grading_fixture.py: two functions, no torch) graded on the local cluster, with a mix of
   right and wrong answers whose grades are checked.

Results go to benchmarks/distributed_autograde.md. Settings: BENCH_CHAPTER (00_setup),
BENCH_SUBMISSIONS (10), BENCH_CLASS (300), BENCH_SANDBOX (1).
"""

from __future__ import annotations

import datetime as dt
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import nbformat  # noqa: E402

from graders.autograde import autograde_parallel  # noqa: E402
from graders.course import REPO, class_of_solutions, nbgrader  # noqa: E402
from graders.distributed import autograde_distributed  # noqa: E402

CHAPTER = os.environ.get("BENCH_CHAPTER", "00_setup")
N = int(os.environ.get("BENCH_SUBMISSIONS", "10"))
CLASS = int(os.environ.get("BENCH_CLASS", "300"))
SANDBOX = os.environ.get("BENCH_SANDBOX", "1") == "1"
REPORT = REPO / "benchmarks" / "distributed_autograde.md"


def prepared_course(root: Path) -> Path:
    return class_of_solutions(root, CHAPTER, [f"student{i:03d}" for i in range(N)])


def grades(course: Path, chapter: str) -> dict[str, float]:
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {s.student.id: s.score for s in gb.assignment_submissions(chapter)}


def local_cluster():
    from distributed import LocalCluster

    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                        dashboard_address=None)


def throughput(tmp: Path) -> list[str]:
    times: dict[str, list[float]] = {"pool": [], "dask": []}
    each: dict[str, list[float]] = {"pool": [], "dask": []}  # seconds per submission
    got: dict[str, dict] = {}
    for i, way in enumerate(["pool", "dask", "dask", "pool"]):
        course = prepared_course(tmp / f"course{i}")
        if way == "dask":
            with local_cluster() as cluster:
                start = time.perf_counter()
                results = autograde_distributed(course, CHAPTER, cluster.scheduler_address,
                                                sandbox=SANDBOX, release_directory="release")
                seconds = time.perf_counter() - start
        else:
            start = time.perf_counter()
            results = autograde_parallel(course, CHAPTER, workers=2, sandbox=SANDBOX)
            seconds = time.perf_counter() - start
        times[way].append(seconds)
        each[way] += [r.seconds for r in results.values()]
        got.setdefault(way, grades(course, CHAPTER))
        print(f"{way}: {seconds:.1f} s", flush=True)
        shutil.rmtree(course, ignore_errors=True)
    same = got["pool"] == got["dask"] and len(got["pool"]) == N
    best = {w: min(t) for w, t in times.items()}
    return [
        f"### Throughput: {N} submissions of `{CHAPTER}`, 2 workers "
        f"({'sandboxed' if SANDBOX else 'no sandbox'})",
        "",
        "| how | wall time of each round (s) | best (s) | submissions / min (best) |",
        "| --- | ---: | ---: | ---: |",
        f"| local pool (`autograde --workers 2`) | {' + '.join(f'{t:.1f}' for t in times['pool'])}"
        f" | {best['pool']:.1f} | {60 * N / best['pool']:.1f} |",
        f"| Dask LocalCluster, 2 processes x 1 thread | "
        f"{' + '.join(f'{t:.1f}' for t in times['dask'])} | {best['dask']:.1f} | "
        f"{60 * N / best['dask']:.1f} |",
        "",
        f"Dask / pool, best rounds: {best['dask'] / best['pool']:.3f} "
        f"({100 * (best['dask'] / best['pool'] - 1):+.1f} % time). Same grades: "
        f"{'yes' if same else '**NO**'}. Mean time of one submission in a grading process "
        f"(nbgrader and the kernel, without the start of the pool or of the workers' private "
        f"courses): pool {sum(each['pool']) / len(each['pool']):.2f} s, Dask "
        f"{sum(each['dask']) / len(each['dask']):.2f} s.",
        "",
    ]


def synthetic_class(tmp: Path) -> list[str]:
    from tests.grading_fixture import make_tiny_course, with_code

    course = make_tiny_course(cell_timeout=30)
    try:
        nbgrader(["generate_assignment", "tiny", "--force"], cwd=course)
        release = nbformat.read(course / "release" / "tiny" / "tiny.ipynb", as_version=4)
        right = with_code(with_code(release, "ex1", "def add(a, b):\n    return a + b"),
                          "ex2", "def mul(a, b):\n    return a * b")
        wrong = with_code(right, "ex1", "def add(a, b):\n    return a - b")
        expected = {}
        for i in range(CLASS):
            student = f"learner{i:04d}"
            folder = course / "submitted" / student / "tiny"
            folder.mkdir(parents=True)
            nbformat.write(wrong if i % 5 == 0 else right, folder / "tiny.ipynb")
            expected[student] = 3.0 if i % 5 == 0 else 5.0
        with local_cluster() as cluster:
            start = time.perf_counter()
            results = autograde_distributed(course, "tiny", cluster.scheduler_address,
                                            sandbox=SANDBOX)
            seconds = time.perf_counter() - start
        got = grades(course, "tiny")
        exact = got == expected
        ledger = (course / "grading_reports" / "tiny" / "graded.jsonl").read_text().splitlines()
        print(f"class of {CLASS}: {seconds:.1f} s", flush=True)
        return [
            f"### A synthetic class: {CLASS} submissions of the tiny chapter, local cluster",
            "",
            f"{CLASS} submissions of `tests/grading_fixture.py`'s tiny chapter (two functions, "
            "no torch: a trivially small notebook, so this measures the machinery: transfer, "
            "kernel start, nbgrader, the gradebook writes), one in five with a wrong `add`, "
            f"graded by a LocalCluster of 2 processes x 1 thread "
            f"({'sandboxed' if SANDBOX else 'no sandbox'}).",
            "",
            f"- wall time {seconds:.1f} s, {60 * CLASS / seconds:.1f} submissions / min, "
            f"{seconds / CLASS * 2:.2f} s of a worker per submission",
            f"- graded: {len(results)}; ledger lines: {len(ledger)}; not ok: "
            f"{sum(not r.ok for r in results.values())}; grades exact: "
            f"{'yes' if exact else '**NO**'}",
            "",
        ]
    finally:
        shutil.rmtree(course, ignore_errors=True)


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        os.chmod(tmp, 0o755)
        parts = throughput(Path(tmp)) if N else []
        parts += synthetic_class(Path(tmp)) if CLASS else []
    load = os.getloadavg()
    lines = [
        "# Distributed autograding benchmark",
        "",
        f"Measured {dt.date.today().isoformat()} by `benchmarks/distributed_autograde.py` "
        f"(`BENCH_SUBMISSIONS={N} BENCH_CLASS={CLASS} BENCH_SANDBOX={int(SANDBOX)} "
        f"python benchmarks/distributed_autograde.py`) on {platform.machine()}, "
        f"{os.cpu_count()} CPU cores, Python {platform.python_version()}; load average at the "
        f"end {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} (1 / 5 / 15 min).",
        "",
        *parts,
    ]
    REPORT.write_text("\n".join(lines))
    print(f"wrote {REPORT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
