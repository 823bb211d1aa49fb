"""The class report against a class whose truth is known.

A class of 14 submissions of chapter 01 (the solution, the first wrong answer on file of each
exercise and its first right answer, each in its own submission, the untouched student version
twice and one notebook that is not JSON) is graded for real
(``autograde_parallel``, sandboxed, 2 workers) in a course whose chapter has two planted tests
cells: one everybody passes, and one with its check inverted (it fails right answers and passes
wrong ones). The report must count each wrong answer's declared diagnosis exactly, give each
tests cell its exact full-marks rate, flag the planted cells (too easy; negative discrimination)
and no other, and list the unreadable notebook with its reason. The graded class is shared:
SQLite first, then the same gradebook copied into PostgreSQL (nbgrader's tables, row for row)
and reported from there.
"""

from __future__ import annotations

import csv
import os
import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell

from benchmarks.report_speed import synthesise
from graders import instructor, report
from graders.autograde import autograde_parallel
from graders.course import REPO, notebooks_of, read, release, write
from graders.sandbox import bubblewrap
from tests.cells import cut_for_grading
from tests.exercises import declared_diagnosis, exercises, with_answer
from tests.grading_fixture import new_database

# graded with fewer drawn cases: this file tests the machinery (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("fewer_cases")

CHAPTER = "01_tensors"
EASY, BROKEN = "planted_easy_tests", "planted_broken_tests"
SOLUTIONS, UNTOUCHED = 1, 2
WRONG, RIGHT = 1, 1  # answers on file per exercise, each a student
PLANTED = {
    EASY: '"""Planted: a check everybody passes."""\nassert 1 + 1 == 2',
    BROKEN: '"""Planted: ex1 checked with its condition inverted (an authoring slip)."""\n'
            "import torch\n\ntry:\n"
            "    _got = brighten(torch.tensor([[250, 10]], dtype=torch.uint8), 10)\n"
            "    _right = _got.dtype == torch.uint8 and _got.tolist() == [[255, 20]]\n"
            "except Exception:\n    _right = False\nassert not _right",
}


def planted_source() -> nbformat.NotebookNode:
    """Chapter 01's solution with the two planted tests cells (1 point each) at its end."""
    nb = read(notebooks_of(CHAPTER)[0])
    for gid, code in PLANTED.items():
        nb.cells.append(new_code_cell(code, metadata={"nbgrader": {
            "grade": True, "grade_id": gid, "locked": True, "points": 1, "schema_version": 3,
            "solution": False, "task": False}}))
    return nb


class GradedClass:
    def __init__(self, course: Path) -> None:
        self.course = course
        self.students: list[str] = []
        self.wrong: dict[str, tuple[str, str]] = {}  # student -> (tests cell, declared label)
        self.zero: list[str] = []  # submissions that answer nothing (untouched, unreadable)
        self.invalid = "unreadable"


@pytest.fixture(scope="module")
def graded() -> Iterator[GradedClass]:
    """The graded class. With PTP_REPORT_CLASS=<folder> it is kept there and, once graded,
    reused by later runs (grading it takes minutes; the report, seconds)."""
    keep = os.environ.get("PTP_REPORT_CLASS")
    root = Path(keep) if keep else Path(tempfile.mkdtemp(prefix="ptp-report-course-"))
    cls = build_class(root, grade=not (keep and (root / "graded.ok").exists()))
    (root / "graded.ok").touch()
    yield cls
    if not keep:
        shutil.rmtree(root, ignore_errors=True)


