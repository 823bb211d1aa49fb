"""Shared fixtures: the chapters, and one nbgrader course folder per test session."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from graders.course import make_course_dir


@pytest.fixture(scope="session")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A throw-away nbgrader course folder whose source is the repository's solutions/."""
    return make_course_dir(tmp_path_factory.mktemp("nbgrader") / "course")


# Tests of the grading *machinery* (the class report, the Gradescope and PrairieLearn packages,
# the hub) need grades and diagnoses, not every drawn case: their graders draw at most this many
# cases per differential test (``ptp.domains.CASES_CAP``). The round trips of both editions draw
# every declaration in full: they try every answer on file, and some wrong ones differ from the
# reference only past the tenth case (01 ex3 and ex4, 00 ex1 and ex5, measured 2026-12-06).
MACHINERY_CASES = "10"


@pytest.fixture(scope="module")
def fewer_cases():
    """Set ``PTP_DIFFERENTIAL_CASES`` for a module's graders (``pytestmark`` with
    ``usefixtures``: set before the module's own fixtures grade anything)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PTP_DIFFERENTIAL_CASES", MACHINERY_CASES)
        yield


@pytest.fixture(scope="session")
def postgres():
    """A throw-away PostgreSQL server (Debian's postgresql package) for the grading tests.

    It listens on a Unix socket in its own folder only (no TCP port that another process could
    take first); the gradebook URL names that folder. Each test makes its own database with
    ``new_database(url, name)``.
    """
    initdb = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if not initdb or shutil.which("runuser") is None or os.geteuid() != 0:
        pytest.skip("PostgreSQL server binaries (Debian's postgresql) or root are not available")
    bin_dir = Path(initdb[-1]).parent
    home = Path(tempfile.mkdtemp(prefix="ptp-postgres-"))  # the postgres user must enter it
    home.chmod(0o777)
    data = home / "data"

    def as_postgres(*cmd: str) -> None:
        subprocess.run(["runuser", "-u", "postgres", "--", *cmd], check=True, capture_output=True)

    as_postgres(str(bin_dir / "initdb"), "-D", str(data), "--auth=trust", "-U", "postgres")
    as_postgres(str(bin_dir / "pg_ctl"), "-D", str(data), "-w", "-l", str(data / "log"), "-o",
                f"-k {data} -c listen_addresses=''", "start")
    yield str(data)
    as_postgres(str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "fast", "stop")
    shutil.rmtree(home, ignore_errors=True)

