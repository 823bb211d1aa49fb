"""How long the class report takes for a large class (benchmarks/report_speed.md).

A course folder is synthesised, not graded: nbgrader's gradebook (SQLite, through nbgrader's own
API) gets N students with a submission to each of a few chapters, every autograded cell scored
full or zero from the student's ability and the cell's difficulty; each student's autograded
notebook of the reported chapter is the real solution notebook with, in every failed tests cell,
the error output a real grading leaves (``[label] ... (reread: "section")`` with the labels the
chapter's wrong answers declare). Then ``python -m graders.instructor report CHAPTER`` and
``report --all`` run as the instructor runs them (a fresh process, imports included), timed.

    python benchmarks/report_speed.py [--students 200] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from graders.course import notebooks_of, read  # noqa: E402

CHAPTER = "01_tensors"
CHAPTERS = ["00_setup", "01_tensors", "02_autograd"]
BUDGET_S = 10.0


def chapter_cells(chapter: str) -> list[tuple[str, str, float]]:
    """(notebook stem, grade id, points) of every autograded cell of a solution chapter."""
    return [(path.stem, c.metadata["nbgrader"]["grade_id"],
             float(c.metadata["nbgrader"]["points"]))
            for path in notebooks_of(chapter) for c in read(path).cells
            if c.metadata.get("nbgrader", {}).get("grade")]


def declared_labels(chapter: str) -> dict[str, list[str]]:
    """Per tests cell, the diagnoses its wrong answers on file declare."""
    from tests.exercises import declared_diagnosis, exercises

    return {e.tests_id: [d for p in e.wrong_answers if (d := declared_diagnosis(p))]
            for e in exercises(chapter)}


def synthesise(course: Path, students: int, chapters: list[str] = CHAPTERS,
               notebooks_for: str | None = CHAPTER, seed: int = 0) -> dict:
    """Fill ``course``'s SQLite gradebook (and the autograded notebooks of ``notebooks_for``).

    Returns the truth: ``{chapter: {student: {grade id: score}}}`` and the labels written.
    """
    from nbgrader.api import Gradebook
    from sqlalchemy.exc import SAWarning

    from graders.report import alembic_on_path

    alembic_on_path()
    rng = random.Random(seed)
    course.mkdir(parents=True, exist_ok=True)
    (course / "nbgrader_config.py").write_text(
        "c = get_config()  # noqa: F821\n"
        "c.CourseDirectory.course_id = 'synthetic'\n")
    ability = {f"s{i:03d}": rng.uniform(0.2, 1.0) for i in range(students)}
    truth: dict = {"scores": {}, "labels": {}}
    cells = {c: chapter_cells(c) for c in chapters}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}", course_id="synthetic") as gb, \
            warnings.catch_warnings():
        # nbgrader's add_submission makes SQLAlchemy warn about its own autoflush order
        warnings.simplefilter("ignore", SAWarning)
        for chapter in chapters:
            gb.add_assignment(chapter)
            for stem in dict.fromkeys(nb for nb, _, _ in cells[chapter]):
                gb.add_notebook(stem, chapter)
            for stem, gid, points in cells[chapter]:
                gb.add_grade_cell(gid, stem, chapter, max_score=points, cell_type="code")
        for i, student in enumerate(ability):
            gb.add_student(student, first_name=f"First{i}", last_name=f"Last{i}",
                           lms_user_id=str(100000 + i))
        for chapter in chapters:
            ease = {gid: rng.uniform(0.5, 1.3) for _, gid, _ in cells[chapter]}
            per = truth["scores"][chapter] = {}
            for student, skill in ability.items():
                sub = gb.add_submission(chapter, student)
                per[student] = {}
                for nb in sub.notebooks:
                    for grade in nb.grades:
                        full = rng.random() < min(1.0, skill * ease[grade.cell.name])
                        grade.auto_score = grade.cell.max_score if full else 0.0
                        grade.needs_manual_grade = False
                        per[student][grade.cell.name] = grade.auto_score
                gb.db.commit()
    if notebooks_for:
        labels = declared_labels(notebooks_for)
        truth["labels"] = write_autograded(course, notebooks_for, truth["scores"][notebooks_for],
                                           labels, rng)
    return truth


def write_autograded(course: Path, chapter: str, scores: dict[str, dict[str, float]],
                     labels: dict[str, list[str]], rng: random.Random) -> dict:
    """Each student's autograded notebook: the solution, with an error in each failed tests cell.

    Returns ``{(grade id, label): count}`` of what was written.
    """
    import nbformat

    written: dict = {}
    for path in notebooks_of(chapter):
        source = read(path)
        for student, per_cell in scores.items():
            nb = nbformat.from_dict(json.loads(json.dumps(source)))
            for cell in nb.cells:
                gid = cell.metadata.get("nbgrader", {}).get("grade_id")
                if not cell.metadata.get("nbgrader", {}).get("grade") or per_cell.get(gid, 1):
                    continue
                label = rng.choice(labels.get(gid) or ["synthetic-mistake"])
                written[(gid, label)] = written.get((gid, label), 0) + 1
                evalue = f'[{label}] what the test saw (reread: "{gid} section")'
                cell.outputs = [nbformat.v4.new_output(
                    "error", ename="Mistake", evalue=evalue,
                    traceback=["Traceback (most recent call last)", f"Mistake: {evalue}"])]
            folder = course / "autograded" / student / chapter
            folder.mkdir(parents=True, exist_ok=True)
            nbformat.write(nb, folder / path.name)
    return written


def timed(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of one run of ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, env={**os.environ,
                                                                       "MPLBACKEND": "Agg"})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def load() -> str:
    """Load averages, and Linux's CPU pressure (share of time something waited for a core)."""
    text = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    try:
        some = Path("/proc/pressure/cpu").read_text().split()[1].split("=")[1]
        text += f" (CPU pressure, 10 s: {some} %)"
    except (OSError, IndexError):
        pass
    return text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--students", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--write", type=Path, default=REPO / "benchmarks" / "report_speed.md")
    ap.add_argument("--nice", type=int, default=0,
                    help="run the timed commands under `nice -n N` (root may give a negative N "
                         "to approach an idle machine's wall time on a shared one)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="ptp-report-bench-") as tmp:
        course = Path(tmp) / "course"
        start = time.perf_counter()
        synthesise(course, args.students)
        setup = time.perf_counter() - start
        nice = ["nice", "-n", str(args.nice)] if args.nice else []
        base = [*nice, sys.executable, "-m", "graders.instructor", "--course", str(course),
                "report"]
        env_note = os.environ.get("PYTHONPATH", "")
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env_note]))
        load_before = load()
        chapter = [timed([*base, CHAPTER, "--to", str(course / "r.html")], REPO)
                   for _ in range(args.repeat)]
        course_view = [timed([*base, "--all", "--to", str(course / "all.html")], REPO)
                       for _ in range(args.repeat)]
        load_after = load()
        size = (course / "r.html").stat().st_size
    walls, cpus = [w for w, _ in chapter], [c for _, c in chapter]
    all_walls, all_cpus = [w for w, _ in course_view], [c for _, c in course_view]
    ok = min(walls) < BUDGET_S and min(all_walls) < BUDGET_S
    lines = [
        "# Class report speed",
        "",
        f"Measured {time.strftime('%Y-%m-%d')} by `benchmarks/report_speed.py` on "
        f"{platform.machine()}, {os.cpu_count()} CPU cores, Python {platform.python_version()}: "
        f"a synthesised class of {args.students} students with a submission to each of "
        f"{', '.join(CHAPTERS)} in an SQLite gradebook (nbgrader's API, {setup:.0f} s to build, "
        "not timed), and for each student the autograded notebook of "
        f"`{CHAPTER}` (the solution with an error output in every failed tests cell). Each "
        f"command ran {args.repeat} times as a fresh process (imports, gradebook, "
        f"{args.students} notebooks read, plots, HTML and CSV written)"
        + (f", under `nice -n {args.nice}`." if args.nice else "."),
        "",
        "| command | wall, best (s) | wall, worst (s) | CPU, median (s) | budget |",
        "| --- | ---: | ---: | ---: | --- |",
        f"| `report {CHAPTER}` ({args.students} submissions) | {min(walls):.2f} | "
        f"{max(walls):.2f} | {statistics.median(cpus):.2f} | < {BUDGET_S:.0f} s |",
        f"| `report --all` ({len(CHAPTERS)} chapters) | {min(all_walls):.2f} | "
        f"{max(all_walls):.2f} | {statistics.median(all_cpus):.2f} | < {BUDGET_S:.0f} s |",
        "",
        f"Load average (1 / 5 / 15 min) before: {load_before}, after: {load_after}: on a "
        "shared machine the wall time is the CPU time stretched by whatever else runs; the CPU "
        "time (user + system, one process, imports included) is what the report itself costs. "
        f"The chapter page is {size / 1024:.0f} KiB (plots inline). Within budget: wall time "
        f"(best) {'yes' if ok else 'NO'}; CPU time "
        f"{'yes' if max(cpus + all_cpus) < BUDGET_S else 'NO'}.",
        "",
    ]
    args.write.write_text("\n".join(lines))
    print("\n".join(lines))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
