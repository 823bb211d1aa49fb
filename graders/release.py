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


def _note_hidden_tests():
    """``ClearHiddenTestsNoted``, made when nbgrader's configuration first asks for it (this
    module is also the maintainers' command, which needs no nbgrader preprocessor)."""
    from nbgrader.preprocessors import ClearHiddenTests

    from graders.hidden import BEGIN, END, RELEASE_NOTE, strip_hidden
    from ptp.i18n import is_chinese

    class Noted(ClearHiddenTests):
        """nbgrader's ``ClearHiddenTests``, leaving one comment line where each hidden block
        was, in the notebook's language: a tests cell's first line names all that its tests
        check, and the visible lines alone check less (read n: a learner reading 10a's first
        exercise saw "DDP-style state_dicts load" above tests that load none)."""

        def preprocess(self, nb, resources):
            self._note = RELEASE_NOTE["zh" if is_chinese(nb) else "en"]
            return super().preprocess(nb, resources)

        def _remove_hidden_test_region(self, cell):
            if cell.source.count(BEGIN) != cell.source.count(END):
                raise RuntimeError("a hidden tests block without its end, or nested")
            removed = BEGIN in cell.source
            cell.source = strip_hidden(cell.source, self._note)[0]
            return removed

    return Noted


def __getattr__(name: str):
    if name == "ClearHiddenTestsNoted":  # nbgrader_config.py names it; imported only then
        return _note_hidden_tests()
    raise AttributeError(name)


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
