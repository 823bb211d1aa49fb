"""The course's grader as a Gradescope autograder and a PrairieLearn external grader.

``python -m graders.instructor gradescope CHAPTER`` and ``... prairielearn CHAPTER`` write a zip
(``build_package``) holding the grading code (``graders/``, ``ptp/``), the course's
``nbgrader_config.py``, its pinned ``requirements.txt``, the chapter's source notebooks (hidden
tests included: the package is the instructor's, never the learner's) and the platform's
scripts. On the platform, ``python -m graders.platforms run PLATFORM`` grades the one
submission in a private nbgrader course (``graders.distributed.PrivateCourse``: the same
grading, sandbox and diagnoses as the course's own ``autograde``) and writes the platform's
``results.json``: one test per graded cell with its score, maximum and the diagnosis the
learner would read in the feedback (hidden test text never shown).

Where the files are comes from environment variables, so that tests can lay a temporary folder
out as the platform does: ``PTP_GRADESCOPE_ROOT`` (default ``/autograder``: ``submission/``,
``results/results.json``, ``source/``), ``PTP_PRAIRIELEARN_ROOT`` (default ``/grade``:
``student/``, ``results/results.json``, ``data/data.json``, ``tests/``), ``PTP_PYTHON`` (the
Python that grades) and ``PTP_PLATFORM_SANDBOX`` (``auto``: bubblewrap when it works in the
platform's container, ``yes``, ``no``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import uuid
import zipfile
from pathlib import Path

from graders.sandbox import REPO, SandboxLimits, bubblewrap

PACKAGE = "ptp_course"
PLATFORMS = ("gradescope", "prairielearn")
ANSI = re.compile(r"\x1b\[[0-9;]*m")

SETUP = """#!/usr/bin/env bash
# Installs the course's pinned Python environment ({platform}: {when}).
set -euo pipefail
REQUIREMENTS="${{1:-{requirements}}}"
VENV="${{PTP_VENV:-/opt/ptp-venv}}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends bubblewrap ca-certificates
if ! command -v python3.11 >/dev/null; then
    apt-get install -y --no-install-recommends python3.11 python3.11-venv
fi
python3.11 -m venv "$VENV"
"$VENV/bin/python" -m pip install --no-cache-dir -r "$REQUIREMENTS"
"""

RUN = """#!/usr/bin/env bash
# {platform} runs this for each submission; it writes {results}.
set -u
ROOT="${{{root_var}:-{root}}}"
PACKAGE="${{PTP_PACKAGE:-$ROOT/{package}}}"
PYTHON="${{PTP_PYTHON:-/opt/ptp-venv/bin/python}}"
mkdir -p "$ROOT/results"
cd "$PACKAGE" && PYTHONPATH="$PACKAGE" exec "$PYTHON" -m graders.platforms run {platform} \\
    --root "$ROOT" --package "$PACKAGE"
