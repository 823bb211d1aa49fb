"""The instructor's workflow end to end, on SQLite and on a real PostgreSQL server, and the
learners' self-check."""

from __future__ import annotations

import csv
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest

from graders import instructor, selfcheck
from graders.sandbox import bubblewrap
from tests.grading_fixture import CHAPTER, make_tiny_course, new_database, with_code

REPO = Path(__file__).resolve().parent.parent


def submissions_zip(course: Path, release: nbformat.NotebookNode) -> Path:
    """What learning platforms export: per-student folders, renamed notebooks, Canvas's flat
    files, Moodle's folders, checkpoints, an ambiguous folder and a folder that is no student."""
    good = with_code(with_code(release, "ex1", "def add(a, b):\n    return a + b"),
                     "ex2", "def mul(a, b):\n    return a * b")
    wrong = with_code(good, "ex1", "def add(a, b):\n    return a - b")
    files = {
        f"alice/{CHAPTER}.ipynb": good,
        f"bob/{CHAPTER} (1).ipynb": wrong,                         # a browser's duplicate name
        f"carol/{CHAPTER}.ipynb": release,
        f"dave_1234_5678_{CHAPTER}.ipynb": good,                   # Canvas: one flat folder
        f"Erin Ho_42_assignsubmission_file_/Copy of {CHAPTER}.ipynb": good,  # Moodle, Colab
        f"frank/{CHAPTER}_v1.ipynb": good, f"frank/{CHAPTER}_v2.ipynb": wrong,  # ambiguous
        f"gina/.ipynb_checkpoints/{CHAPTER}-checkpoint.ipynb": good,  # not what was submitted
        f"gina/{CHAPTER}.ipynb": release,
        "not a student!/x.ipynb": release,
    }
    path = course / "downloads.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name, nb in files.items():
            archive.writestr(name, nbformat.writes(nb))
    return path


EXPECTED = {"alice": 5.0, "bob": 3.0, "carol": 0.0, "dave": 5.0, "erin_ho_42": 5.0,
            "frank": 0.0, "gina": 0.0}


@pytest.mark.parametrize("database", ["sqlite", "postgresql"])
def test_instructor_workflow(database: str, request) -> None:
    """release -> collect (zip) -> parallel sandboxed autograde -> feedback -> CSV export."""
    course = make_tiny_course()
    try:
        if database == "postgresql":
            url = new_database(request.getfixturevalue("postgres"), "workflow")
            with open(course / "nbgrader_config.py", "a") as fh:
                fh.write(f"\nc.CourseDirectory.db_url = {url!r}\n")
        run = ["--course", str(course)]
        assert instructor.main([*run, "release", CHAPTER]) == 0
        release = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb", as_version=4)
        assert instructor.main([*run, "collect", CHAPTER, "--from",
                                str(submissions_zip(course, release))]) == 0
        assert sorted(p.name for p in (course / "submitted").iterdir()) == sorted(EXPECTED)
        sandbox = [] if bubblewrap() else ["--no-sandbox"]
        instructor.main([*run, "autograde", CHAPTER, "--workers", "2", "--release-directory",
                         "release", *sandbox])
        assert instructor.main([*run, "feedback", CHAPTER]) == 0
        def page(student: str) -> str:
            return (course / "feedback" / student / CHAPTER / f"{CHAPTER}.html").read_text()

        assert f"{CHAPTER} (1).ipynb was graded as {CHAPTER}.ipynb" in page("bob")
        assert "several files that could be" in page("frank"), "ambiguous: said, not guessed"
        assert "[not-a-sum]" in page("bob"), "the mistake a test named reaches the feedback"
        assert instructor.main([*run, "export", "--to", str(course / "grades.csv")]) == 0
        with open(course / "grades.csv") as fh:
            rows = {r["student_id"]: float(r["score"]) for r in csv.DictReader(fh)}
        # frank's ambiguous folder was not guessed: nothing graded, so no row
        assert rows == {s: v for s, v in EXPECTED.items() if s != "frank"}
        if database == "sqlite":
            assert (course / "gradebook.db").exists()
        else:
            assert not (course / "gradebook.db").exists(), "grades must go to PostgreSQL"
    finally:
        shutil.rmtree(course, ignore_errors=True)


