"""Measure a fresh batch of wrong answers against the tests cells before and after a change.

    .venv/bin/python benchmarks/fresh_contracts.py benchmarks/fresh_2026-12-05 --before b9a0d84

Each answer ``<dir>/<chapter>/<solution id>__<mistake>.py`` is run in its exercise's place in
one kernel per notebook (offline, CPU, small scale, as ``scripts/try_answers.py``), then the
tests cell as it was at ``--before`` and as it is now; caught means the tests cell raised.
Only the notebooks that hold an answer's exercise run. Prints one line per answer and a total.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from jupyter_client.manager import start_new_kernel  # noqa: E402

from graders.course import SOLUTIONS, notebooks_of, read  # noqa: E402
from scripts.try_answers import ENV, run  # noqa: E402


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
    ap.add_argument("--before", required=True)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    os.environ.update(ENV)
    results = []
    for chapter_dir in sorted(p for p in args.folder.iterdir() if p.is_dir()):
        answers = sorted(chapter_dir.glob("*.py"))
        by_id: dict[str, list[Path]] = {}
        for a in answers:
            by_id.setdefault(a.name.split("__")[0], []).append(a)
        for path in notebooks_of(chapter_dir.name):
            cells = read(path).cells
            ids = {c.metadata.get("nbgrader", {}).get("grade_id") for c in cells}
            if not ids & set(by_id):
                continue
            before = old_cells(path, args.before)
            km, kc = start_new_kernel(kernel_name="python3", cwd=str(SOLUTIONS / chapter_dir.name))
            try:
                for i, cell in enumerate(cells):
                    if cell.cell_type != "code":
                        continue
                    run(kc, cell.source)
                    sid = cell.metadata.get("nbgrader", {}).get("grade_id", "")
                    if sid not in by_id or not cell.metadata["nbgrader"].get("solution"):
                        continue
                    tests = cells[i + 1]
                    old = before[tests.metadata["nbgrader"]["grade_id"]]
                    for answer in by_id[sid]:
                        row = {"answer": f"{chapter_dir.name}/{answer.name}"}
                        for when, source in (("old", old), ("new", tests.source)):
                            err, _ = run(kc, answer.read_text())
                            if err is None:
                                err, _ = run(kc, source)
                            row[when] = err
                        results.append(row)
                        print(f"old {'caught' if row['old'] else 'MISSED'} | new "
                              f"{'caught' if row['new'] else 'MISSED'} | {row['answer']} | "
                              f"{(row['new'] or '')[:160]}", flush=True)
                    run(kc, cell.source)
            finally:
                kc.stop_channels()
                km.shutdown_kernel(now=True)
    n = len(results)
    old = sum(bool(r["old"]) for r in results)
    new = sum(bool(r["new"]) for r in results)
    print(f"{n} answers: old tests caught {old} ({100 * old / n:.1f} %), new {new} "
          f"({100 * new / n:.1f} %)")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
