"""The Gradescope and PrairieLearn packages (graders/platforms.py), run offline in temporary
folders laid out as each platform lays them out: a correct submission, a wrong one (from
tests/wrong_answers), a hostile one and an unreadable file. The results files must follow the
platforms' documented formats, the scores must be nbgrader's (the course's own autograde of
the same notebooks), and no hidden test text may appear in them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest

from graders.autograde import autograde_parallel
from graders.course import REPO, make_course_dir, nbgrader, read
from graders.feedback import hidden_lines
from graders.instructor import main as instructor
from graders.sandbox import bubblewrap
from tests.cells import cut_for_grading
from tests.exercises import with_answer

# graded with fewer drawn cases: this file tests the machinery (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("fewer_cases")

CHAPTER = "00_setup"
NOTEBOOK = f"{CHAPTER}.ipynb"
WRONG = REPO / "tests" / "wrong_answers" / CHAPTER / \
    "ex4_newest_compatible_wheel__first_fitting_tag.py"
# Turns every expect() of the tests cells into a no-op, on top of the same wrong answer.
HOSTILE = "import ptp.checks\nptp.checks.expect = lambda *a, **k: None\n"
SANDBOX = bubblewrap() is not None


def submissions() -> dict[str, bytes]:
    """The notebooks, cut down to the exercises and the cells they need (tests/cells.py): the
    scores are the whole notebook's, and the demos are not run again."""
    solution = read(REPO / "solutions" / CHAPTER / NOTEBOOK)
    wrong = with_answer(solution, "ex4_newest_compatible_wheel", WRONG.read_text())
    hostile = with_answer(solution, "ex4_newest_compatible_wheel",
                          HOSTILE + WRONG.read_text())
    return {name: nbformat.writes(cut_for_grading(nb)).encode() for name, nb in
            [("correct", solution), ("wrong", wrong), ("hostile", hostile)]} | {
        "unreadable": b'{"cells": [ this is not a notebook'}


# ------------------------------------------------------------ the platforms' documented formats

def check_gradescope(results: dict) -> None:
    """Gradescope's results.json (autograder specifications: score, tests[] of name, score,
    max_score, output, visibility)."""
    visibility = {"hidden", "after_due_date", "after_published", "visible"}
    assert isinstance(results["score"], (int, float))
    assert isinstance(results.get("output", ""), str)
    assert results.get("visibility", "visible") in visibility
    assert results.get("stdout_visibility", "hidden") in visibility
    assert results["tests"], "one test per graded cell"
    for test in results["tests"]:
        assert set(test) <= {"score", "max_score", "status", "name", "name_format", "number",
                             "output", "output_format", "tags", "visibility", "extra_data"}
        assert isinstance(test["name"], str) and isinstance(test["output"], str)
        assert 0 <= test["score"] <= test["max_score"]
        assert test.get("visibility", "visible") in visibility
    assert results["score"] == pytest.approx(sum(t["score"] for t in results["tests"]))


def check_prairielearn(results: dict) -> None:
    """PrairieLearn's external grader results.json (gradable, score in [0, 1], message,
    output, tests[] of name, points, max_points, message, output)."""
    assert isinstance(results["gradable"], bool)
    assert isinstance(results["score"], (int, float)) and 0 <= results["score"] <= 1
    assert isinstance(results.get("message", ""), str)
    assert isinstance(results.get("output", ""), str)
    assert set(results) <= {"gradable", "score", "message", "output", "images", "tests",
                            "format_errors"}
    if "format_errors" in results:
        assert not results["gradable"]
        errors = results["format_errors"]
        assert isinstance(errors, str) or all(isinstance(e, str) for e in errors)
    for test in results.get("tests", []):
        assert set(test) <= {"name", "description", "points", "max_points", "message",
                             "output", "images"}
        assert isinstance(test["name"], str)
        assert 0 <= test["points"] <= test["max_points"]
    if results["gradable"] and results["tests"]:
        top = sum(t["max_points"] for t in results["tests"])
        assert results["score"] == pytest.approx(sum(t["points"] for t in results["tests"]) / top)


# ------------------------------------------------------------------------------- running

def unpack(zip_path: Path, folder: Path) -> None:
    with zipfile.ZipFile(zip_path) as archive:
        for info in archive.infolist():
            path = archive.extract(info, folder)
            os.chmod(path, (info.external_attr >> 16) & 0o777 or 0o644)


