"""JupyterLab in a real browser: what a learner and an instructor do, clicked through.

The test starts ``jupyter lab`` on a free localhost port with a token, in a throw-away nbgrader
course folder (``graders.course.make_course_dir``), and drives Debian's Chromium with Playwright:

- learner: open chapter 00 (the student version, its exercises solved), Run All Cells and wait
  until the kernel is idle and every cell ran, with no error output; move the matmul-speed
  widget's slider with the keyboard and see its output change; press nbgrader's Validate button
  and see the success dialog;
- instructor: open Nbgrader > Formgrader and see the course's assignments.

A screenshot of each step is written to test-artifacts/browser/ (git-ignored). Chromium comes from
Debian (scripts/system-packages.sh installs it); without it the test is skipped with a message.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

from graders.course import CHAPTERS, REPO, SOLUTIONS, chapter_names, make_course_dir, read, write

ARTIFACTS = REPO / "test-artifacts" / "browser"
CHAPTER = "00_setup"
TOKEN = "ptp-browser-test"
CHROMIUM = [os.environ.get("PTP_CHROMIUM", ""), "/usr/bin/chromium", "/usr/lib/chromium/chromium",
            shutil.which("chromium") or "", shutil.which("chromium-browser") or ""]
STEP_TIMEOUT_MS = 300_000  # Run All, Validate: a loaded 2-core machine can be slow
UI_TIMEOUT_MS = 90_000
MARKERS = re.compile(r"^[ \t]*### (BEGIN|END) SOLUTION[ \t]*\n?", re.MULTILINE)

playwright_api = pytest.importorskip("playwright.sync_api")


def chromium() -> str:
    found = next((p for p in CHROMIUM if p and Path(p).exists()), None)
    if found is None:
        pytest.skip("Chromium not installed (scripts/system-packages.sh installs Debian's "
                    "chromium as root); the browser test needs it")
    return found


def solved_student_version(chapter: str) -> nbformat.NotebookNode:
    """The student version of ``chapter`` with every exercise answered as the solutions do."""
    answers = {c.metadata["nbgrader"]["grade_id"]: MARKERS.sub("", c.source)
               for c in read(SOLUTIONS / chapter / f"{chapter}.ipynb").cells
               if c.metadata.get("nbgrader", {}).get("solution")}
    nb = read(CHAPTERS / chapter / f"{chapter}.ipynb")
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("solution"):
            cell.source = answers[meta["grade_id"]]
    return nb


def saved_notebook(path: Path, before: int, timeout: float = 60) -> nbformat.NotebookNode:
    """The notebook once the server has written it anew: a newer file that reads as a whole
    notebook (the file can be caught empty or half-written between two polls)."""
    deadline = time.monotonic() + timeout
    while True:
        if path.stat().st_mtime_ns != before:
            try:
                return read(path)
            except Exception:  # mid-write; the next poll sees the whole file
                if time.monotonic() > deadline:
                    raise
        elif time.monotonic() > deadline:
            raise TimeoutError(f"{path.name} was not saved within {timeout:.0f} s")
        time.sleep(0.2)


class Lab:
    """A ``jupyter lab`` server in its own process group, and where it serves."""

    def __init__(self, root: Path, home: Path) -> None:
        self.root, self.url = root, ""
        self.log = home / "jupyter.log"
        self.runtime = home / "runtime"
        settings = home / "settings" / "@jupyterlab"
        # Attach every cell to the page (not only those in view), and no news or update checks.
        for name, value in [("notebook-extension/tracker", {"windowingMode": "none"}),
                            ("apputils-extension/notification",
                             {"fetchNews": "false", "checkForUpdates": False})]:
            (settings / name).parent.mkdir(parents=True, exist_ok=True)
            (settings / f"{name}.jupyterlab-settings").write_text(json.dumps(value))
        # Jupyter's per-user folders point into the test's own: no user kernels, settings or
        # extensions of the machine's account take part.
        env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / "config"),
               "JUPYTER_DATA_DIR": str(home / "data"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
               "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
               "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
               "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])}
        env.pop("MPLBACKEND", None)  # the kernel draws inline, as for a learner
        cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ServerApp.ip=127.0.0.1",
               # port 0: the server binds a port the system gives it and says which in its
               # runtime file; no port is chosen here and bound later (another process could
               # take it in between)
               "--ServerApp.port=0", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={root}",
               "--LabApp.news_url=None",
               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
        if os.geteuid() == 0:
            cmd.append("--allow-root")
        # cwd: nbgrader's Validate and Formgrader read nbgrader_config.py from there.
        self.proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=self.log.open("w"),
                                     stderr=subprocess.STDOUT, start_new_session=True)
        self.wait_ready()

    def wait_ready(self, timeout: float = 180) -> None:
        """Until the server's runtime file names its port and the server answers there."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited:\n{self.log.read_text()[-3000:]}")
            try:
                if not self.url:  # this test's own runtime folder: one server in it
                    info = next(self.runtime.glob("jpserver-*.json"))
                    self.url = f"http://127.0.0.1:{json.loads(info.read_text())['port']}"
                with urllib.request.urlopen(f"{self.url}/api/status?token={TOKEN}", timeout=5):
                    return
            except (OSError, ValueError, KeyError, StopIteration):
                time.sleep(0.2)  # polling an event (the file, the answer), not awaiting a timeout
        raise TimeoutError(f"jupyter lab did not answer:\n{self.log.read_text()[-3000:]}")

    def page_url(self, path: str) -> str:
        return f"{self.url}/{path}?token={TOKEN}"

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)  # the server and the kernels it started
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()


