"""Benchmark: parallel sandboxed autograding against plain ``nbgrader autograde``.

20 submissions of one chapter (the solution notebook, so every cell runs) are graded three
ways in fresh course folders: plain ``nbgrader autograde CHAPTER`` (one process, one student
after another, no sandbox), ``graders.autograde`` with 2 workers and the sandbox, and with 2
workers without it. The grades must agree. Results go to benchmarks/parallel_autograde.md.
Run it on an otherwise idle machine: ``make bench-grading``.
"""

from __future__ import annotations

import datetime as dt
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from graders.autograde import autograde_parallel  # noqa: E402
from graders.course import REPO, class_of_solutions, nbgrader  # noqa: E402

CHAPTER = os.environ.get("BENCH_CHAPTER", "01_tensors")
STUDENTS = [f"student{i:02d}" for i in range(20)]
REPORT = REPO / "benchmarks" / "parallel_autograde.md"


def prepared_course(root: Path) -> Path:
    return class_of_solutions(root, CHAPTER, STUDENTS)


def grades(course: Path) -> dict[str, float]:
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        return {s.student.id: s.score for s in gb.assignment_submissions(CHAPTER)}


def main() -> int:
    rows, results = [], {}
    with tempfile.TemporaryDirectory() as tmp:
        os.chmod(tmp, 0o755)
        runs = [("plain `nbgrader autograde` (serial, no sandbox)", None),
                ("graders.autograde, 2 workers, sandboxed", True),
                ("graders.autograde, 2 workers, no sandbox", False)]
        # Two rounds, the second in reverse order (A B C C B A), and the best round of each way
        # counts: other work on a shared machine only ever adds time, and a machine that speeds
        # up or slows down during the benchmark weighs on every way alike.
        rounds = int(os.environ.get("BENCH_ROUNDS", "2"))
        order = [*runs, *reversed(runs)] if rounds >= 2 else runs
        times: dict[str, list[float]] = {name: [] for name, _ in runs}
        for i, (name, sandbox) in enumerate(order):
            course = prepared_course(Path(tmp) / f"course{i}")
            start = time.perf_counter()
            if sandbox is None:
                nbgrader(["autograde", CHAPTER, "--force"], cwd=course, timeout=3600)
            else:
                autograde_parallel(course, CHAPTER, workers=2, sandbox=sandbox)
            seconds = time.perf_counter() - start
            times[name].append(seconds)
            got = grades(course)
            previous = results.get(name, (0.0, got))[1]
            results[name] = (min(times[name]), got if got == previous else {})
            print(f"{name}: {seconds:.1f} s", flush=True)
    serial, reference = results[runs[0][0]]
    for name, (seconds, got) in results.items():
        same = got == reference and len(got) == len(STUDENTS)
        rows.append(f"| {name} | {' + '.join(f'{t:.1f}' for t in times[name])} | "
                    f"{serial / seconds:.2f}x | "
                    f"{'yes' if same else '**NO**'} |")
    lines = [
        "# Parallel autograding benchmark",
        "",
        f"Measured {dt.date.today().isoformat()} by `benchmarks/parallel_autograde.py` on "
        f"{platform.machine()}, {os.cpu_count()} CPU cores, Python {platform.python_version()}: "
        f"{len(STUDENTS)} submissions of `{CHAPTER}` (the full solution, so every cell runs), "
        f"each graded in a fresh course folder; {rounds} round(s), a second one in reverse order.",
        "",
        "| how | wall time of each round (s) | speed-up (best round) | same grades |",
        "| --- | ---: | ---: | --- |",
        *rows,
        "",
        "The target is at least 1.8x with 2 workers on 2 cores. Each worker imports nbgrader "
        "once; every submission still gets its own kernel and, sandboxed, its own bubblewrap, "
        "staged mounts and private /tmp; the FashionMNIST sample is unpacked once by the grader "
        "and bound read-only into every sandbox, and the watchdog looks every 250 ms until a "
        "limit comes near. The kernels use one math thread each so the two workers do not fight "
        "over the cores. Earlier versions of the grader measured 1.35x (one nbgrader process "
        "per student) and 1.65x (each sandbox unpacking the sample, a 50 ms watchdog); the "
        "allow-list sandbox first measured 1.36x, because its launcher imported nbformat and "
        "nbgrader (about 2.8 s of CPU at every kernel start) and each kernel rebuilt "
        "matplotlib's font cache: the launcher now uses the standard library only, and the "
        "font cache is built once per grading run, in a sandbox, and mounted read-only.",
        "",
    ]
    REPORT.write_text("\n".join(lines))
    print(f"wrote {REPORT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
