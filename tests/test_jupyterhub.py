"""The JupyterHub round trip, for real: a class on a real JupyterHub, clicked through in Chromium.

The fixture (``tests/jupyterhub_class.py``) makes two Unix accounts with ``useradd`` (a grading
account that owns the course folder, a student), a temporary nbgrader exchange, and starts
JupyterHub with its proxy (``configurable-http-proxy``) in a private network namespace, with
graders/JUPYTERHUB.md's configuration: the formgrader as a hub service run by the grading
account, opened by a hub-only instructor account through the ``formgrade-...`` group's role.
Then, for chapter 00:

1. the instructor releases the chapter (``python -m graders.instructor release``, then
   ``nbgrader release_assignment`` to the exchange), as the grading account;
2. the student logs in to the hub in Chromium; the hub starts the student's JupyterLab; in
   Nbgrader > Assignment List the student fetches the chapter, the work is written into the
   fetched notebook as the student (every exercise solved, exercise 4 with a plausible wrong
   answer from tests/wrong_answers/ that only the hidden tests catch), then Validate (success:
   the visible tests pass) and Submit; the formgrader's address turns the student away (403);
3. the grading account collects (``python -m graders.instructor collect --exchange``), the
   submission is autograded (sandboxed under bubblewrap when it is installed: then as root, so
   each grading worker gets its own user id), feedback is generated and released;
4. the instructor logs in and opens the formgrader in the service's JupyterLab (the iframe that
   JupyterHub 4.1 blanked without the ``frame-ancestors 'self'`` setting): chapter 00 released,
   one submission;
5. the student fetches the feedback in the Assignment List, opens it, and reads the diagnosis of
   the wrong answer (``[string-comparison] ...``), with no hidden test's source in sight.

A screenshot of each step goes to test-artifacts/browser/ (``hub-*.png``, with the hub's log).
The grading steps run beside the browser (the release while the student's server starts, the
grading while the instructor logs in). Skipped with a message where root, ``useradd``, Node.js
and the proxy, Chromium or a network namespace are missing and scripts/system-packages.sh
cannot install them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

import nbformat
import pytest

from graders.course import REPO, write
from graders.sandbox import bubblewrap
from tests.exercises import declared_diagnosis, with_answer
from tests.jupyterhub_class import (
    COURSE_ID,
    PUBLIC_URL,
    HubClass,
    chown_tree,
    closed_to_others,
    install_system_packages,
    make_class,
    missing_pieces,
    netns_of,
    new_root,
    remove_account,
    run_as,
)
from tests.test_browser import ARTIFACTS, chromium, menu, solved_student_version

# graded with fewer drawn cases: this file tests the machinery (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("fewer_cases")

playwright_api = pytest.importorskip("playwright.sync_api")
if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

CHAPTER = "00_setup"
WRONG_ANSWER = (REPO / "tests" / "wrong_answers" / CHAPTER
                / "ex4_newest_compatible_wheel__string_comparison.py")
HIDDEN_LINE = 'check((13, 0), ["cu118", "cu126", "cu124"], "cu126", "not-newest")'
STEP_TIMEOUT_MS = 300_000  # a server start, a validation: a loaded 2-core machine can be slow
UI_TIMEOUT_MS = 90_000
PY = sys.executable


@pytest.fixture(scope="module")
def hub_class() -> Iterator[HubClass]:
    if missing_pieces():
        install_system_packages()
    missing = missing_pieces()
    if missing:
        pytest.skip(f"the JupyterHub test needs {', '.join(missing)} (scripts/system-packages.sh "
                    "installs the system packages as root with apt-get and npm)")
    chromium()  # skips with a message when it is missing
    umask = os.umask(0o022)  # what the accounts must read is readable, whatever the caller's
    root = new_root()
    # The accounts run this Python, its environment and the course's code, in the test's folder:
    # every folder above them must let them in (a checkout under /root does not, nor a private
    # TMPDIR): o+x (enter, not list) while the test runs.
    closed = closed_to_others([Path(sys.prefix), Path(sys.base_prefix),
                               Path(sys.executable).resolve(), REPO, root])
    modes = {p: p.stat().st_mode for p in closed}
    for p in closed:
        p.chmod(p.stat().st_mode | 0o001)
    cls = None
    try:
        cls = make_class(root)
        yield cls
    finally:
        if cls is not None:
            cls.stop()
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            if cls.log.exists():
                shutil.copy(cls.log, ARTIFACTS / "hub-jupyterhub.log")
            remove_account(cls.grader.name)
            remove_account(cls.student.name)
        shutil.rmtree(root, ignore_errors=True)
        for p, mode in modes.items():
            p.chmod(mode)
        os.umask(umask)


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"hub-{name}.png"))


def log_in(page: Page, name: str, password: str) -> None:
    """Fill in the hub's login form (the page must be on it, or on its way there)."""
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill(password)
    page.locator("#login_submit").click()


