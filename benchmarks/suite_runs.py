"""Is `make test` steady? Run it several times in a row and compare the runs (maintainers; about
19 minutes a run on 2 cores; writes suite_runs.md).

    python3 benchmarks/suite_runs.py --runs 3            # run make test 3 times, then compare
    python3 benchmarks/suite_runs.py --compare LOG...    # compare logs of earlier runs again

Each run is `make test` with ``PTP_TEST_LOG`` set, so conftest.py logs every test's outcome and
seconds (setup, call and teardown) to ``build/suite-runs/run-<k>.jsonl``. A test's time is the
sum of its phases. The comparison says whether every run had the same outcomes, and, for each
test, how its slowest run compares with its median: issue 20 asks that no test take more than
twice its median. Tests under ``FLOOR`` seconds in every run are counted but not held to the
ratio (the report lists those of at least ``NOTED`` seconds that went over it): at that size a
ratio measures the scheduler more than the test. Standard library only, so it also runs on a
fresh clone before ``make`` has built ``.venv``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "build" / "suite-runs"
REPORT = Path(__file__).resolve().parent / "suite_runs.md"
FLOOR = 5.0  # seconds
RATIO = 2.0
NOTED = 0.5  # seconds: tests below FLOOR but at least this long are listed when over RATIO


def read_log(path: Path) -> dict[str, dict]:
    """Per node id: its outcome (the worst phase's) and its seconds (all phases)."""
    tests: dict[str, dict] = {}
    rank = {"passed": 0, "skipped": 1, "failed": 2}
    for line in path.read_text(encoding="utf-8").splitlines():
        phase = json.loads(line)
        test = tests.setdefault(phase["nodeid"], {"outcome": "passed", "seconds": 0.0})
        test["seconds"] += phase["seconds"]
        if rank[phase["outcome"]] > rank[test["outcome"]]:  # a setup or teardown error fails it
            test["outcome"] = phase["outcome"]
    return tests


def compare(runs: list[dict[str, dict]]) -> dict:
    ids = sorted(set().union(*runs))
    differ = [nid for nid in ids if len({run.get(nid, {}).get("outcome", "missing")
                                         for run in runs}) > 1]
    spread = []
    for nid in ids:
        times = [run[nid]["seconds"] for run in runs if nid in run]
        median = statistics.median(times)
        spread.append({"nodeid": nid, "times": times, "median": median,
                       "ratio": max(times) / median if median else 1.0})
    held = [s for s in spread if max(s["times"]) >= FLOOR]
    below = [s for s in spread if max(s["times"]) < FLOOR and s["ratio"] > RATIO
             and max(s["times"]) >= NOTED]
    return {
        "tests": len(ids),
        "outcomes": [dict(sorted(Counter(t["outcome"] for t in run.values()).items()))
                     for run in runs],
        "differ": differ,
        "held": len(held),
        "over": [s for s in held if s["ratio"] > RATIO],
        "widest": sorted(held, key=lambda s: -s["ratio"])[:10],
        "below": sorted(below, key=lambda s: -max(s["times"])),
        "slowest": sorted(spread, key=lambda s: -s["median"])[:10],
    }


def _minsec(seconds: float) -> str:
    return f"{int(seconds // 60)} min {round(seconds % 60):02d} s"


def write_report(result: dict, walls: list[dict]) -> str:
    lines = ["# `make test`, run several times in a row", "",
             f"Written by `benchmarks/suite_runs.py` on {dt.date.today()}: {platform.node()}, "
             f"{os.cpu_count()} CPU cores, Python {platform.python_version()}.", ""]
    if walls:
        lines += ["| run | started (UTC) | exit status | wall time |", "| --- | --- | --- | --- |"]
        lines += [f"| {w['run']} | {w['started']} | {w['rc']} | {_minsec(w['seconds'])} |"
                  for w in walls]
        lines.append("")
    lines += [f"- Tests (node ids, notebook cells included): {result['tests']}.",
              "- Outcomes per run: " + "; ".join(
                  ", ".join(f"{n} {k}" for k, n in counts.items())
                  for counts in result["outcomes"]) + ".",
              f"- Tests whose outcome differs between runs: {len(result['differ'])}"
              + (": " + ", ".join(f"`{d}`" for d in result["differ"]) if result["differ"] else "")
              + ".",
              f"- Tests that took at least {FLOOR:g} s in some run: {result['held']}; of these, "
              f"slower than {RATIO:g}× their median in some run: {len(result['over'])}"
              + (": " + ", ".join(f"`{s['nodeid']}` ({s['ratio']:.2f}×)"
                                  for s in result["over"]) if result["over"] else "") + ".",
              f"- Below {FLOOR:g} s, tests of at least {NOTED:g} s slower than {RATIO:g}× their "
              f"median in some run: {len(result['below'])}"
              + (": " + ", ".join(f"`{s['nodeid']}` ({', '.join(f'{t:.2f}' for t in s['times'])} s)"
                                  for s in result["below"]) if result["below"] else "") + ".",
              "", "The widest spreads (slowest run over the median, tests of at least "
              f"{FLOOR:g} s):", "", "| test | seconds per run | slowest / median |",
              "| --- | --- | --- |"]
    lines += [f"| `{s['nodeid']}` | {', '.join(f'{t:.1f}' for t in s['times'])} | "
              f"{s['ratio']:.2f} |" for s in result["widest"]]
    lines += ["", "The ten slowest (median):", "", "| test | median seconds |", "| --- | --- |"]
    lines += [f"| `{s['nodeid']}` | {s['median']:.1f} |" for s in result["slowest"]]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--compare", nargs="+", type=Path, help="logs of earlier runs")
    args = parser.parse_args()
    walls: list[dict] = []
    if args.compare:
        logs = args.compare
        saved = logs[0].parent / "walls.json"  # the wall times of the runs, when it made them
        walls = json.loads(saved.read_text(encoding="utf-8")) if saved.exists() else []
    else:
        LOGS.mkdir(parents=True, exist_ok=True)
        logs = []
        for k in range(1, args.runs + 1):
            log = LOGS / f"run-{k}.jsonl"
            log.unlink(missing_ok=True)
            started = dt.datetime.now(dt.UTC)
            t0 = time.monotonic()
            with open(LOGS / f"run-{k}.out", "w", encoding="utf-8") as out:
                rc = subprocess.call(["make", "test"], cwd=ROOT, stdout=out,
                                     stderr=subprocess.STDOUT,
                                     env={**os.environ, "PTP_TEST_LOG": str(log)})
            walls.append({"run": k, "started": started.strftime("%Y-%m-%d %H:%M"), "rc": rc,
                          "seconds": time.monotonic() - t0})
            print(f"run {k}: exit {rc}, {_minsec(walls[-1]['seconds'])}", flush=True)
            logs.append(log)
            (LOGS / "walls.json").write_text(json.dumps(walls), encoding="utf-8")
    text = write_report(compare([read_log(log) for log in logs]), walls)
    REPORT.write_text(text, encoding="utf-8")
    print(text)
    return max((w["rc"] for w in walls), default=0)


if __name__ == "__main__":
    sys.exit(main())
