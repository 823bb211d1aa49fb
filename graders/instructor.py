"""The instructor's workflow, one command per step (run from the course folder, the repo root).

    python -m graders.instructor release 01_tensors           # solutions/ -> chapters/ + gradebook
    python -m graders.instructor collect 01_tensors --from submissions.zip   # or a folder
    python -m graders.instructor collect 01_tensors --exchange               # nbgrader's exchange
    python -m graders.instructor collect 01_tensors --exchange --exchange-root /srv/exchange
    python -m graders.instructor autograde 01_tensors --workers 4            # parallel, sandboxed
    python -m graders.instructor autograde 01_tensors --scheduler tcp://head:8786   # a Dask cluster
    python -m graders.instructor feedback 01_tensors          # HTML per student, no hidden tests
    python -m graders.instructor gradescope 01_tensors        # platforms/01_tensors-gradescope.zip
    python -m graders.instructor prairielearn 01_tensors      # ... -prairielearn.zip
    python -m graders.instructor export --to grades.csv       # one row per student and chapter
    python -m graders.instructor export --format canvas --to canvas.csv   # Canvas's import
    python -m graders.instructor report 01_tensors            # reports/01_tensors.html + .csv
    python -m graders.instructor report --all                 # reports/course.html + .csv
    python -m graders.instructor --course zh release 01_tensors   # the Chinese edition (中文版)

A folder or zip to collect holds one folder per student id with that student's notebooks
(``alice/01_tensors.ipynb``), as most learning platforms export them. Grades go to nbgrader's
gradebook: SQLite (``gradebook.db``) unless ``c.CourseDirectory.db_url`` in nbgrader_config.py
names a PostgreSQL database.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from graders.sandbox import SandboxLimits

# The grading modules are imported by the step that needs them: `report` and `export` start in
# a second or two instead of loading nbconvert's and the autograder's dependencies.

STUDENT_ID = re.compile(r"^[A-Za-z0-9_.@-]+$")
# Learning platforms' exports (documented in docs/instructors.md):
MOODLE_FOLDER = re.compile(r"^(?P<name>.+?)_(?P<id>\d+)_assignsubmission_file_?$")
CANVAS_FILE = re.compile(r"^(?P<login>[a-z0-9]+)(?:_LATE)?_(?P<uid>\d+)_(?P<sub>\d+)_"
                         r"(?P<name>.+\.ipynb)$")


def student_id(folder_name: str) -> str | None:
    """The student id of a submission folder (plain ids, or Moodle's ``Name_123_assign...``)."""
    moodle = MOODLE_FOLDER.match(folder_name)
    if moodle:
        slug = re.sub(r"[^a-z0-9]+", "_", moodle["name"].lower()).strip("_")
        return f"{slug}_{moodle['id']}"
    return folder_name if STUDENT_ID.match(folder_name) else None


def _key(stem: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", stem.lower())


def match_notebooks(found: list[Path], expected: list[str]) -> tuple[dict[str, Path], list[str]]:
    """Which submitted file is which expected notebook, and what was noticed on the way.

    An exact name wins; otherwise the one file whose name contains the notebook's name
    (``01_tensors (1).ipynb``, ``Copy of 01_tensors.ipynb``, ``alice_12_01_tensors.ipynb``);
    otherwise, when the chapter has one notebook and the student sent exactly one, that one.
    Anything else is ambiguous: reported, never guessed.
    """
    chosen, notes = {}, []
    for name in expected:
        stem = Path(name).stem
        exact = [f for f in found if f.name == name]
        loose = [f for f in found if _key(stem) in _key(f.stem)]
        if len(exact) == 1:
            chosen[name] = exact[0]
        elif len(loose) == 1 and not exact:
            chosen[name] = loose[0]
        elif not exact and not loose and len(found) == 1 and len(expected) == 1:
            chosen[name] = found[0]
        elif not found:
            notes.append(f"No notebook was found in your submission (expected {name}).")
            continue
        else:
            names = ", ".join(sorted(f.name for f in (exact or loose or found)))
            notes.append(f"Your submission holds several files that could be {name} ({names}); "
                         "none was graded. Submit exactly one.")
            continue
        if chosen[name].name != name:
            notes.append(f"Your file {chosen[name].name} was graded as {name}.")
    return chosen, notes


def _submission_folders(source: Path) -> dict[str, list[Path]]:
    """Student folder name -> notebook files, for per-student folders and Canvas's flat zip."""
    folders: dict[str, list[Path]] = {}
    for entry in sorted(source.iterdir()):
        if entry.is_dir() and not entry.name.startswith((".", "__MACOSX")):
            folders[entry.name] = sorted(
                p for p in entry.rglob("*.ipynb")
                if not any(part.startswith(".") for part in p.relative_to(entry).parts))
        elif entry.is_file() and CANVAS_FILE.match(entry.name):
            folders.setdefault(CANVAS_FILE.match(entry.name)["login"], []).append(entry)
    return folders


def collect(course: Path, chapter: str, source: Path,
            expected: list[str] | None = None) -> list[str]:
    """Copy each student's notebooks (a folder or a zip) into ``submitted/``.

    ``expected`` names the chapter's notebooks (default ``<chapter>.ipynb``). Renamed files are
    matched (``match_notebooks``); what was noticed is printed and kept for the student's
    feedback (``grading_reports/<chapter>/collect/<student>.json``).
    """
    from graders.autograde import REPORTS

    expected = expected or [f"{chapter}.ipynb"]
    notes_dir = course / REPORTS / chapter / "collect"
    with tempfile.TemporaryDirectory() as tmp:
        if source.suffix == ".zip":
            with zipfile.ZipFile(source) as archive:
                archive.extractall(tmp)
            source = Path(tmp)
        students = []
        for folder, found in _submission_folders(source).items():
            student = student_id(folder)
            if student is None:
                print(f"skipped {folder!r}: not a valid student id", file=sys.stderr)
                continue
            chosen, notes = match_notebooks(found, expected)
            target = course / "submitted" / student / chapter
            if target.exists():
                shutil.rmtree(target)
            target.mkdir(parents=True)
            for name, path in chosen.items():
                shutil.copy(path, target / name)
            stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S.%f %Z")
            (target / "timestamp.txt").write_text(stamp)
            keep_notes(notes_dir, student, notes)
            students.append(student)
    return students


def keep_notes(notes_dir: Path, student: str, notes: list[str]) -> None:
    """What collecting found in a student's submission (renamed notebooks, ...): kept for the
    grading report and the feedback (none: the file from an earlier collect is removed), and
    told to the instructor."""
    note_file = notes_dir / f"{student}.json"
    note_file.unlink(missing_ok=True)
    if notes:
        notes_dir.mkdir(parents=True, exist_ok=True)
        note_file.write_text(json.dumps(notes, indent=1))
        for note in notes:
            print(f"{student}: {note}", file=sys.stderr)


COLLECTED = re.compile(r"(?:Collecting|Updating) submission: (\S+) ")


def collect_exchange(course: Path, chapter: str, exchange: str | None = None,
                     expected: list[str] | None = None) -> list[str]:
    """``nbgrader collect`` from the exchange into ``submitted/``, then the same checks as
    ``collect``: renamed notebooks are matched to the chapter's (and told to the student).

    A student's newer submission replaces the one collected before (``--update``). ``exchange``
    overrides ``c.Exchange.root``. Returns the students collected this time.
    """
    from graders.autograde import REPORTS
    from graders.course import nbgrader

    args = ["collect", chapter, "--update"]
    if exchange:
        args.append(f"--Exchange.root={Path(exchange).resolve()}")
    proc = nbgrader(args, cwd=course)
    students = list(dict.fromkeys(COLLECTED.findall(proc.stdout + proc.stderr)))
    expected = expected or [f"{chapter}.ipynb"]
    notes_dir = course / REPORTS / chapter / "collect"
    for student in students:
        folder = course / "submitted" / student / chapter
        found = sorted(p for p in folder.rglob("*.ipynb")
                       if not any(part.startswith(".") for part in p.relative_to(folder).parts))
        chosen, notes = match_notebooks(found, expected)
        for name, path in chosen.items():
            if path != folder / name:
                path.rename(folder / name)
        keep_notes(notes_dir, student, notes)
    return students


def _without_iri_grammars() -> None:
    """jsonschema, once imported in this process, without the grammars it compiles for nothing.

    nbgrader's API imports nbformat, which imports jsonschema, which compiles some forty
    grammars of the optional ``rfc3987_syntax`` package at import time (seconds on a busy
    machine) to check the "iri" string format, which no notebook or gradebook schema uses.
    The steps that validate nothing in their own process (reports, exports, release, collect:
    nbgrader itself runs as a subprocess) go without it.
    """
    if "jsonschema" not in sys.modules:
        sys.modules.setdefault("rfc3987_syntax", None)  # type: ignore[arg-type]


def _report_module():
    """graders.report, imported without the grammars jsonschema would compile for nothing."""
    _without_iri_grammars()
    from graders import report

    return report


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
    where.add_argument("--exchange", action="store_true",
                       help="nbgrader's exchange (JupyterHub): each student's latest submission")
    p.add_argument("--exchange-root", metavar="FOLDER",
                   help="with --exchange: the exchange folder, when not c.Exchange.root")
    p.add_argument("--release-directory", default="chapters",
                   help="where the student versions are (their notebook names are expected)")
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
    p.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                   help="grade on the workers of this Dask scheduler (graders/distributed.py); "
                        "a rerun grades only the submissions not yet written")
    p.add_argument("--regrade", action="store_true",
                   help="with --scheduler: grade again the submissions already written")
    for platform in ("gradescope", "prairielearn"):
        p = sub.add_parser(platform, help=f"the chapter's {platform} grader as a zip "
                                          "(graders/platforms.py)")
        p.add_argument("chapter")
        p.add_argument("--to", type=Path,
                       help=f"the zip (default platforms/CHAPTER-{platform}.zip)")
    p = sub.add_parser("feedback", help="HTML feedback for each student")
    p.add_argument("chapter")
    p = sub.add_parser("export", help="grades as CSV")
    p.add_argument("--to", default="grades.csv")
    p.add_argument("--format", choices=["nbgrader", "canvas", "long"], default="nbgrader",
                   help="nbgrader's own CSV (default), Canvas's gradebook import, or one "
                        "student,chapter,score,max row per graded submission")
    p.add_argument("--canvas-id", action="append", default=[], metavar="CHAPTER=ID",
                   help="Canvas's id of a chapter's assignment (repeatable); a chapter without "
                        "one becomes a new assignment on import")
    p = sub.add_parser("report", help="the class report: scores, test cells, diagnoses, problems")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("chapter", nargs="?")
    which.add_argument("--all", action="store_true", help="the course view, one row per chapter")
    p.add_argument("--to", type=Path,
                   help="the HTML page (default reports/CHAPTER.html or reports/course.html); "
                        "its numbers go beside it as .csv")
    args = ap.parse_args(argv)
    course = args.course.resolve()

    if args.step in ("report", "export"):
        report = _report_module()
    if args.step in ("release", "collect"):
        _without_iri_grammars()
    if args.step in ("release", "collect", "feedback", "export"):
        from graders.course import nbgrader
    if args.step == "release":
        from graders.course import ZH_EDITION, build_zh_solutions, chapter_names, notebooks_of

        if course == ZH_EDITION.resolve():  # the Chinese edition: built from translations
            parts = [p.stem for p in notebooks_of(args.chapter)] \
                if args.chapter in chapter_names() else []
            for problem in build_zh_solutions(ZH_EDITION / "solutions", parts):
                print(f"translation: {problem}", file=sys.stderr)
        nbgrader(["generate_assignment", args.chapter, "--force"], cwd=course)
        print(f"released chapters/{args.chapter}; gradebook updated")
    elif args.step == "collect":
        released = course / args.release_directory / args.chapter
        expected = sorted(p.name for p in released.glob("*.ipynb")) or None
        if args.exchange:
            students = collect_exchange(course, args.chapter, args.exchange_root, expected)
            print(f"collected {len(students)} submissions from nbgrader's exchange: "
                  f"{', '.join(students)}")
        else:
            students = collect(course, args.chapter, args.source, expected)
            print(f"collected {len(students)} submissions: {', '.join(students)}")
    elif args.step == "autograde":
        from graders.autograde import autograde_parallel

        limits = SandboxLimits(memory_mib=args.memory_mib)
        if args.scheduler:
            from graders.distributed import autograde_distributed

            results = autograde_distributed(
                course, args.chapter, args.scheduler, args.student, sandbox=not args.no_sandbox,
                limits=limits, timeout=args.timeout, release_directory=args.release_directory,
                regrade=args.regrade)
        else:
            results = autograde_parallel(
                course, args.chapter, args.student, workers=args.workers,
                sandbox=not args.no_sandbox, limits=limits, timeout=args.timeout,
                release_directory=args.release_directory)
        for r in results.values():
            status = "ok" if r.ok else "PROBLEM"
            print(f"{r.student:<24} {status:<8} {r.seconds:6.1f} s  {'; '.join(r.problems)}")
        return 0 if all(r.ok for r in results.values()) else 1
    elif args.step in ("gradescope", "prairielearn"):
        from graders.platforms import build_package

        to = args.to or course / "platforms" / f"{args.chapter}-{args.step}.zip"
        build_package(course, args.chapter, args.step, to)
        print(f"{args.step} package of {args.chapter} written to {to}")
    elif args.step == "feedback":
        from graders.feedback import normalise_autograded, write_problem_pages

        status = 0
        normalise_autograded(course, args.chapter)
        try:
            nbgrader(["generate_feedback", args.chapter, "--force"], cwd=course)
        except RuntimeError as err:  # one broken submission must not cost the others' pages
            print(f"nbgrader generate_feedback reported a problem:\n{err}", file=sys.stderr)
            status = 1
        pages = write_problem_pages(course, args.chapter)
        print(f"feedback written to feedback/<student>/{args.chapter}/ "
              f"({len(pages)} with a note on what went wrong while grading)")
        return status
    elif args.step == "export":
        if args.format == "nbgrader":
            nbgrader(["export", "--to", str(Path(args.to).resolve())], cwd=course)
        else:
            book = report.read_gradebook(*report.gradebook_url(course))
            if args.format == "canvas":
                ids = dict(item.split("=", 1) for item in args.canvas_id)
                report.export_canvas(book, Path(args.to), ids)
            else:
                report.export_long(book, Path(args.to))
        print(f"grades written to {args.to}")
    elif args.step == "report":
        name = "course" if args.all else args.chapter
        to = args.to or course / "reports" / f"{name}.html"
        if args.all:
            done = report.write_course_report(course, to)
            print(f"course report ({len(done)} chapters) written to {to} and "
                  f"{to.with_suffix('.csv')}")
        else:
            found = report.write_chapter_report(course, args.chapter, to)
            flagged = [f"{c.key} ({', '.join(c.flags)})" for c in found.cells if c.flags]
            print(f"report of {found.n} submissions written to {to} and {to.with_suffix('.csv')}"
                  + (f"; flagged: {'; '.join(flagged)}" if flagged else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
