"""No graded solution in anything a learner receives (graders/leaks.py, run by graders.release).

The check passes on the release as committed (both editions, the helper package, the guides, the
site when built), and fails on planted leaks: a solution copied verbatim into a Markdown block, one
reformatted with renamed variables and an extra line into a later part's code cell (the shape of
the 05b and 11b leaks it found), one shipped as a ``ptp`` helper under another name, one in a
page of the built site (HTML-escaped), one in the Chinese edition's notebooks. Pristine copies of
the same files are not flagged.
"""

from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

import pytest

from graders import leaks, release
from graders.course import CHAPTERS, REPO, SOLUTIONS


@pytest.fixture(scope="module")
def solutions() -> list[leaks.Solution]:
    return leaks.graded_solutions()


def solution_code(part: str, grade_id: str) -> str:
    nb = json.loads((SOLUTIONS / part).read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"]
                if c["metadata"].get("nbgrader", {}).get("grade_id") == grade_id)


def test_the_release_holds_no_solution() -> None:
    """Both editions, the start pages, the guides, ``ptp`` and the site (when built): clean."""
    found = leaks.check()
    assert not found, "\n".join(map(str, found))


def test_the_check_covers_what_a_learner_receives(solutions) -> None:
    files = {str(p.relative_to(REPO)) for p in leaks.learner_files()}
    for expected in ("chapters/05_training/05b_optimizers.ipynb", "zh/START_HERE.ipynb",
                     "zh/chapters/11_capstone/11b_transformer.ipynb", "ptp/checks.py",
                     "README.md", "docs/learners.md", "START_HERE.ipynb"):
        assert expected in files, expected
    assert not any(f.startswith(("solutions/", "tests/", "graders/")) for f in files)
    where = {s.where for s in solutions}
    assert "05_training/05a_loops.ipynb ex1_evaluate" in where
    assert "11_capstone/11a_classifier.ipynb ex1_train_step" in where
    assert len(solutions) >= 40, "every exercise of every part has a graded solution"


def plant(tmp: Path) -> dict[str, str]:
    """A learner's view of the course in ``tmp``: pristine copies, and planted leaks (file:
    the solution each leaks)."""
    for rel in ("chapters/05_training", "zh/chapters/11_capstone", "ptp"):
        shutil.copytree(REPO / rel, tmp / rel, ignore=shutil.ignore_patterns("__pycache__"))
    evaluate = solution_code("05_training/05a_loops.ipynb", "ex1_evaluate")
    train_step = solution_code("11_capstone/11a_classifier.ipynb", "ex1_train_step")
    inner = "\n".join(line for line in evaluate.splitlines() if "SOLUTION" not in line)
    reworked = (inner.replace("total_loss", "loss_sum").replace("correct", "hits")
                .replace("modes", "saved").replace("    model.eval()",
                                                  "    model.eval()  # measuring\n    n = 0"))
    later = tmp / "chapters/05_training/05b_optimizers.ipynb"
    nb = json.loads(later.read_text(encoding="utf-8"))
    nb["cells"].append({"cell_type": "code", "id": "planted", "metadata": {}, "outputs": [],
                        "execution_count": None, "source": reworked.replace(
                            "def evaluate(", "def measure(")})
    later.write_text(json.dumps(nb), encoding="utf-8")
    (tmp / "docs").mkdir()
    (tmp / "docs/learners.md").write_text(
        "# Tips\n\n```python\n" + train_step.replace("# ", "#  note: ") + "\n```\n")
    helper = inner.replace("def evaluate(", "def course_evaluate(")
    (tmp / "ptp/training.py").write_text(f'"""Helpers."""\nimport torch\n\n\n{helper}\n')
    (tmp / "build/site/chapters").mkdir(parents=True)
    (tmp / "build/site/chapters/11b.html").write_text(
        f"<html><body><pre><code>{html.escape(train_step)}</code></pre></body></html>")
    zh = tmp / "zh/chapters/11_capstone/11b_transformer.ipynb"
    nb = json.loads(zh.read_text(encoding="utf-8"))
    nb["cells"].append({"cell_type": "markdown", "id": "planted", "metadata": {},
                        "source": "参考答案：\n```python\n" + train_step + "\n```"})
    zh.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    return {"chapters/05_training/05b_optimizers.ipynb": "ex1_evaluate",
            "docs/learners.md": "ex1_train_step", "ptp/training.py": "ex1_evaluate",
            "build/site/chapters/11b.html": "ex1_train_step",
            "zh/chapters/11_capstone/11b_transformer.ipynb": "ex1_train_step"}


def test_planted_leaks_are_caught(tmp_path: Path, solutions) -> None:
    planted = plant(tmp_path)
    found = leaks.find_leaks(solutions, leaks.learner_files(tmp_path), tmp_path)
    got = {(leak.found_in, leak.solution.rsplit(" ", 1)[1]) for leak in found}
    assert got == set(planted.items()), "\n".join(map(str, found))


def test_the_release_command_fails_on_a_leak(monkeypatch, capsys) -> None:
    """``python -m graders.release`` ends with the check and fails when it finds a leak."""
    leak = leaks.Leak("11_capstone/11a_classifier.ipynb ex1_train_step",
                      "chapters/11_capstone/11b_transformer.ipynb", "text")
    monkeypatch.setattr(release, "release_chapters", lambda chapters: None)
    monkeypatch.setattr(leaks, "check", lambda: [leak])
    assert release.main(["11_capstone"]) == 1
    assert "ex1_train_step appears in chapters/11_capstone" in capsys.readouterr().out
    monkeypatch.setattr(leaks, "check", lambda: [])
    assert release.main(["11_capstone"]) == 0
    assert CHAPTERS.is_dir()
