"""Maintainer command: strip outputs from solutions/ and regenerate chapters/ with nbgrader.

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


def main(argv: list[str]) -> int:
    chapters = argv or chapter_names()
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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
