"""Parallel, sandboxed autograding against a corpus of bad submissions (graders/autograde.py).

Each submission below tries one way to break grading. For each, the test asserts its grade, that
the other students' grades are unaffected, that the gradebook is intact, that nothing of the
grader's (hidden tests, environment, files outside the allow-list) reaches any student, and
that every submission, crashed or not, gets a feedback page saying what happened. The whole
corpus runs on SQLite. On PostgreSQL run the submissions whose grading reaches the gradebook in
an unusual way (a crash or a kill in the middle of grading, a notebook that is not one, renamed,
tests cells edited or deleted, a look for the gradebook's file) beside the good and wrong ones:
the sandbox's containment (bombs, network, files, decoys, hidden tests) is the same whichever
database the grades go to, and is checked on SQLite only.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import sqlite3
import threading
from pathlib import Path

import nbformat
import pytest

from graders import instructor
from graders.autograde import autograde_parallel
from graders.course import REPO, nbgrader
from graders.sandbox import SandboxLimits, bubblewrap
from tests.grading_fixture import (
    CHAPTER,
    NEGATIVES,
    SECRET,
    make_tiny_course,
    new_database,
    with_code,
)

pytestmark = pytest.mark.skipif(bubblewrap() is None, reason="bubblewrap is not installed")

ADD_OK = "def add(a, b):\n    return a + b"
MUL_OK = "def mul(a, b):\n    return a * b"
DECOY = "DECOY-" + secrets.token_hex(8)  # in decoy files and variables the kernel must not see
DECOY_DIR = "ptp-decoy-" + secrets.token_hex(4)
# What a grading machine holds besides the course: an instructor's second clone, a backup, a
# home folder, served files. A decoy solutions/ goes in each of these that can be written.
DECOY_PLACES = [Path.home(), Path("/var/tmp"), Path("/srv"), Path("/opt"), Path("/mnt"),
                Path("/usr/local/share")]
# Variables a JupyterHub grading server may carry.
DECOY_ENV = {"JUPYTERHUB_API_TOKEN": DECOY, "DATABASE_URL": f"postgresql://u:{DECOY}@db/x",
             "PTP_SANDBOX_DECOY": DECOY, "AWS_SECRET_ACCESS_KEY": DECOY}

# The submissions graded again on PostgreSQL (see the module's docstring).
ON_POSTGRESQL = {"good", "untouched", "wrong_add", "invalid_json", "renamed", "edited_tests",
                 "deleted_tests", "kernel_exit", "segfault", "read_gradebook", "abs_add"}

# Hunts every place the hidden tests could be that a learner's code may read: notebooks in
# reach and IPython's cell cache (where the tests cell that calls add is kept for tracebacks);
# prints whatever it finds.
HIDDEN_HUNTER = """import glob, linecache, os
def add(a, b):
    marker, call = 'BEGIN ' + 'HIDDEN', 'add(-1,' + ' 1)'  # not literally in this notebook
    files = []
    for path in glob.glob('**/*.ipynb', recursive=True) + glob.glob('/run/**', recursive=True):
        if os.path.isfile(path):
            text = open(path, errors='replace').read()
            if marker in text or call in text:
                files.append(text)
    found = [''.join(v[2]) for k, v in linecache.cache.items()
             if isinstance(v, tuple) and len(v) > 2 and isinstance(v[2], list)]
    found = [text for text in found if marker in text or call in text or 'HIDDEN' in text]
    print(f'FILE-HITS: {len(files)}')
    print('\\n'.join(files + found))
    global LOOT
    LOOT = f'FILE-HITS: {len(files)}\\n' + '\\n'.join(files + found)
    return a + b
"""
# Walks up the frames of its callers (the grader's guard, the tests cell) for the hidden tests
# and the checks' own objects: the grading kernel refuses it, the call counts as failed and the
# submission is flagged for review.
FRAME_HUNTER = """import inspect, linecache
def add(a, b):
    found, frame = [], inspect.currentframe().f_back
    while frame is not None:
        found.append(''.join(linecache.getlines(frame.f_code.co_filename)))
        found += [str(c) for c in frame.f_code.co_consts]
        frame = frame.f_back
    print('\\n'.join(found))
    return a + b
