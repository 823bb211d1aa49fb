"""Real `nbgrader autograde` on each chapter: the solution gets full marks, the untouched
student version gets 0, every wrong answer loses exactly its exercise's points and shows the
diagnosis it declares (in the graded notebook, the self-check's reading and the feedback), and
every right answer written differently from the reference gets full marks."""

from __future__ import annotations

import re

import nbformat
import pytest

from graders.course import autograde, chapter_names, notebooks_of, read, release
from graders.feedback import HideHiddenTests, diagnoses
from graders.sandbox import bubblewrap
from tests.exercises import declared_diagnosis, exercises, with_answer

WARNING = re.compile(r"(Deprecation|Future)Warning")


def submissions(chapter: str, released) -> tuple[dict, dict, dict]:
    """Submissions by student name; for each student the exercises it answers wrong (with the
    declared diagnosis) and those it answers right in another way than the reference.

    Submission ``answers{k}`` holds the k-th answer on file of every exercise (its wrong answers
    first, then its right ones) and the reference elsewhere: as few graded submissions as the
    exercise with the most answers needs. It holds only the notebooks (parts) of the chapter
    with a k-th answer in them: a part whose exercises have fewer answers is not run again.
    """
    solution = {p.name: read(p) for p in notebooks_of(chapter)}
    subs = {"solution": solution,
            "untouched": {p.name: read(p) for p in sorted(released.glob("*.ipynb"))}}
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
        subs[name] = nbs
    return subs, spoiled, answered


def feedback_text(nb: nbformat.NotebookNode) -> str:
    """What the feedback page shows of a graded notebook's outputs (hidden tests removed)."""
    nb, _ = HideHiddenTests().preprocess(nbformat.from_dict(nb), {})
    return "\n".join(str(out) for cell in nb.cells for out in cell.get("outputs", []))


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
    for path in (course / "autograded" / "solution" / chapter).glob("*.ipynb"):
        for i, cell in enumerate(read(path).cells):
            grade = cell.metadata.get("nbgrader", {}).get("grade")
            for out in cell.get("outputs", []):
                assert out.output_type != "error", f"{path.name} cell {i}: {out.get('ename')}"
                # nbgrader reads a number shown at the end of a tests cell as partial credit
                assert not (grade and out.output_type == "execute_result"), \
                    f"{path.name} cell {i}: a tests cell must not end with a value"
                text = out.get("text", "")
                assert not WARNING.search(text), f"{path.name} cell {i} warns: {text[:300]}"
