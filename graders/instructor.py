"""The instructor's workflow, one command per step (run from the course folder, the repo root).

    python -m graders.instructor release 01_tensors           # solutions/ -> chapters/ + gradebook
    python -m graders.instructor collect 01_tensors --from submissions.zip   # or a folder
    python -m graders.instructor collect 01_tensors --exchange               # nbgrader's exchange
    python -m graders.instructor autograde 01_tensors --workers 4            # parallel, sandboxed
    python -m graders.instructor feedback 01_tensors          # HTML per student, no hidden tests
    python -m graders.instructor export --to grades.csv       # one row per student and chapter

A folder or zip to collect holds one folder per student id with that student's notebooks
(``alice/01_tensors.ipynb``), as most learning platforms export them. Grades go to nbgrader's
gradebook: SQLite (``gradebook.db``) unless ``c.CourseDirectory.db_url`` in nbgrader_config.py
names a PostgreSQL database.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from graders.autograde import autograde_parallel
from graders.course import nbgrader
from graders.sandbox import SandboxLimits

STUDENT_ID = re.compile(r"^[A-Za-z0-9_.@-]+$")


def collect(course: Path, chapter: str, source: Path) -> list[str]:
    """Copy ``source/<student>/*.ipynb`` (a folder or a zip) into ``submitted/``."""
    with tempfile.TemporaryDirectory() as tmp:
        if source.suffix == ".zip":
            with zipfile.ZipFile(source) as archive:
                archive.extractall(tmp)
            source = Path(tmp)
        students = []
        for folder in sorted(p for p in source.iterdir() if p.is_dir()):
            if not STUDENT_ID.match(folder.name):
                print(f"skipped {folder.name!r}: not a valid student id", file=sys.stderr)
                continue
            notebooks = sorted(folder.rglob("*.ipynb"))
            target = course / "submitted" / folder.name / chapter
            if target.exists():
                shutil.rmtree(target)
            target.mkdir(parents=True)
            for nb in notebooks:
                shutil.copy(nb, target / nb.name)
            stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S.%f %Z")
            (target / "timestamp.txt").write_text(stamp)
            students.append(folder.name)
    return students


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m graders.instructor", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--course", type=Path, default=Path("."), help="course folder (default: .)")
    sub = ap.add_subparsers(dest="step", required=True)
    p = sub.add_parser("release", help="generate the student version and the gradebook entries")
    p.add_argument("chapter")
    p = sub.add_parser("collect", help="bring submissions into submitted/")
    p.add_argument("chapter")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--from", dest="source", type=Path, help="a folder or .zip of submissions")
    where.add_argument("--exchange", action="store_true", help="nbgrader's exchange (JupyterHub)")
    p = sub.add_parser("autograde", help="grade every collected submission")
    p.add_argument("chapter")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--student", action="append", help="only these students (repeatable)")
    p.add_argument("--no-sandbox", action="store_true",
                   help="run students' code with your own rights (only if you trust it)")
    p.add_argument("--memory-mib", type=int, default=SandboxLimits.memory_mib)
    p.add_argument("--timeout", type=float, default=900, help="seconds per submission")
    p.add_argument("--release-directory", default="chapters",
                   help="where the student versions are (deleted locked cells come back from it)")
    p = sub.add_parser("feedback", help="HTML feedback for each student")
    p.add_argument("chapter")
    p = sub.add_parser("export", help="grades as CSV")
    p.add_argument("--to", default="grades.csv")
    args = ap.parse_args(argv)
    course = args.course.resolve()

    if args.step == "release":
        nbgrader(["generate_assignment", args.chapter, "--force"], cwd=course)
        print(f"released chapters/{args.chapter}; gradebook updated")
    elif args.step == "collect":
        if args.exchange:
            nbgrader(["collect", args.chapter], cwd=course)
            print("collected from nbgrader's exchange")
        else:
            students = collect(course, args.chapter, args.source)
            print(f"collected {len(students)} submissions: {', '.join(students)}")
    elif args.step == "autograde":
        limits = SandboxLimits(memory_mib=args.memory_mib)
        results = autograde_parallel(course, args.chapter, args.student, workers=args.workers,
                                     sandbox=not args.no_sandbox, limits=limits,
                                     timeout=args.timeout,
                                     release_directory=args.release_directory)
        for r in results.values():
            status = "ok" if r.ok else "PROBLEM"
            print(f"{r.student:<24} {status:<8} {r.seconds:6.1f} s  {'; '.join(r.problems)}")
        return 0 if all(r.ok for r in results.values()) else 1
    elif args.step == "feedback":
        nbgrader(["generate_feedback", args.chapter, "--force"], cwd=course)
        print(f"feedback written to feedback/<student>/{args.chapter}/")
    elif args.step == "export":
        nbgrader(["export", "--to", str(Path(args.to).resolve())], cwd=course)
        print(f"grades written to {args.to}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