"""

DOCKERFILE = """# The PrairieLearn grading image for this chapter: docker build -t ptp-grader .
FROM python:3.11-slim
COPY setup.sh /ptp/setup.sh
COPY tests/{package}/requirements.txt /ptp/requirements.txt
RUN bash /ptp/setup.sh /ptp/requirements.txt && rm -rf /var/lib/apt/lists/*
"""

QUESTION = """<pl-question-panel>
  <p>Upload your notebook <code>{names}</code> for {chapter}.</p>
</pl-question-panel>
<pl-file-upload file-names="{names}"></pl-file-upload>
<pl-submission-panel>
  <pl-external-grader-results></pl-external-grader-results>
  <pl-file-preview></pl-file-preview>
</pl-submission-panel>
"""


# ------------------------------------------------------------------------------- packaging

def _code_files() -> dict[str, bytes]:
    """The grading code: graders/ and ptp/ (the helpers and the data sample), no caches."""
    files = {}
    for top in ("graders", "ptp"):
        for path in sorted((REPO / top).rglob("*")):
            rel = path.relative_to(REPO)
            if path.is_file() and "__pycache__" not in rel.parts and path.suffix != ".pyc":
                files[str(rel)] = path.read_bytes()
    return files


def build_package(course: Path, chapter: str, platform: str, to: Path) -> Path:
    """Write the ``platform`` package of ``chapter`` of ``course`` to the zip ``to``."""
    from graders.distributed import make_kit

    kit = make_kit(Path(course).resolve(), chapter)
    notebooks = sorted(n for n in kit.source if n.endswith(".ipynb") and "/" not in n)
    inner = PACKAGE if platform == "gradescope" else f"tests/{PACKAGE}"
    files: dict[str, tuple[bytes, int]] = {}
    for name, data in _code_files().items():
        files[f"{inner}/{name}"] = (data, 0o644)
    for name, data in kit.source.items():
        files[f"{inner}/chapter/{chapter}/{name}"] = (data, 0o644)
    for name, data in kit.prepared.items():  # the assignment generated once, here
        files[f"{inner}/prepared/{name}"] = (data, 0o644)
    files[f"{inner}/nbgrader_config.py"] = (kit.config.encode(), 0o644)
    files[f"{inner}/requirements.txt"] = ((REPO / "requirements.txt").read_bytes(), 0o644)
    files[f"{inner}/package.json"] = (json.dumps(
        {"chapter": chapter, "platform": platform, "notebooks": notebooks}, indent=1).encode(),
        0o644)
    if platform == "gradescope":
        files["setup.sh"] = (SETUP.format(
            platform="Gradescope", when="run once when the autograder image is built",
            requirements=f"/autograder/source/{PACKAGE}/requirements.txt").encode(), 0o755)
        files["run_autograder"] = (RUN.format(
            platform="gradescope", results="/autograder/results/results.json",
            root_var="PTP_GRADESCOPE_ROOT", root="/autograder",
            package=f"source/{PACKAGE}").encode(), 0o755)
    else:
        files["setup.sh"] = (SETUP.format(
            platform="PrairieLearn", when="run by the Dockerfile of the grading image",
            requirements="/ptp/requirements.txt").encode(), 0o755)
        files["Dockerfile"] = (DOCKERFILE.format(package=PACKAGE).encode(), 0o644)
        files["tests/run_grader"] = (RUN.format(
            platform="prairielearn", results="/grade/results/results.json",
            root_var="PTP_PRAIRIELEARN_ROOT", root="/grade",
            package=f"tests/{PACKAGE}").encode(), 0o755)
        files["info.json"] = (json.dumps({
            "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"pytorch-in-practice/{chapter}")),
            "title": f"{chapter} (autograded notebook)", "topic": chapter, "type": "v3",
            "gradingMethod": "External", "singleVariant": True,
            "externalGradingOptions": {"enabled": True, "image": "ptp-grader",
                                       "entrypoint": "/grade/tests/run_grader",
                                       "timeout": 600}}, indent=1).encode(), 0o644)
        files["question.html"] = (QUESTION.format(names=" ".join(notebooks),
                                                  chapter=chapter).encode(), 0o644)
    to.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(to, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, (data, mode) in sorted(files.items()):
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return to


# ------------------------------------------------------------------------ on the platform

def sandbox_works() -> bool:
    """Whether bubblewrap can make its namespaces here (many containers forbid it)."""
    path = bubblewrap()
    if path is None:
        return False
    try:
        return subprocess.run([path, "--ro-bind", "/", "/", "--unshare-all", "--die-with-parent",
                               "true"], capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def cell_messages(nb_json: bytes) -> dict[str, str]:
    """Per graded cell (grade id), what the learner reads about it: the diagnosis of its first
    failure as the feedback shows it (``HideHiddenTests``), or nothing when it passed."""
    import nbformat

    from graders.feedback import HideHiddenTests, learner_message

    nb = nbformat.reads(nb_json.decode("utf-8"), as_version=4)
    nb, _ = HideHiddenTests().preprocess(nb, {})
    found = {}
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if cell.cell_type != "code" or not meta.get("grade"):
            continue
        errors = [o for o in cell.get("outputs", []) if o.get("output_type") == "error"]
        if errors:
            tb = errors[0].get("traceback") or []
            found[meta["grade_id"]] = ANSI.sub("", tb[0]) if len(tb) == 1 else learner_message(
                errors[0].get("ename", ""), ANSI.sub("", errors[0].get("evalue") or ""), False)
    return found


def _hidden_lines(source: dict[str, bytes]) -> list[str]:
    import nbformat

    from graders.feedback import hidden_lines

    lines: set[str] = set()
    for name, data in source.items():
        if name.endswith(".ipynb"):
            lines |= set(hidden_lines(nbformat.reads(data.decode("utf-8"), as_version=4)))
    return sorted(lines, key=len, reverse=True)


def grade(root: Path, package: Path, platform: str) -> dict:
    """Grade the submission under ``root`` (laid out as ``platform`` lays it out) with the
    package in ``package``; return the platform's results (also written where it reads them)."""
    import nbformat

    from graders.distributed import Kit, PrivateCourse, Submission, files_of
    from graders.feedback import redact
    from graders.instructor import match_notebooks

    info = json.loads((package / "package.json").read_text())
    chapter, expected = info["chapter"], info["notebooks"]
    source = files_of(package / "chapter" / chapter)
    wanted = os.environ.get("PTP_PLATFORM_SANDBOX", "auto")
    sandbox = sandbox_works() if wanted == "auto" else wanted == "yes"
    # PrairieLearn kills a grading job after at most 600 s; leave time to write the results
    default = 900 if platform == "gradescope" else 540
    prepared = files_of(package / "prepared") if (package / "prepared").is_dir() else {}
    kit = Kit(chapter, (package / "nbgrader_config.py").read_text(), source, sandbox,
              SandboxLimits(), float(os.environ.get("PTP_PLATFORM_TIMEOUT", default)),
              prepared)
    folder = root / ("submission" if platform == "gradescope" else "student")
    found = sorted(p for p in folder.rglob("*.ipynb") if not any(
        part.startswith(".") for part in p.relative_to(folder).parts)) if folder.is_dir() else []
    chosen, notes = match_notebooks(found, expected)
    private = PrivateCourse(kit)
    try:
        graded = private.grade(Submission("learner", {n: p.read_bytes() for n, p in
                                                      chosen.items()}, notes))
    finally:
        private.close()
    lines = _hidden_lines(source)
    tests = []
    for name in expected:
        stem = Path(name).stem
        rows = graded.grades.get(stem, {}).get("grades", {})
        nb_json = graded.autograded.get(name, source[name])
        messages = cell_messages(nb_json) if name in graded.autograded else {}
        cells = nbformat.reads(nb_json.decode("utf-8"), as_version=4).cells
        for cell in cells:
            meta = cell.metadata.get("nbgrader", {})
            if cell.cell_type != "code" or not meta.get("grade"):
                continue
            gid = meta["grade_id"]
            row = rows.get(gid, {})
            score, top = float(row.get("auto_score") or 0), float(meta.get("points", 0))
            text = messages.get(gid) or ("Passed." if score >= top else
                                         "These tests did not pass (see the note above).")
            tests.append({"name": f"{stem}: {gid}", "score": score, "max_score": top,
                          "output": redact(text, lines)})
    problems = [redact(p, lines) for p in graded.result.problems]
    unreadable = not chosen or any("is not a valid notebook" in p for p in problems)
    score, top = sum(t["score"] for t in tests), sum(t["max_score"] for t in tests)
    summary = "\n".join(problems) or "Your notebook was graded."
    if platform == "gradescope":
        results = {"score": score, "output": summary, "visibility": "visible",
                   "stdout_visibility": "hidden",
                   "tests": [{**t, "visibility": "visible"} for t in tests]}
    else:
        results = {"gradable": not unreadable, "score": score / top if top else 0.0,
                   "message": summary, "output": "",
                   "tests": [{"name": t["name"], "points": t["score"],
                              "max_points": t["max_score"], "output": t["output"],
                              "message": t["output"]} for t in tests]}
        if unreadable:
            results["format_errors"] = problems or [summary]
    out = root / "results" / "results.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    return results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m graders.platforms", description=__doc__)
    sub = ap.add_subparsers(dest="step", required=True)
    p = sub.add_parser("run", help="grade the platform's submission (inside its container)")
    p.add_argument("platform", choices=PLATFORMS)
    p.add_argument("--root", type=Path, required=True)
    p.add_argument("--package", type=Path, required=True)
    args = ap.parse_args(argv)
    grade(args.root.resolve(), args.package.resolve(), args.platform)
    return 0


if __name__ == "__main__":
    sys.exit(main())
