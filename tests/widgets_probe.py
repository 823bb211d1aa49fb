"""Every chapter's widgets, probed on ipywidgets 8 (JupyterLab, Binder) and 7.7.1 (Colab's).

The grading round trip (``tests/test_grading_roundtrip.py``) runs each part's solution whole in
the learner's kernel; ``probe_cells`` are appended to it. The first finds every
``interactive`` the part made, changes each control's value (each other option of a dropdown,
one step of a slider, a checkbox flipped) and records whether the callback ran each time and
what it raised. Then, in the same kernel, ipywidgets is swapped for 7.7.1 (from a folder of its
own inside ``.venv``, installed from ``tests/ipywidgets7.txt`` on first use: every
``ipywidgets`` module is dropped, the folder put first on the path, ``widgets`` imported again),
the part's widget cells run again and the probe again. Each probe's report is the cell's
``application/json`` output; ``problems`` reads them from the graded notebook. The part's own
cells (chapter 11 trains its models) run once, for the grade and for both widget versions.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import nbformat

from graders.course import REPO

PINS = REPO / "tests" / "ipywidgets7.txt"
VERSION7 = "7.7.1"
WIDGETS7 = Path(sys.prefix) / "ipywidgets-7.7.1"  # inside .venv: made here, never committed
INTERACT = re.compile(r"\binteract(?:ive)?\(")
ROLE = "ptp_widgets"  # cell metadata of an appended cell: "probe", "switch" or "again"


def ipywidgets7_path() -> Path:
    """The folder holding ipywidgets 7.7.1 and its front-end packages, installed when missing
    (once: the round trips of several pytest-xdist workers ask at the same time, and two pip
    installs into one folder break each other, so the first holds a lock while it installs)."""
    import fcntl

    pins = PINS.read_text()
    stamp = WIDGETS7 / ".pins"
    WIDGETS7.parent.mkdir(parents=True, exist_ok=True)
    with open(WIDGETS7.parent / ".ipywidgets-7.7.1.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (stamp.exists() and stamp.read_text() == pins):
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                            "--upgrade", "--target", str(WIDGETS7), "-r", str(PINS)],
                           check=True, timeout=600)
            stamp.write_text(pins)
    return WIDGETS7


def widget_cells(nb: nbformat.NotebookNode) -> list[int]:
    return [i for i, c in enumerate(nb.cells)
            if c.cell_type == "code" and INTERACT.search(c.source)]


def interactives(nb: nbformat.NotebookNode) -> int:
    """How many ``interact``/``interactive`` calls the widget cells of ``nb`` make."""
    return sum(len(INTERACT.findall(nb.cells[i].source)) for i in widget_cells(nb))


PROBE = r'''
import json as _json
import ipywidgets as _ipw
from IPython.display import publish_display_data as _publish

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

def _ptp_probe():
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
    _publish({"application/json": report})

_ptp_probe()
'''


SWITCH = r'''
import sys as _sys
for _name in [m for m in _sys.modules if m == "ipywidgets" or m.startswith("ipywidgets.")]:
    del _sys.modules[_name]
_sys.path.insert(0, {folder!r})
import ipywidgets as widgets
assert widgets.__version__ == {version!r}, widgets.__version__
'''


def probe_cells(nb: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    """Cells to append to a part that makes widgets (none for one that makes none): the probe,
    the switch to ipywidgets 7.7.1, the part's widget cells again, the probe again."""
    found = widget_cells(nb)
    if not found:
        return []

    def cell(source: str, role: str, **extra: str) -> nbformat.NotebookNode:
        return nbformat.v4.new_code_cell(source, metadata={ROLE: role, **extra})

    again = [cell(nb.cells[i].source, "again") for i in found]
    return [cell(PROBE, "probe"),
            cell(SWITCH.format(folder=str(ipywidgets7_path()), version=VERSION7), "switch"),
            *again, cell(PROBE, "probe")]


def problems(graded: nbformat.NotebookNode, expected: int, part: str) -> list[str]:
    """What went wrong with the widgets of graded notebook ``graded`` (a part whose widget
    cells make ``expected`` interactives), read from its probe cells' outputs."""
    probes = [c for c in graded.cells if c.metadata.get(ROLE) == "probe"]
    found = []
    for c in graded.cells:
        for out in c.get("outputs", []) if ROLE in c.metadata else []:
            if out.output_type == "error":
                found.append(f"{part}: a widget cell ({c.metadata[ROLE]}) raised "
                             f"{out.get('ename')}: {str(out.get('evalue'))[:300]}")
    reports = [out["data"]["application/json"] for c in probes for out in c.get("outputs", [])
               if out.output_type == "display_data" and "application/json" in out.get("data", {})]
    if len(reports) != 2:
        return found + [f"{part}: {len(reports)} widget reports instead of 2 (ipywidgets 8, 7.7.1)"]
    eight, seven = reports
    if eight["version"].split(".")[0] != "8":
        found.append(f"{part}: the first probe ran ipywidgets {eight['version']}, not 8")
    if seven["version"] != VERSION7 or str(WIDGETS7) not in seven["file"]:
        found.append(f"{part}: the second probe ran ipywidgets {seven['version']} from "
                     f"{seven['file']}, not {VERSION7}")
    for report in reports:
        v = report["version"]
        if len(report["interactives"]) != expected:
            found.append(f"{part}: ipywidgets {v}: {len(report['interactives'])} interactives, "
                         f"the widget cells make {expected}")
        for w in report["interactives"]:
            if not w["moves"]:
                found.append(f"{part}: ipywidgets {v}: {w['function']}: no control could move")
            if w["errors"]:
                found.append(f"{part}: ipywidgets {v}: {w['function']} raised {w['errors']}")
            if not all(m["callback_ran"] for m in w["moves"]):
                found.append(f"{part}: ipywidgets {v}: {w['function']}: a control change did "
                             f"not reach the callback ({w['moves']})")
    return found
