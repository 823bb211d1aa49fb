"""Benchmark: what grading the tests out of the learner's reach costs (graders/isolation.py).

The same class (N copies of one chapter's solution, so every exercise passes) is graded by the
course's parallel grader, 2 workers, sandboxed, two ways: isolated (the default: the learner's
kernel and a clean grading kernel) and in one kernel as nbgrader does
(``PTP_GRADING_ISOLATION=0``). Two rounds, the second in the other order, each in a fresh
course folder; the grades must agree. Results go to benchmarks/isolation_cost.md.

    python benchmarks/isolation_cost.py [CHAPTER] [N]
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
from graders.course import REPO, class_of_solutions  # noqa: E402

REPORT = REPO / "benchmarks" / "isolation_cost.md"
HEAD = "# What isolated grading costs\n\n"


def course(chapter: str, n: int) -> Path:
    root = Path(tempfile.mkdtemp(prefix="isolation-cost-")) / "course"
    return class_of_solutions(root, chapter, [f"s{i:03d}" for i in range(n)])


def grades(root: Path, chapter: str) -> dict[str, float]:
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{root / 'gradebook.db'}") as gb:
        return {s.student.id: s.score for s in gb.assignment_submissions(chapter)}


def main() -> int:
    chapter = sys.argv[1] if len(sys.argv) > 1 else "01_tensors"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    times: dict[str, list[float]] = {"1": [], "0": []}
    scores: dict[str, dict[str, float]] = {}
    for order in (("1", "0"), ("0", "1")):
        for isolated in order:
            os.environ["PTP_GRADING_ISOLATION"] = isolated
            root = course(chapter, n)
            start = time.perf_counter()
            autograde_parallel(root, chapter, workers=2, sandbox=True)
            times[isolated].append(time.perf_counter() - start)
            scores[isolated] = grades(root, chapter)
            print(f"isolation={isolated}: {times[isolated][-1]:.1f} s", flush=True)
    load = os.getloadavg()
    ratio = min(times["1"]) / min(times["0"])
    section = (
        f"`{chapter}`\n\nMeasured {dt.date.today()} by "
        f"`benchmarks/isolation_cost.py {chapter} {n}` on "
        f"{platform.machine()}, {os.cpu_count()} CPU cores, Python {platform.python_version()}"
        f" (load average at the end: {load[0]:.1f}, {load[1]:.1f}, {load[2]:.1f}): {n} "
        f"submissions of `{chapter}` (the full solution), 2 workers, sandboxed, two rounds in "
        "opposite orders, each in a fresh course folder.\n\n"
        "| how | wall time of each round (s) | best round per submission (s) |\n"
        "| --- | ---: | ---: |\n"
        f"| one kernel, as nbgrader does (`PTP_GRADING_ISOLATION=0`) | "
        f"{' + '.join(f'{t:.1f}' for t in times['0'])} | {min(times['0']) / n:.2f} |\n"
        f"| isolated: the learner's kernel and a clean grading kernel | "
        f"{' + '.join(f'{t:.1f}' for t in times['1'])} | {min(times['1']) / n:.2f} |\n\n"
        f"Isolated grading took **{ratio:.2f}x** the time of one kernel (best rounds); the "
        f"grades {'agree' if scores['0'] == scores['1'] else 'DIFFER'}. The grading kernel "
        "starts a second Python, imports torch and the checking helpers before any learner "
        "code, and runs the setup cell and the grader's cells the tests need; the learner's "
        "kernel runs only the learner's cells and the grader's cells they need, and the "
        "grader's other cells run once, in the grading kernel.\n")
    # one section per chapter: a chapter measured again replaces its own section
    parts = (REPORT.read_text() if REPORT.exists() else HEAD).split("\n## ")
    kept = [x.rstrip("\n") for x in parts[1:] if not x.startswith(f"`{chapter}`")]
    REPORT.write_text(HEAD.rstrip("\n") + "\n" + "".join(f"\n## {x}\n" for x in
                                                         [*kept, section.rstrip("\n")]))
    print(REPORT.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
