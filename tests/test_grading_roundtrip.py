"""Real `nbgrader autograde` on each chapter: the solution gets full marks, the untouched
student version gets 0, every wrong answer loses exactly its exercise's points and shows the
diagnosis it declares (in the graded notebook, the self-check's reading and the feedback), and
every right answer written differently from the reference gets full marks.

The solution is graded whole: its run is also the check that every cell of every part runs
without an error or a deprecation warning (the notebooks' pass in this configuration; `make test`
runs them under nbval as a CPU-only build). The untouched version and the answers are graded on
copies cut down to the exercises and the cells they need (``tests.cells.cut_for_grading``): the
demos that train models are not run again for every answer."""

from __future__ import annotations

import os
import re
from datetime import datetime

import nbformat
import pytest

from graders.course import autograde, chapter_names, notebooks_of, read, release
from graders.feedback import HideHiddenTests, diagnoses
from graders.sandbox import bubblewrap
from tests.cells import cut_for_grading
from tests.exercises import declared_diagnosis, exercises, with_answer

WARNING = re.compile(r"(Deprecation|Future)Warning")


def submissions(chapter: str, released) -> tuple[dict, dict, dict]:
    """Submissions by student name; for each student the exercises it answers wrong (with the
    declared diagnosis) and those it answers right in another way than the reference.

    Submission ``answers{k}`` holds the k-th answer on file of every exercise (its wrong answers
    first, then its right ones) and the reference elsewhere: as few graded submissions as the
    exercise with the most answers needs. It holds only the notebooks (parts) of the chapter
    with a k-th answer in them: a part whose exercises have fewer answers is not run again.
    Every submission but the solution is cut down to what its exercises need (the cut is made
    with the answers in place, so a cell an answer reads is kept).
    """
    solution = {p.name: read(p) for p in notebooks_of(chapter)}
    subs = {"solution": solution,
            "untouched": {p.name: cut_for_grading(read(p))
                          for p in sorted(released.glob("*.ipynb"))}}
    spoiled: dict[str, dict[str, tuple[str, str | None, str]]] = {}
    answered: dict[str, dict[str, str]] = {}
    found = exercises(chapter)
    for k in range(max([len(e.wrong_answers) + len(e.right_answers) for e in found] + [0])):
        name = f"answers{k + 1}"
        nbs: dict = {}
        spoiled[name], answered[name] = {}, {}
        for ex in found:
            pool = [*ex.wrong_answers, *ex.right_answers]
            if k >= len(pool):
                continue
            path = pool[k]
            nbs[ex.notebook] = with_answer(nbs.get(ex.notebook, solution[ex.notebook]),
                                           ex.solution_id, path.read_text())
            if path in ex.wrong_answers:
                spoiled[name][ex.tests_id] = (ex.notebook, declared_diagnosis(path), path.name)
            else:
                answered[name][ex.tests_id] = path.name
        subs[name] = {part: cut_for_grading(nb) for part, nb in nbs.items()}
    return subs, spoiled, answered


def feedback_text(nb: nbformat.NotebookNode) -> str:
    """What the feedback page shows of a graded notebook's outputs (hidden tests removed)."""
    nb, _ = HideHiddenTests().preprocess(nbformat.from_dict(nb), {})
    return "\n".join(str(out) for cell in nb.cells for out in cell.get("outputs", []))


def record_run(chapter: str, graded: list) -> None:
    """With ``PTP_VERIFY_RECORD=<configuration>`` (``make test RECORD=1``), record the whole
    solution run of each part as that configuration's row of the verification matrix
    (benchmarks/verify.py): this run is the notebooks' pass in this configuration."""
    config = os.environ.get("PTP_VERIFY_RECORD")
    if not config:
        return
    from benchmarks.verify import record_outcomes

    outcomes = {}
    for path in graded:
        cells = [c for c in read(path).cells if c.cell_type == "code"]
        stamps = [c.metadata.get("execution", {}) for c in cells]
        begin = [s["iopub.status.busy"] for s in stamps if "iopub.status.busy" in s]
        end = [s["iopub.status.idle"] for s in stamps if "iopub.status.idle" in s]
        seconds = ((datetime.fromisoformat(max(end)) - datetime.fromisoformat(min(begin)))
                   .total_seconds() if begin and end else 0.0)
        failed = [{"cell": i, "error": f"{o.get('ename')}: {o.get('evalue')}"[:300]}
                  for i, c in enumerate(read(path).cells)
                  for o in c.get("outputs", []) if o.output_type == "error"]
        outcomes[f"{chapter}/{path.name}"] = {
            "status": "fail" if failed else "pass", "seconds": round(seconds, 1),
            "cells": len(cells), "failed": failed, "warnings": []}
    record_outcomes(config, outcomes, runner="the graded solution (make test's round trip)")


@pytest.mark.parametrize("chapter", chapter_names())
def test_grading_round_trip(chapter: str, course) -> None:
    released = release(chapter, course)
    subs, spoiled, answered = submissions(chapter, released)
    # the course's own parallel grader (2 workers, sandboxed where bubblewrap is installed)
    scores = autograde(course, chapter, subs, workers=2, sandbox=bubblewrap() is not None)

    full = scores["solution"]
    assert full, "no autograded cells found"
    lost = {gid: s for gid, s in full.items() if s.score != s.max_score}
    assert not lost, f"the solution loses points: {lost}"

    untouched = {gid: s.score for gid, s in scores["untouched"].items() if s.score != 0}
    assert not untouched, f"the untouched student version scores: {untouched}"

    problems = []
    for student, bad in spoiled.items():
        right = answered[student]
        graded = {name: read(course / "autograded" / student / chapter / name)
                  for name in subs[student]}
        for gid, s in scores[student].items():
            expected = 0 if gid in bad else s.max_score
            if s.score != expected:
                what = (bad[gid][2] if gid in bad else right.get(gid, "the reference"))
                why = ("a wrong answer passes: tests too weak" if gid in bad else
                       "a right answer loses points" if gid in right else "collateral")
                problems.append(f"{student} {what}: {gid} scored {s.score}/{s.max_score}, "
                                f"expected {expected} ({why})")
        for gid, (notebook, label, file) in bad.items():
            got = diagnoses(graded[notebook]).get(gid)
            if label is None:
                problems.append(f"{file} declares no diagnosis (# Diagnosis: <label>)")
            elif got is None or got.label != label:
                problems.append(f"{file}: expected diagnosis [{label}], the learner read: "
                                f"{got.message if got else 'nothing'}")
            elif f"[{label}]" not in feedback_text(graded[notebook]):
                problems.append(f"{file}: [{label}] does not reach the feedback")
    assert not problems, "\n".join(problems)

    # The solution's full run (autograded copy, outputs kept) shows no errors and no
    # deprecation or future warnings.
    graded_solution = sorted((course / "autograded" / "solution" / chapter).glob("*.ipynb"))
    record_run(chapter, graded_solution)
    for path in graded_solution:
        for i, cell in enumerate(read(path).cells):
            grade = cell.metadata.get("nbgrader", {}).get("grade")
            for out in cell.get("outputs", []):
                assert out.output_type != "error", f"{path.name} cell {i}: {out.get('ename')}"
                # nbgrader reads a number shown at the end of a tests cell as partial credit
                assert not (grade and out.output_type == "execute_result"), \
                    f"{path.name} cell {i}: a tests cell must not end with a value"
                text = out.get("text", "")
                assert not WARNING.search(text), f"{path.name} cell {i} warns: {text[:300]}"
