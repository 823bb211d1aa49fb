"""Self-check for learners: grade your own notebook, hidden tests included.

    python -m graders.selfcheck chapters/01_tensors/01_tensors.ipynb
    python -m graders.selfcheck zh/chapters/01_tensors/01_tensors.ipynb    # 中文版

It releases the chapter from solutions/ into a throw-away course, submits your notebook, runs
the real ``nbgrader autograde`` on it and prints the points of each exercise and, for each
exercise that lost points, the mistake its tests named (hidden tests show their message,
never their code). Your notebook is not changed. (Inside JupyterLab, the Validate button runs
the visible tests only.)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import textwrap
from pathlib import Path

from graders.course import (
    SOLUTIONS,
    autograde,
    make_course_dir,
    make_zh_course_dir,
    read,
    release,
)
from graders.feedback import diagnoses
from ptp.i18n import WORDS, is_chinese


def chapter_of(notebook: Path) -> str:
    for folder in SOLUTIONS.iterdir():
        if (folder / notebook.name).exists():
            return folder.name
    raise SystemExit(f"{notebook.name} is not a notebook of this course")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m graders.selfcheck", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("notebook", type=Path)
    args = ap.parse_args(argv)
    notebook = args.notebook.resolve()
    chapter = chapter_of(notebook)
    chinese = is_chinese(read(notebook))  # the Chinese edition: its own release, its words
    words = WORDS if chinese else {}
    with tempfile.TemporaryDirectory() as tmp:
        course = make_zh_course_dir(Path(tmp) / "course", [chapter]) if chinese else \
            make_course_dir(Path(tmp) / "course")
        release(chapter, course)
        scores = autograde(course, chapter, {"me": {notebook.name: read(notebook)}})["me"]
        graded = course / "autograded" / "me" / chapter / notebook.name
        found = diagnoses(read(graded)) if graded.exists() else {}
    total = sum(s.score for s in scores.values())
    most = sum(s.max_score for s in scores.values())
    print(f"{words.get('exercise', 'exercise'):<40} {words.get('points', 'points')}")
    for grade_id, s in sorted(scores.items()):
        mark = "ok" if s.score == s.max_score else "  "
        print(f"{grade_id.removesuffix('_tests'):<40} {s.score:g} / {s.max_score:g} {mark}")
        if s.score != s.max_score and grade_id in found:
            print(textwrap.fill(found[grade_id].message, width=96, initial_indent="    ",
                                subsequent_indent="    "))
    print(f"{words.get('total', 'total'):<40} {total:g} / {most:g}")
    return 0 if total == most else 1


if __name__ == "__main__":
    sys.exit(main())
