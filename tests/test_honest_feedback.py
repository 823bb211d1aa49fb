"""An honest submission's feedback shows nothing of the grading machine.

A correct submission of a chapter whose first cell is the course's own setup cell (chapter 01's:
torch, matplotlib, ipywidgets, ``ptp.setup``, the FashionMNIST sample) and which draws a plot is
graded through the real workflow (``autograde_parallel``, sandboxed where bubblewrap is
installed, then ``instructor feedback``), and its feedback page is read: full marks, no stderr
output, no warning, no path of the grading machine (``/tmp``, the course, the repository, the
Python installation, the home folder). A control submission that warns in its answer cell shows
that the page would show such noise (so the test can fail).

The cause found in the sandbox: matplotlib's folder (``MPLCONFIGDIR=/tmp/mpl``) was made
read-only by the font list mounted inside it, so matplotlib wrote "/tmp/mpl is not a writable
directory" and "created a temporary cache directory" to stderr in the setup cell of every
page. The font list is now mounted outside and linked in (``graders.sandbox.kernel_mounts``);
``test_matplotlib_can_write_its_folder`` checks the mount layout without bubblewrap.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import nbformat
import pytest

from graders import instructor
from graders.autograde import autograde_parallel
from graders.course import REPO, SOLUTIONS, nbgrader
from graders.sandbox import FONTS, MPL_DIR, kernel_env, kernel_mounts, sandbox_binds
from tests.grading_fixture import CHAPTER, make_tiny_course, source_notebook, with_code

# how the feedback page marks a stderr output (nbgrader's template; nbconvert's lab template)
STDERR = re.compile(r"output_stderr|application/vnd\.jupyter\.stderr")
PLOT = "plt.plot([0, 1], [1, 0])\nplt.title('a line')\nplt.show()"


def setup_cell() -> str:
    """Chapter 01's setup cell, as every chapter's first code cell: the course's imports."""
    nb = json.loads((SOLUTIONS / "01_tensors" / "01_tensors.ipynb").read_text())
    return next("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")


def read_only(binds: list[str]) -> tuple[set[Path], dict[Path, Path]]:
    """The read-only paths of a bubblewrap command line and its links (link: target)."""
    ro, links, i = set(), {}, 0
    while i < len(binds):
        arg = binds[i]
        if arg in ("--ro-bind", "--bind", "--symlink"):
            src, dest = binds[i + 1], Path(binds[i + 2])
            if arg == "--ro-bind":
                ro.add(dest)
            elif arg == "--symlink":
                links[dest] = Path(src)
            i += 3
        elif arg == "--remount-ro":
            ro.add(Path(binds[i + 1]))
            i += 2
        elif arg in ("--tmpfs", "--dev", "--proc"):
            i += 2
        else:
            i += 1
    return ro - {Path("/")}, links  # the root: /tmp is a mount of its own, left writable


def test_matplotlib_can_write_its_folder(tmp_path: Path) -> None:
    """In the kernel's sandbox, matplotlib's folder is on the private /tmp and writable; the
    shared font list is reachable in it, read-only, through a link."""
    font_list = tmp_path / "fontlist-v390.json"
    font_list.write_text("{}")
    environ = {"PTP_SANDBOX_FONT_LIST": str(font_list), "PTP_SANDBOX_DATA": str(tmp_path)}
    keep, writable, links = kernel_mounts(tmp_path / "course", tmp_path / "work",
                                          tmp_path / "ipc", tmp_path / "private", environ)
    binds = sandbox_binds(keep, writable, [src for src, _ in [*keep, *writable]], links)
    ro, linked = read_only(binds)
    assert kernel_env({})["MPLCONFIGDIR"] == str(MPL_DIR)
    assert not [p for p in ro if MPL_DIR == p or MPL_DIR.is_relative_to(p)], \
        f"matplotlib's folder {MPL_DIR} is read-only in the sandbox: {sorted(map(str, ro))}"
    assert linked.get(MPL_DIR / font_list.name) == FONTS / font_list.name
    assert FONTS / font_list.name in ro, "the shared font list must stay read-only"


def submission(release_nb: nbformat.NotebookNode, noisy: bool) -> nbformat.NotebookNode:
    nb = with_code(release_nb, "ex1", "def add(a, b):\n    return a + b")
    extra = "\nimport warnings\nwarnings.warn('a warning of my own')" if noisy else ""
    return with_code(nb, "ex2", "def mul(a, b):\n    return a * b" + extra)


@pytest.fixture(scope="module")
def graded():
    source = source_notebook()
    source.cells[1:1] = [nbformat.v4.new_code_cell(setup_cell(), id="setup", metadata={
        "nbgrader": {"grade": False, "grade_id": "setup", "locked": True, "schema_version": 3,
                     "solution": False, "task": False}}),
        nbformat.v4.new_code_cell(PLOT, id="plot")]
    course = make_tiny_course(cell_timeout=120)
    try:
        nbformat.write(source, course / "source" / CHAPTER / f"{CHAPTER}.ipynb")
        nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
        release_nb = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb",
                                   as_version=4)
        for student, noisy in (("honest", False), ("noisy", True)):
            folder = course / "submitted" / student / CHAPTER
            folder.mkdir(parents=True)
            nbformat.write(submission(release_nb, noisy), folder / f"{CHAPTER}.ipynb")
        sandbox = shutil.which("bwrap") is not None
        results = autograde_parallel(course, CHAPTER, workers=1, sandbox=sandbox, timeout=400)
        instructor.main(["--course", str(course), "feedback", CHAPTER])
        pages = {s: (course / "feedback" / s / CHAPTER / f"{CHAPTER}.html").read_text()
                 for s in ("honest", "noisy")}
        yield course, results, pages, sandbox
    finally:
        shutil.rmtree(course, ignore_errors=True)


def noise(page: str, course: Path) -> list[str]:
    """What of the grading machine a feedback page shows (its style sheets and scripts aside:
    nbconvert's CSS names a "warning" icon)."""
    page = re.sub(r"<(style|script)\b[^>]*>.*?</\1>", "", page, flags=re.S | re.I)
    found = []
    for match in STDERR.finditer(page):
        words = re.sub(r"<[^>]+>", " ", page[match.start():][:600]).split()[1:40]
        found.append("a stderr output: " + " ".join(words))
    for word in ("Warning", "warning"):
        if word in page:
            at = page.index(word)
            found.append(f"{word!r}: {re.sub(r'<[^>]+>', ' ', page[max(0, at - 200):at + 200])}")
    for path in ("/tmp", str(course), str(REPO), sys.prefix, str(Path.home())):
        if path in page:
            at = page.index(path)
            found.append(f"the path {path}: {page[max(0, at - 150):at + 150]}")
    return found


def test_honest_feedback_is_clean(graded) -> None:
    course, results, pages, sandbox = graded
    assert results["honest"].ok and not results["honest"].problems, results["honest"]
    assert "ptp-grading-problems" not in pages["honest"]
    found = noise(pages["honest"], course)
    how = "sandboxed" if sandbox else "no sandbox"
    assert not found, (f"the honest submission's feedback ({how}) shows the grading machine:\n"
                       + "\n".join(found))


def test_the_check_sees_noise(graded) -> None:
    """The control: a warning written by the learner's own cell reaches the page, and the check
    above would say so."""
    course, _, pages, _ = graded
    found = noise(pages["noisy"], course)
    assert any(f.startswith("a stderr output") and "a warning of my own" in f
               for f in found), found
    assert any(f.startswith("'Warning'") for f in found), found