def build_class(root: Path, grade: bool) -> GradedClass:
    """Write the class's submissions into course ``root`` and grade them (if ``grade``)."""
    if grade and root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True, exist_ok=True)
    os.chmod(root, 0o755)  # the sandbox's user enters it
    (root / "source" / CHAPTER).mkdir(parents=True, exist_ok=True)
    name = notebooks_of(CHAPTER)[0].name
    write(planted_source(), root / "source" / CHAPTER / name)
    (root / "nbgrader_config.py").write_text(
        (REPO / "nbgrader_config.py").read_text()
        + f"\nc.CourseDirectory.root = {str(root)!r}\n"
          "c.CourseDirectory.source_directory = 'source'\n"
          "c.CourseDirectory.release_directory = 'release'\n")
    released = release(CHAPTER, root) if grade else root / "release" / CHAPTER
    # Every submission is cut down to the exercises (tests/cells.py): the report reads only
    # the grades, and those are the same as the whole notebook's.
    whole = read(root / "source" / CHAPTER / name)
    solution = cut_for_grading(whole)
    cls = GradedClass(root)
    subs: dict[str, nbformat.NotebookNode | str] = {}
    for k in range(SOLUTIONS):
        subs[f"solution{k + 1}"] = solution
    untouched = cut_for_grading(read(released / name))
    for k in range(UNTOUCHED):
        subs[f"untouched{k + 1}"] = untouched
        cls.zero.append(f"untouched{k + 1}")
    for ex in exercises(CHAPTER):
        for path in ex.wrong_answers[:WRONG]:
            student = f"wrong_{path.stem}"
            subs[student] = cut_for_grading(with_answer(whole, ex.solution_id,
                                                        path.read_text()))
            cls.wrong[student] = (ex.tests_id, declared_diagnosis(path) or "")
        for path in ex.right_answers[:RIGHT]:
            subs[f"right_{path.stem}"] = cut_for_grading(with_answer(whole, ex.solution_id,
                                                                     path.read_text()))
    subs[cls.invalid] = "{ this is not a notebook"
    cls.zero.append(cls.invalid)
    cls.students = sorted(subs)
    if not grade:
        return cls
    for student, nb in subs.items():
        folder = root / "submitted" / student / CHAPTER
        folder.mkdir(parents=True)
        if isinstance(nb, str):
            (folder / name).write_text(nb)
        else:
            write(nb, folder / name)
    autograde_parallel(root, CHAPTER, workers=2, sandbox=bubblewrap() is not None,
                       release_directory="release")
    return cls