def as_root(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO),
           "PATH": os.pathsep.join([str(Path(PY).parent), os.environ["PATH"]])}
    proc = subprocess.run(args, cwd=cwd, env=env, text=True, capture_output=True, timeout=900)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed:\n{proc.stdout}\n{proc.stderr}")
    return proc


def test_jupyterhub_round_trip(hub_class: HubClass, capsys: pytest.CaptureFixture[str]) -> None:
    cls = hub_class
    label = declared_diagnosis(WRONG_ANSWER)
    assert label, WRONG_ANSWER
    solution = (REPO / "solutions" / CHAPTER / f"{CHAPTER}.ipynb").read_text()
    assert json.dumps(HIDDEN_LINE)[1:-1] in solution, "HIDDEN_LINE must be a hidden test's line"
    for old in ARTIFACTS.glob("hub-*"):
        old.unlink()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with capsys.disabled():
        print(f"\n  JupyterHub test screenshots and hub log: {ARTIFACTS}/hub-*")
    started = time.monotonic()
    times: dict[str, float] = {}

    def lap(step: str) -> None:
        times[step] = round(time.monotonic() - started, 1)

    # 1. The hub starts while the instructor releases chapter 00 to the exchange (the grading
    # account's commands run beside the browser, which waits for what they make).
    cls.start()
    with ThreadPoolExecutor(1) as background:
        released = background.submit(release, cls)
        cls.wait_ready(f"{PUBLIC_URL}/hub/api/", lambda status: status == 200)
        lap("hub up")
        with netns_of(cls.pid):  # Playwright's driver and its Chromium on the hub's network
            playwright = playwright_api.sync_playwright().start()
        try:
            browser = playwright.chromium.launch(executable_path=chromium(), headless=True)
            learner = browser.new_context(viewport={"width": 1400, "height": 900})
            page = learner.new_page()
            page.set_default_timeout(UI_TIMEOUT_MS)
            try:
                walk_the_class(cls, browser, page, label, lap, background, released)
            finally:
                page.screenshot(path=str(ARTIFACTS / "hub-student-end.png"))
                browser.close()
        finally:
            playwright.stop()
    lap("done")
    with capsys.disabled():
        print("  seconds since the start: " + ", ".join(f"{k} {v}" for k, v in times.items()))


def release(cls: HubClass) -> None:
    """The instructor's release: the student version, then nbgrader's exchange."""
    run_as(cls.grader, [PY, "-m", "graders.instructor", "release", CHAPTER], cwd=cls.course)
    run_as(cls.grader, [PY, "-m", "nbgrader", "release_assignment", CHAPTER], cwd=cls.course)
    assert (cls.exchange / COURSE_ID / "outbound" / CHAPTER / f"{CHAPTER}.ipynb").exists()


def grade(cls: HubClass, label: str, lap: Callable[[str], None]) -> None:
    """Collect, autograde (sandboxed as root where bubblewrap is), feedback, release it."""
    student, course = cls.student, cls.course
    run_as(cls.grader, [PY, "-m", "graders.instructor", "collect", CHAPTER, "--exchange"],
           cwd=course)
    collected = course / "submitted" / student.name / CHAPTER / f"{CHAPTER}.ipynb"
    assert collected.exists()
    lap("collected")
    autograde = [PY, "-m", "graders.instructor", "autograde", CHAPTER, "--workers", "1",
                 "--release-directory", "release"]
    if bubblewrap():
        graded = as_root(autograde, cwd=course)
    else:
        graded = run_as(cls.grader, [*autograde, "--no-sandbox"], cwd=course)
    assert f"{student.name}" in graded.stdout and " ok " in graded.stdout, graded.stdout
    lap("autograded")
    run_as(cls.grader, [PY, "-m", "graders.instructor", "feedback", CHAPTER], cwd=course)
    html = course / "feedback" / student.name / CHAPTER / f"{CHAPTER}.html"
    assert f"[{label}]" in html.read_text()
    lap("feedback")
    run_as(cls.grader, [PY, "-m", "nbgrader", "release_feedback", CHAPTER], cwd=course)


