"""The Chinese edition graded (a file of its own, so pytest-xdist runs it beside the rest of
tests/test_zh_edition.py): every answer on file of two Chinese chapters, through the course's
grader and real nbgrader, gets the same score and the same diagnosis label as the English round
trip expects, the diagnosis in Chinese; ``make check`` on a Chinese notebook prints its
diagnosis in Chinese."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from edition import builder as T
from graders.course import read, release
from graders.feedback import diagnoses
from ptp.i18n import is_chinese

CJK = re.compile(r"[\u4e00-\u9fff]")


ROUND_TRIP = T.edition_chapters()[:2]


@pytest.mark.parametrize("chapter", ROUND_TRIP or ["(none yet)"])
def test_zh_round_trip(chapter: str, tmp_path: Path) -> None:
    """Every answer on file, graded in the Chinese edition by the course's grader (real
    nbgrader): the same scores and labels as the English round trip expects, and the
    diagnoses in Chinese."""
    if chapter == "(none yet)":
        pytest.skip("no chapter is wholly translated yet")
    from graders.course import autograde
    from graders.sandbox import bubblewrap
    from tests.test_grading_roundtrip import submissions, trial_results

    course = T.make_zh_course_dir(tmp_path / "course", [chapter])
    released = release(chapter, course)
    solutions = tmp_path / "course-zh-solutions"
    subs, graded, trials = submissions(chapter, released, root=solutions)
    subs = {"wrong": subs["wrong"]}
    scores = autograde(course, chapter, subs, workers=2, sandbox=bubblewrap() is not None)
    problems = []
    notebooks = {name: read(course / "autograded" / "wrong" / chapter / name)
                 for name in subs["wrong"]}
    for gid, s in scores["wrong"].items():
        answer = graded.get(gid)
        expected = 0 if answer else s.max_score
        if s.score != expected:
            problems.append(f"{gid} scored {s.score}/{s.max_score}, expected {expected}")
    for gid, answer in graded.items():
        got = diagnoses(notebooks[answer.exercise.notebook]).get(gid)
        if got is None or got.label != answer.label:
            problems.append(f"{answer.file.name}: expected [{answer.label}], got "
                            f"{got.message if got else 'nothing'}")
        elif not CJK.search(got.message):
            problems.append(f"{answer.file.name}: the diagnosis is not in Chinese: "
                            f"{got.message[:200]}")
    checked: set[str] = set()
    for nb in notebooks.values():
        assert is_chinese(nb)
        problems += trial_results(nb, trials, checked)
    assert checked == set(trials), f"answers not tried: {set(trials) - checked}"
    assert not problems, "\n".join(problems)


def test_selfcheck_of_a_chinese_notebook_speaks_chinese(capsys) -> None:
    if not ROUND_TRIP:
        pytest.skip("no chapter is wholly translated yet")
    import tempfile

    from graders import selfcheck
    from tests.exercises import declared_diagnosis, exercises, with_answer

    chapter = ROUND_TRIP[0]
    ex = next(e for e in exercises(chapter) if e.wrong_answers)
    nb = read(T.EDITION / "chapters" / chapter / ex.notebook)
    nb = with_answer(nb, ex.solution_id, ex.wrong_answers[0].read_text())
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / ex.notebook
        path.write_text(json.dumps(nb), encoding="utf-8")
        status = selfcheck.main([str(path)])
    out = capsys.readouterr().out
    assert status == 1 and "练习" in out and "总分" in out, out
    lines = out.splitlines()
    at = next(i for i, x in enumerate(lines) if x.startswith(ex.tests_id.removesuffix("_tests")))
    assert not lines[at].rstrip().endswith("ok"), out
    message = []
    for x in lines[at + 1:]:
        if not x.startswith("    "):
            break
        message.append(x.strip())
    assert message and f"[{declared_diagnosis(ex.wrong_answers[0])}]" in message[0], out
    assert CJK.search(" ".join(message)), out