def copy_gradebook(src_url: str, dst_url: str, course_id: str) -> None:
    """Every row of nbgrader's tables from one database into another (same schema)."""
    from nbgrader.api import Base, Gradebook
    from sqlalchemy import create_engine, select

    report.alembic_on_path()
    Gradebook(dst_url, course_id=course_id).close()  # nbgrader makes its schema
    src, dst = create_engine(src_url), create_engine(dst_url)
    with src.connect() as read_conn, dst.begin() as write_conn:
        for table in reversed(Base.metadata.sorted_tables):
            write_conn.execute(table.delete())
        for table in Base.metadata.sorted_tables:
            rows = [dict(r) for r in read_conn.execute(select(table)).mappings()]
            if rows:
                write_conn.execute(table.insert(), rows)
    src.dispose()
    dst.dispose()


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_report_matches_the_known_truth(graded: GradedClass, database: str, request,
                                        tmp_path: Path) -> None:
    course = graded.course
    if database == "postgresql":
        url = new_database(request.getfixturevalue("postgres"), "report")
        sqlite_url, course_id = report.gradebook_url(graded.course)
        copy_gradebook(sqlite_url, url, course_id)
        course = tmp_path / "course"  # the same class, its gradebook in PostgreSQL
        course.mkdir()
        for part in ("autograded", "grading_reports", "submitted", "source", "release"):
            (course / part).symlink_to(graded.course / part)
        (course / "nbgrader_config.py").write_text(
            (graded.course / "nbgrader_config.py").read_text()
            + f"\nc.CourseDirectory.root = {str(course)!r}\n"
              f"c.CourseDirectory.db_url = {url!r}\n")
        assert report.gradebook_url(course)[0] == url
    page = tmp_path / "report.html"
    assert instructor.main(["--course", str(course), "report", CHAPTER, "--to", str(page)]) == 0
    rows = read_csv(page.with_suffix(".csv"))
    n = len(graded.students)
    value = {(r["table"], r["item"], r["measure"]): r["value"] for r in rows}
    assert value[("summary", CHAPTER, "submissions")] == str(n) == "14"

    # Each real tests cell: full marks for all but its wrong answers and the empty submissions.
    wrong_per_cell = Counter(cell for cell, _ in graded.wrong.values())
    cells = [e.tests_id for e in exercises(CHAPTER)]
    for cell in cells:
        expected = (n - len(graded.zero) - wrong_per_cell[cell]) / n
        assert float(value[("cell", cell, "full_marks")]) == pytest.approx(expected, abs=1e-4)
        assert value[("cell", cell, "flags")] == "", (cell, value[("cell", cell, "flags")])
        assert float(value[("cell", cell, "discrimination")]) > 0
    assert float(value[("cell", EASY, "full_marks")]) == 1.0
    assert value[("cell", EASY, "flags")] == "too easy"
    assert float(value[("cell", BROKEN, "discrimination")]) < 0
    assert "negative discrimination" in value[("cell", BROKEN, "flags")]

    # Points: the solution loses only the broken cell; work that answers nothing gets the easy
    # one and the broken one (its inverted check passes when brighten fails).
    assert value[("student", "solution1", "points")] == "12"
    assert value[("student", "untouched1", "points")] == "2"
    assert value[("student", graded.invalid, "points")] == "2"

    # Each declared diagnosis counted exactly: the students who got it are those whose wrong
    # answer declares it (besides the empty submissions, whose calls fail in their own way).
    book = report.read_gradebook(*report.gradebook_url(course))
    chapter = report.chapter_report(course, CHAPTER, book)
    expected: dict[str, set[str]] = {}
    for student, (cell, label) in graded.wrong.items():
        expected.setdefault(f"{cell}:{label}", set()).add(student)
    got = {f"{d.cell}:{d.label}": set(d.students) for d in chapter.diagnoses if d.label}
    assert {k: v - set(graded.zero) for k, v in got.items() if v - set(graded.zero)} == expected
    counts = {r["item"]: int(r["value"]) for r in rows if r["table"] == "diagnosis"}
    for item, students in got.items():
        assert counts[item] == len(students)
    for cell in cells:  # every failed cell has its diagnosis, and only those
        failed = {s for d in chapter.diagnoses if d.cell == cell for s in d.students}
        assert failed == {s for s, (c, _) in graded.wrong.items() if c == cell} | set(graded.zero)
    # an unanswered exercise is said to be one (its stub's NotImplementedError)
    assert counts[f"{cells[0]}:(unnamed) NotImplementedError"] == UNTOUCHED
    # ranked: the broken cell's unnamed failures (every right ex1) first, then the most
    # frequent named mistake
    assert chapter.diagnoses[0].cell == BROKEN and chapter.diagnoses[0].label is None
    top = next(d for d in chapter.diagnoses if d.label)
    assert top.count == max(len(v) for v in got.values()) and top.section

    # The unreadable notebook is listed with its reason.
    problems = {(r["item"], r["measure"]) for r in rows if r["table"] == "grading_problem"}
    assert (graded.invalid, "invalid notebook") in problems
    assert (graded.invalid, "restored cells") in problems
    assert {student for student, _ in problems} == {graded.invalid}

    text = page.read_text()
    assert "negative discrimination" in text and "too easy" in text
    assert text.count('src="data:image/png;base64,') == 2
    assert not re.search(r"<script|<link|https?://|@import|url\(", text), "not self-contained"

    # The course view and the exports read the same gradebook.
    assert instructor.main(["--course", str(course), "report", "--all", "--to",
                            str(tmp_path / "course.html")]) == 0
    course_rows = read_csv(tmp_path / "course.csv")
    assert [r["chapter"] for r in course_rows] == [CHAPTER]
    assert course_rows[0]["submissions"] == str(n)
    assert instructor.main(["--course", str(course), "export", "--format", "long", "--to",
                            str(tmp_path / "long.csv")]) == 0
    long = {r["student"]: r for r in read_csv(tmp_path / "long.csv")}
    assert sorted(long) == graded.students
    assert long["solution1"]["score"] == "12" and long["solution1"]["max"] == "13"
    assert instructor.main(["--course", str(course), "export", "--format", "canvas", "--to",
                            str(tmp_path / "canvas.csv"), "--canvas-id", f"{CHAPTER}=4711"]) == 0
    canvas = read_csv(tmp_path / "canvas.csv")
    column = f"{CHAPTER} (4711)"
    assert list(canvas[0])[:6] == [*report.CANVAS_HEAD, column]
    assert canvas[0]["Student"].strip() == "Points Possible" and canvas[0][column] == "13"
    by_login = {r["SIS Login ID"]: r[column] for r in canvas[1:]}
    assert by_login == {s: long[s]["score"] for s in graded.students}


