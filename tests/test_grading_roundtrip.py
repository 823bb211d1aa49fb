"""Real `nbgrader autograde` on each chapter: the solution gets full marks, the untouched
student version gets 0, every wrong answer loses exactly its exercise's points and shows the
diagnosis it declares (in the graded notebook, the self-check's reading and the feedback), and
every right answer written differently from the reference gets full marks.

Two submissions a chapter, graded by the course's parallel grader (sandboxed):

- ``solution``, whole: full marks, through nbgrader's scoring; its run is also the check that
  every cell of every part runs without an error or a deprecation warning (the notebooks' pass
  in this configuration; `make test` runs them again under nbval as a CPU-only build), and,
  after its last cell, the check of the part's widgets on ipywidgets 8 and 7.7.1
  (``tests/widgets_probe.py``: the part's cells run once for both);
- ``wrong``: each exercise holds its first wrong answer on file (graded by nbgrader like any
  submission: its points, the other exercises' points, the diagnosis in the feedback), and
  right after its tests cell come *trials* of every other answer on file, right ones included,
  and of the student version's own cell (the untouched exercise: it must score 0): a cell with
  the answer (the names the reference binds removed first, so nothing of it is left), a cell
  with the exercise's tests cell as the gradebook holds it (hidden tests included), and at the
  end the reference again for the cells below (a first cell installs the emulated accelerator
  in that kernel as the grading kernel does). A trial's tests cell is scored with nbgrader's own
  rule (``nbgrader.utils.determine_grade``: an error or anything on stderr is 0) and its
  diagnosis read as the feedback reads it (``graders.feedback.diagnoses``).

So every answer on file runs the real tests in a graded kernel, and one wrong answer of each
exercise goes all the way through nbgrader's scoring and feedback, in two kernels per part
and submission instead of one per answer. The wrong answers are graded on a copy cut down to
the exercises and the cells they need (``tests.cells.cut_for_grading``, with the answers in
place): the demos that train models are not run again. A whole untouched student version goes
through nbgrader in tests/test_report.py, tests/test_grading_sandbox.py and
tests/test_instructor.py; here each exercise's untouched cell is a trial, which checks the same
thing (no tests cell gives points to the student version) without a third graded submission.
"""

from __future__ import annotations

import copy
import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import nbformat
import pytest
from nbgrader.utils import determine_grade

from graders.course import SOLUTIONS, autograde, chapter_names, notebooks_of, read, release
from graders.feedback import HideHiddenTests, diagnoses
from graders.sandbox import bubblewrap
from tests.cells import answer_apart, cut_for_grading, names_of
from tests.exercises import (
    RESET,
    Exercise,
    cell_index,
    declared_diagnosis,
    exercises,
    guard_names,
    guard_setup,
    with_answer,
)
from tests.widgets_probe import ROLE as WIDGETS
from tests.widgets_probe import interactives, probe_cells
from tests.widgets_probe import problems as widget_problems_of

WARNING = re.compile(r"(Deprecation|Future)Warning")
TRIAL = "ptp_trial"  # cell metadata of a trial: {"answer": file name, "role": "answer"|"tests"}


UNTOUCHED = "the student version"  # the trial name of an exercise's untouched cell: <id>::<this>


@dataclass
class Expected:
    """What an answer on file must get: its exercise, and the diagnosis (None: full marks).
    The student version's own cell (``untouched``) must score 0, whatever it reads."""

    exercise: Exercise
    file: Path
    label: str | None
    wrong: bool
    untouched: bool = False


def trial_cells(ex: Exercise, reference: str, tests: str,
                answers: list[Path | tuple[str, str]]) -> list[nbformat.NotebookNode]:
    """Cells that try each of ``answers`` (a file on record, or a (name, source) pair) against
    the tests source ``tests``, then put the reference back."""
    names = sorted(names_of(reference)[0])
    forget = f"{RESET}for _ptp_name in {names!r}:\n    globals().pop(_ptp_name, None)\n"
    guard = "\n" + guard_names(names)  # as the grading kernel binds them: guarded
    cells = []
    for answer in answers:
        name, source = answer if isinstance(answer, tuple) else (answer.name, answer.read_text())
        cells.append(nbformat.v4.new_code_cell(
            forget + source + guard, metadata={TRIAL: {"answer": name, "role": "answer"}}))
        cells.append(nbformat.v4.new_code_cell(
            answer_apart(source, tests, set(names)),
            metadata={TRIAL: {"answer": name, "role": "tests"}}))
    # the reference back as the learner's kernel had it (unguarded: the guard is the grading
    # kernel's, and the learner's kernel sends these names on to it for the tests below)
    cells.append(nbformat.v4.new_code_cell(
        reference, metadata={TRIAL: {"answer": "", "role": "reference"}}))
    return cells


