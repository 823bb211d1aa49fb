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


# ------------------------------------------------------------------ the order of the work
# `make test` runs on two pytest-xdist workers. A unit of work goes to one worker: a test file
# (its module fixtures are built once), except the grading round trips, each chapter its own
# unit (they share nothing but a session fixture that costs nothing). Units are handed out
# longest first, so that the run does not end with one worker busy on a long unit while the
# other has nothing left; xdist's own reordering (by the number of tests in a unit) is off.
# The weights are the seconds each unit took on 2 idle cores (`--durations=0`, 2026-12-05);
# a unit not listed weighs nothing and comes after the listed ones, in collection order.
SPLIT_BY_TEST = {"tests/test_grading_roundtrip.py"}
SECONDS = {
    "tests/test_grading_roundtrip.py::test_grading_round_trip[08_performance]": 225,
    "tests/test_grading_sandbox.py": 173,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[11_capstone]": 145,
    "tests/test_distributed_grading.py": 135,
    "tests/test_report.py": 127,
    "tests/test_instructor.py": 124,
    "tests/test_platforms.py": 106,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[09_distributed]": 103,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[10_export]": 92,
    "tests/test_tampering.py": 90,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[04_data]": 77,
    "tests/test_gpu_check.py": 72,
    "tests/test_zh_grading.py": 68,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[07_debugging]": 66,
    "tests/test_chapters_in_sync.py": 60,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[06_memory]": 56,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[02_autograd]": 55,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[05_training]": 55,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[00_setup]": 51,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[03_modules]": 51,
    "tests/test_jupyterhub.py": 47,
    "tests/test_grading_roundtrip.py::test_grading_round_trip[01_tensors]": 39,
    "tests/test_site.py": 39,
    "tests/test_browser.py": 36,
    "tests/test_machine_passes.py": 35,
}


def unit_of(nodeid: str) -> str:
    """The unit of work a test belongs to (see above)."""
    path = nodeid.split("::")[0]
    return nodeid if path in SPLIT_BY_TEST else path


def _rank(nodeid: str) -> tuple[int, int]:
    unit = unit_of(nodeid)
    if unit in SECONDS:
        return 0, -SECONDS[unit]
    if unit.startswith("solutions/"):  # the notebook passes: later chapters are the heavier
        return 1, -int(unit.split("/")[1][:2])
    return 2, 0


def pytest_xdist_make_scheduler(config: pytest.Config, log):  # noqa: ANN201 (xdist's types)
    """Under `--dist loadfile`, the units above, in the order of ``_rank``."""
    if config.getoption("dist", None) != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class ByUnit(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid)

    config.option.loadscopereorder = False  # keep the order of the collection (sorted below)
    return ByUnit(config, log)


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