@pytest.mark.filterwarnings("ignore::sqlalchemy.exc.SAWarning")  # nbgrader's add_submission
def test_drops_exports_and_course_view_on_a_synthesised_class(tmp_path: Path) -> None:
    """Several chapters: a student far below their own other chapters is listed; Canvas's
    layout leaves a missing submission empty; the course view has one row per chapter."""
    from nbgrader.api import Gradebook

    course = tmp_path / "course"
    truth = synthesise(course, 12, notebooks_for=None, seed=3)
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}", course_id="synthetic") as gb:
        for chapter in ("00_setup", "01_tensors", "02_autograd"):
            for nb in gb.find_submission(chapter, "s005").notebooks:
                for grade in nb.grades:
                    grade.auto_score = 0.0 if chapter == "02_autograd" else grade.cell.max_score
        gb.db.commit()
        gb.add_student("late", first_name="Lou", last_name="Late")
        gb.add_submission("00_setup", "late")
    book = report.read_gradebook(*report.gradebook_url(course))
    chapter = report.chapter_report(course, "02_autograd", book)
    assert chapter.drops[0][:3] == ("s005", 0.0, 100.0)
    assert all(other - here >= report.DROP_POINTS for _, here, other in chapter.drops)
    assert "late" in chapter.not_submitted
    expected = {s: sum(v.values()) for s, v in truth["scores"]["01_tensors"].items()}
    expected["s005"] = 11.0
    assert book.totals("01_tensors") == expected

    report.export_canvas(book, tmp_path / "canvas.csv")
    canvas = {r["SIS Login ID"]: r for r in read_csv(tmp_path / "canvas.csv")[1:]}
    assert canvas["late"]["Student"] == "Late, Lou" and canvas["late"]["01_tensors"] == ""
    assert canvas["s005"]["ID"] == "100005" and canvas["s005"]["02_autograd"] == "0"
    reports = report.write_course_report(course, tmp_path / "course.html", book)
    assert [r.chapter for r in reports] == ["00_setup", "01_tensors", "02_autograd"]
    assert len(read_csv(tmp_path / "course.csv")) == 3


def test_pearson_and_flags() -> None:
    assert report.pearson([0, 1, 0, 1], [0, 2, 0, 2]) == pytest.approx(1.0)
    assert report.pearson([1, 1, 1], [0, 1, 2]) is None
    scores = {f"s{i}": {"a": float(i % 2), "b": 1.0 - i % 2} for i in range(10)}
    totals = {s: sum(v.values()) + (2.0 if v["a"] else 0.0) for s, v in scores.items()}
    stats = report.cell_stats("b", 1.0, scores, totals)
    assert stats.full_marks == 0.5 and stats.flags == ["negative discrimination"]
    assert report.problem_kind("Your notebook ran longer than the 900 s allowed") == "timeout"
