"""Hooks for every pytest run in this repository (the tests and the notebooks under nbval)."""

from __future__ import annotations

import json
import os
import re

import pytest

# ------------------------------------------------------------------ the verification matrix
# `PTP_VERIFY_RECORD=<configuration> pytest ... solutions` records each notebook's nbval
# outcome (failed cells, wall time) as that row of benchmarks/verification.json, the same record
# `benchmarks/verify.py` writes: `make test` runs every notebook under both CI configurations
# anyway, so a maintainer can record them without running the notebooks a third time.
_NOTEBOOK_CELL = re.compile(r"^solutions/(?P<nb>[^:]+\.ipynb)::Cell (?P<cell>\d+)$")
_outcomes: dict[str, dict] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _log_for_suite_runs(report)
    match = _NOTEBOOK_CELL.match(report.nodeid)
    if not match or not os.environ.get("PTP_VERIFY_RECORD"):
        return
    entry = _outcomes.setdefault(match["nb"], {"seconds": 0.0, "cells": set(), "failed": []})
    entry["seconds"] += report.duration
    entry["cells"].add(int(match["cell"]))
    if report.failed:
        error = str(report.longrepr).strip().splitlines()[-1:] or [""]
        entry["failed"].append({"cell": int(match["cell"]), "error": error[0][:300]})


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = os.environ.get("PTP_VERIFY_RECORD")
    if not config or not _outcomes or hasattr(session.config, "workerinput"):
        return
    from benchmarks.verify import record_outcomes

    record_outcomes(config, {nb: {"status": "fail" if o["failed"] else "pass",
                                  "seconds": round(o["seconds"], 1), "cells": len(o["cells"]),
                                  "failed": o["failed"], "warnings": []}
                             for nb, o in _outcomes.items()})


# ------------------------------------------------------------------ steadiness across runs
# `PTP_TEST_LOG=<file>` appends one JSON line per test phase (setup, call, teardown): its node
# id, outcome and seconds. benchmarks/suite_runs.py runs `make test` several times with it and
# compares the runs. Under pytest-xdist the controller receives every worker's reports and is
# the only writer.
def _log_for_suite_runs(report: pytest.TestReport) -> None:
    path = os.environ.get("PTP_TEST_LOG")
    if not path or os.environ.get("PYTEST_XDIST_WORKER"):
        return
    line = {"nodeid": report.nodeid, "when": report.when, "outcome": report.outcome,
            "seconds": round(report.duration, 3)}
    with open(path, "a", encoding="utf-8") as log:
        log.write(json.dumps(line) + "\n")


# ------------------------------------------------------------------ the order of the files
# `make test` runs on two pytest-xdist workers, a file's tests on one worker (--dist loadfile),
# handed out in collection order: the longest files go first, so that the run does not end
# with one worker busy on a long file while the other has nothing left. Later chapters'
# notebooks are the heavier ones.
LONGEST_FIRST = ["tests/test_grading_roundtrip.py", "tests/test_widgets_compat.py",
                 "tests/test_report.py", "tests/test_gpu_check.py",
                 "tests/test_grading_sandbox.py", "tests/test_jupyterhub.py",
                 "tests/test_instructor.py", "tests/test_browser.py", "tests/test_site.py"]


def _rank(nodeid: str) -> tuple[int, int]:
    path = nodeid.split("::")[0]
    if path in LONGEST_FIRST:
        return LONGEST_FIRST.index(path), 0
    if path.startswith("solutions/"):
        return len(LONGEST_FIRST), -int(path.split("/")[1][:2])  # chapter 11 before 00
    return len(LONGEST_FIRST) + 1, 0


# nbval waits 5 s for each of a finished cell's outputs (hard-coded in its IPyNbCell). On two
# loaded cores a kernel can take longer to flush the last outputs of a long cell (11a's training,
# Mac-like pass, a busy process beside `make test`: "Timeout of 5 seconds exceeded waiting for
# output" after the cell had finished); a wait that long says nothing about the notebook.
NBVAL_OUTPUT_TIMEOUT = 60


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: _rank(item.nodeid))  # stable: a file's tests keep their order
    for item in items:
        if hasattr(item, "output_timeout"):  # an nbval cell
            item.output_timeout = NBVAL_OUTPUT_TIMEOUT
