"""Every chapter's widgets work on ipywidgets 7.7.1 (Colab's) and on 8 (JupyterLab, Binder).

For each chapter, a notebook is cut from solutions/: the setup cells, every cell that creates a
widget (``widgets.interact(fn, x=widgets.IntSlider(...))``) and, found by the names those cells
read, the earlier cells they depend on. It runs in a real kernel with ipywidgets 8. A probe then
finds every ``interactive`` the chapter made, changes each control's value (each other option of
a dropdown, one step of a slider, a checkbox flipped) and checks that the callback ran every
time without raising. Then, in the same kernel, ipywidgets is swapped for 7.7.1 (from a folder
of its own, installed from tests/ipywidgets7.txt on first use: every ``ipywidgets`` module is
dropped, the folder put first on the path, ``widgets`` imported again), the widget cells run
again and the probe again: the chapter's own cells (training a model, in chapter 11) run once
for both versions. If the cut notebook does not run, the chapter is run from the top down to
its last widget cell instead (and the test says so).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
from traitlets.config import Config

from graders import kernels
from graders.course import REPO, SOLUTIONS, chapter_names, notebooks_of, read
from tests.cells import needed

PINS = REPO / "tests" / "ipywidgets7.txt"
VERSION7 = "7.7.1"
WIDGETS7 = Path(sys.prefix) / "ipywidgets-7.7.1"  # inside .venv: made by this test, never committed
INTERACT = re.compile(r"\binteract(?:ive)?\(")
CELL_TIMEOUT = 300


def ipywidgets7_path() -> Path:
    """The folder holding ipywidgets 7.7.1 and its front-end packages, installed when missing."""
    pins = PINS.read_text()
    stamp = WIDGETS7 / ".pins"
    if stamp.exists() and stamp.read_text() == pins:
        return WIDGETS7
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--upgrade",
                    "--target", str(WIDGETS7), "-r", str(PINS)], check=True, timeout=600)
    stamp.write_text(pins)
    return WIDGETS7


def widget_cells(nb: nbformat.NotebookNode) -> list[int]:
    return [i for i, c in enumerate(nb.cells)
            if c.cell_type == "code" and INTERACT.search(c.source)]


def cut(nb: nbformat.NotebookNode) -> list[int]:
    """Indices of the cells to run: the setup cells, the widget cells and the cells they read."""
    return needed(nb, widget_cells(nb))


def prefix(nb: nbformat.NotebookNode) -> list[int]:
    """Indices of every code cell from the top down to the last widget cell."""
    last = widget_cells(nb)[-1]
    return [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and i <= last]


# -- the probe run in the kernel after the widget cells -----------------------------------------

PROBE = r'''
import json as _json
import ipywidgets as _ipw

def _ptp_new_values(control):
    """Values to move a control to: each other option, a flipped box, one slider step."""
    if hasattr(control, "options") and hasattr(control, "index"):
        return [("index", i) for i in range(len(control.options)) if i != control.index]
    if isinstance(control.value, bool):
        return [("value", not control.value)]
    if isinstance(control.value, (int, float)) and hasattr(control, "max"):
        step = control.step or 1
        up = control.value + step
        return [("value", up if up <= control.max else control.value - step)]
    return []

def _ptp_probe(report_path):
    try:
        from ipywidgets.widgets.widget import _instances as live      # ipywidgets 8
    except ImportError:
        live = _ipw.Widget.widgets                                     # ipywidgets 7
    report = {"version": _ipw.__version__, "file": _ipw.__file__, "interactives": []}
    for w in [w for w in list(live.values()) if isinstance(w, _ipw.interactive)]:
        calls, errors, moves = [], [], []
        original = w.f
        def wrapped(*args, _f=original, **kwargs):
            calls.append(sorted(kwargs))
            try:
                return _f(*args, **kwargs)
            except Exception as e:
                errors.append(f"{type(e).__name__}: {e}")
                raise
        w.f = wrapped
        for control in w.kwargs_widgets:
            for attr, value in _ptp_new_values(control):
                before = len(calls)
                setattr(control, attr, value)
                moves.append({"control": type(control).__name__,
                              "name": control.description or "", "to": repr(control.value),
                              "callback_ran": len(calls) > before})
        w.f = original
        report["interactives"].append({"function": getattr(original, "__name__", "?"),
                                       "moves": moves, "errors": errors})
    with open(report_path, "w") as f:
        _json.dump(report, f)
'''


SWITCH = r'''
import sys as _sys
for _name in [m for m in _sys.modules if m == "ipywidgets" or m.startswith("ipywidgets.")]:
    del _sys.modules[_name]
_sys.path.insert(0, {folder!r})
import ipywidgets as widgets
assert widgets.__version__ == {version!r}, widgets.__version__
'''


def run_cells(path: Path, indices: list[int], env: dict[str, str],
              reports: list[Path]) -> list[dict]:
    """Run cells ``indices`` of ``path`` and the probe (report ``reports[0]``); with a second
    report, swap in ipywidgets 7.7.1 and run the widget cells and the probe again."""
    nb = read(path)
    cells = [nb.cells[i] for i in indices]

    def probe(report: Path) -> nbformat.NotebookNode:
        return nbformat.v4.new_code_cell(PROBE + f"\n_ptp_probe({str(report)!r})\n")

    cells.append(probe(reports[0]))
    if len(reports) > 1:
        cells.append(nbformat.v4.new_code_cell(
            SWITCH.format(folder=str(ipywidgets7_path()), version=VERSION7)))
        again = [nbformat.from_dict({**nb.cells[i], "id": f"{nb.cells[i].get('id', i)}-w7"})
                 for i in widget_cells(nb)]
        cells += again + [probe(reports[1])]
    run = nbformat.v4.new_notebook(cells=cells, metadata=nb.metadata)
    # The kernel is killed at the end, not asked to shut down: it has nothing to save.
    client = NotebookClient(run, timeout=CELL_TIMEOUT, kernel_name="python3",
                            shutdown_kernel="immediate", config=Config(kernels.CONFIG),
                            resources={"metadata": {"path": str(path.parent)}})
    started = datetime.now(UTC)
    client.execute(env=env)
    ended = datetime.now(UTC)
    found = [json.loads(report.read_text()) for report in reports]
    # Where the time went (nbclient records when each cell started and finished), for the log.
    spans = []
    for i, cell in enumerate(run.cells):
        stamps = cell.metadata.get("execution", {})
        if "iopub.status.busy" in stamps and "iopub.status.idle" in stamps:
            spans.append((indices[i] if i < len(indices) else "probe/swap",
                          datetime.fromisoformat(stamps["iopub.status.busy"]),
                          datetime.fromisoformat(stamps["iopub.status.idle"])))
    if spans:
        name, begin, end = max(spans, key=lambda s: s[2] - s[1])
        found[0]["timing"] = (
            f"kernel start {(spans[0][1] - started).total_seconds():.0f} s, "
            f"slowest cell {name} {(end - begin).total_seconds():.0f} s, "
            f"after the last cell {(ended - spans[-1][2]).total_seconds():.0f} s")
    return found


CHAPTERS = [p for ch in chapter_names() for p in notebooks_of(ch) if widget_cells(read(p))]


def test_widget_cells_are_found() -> None:
    """The widget cells of chapters 00 to 10 (each has at least one) are all found."""
    with_widgets = {p.parent.name for p in CHAPTERS}
    first_eleven = {name for name in chapter_names() if int(name[:2]) <= 10}
    assert len(first_eleven) == 11 and first_eleven <= with_widgets, first_eleven - with_widgets


def test_cut_keeps_what_widget_cells_read() -> None:
    """The cut keeps a cell that defines a name a widget cell reads or writes a file, and drops
    unrelated ones."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(s) for s in [
        "import ipywidgets as widgets\nrun = setup(seed=0)",
        "a = 1",
        "unrelated = 2",
        "def f(x=a):\n    return helper(x)",
        "def helper(x):\n    return x",
        "%%writefile probe.py\nprint(1)",
        "b = 3",
        "widgets.interact(f, x=widgets.IntSlider(value=b))",
        "after = 4",
    ]])
    assert cut(nb) == [0, 1, 3, 4, 5, 6, 7]  # a cell that writes a file is kept
    assert prefix(nb) == [0, 1, 2, 3, 4, 5, 6, 7]


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.parent.name)
def test_widgets_work(path: Path, tmp_path: Path, capsys) -> None:
    """The chapter's widgets construct and every control change reaches its callback, on
    ipywidgets 8 and then, in the same kernel, on 7.7.1."""
    env = {**os.environ, "MPLBACKEND": "Agg"}
    nb = read(path)
    expected = sum(len(INTERACT.findall(nb.cells[i].source)) for i in widget_cells(nb))
    reports = [tmp_path / "report8.json", tmp_path / "report7.json"]
    how = "cut"
    start = time.perf_counter()
    try:
        found = run_cells(path, cut(nb), env, reports)
    except CellExecutionError as cut_error:
        last_line = re.sub(r"\x1b\[[0-9;]*m", "", str(cut_error).strip().splitlines()[-1])
        how = f"top down (the cut failed: {last_line[:200]})"
        found = run_cells(path, prefix(nb), env, reports)
    with capsys.disabled():
        print(f"\n  {path.parent.name}: cells run {how}, {time.perf_counter() - start:.0f} s "
              f"({found[0].get('timing', '')})")
        for report in found:
            print(f"    ipywidgets {report['version']} ({report['file']}): "
                  f"{len(report['interactives'])} interactive(s), "
                  f"{sum(len(w['moves']) for w in report['interactives'])} control changes")
    eight, seven = found
    assert eight["version"].split(".")[0] == "8"
    assert seven["version"] == VERSION7 and str(WIDGETS7) in seven["file"]
    for report in found:
        assert len(report["interactives"]) == expected, report
        for w in report["interactives"]:
            assert w["moves"], f"{report['version']}: {w['function']}: no control could be moved"
            assert w["errors"] == [], f"{report['version']}: {w['function']}: {w['errors']}"
            assert all(m["callback_ran"] for m in w["moves"]), w
    assert SOLUTIONS in path.parents
