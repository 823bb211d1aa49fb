"""Parallel, sandboxed autograding against a corpus of bad submissions (graders/autograde.py).

Each submission below tries one way to break grading. For each, the test asserts its grade, that
the other students' grades are unaffected, that the gradebook is intact, and that no hidden test
leaks into the feedback students receive.
"""

from __future__ import annotations

import shutil
import socket
import sqlite3
import threading
from pathlib import Path

import nbformat
import pytest

from graders.autograde import autograde_parallel
from graders.course import REPO, nbgrader
from graders.sandbox import SandboxLimits, bubblewrap
from tests.grading_fixture import CHAPTER, SECRET, make_tiny_course, with_code

pytestmark = pytest.mark.skipif(bubblewrap() is None, reason="bubblewrap is not installed")

ADD_OK = "def add(a, b):\n    return a + b"
MUL_OK = "def mul(a, b):\n    return a * b"


def listening_port() -> tuple[socket.socket, int]:
    """A TCP server on the grader's loopback that a submission must not reach."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    threading.Thread(target=lambda: [server.accept() for _ in range(100)], daemon=True).start()
    return server, server.getsockname()[1]


def corpus(release: nbformat.NotebookNode, port: int, course: Path
           ) -> dict[str, tuple[object, dict[str, int]]]:
    """student -> (what is submitted, expected score per tests cell)."""
    def answer(add: str, mul: str = MUL_OK):
        return with_code(with_code(release, "ex1", add), "ex2", mul)

    def snoop(path: Path) -> str:  # full marks for add only if the path can be read
        p = repr(str(path))
        return (f"import os\ndef add(a, b):\n"
                f"    assert os.listdir({p}) if os.path.isdir({p}) else open({p}, 'rb').read(1)\n"
                "    return a + b")

    full = {"ex1_add_tests": 2, "ex2_mul_tests": 3}
    only_mul = {"ex1_add_tests": 0, "ex2_mul_tests": 3}
    zero = {"ex1_add_tests": 0, "ex2_mul_tests": 0}
    return {
        "good": (answer(ADD_OK), full),
        "untouched": (release, zero),
        "wrong_add": (answer("def add(a, b):\n    return a - b"), only_mul),
        "invalid_json": (b'{"cells": [ this is not json', zero),
        "renamed": (("renamed.ipynb", answer(ADD_OK)), zero),
        "edited_tests": (with_code(with_code(answer("def add(a, b):\n    return 0"), "ex1t",
                                             "pass"), "ex2t", "pass"), only_mul),
        "deleted_tests": (("delete-tests", answer("def add(a, b):\n    return 0")), only_mul),
        "infinite_loop": (answer("while True:\n    pass\n" + ADD_OK), only_mul),
        "kernel_exit": (answer("import os\nos._exit(3)"), zero),
        "segfault": (answer("import ctypes\nctypes.string_at(0)"), zero),
        "memory_bomb": (answer("hog = b'x' * (3 * 2**30)\n" + ADD_OK), zero),
        "fork_bomb": (answer("import os\nfor _ in range(10_000):\n    try:\n        os.fork()\n"
                             "    except OSError:\n        pass\n" + ADD_OK),
                      zero),
        "network": (answer("import socket\ndef add(a, b):\n    socket.create_connection("
                           f"('127.0.0.1', {port}), timeout=2).close()\n    return a + b"),
                    only_mul),
        "read_solutions": (answer(snoop(REPO / "solutions" / "00_setup" / "00_setup.ipynb")),
                           only_mul),
        "read_source": (answer(snoop(course / "source" / CHAPTER / f"{CHAPTER}.ipynb")), only_mul),
        "read_gradebook": (answer(snoop(course / "gradebook.db")), only_mul),
        "read_classmate": (answer(snoop(course / "submitted" / "good" / CHAPTER)), only_mul),
        "write_outside": (answer("def add(a, b):\n"
                                 f"    open({str(REPO / 'README.md')!r}, 'a').write('pwned')\n"
                                 "    return a + b"), only_mul),
        "write_system": (answer("def add(a, b):\n"
                                "    open('/etc/ptp-pwned', 'w').write('pwned')\n"
                                "    return a + b"), only_mul),
        "reads_shared_data": (answer(  # the sample the grader unpacked once is there to read
            "def add(a, b):\n    import os\n"
            "    assert len(os.listdir('/tmp/ptp/fashion_mnist_sample/FashionMNIST/raw')) == 4\n"
            "    return a + b"), full),
        "write_shared_data": (answer(
            "def add(a, b):\n    import os\n"
            "    root = '/tmp/ptp/fashion_mnist_sample/FashionMNIST/raw'\n"
            "    open(os.path.join(root, os.listdir(root)[0]), 'r+b').write(b'pwned')\n"
            "    return a + b"), only_mul),
        "huge_output": (answer("for _ in range(2000):\n    print('x' * 100_000)\n" + ADD_OK), full),
    }


def submit(course: Path, student: str, what, release_nb) -> None:
    folder = course / "submitted" / student / CHAPTER
    folder.mkdir(parents=True)
    target = folder / f"{CHAPTER}.ipynb"
    if isinstance(what, bytes):
        target.write_bytes(what)
    elif isinstance(what, tuple) and what[0] == "delete-tests":
        nb = nbformat.from_dict(what[1])
        nb.cells = [c for c in nb.cells if c.get("id") not in ("ex1t", "ex2t")]
        nbformat.write(nb, target)
    elif isinstance(what, tuple):
        nbformat.write(what[1], folder / what[0])
    else:
        nbformat.write(what, target)


def scores(course: Path) -> dict[str, dict[str, float]]:
    from nbgrader.api import Gradebook

    result = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        for sub in gb.assignment_submissions(CHAPTER):
            result[sub.student.id] = {g.name: g.score for n in sub.notebooks for g in n.grades}
    return result


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    course = make_tiny_course(cell_timeout=8)
    nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
    release_nb = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb", as_version=4)
    server, port = listening_port()
    cases = corpus(release_nb, port, course)
    expected = {s: e for s, (_, e) in cases.items()}
    readme = (REPO / "README.md").read_bytes()
    submit(course, "good", cases["good"][0], release_nb)
    first = autograde_parallel(course, CHAPTER, ["good"], workers=1)
    before = scores(course)["good"]
    for student, (what, _) in cases.items():
        if student != "good":
            submit(course, student, what, release_nb)
    limits = SandboxLimits(memory_mib=1024, processes=48, tasks=512, output_mib=2)
    results = autograde_parallel(course, CHAPTER, workers=2, limits=limits, timeout=240)
    nbgrader(["generate_feedback", CHAPTER, "--force"], cwd=course)
    yield course, expected, results, before, first, readme
    server.close()
    shutil.rmtree(course, ignore_errors=True)


def test_every_submission_gets_its_correct_grade(graded) -> None:
    """Each bad submission is graded as its answers deserve, nothing more."""
    course, expected, results, *_ = graded
    got = scores(course)
    assert set(got) == set(expected), "a submission is missing from the gradebook"
    wrong = {s: (got[s], e) for s, e in expected.items() if got[s] != e}
    assert not wrong, f"wrong grades: {wrong}\n{ {s: results[s].problems for s in wrong} }"


def test_other_students_are_unaffected(graded) -> None:
    """The good submission keeps its full marks when graded beside the hostile ones."""
    course, _, _, before, first, _ = graded
    assert first["good"].ok and before == {"ex1_add_tests": 2, "ex2_mul_tests": 3}
    assert scores(course)["good"] == before


def test_gradebook_and_repository_are_intact(graded) -> None:
    """The gradebook passes SQLite's integrity check and nothing outside was written."""
    course, expected, _, _, _, readme = graded
    with sqlite3.connect(course / "gradebook.db") as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        count = db.execute("SELECT COUNT(*) FROM submitted_assignment").fetchone()[0]
    assert count == len(expected)
    assert (REPO / "README.md").read_bytes() == readme


def test_problems_are_reported_clearly(graded) -> None:
    """The grader says what went wrong with the submissions that broke something."""
    _, _, results, *_ = graded
    assert any("not a valid notebook" in p for p in results["invalid_json"].problems)
    assert any("memory limit" in p for p in results["memory_bomb"].problems)
    assert any("limit" in p for p in results["fork_bomb"].problems)  # processes or memory


def test_feedback_never_shows_hidden_tests(graded) -> None:
    """No hidden test source or message appears in any student's feedback."""
    course, *_ = graded
    pages = list((course / "feedback").rglob("*.html"))
    assert len(pages) >= 10
    for page in pages:
        text = page.read_text()
        assert SECRET not in text and "add(-1, 1)" not in text, f"hidden test leaked in {page}"


def test_huge_output_is_capped(graded) -> None:
    """A print loop cannot bloat the graded notebook."""
    course, *_ = graded
    nb = course / "autograded" / "huge_output" / CHAPTER / f"{CHAPTER}.ipynb"
    assert nb.stat().st_size < 5 * 2**20
