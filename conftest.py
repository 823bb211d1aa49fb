"""Hooks for every pytest run in this repository (the tests and the notebooks under nbval)."""

from __future__ import annotations

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