"""
PRINT_LOOT = "print(globals().get('LOOT', 'nothing'))\n"

# Walks the whole file system it can see, outside the Python installation, for the decoys.
DISK_WALKER = """import os, sys
def add(a, b):
    skip = {{'/proc', '/sys', '/dev', '/usr', os.path.realpath(sys.prefix),
             os.path.realpath(sys.base_prefix)}}
    hits = []
    for root, dirs, files in os.walk('/'):
        dirs[:] = [d for d in dirs if os.path.join(root, d) not in skip]
        for name in files:
            path = os.path.join(root, name)
            if name.endswith(('.ipynb', '.json', '.txt')) or 'solutions' in path:
                try:
                    if '{decoy}'[::-1] in open(path, errors='replace').read():
                        hits.append(path)
                except OSError:
                    pass
    print(hits)
    assert not hits, hits
    return a + b
"""

ENV_SNOOP = """import os
print(dict(os.environ))
def add(a, b):
    leaked = {{k: v for k, v in os.environ.items() if '{decoy}'[::-1] in v}}
    assert not leaked, leaked
    return a + b
"""


def listening_port() -> tuple[socket.socket, int]:
    """A TCP server on the grader's loopback that a submission must not reach."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    threading.Thread(target=lambda: [server.accept() for _ in range(100)], daemon=True).start()
    return server, server.getsockname()[1]


