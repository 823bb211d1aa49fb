"""Real `nbgrader autograde` on each chapter: the solution gets full marks, the untouched
student version gets 0, and every wrong answer loses exactly its exercise's points."""

from __future__ import annotations

import re

import pytest

from graders.course import autograde, chapter_names, notebooks_of, read, release
from graders.sandbox import bubblewrap
from tests.exercises import exercises, with_answer

WARNING = re.compile(r"(Deprecation|Future)Warning")


def submissions(chapter: str, released) -> tuple[dict, dict]:
    """Submissions by student name, and for each wrong-answer student the exercises it spoils."""
    solution = {p.name: read(p) for p in notebooks_of(chapter)}
    subs = {"solution": solution,
            "untouched": {p.name: read(p) for p in sorted(released.glob("*.ipynb"))}}
    spoiled: dict[str, set[str]] = {}
    found = exercises(chapter)
    for k in range(max(len(e.wrong_answers) for e in found)):
        name = f"wrong{k + 1}"
        nbs = dict(solution)
        spoiled[name] = set()
        for ex in found:
            if k < len(ex.wrong_answers):
                code = ex.wrong_answers[k].read_text()
                nbs[ex.notebook] = with_answer(nbs[ex.notebook], ex.solution_id, code)
                spoiled[name].add(ex.tests_id)
        subs[name] = nbs
    return subs, spoiled


@pytest.mark.parametrize("chapter", chapter_names())
def test_grading_round_trip(chapter: str, course) -> None:
    released = release(chapter, course)
    subs, spoiled = submissions(chapter, released)
    # the course's own parallel grader (2 workers, sandboxed where bubblewrap is installed)
    scores = autograde(course, chapter, subs, workers=2, sandbox=bubblewrap() is not None)

    full = scores["solution"]
    assert full, "no autograded cells found"
    lost = {gid: s for gid, s in full.items() if s.score != s.max_score}
    assert not lost, f"the solution loses points: {lost}"

    untouched = {gid: s.score for gid, s in scores["untouched"].items() if s.score != 0}
    assert not untouched, f"the untouched student version scores: {untouched}"

    for student, bad in spoiled.items():
        for gid, s in scores[student].items():
            expected = 0 if gid in bad else s.max_score
            assert s.score == expected, (
                f"{student}: {gid} scored {s.score}/{s.max_score}, expected {expected} "
                f"({'a wrong answer passes: tests too weak' if gid in bad else 'collateral'})")

    # The solution's full run (autograded copy, outputs kept) shows no errors and no
    # deprecation or future warnings.
    for path in (course / "autograded" / "solution" / chapter).glob("*.ipynb"):
        for i, cell in enumerate(read(path).cells):
            for out in cell.get("outputs", []):
                assert out.output_type != "error", f"{path.name} cell {i}: {out.get('ename')}"
                text = out.get("text", "")
                assert not WARNING.search(text), f"{path.name} cell {i} warns: {text[:300]}"