@pytest.fixture(scope="module")
def artifacts() -> Path:
    shutil.rmtree(ARTIFACTS, ignore_errors=True)
    ARTIFACTS.mkdir(parents=True)
    return ARTIFACTS


def say_where(capsys: pytest.CaptureFixture[str]) -> None:
    with capsys.disabled():
        print(f"\n  browser test screenshots and server log: {ARTIFACTS}")


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    tmp = tmp_path_factory.mktemp("browser")
    course = make_course_dir(tmp / "course")
    (tmp / "exchange").mkdir()  # the formgrader warns when nbgrader's exchange is missing
    with (course / "nbgrader_config.py").open("a") as config:
        config.write(f"c.Exchange.root = {str(tmp / 'exchange')!r}\n")
    (course / "learner").mkdir()
    write(solved_student_version(CHAPTER), course / "learner" / f"{CHAPTER}.ipynb")
    server = Lab(course, tmp)
    try:
        yield server
    finally:
        server.stop()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(server.log, ARTIFACTS / "jupyter.log")


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    executable = chromium()
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, headless=True)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser, artifacts: Path, request) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    pg = context.new_page()
    pg.set_default_timeout(UI_TIMEOUT_MS)
    try:
        yield pg
    finally:
        # What the page showed when the test ended (passed or failed): the first thing to look at.
        pg.screenshot(path=str(artifacts / f"{request.node.name}-end.png"))
        context.close()