def walk_the_class(cls: HubClass, browser: Browser, page: Page, label: str,
                   lap: Callable[[str], None], background: ThreadPoolExecutor,
                   released: Future[None]) -> None:
    student = cls.student

    # 2. The student logs in; the hub starts the student's JupyterLab.
    page.goto(f"{PUBLIC_URL}/hub/login")
    log_in(page, student.name, cls.password)
    page.locator(".lm-MenuBar-itemLabel", has_text="Nbgrader").wait_for(timeout=STEP_TIMEOUT_MS)
    assert page.url.startswith(f"{PUBLIC_URL}/user/{student.name}/lab"), page.url
    lap("student's lab")
    # Students get nbgrader's Assignment List and Validate, none of the instructor's tools.
    page.locator(".lm-MenuBar-itemLabel", has_text="Nbgrader").click()
    items = page.locator(".lm-Menu-itemLabel").all_inner_texts()
    assert "Assignment List" in items and "Formgrader" not in items, items
    released.result()  # the chapter is in the exchange
    lap("released")
    page.locator(".lm-Menu-itemLabel", has_text="Assignment List").click()
    to_fetch = page.locator("#released_assignments_list")
    to_fetch.get_by_role("button", name="Fetch").wait_for()
    assert CHAPTER in to_fetch.inner_text()
    shot(page, "1-student-released")
    to_fetch.get_by_role("button", name="Fetch").click()
    fetched = page.locator("#fetched_assignments_list")
    fetched.get_by_role("button", name="Submit").wait_for()
    notebook = student.home / CHAPTER / f"{CHAPTER}.ipynb"
    assert notebook.exists(), sorted(str(p) for p in student.home.rglob("*.ipynb"))
    assert notebook.stat().st_uid == student.uid
    shot(page, "2-student-fetched")

    # The student's work: every exercise answered, exercise 4 with a mistake the hidden tests
    # catch (its visible tests pass).
    work = with_answer(solved_student_version(CHAPTER), "ex4_newest_compatible_wheel",
                       WRONG_ANSWER.read_text())
    write(work, notebook)
    chown_tree(notebook, student)
    fetched.locator("a.assignment-notebooks-link").click()
    fetched.get_by_role("button", name="Validate").click()
    result = page.locator("#validation-message")
    result.wait_for(timeout=STEP_TIMEOUT_MS)
    shot(page, "3-student-validated")
    assert "Success! Your notebook passes all the tests." in result.inner_text(), \
        result.inner_text()
    page.locator(".jp-Dialog .jp-mod-accept").click()
    lap("validated")
    fetched.get_by_role("button", name="Submit").click()
    submitted = page.locator("#submitted_assignments_list")
    submitted.get_by_text(CHAPTER).wait_for()
    shot(page, "4-student-submitted")
    inbound = list((cls.exchange / COURSE_ID / "inbound").glob(f"{student.name}+{CHAPTER}+*"))
    assert len(inbound) == 1 and inbound[0].stat().st_uid == student.uid, inbound
    # The formgrader service is the instructors' (their group's role): the hub turns the
    # student away.
    other_tab = page.context.new_page()
    denied = other_tab.goto(f"{PUBLIC_URL}/services/{COURSE_ID}/formgrader")
    assert denied is not None and denied.status == 403, (denied and denied.status, other_tab.url)
    shot(other_tab, "4b-student-denied-formgrader")
    other_tab.close()
    lap("submitted")

    # 3. Collect, autograde, feedback, as the grading account (autograding sandboxed as root),
    # while the instructor logs in.
    graded = background.submit(grade, cls, label, lap)

    # 4. The instructor opens the formgrader (the hub service) in its JupyterLab.
    instructor = browser.new_context(viewport={"width": 1400, "height": 900})
    ipage = instructor.new_page()
    ipage.set_default_timeout(UI_TIMEOUT_MS)
    try:
        ipage.goto(f"{PUBLIC_URL}/services/{COURSE_ID}/lab")
        log_in(ipage, cls.instructor, cls.password)
        ipage.locator(".lm-MenuBar-itemLabel", has_text="Nbgrader").wait_for(
            timeout=STEP_TIMEOUT_MS)
        graded.result()
        lap("feedback released")
        menu(ipage, "Nbgrader", "Formgrader")
        frame = ipage.frame_locator("#formgrader iframe")
        frame.get_by_role("heading", name="Manage Assignments").wait_for()
        row = frame.locator("tr", has=frame.get_by_role("link", name=CHAPTER, exact=True))
        row.wait_for()
        cells = [c.strip() for c in row.locator("td").all_inner_texts()]
        assert "released" in cells and "1" in cells, cells  # released, one submission
        shot(ipage, "5-instructor-formgrader")
        body = frame.locator("body").inner_text()
        assert "error" not in body.lower(), body[:2000]
    finally:
        ipage.screenshot(path=str(ARTIFACTS / "hub-instructor-end.png"))
        instructor.close()
    lap("formgrader")

    # 5. The student fetches the feedback and reads the diagnosis.
    page.locator("#refresh_assignments_list").click()
    submitted.get_by_role("button", name="Fetch Feedback").click()
    view = submitted.get_by_text("(view feedback)")
    view.wait_for()
    shot(page, "6-student-feedback-fetched")
    view.click()
    page.locator(".jp-DirListing-item", has_text=f"{CHAPTER}.html").dblclick()
    feedback = page.frame_locator(".jp-HTMLViewer iframe").locator("body")
    diagnosis = feedback.get_by_text(f"[{label}]").first
    diagnosis.wait_for()
    diagnosis.scroll_into_view_if_needed()
    shot(page, "7-student-feedback")
    text = feedback.inner_text()
    assert f"[{label}]" in text and "A hidden test failed" in text, text[:3000]
    assert f"{CHAPTER} (Score: 8.0 / 11.0)" in text, text[:500]  # all but exercise 4's 3 points
    assert HIDDEN_LINE not in text, "a hidden test's source reached the student"
    assert nbformat.read(notebook, as_version=4).cells  # the student's copy is still there
    lap("feedback read")