def test_selfcheck_reports_points_per_exercise(capsys) -> None:
    """The learner's one-line check runs the hidden tests and prints a table of points."""
    assert selfcheck.main([str(REPO / "solutions" / "00_setup" / "00_setup.ipynb")]) == 0
    out = capsys.readouterr().out
    assert "ex4_newest_compatible_wheel" in out and "total" in out and "11 / 11" in out
    assert selfcheck.main([str(REPO / "chapters" / "00_setup" / "00_setup.ipynb")]) == 1
    assert "0 / 11" in capsys.readouterr().out


def test_selfcheck_command_line() -> None:
    """It works as `python -m graders.selfcheck NOTEBOOK` and rejects foreign notebooks."""
    proc = subprocess.run([sys.executable, "-m", "graders.selfcheck", "no_such_chapter.ipynb"],
                          capture_output=True, text=True, cwd=REPO)
    assert proc.returncode != 0 and "not a notebook of this course" in proc.stderr


def test_validate_button_command() -> None:
    """`nbgrader validate` (what JupyterLab's Validate button runs) passes a solved notebook and
    names the failing cells of an untouched one."""
    def validate(path: Path) -> str:
        proc = subprocess.run([sys.executable, "-m", "nbgrader", "validate", str(path)],
                              capture_output=True, text=True, cwd=REPO, timeout=600)
        return proc.stdout + proc.stderr

    assert "Success! Your notebook passes all the tests." in validate(
        REPO / "solutions" / "00_setup" / "00_setup.ipynb")
    assert "VALIDATION FAILED" in validate(REPO / "chapters" / "00_setup" / "00_setup.ipynb")


def test_selfcheck_prints_the_diagnosis(tmp_path, capsys) -> None:
    """`make check` on a notebook with a known mistake names the mistake (hidden or not)."""
    from graders.course import SOLUTIONS, read, write
    from tests.exercises import declared_diagnosis, exercises, with_answer

    ex = next(e for e in exercises("01_tensors") if e.wrong_answers)
    wrong = ex.wrong_answers[0]
    nb = with_answer(read(SOLUTIONS / "01_tensors" / ex.notebook), ex.solution_id,
                     wrong.read_text())
    path = tmp_path / ex.notebook
    write(nb, path)
    assert selfcheck.main([str(path)]) == 1
    out = capsys.readouterr().out
    assert f"[{declared_diagnosis(wrong)}]" in out, out


def test_collect_from_exchange(tmp_path: Path) -> None:
    """`collect --exchange` takes each student's submission from nbgrader's exchange
    (`--exchange-root` names it), and matches a renamed notebook as for a platform's zip."""
    import json
    from concurrent.futures import ThreadPoolExecutor

    from graders.course import nbgrader

    course = make_tiny_course()
    exchange = tmp_path / "exchange"
    exchange.mkdir()
    exchange.chmod(0o777)
    try:
        run = ["--course", str(course)]
        assert instructor.main([*run, "release", CHAPTER]) == 0
        nbgrader(["release_assignment", CHAPTER, f"--Exchange.root={exchange}"], cwd=course)
        release = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb", as_version=4)

        def submit(student: str, name: str) -> None:
            home = tmp_path / student
            (home / CHAPTER).mkdir(parents=True)
            nbformat.write(release, home / CHAPTER / name)
            (home / "nbgrader_config.py").write_text(
                "c = get_config()\nc.CourseDirectory.course_id = 'pytorch-in-practice'\n"
                f"c.Exchange.root = {str(exchange)!r}\nc.Exchange.cache = {str(home / 'c')!r}\n")
            nbgrader(["submit", CHAPTER, f"--student={student}"], cwd=home)

        with ThreadPoolExecutor(2) as pool:  # two students submit at once
            list(pool.map(submit, ["alice", "bob"],
                          [f"{CHAPTER}.ipynb", f"Copy of {CHAPTER}.ipynb"]))
        assert instructor.main([*run, "collect", CHAPTER, "--exchange", "--exchange-root",
                                str(exchange), "--release-directory", "release"]) == 0
        for student in ("alice", "bob"):
            assert (course / "submitted" / student / CHAPTER / f"{CHAPTER}.ipynb").exists()
        notes = course / "grading_reports" / CHAPTER / "collect"
        assert not (notes / "alice.json").exists()
        assert json.loads((notes / "bob.json").read_text()) == [
            f"Your file Copy of {CHAPTER}.ipynb was graded as {CHAPTER}.ipynb."]
    finally:
        shutil.rmtree(course, ignore_errors=True)