def accelerator_cell(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The trials' tests run in the learner's kernel: a first cell installs the emulated
    accelerator there as the grading kernel does before any learner code, where the notebook's
    exercises ask for it (``ptp.domains.prepare_accelerator``), so a trial draws the cases a
    graded answer does, on the same devices."""
    gids = sorted({c.metadata.get("nbgrader", {}).get("grade_id", "") for c in nb.cells} - {""})
    return nbformat.v4.new_code_cell(
        f"import ptp.domains\nptp.domains.prepare_accelerator({gids!r})\n" + guard_setup(),
        metadata={TRIAL: {"answer": "", "role": "setup"}})


def submissions(chapter: str, released: Path, root: Path = SOLUTIONS
                ) -> tuple[dict, dict[str, Expected], dict]:
    """The two submissions (by student: by part: notebook), what each exercise graded with a
    wrong answer must get (by tests grade id) and what each trial must get (by answer file, or
    ``<solution id>::the student version``). ``root`` holds the solutions (the Chinese
    edition's, built, in tests/test_zh_edition.py)."""
    solution = {p.name: read(p) for p in notebooks_of(chapter, root)}
    student = {p.name: read(p) for p in sorted(released.glob("*.ipynb"))}
    subs = {"solution": solution}
    graded: dict[str, Expected] = {}
    trials: dict[str, Expected] = {}
    wrong = {name: copy.deepcopy(nb) for name, nb in solution.items()}
    for ex in exercises(chapter):
        expect: dict[Path | tuple[str, str], Expected] = {
            p: Expected(ex, p, declared_diagnosis(p), True) for p in ex.wrong_answers}
        expect |= {p: Expected(ex, p, None, False) for p in ex.right_answers}
        stub = student[ex.notebook]
        untouched = (f"{ex.solution_id}::{UNTOUCHED}",
                     stub.cells[cell_index(stub, ex.solution_id)].source)
        expect[untouched] = Expected(ex, Path(untouched[0]), None, True, untouched=True)
        rest = list(expect)
        if ex.wrong_answers:
            first = ex.wrong_answers[0]
            wrong[ex.notebook] = with_answer(wrong[ex.notebook], ex.solution_id,
                                             first.read_text())
            graded[ex.tests_id] = expect[first]
            rest.remove(first)
        if rest:
            source = solution[ex.notebook]
            reference = source.cells[cell_index(source, ex.solution_id)].source
            tests = source.cells[cell_index(source, ex.tests_id)].source
            nb = wrong[ex.notebook]
            at = cell_index(nb, ex.tests_id) + 1
            nb.cells[at:at] = trial_cells(ex, reference, tests, rest)
            trials |= {(p[0] if isinstance(p, tuple) else p.name): expect[p] for p in rest}
    for nb in wrong.values():
        if any(TRIAL in c.metadata for c in nb.cells):
            nb.cells.insert(0, accelerator_cell(nb))
    subs["wrong"] = {name: cut_for_grading(nb, also=lambda c: TRIAL in c.metadata)
                     for name, nb in wrong.items()}
    return subs, graded, trials


def trial_results(nb: nbformat.NotebookNode, trials: dict[str, Expected],
                  checked: set[str]) -> list[str]:
    """Problems with the trials in graded notebook ``nb``: each answer scored and diagnosed as
    nbgrader and the feedback would score and diagnose its tests cell (``checked`` gets the
    answers looked at)."""
    problems = []
    cells = [c for c in nb.cells if TRIAL in c.metadata]
    by_answer: dict[str, dict[str, nbformat.NotebookNode]] = {}
    for cell in cells:
        by_answer.setdefault(cell.metadata[TRIAL]["answer"], {})[
            cell.metadata[TRIAL]["role"]] = cell
    for name, expected in trials.items():
        if name not in by_answer:
            continue  # another part's
        ex, run = expected.exercise, by_answer[name]
        checked.add(name)
        failed_to_define = [o for o in run["answer"].get("outputs", [])
                            if o.output_type == "error"]
        tests = copy.deepcopy(run["tests"])
        tests.metadata["nbgrader"] = {"grade": True, "grade_id": ex.tests_id, "locked": True,
                                      "points": ex.points, "solution": False,
                                      "schema_version": 3, "task": False}
        score, _ = determine_grade(tests)
        if failed_to_define:
            score = 0.0
        got = diagnoses(nbformat.v4.new_notebook(cells=[tests])).get(ex.tests_id)
        if expected.untouched:
            if score != 0:
                problems.append(f"trial {name}: the untouched student version scores "
                                f"{score}/{ex.points}")
        elif not expected.wrong:
            if score != ex.points:
                why = (f"{failed_to_define[0].ename}: {failed_to_define[0].evalue}"
                       if failed_to_define else got.message if got else "?")
                problems.append(f"trial {name}: a right answer scored {score}/{ex.points} "
                                f"({why[:300]})")
        elif expected.label is None:
            problems.append(f"{name} declares no diagnosis (# Diagnosis: <label>)")
        elif score != 0:
            problems.append(f"trial {name}: a wrong answer passes {ex.tests_id}: tests too weak")
        elif got is None or got.label != expected.label:
            problems.append(f"trial {name}: expected diagnosis [{expected.label}], the learner "
                            f"would read: {got.message if got else 'nothing'}")
    return problems


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
        cells = [c for c in read(path).cells if c.cell_type == "code" and WIDGETS not in c.metadata]
        stamps = [c.metadata.get("execution", {}) for c in cells]
        begin = [s["iopub.status.busy"] for s in stamps if "iopub.status.busy" in s]
        end = [s["iopub.status.idle"] for s in stamps if "iopub.status.idle" in s]
        seconds = ((datetime.fromisoformat(max(end)) - datetime.fromisoformat(min(begin)))
                   .total_seconds() if begin and end else 0.0)
        failed = [{"cell": i, "error": f"{o.get('ename')}: {o.get('evalue')}"[:300]}
                  for i, c in enumerate(read(path).cells) if WIDGETS not in c.metadata
                  for o in c.get("outputs", []) if o.output_type == "error"]
        outcomes[f"{chapter}/{path.name}"] = {
            "status": "fail" if failed else "pass", "seconds": round(seconds, 1),
            "cells": len(cells), "failed": failed, "warnings": []}
    record_outcomes(config, outcomes, runner="the graded solution (make test's round trip)")


def printed(cell: nbformat.NotebookNode) -> str:
    """The last 2,000 characters a cell printed (its stream outputs)."""
    return "".join(o.get("text", "") for o in cell.get("outputs", [])
                   if o.output_type == "stream")[-2000:]


@pytest.mark.parametrize("chapter", chapter_names())
def test_grading_round_trip(chapter: str, course, monkeypatch) -> None:
    # the learner's kernel runs every cell (an instructor's run skips the demos no tests
    # need), so the solution's graded copy is this configuration's run of the whole notebook
    monkeypatch.setenv("PTP_GRADING_RUN_ALL", "1")
    released = release(chapter, course)
    subs, graded, trials = submissions(chapter, released)
    # each part's widgets, moved on ipywidgets 8 and 7.7.1 after its whole run (widgets_probe)
    widgets = {name: interactives(nb) for name, nb in subs["solution"].items()}
    for nb in subs["solution"].values():  # the wrong answers' copies were made before
        nb.cells += probe_cells(nb)
    # the course's own parallel grader (2 workers, sandboxed where bubblewrap is installed)
    scores = autograde(course, chapter, subs, workers=2, sandbox=bubblewrap() is not None)

    full = scores["solution"]
    assert full, "no autograded cells found"
    lost = {gid: s for gid, s in full.items() if s.score != s.max_score}
    assert not lost, f"the solution loses points: {lost}"

    problems = []
    notebooks = {name: read(course / "autograded" / "wrong" / chapter / name)
                 for name in subs["wrong"]}
    for gid, s in scores["wrong"].items():
        answer = graded.get(gid)
        expected = 0 if answer else s.max_score
        if s.score != expected:
            what = answer.file.name if answer else "the reference"
            why = "a wrong answer passes: tests too weak" if answer else "collateral"
            problems.append(f"{what}: {gid} scored {s.score}/{s.max_score}, expected "
                            f"{expected} ({why})")
    for gid, answer in graded.items():
        nb = notebooks[answer.exercise.notebook]
        got = diagnoses(nb).get(gid)
        if answer.label is None:
            problems.append(f"{answer.file.name} declares no diagnosis (# Diagnosis: <label>)")
        elif got is None or got.label != answer.label:
            problems.append(f"{answer.file.name}: expected diagnosis [{answer.label}], the "
                            f"learner read: {got.message if got else 'nothing'}")
        elif f"[{answer.label}]" not in feedback_text(nb):
            problems.append(f"{answer.file.name}: [{answer.label}] does not reach the feedback")
    checked: set[str] = set()
    for nb in notebooks.values():
        problems += trial_results(nb, trials, checked)
    assert checked == set(trials), f"answers not tried: {set(trials) - checked}"
    assert not problems, "\n".join(problems)

    # The solution's full run (autograded copy, outputs kept) shows no errors and no
    # deprecation or future warnings; its widgets work on both versions of ipywidgets.
    graded_solution = sorted((course / "autograded" / "solution" / chapter).glob("*.ipynb"))
    widget_problems = [p for path in graded_solution if widgets[path.name]
                       for p in widget_problems_of(read(path), widgets[path.name], path.stem)]
    assert not widget_problems, "\n".join(widget_problems)
    record_run(chapter, graded_solution)
    for path in graded_solution:
        for i, cell in enumerate(read(path).cells):
            if WIDGETS in cell.metadata:  # the probe's cells: read above
                continue
            grade = cell.metadata.get("nbgrader", {}).get("grade")
            for out in cell.get("outputs", []):
                # a failed claim check shows what its cell printed before it failed: the numbers
                assert out.output_type != "error", \
                    f"{path.name} cell {i}: {out.get('ename')} {out.get('evalue')}\n{printed(cell)}"
                # nbgrader reads a number shown at the end of a tests cell as partial credit
                assert not (grade and out.output_type == "execute_result"), \
                    f"{path.name} cell {i}: a tests cell must not end with a value"
                text = out.get("text", "")
                assert not WARNING.search(text), f"{path.name} cell {i} warns: {text[:300]}"


def test_trials_are_scored_and_diagnosed_as_nbgrader_would(tmp_path: Path) -> None:
    """A trial is judged from its graded cells' outputs: a wrong answer that passes, one with
    another diagnosis, a right answer that writes to stderr are each reported; the answers
    that behave are not."""
    ex = Exercise("part.ipynb", "ex1_f", "ex1_f_tests", 2.0)
    files = {}
    for name, text in {"ex1_f__passes.py": "# Diagnosis: off-by-one\n",
                       "ex1_f__other.py": "# Diagnosis: off-by-one\n",
                       "ex1_f__good.py": "# Diagnosis: off-by-one\n",
                       "ex1_f__noisy.py": "", "ex1_f__fine.py": ""}.items():
        files[name] = tmp_path / name
        files[name].write_text(text + "def f():\n    return 1\n")
    trials = {n: Expected(ex, p, declared_diagnosis(p), "Diagnosis" in p.read_text())
              for n, p in files.items()}
    error = {"output_type": "error", "ename": "Mistake", "traceback": [],
             "evalue": "[{}] f is off by one (reread: 1)"}
    outputs = {"ex1_f__passes.py": [], "ex1_f__fine.py": [],
               "ex1_f__other.py": [nbformat.from_dict({**error,
                                                       "evalue": error["evalue"].format("x")})],
               "ex1_f__good.py": [nbformat.from_dict({**error, "evalue": error["evalue"]
                                                      .format("off-by-one")})],
               "ex1_f__noisy.py": [nbformat.v4.new_output("stream", name="stderr",
                                                          text="UserWarning: careful\n")]}
    cells = trial_cells(ex, "def f():\n    return 0\n", "assert f() == 0",
                        [files[n] for n in outputs])
    for cell in cells:
        if cell.metadata[TRIAL]["role"] == "tests":
            cell.outputs = outputs[cell.metadata[TRIAL]["answer"]]
    checked: set[str] = set()
    problems = trial_results(nbformat.v4.new_notebook(cells=cells), trials, checked)
    assert checked == set(files)
    assert len(problems) == 3, problems
    assert any("passes.py" in p and "too weak" in p for p in problems)
    assert any("other.py" in p and "[off-by-one]" in p for p in problems)
    assert any("noisy.py" in p and "stderr" in p for p in problems)
