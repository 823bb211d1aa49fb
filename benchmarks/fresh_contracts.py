"""Measure a fresh batch of wrong answers against the tests cells before and after a change.

    .venv/bin/python benchmarks/fresh_contracts.py benchmarks/fresh_2026-12-05 --before b9a0d84
    .venv/bin/python benchmarks/fresh_contracts.py WRONG_DIR --right RIGHT_DIR --before COMMIT

Each answer ``<dir>/<chapter>/<solution id>__<mistake>.py`` is run in its exercise's place in
one kernel per notebook (offline, CPU, small scale, as ``scripts/try_answers.py``), then the
tests cell as it was at ``--before`` and as it is now; caught means the tests cell raised or
wrote to stderr (nbgrader scores either 0). A right answer (``--right``, the same layout) is
accepted when the tests cell neither raised nor wrote to stderr. Only the notebooks that hold
an answer's exercise run. Prints one line per answer and the totals.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from jupyter_client.manager import start_new_kernel  # noqa: E402

from graders.course import SOLUTIONS, notebooks_of, read  # noqa: E402
from scripts.try_answers import ACCELERATOR, ENV, run  # noqa: E402
from tests.cells import names_of, answer_apart  # noqa: E402
from tests.exercises import RESET, guard_names, guard_setup  # noqa: E402


def old_cells(path: Path, commit: str) -> dict[str, str]:
    """The tests cells of ``path`` at ``commit``, by grade id."""
    rel = path.relative_to(REPO)
    text = subprocess.run(["git", "show", f"{commit}:{rel}"], cwd=REPO, check=True,
                          capture_output=True, text=True).stdout
    nb = nbformat.reads(text, as_version=4)
    return {c.metadata["nbgrader"]["grade_id"]: c.source for c in nb.cells
            if c.metadata.get("nbgrader", {}).get("grade")}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--before", required=True,
                    help="a commit, or 'none' to run only the tests cells as they are now")
    ap.add_argument("--right", type=Path, help="a folder of right answers, the same layout")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    os.environ.update(ENV)
    results = []
    chapters = sorted({p.name for folder in (args.folder, args.right) if folder
                       for p in folder.iterdir() if p.is_dir()})
    for chapter in chapters:
        chapter_dir = args.folder / chapter
        answers = [(a, "wrong") for a in sorted(chapter_dir.glob("*.py"))]
        if args.right:
            answers += [(a, "right") for a in sorted((args.right / chapter).glob("*.py"))]
        by_id: dict[str, list[tuple[Path, str]]] = {}
        for a, kind in answers:
            by_id.setdefault(a.name.split("__")[0], []).append((a, kind))
        for path in notebooks_of(chapter_dir.name):
            cells = read(path).cells
            ids = {c.metadata.get("nbgrader", {}).get("grade_id") for c in cells}
            if not ids & set(by_id):
                continue
            before = old_cells(path, args.before) if args.before != "none" else {}
            km, kc = start_new_kernel(kernel_name="python3", cwd=str(SOLUTIONS / chapter_dir.name))
            try:
                run(kc, ACCELERATOR.format(sorted(ids - {None})))  # as the grading kernel does
                run(kc, guard_setup())  # and its guard of the learner's calls
                for i, cell in enumerate(cells):
                    if cell.cell_type != "code":
                        continue
                    run(kc, cell.source)
                    sid = cell.metadata.get("nbgrader", {}).get("grade_id", "")
                    if sid not in by_id or not cell.metadata["nbgrader"].get("solution"):
                        continue
                    tests = cells[i + 1]
                    old = before.get(tests.metadata["nbgrader"]["grade_id"])
                    guard = guard_names(names_of(cell.source)[0])
                    run(kc, guard)
                    for answer, kind in by_id[sid]:
                        row = {"answer": f"{chapter}/{answer.name}", "kind": kind}
                        for when, source in (("new", tests.source), ("old", old)):
                            if source is None:
                                row[when] = row.get("new")
                                continue
                            err, stderr = run(kc, answer.read_text())
                            if err is None:
                                err, stderr = run(kc, guard)
                            if err is None:
                                started = time.perf_counter()
                                err, stderr = run(kc, answer_apart(
                                    answer.read_text(), source, names_of(cell.source)[0]))
                                row[f"{when}_seconds"] = round(time.perf_counter() - started, 2)
                            row[when] = err or (f"stderr: {stderr.strip()[:200]}"
                                                if stderr.strip() else None)
                            run(kc, RESET)
                        results.append(row)
                        words = ("caught", "MISSED") if kind == "wrong" else \
                            ("REFUSED", "accepted")
                        print(f"{kind} | old {words[0] if row['old'] else words[1]} | new "
                              f"{words[0] if row['new'] else words[1]} | {row['answer']} | "
                              f"{row.get('new_seconds', 0):.1f} s | "
                              f"{(row['new'] or '')[:160]}", flush=True)
                    run(kc, cell.source)
                    run(kc, guard)
            finally:
                kc.stop_channels()
                km.shutdown_kernel(now=True)
    wrong = [r for r in results if r["kind"] == "wrong"]
    right = [r for r in results if r["kind"] == "right"]
    if wrong:
        n, old = len(wrong), sum(bool(r["old"]) for r in wrong)
        new = sum(bool(r["new"]) for r in wrong)
        print(f"{n} wrong answers: old tests caught {old} ({100 * old / n:.1f} %), new {new} "
              f"({100 * new / n:.1f} %)")
    if right:
        n, old = len(right), sum(not r["old"] for r in right)
        new = sum(not r["new"] for r in right)
        print(f"{n} right answers: old tests accepted {old} ({100 * old / n:.1f} %), new "
              f"{new} ({100 * new / n:.1f} %)")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