def shot(page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def kernel_idle(page, timeout: float = UI_TIMEOUT_MS) -> None:
    """Wait until the notebook's kernel is connected and idle. The toolbar's indicator alone says
    "idle" for a moment before any kernel exists; the status bar names the kernel once it does."""
    page.wait_for_function(
        """() => {
            const bar = document.querySelector('.jp-StatusBar-Widget');
            const dot = document.querySelector('.jp-NotebookPanel .jp-Notebook-ExecutionIndicator');
            return bar && dot && /\\(ipykernel\\) \\| Idle/.test(bar.innerText)
                && dot.getAttribute('data-status') === 'idle';
        }""", timeout=timeout)


def menu(page, *path: str) -> None:
    """Click through JupyterLab's menu bar: menu(page, "Run", "Run All Cells")."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{path[0]}$")).click()
    for label in path[1:]:
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(label)}$")).click()


def test_learner_runs_validates_and_uses_a_widget(lab: Lab, page, artifacts: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    say_where(capsys)
    notebook = lab.root / "learner" / f"{CHAPTER}.ipynb"
    page.goto(lab.page_url(f"lab/tree/learner/{CHAPTER}.ipynb"))
    page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").first.wait_for()
    kernel_idle(page, timeout=STEP_TIMEOUT_MS)
    shot(page, "1-notebook-open")

    # Run All, then wait until the kernel is idle and every code cell has its execution count.
    menu(page, "Run", "Run All Cells")
    code_cells = page.locator(".jp-NotebookPanel .jp-CodeCell")
    n_code = code_cells.count()
    assert n_code == sum(c.cell_type == "code" for c in read(notebook).cells)
    prompts = """() => [...document.querySelectorAll(
                    '.jp-NotebookPanel .jp-CodeCell .jp-InputPrompt')].map(p => p.textContent)"""
    page.wait_for_function(f"() => ({prompts})().some(t => /\\[(\\*|\\d+)\\]/.test(t))",
                           timeout=UI_TIMEOUT_MS)  # Run All started
    page.wait_for_function(f"() => ({prompts})().every(t => /\\[\\d+\\]/.test(t))",
                           timeout=STEP_TIMEOUT_MS)  # every code cell ran
    kernel_idle(page, timeout=STEP_TIMEOUT_MS)
    shot(page, "2-run-all-done")
    before = notebook.stat().st_mtime_ns
    menu(page, "File", "Save Notebook")
    saved = saved_notebook(notebook, before)
    error_outputs = [o for c in saved.cells if c.cell_type == "code" for o in c.outputs
                     if o.output_type == "error"]
    assert error_outputs == [], [f"{o.ename}: {o.evalue}" for o in error_outputs]
    assert all(c.execution_count for c in saved.cells if c.cell_type == "code")

    # The widget: speed_check(n=IntSlider(step 64, from 64 to 2048), starting at the size the
    # page measured as the dip) prints "{n}x{n} float32 matmul ..."; one step right or, at the
    # end of the range, left
    interact = page.locator(".jp-NotebookPanel .widget-interact").first
    interact.scroll_into_view_if_needed()
    output = interact.locator(".widget-output")
    start = int(interact.locator(".widget-readout").first.inner_text().strip())
    page.wait_for_function(f"el => /{start}x{start} float32 matmul/.test(el.textContent)",
                           arg=output.element_handle())
    shot(page, "3-widget-before")
    handle = interact.locator(".noUi-handle, .ui-slider-handle").first
    handle.focus()
    key, moved = ("ArrowRight", start + 64) if start + 64 <= 2048 else ("ArrowLeft", start - 64)
    handle.press(key)
    page.wait_for_function(f"el => /{moved}x{moved} float32 matmul/.test(el.textContent)",
                           arg=output.element_handle(), timeout=STEP_TIMEOUT_MS)
    assert interact.locator(".widget-readout").first.inner_text().strip() == str(moved)
    kernel_idle(page)
    shot(page, "4-widget-after-arrow-right")

    # nbgrader's Validate button (notebook toolbar): saves, runs the notebook, shows the result.
    page.locator(".jp-NotebookPanel .validate-button button, "
                 ".jp-NotebookPanel button.validate-button").first.click()
    dialog = page.locator(".nbgrader-SuccessDialog, .nbgrader-ErrorDialog").first
    dialog.wait_for(timeout=STEP_TIMEOUT_MS)
    shot(page, "5-validate-dialog")
    text = dialog.inner_text()
    assert "Success! Your notebook passes all the tests." in text, text
    assert "nbgrader-SuccessDialog" in (dialog.get_attribute("class") or "")
    dialog.locator("button").last.click()


def test_instructor_opens_formgrader(lab: Lab, page, artifacts: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    say_where(capsys)
    page.goto(lab.page_url("lab"))
    page.locator(".lm-MenuBar-itemLabel", has_text="Nbgrader").wait_for()
    menu(page, "Nbgrader", "Formgrader")
    frame = page.frame_locator("#formgrader iframe")
    frame.get_by_role("heading", name="Manage Assignments").wait_for()
    # One row per chapter in solutions/ (nbgrader's source directory), none released yet.
    for chapter in chapter_names():
        frame.get_by_role("link", name=chapter, exact=True).wait_for()
    shot(page, "6-formgrader")
    body = frame.locator("body").inner_text()
    assert "exchange directory" not in body and "error" not in body.lower(), body[:2000]


def test_class_report_page(page, artifacts: Path, tmp_path: Path,
                           capsys: pytest.CaptureFixture[str]) -> None:
    """The instructor's class report opens offline in Chromium: no console error, nothing
    fetched but the page itself, both plots drawn (a synthesised class of 60 students)."""
    from benchmarks.report_speed import CHAPTER as REPORTED
    from benchmarks.report_speed import synthesise
    from graders import report

    say_where(capsys)
    course = tmp_path / "course"
    synthesise(course, 60, seed=1)
    html_page = tmp_path / "report.html"
    report.write_chapter_report(course, REPORTED, html_page)
    problems: list[str] = []
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}")
            if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda err: problems.append(f"page error: {err}"))
    page.on("request", lambda r: problems.append(f"fetched {r.url}")
            if not r.url.startswith(("file://", "data:")) else None)
    page.goto(html_page.as_uri())
    page.get_by_role("heading", name=f"Class report: {REPORTED}").wait_for()
    drawn = page.evaluate("() => [...document.images].map(i => i.complete && i.naturalWidth)")
    assert len(drawn) == 2 and all(w and w > 100 for w in drawn), drawn
    assert page.locator("table").count() >= 3
    assert "Diagnoses the class received" in page.locator("body").inner_text()
    page.screenshot(path=str(artifacts / "7-class-report.png"), full_page=True)
    assert problems == [], problems