def run_platform(platform: str, zip_path: Path, root: Path, name: str, data: bytes) -> dict:
    """Lay ``root`` out as ``platform`` does, put the learner's file in it, run its script."""
    env = {**os.environ, "PTP_PYTHON": sys.executable,
           "PTP_PLATFORM_SANDBOX": "yes" if SANDBOX else "no"}
    if platform == "gradescope":
        unpack(zip_path, root / "source")
        shutil.copy(root / "source" / "run_autograder", root / "run_autograder")
        (root / "submission").mkdir(parents=True)
        (root / "submission" / name).write_bytes(data)
        command, env["PTP_GRADESCOPE_ROOT"] = [str(root / "run_autograder")], str(root)
    else:
        unpack(zip_path, root / "question")
        shutil.copytree(root / "question" / "tests", root / "tests")
        for sub in ("student", "data", "results"):
            (root / sub).mkdir(parents=True)
        (root / "student" / name).write_bytes(data)
        (root / "data" / "data.json").write_text(json.dumps(
            {"params": {}, "correct_answers": {}, "submitted_answers": {}, "options": {}}))
        command, env["PTP_PRAIRIELEARN_ROOT"] = [str(root / "tests" / "run_grader")], str(root)
    proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600,
                          cwd=root)
    out = root / "results" / "results.json"
    assert out.exists(), f"{platform}: no results.json\n{proc.stdout}\n{proc.stderr}"
    return json.loads(out.read_text())


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("platforms")
    os.chmod(tmp, 0o755)
    subs = submissions()
    packages = {}
    for platform in ("gradescope", "prairielearn"):
        packages[platform] = tmp / f"{platform}.zip"
        assert instructor(["--course", str(REPO), platform, CHAPTER, "--to",
                           str(packages[platform])]) == 0
    results = {("gradescope", s): run_platform("gradescope", packages["gradescope"],
                                               tmp / f"gs-{s}", NOTEBOOK, data)
               for s, data in subs.items()}
    for s in ("wrong", "unreadable"):
        results[("prairielearn", s)] = run_platform(
            "prairielearn", packages["prairielearn"], tmp / f"pl-{s}", NOTEBOOK, subs[s])
    # nbgrader's own grades for the same notebooks, by the course's autograde
    course = make_course_dir(tmp / "course")
    nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
    for student in ("correct", "wrong", "hostile"):
        folder = course / "submitted" / student / CHAPTER
        folder.mkdir(parents=True)
        (folder / NOTEBOOK).write_bytes(subs[student])
    autograde_parallel(course, CHAPTER, ["wrong", "hostile"], workers=2, sandbox=SANDBOX,
                       timeout=600)
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        reference = {sub.student.id: {g.name: g.score for n in sub.notebooks for g in n.grades}
                     for sub in gb.assignment_submissions(CHAPTER)}
    return packages, results, reference


def per_cell(results: dict) -> dict[str, float]:
    return {t["name"].split(": ", 1)[1]: t["score"] for t in results["tests"]}


def test_results_follow_the_platforms_formats(graded) -> None:
    _, results, _ = graded
    for (platform, _student), found in results.items():
        (check_gradescope if platform == "gradescope" else check_prairielearn)(found)
    assert len(results[("gradescope", "correct")]["tests"]) == 5  # 00_setup's graded cells


def test_scores_are_nbgraders(graded) -> None:
    _, results, reference = graded
    solution = read(REPO / "solutions" / CHAPTER / NOTEBOOK)
    full = {c.metadata["nbgrader"]["grade_id"]: float(c.metadata["nbgrader"]["points"])
            for c in solution.cells if c.metadata.get("nbgrader", {}).get("grade")}
    assert per_cell(results[("gradescope", "correct")]) == full
    for student in ("wrong", "hostile"):
        assert per_cell(results[("gradescope", student)]) == reference[student], student
    assert per_cell(results[("gradescope", "wrong")])["ex4_newest_compatible_wheel_tests"] == 0
    pl = results[("prairielearn", "wrong")]
    assert pl["gradable"] and pl["score"] == pytest.approx(
        sum(reference["wrong"].values()) / sum(full.values()))


def test_the_hostile_submission_gains_nothing(graded) -> None:
    """Patching the checking helpers from a solution cell earns no more than the wrong answer
    underneath it."""
    _, results, _ = graded
    assert results[("gradescope", "hostile")]["score"] <= results[("gradescope", "wrong")]["score"]


def test_an_unreadable_file_is_said_so(graded) -> None:
    _, results, _ = graded
    gs, pl = results[("gradescope", "unreadable")], results[("prairielearn", "unreadable")]
    assert gs["score"] == 0 and "not a valid notebook" in gs["output"]
    assert pl["gradable"] is False and "not a valid notebook" in pl["message"]
    assert any("not a valid notebook" in e for e in pl["format_errors"])


def test_diagnoses_shown_hidden_tests_never(graded) -> None:
    _, results, _ = graded
    wrong = {t["name"]: t["output"] for t in results[("gradescope", "wrong")]["tests"]}
    assert "[" in wrong[f"{CHAPTER}: ex4_newest_compatible_wheel_tests"], "a diagnosis label"
    assert all(out == "Passed." for name, out in wrong.items() if "ex4" not in name)
    solution = read(REPO / "solutions" / CHAPTER / NOTEBOOK)
    secret = hidden_lines(solution)
    assert secret, "00_setup has hidden tests to keep hidden"
    for found in results.values():
        text = json.dumps(found, ensure_ascii=False)
        leaked = [line for line in secret if line in text or json.dumps(line)[1:-1] in text]
        assert not leaked, leaked


def test_packages_install_what_requirements_pin(graded, tmp_path) -> None:
    packages, _, _ = graded
    pins = (REPO / "requirements.txt").read_text()
    for platform, zip_path in packages.items():
        unpack(zip_path, tmp_path / platform)
        setup = tmp_path / platform / "setup.sh"
        assert subprocess.run(["bash", "-n", str(setup)]).returncode == 0
        assert "pip install" in setup.read_text() and "-r \"$REQUIREMENTS\"" in setup.read_text()
        inner = tmp_path / platform / ("" if platform == "gradescope" else "tests") / "ptp_course"
        assert (inner / "requirements.txt").read_text() == pins
        script = "run_autograder" if platform == "gradescope" else "tests/run_grader"
        assert subprocess.run(["bash", "-n", str(tmp_path / platform / script)]).returncode == 0
        assert os.access(tmp_path / platform / script, os.X_OK)
    info = json.loads(zipfile.ZipFile(packages["prairielearn"]).read("info.json"))
    assert info["gradingMethod"] == "External"
    assert info["externalGradingOptions"]["entrypoint"] == "/grade/tests/run_grader"
    assert info["externalGradingOptions"]["timeout"] <= 600  # PrairieLearn's ceiling
