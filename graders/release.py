"""Maintainer command: strip outputs from solutions/ and regenerate chapters/ with nbgrader,
then check that no graded solution is in anything a learner receives (``graders.leaks``: both
editions, the start pages, the guides, ``ptp``, the built site); a leak fails the command.

Usage: ``make chapters`` (or ``python -m graders.release [CHAPTER ...]``).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from graders.course import (
    CHAPTERS,
    chapter_names,
    clean,
    cleanliness_problems,
    make_course_dir,
    notebooks_of,
    read,
    release,
    replace_folder,
    write,
)


def release_chapters(chapters: list[str]) -> None:
    """Strip the solutions of ``chapters`` where needed and write their student versions."""
    for chapter in chapters:
        for path in notebooks_of(chapter):
            nb = read(path)
            if cleanliness_problems(nb):
                write(clean(nb), path)
                print(f"stripped {path.relative_to(CHAPTERS.parent)}")
    with tempfile.TemporaryDirectory() as tmp:
        course = make_course_dir(Path(tmp) / "course")
        for chapter in chapters:
            replace_folder(release(chapter, course), CHAPTERS / chapter)
            print(f"released chapters/{chapter}")


def main(argv: list[str]) -> int:
    from graders import leaks

    release_chapters(argv or chapter_names())
    found = leaks.check()
    for leak in found:
        print(f"solution leak: {leak}")
    if found:
        print(f"{len(found)} graded solution(s) in what learners receive: rewrite the later "
              "part so it needs no earlier answer spelled out (graders/leaks.py)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
