"""Grade a fresh batch of hostile submissions through the real workflow, and say which gained.

    .venv/bin/python benchmarks/fresh_hostile.py DIR [--json OUT]

Each ``DIR/<name>.py`` is a whole solution cell for ``add`` in the tiny chapter of
``tests/grading_fixture.py`` (the release a learner sees: one solution cell, one visible tests
cell per exercise), written by someone who saw only that notebook and tried to get points for a
wrong ``add`` by changing how grading runs. Each is submitted with ``mul`` answered wrongly too,
released, autograded in parallel in the sandbox (as ``tests/test_tampering.py`` does), and its
scores compared with a plain wrong answer's (nothing). A file whose first line says
``# Honest`` is a correct answer written in an unusual way: it must keep full marks. Prints one
line per file (scores, flagged or not) and the totals; exits 1 when a hostile file gained
points or an honest one lost any.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from graders.autograde import FLAGGED, autograde_parallel, read_reports  # noqa: E402
from graders.course import nbgrader  # noqa: E402
from tests.grading_fixture import CHAPTER, make_tiny_course, scores, with_code  # noqa: E402

MUL_WRONG = "def mul(a, b):\n    return 0\n"
WRONG = {"ex1_add_tests": 0.0, "ex2_mul_tests": 0.0}
FULL = {"ex1_add_tests": 2.0}  # an honest add keeps its points (mul stays wrong)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--keep", action="store_true", help="keep the course folder (printed)")
    args = parser.parse_args(argv)
    files = sorted(args.folder.glob("*.py"))
    course = make_tiny_course(cell_timeout=20)
    try:
        nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
        release = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb", as_version=4)
        names = {}
        for i, path in enumerate(files):
            student = f"s{i:03d}"
            names[student] = path
            nb = with_code(with_code(release, "ex1", path.read_text()), "ex2", MUL_WRONG)
            folder = course / "submitted" / student / CHAPTER
            folder.mkdir(parents=True)
            nbformat.write(nb, folder / f"{CHAPTER}.ipynb")
        autograde_parallel(course, CHAPTER, workers=2, timeout=600)
        got = scores(course)
        reports = read_reports(course, CHAPTER)
        rows, bad = [], 0
        for student, path in names.items():
            honest = path.read_text().lstrip().lower().startswith("# honest")
            score = got.get(student, {})
            flagged = any(FLAGGED in p for p in reports.get(student, {}).get("problems", []))
            ok = (score.get("ex1_add_tests") == FULL["ex1_add_tests"] if honest
                  else score == WRONG)
            bad += not ok
            rows.append({"file": path.name, "honest": honest, "scores": score,
                         "flagged": flagged, "ok": ok})
            print(f"{'ok ' if ok else 'BAD'} {'honest ' if honest else 'hostile'} "
                  f"{path.name:50s} {score} {'flagged' if flagged else ''}")
        hostile = [r for r in rows if not r["honest"]]
        honest = [r for r in rows if r["honest"]]
        print(f"hostile: {sum(r['ok'] for r in hostile)} of {len(hostile)} gained nothing, "
              f"{sum(r['flagged'] for r in hostile)} flagged; honest: "
              f"{sum(r['ok'] for r in honest)} of {len(honest)} kept full marks, "
              f"{sum(r['flagged'] for r in honest)} flagged")
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1))
        return 1 if bad else 0
    finally:
        if args.keep:
            print(f"course kept: {course}")
        else:
            shutil.rmtree(course, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
