"""benchmarks/suite_runs.py: the comparison that says whether `make test` is steady."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.suite_runs import FLOOR, compare, read_log, write_report


def _log(path: Path, tests: dict[str, tuple[str, float]], teardown_error: str = "") -> Path:
    with path.open("w") as log:
        for nid, (outcome, seconds) in tests.items():
            for when, out, secs in (("setup", "passed", 0.0), ("call", outcome, seconds),
                                    ("teardown", "failed" if nid == teardown_error else "passed",
                                     0.0)):
                log.write(json.dumps({"nodeid": nid, "when": when, "outcome": out,
                                      "seconds": secs}) + "\n")
    return path


def test_compare_finds_changed_outcomes_and_slow_outliers(tmp_path: Path) -> None:
    big = 10 * FLOOR
    runs = [read_log(_log(tmp_path / f"{k}.jsonl", {
        "a": ("passed", big), "b": ("passed", big * (3 if k == 2 else 1)),
        "tiny": ("passed", FLOOR / 100 * (50 if k == 1 else 1)), "c": ("passed", 1.0)},
        teardown_error="c" if k == 3 else "")) for k in (1, 2, 3)]
    result = compare(runs)
    assert result["differ"] == ["c"]  # an error in teardown fails the test
    assert [s["nodeid"] for s in result["over"]] == ["b"]  # 3× its median; "tiny" is below FLOOR
    assert result["held"] == 2
    assert [s["nodeid"] for s in result["below"]] == ["tiny"]  # listed, not held to the ratio
    report = write_report(result, [{"run": 1, "started": "x", "rc": 0, "seconds": 75.0}])
    assert "1 min 15 s" in report and "`b` (3.00×)" in report


def test_the_units_of_work_name_what_exists() -> None:
    """`make test`'s scheduling table (conftest.py) names files and round trips that exist, a
    round trip is a unit of its own, any other test goes with its file, and the listed units
    come first, the heaviest first."""
    import importlib.util

    from graders.course import REPO, chapter_names

    spec = importlib.util.spec_from_file_location("root_conftest", REPO / "conftest.py")
    assert spec and spec.loader
    conftest = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conftest)

    chapters = set(chapter_names())
    for unit in conftest.SECONDS:
        path, _, test = unit.partition("::")
        assert (REPO / path).is_file(), unit
        if test:
            assert path in conftest.SPLIT_BY_TEST and test.split("[")[1].rstrip("]") in chapters
    trip = "tests/test_grading_roundtrip.py::test_grading_round_trip[08_performance]"
    assert conftest.unit_of(trip) == trip
    assert conftest.unit_of("tests/test_report.py::test_x[sqlite]") == "tests/test_report.py"
    ranked = sorted(["tests/test_text.py::t", "tests/test_site.py::t", trip,
                     "solutions/11_capstone/11a_classifier.ipynb::Cell 3"], key=conftest._rank)
    assert ranked[:2] == [trip, "tests/test_site.py::t"]
    assert ranked[-1] == "tests/test_text.py::t"