def corpus(release: nbformat.NotebookNode, port: int, course: Path, decoys: list[Path]
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
        "env_snoop": (answer(ENV_SNOOP.format(decoy=DECOY[::-1])), full),
        "disk_walker": (answer(DISK_WALKER.format(decoy=DECOY[::-1])), full),
        **{f"read_decoy_{i}": (answer(snoop(place)), only_mul)
           for i, place in enumerate(decoys)},
        "hidden_hunter": (with_code(answer(HIDDEN_HUNTER), "ex2", PRINT_LOOT + MUL_OK), full),
        "frame_hunter": (answer(FRAME_HUNTER), only_mul),
        "abs_add": (answer("def add(a, b):\n    return abs(a) + abs(b)"), only_mul),
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


def db_url(course: Path) -> str:
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    url = config.CourseDirectory.get("db_url")
    return url if isinstance(url, str) else f"sqlite:///{course / 'gradebook.db'}"


def make_decoys() -> list[Path]:
    """A decoy solutions/ (a notebook holding DECOY) in each writable DECOY_PLACES folder."""
    made = []
    for place in DECOY_PLACES:
        folder = place / DECOY_DIR / "solutions" / "00_setup"
        try:
            folder.mkdir(parents=True)
            (folder / "00_setup.ipynb").write_text(
                '{"cells": [{"source": "### BEGIN SOLUTION ' + DECOY + '"}]}')
        except OSError:
            continue
        made.append(folder / "00_setup.ipynb")
    return made


def scores(course: Path) -> dict[str, dict[str, float]]:
    from nbgrader.api import Gradebook

    result = {}
    with Gradebook(db_url(course)) as gb:
        for sub in gb.assignment_submissions(CHAPTER):
            result[sub.student.id] = {g.name: g.score for n in sub.notebooks for g in n.grades}
    return result


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def graded(request):
    course = make_tiny_course(cell_timeout=8)
    if request.param == "postgresql":
        url = new_database(request.getfixturevalue("postgres"), "sandbox")
        with open(course / "nbgrader_config.py", "a") as fh:
            fh.write(f"\nc.CourseDirectory.db_url = {url!r}\n")
    decoys = make_decoys()
    saved_env = {k: os.environ.get(k) for k in DECOY_ENV}
    os.environ.update(DECOY_ENV)
    try:
        nbgrader(["generate_assignment", CHAPTER, "--force"], cwd=course)
        release_nb = nbformat.read(course / "release" / CHAPTER / f"{CHAPTER}.ipynb",
                                   as_version=4)
        server, port = listening_port()
        cases = corpus(release_nb, port, course, decoys)
        if request.param == "postgresql":
            cases = {s: c for s, c in cases.items() if s in ON_POSTGRESQL}
        expected = {s: e for s, (_, e) in cases.items()}
        readme = (REPO / "README.md").read_bytes()
        submit(course, "good", cases["good"][0], release_nb)
        first = autograde_parallel(course, CHAPTER, ["good"], workers=1)
        before = scores(course)["good"]
        for student, (what, _) in cases.items():
            if student != "good":
                submit(course, student, what, release_nb)
        # the grading kernel imports torch and the checking helpers before any learner code
        limits = SandboxLimits(memory_mib=2048, processes=48, tasks=512, output_mib=2)
        results = autograde_parallel(course, CHAPTER, workers=2, limits=limits, timeout=240)
        instructor.main(["--course", str(course), "feedback", CHAPTER])
        yield course, expected, results, before, first, readme
        server.close()
    finally:
        for k, v in saved_env.items():
            os.environ.pop(k) if v is None else os.environ.__setitem__(k, v)
        for decoy in decoys:
            shutil.rmtree(decoy.parents[2], ignore_errors=True)
        shutil.rmtree(course, ignore_errors=True)


def outputs(course: Path, student: str) -> str:
    """The outputs of a graded notebook, for messages."""
    path = course / "autograded" / student / CHAPTER / f"{CHAPTER}.ipynb"
    if not path.exists():
        return "(not graded)"
    nb = nbformat.read(path, as_version=4)
    return "\n".join(str(o.get("text") or o.get("evalue") or "") for c in nb.cells
                     for o in c.get("outputs", []))


def needs(expected: dict, *students: str) -> None:
    """Skip a containment check where its submissions were not graded (PostgreSQL)."""
    missing = [s for s in students if s not in expected]
    if missing:
        pytest.skip(f"{', '.join(missing)}: graded on SQLite only (containment)")


def test_every_submission_gets_its_correct_grade(graded) -> None:
    """Each bad submission is graded as its answers deserve, nothing more."""
    course, expected, results, *_ = graded
    got = scores(course)
    assert set(got) == set(expected), "a submission is missing from the gradebook"
    wrong = {s: (got[s], e) for s, e in expected.items() if got[s] != e}
    assert not wrong, f"wrong grades: {wrong}\n{ {s: results[s].problems for s in wrong} }\n" + \
        "\n".join(f"{s}: {outputs(course, s)[:2000]}" for s in wrong)


def test_other_students_are_unaffected(graded) -> None:
    """The good submission keeps its full marks when graded beside the hostile ones."""
    course, _, _, before, first, _ = graded
    assert first["good"].ok and before == {"ex1_add_tests": 2, "ex2_mul_tests": 3}
    assert scores(course)["good"] == before


def test_gradebook_and_repository_are_intact(graded) -> None:
    """The gradebook passes SQLite's integrity check and nothing outside was written."""
    course, expected, _, _, _, readme = graded
    if (course / "gradebook.db").exists():
        with sqlite3.connect(course / "gradebook.db") as db:
            assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert len(scores(course)) == len(expected)
    assert (REPO / "README.md").read_bytes() == readme


def test_problems_are_reported_clearly(graded) -> None:
    """The grader says what went wrong with the submissions that broke something."""
    _, expected, results, *_ = graded
    assert any("not a valid notebook" in p for p in results["invalid_json"].problems)
    assert any("died" in p for p in results["segfault"].problems)
    needs(expected, "memory_bomb", "fork_bomb")
    assert any("more memory than" in p for p in results["memory_bomb"].problems)
    assert any("processes" in p or "memory" in p for p in results["fork_bomb"].problems)


def test_feedback_never_shows_hidden_tests(graded) -> None:
    """No hidden test source appears in any student's feedback, even from a submission that
    hunted for it; the mistake a hidden test named is shown."""
    course, expected, *_ = graded
    pages = list((course / "feedback").rglob("*.html"))
    assert len(pages) >= 10
    for page in pages:
        text = page.read_text()
        assert SECRET not in text and "add(-1, 1)" not in text, f"hidden test leaked in {page}"
        assert "mul(-2, 3)" not in text, f"hidden test leaked in {page}"
    page = (course / "feedback" / "abs_add" / CHAPTER / f"{CHAPTER}.html").read_text()
    assert f"[{NEGATIVES}]" in page, "a hidden test's diagnosis must reach the feedback"
    needs(expected, "hidden_hunter")
    # the hunter runs where the tests call it and prints the hidden tests it reads from
    # IPython's cell cache; its page (checked above with every other) shows none of it
    graded_nb = nbformat.read(course / "autograded" / "hidden_hunter" / CHAPTER /
                              f"{CHAPTER}.ipynb", as_version=4)
    printed = "".join(o.get("text", "") for c in graded_nb.cells for o in c.get("outputs", []))
    assert SECRET in printed, "the hunter found nothing to hide?"


def test_kernel_never_holds_hidden_tests(graded) -> None:
    """No file the kernel could read held a hidden test (the hunter counts its finds into its
    graded notebook, which only the instructor sees)."""
    course, expected, *_ = graded
    needs(expected, "hidden_hunter")
    graded_nb = nbformat.read(course / "autograded" / "hidden_hunter" / CHAPTER /
                              f"{CHAPTER}.ipynb", as_version=4)
    # the hunter runs where the tests call it (the grading kernel): its count is in the tests
    # cell's output there
    loot = "".join(o.get("text", "") for c in graded_nb.cells for o in c.get("outputs", [])
                   if c.get("id") in ("ex1t", "ex2"))
    assert "FILE-HITS: 0" in loot, "a file in the kernel's reach holds hidden tests"


def test_nothing_of_the_grader_reaches_a_kernel(graded) -> None:
    """Decoy secrets in the grader's environment and decoy solutions outside the course stay
    out of reach (the students that looked for them got full marks for add only if they found
    nothing), and out of every output and feedback page."""
    course, expected, results, *_ = graded
    got = scores(course)
    for student in [s for s in expected if s.startswith(("env_snoop", "disk_walker", "read_"))]:
        assert got[student] == expected[student], (student, results[student].problems)
    for path in [*(course / "feedback").rglob("*.html"), *(course / "autograded").rglob("*.ipynb")]:
        assert DECOY not in path.read_text(), f"a decoy reached {path}"
    needs(expected, "env_snoop", "disk_walker")
    assert any(s.startswith("read_decoy_") for s in expected), "no decoy could be placed"


CRASHES = {"kernel_exit": "died", "segfault": "died", "memory_bomb": "memory",
           "fork_bomb": "", "invalid_json": "not a valid notebook", "deleted_tests": "put back"}


def test_every_submission_gets_feedback(graded) -> None:
    """Crashed, killed, invalid and mended submissions get a page that says what happened and
    in which cell."""
    course, expected, *_ = graded
    for student in expected:
        page = course / "feedback" / student / CHAPTER / f"{CHAPTER}.html"
        assert page.exists(), f"{student} gets no feedback"
    for student, words in CRASHES.items():
        if student not in expected:
            continue  # graded on SQLite only
        text = (course / "feedback" / student / CHAPTER / f"{CHAPTER}.html").read_text()
        assert "what happened when your work was graded" in text and words in text, student
        if words in ("died", "memory"):
            assert "cell 2" in text, f"{student}: the page should name the cell"


def test_huge_output_is_capped(graded) -> None:
    """A print loop cannot bloat the graded notebook."""
    course, expected, *_ = graded
    needs(expected, "huge_output")
    nb = course / "autograded" / "huge_output" / CHAPTER / f"{CHAPTER}.ipynb"
    assert nb.stat().st_size < 5 * 2**20
